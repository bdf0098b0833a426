package textparse

import "testing"

// A continuation line, or the text after a lead, that reads as data (parts
// cut at ", " each a pair, a named value or a token with a non-letter; or
// one value named by the word before it) gives one field per part; prose
// and a lone "3 jobs" stay descriptions. A value that is one code span
// loses its backticks.
func TestItemFieldsDataLines(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"API_KEY\n  version 30, updated 2026-02-17", "name=API_KEY version=30 updated=2026-02-17"},
		{"1a2b3c4 fix: retry uploads\n  ana.ruiz, 2026-08-24", "hash=1a2b3c4 title=fix: retry uploads details=ana.ruiz date=2026-08-24"},
		{"[Onyx](/wiki/onyx) · edited 2026-02-24", "title=Onyx url=/wiki/onyx edited=2026-02-24"},
		{"**queue** — 3 jobs", "name=queue description=3 jobs"},
		{"alpha\n  fast, reliable and small", "name=alpha description=fast, reliable and small"},
		{"alpha\n  red, green", "name=alpha description=red, green"},
		{"`size` (`number`, default: `0`) — width in pixels", "name=size details=number default=0 description=width in pixels"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}
