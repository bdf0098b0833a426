package textparse

import "testing"

// TestOtherStructure: tables and blocks of pairs are structure; prose, a
// lone pair, URLs and JSON are not.
func TestOtherStructure(t *testing.T) {
	for text, want := range map[string]bool{
		"| a | b |\n|---|:-:|\n| 1 | 2 |":                         true,
		"Name: Ada\nEmail: ada@example.org\nRole: admin":          true,
		"- **Name:** Ada\n- **Role:** admin":                      true,
		"Status: ok":                                              false,
		"See https://example.org/a and https://example.org/b":     false,
		"The run finished.\nNothing else happened.\nAll is well.": false,
		"Note: one\nplain\nplain\nplain\nTip: two":                false,
		`{"a": 1, "b": 2}`:                                        false,
		"":                                                        false,
		"1. **alpha** - the first (https://example.org/a)\n2. **beta** - the second": true,
		"- alpha\n  the first letter\n- beta\n  the second letter":                   true,
		"- alpha\n- beta\n- gamma":              false,
		"- one item only (https://example.org)": false,
	} {
		if got := OtherStructure(text); got != want {
			t.Errorf("%q: %v, want %v", text, got, want)
		}
	}
}
