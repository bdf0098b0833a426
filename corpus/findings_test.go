package corpus

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestFindingsReplaceByScope(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "f.db")
	run1, err := db.BeginRun(ctx, RunMeta{Tool: "mcpsurvey check"})
	if err != nil {
		t.Fatal(err)
	}
	first := []Finding{
		{CheckID: "MCP2002", Severity: "error", Server: "a", Tool: "t", CallID: "a/t/1", Message: "bad <structured> & more", Evidence: json.RawMessage(`{"violations":[{"instance_location":"/x"}]}`)},
		{CheckID: "MCP4001", Severity: "error", Server: "a", Message: "banner"},
		{CheckID: "MCP4001", Severity: "error", Server: "b", Message: "banner b"},
	}
	if err := db.SaveFindings(ctx, run1, FindingScope{Servers: []string{"a", "b"}, CheckIDs: []string{"MCP2002", "MCP4001"}}, first); err != nil {
		t.Fatal(err)
	}
	got, err := db.Findings(ctx, run1)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Message != first[0].Message || string(got[0].Evidence) != string(first[0].Evidence) ||
		string(got[1].Evidence) != "{}" || got[0].RunID != run1 || got[0].CallID != "a/t/1" {
		t.Fatalf("round trip: %+v", got)
	}

	// A second run over server a with MCP4001 only replaces that pair.
	run2, _ := db.BeginRun(ctx, RunMeta{Tool: "mcpsurvey check"})
	if err := db.SaveFindings(ctx, run2, FindingScope{Servers: []string{"a"}, CheckIDs: []string{"MCP4001"}}, nil); err != nil {
		t.Fatal(err)
	}
	all, _ := db.Findings(ctx, 0)
	var keys []string
	for _, f := range all {
		keys = append(keys, f.Server+":"+f.CheckID)
	}
	if want := []string{"a:MCP2002", "b:MCP4001"}; !reflect.DeepEqual(keys, want) {
		t.Errorf("after the scoped re-run: %v, want %v", keys, want)
	}
	if n, _ := db.Findings(ctx, run2); len(n) != 0 {
		t.Errorf("run 2 has %d findings, want 0", len(n))
	}
}

func TestSaveFindingsRefusesOutOfScopeAndBadEvidence(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "f.db")
	err := db.SaveFindings(ctx, 0, FindingScope{Servers: []string{"a"}, CheckIDs: []string{"MCP1001"}}, []Finding{{CheckID: "MCP1002", Server: "a"}})
	if err == nil || !strings.Contains(err.Error(), "outside the scope") {
		t.Errorf("out of scope: %v", err)
	}
	err = db.SaveFindings(ctx, 0, FindingScope{Servers: []string{"a"}, CheckIDs: []string{"MCP1001"}}, []Finding{{CheckID: "MCP1001", Server: "a", Evidence: json.RawMessage(`{bad`)}})
	if err == nil || !strings.Contains(err.Error(), "evidence") {
		t.Errorf("bad evidence: %v", err)
	}
	if got, _ := db.Findings(ctx, 0); len(got) != 0 {
		t.Errorf("a failed save left %d findings", len(got))
	}
	// No run id is stored as NULL and read back as 0.
	if err := db.SaveFindings(ctx, 0, FindingScope{Servers: []string{"a"}, CheckIDs: []string{"MCP1001"}}, []Finding{{CheckID: "MCP1001", Severity: "warning", Server: "a"}}); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.Findings(ctx, 0); len(got) != 1 || got[0].RunID != 0 {
		t.Errorf("findings without run: %+v", got)
	}
}
