package suggest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListSideCounts: a list whose announcing line carries data of its
// own (the page and the total) is suggested parser auto, which reads that
// line too; a list announced by a bare count ("Found 3 posts:") keeps
// markdown_numbered_list.
func TestListSideCounts(t *testing.T) {
	page := func(withPages bool, names ...string) string {
		var b strings.Builder
		if withPages {
			fmt.Fprintf(&b, "Found %d posts (page 2 of 7, total: %d):\n\n", len(names), 60+len(names))
		} else {
			fmt.Fprintf(&b, "Found %d posts:\n\n", len(names))
		}
		for i, n := range names {
			fmt.Fprintf(&b, "%d. **%s** (post-%d)\n   Status: live\n   Created: 11/%d/2026\n\n", i+1, n, 40+i, 10+i)
		}
		return b.String()
	}
	for _, c := range []struct {
		pages bool
		want  string
	}{{true, extract.ParserAuto}, {false, extract.ParserNumberedList}} {
		tl := toolOf("list_posts", page(c.pages, "Weekly roundup", "JVM tooling"), page(c.pages, "Database servers", "Release notes", "Hiring"), page(c.pages, "Spring", "Summer"))
		if s := Suggest(tl); s.Parser != c.want {
			t.Errorf("pages %v: parser %q (%s), want %q", c.pages, s.Parser, s.Reason, c.want)
		}
	}
}
