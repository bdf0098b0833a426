package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListCellsAndParts: list items of cells cut by " | " and items with a
// parenthetical of several parts get one item pattern per cell or part,
// and the config reads every value of a later output.
func TestListCellsAndParts(t *testing.T) {
	cases := []struct {
		name        string
		fit         []string
		next        string
		wantVals    []string
		wantPattern string // an item pattern that must exist
	}{
		{"cells after a number",
			[]string{"- #7 | Broken build | blocked | kim\n- #8 | Flaky test | open | raj\n", "- #9 | Slow login | open | kim\n- #12 | Bad icon | closed | eve\n"},
			"- #20 | Disk full | open | Li Wei\n- #21 | Old docs | closed | raj\n",
			[]string{"20", "Disk full", "open", "Li Wei", "21", "Old docs", "closed", "raj"}, "details"},
		{"parenthetical pairs",
			[]string{"- Bo Lind (role: admin, team: infra)\n- Kai Moe (role: dev, team: web)\n", "- Ida Sand (role: lead, team: data)\n- Per Ek (role: qa, team: web)\n"},
			"- Eva Holm (role: ops, team: infra)\n- Jon Berg (role: dev, team: mobile)\n",
			[]string{"Eva Holm", "ops", "infra", "Jon Berg", "dev", "mobile"}, "team"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Suggest(toolOf("list_things", c.fit...))
			if s.VirtualTool == nil || s.Parser != extract.ParserNumberedList {
				t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
			}
			if s.VirtualTool.TextExtraction.ItemPatterns[c.wantPattern] == nil {
				t.Errorf("no item pattern %s: %v", c.wantPattern, s.Fields())
			}
			got := mustJSON(t, apply(t, s.VirtualTool, textResult(c.next)))
			for _, v := range c.wantVals {
				if !strings.Contains(got, `"`+v+`"`) && !strings.Contains(got, ":"+v+",") && !strings.Contains(got, ":"+v+"}") {
					t.Errorf("%s missing from %s", v, got)
				}
			}
		})
	}
}
