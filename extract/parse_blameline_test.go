package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoBlameLines: git blame's lines (hash, then author, date, line
// number in parentheses, then the content) are records.
func TestAutoBlameLines(t *testing.T) {
	x := tool(t, autoCfg)
	text := "^a1b2c3d (Kim Park   2025-01-02 03:04:05 +0100 1) first\n0000000000 (Not Committed Yet 2025-02-03 04:05:06 +0000 2) \n"
	want := `{"items":[{"author":"Kim Park","content":"first","date":"2025-01-02 03:04:05 +0100","hash":"a1b2c3d","line":"1"},{"author":"Not Committed Yet","date":"2025-02-03 04:05:06 +0000","hash":"0000000000","line":"2"}]}`
	res := apply(t, x, textResult(text))
	if got := mustJSON(t, res.Value); got != want || res.Account.Parser != extract.ParsedLines {
		t.Errorf("parser %s\n got %s\nwant %s", res.Account.Parser, got, want)
	}
	for _, f := range res.Account.Fields {
		if f.Start < 0 || f.End > len(text) || f.Start > f.End {
			t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
		}
	}
	// a commit line with a parenthetical of another shape stays a commit
	res = apply(t, x, textResult("c0ffee1 Tidy the importer (kim, 3 hours ago)\n9a8b7c6 Add a retry\n"))
	if got := mustJSON(t, res.Value); got != `{"items":[{"details":"kim, 3 hours ago","hash":"c0ffee1","name":"Tidy the importer"},{"hash":"9a8b7c6","name":"Add a retry"}]}` {
		t.Errorf("commit lines: %s", got)
	}
}
