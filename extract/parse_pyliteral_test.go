package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A Python server's str(result), a dict or list as repr() prints it, is
// read under parser auto as the JSON value it stands for.
func TestAutoPythonLiteral(t *testing.T) {
	m, acc := applyText(t, autoConfig, "{'id': 'mon-1', 'name': \"CPU 'high'\", 'threshold': 90, 'muted': False, 'owner': None, 'tags': ('infra', 'cpu')}")
	if acc.Parser != extract.ParsedPyLiteral {
		t.Fatalf("parser %q, value %v", acc.Parser, m)
	}
	if m["id"] != "mon-1" || m["name"] != "CPU 'high'" || m["muted"] != false || m["owner"] != nil || !hasLeaf(m, "cpu") {
		t.Errorf("value %v", m)
	}
	if len(acc.Fields) < 4 {
		t.Errorf("fields %+v", acc.Fields)
	}
	m, _ = applyText(t, autoConfig, "[{'host': 'web-1', 'up': True}, {'host': 'web-2', 'up': False}]")
	if items, _ := m["items"].([]any); len(items) != 2 {
		t.Errorf("list value %v", m)
	}
}

// A JSON text cut short at a size limit keeps what came before the break
// (the third record with the one member it got to)
// under parser auto, with a warning; text that only opens with a bracket
// is not JSON.
func TestAutoPartialJSON(t *testing.T) {
	text := "[\n  {\"id\": \"mon-1\", \"name\": \"CPU high\", \"threshold\": 90},\n  {\"id\": \"mon-2\", \"name\": \"Disk full\", \"threshold\": 95},\n  {\"id\": \"mon-3\", \"na\n... (truncated, 2000 characters shown)"
	m, acc := applyText(t, autoConfig, text)
	if acc.Parser != extract.ParsedPartialJSON || len(acc.Warnings) == 0 {
		t.Fatalf("parser %q, warnings %v, value %v", acc.Parser, acc.Warnings, m)
	}
	if items, _ := m["items"].([]any); len(items) != 3 || !hasLeaf(m, "Disk full") || !hasLeaf(m, "mon-3") {
		t.Errorf("value %v", m)
	}
	m, acc = applyText(t, autoConfig, "[INFO] server started on port 8080\n[WARN] cache is cold\n")
	if acc.Parser == extract.ParsedPartialJSON {
		t.Errorf("log lines read as JSON: %v", m)
	}
}
