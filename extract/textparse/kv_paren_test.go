package textparse

import "testing"

func TestParenPair(t *testing.T) {
	cases := []struct{ ln, key, val string }{
		{"✅ Memory stored (ID: 2)", "ID", "2"},
		{"Task added (task id: t-9) to the board", "task id", "t-9"},
		{"Found 3 files (took 2s)", "", ""},
		{"a (b: c) and (d: e)", "", ""},
		{"weird (http://x: y)", "", ""},
		{"Saved (note: " + string(make([]byte, 50)) + ")", "", ""},
	}
	for _, c := range cases {
		k0, k1, v0, v1, ok := parenPair(c.ln, 0)
		if !ok {
			if c.key != "" {
				t.Errorf("parenPair(%q): none, want %q: %q", c.ln, c.key, c.val)
			}
			continue
		}
		if c.ln[k0:k1] != c.key || c.ln[v0:v1] != c.val {
			t.Errorf("parenPair(%q) = %q: %q, want %q: %q", c.ln, c.ln[k0:k1], c.ln[v0:v1], c.key, c.val)
		}
	}
	nodes := KeyValues("✅ Memory stored (ID: 2)\nType: decision\nProject: kiosk", KVOptions{Separator: ":"})
	if len(nodes) != 3 || nodes[0].Key != "ID" || nodes[0].Value != "2" {
		t.Errorf("KeyValues: %+v", nodes)
	}
}
