package extract_test

import (
	"strings"
	"testing"
)

// TestAutoDiffStat: a commit shown with its diffstat gives the header's
// fields, the files and the summary's counts, and so does a stat alone
// (git diff --stat); a header that is no header of pairs, or text after
// the summary, is not read so.
func TestAutoDiffStat(t *testing.T) {
	x := tool(t, autoCfg)
	text := "commit 0a1b2c3d\nAuthor: Kim <k@example.org>\nDate:   Mon Jan 5 09:00:00 2026 +0100\n\n    Trim the cache\n\n lib/cache.go | 12 +++++-------\n docs/a.png   | Bin 0 -> 1234 bytes\n 2 files changed, 5 insertions(+), 7 deletions(-)\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"commit":"0a1b2c3d"`, `"message":"Trim the cache"`, `"files":["lib/cache.go","docs/a.png"]`,
		`"files_changed":2`, `"insertions":5`, `"deletions":7`, `"Author":"Kim \u003ck@example.org\u003e"`} {
		if !strings.Contains(got, want) {
			t.Errorf("value lacks %s: %s", want, got)
		}
	}
	alone := mustJSON(t, apply(t, x, textResult(" a.go | 2 ++\n b.go | 1 -\n 2 files changed, 2 insertions(+), 1 deletion(-)\n")).Value)
	for _, want := range []string{`"files":["a.go","b.go"]`, `"files_changed":2`, `"insertions":2`, `"deletions":1`} {
		if !strings.Contains(alone, want) {
			t.Errorf("a stat alone lacks %s: %s", want, alone)
		}
	}
	for _, s := range []string{
		"commit 0a1b2c3d\nAuthor: Kim\nDate: today\n\n a.go | 2 ++\n 1 file changed, 2 insertions(+)\nand more\n",
		"Author: Kim\nDate: today\n a.go | 2 ++\n",
	} {
		if got := mustJSON(t, apply(t, x, textResult(s)).Value); strings.Contains(got, `"files_changed"`) {
			t.Errorf("%q read as a diffstat: %s", s, got)
		}
	}
}
