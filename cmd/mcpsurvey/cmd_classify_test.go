package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
)

// TestClassifyInputFile labels an interchange file without a database: one
// JSON line per call with the documented keys.
func TestClassifyInputFile(t *testing.T) {
	var all []byte
	for _, name := range []string{"seed-database", "seed-time", "seed-slack"} {
		all = append(all, fixture.SeedCorpora()[name]...)
	}
	// A plain line from another tool, with the result_raw alias.
	all = append(all, []byte(`{"id":"x1","server":"other","tool":"t","result_raw":{"content":[{"type":"text","text":"| a | b |\n|---|---|\n| 1 | 2 |"}]}}`+"\n")...)
	file := filepath.Join(t.TempDir(), "calls.jsonl")
	if err := os.WriteFile(file, all, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := cli(t, "classify", "--input", file)
	if code != 0 {
		t.Fatalf("classify: %d %s", code, errs)
	}
	got := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("not JSON: %s", line)
		}
		for _, k := range []string{"id", "server", "tool", "pattern", "hybrid", "flags", "confidence", "evidence"} {
			if _, ok := m[k]; !ok {
				t.Errorf("line lacks %q: %s", k, line)
			}
		}
		var id, pattern string
		_ = json.Unmarshal(m["id"], &id)
		_ = json.Unmarshal(m["pattern"], &pattern)
		got[id] = pattern
	}
	want := map[string]string{"server-database/query/1": "markdown_table", "server-time/get_current_time/1": "json_in_text",
		"server-slack/post_message/1": "key_value", "server-slack/search_messages/1": "unstructured", "x1": "markdown_table"}
	for id, p := range want {
		if got[id] != p {
			t.Errorf("%s: %q, want %q (all: %v)", id, got[id], p, got)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	_ = os.WriteFile(bad, []byte("{\"id\":\"a\"}\nnot json\n"), 0o644)
	if _, errs, code := cli(t, "classify", "--input", bad); code != exitFailure || !strings.Contains(errs, "bad.jsonl:2") {
		t.Errorf("bad line: %d %s", code, errs)
	}
}
