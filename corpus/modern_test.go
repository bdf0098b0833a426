package corpus

import (
	"context"
	"database/sql"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// modernServer is a 2026-07-28 capture: one usable call, one error
// answer and one input_required call.
func modernServer() *capture.Server {
	ir := `{"resultType":"input_required","inputRequests":{"who":{"method":"elicitation/create","params":{"mode":"form","message":"Name?"}}},"requestState":"s1"}`
	return &capture.Server{
		Name: "modern", Transport: capture.TransportStdio, Status: capture.ServerOK, StartedAt: t0,
		ProtocolPath: capture.PathDiscover, ProtocolVersion: "2026-07-28", OfferedVersion: "2026-07-28",
		AdvertisedVersions: []string{"2026-07-28", "2025-11-25"},
		DiscoverResult:     json.RawMessage(`{"resultType":"complete","supportedVersions":["2026-07-28","2025-11-25"]}`),
		Tools: []capture.Tool{
			{Name: "greet", Def: json.RawMessage(`{"name":"greet","inputSchema":{"type":"object"}}`), Page: 1},
			{Name: "ask", Def: json.RawMessage(`{"name":"ask","inputSchema":{"type":"object"}}`), Page: 1},
		},
		Calls: []capture.Call{
			{ID: "modern/greet/1", Tool: "greet", Seq: 1, Status: capture.CallOK, ResultType: capture.ResultComplete,
				Result: json.RawMessage(`{"resultType":"complete","content":[{"type":"text","text":"Hi there"}]}`)},
			{ID: "modern/greet/2", Tool: "greet", Seq: 2, Status: capture.CallToolError, ResultType: capture.ResultComplete,
				Result: json.RawMessage(`{"resultType":"complete","content":[{"type":"text","text":"boom"}],"isError":true}`)},
			{ID: "modern/ask/1", Tool: "ask", Seq: 1, Status: capture.CallInputRequired, ResultType: capture.ResultInputRequired,
				Result: json.RawMessage(ir), InputRequests: json.RawMessage(`{"who":{"method":"elicitation/create","params":{"mode":"form","message":"Name?"}}}`)},
		},
	}
}

// TestInputRequiredIsItsOwnCategory: an input_required call is neither a
// usable output nor an error in the survey summaries, and the output
// stages (LatestCalls) do not get its result.
func TestInputRequiredIsItsOwnCategory(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "m.db")
	mustSave(t, db, modernServer())
	var labels []Label
	err := db.LatestCalls(ctx, func(c CallRow) error {
		if c.Status == capture.CallInputRequired && len(c.Result) != 0 {
			t.Errorf("LatestCalls passes the input_required result of %s on", c.CallID)
		}
		if len(c.Result) == 0 {
			return nil
		}
		flags := []string{}
		if strings.Contains(string(c.Result), `"isError":true`) {
			flags = append(flags, "is_error")
		}
		labels = append(labels, Label{RowID: c.RowID, Version: "v", Pattern: "plain_text", Flags: flags, Block: 0, Evidence: json.RawMessage(`{}`)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(labels) != 2 {
		t.Fatalf("%d calls with an output to label, want 2", len(labels))
	}
	if err := db.SaveLabels(ctx, labels); err != nil {
		t.Fatal(err)
	}
	sums, err := db.Summaries(ctx, "v")
	if err != nil {
		t.Fatal(err)
	}
	if len(sums) != 1 {
		t.Fatalf("%d summaries", len(sums))
	}
	s := sums[0]
	if s.InputRequired != 1 || s.Usable != 1 || s.ErrorResultCalls != 1 || s.Calls != 2 || s.ToolsCalled != 2 {
		t.Errorf("summary: input_required %d usable %d errors %d calls %d tools called %d; want 1 1 1 2 2",
			s.InputRequired, s.Usable, s.ErrorResultCalls, s.Calls, s.ToolsCalled)
	}
	total := 0
	for _, n := range s.Errors {
		total += n
	}
	if total != 1 {
		t.Errorf("errors by form %v, want the one is_error only", s.Errors)
	}
	// Servers keeps everything.
	got, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var c capture.Call
	for _, cc := range got[0].Calls {
		if cc.Tool == "ask" {
			c = cc
		}
	}
	if c.Status != capture.CallInputRequired || len(c.Result) == 0 || c.ResultType != capture.ResultInputRequired || len(c.InputRequests) == 0 {
		t.Errorf("stored input_required call: %+v", c)
	}
}

// TestImportDerivesInputRequired: a call line without status whose result
// is input_required gets that status.
func TestImportDerivesInputRequired(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "i.db")
	in := `{"server":"s","tool":"ask","result":{"resultType":"input_required","inputRequests":{}}}` + "\n" +
		`{"server":"s","tool":"ok","result":{"resultType":"complete","content":[]}}` + "\n"
	if _, err := Import(ctx, db, strings.NewReader(in), "in.jsonl"); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT count(*) FROM calls WHERE status = 'input_required' AND tool = 'ask'`); n != 1 {
		t.Errorf("%d input_required calls, want 1", n)
	}
	if n := count(t, db, `SELECT count(*) FROM calls WHERE status = 'ok' AND tool = 'ok'`); n != 1 {
		t.Errorf("%d ok calls, want 1", n)
	}
}

// TestOpenMigratesV5ToV6: a version-5 capture reads the version-6 fields
// as empty, and a new capture stores them.
func TestOpenMigratesV5ToV6(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v5.db")
	raw, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 5); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`INSERT INTO runs(id, tool, started_at) VALUES (1, 'mcpsurvey probe', '')`,
		`INSERT INTO servers(id, run_id, name, transport, status, started_at) VALUES (1, 1, 'old', 'stdio', 'ok', '')`,
		`INSERT INTO calls(server_id, call_id, tool, seq, status) VALUES (1, 'old/t/1', 't', 1, 'timeout')`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	raw.Close()
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s := got[0]
	if s.ProtocolPath != "" || s.AdvertisedVersions != nil || s.DiscoverResult != nil || s.Wire != nil || s.ListResults != nil ||
		s.Calls[0].ResultType != "" || s.Calls[0].InputRequests != nil || s.Calls[0].Retries != 0 {
		t.Errorf("old capture reads version-6 values: %+v", s)
	}
	mustSave(t, db, modernServer())
	got, err = db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m := got[0]; m.Name != "modern" || m.ProtocolPath != capture.PathDiscover || len(m.AdvertisedVersions) != 2 || len(m.DiscoverResult) == 0 {
		t.Errorf("modern capture after migration: %+v", m)
	}
}
