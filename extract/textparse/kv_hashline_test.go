package textparse

import (
	"strings"
	"testing"
)

// A keyword and a commit hash alone on a line are a pair.
func TestKeyValuesHashLine(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"commit 0bac915f64c4f4551ac53ef28911cd7b7ddf483e\nAuthor: Ana\n", "commit=0bac915f64c4f4551ac53ef28911cd7b7ddf483e\nAuthor=Ana\n"},
		{"parent 1a2b3c4\n", "parent=1a2b3c4\n"},
		{"commit deadbeef now\n", ""},
		{"Commit 1a2b3c4\n", ""},
		{"added 1234567\n", ""},
		{"note abcdefab\n", ""},
	} {
		var sb strings.Builder
		kvDump(KeyValues(c.text, KVOptions{Separator: ":", IndentAware: true}), 0, &sb)
		if sb.String() != c.want {
			t.Errorf("%q:\n got  %q\n want %q", c.text, sb.String(), c.want)
		}
	}
}
