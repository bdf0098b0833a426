package classify

import "testing"

func TestFencedTable(t *testing.T) {
	table := "| Team | Opened | Done |\n|------|-------:|-----:|\n| Alpha | 4 | 40% |\n| Beta | 7 | 12% |\n"
	for _, c := range []struct {
		name, text, want string
	}{
		{"alone", "```\n" + table + "```", MarkdownTable},
		{"markdown fence", "```markdown\n" + table + "```", MarkdownTable},
		{"caption and footer", "Weekly report:\n\n```text\n" + table + "```\n\nUpdated today.", MarkdownTable},
		{"no outer pipes", "```\nname | size\n--- | ---:\na.txt | 12\nb.txt | 40\n```", MarkdownTable},
		{"code fence", "```go\n" + table + "```", Unstructured},
		{"no delimiter row", "```\n| a | b |\n| c | d |\n| e | f |\n```", Unstructured},
		{"header and delimiter disagree", "```\n| a | b | c |\n|---|---|\n| 1 | 2 | 3 |\n```", Unstructured},
		{"prose line inside", "```\n| a | b |\n|---|---|\n| 1 | 2 |\nsee above\n```", Unstructured},
	} {
		got := Classify(Input{Result: textResult(c.text)}).Pattern
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}

func TestDelimRowCells(t *testing.T) {
	for in, want := range map[string]int{
		"|---|:--:|": 2, "--- | ---:": 2, "|---|": 1, "---": 0, "| a |": 0, "|--|-x-|": 0, "|:-:|--|--|": 3,
	} {
		if got := delimRowCells([]byte(in)); got != want {
			t.Errorf("delimRowCells(%q) = %d, want %d", in, got, want)
		}
	}
	if n := pipeCells([]byte(`| a \| b | c |`)); n != 2 {
		t.Errorf("escaped pipe: %d cells, want 2", n)
	}
}
