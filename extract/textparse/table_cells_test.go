package textparse

import (
	"reflect"
	"testing"
)

func TestCellLines(t *testing.T) {
	for in, want := range map[string][]string{
		"10.0.0.1<br>10.0.0.2": {"10.0.0.1", "10.0.0.2"},
		"a <br/> b <BR /> c":   {"a", "b", "c"},
		"one<br>":              nil,
		"plain":                nil,
		"a < b":                nil,
		"x<bra>y":              nil,
		"<br>lead<br>tail":     {"lead", "tail"},
		"`code`<br>**bold**":   {"`code`", "**bold**"},
	} {
		if got := CellLines(in); !reflect.DeepEqual(got, want) {
			t.Errorf("CellLines(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitJoinedTables(t *testing.T) {
	text := "| id | name |\n|---|---|\n| 1 | a |\n| id | name |\n|---|---|\n| 2 | b |\n| 3 | c |"
	ts := SplitJoinedTables(Tables(text))
	if len(ts) != 2 || len(ts[0].Rows) != 1 || len(ts[1].Rows) != 2 {
		t.Fatalf("got %d tables: %+v", len(ts), ts)
	}
	if ts[1].Header[1].Text != "name" || ts[1].Rows[1][0].Text != "3" {
		t.Errorf("second table: %+v", ts[1])
	}
	if s := text[ts[0].Span.Start:ts[0].Span.End]; s != "| id | name |\n|---|---|\n| 1 | a" {
		t.Errorf("first span reads %q", s)
	}
	// a table with no second delimiter row is kept whole
	one := Tables("| a |\n|---|\n| - |\n| x |")
	if got := SplitJoinedTables(one); len(got) != 1 || len(got[0].Rows) != 2 {
		t.Errorf("kept: %+v", got)
	}
	// a delimiter row right under the header's delimiter has no header above: kept
	if got := SplitJoinedTables(Tables("| a |\n|---|\n|---|\n| x |")); len(got) != 1 {
		t.Errorf("doubled delimiter: %d tables", len(got))
	}
}

func TestSplitJoinedTablesDashValues(t *testing.T) {
	// rows of "-" (no value) are data, not delimiter rows
	ts := SplitJoinedTables(Tables("| a | b |\n|---|---|\n| x | y |\n| - | -- |\n| z | w |"))
	if len(ts) != 1 || len(ts[0].Rows) != 3 {
		t.Errorf("got %+v", ts)
	}
}
