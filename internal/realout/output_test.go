package realout

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const okLine = `{"id":"fs/read/1","server":"fs","tool":"read","package":"npm:x@1","tool_def":{"name":"read"},"arguments":{},"result":{"content":[]},"pattern":"unstructured","values":[]}`

func TestParseLine(t *testing.T) {
	if _, err := ParseLine([]byte(okLine)); err != nil {
		t.Fatalf("valid line: %v", err)
	}
	bad := map[string]string{
		"unknown member":    okLine[:len(okLine)-1] + `,"notes":"x"}`,
		"bad pattern":       strings.Replace(okLine, `"unstructured"`, `"list"`, 1),
		"id mismatch":       strings.Replace(okLine, `"fs/read/1"`, `"fs/write/1"`, 1),
		"id without n":      strings.Replace(okLine, `"fs/read/1"`, `"fs/read/x"`, 1),
		"id n zero":         strings.Replace(okLine, `"fs/read/1"`, `"fs/read/0"`, 1),
		"result not object": strings.Replace(okLine, `{"content":[]}`, `"text"`, 1),
		"error with values": strings.Replace(strings.Replace(okLine, `"unstructured"`, `"error"`, 1), `"values":[]`, `"values":["x"]`, 1),
		"blank value":       strings.Replace(okLine, `"values":[]`, `"values":["  "]`, 1),
		"not json":          okLine[:20],
	}
	for name, line := range bad {
		if _, err := ParseLine([]byte(line)); err == nil {
			t.Errorf("%s: no error for %s", name, line)
		}
	}
	for _, p := range []string{"structured", "json_in_text", "markdown_list", "key_value", "markdown_table", "unstructured", "error"} {
		if !ValidPattern(p) {
			t.Errorf("ValidPattern(%q) = false", p)
		}
	}
}

func TestLoadNamesFileLineAndDuplicates(t *testing.T) {
	dir := t.TempDir()
	second := strings.Replace(okLine, `"fs/read/1"`, `"fs/read/2"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "a.jsonl"), []byte(okLine+"\n\n"+second+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	outs, err := Load(dir)
	if err != nil || len(outs) != 2 {
		t.Fatalf("Load = %d outputs, %v; want 2, nil", len(outs), err)
	}
	// A duplicate id in another file, and a bad line 2.
	if err := os.WriteFile(filepath.Join(dir, "b.jsonl"), []byte(okLine+"\n{bad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	outs, err = Load(dir)
	if err == nil {
		t.Fatal("no error for a duplicate id and a bad line")
	}
	msg := err.Error()
	for _, want := range []string{"b.jsonl:1:", "already used at", "a.jsonl:1", "b.jsonl:2:"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not name %q", msg, want)
		}
	}
	if len(outs) != 2 {
		t.Errorf("outputs kept = %d, want 2", len(outs))
	}
}
