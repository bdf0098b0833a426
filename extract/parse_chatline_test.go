package extract_test

import (
	"strings"
	"testing"
)

// TestAutoChatLines: "[09:12] alice: message" lines (a clock or a time
// stamp, an author, the message) are records; a log line with a level
// stays a log line.
func TestAutoChatLines(t *testing.T) {
	b := string(applyParser(t, "auto", "#general, last 3 messages:\n[09:12] alice: deploy is done\n[09:15] bob: thanks! checking dashboards now\n[2026-11-25 09:20:00] carol: seeing 5xx on /api/orders\n"))
	for _, w := range []string{`{"author":"alice","message":"deploy is done","time":"09:12"}`, `{"author":"carol","message":"seeing 5xx on /api/orders","time":"2026-11-25 09:20:00"}`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	b = string(applyParser(t, "auto", "2026-11-25T09:20:00Z ERROR db: timeout after 5s\n2026-11-25T09:20:01Z INFO api: retrying\n"))
	if !strings.Contains(b, `"level":"ERROR"`) {
		t.Errorf("log lines: %s", b)
	}
}
