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
