package textparse

import "testing"

// A mention closing the first line is a handle (the '@' dropped) and lets
// a parenthetical before it be read; a one-token lead "pkg@1.2.3" is a
// name and a version; with no mark after the lead, a later " — " or " · "
// cuts the rest into cells.
func TestItemFieldsHandleVersionCells(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"[x] Write the docs (due 2026-05-02) @ana.ruiz", "checked=x name=Write the docs due=2026-05-02 handle=ana.ruiz"},
		{"Fix login merged by @ana", "name=Fix login merged by @ana"},
		{"mail me @", "name=mail me @"},
		{"left-pad@1.3.0\n  license: MIT", "name=left-pad version=1.3.0 license=MIT"},
		{"@scope/pkg@v2.0.1", "name=@scope/pkg version=v2.0.1"},
		{"ana@example", "name=ana@example"},
		{"**KB-12** Drop the cache — ana", "name=KB-12 description=Drop the cache details=ana"},
		{"**KB-12** Drop the cache", "name=KB-12 description=Drop the cache"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}

// A continuation line crediting an author gives author and the value
// after it; after a commit hash a "type:" prefix stays in the subject.
func TestItemFieldsByLineHashSubject(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"[Post](https://x.dev/1)\n   by ana.ruiz on 2026-05-02", "title=Post url=https://x.dev/1 author=ana.ruiz date=2026-05-02"},
		{"**Dune**\n   by Frank Herbert", "name=Dune author=Frank Herbert"},
		{"**Dune**\n   by the sea on a cold night", "name=Dune description=by the sea on a cold night"},
		{"9f8e7d6 feat: add retries (#12)", "hash=9f8e7d6 title=feat: add retries details=#12"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}
