package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestShortMessageOneSample: one sample of a short status message with
// data tokens gets parser auto, which hands the next call's tokens over;
// a one-sample `Label: value` status line, prose and a bare value have no
// better choice and degrade to parser auto, the reason saying why.
func TestShortMessageOneSample(t *testing.T) {
	s := Suggest(toolOf("archive", "Archived 12 records to /var/backups/db-01.tar"))
	if s.VirtualTool == nil || s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("Archived 7 records to /srv/keep/db-02.tar")))
	want := `{"number":7,"path":"/srv/keep/db-02.tar","text":"Archived 7 records to /srv/keep/db-02.tar"}`
	if got != want {
		t.Errorf("next call: %s, want %s", got, want)
	}
	for _, text := range []string{"Selected option: Large", "All done, thank you.", "SGVsbG8sIHdvcmxk"} {
		if s := Suggest(toolOf("t", text)); s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, "too few samples") {
			t.Errorf("%q: want the parser auto fallback, got %q (%s)", text, s.Parser, s.Reason)
		}
	}
}
