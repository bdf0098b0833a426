package extract_test

import (
	"strings"
	"testing"
)

// TestAutoBoxDrawnRules: a numbered list framed by box-drawing rules
// (━━━) is read as the list it is.
func TestAutoBoxDrawnRules(t *testing.T) {
	rule := strings.Repeat("━", 40)
	text := "SSH Command History\nShowing last 2 commands\n" + rule + "\n\n2. ✅ [11/25/2026, 4:46:12 AM]\n   Server: box\n   Command: ls -la\n\n1. ❌ [11/25/2026, 4:46:21 AM]\n   Server: lab\n   Command: cat /nope\n\n" + rule + "\nTotal commands in history: 6\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"server":"box"`, `"command":"cat /nope"`, `"date":"11/25/2026, 4:46:21 AM"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
