package extract_test

import (
	"strings"
	"testing"
)

// TestNumberedHeadingBodies: the bullets of pairs under each numbered
// heading are read as the record's fields beside its text.
func TestNumberedHeadingBodies(t *testing.T) {
	text := "# Search results\n\n## 1. [PAY-3F](https://x.dev/i/PAY-3F)\n\n- **Status**: unresolved\n- **Users**: 311\n\n## 2. [PAY-2Z](https://x.dev/i/PAY-2Z)\n\n- **Status**: ignored\n- **Users**: 17\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"Status":"unresolved"`, `"Users":"17"`, `"url":"https://x.dev/i/PAY-2Z"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}

// TestNumberedHeadingProseBodies: prose under each numbered heading gives
// the message tokens of its paragraphs.
func TestNumberedHeadingProseBodies(t *testing.T) {
	text := "## 1. Queue limits\n**Score:** 0.88 | **Source:** docs/queue.md\n\nA queue holds at most 10000 jobs.\n\n" +
		"## 2. checkout-api\nVersion 2.3.1, deployed 2026-11-02 by kim\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`:"0.88"`, `:"docs/queue.md"`, `"version":"2.3.1"`, `"date":"2026-11-02"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
