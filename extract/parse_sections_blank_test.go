package extract_test

import (
	"strings"
	"testing"
)

// TestAutoBlankSections: paragraphs each headed by one token ending in
// ':' (ls of several folders) are sections read one by one; a YAML-like
// text or pairs under headers are not cut so.
func TestAutoBlankSections(t *testing.T) {
	x := tool(t, autoCfg)
	text := "src:\na.go\nb.go\n\ndocs:\nREADME.md\nguide.md\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"name":"src"`, `"name":"docs"`, `"a.go"`, `"guide.md"`} {
		if !strings.Contains(got, want) {
			t.Errorf("value lacks %s: %s", want, got)
		}
	}
	for _, s := range []string{
		"server:\n  host: a\n  port: 1\n\nclient:\n  host: b\n  port: 2\n",
		"Server:\nHost: a\nPort: 1\n\nClient:\nHost: b\nPort: 2\n",
		"src:\na.go\n\nSome words here.\n",
	} {
		if got := mustJSON(t, apply(t, x, textResult(s)).Value); strings.Contains(got, `"sections"`) {
			t.Errorf("%q cut into sections: %s", s, got)
		}
	}
}
