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
