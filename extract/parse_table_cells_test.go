package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// applyTable applies a markdown_table config (no output_schema) to text
// and returns the value as JSON.
func applyTable(t *testing.T, text string) string {
	t.Helper()
	x, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t",
		TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserTable}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := x.Apply(textResult(text))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res.Value)
	return string(b)
}

func TestTableLinkCells(t *testing.T) {
	got := applyTable(t, "| Issue | Title |\n|---|---|\n| [#7](https://t.example/7) | a \\| b |\n| #8 | c |")
	want := `{"rows":[{"Issue":"#7","Issue_url":"https://t.example/7","Title":"a | b"},{"Issue":"#8","Title":"c"}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestTableInFence(t *testing.T) {
	got := applyTable(t, "Weekly:\n\n```\n| Team | Done |\n|---|--:|\n| Alpha | 40% |\n```\n")
	want := `{"rows":[{"Done":"40%","Team":"Alpha"}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
