package extract_test

import "testing"

// Under parser auto, a pair's value written as a JSON string
// (`ticket_id: "SUP-4410"`, as YAML and TOON write strings too) is the
// string it encodes, escapes decoded; an unbalanced quote stays as written.
func TestAutoKVQuotedValues(t *testing.T) {
	text := "ticket_id: \"SUP-4410\"\nsubject: \"Say \\\"hi\\\" twice\"\nreplies: 2\nnote: \"half open\n"
	m, _ := applyText(t, autoConfig, text)
	for _, want := range []string{"SUP-4410", `Say "hi" twice`, "2", `"half open`} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
	if hasLeaf(m, `"SUP-4410"`) {
		t.Errorf("quotes kept: %v", m)
	}
}

// Under parser auto, a pair's value stating a change ("unresolved →
// **resolved**") gives its two sides; an arrow inside a parenthesis
// does not.
func TestAutoKVTransition(t *testing.T) {
	m, _ := applyText(t, autoConfig, "Issue: PAY-1C\nStatus: unresolved → **resolved**\nAssigned To: Tomasz Berg → payments\nVolume: track 1 (value=0.8 -> 0.78)\n")
	for _, want := range []string{"unresolved", "resolved", "Tomasz Berg", "payments"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
	if hasLeaf(m, "0.78)") {
		t.Errorf("an arrow in a parenthesis split: %v", m)
	}
}

// Under parser auto, a count followed by a clause ("3, showing 2 from
// position 0") gives the count and the clause's numbers.
func TestAutoKVCountClause(t *testing.T) {
	m, _ := applyText(t, autoConfig, "Total results: 3, showing 2 from position 0\nIndex: orders\n")
	v, ok := m["Total results"].(map[string]any)
	if !ok || v["value"] != "3" || v["number"] != "2" || v["number_2"] != "0" {
		t.Errorf("got %v", m)
	}
}

// Under parser auto, a value that ends in two `key=value` pairs or more
// after a lead gives the lead and each pair.
func TestAutoKVLogfmtTail(t *testing.T) {
	m, _ := applyText(t, autoConfig, "BK-101: Brake pads (front) qty=42 value=772.80\nBK-102: Brake pads (rear) qty=17 value=287.30\n")
	for _, want := range []string{"Brake pads (front)", "42", "772.80", "Brake pads (rear)", "287.30"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
}
