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
