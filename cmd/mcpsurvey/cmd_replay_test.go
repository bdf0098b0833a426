package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// callResults maps call id → raw result (or error) bytes of an export.
func callResults(t *testing.T, export string) map[string]string {
	t.Helper()
	m := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(export), "\n") {
		var c struct {
			ID     string          `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  json.RawMessage `json:"error"`
		}
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatal(err)
		}
		if c.ID != "" {
			m[c.ID] = string(c.Result) + string(c.Error)
		}
	}
	return m
}

// TestReplayRoundTrip: a corpus served by `mcpsurvey replay` and probed
// again gives the same results, byte for byte, including non-conforming
// ones.
func TestReplayRoundTrip(t *testing.T) {
	names := []string{"good", "raw-shapes", "paginated", "rpc-error-tool"}
	servers := map[string]any{}
	for _, n := range names {
		servers[n] = fixtureServer(n, nil)
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "orig.db")
	if _, errs, code := cli(t, "probe", "--config", writeConfig(t, servers), "--db", db, "--quiet"); code != 0 {
		t.Fatalf("probe: %s", errs)
	}
	orig, _ := exportAll(t, db)
	file := filepath.Join(dir, "orig.jsonl")
	if err := os.WriteFile(file, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	replays := map[string]any{}
	for _, n := range names {
		replays[n] = map[string]any{"command": os.Args[0], "args": []string{"replay", "--input", file, "--server", n},
			"env": map[string]string{"MCPSURVEY_TEST_MAIN": "1"}}
	}
	db2 := filepath.Join(dir, "replayed.db")
	if out, errs, code := cli(t, "probe", "--config", writeConfig(t, replays), "--db", db2, "--format", "json"); code != 0 {
		t.Fatalf("probe of replay: %d %s %s", code, out, errs)
	}
	again, _ := exportAll(t, db2)
	a, b := callResults(t, orig), callResults(t, again)
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("%d calls originally, %d replayed", len(a), len(b))
	}
	for id, want := range a {
		if b[id] != want {
			t.Errorf("%s: replayed result differs:\n got  %s\n want %s", id, b[id], want)
		}
	}
	// Tool definitions too: the tool lines of both exports are identical.
	if toolDefs(orig) != toolDefs(again) {
		t.Errorf("tool definitions differ after replay")
	}
}

func toolDefs(export string) string {
	var defs []string
	for _, line := range strings.Split(export, "\n") {
		var c struct {
			Server  string          `json:"server"`
			Tool    string          `json:"tool"`
			ToolDef json.RawMessage `json:"tool_def"`
		}
		if json.Unmarshal([]byte(line), &c) == nil && len(c.ToolDef) > 0 {
			defs = append(defs, c.Server+"/"+c.Tool+" "+string(c.ToolDef))
		}
	}
	return strings.Join(defs, "\n")
}
