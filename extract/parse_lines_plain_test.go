package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A plain list written one item a line keeps its text and gives its lines;
// prose, pairs, indented code and two lines do not.
func TestPlainLines(t *testing.T) {
	x, err := extract.Compile(&extract.VirtualTool{TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want string // "" when no lines are wanted
	}{
		{"sourdough starter\nrye crackers\noat milk\n", `"lines":["sourdough starter","rye crackers","oat milk"]`},
		{"The build ran.\nIt passed.\nNothing to do.\n", ""},
		{"alpha\nbeta\n", ""},
		{"func main() {\n    run()\n}\n", ""},
		{"one item\n  indented more\nthird line\n", ""},
		// plain lines inside a text: under a caption, or a paragraph of three
		{"Created 3 branches:\nfeature/login\nfeature/signup\nhotfix-2.1.4\n\nSwitched to feature/login\n", `"lines":["feature/login","feature/signup","hotfix-2.1.4"]`},
		{"Recent documents\n\nQuarterly Budget Review 2026\nOnboarding Checklist for Engineers\nHarbor Lease Agreement Draft\n\n3 documents shown.\n",
			`"lines":["Quarterly Budget Review 2026","Onboarding Checklist for Engineers","Harbor Lease Agreement Draft"]`},
		// a paragraph wrapped at a width is prose
		{"The harbour co-op rents tools to its members and runs repair evenings\nevery week from its workshop on the old pier, next to the ferry\nterminal and the fish market.\n\nOpen daily.\n", ""},
	} {
		res, err := x.Apply(textResult(c.text))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res.Value)
		got := string(b)
		if c.want == "" && strings.Contains(got, `"lines"`) || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%q:\n got  %s\n want %s", c.text, got, c.want)
		}
	}
}

// TestAutoWideListMarkerNotColumns: list items whose marker stands apart
// from the text ("*   [Item](url) — …", which CommonMark allows) are not
// rows of two columns: the marker is no cell.
func TestAutoWideListMarkerNotColumns(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Site\n\n# Site\n\nA short line of prose about the site.\n\n## This week\n\n*   [Repair evening](/events.html#repair) — Tuesday 18:00\n*   [Sharpening clinic](/events.html#sharpen) — Thursday 19:30\n*   [Track saw](/products.html) — members only\n\n## Hours\n\n**Saturday:** 09:00–17:00\n**Sunday:** closed\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	if strings.Contains(got, `"column_1":"*"`) {
		t.Errorf("the list marker read as a column: %s", got)
	}
	if !strings.Contains(got, `"title":"Repair evening"`) || !strings.Contains(got, `"url":"/events.html#repair"`) {
		t.Errorf("the items' fields are missing: %s", got)
	}
}
