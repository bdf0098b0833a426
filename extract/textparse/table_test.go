package textparse

import (
	"fmt"
	"strings"
	"testing"
)

func TestTablesSeedDatabase(t *testing.T) {
	text := fixtureText(t, "server-database", "query")
	tables := Tables(text)
	if len(tables) != 1 {
		t.Fatalf("got %d tables", len(tables))
	}
	tb := tables[0]
	if got := fmt.Sprint(texts(tb.Header)); got != "[name email created_at]" {
		t.Errorf("header %s", got)
	}
	if len(tb.Rows) != 3 {
		t.Fatalf("rows: %d", len(tb.Rows))
	}
	if got := fmt.Sprint(texts(tb.Rows[1])); got != "[Bob Smith bob@example.com 2024-02-20 14:30:12]" {
		t.Errorf("row 1: %s", got)
	}
	if !strings.HasPrefix(text[tb.Span.Start:], "| name") || !strings.HasSuffix(text[:tb.Span.End], "09:15:33 |") {
		t.Errorf("span %q", text[tb.Span.Start:tb.Span.End])
	}
	for _, r := range tb.Rows {
		for _, c := range r {
			checkSpan(t, "cell", text, c.Span)
			if text[c.Span.Start:c.Span.End] != c.Raw {
				t.Errorf("cell span %q != raw %q", text[c.Span.Start:c.Span.End], c.Raw)
			}
		}
	}
	desc := Tables(fixtureText(t, "server-database", "describe_table"))
	if len(desc) != 1 || len(desc[0].Rows) != 4 || desc[0].Rows[3][3].Text != "CURRENT_TIMESTAMP" || desc[0].Rows[0][3].Text != "" {
		t.Errorf("describe_table: %+v", desc)
	}
}

func TestTablesShapes(t *testing.T) {
	cases := []struct {
		name, text string
		want       string // fmt of header+rows per table
		align      string
	}{
		{"alignment", "| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |\n", "[[[a b c d] [1 2 3 4]]]", "[left center right ]"},
		{"no outer pipes", "name | status\n--- | ---\napi | running\n", "[[[name status] [api running]]]", "[ ]"},
		{"ragged rows", "| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n", "[[[a b] [1 ] [1 2]]]", "[ ]"},
		{"escaped pipes and inline markdown", "| k | v |\n|---|---|\n| `a \\| b` | **bold** _em_ x \\| y |\n", "[[[k v] [a | b bold em x | y]]]", "[ ]"},
		{"pipe in code span splits", "| k | v |\n|---|---|\n| `a | b` |\n", "[[[k v] [`a b`]]]", "[ ]"},
		{"header only", "Results:\n\n| id | name |\n|----|------|\n\nNo rows.\n", "[[[id name]]]", "[ ]"},
		{"in a fence", "```\n| a | b |\n|---|---|\n```\n", "[]", ""},
		{"more header cells than delimiters", "| a | b | c |\n|---|---|\n", "[]", ""},
		{"ends at blank line and at a heading", "| a |\n|---|\n| 1 |\n\n| b |\n|---|\n| 2 |\n# next\n", "[[[a] [1]] [[b] [2]]]", "[]"},
		{"prose before the table stays prose", "Query OK\n| a |\n| - |\n| 1 |\n", "[[[a] [1]]]", "[]"},
		{"trailing prose line is a row (GFM)", "| a | b |\n|---|---|\n| 1 | 2 |\nnotes here\n", "[[[a b] [1 2] [notes here ]]]", "[ ]"},
		{"table in a list item", "- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n", "[[[a b] [1 2]]]", "[ ]"},
		{"not a delimiter row", "| a | b |\n|---|-x-|\n", "[]", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tables := Tables(c.text)
			var got [][][]string
			var align []string
			for _, tb := range tables {
				rows := [][]string{texts(tb.Header)}
				for _, r := range tb.Rows {
					if len(r) != len(tb.Header) {
						t.Errorf("row has %d cells, header %d", len(r), len(tb.Header))
					}
					rows = append(rows, texts(r))
				}
				got = append(got, rows)
				align = tb.Align
				checkSpan(t, "table", c.text, tb.Span)
			}
			if fmt.Sprint(got) != c.want {
				t.Errorf("got %v want %s", got, c.want)
			}
			if len(tables) > 0 && fmt.Sprint(align) != c.align {
				t.Errorf("align %q want %s", align, c.align)
			}
		})
	}
}
