package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoLogLines: log records (a line number as grep -n writes it, a
// date and time, a level, the message) are read as records; a date
// without a time is not a log line.
func TestAutoLogLines(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"7:2025-03-01T10:00:00Z INFO cache warmed\n9:2025-03-01T10:00:05.25+01:00 [error]: disk full\n",
			`{"items":[{"level":"INFO","line":"7","message":"cache warmed","time":"2025-03-01T10:00:00Z"},{"level":"error","line":"9","message":"disk full","time":"2025-03-01T10:00:05.25+01:00"}]}`},
		{"[2025-03-01 10:00:00] started worker 3\n[2025-03-01 10:00:09] stopped worker 3\n",
			`{"items":[{"message":"started worker 3","time":"2025-03-01 10:00:00"},{"message":"stopped worker 3","time":"2025-03-01 10:00:09"}]}`},
		// a console's method in brackets is the level; bare, a message word
		{"[2025-03-01T10:00:00.120Z] [log] tick 4: 2 items\n[2025-03-01T10:00:00.500Z] [warning] low disk\n2025-03-01T10:00:01Z log rotated\n",
			`{"items":[{"level":"log","message":"tick 4: 2 items","time":"2025-03-01T10:00:00.120Z"},{"level":"warning","message":"low disk","time":"2025-03-01T10:00:00.500Z"},{"message":"log rotated","time":"2025-03-01T10:00:01Z"}]}`},
	} {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.want || res.Account.Parser != extract.ParsedLines {
			t.Errorf("%q: parser %s\n got %s\nwant %s", c.text, res.Account.Parser, got, c.want)
		}
	}
	if res := apply(t, x, textResult("2025-03-01 was a Saturday.\n2025-03-02 was a Sunday.\n")); res.Account.Parser == extract.ParsedLines {
		t.Errorf("dates read as log lines: %s", mustJSON(t, res.Value))
	}
}

// TestTaggedPairLines: a line of "[TAG] Label: value — note" (a doctor
// command's checks) keeps its text as the record's name and gives the
// pair and the note as fields too.
func TestTaggedPairLines(t *testing.T) {
	text := "[OK] Server test: PASS\n[WARN] Performance: NORMAL — install Bun for speed\n[OK] Version: v1.0.131\n[FAIL] Hook: missing — fix: upgrade\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"type":"WARN"`, `"performance":"NORMAL"`, `"description":"install Bun for speed"`, `"version":"v1.0.131"`, `"name":"Server test: PASS"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
