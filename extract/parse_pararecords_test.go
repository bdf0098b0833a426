package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Records written one paragraph each without labels (title, URL,
// snippet) give items; prose paragraphs, or paragraphs of different
// shapes, do not.
func TestParagraphRecords(t *testing.T) {
	x, err := extract.Compile(&extract.VirtualTool{TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want string // "" when no items are wanted
	}{
		{"Search results for \"tide tables\":\n\nTide Tables for Harbor Bay\nhttps://127.0.0.1:8080/tides\nDaily high and low tides for the bay, updated every morning.\n\nFerry Schedule and Tides\nhttps://127.0.0.1:8080/ferry\nFerry times depend on the tide; see the table for today.\n",
			`"items":[{"description":"Daily high and low tides for the bay, updated every morning.","title":"Tide Tables for Harbor Bay","url":"https://127.0.0.1:8080/tides"},{"description":"Ferry times depend on the tide; see the table for today.","title":"Ferry Schedule and Tides","url":"https://127.0.0.1:8080/ferry"}]`},
		{"The co-op rents tools.\nIt has 400 members.\n\nRepair evenings run weekly.\nBring one broken item.\n", ""},
		{"Harbor Tools\nhttps://127.0.0.1:8080/\n\nThe shop opens at nine every day of the week.\n", ""},
	} {
		res, err := x.Apply(textResult(c.text))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res.Value)
		got := string(b)
		if c.want == "" && strings.Contains(got, `"items"`) || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%q:\n got  %s\n want %s", c.text, got, c.want)
		}
	}
}
