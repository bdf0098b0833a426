package textparse

import "testing"

// The tokens opening the text after an item's lead become fields of
// their own: a "#N" number, a commit hash, a parenthetical followed by
// more text; a closing "by Name" is the author; "→" separates like "—".
func TestItemFieldsAfterLead(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"**web-ci** #204 — passed (3m 2s)", "name=web-ci number=204 description=passed details=3m 2s"},
		{"`develop` → 1a2b3c4 (2 hours ago) by Ana Lima", "name=develop hash=1a2b3c4 details=2 hours ago author=Ana Lima"},
		{"**Dune** by Frank Herbert", "name=Dune author=Frank Herbert"},
		{"**Report** — written by the team", "name=Report description=written by the team"},
		{"**Fix login** — merged by @ana", "name=Fix login description=merged author=@ana"},
		{"**Build** #12x fails", "name=Build description=#12x fails"},
		{"**v2** → https://example.org/v2", "name=v2 url=https://example.org/v2"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}

func fieldString(fs []ItemField) string {
	s := ""
	for i, f := range fs {
		if i > 0 {
			s += " "
		}
		s += f.Name + "=" + f.Value
	}
	return s
}
