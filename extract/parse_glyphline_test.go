package extract_test

import (
	"strings"
	"testing"
)

// TestAutoGlyphLines: lines led by status glyphs that repeat (✅ ✅ ❌)
// are items, the glyph their type; a report whose lines each carry their
// own glyph stays text with its message tokens.
func TestAutoGlyphLines(t *testing.T) {
	b := string(applyParser(t, "auto", "✅ build passed (12.3s)\n✅ lint passed (2.1s)\n❌ test failed (45.0s) - 3 failures\n⚠️ coverage 71% (below 80%)\n"))
	for _, w := range []string{`{"details":"12.3s","name":"build passed","type":"✅"}`, `"description":"3 failures","details":"45.0s","name":"test failed","type":"❌"`} {
		if !strings.Contains(b, w) {
			t.Errorf("status list: want %s in %s", w, b)
		}
	}
	b = string(applyParser(t, "auto", "🔎 Scanned 42 characters (pages 1-1)\n📝 Language detected: es\n📊 Found: 0 potential requirements\n"))
	if strings.Contains(b, `"items"`) || !strings.Contains(b, "42") {
		t.Errorf("report lines read as items: %s", b)
	}
}
