package textparse

import "testing"

// A bracketed label and value leading an item ("[UID 1042]") is a field
// named by the label; a bracketed word stays a type, a bracketed phrase
// without a digit stays text.
func TestItemFieldsKeyedTag(t *testing.T) {
	got := fieldMap("[UID 1042] From: Alice Martin <alice@example.org>")
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
	got := fieldMap("Apple Watch Series 10 (46mm) (C3D4E5F6-0000-1111) (Shutdown)")
	if got["name"] != "Apple Watch Series 10" || got["details"] != "46mm" || got["details_3"] != "Shutdown" {
		t.Errorf("fields %v", got)
	}
}

// A knowledge graph's lines: "Name (kind): what is said" and a labelled
// edge "A --rel--> B".
func TestItemFieldsGraphLines(t *testing.T) {
	got := fieldMap("Alice (person): works at Acme; likes climbing")
	if got["name"] != "Alice" || got["details"] != "person" || got["description"] != "works at Acme; likes climbing" {
		t.Errorf("entity: %v", got)
	}
	got = fieldMap("Alice --works_at--> Acme")
	if got["from"] != "Alice" || got["relation"] != "works_at" || got["to"] != "Acme" {
		t.Errorf("edge: %v", got)
	}
	got = fieldMap("Status (beta): stable enough")
	if got["details"] != "beta" {
		t.Errorf("parenthetical key: %v", got)
	}
}

// A bracketed date or time leading an item is its date.
func TestItemFieldsBracketedStamp(t *testing.T) {
	got := fieldMap("✅ [11/25/2026, 4:46:12 AM]")
	if got["date"] != "11/25/2026, 4:46:12 AM" {
		t.Errorf("stamp: %v", got)
	}
	if !RuleLine("━━━━━━━━") || !RuleLine("═══ ═══") || RuleLine("━━x") || RuleLine("~~~") {
		t.Error("RuleLine: box-drawing rules")
	}
}

// fieldMap is ItemFields(item) as a map from field name to value.
func fieldMap(item string) map[string]string {
	got := map[string]string{}
	for _, f := range ItemFields(item) {
		got[f.Name] = f.Value
	}
	return got
}

// TestItemFieldsPairNote: a pair's value followed by " — " and a note
// gives the value and the note apart.
func TestItemFieldsPairNote(t *testing.T) {
	got := fieldMap("Performance: NORMAL \u2014 install Bun for speed")
	if got["performance"] != "NORMAL" || got["description"] != "install Bun for speed" {
		t.Errorf("got %v", got)
	}
}

// A bracketed reference written kind:id ("[card:11]") gives the kind as
// type and the id; a time, a URL or a pair without a digit does not.
func TestItemFieldsTypedRef(t *testing.T) {
	got := fieldMap("[card:11] Shipments by status")
	if got["type"] != "card" || got["id"] != "11" || got["name"] != "Shipments by status" {
		t.Errorf("typed reference: %v", got)
	}
	for _, s := range []string{"[12:30] lunch", "[http://x:80] y", "[a:b] x"} {
		if m := fieldMap(s); m["id"] != "" {
			t.Errorf("%q read as a typed reference: %v", s, m)
		}
	}
}
