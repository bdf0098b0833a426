package textparse

import "testing"

// TestItemFieldsSlugHead: a hyphenated lowercase key heading a multi-line
// item is the record's name; alone on one line it stays a key.
func TestItemFieldsSlugHead(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("web-east: 4 nodes\n  Zone: b\n  Load: 12") {
		got[f.Name] = f.Value
	}
	if got[FieldName] != "web-east" || got["zone"] != "b" || got["load"] != "12" {
		t.Errorf("multi-line item: %v", got)
	}
	got = map[string]string{}
	for _, f := range ItemFields("web-east: 4 nodes") {
		got[f.Name] = f.Value
	}
	if got["web_east"] != "4 nodes" {
		t.Errorf("one-line item: %v", got)
	}
}
