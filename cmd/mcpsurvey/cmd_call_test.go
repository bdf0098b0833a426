package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCallCommand(t *testing.T) {
	cfg := writeConfig(t, map[string]any{"good": fixtureServer("good", nil), "rec": fixtureServer("recorder", nil)})
	out, errs, code := cli(t, "call", "--config", cfg, "good", "echo", "--args", `{"message":"hi there"}`)
	if code != exitOK {
		t.Fatalf("call: %d %s %s", code, out, errs)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil || !strings.Contains(out, "Echo: hi there") {
		t.Errorf("json output: %v %s", err, out)
	}
	out, _, code = cli(t, "call", "--config", cfg, "good", "echo", "--args", `{"message":"hi there"}`, "--output", "string")
	if code != exitOK || strings.TrimSpace(out) != "Echo: hi there" {
		t.Errorf("string output: %d %q", code, out)
	}
	// Arguments from a file, with data_key and tool_args.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "msg.txt"), []byte("from a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = cli(t, "call", "--config", cfg, "good", "echo", "--file", filepath.Join(dir, "msg.txt"),
		"--data-key", "message", "--allow-dir", dir, "--output", "string")
	if code != exitOK || strings.TrimSpace(out) != "Echo: from a file" {
		t.Errorf("file call: %d %q %s", code, out, errs)
	}
	// Errors follow the seed's error response shape.
	out, _, code = cli(t, "call", "--config", cfg, "good", "echo", "--file", "/etc/hostname", "--data-key", "message", "--allow-dir", dir)
	var er struct {
		Content []struct{ Text string } `json:"content"`
		IsError bool                    `json:"isError"`
	}
	if code != exitFailure || json.Unmarshal([]byte(out), &er) != nil || !er.IsError ||
		!strings.HasPrefix(er.Content[0].Text, "Error in mcpsurvey call: File path '/etc/hostname' is not within allowed directories") {
		t.Errorf("refused file: %d %s", code, out)
	}
	out, _, code = cli(t, "call", "--config", cfg, "good", "no_such_tool")
	if code != exitFailure || !strings.Contains(out, `has no tool \"no_such_tool\"`) {
		t.Errorf("unknown tool: %d %s", code, out)
	}
	out, _, code = cli(t, "call", "--config", cfg, "rec", "destructive")
	if code != exitFailure || !strings.Contains(out, "--allow-destructive") {
		t.Errorf("destructive without the flag: %d %s", code, out)
	}
	if _, _, code = cli(t, "call", "--config", cfg, "rec", "destructive", "--allow-destructive"); code != exitOK {
		t.Errorf("destructive with the flag: %d", code)
	}
	// A command after --.
	t.Setenv("MCPSURVEY_TEST_MAIN", "1")
	out, errs, code = cli(t, "call", "add", "--args", `{"a":2,"b":40}`, "--output", "string", "--", os.Args[0], "fixture", "good")
	_ = errs
	if code != exitOK || strings.TrimSpace(out) != "42" {
		t.Errorf("call via command: %d %q %s", code, out, errs)
	}
}
