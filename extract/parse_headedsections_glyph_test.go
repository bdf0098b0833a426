package extract_test

import (
	"strings"
	"testing"
)

// A markdown document read by heading: a pictograph opening a heading is
// not part of the section's name, a section of prose hands over its
// data tokens, and so does a heading ("Report for \"north\"").
func TestHeadingSectionsGlyphAndTokens(t *testing.T) {
	x := tool(t, autoCfg)
	text := "# Report for \"north\"\n\nChecked 14 hosts in 3 zones.\n\n## 📦 pkg/store/index\n\nAll files are current and nothing needs a rebuild today, see the log.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"name":"pkg/store/index"`, `"number":14`, `"name_2":"north"`} {
		if !strings.Contains(got, want) {
			t.Errorf("got %s\nwant %s in it", got, want)
		}
	}
}
