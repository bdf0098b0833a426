package extract_test

import (
	"strings"
	"testing"
)

// TestAutoLogQuotedPairs: pairs ending a log message keep quoted values
// with blanks (error="connect ECONNREFUSED …"); a trailer line of pairs
// parted by bars gives each pair.
func TestAutoLogQuotedPairs(t *testing.T) {
	text := "Failed attempts (2):\n\n" +
		"[2026-11-25T03:52:30.637Z] 10.0.0.7:2242 user=ana conn=spare error=\"All methods failed\" level=client-auth\n" +
		"[2026-11-25T03:52:30.643Z] 10.0.0.7:22 user=ana conn=main error=\"connect ECONNREFUSED 10.0.0.7:22\" level=client-socket\n\n" +
		"Alive: 2 | Dead: 0\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"error":"All methods failed"`, `"error":"connect ECONNREFUSED 10.0.0.7:22"`, `"conn":"spare"`, `"user":"ana"`, `"Alive":"2"`, `"Dead":"0"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
