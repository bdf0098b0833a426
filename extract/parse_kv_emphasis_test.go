package extract_test

import (
	"strings"
	"testing"
)

// TestKVEmphasisPairsAndHeadingLinks: pairs wrapped in emphasis and
// parted by bars are pairs, blanks around the bars allowed, and a heading
// that is one link (after an index, "## 1. [X](url)") gives its
// record's name and url.
func TestKVEmphasisPairsAndHeadingLinks(t *testing.T) {
	text := "# Results\n\n## [Triggers](https://x.dev/t)\n*Category: apex* | *Score: 100.0%*\n\n- isExecuting: Returns true.\n- isInsert: Returns true on insert.\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"Category":"apex"`, `"Score":"100.0%"`, `"name":"Triggers"`, `"url":"https://x.dev/t"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	numbered := "# Search results\n\n**Query:** is:unresolved\n**Project:** checkout\n\n## 1. [PAY-3F](https://x.dev/i/PAY-3F)\n\n- **Status**: unresolved\n- **Users**: 311\n\n## 2. [PAY-2Z](https://x.dev/i/PAY-2Z)\n\n- **Status**: ignored\n- **Users**: 17\n"
	b = string(applyParser(t, "auto", numbered))
	for _, w := range []string{`"name":"PAY-3F"`, `"url":"https://x.dev/i/PAY-2Z"`, `"index":2`} {
		if !strings.Contains(b, w) {
			t.Errorf("numbered link headings: want %s in %s", w, b)
		}
	}
	b = string(applyParser(t, "auto", "Name: x\nCategory: apex  |  Score: 100.0%\n"))
	if !strings.Contains(b, `"Score":"100.0%"`) {
		t.Errorf("blanks around a bar: %s", b)
	}
}

// TestKVCommasInParentheses: a value's commas inside parentheses part no
// pairs, and the value's own fields are read.
func TestKVCommasInParentheses(t *testing.T) {
	b := string(applyParser(t, "auto", "Pool:\n  box: ❌ Dead (age: 0 minutes, keepalive: ✅)\n  lab: ✅ Alive (age: 3 minutes, keepalive: ✅)\nTimeout: 30 minutes\n"))
	for _, w := range []string{`"value":"Dead"`, `"age":"3 minutes"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	if strings.Contains(b, `"keepalive":"✅)"`) {
		t.Errorf("split inside parentheses: %s", b)
	}
}
