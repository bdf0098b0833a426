package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoDiffUnderHeader: a git diff under a header (a tag and its
// commit shown with the changes) gives the header's pairs, the "word
// value" lines opening its blocks and its messages next to the files.
func TestAutoDiffUnderHeader(t *testing.T) {
	x := tool(t, autoCfg)
	text := "tag r7\nTagger: Kim Park <kim@example.org>\nDate:   Tue Jan 6 10:00:00 2026 +0100\n\nSeventh cut\n\n" +
		"commit 0a1b2c3d4e5f\nAuthor: Kim Park <kim@example.org>\nDate:   Mon Jan 5 09:00:00 2026 +0100\n\n    Bump the parser\n    and its tests\n\n" +
		"diff --git a/p.go b/p.go\nindex 1..2 100644\n--- a/p.go\n+++ b/p.go\n@@ -1 +1 @@\n-a\n+b\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	for _, want := range []string{`"tag":"r7"`, `"Tagger":"Kim Park \u003ckim@example.org\u003e"`, `"Date":"Tue Jan 6 10:00:00 2026 +0100"`,
		`"Date_2":"Mon Jan 5 09:00:00 2026 +0100"`, `"message":"Seventh cut"`, `"message_2":"Bump the parser\nand its tests"`,
		`"commit":"0a1b2c3d4e5f"`, `"files":["p.go"]`, `"text":"diff --git a/p.go`} {
		if !strings.Contains(got, want) {
			t.Errorf("value lacks %s: %s", want, got)
		}
	}
	if res.Account.Parser != extract.ParsedDiff {
		t.Errorf("parser %s", res.Account.Parser)
	}
	for _, f := range res.Account.Fields {
		if f.Start < 0 || f.End > len(text) || f.Start > f.End {
			t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
		}
	}
	// one pair over a diff is not a header
	res = apply(t, x, textResult("Note: see below\n\ndiff --git a/p.go b/p.go\n--- a/p.go\n+++ b/p.go\n@@ -1 +1 @@\n-a\n+b\n"))
	if res.Account.Parser == extract.ParsedDiff {
		t.Errorf("one pair read as a header: %s", mustJSON(t, res.Value))
	}
}
