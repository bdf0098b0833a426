package extract_test

import "testing"

// TestAutoLogfmtRecords: lines of key=value pairs, bare or bulleted, are
// records named by their keys; a lone pair a line stays key-value text.
func TestAutoLogfmtRecords(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct{ text, value string }{
		{"id=1 crop=wheat yield=4.2\nid=2 crop=\"sweet corn\" yield=3\n",
			`{"items":[{"crop":"wheat","id":"1","yield":"4.2"},{"crop":"sweet corn","id":"2","yield":"3"}]}`},
		{"- id=1 crop=wheat\n- id=2 crop=rye\n",
			`{"items":[{"crop":"wheat","id":"1"},{"crop":"rye","id":"2"}]}`},
		{"HOST=db.internal\nPORT=5432\n", `{"HOST":"db.internal","PORT":"5432"}`},
	}
	for _, c := range cases {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.value {
			t.Errorf("%q: %s\nwant %s", c.text, got, c.value)
		}
	}
}

// TestAutoQuotedLines: one quoted value a line (a one-column CSV under
// its header) is a list of the values without their quotes.
func TestAutoQuotedLines(t *testing.T) {
	x := tool(t, autoCfg)
	res := apply(t, x, textResult("crop\n\"sweet corn\"\n\"rye\"\n\"winter wheat\"\n"))
	if got, want := mustJSON(t, res.Value), `{"items":["crop","sweet corn","rye","winter wheat"]}`; got != want {
		t.Errorf("%s\nwant %s", got, want)
	}
}
