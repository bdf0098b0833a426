package extract_test

import (
	"strings"
	"testing"
)

// TestKVTitle: a first line naming the record whose pairs follow,
// indented under it, is the record's name; a sentence, a header or a
// line not over indented pairs is not.
func TestKVTitle(t *testing.T) {
	cases := []struct {
		text string
		has  bool
	}{
		{"net/dns-ok\n  Level: B\n  Speed: fast\n", true},
		{"Disk report\n    Used: 40%\n    Free: 60%\n", true},
		{"The disk is fine.\n  Used: 40%\n  Free: 60%\n", false},
		{"Report:\n  Used: 40%\n  Free: 60%\n", false},
		{"net/dns-ok\nLevel: B\nSpeed: fast\n", false},
		{"Level: B\n  Speed: fast\n", false},
	}
	for _, c := range cases {
		out, _ := applyIndentKV(t, c.text)
		first := strings.TrimSuffix(c.text[:strings.IndexByte(c.text, '\n')], ":")
		if got := strings.Contains(out, `"name":"`+first+`"`); got != c.has {
			t.Errorf("%q: %s (want name: %v)", c.text, out, c.has)
		}
	}
}
