package extract_test

import "testing"

// TestAutoKVRepeatedKeysAreData: under parser auto, pairs whose keys
// repeat at one level ("new file:" twice and "modified:" once under one
// header) keep each key as a value of its record; a level of distinct
// keys, or one key repeated among many others, is left as it was.
func TestAutoKVRepeatedKeysAreData(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"Staged:\n  added: docs/a.md\n  added: docs/b.md\n  removed: old.txt\n",
			`{"Staged":{"added":[{"key":"added","value":"docs/a.md"},{"key":"added","value":"docs/b.md"}],"removed":{"key":"removed","value":"old.txt"}}}`},
		{"Host: a.example\nAccept: text/html\nCookie: x=1\nCookie: y=2\nUser-Agent: probe\n",
			`{"Accept":"text/html","Cookie":["x=1","y=2"],"Host":"a.example","User-Agent":"probe"}`},
	} {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.want {
			t.Errorf("%q\n got %s\nwant %s", c.text, got, c.want)
		}
	}
}
