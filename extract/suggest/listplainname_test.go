package suggest

import (
	"strings"
	"testing"
)

// Items whose first line is a plain title over indented detail lines give
// the title as the name, also when one title in five reads like a pair.
func TestListPlainNameWithOneOddTitle(t *testing.T) {
	item := func(i int, title string) string {
		return string(rune('0'+i)) + ". " + title + "\n   URL: https://example.org/" + string(rune('a'+i)) + "\n   Summary: a short note on it.\n"
	}
	text := func(titles ...string) string {
		var b strings.Builder
		b.WriteString("Found 5 results:\n\n")
		for i, ti := range titles {
			b.WriteString(item(i+1, ti) + "\n")
		}
		return b.String()
	}
	s := Suggest(toolOf("search",
		text("Disk pressure", "Evicted pods", "Release notes: evictions during image GC", "Image GC", "Kubelet flags"),
		text("Rate limits", "Free tiers", "Caching", "Quotas per key", "Retry after"),
	))
	if s.VirtualTool == nil || s.VirtualTool.TextExtraction == nil || s.VirtualTool.TextExtraction.ItemPatterns["name"] == nil {
		t.Fatalf("no name field (%s %s)", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult(text("Alpha", "Beta", "Gamma", "Delta", "Epsilon"))))
	for _, want := range []string{`"Alpha"`, `"Epsilon"`, `"https://example.org/b"`} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in %s", want, got)
		}
	}
}
