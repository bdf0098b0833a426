package extract_test

import (
	"strings"
	"testing"
)

// TestKVLists: list items the pairs leave out are kept under the banner
// or heading above them, else under items; items a pair took are not
// repeated.
func TestKVLists(t *testing.T) {
	cases := []struct{ text, want, not string }{
		{"Job: j-7\nState: done\n\n--- Steps ---\n1. Fetch the data.\n2. Build it.\n", `"Steps":["Fetch the data.","Build it."]`, ""},
		{"Job: j-7\nState: done\n\n- first note\n- second note\n", `"items":["first note","second note"]`, ""},
		{"Job: j-7\nState: done\nTags:\n  - red\n  - blue\n", `"Tags":["red","blue"]`, `"items"`},
		{"Job: j-7\nState: done\n- Owner: ops\n", `"Owner":"ops"`, `"items"`},
	}
	for _, c := range cases {
		out, res := applyIndentKV(t, c.text)
		if !strings.Contains(out, c.want) || c.not != "" && strings.Contains(out, c.not) {
			t.Errorf("%q: %s (want %s, not %q)", c.text, out, c.want, c.not)
		}
		for _, f := range res.Account.Fields {
			if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
				t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
			}
		}
	}
}
