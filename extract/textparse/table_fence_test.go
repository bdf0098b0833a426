package textparse

import "testing"

func TestFencedTables(t *testing.T) {
	text := "Report:\n\n```\n| Team | Done |\n|------|-----:|\n| Alpha | 40% |\n| Beta | 12% |\n```\n\nok"
	if ts := Tables(text); len(ts) != 0 {
		t.Fatalf("Tables read %d tables inside a fence", len(ts))
	}
	ts := FencedTables(text)
	if len(ts) != 1 || len(ts[0].Rows) != 2 {
		t.Fatalf("FencedTables: %+v", ts)
	}
	c := ts[0].Rows[1][0]
	if c.Text != "Beta" || text[c.Span.Start:c.Span.End] != "Beta" {
		t.Errorf("cell %q at %v reads %q", c.Text, c.Span, text[c.Span.Start:c.Span.End])
	}
	if h := ts[0].Header[1]; text[h.Span.Start:h.Span.End] != "Done" {
		t.Errorf("header span reads %q", text[h.Span.Start:h.Span.End])
	}
	if got := TablesOrFenced(text); len(got) != 1 {
		t.Errorf("TablesOrFenced: %d tables", len(got))
	}
	for _, s := range []string{
		"```go\n| a | b |\n|---|---|\n| 1 | 2 |\n```",    // code
		"```\n| a | b |\n| 1 | 2 |\n```",                 // no delimiter row
		"~~~markdown\n| a | b |\n|---|---|\n| 1 | 2 |\n", // unclosed: read to the end
	} {
		n := len(FencedTables(s))
		want := 0
		if s[0] == '~' {
			want = 1
		}
		if n != want {
			t.Errorf("%q: %d tables, want %d", s, n, want)
		}
	}
	// a table outside fences wins
	both := "| x | y |\n|---|---|\n| 1 | 2 |\n\n```\n| a | b |\n|---|---|\n| 3 | 4 |\n```"
	if got := TablesOrFenced(both); len(got) != 1 || got[0].Header[0].Text != "x" {
		t.Errorf("TablesOrFenced(both) = %+v", got)
	}
}

func TestCellLink(t *testing.T) {
	for _, c := range []struct{ cell, url string }{
		{"[#12](https://t.example/i/12)", "https://t.example/i/12"},
		{"see [docs](https://d.example/a_(b)) now", "https://d.example/a_(b)"},
		{`[x](https://x.example "title")`, "https://x.example"},
		{"[x](<https://x.example/a b>)", "https://x.example/a b"},
		{"![logo](img/logo.png)", "img/logo.png"},
		{"plain text", ""},
		{"a](b)", ""},
		{"[x]()", ""},
		{"[x](unclosed", ""},
	} {
		text := "| " + c.cell + " |"
		u, at, ok := CellLink(text, Span{2, 2 + len(c.cell)})
		if u != c.url || ok != (c.url != "") {
			t.Errorf("%q: got %q %v, want %q", c.cell, u, ok, c.url)
		}
		if ok && text[at.Start:at.End] != u {
			t.Errorf("%q: span reads %q", c.cell, text[at.Start:at.End])
		}
	}
	if _, _, ok := CellLink("abc", Span{2, 9}); ok {
		t.Error("a span past the text gave a link")
	}
}
