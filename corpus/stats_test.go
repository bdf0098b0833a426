package corpus

import (
	"context"
	"encoding/json"
	"reflect"
	"sort"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestStats(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	failed := &capture.Server{Name: "down", Status: capture.ServerStartFailed}
	old := sampleServer("b", t0)
	old.Status = capture.ServerInterrupted
	mustSave(t, db, sampleServer("a", t0), old, failed)
	mustSave(t, db, sampleServer("b", t0.Add(1e9))) // replaces the interrupted capture

	st, err := db.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := Stats{
		Servers:       StatusCount{Total: 3, ByStatus: map[string]int{"ok": 2, "start_failed": 1}},
		Tools:         ToolCount{Total: 8, Called: 4, Skipped: 2},
		Calls:         StatusCount{Total: 12, ByStatus: map[string]int{"ok": 4, "tool_error": 2, "rpc_error": 2, "timeout": 2, "crash": 2}},
		Runs:          2,
		ResultsStored: 2,
	}
	if !reflect.DeepEqual(st, want) {
		t.Errorf("stats\n%+v\nwant\n%+v", st, want)
	}

	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if got := keys(m); !reflect.DeepEqual(got, []string{"calls", "results_stored", "runs", "servers", "tools"}) {
		t.Errorf("top-level keys %v", got)
	}
	for k, want := range map[string][]string{
		"servers": {"by_status", "total"},
		"tools":   {"called", "skipped", "total"},
		"calls":   {"by_status", "total"},
	} {
		if got := keys(m[k].(map[string]any)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s keys %v, want %v", k, got, want)
		}
	}
}

func TestStatsEmpty(t *testing.T) {
	st, err := openTemp(t, "c.db").Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(st)
	want := `{"servers":{"total":0,"by_status":{}},"tools":{"total":0,"called":0,"skipped":0},"calls":{"total":0,"by_status":{}},"runs":0,"results_stored":0}`
	if string(b) != want {
		t.Errorf("empty stats %s\nwant %s", b, want)
	}
}

func keys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
