package textparse

import "testing"

func TestStripMarkdown(t *testing.T) {
	cases := []struct{ in, want string }{
		{"plain text", "plain text"},
		{"**bold** and __b__", "bold and b"},
		{"*em* and _em_", "em and em"},
		{"snake_case_name and 2*3 = 6", "snake_case_name and 2*3 = 6"},
		{"2*3*4", "2*3*4"}, // CommonMark makes *3* emphasis; in data it is a product
		{"fetch = +refs/heads/*:refs/remotes/origin/*", "fetch = +refs/heads/*:refs/remotes/origin/*"},
		{"src/*.go and *all* files", "src/*.go and all files"},
		{"`code *x*` after", "code *x* after"},
		{"`` a ` b ``", "a ` b"},
		{"[text](https://x.y/a_b_c) and ![alt](img.png)", "text and alt"},
		{"<https://example.com/a_b>", "https://example.com/a_b"},
		{`\*not em\* and \_x\_`, "*not em* and _x_"},
		{"~~gone~~ kept", "gone kept"},
		{"**unclosed", "**unclosed"},
		{"a * b * c", "a * b * c"},
		{"***both***", "both"},
		{"`unclosed code", "`unclosed code"},
		{"[not a link] (x)", "[not a link] (x)"},
		{"★ 2,341 (x)", "★ 2,341 (x)"},
	}
	for _, c := range cases {
		if got := StripMarkdown(c.in); got != c.want {
			t.Errorf("StripMarkdown(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestLines(t *testing.T) {
	text := "a\r\nbb\n\nc"
	got := Lines(text)
	want := []Span{{0, 1}, {3, 5}, {6, 6}, {7, 8}}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: %v want %v", i, got[i], want[i])
		}
	}
	if n := len(Lines("x\n")); n != 1 {
		t.Errorf("trailing newline: %d lines", n)
	}
	if n := len(Lines("")); n != 0 {
		t.Errorf("empty: %d lines", n)
	}
	for off, line := range map[int]int{0: 1, 3: 2, 6: 3, 8: 4, 100: 4, -1: 1} {
		if got := LineOf(text, off); got != line {
			t.Errorf("LineOf(%d) = %d want %d", off, got, line)
		}
	}
}
