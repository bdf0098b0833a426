package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestTableKeepsSideTables: a docs tool prints a main table and, for some
// pages only, under a heading that names a part of the page, a table with
// other columns. The samples fitted on show none, so the suggested
// schema's root is open and the next output's side table is kept, not
// dropped by projection.
func TestTableKeepsSideTables(t *testing.T) {
	page := func(part, side string) string {
		main := "## Props\n\n| name | type | default |\n| --- | --- | --- |\n| size | string | medium |\n| " + part + " | boolean | false |\n"
		if side == "" {
			return main
		}
		return main + "\n### " + side + "\n\n| method | description |\n| --- | --- |\n| focus() | gives focus |\n| " + strings.ToLower(side) + "() | runs it |\n"
	}
	tl := toolOf("get_docs", page("open", ""), page("loose", ""), page("round", ""))
	s := Suggest(tl)
	if s.VirtualTool == nil || s.Parser != extract.ParserTable {
		t.Fatalf("parser %q (%s), want markdown_table", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult(page("wide", "Tabs.Pane"))))
	for _, want := range []string{`"tabs_pane"`, `"tabs.pane()"`, `"wide"`} {
		if !strings.Contains(got, want) {
			t.Errorf("value lacks %s: %s", want, got)
		}
	}
}
