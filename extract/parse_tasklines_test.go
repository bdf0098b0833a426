package extract_test

import (
	"strings"
	"testing"
)

// TestAutoTaskLines: "[x] #1 Write the spec (high) — due …" lines without
// a list marker are items, the box's mark, number, title and fields read.
func TestAutoTaskLines(t *testing.T) {
	b := string(applyParser(t, "auto", "Tasks (3):\n[x] #1 Write the spec (high) — due 2026-11-20\n[ ] #2 Build the parser (medium) — due 2026-11-28\n[ ] #3 Add tests (low)\n"))
	for _, w := range []string{`"checked":"x"`, `"title":"Build the parser"`, `"due":"2026-11-28"`, `"number":"3"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
