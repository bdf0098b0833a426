package textparse

import "testing"

// FuzzTableReaders checks that the table readers of this package never
// panic and keep their spans inside the text.
func FuzzTableReaders(f *testing.F) {
	for _, s := range []string{
		"```\n| a | b |\n|---|---|\n| [x](u) | 1<br>2 |\n```",
		"| a | b |\n|---|---|\n| 1 | 2 |\n| a | b |\n|---|---|\n| 3 | 4 |",
		"~~~md\n|a|\n|-|\n",
		"| [x](<u> | ![i](s \"t\") |\n|--|--|\n| <br/> | <BR > |",
		"id  name\n--  ----\n1   a",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		check := func(sp Span) {
			if sp.Start < 0 || sp.End > len(s) || sp.Start > sp.End {
				t.Fatalf("span %v outside the text of %d bytes", sp, len(s))
			}
		}
		for _, tb := range SplitJoinedTables(TablesOrFenced(s)) {
			check(tb.Span)
			for _, c := range tb.Header {
				check(c.Span)
			}
			for _, r := range tb.Rows {
				for _, c := range r {
					check(c.Span)
					if u, at, ok := CellLink(s, c.Span); ok {
						check(at)
						if s[at.Start:at.End] != u {
							t.Fatalf("link %q at %v", u, at)
						}
					}
					_ = CellLines(c.Text)
				}
			}
		}
		_, _ = FindGrid(s)
	})
}
