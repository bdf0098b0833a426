package extract_test

import (
	"strings"
	"testing"
)

// TestKVBodies: paragraphs under a record's pairs that no pair took are
// its body; a preamble above the pairs and list items are not.
func TestKVBodies(t *testing.T) {
	cases := []struct{ text, want, not string }{
		{"Ticket: 41\nOpened by: kim\n\n  The export times out after a minute.\n\nTicket: 42\nOpened by: li\n\n  Cannot log in on mobile.\n",
			`"body":["The export times out after a minute.","Cannot log in on mobile."]`, ""},
		{"Found 2 hosts\n\nHost: a\nZone: eu\n", "", `"body"`},
		{"Host: a\nZone: eu\n\n- one\n- two\n", "", `"body"`},
	}
	for _, c := range cases {
		out, _ := applyIndentKV(t, c.text)
		if c.want != "" && !strings.Contains(out, c.want) || c.not != "" && strings.Contains(out, c.not) {
			t.Errorf("%q:\n got  %s\n want %s (not %s)", c.text, out, c.want, c.not)
		}
	}
}
