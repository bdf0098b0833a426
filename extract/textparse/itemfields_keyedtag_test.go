package textparse

import "testing"

// A bracketed label and value leading an item ("[UID 1042]") is a field
// named by the label; a bracketed word stays a type, a bracketed phrase
// without a digit stays text.
func TestItemFieldsKeyedTag(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("[UID 1042] From: Alice Martin <alice@example.org>") {
		got[f.Name] = f.Value
	}
	if got["uid"] != "1042" || got["from"] == "" {
		t.Errorf("keyed tag: %v", got)
	}
	for _, f := range ItemFields("[FILE] notes.md") {
		if f.Name == "file" {
			t.Errorf("a bare tag read as a keyed one: %+v", f)
		}
	}
	for _, f := range ItemFields("[see also] the notes") {
		if f.Name == "see" {
			t.Errorf("a phrase read as a keyed tag: %+v", f)
		}
	}
}

// Several parentheticals ending an item are a field each, in order, the
// name before them.
func TestItemFieldsTrailingParens(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("Apple Watch Series 10 (46mm) (C3D4E5F6-0000-1111) (Shutdown)") {
		got[f.Name] = f.Value
	}
	if got["name"] != "Apple Watch Series 10" || got["details"] != "46mm" || got["details_3"] != "Shutdown" {
		t.Errorf("fields %v", got)
	}
}

// A knowledge graph's lines: "Name (kind): what is said" and a labelled
// edge "A --rel--> B".
func TestItemFieldsGraphLines(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("Alice (person): works at Acme; likes climbing") {
		got[f.Name] = f.Value
	}
	if got["name"] != "Alice" || got["details"] != "person" || got["description"] != "works at Acme; likes climbing" {
		t.Errorf("entity: %v", got)
	}
	got = map[string]string{}
	for _, f := range ItemFields("Alice --works_at--> Acme") {
		got[f.Name] = f.Value
	}
	if got["from"] != "Alice" || got["relation"] != "works_at" || got["to"] != "Acme" {
		t.Errorf("edge: %v", got)
	}
	got = map[string]string{}
	for _, f := range ItemFields("Status (beta): stable enough") {
		got[f.Name] = f.Value
	}
	if got["details"] != "beta" {
		t.Errorf("parenthetical key: %v", got)
	}
}

// A bracketed date or time leading an item is its date.
func TestItemFieldsBracketedStamp(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("✅ [11/25/2026, 4:46:12 AM]") {
		got[f.Name] = f.Value
	}
	if got["date"] != "11/25/2026, 4:46:12 AM" {
		t.Errorf("stamp: %v", got)
	}
	if !RuleLine("━━━━━━━━") || !RuleLine("═══ ═══") || RuleLine("━━x") || RuleLine("~~~") {
		t.Error("RuleLine: box-drawing rules")
	}
}
