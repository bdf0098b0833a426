package suggest

import (
	"strings"
	"testing"
)

// TestListBylineAuthor: items whose second line is a byline ("by kim.o on
// 2027-02-01") get an author field beside the title, url and date, and
// the next output's authors come out.
func TestListBylineAuthor(t *testing.T) {
	entry := func(i int, title, author, date string) string {
		return itoa(i) + ". [" + title + "](https://news.example.org/p/" + itoa(100+i) + ")\n   by " + author + " on " + date + "\n\n"
	}
	a := "### Latest posts\n\n" + entry(1, "Quarry notes", "kim.o", "2027-02-01") + entry(2, "Field day", "raj.p", "2027-01-28") + entry(3, "New maps", "kim.o", "2027-01-20")
	b := "### Latest posts\n\n" + entry(1, "Spring plan", "lu.w", "2027-03-03") + entry(2, "Bridge survey", "ana.r", "2027-03-01")
	s := Suggest(toolOf("latest_posts", a, b))
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	if s.VirtualTool.TextExtraction.ItemPatterns["author"] == nil {
		t.Fatalf("no author field (%s): %v", s.Parser, s.VirtualTool.TextExtraction.ItemPatterns)
	}
	next := "### Latest posts\n\n" + entry(1, "Harbour light", "mo.d", "2027-04-09") + entry(2, "Tide tables", "ed.f", "2027-04-02")
	got := mustJSON(t, apply(t, s.VirtualTool, textResult(next)))
	for _, w := range []string{`"mo.d"`, `"ed.f"`, `"Tide tables"`} {
		if !strings.Contains(got, w) {
			t.Errorf("value lacks %s: %s", w, got)
		}
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
