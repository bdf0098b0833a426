package extract_test

import (
	"strings"
	"testing"
)

// TestPhraseTokens: a list item's free-text field that is a phrase with
// data in it gives its tokens beside the phrase; a count of a relative
// time ("3 hours ago") and words alone give none.
func TestPhraseTokens(t *testing.T) {
	text := "- **web-1** — deployed 2026-03-01 by the ops team, build #482\n" +
		"- **web-2** — rebuilt from main 3 hours ago\n" +
		"- **web-3** — waiting for the next window\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"date":"2026-03-01"`, `"number":"482"`, `"description":"rebuilt from main 3 hours ago"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	if strings.Contains(b, `"number":"3"`) {
		t.Errorf("the count of a relative time became a token: %s", b)
	}
	if n := strings.Count(b, `"name":`); n != 3 {
		t.Errorf("%d names, want 3: %s", n, b)
	}
}
