package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoParagraphValues: a table written one cell a paragraph gives its
// cells as values; prose paragraphs keep their text.
func TestAutoParagraphValues(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Fruit\n=====\n\nName\n\nKg\n\nApple\n\n3\n\nKiwi\n\n12.5\n"
	res := apply(t, x, textResult(text))
	want := `{"items":["Name","Kg","Apple","3","Kiwi","12.5"]}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, s := range []string{
		"We shipped it.\n\nIt works.\n\nMostly.\n\nSee the log.\n\nThanks!\n\nBye.\n",
		"a\n\nb\n\nc\n",
		"one\ntwo\n\nthree\n\nfour\n\nfive\n\nsix\n\nseven\n",
	} {
		if res := apply(t, x, textResult(s)); res.Account.Parser != extract.ParsedText {
			t.Errorf("%q read as %s: %s", s, res.Account.Parser, mustJSON(t, res.Value))
		}
	}
}
