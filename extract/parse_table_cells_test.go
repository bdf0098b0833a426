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
	return string(applyParser(t, extract.ParserTable, text))
}

// applyParser applies a config with parser p (no output_schema) to a
// result holding text and returns the value as JSON.
func applyParser(t *testing.T, p, text string) []byte {
	t.Helper()
	x, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t",
		TextExtraction: &extract.TextExtraction{Enabled: true, Parser: p}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := x.Apply(textResult(text))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res.Value)
	return b
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

func TestTablesWithOtherColumns(t *testing.T) {
	text := "# Stack\n\n## Services\n\n| Name | Replicas |\n|---|---|\n| web | 2/2 |\n| db | 1/1 |\n\n" +
		"## Volumes\n\n| Volume | Size |\n|---|---|\n| data | 4GB |\n\n" +
		"| Network | Scope |\n|---|---|\n| front | local |\n\n" +
		"**Secrets**\n\n| Secret | Age |\n|---|---|\n| key | 3d |\n"
	got := applyTable(t, text)
	want := `{"rows":[{"Name":"web","Replicas":"2/2"},{"Name":"db","Replicas":"1/1"}],` +
		`"rows_2":[{"Network":"front","Scope":"local"}],"secrets":[{"Age":"3d","Secret":"key"}],"volumes":[{"Size":"4GB","Volume":"data"}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// tables with the same columns stay one table
	got = applyTable(t, "| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\n\n| a | b |\n|---|---|\n| 3 | 4 |\n")
	if want := `{"rows":[{"a":"1","b":"2"},{"a":"3","b":"4"}]}`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestTableBreakCellsAndJoinedTables(t *testing.T) {
	got := applyTable(t, "| host | ips |\n|---|---|\n| a | 10.0.0.1<br>10.0.0.2 |\n| b | 10.0.0.3 |\n| host | ips |\n|---|---|\n| c | 10.0.0.4 |")
	want := `{"rows":[{"host":"a","ips":["10.0.0.1","10.0.0.2"]},{"host":"b","ips":"10.0.0.3"},{"host":"c","ips":"10.0.0.4"}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
