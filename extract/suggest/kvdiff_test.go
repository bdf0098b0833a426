package suggest

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestKVDiffUnderHeader: key-value text over a git diff gets parser auto.
func TestKVDiffUnderHeader(t *testing.T) {
	text := "commit 0a1b2c3\nAuthor: Kim <k@example.org>\nDate: Mon Jan 5 2026\n\n    Fix\n\ndiff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"
	if l := learnKV([]decoded{{text: text}}); l.parser != extract.ParserAuto {
		t.Errorf("parser %q: %s", l.parser, l.reason)
	}
	if l := learnKV([]decoded{{text: "Host: a\nPort: 1\n"}}); l.parser != extract.ParserKeyValue {
		t.Errorf("plain pairs: parser %q", l.parser)
	}
	if diffUnderHeader("diff --git a/x b/x\n--- a/x\n") {
		t.Errorf("a bare diff has no header")
	}
}

// TestKVHeadingSections: markdown headings over pairs are section headers
// (indent_aware), and they, not blank lines, cut the sections.
func TestKVHeadingSections(t *testing.T) {
	l := learnKV([]decoded{{text: "## Step 1/2 - Fetch\n\n**Owner:** ci\n\n**Took:** 2s\n"}})
	if l.te == nil || l.te.Config == nil || !l.te.Config.IndentAware || l.te.Config.SectionMarker != "" {
		t.Errorf("config %+v: %s", l.te, l.reason)
	}
	if !markdownHeading("## x") || markdownHeading("#x") || markdownHeading("####### x") {
		t.Errorf("markdownHeading")
	}
}
