package extract_test

import (
	"strings"
	"testing"
)

// A text too long to be one message gives the tokens of its short
// paragraphs.
func TestParagraphFields(t *testing.T) {
	x := tool(t, autoCfg)
	long := strings.Repeat("The mirror keeps every release and nothing else happens here today. ", 12)
	text := "Synced /srv/mirror/pool in 42 seconds.\n\n" + long + "\n\nNext run at 2027-02-01.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"path":"/srv/mirror/pool"`, `"date":"2027-02-01"`} {
		if !strings.Contains(got, want) {
			t.Errorf("got %s\nwant %s in it", got, want)
		}
	}
}
