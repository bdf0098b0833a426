package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoRecordLines: list items written without markers, one record a
// line ("name (a, b) — text"), are read as records under auto; sentences
// are not.
func TestAutoRecordLines(t *testing.T) {
	x := tool(t, autoCfg)
	text := "net/dns-ok (B, fast) — Resolves the host name.\nnet/tls-valid (A, slow) — Certificate chain is trusted.\n"
	want := `{"items":[{"description":"Resolves the host name.","details":"B","details_2":"fast","name":"net/dns-ok"},{"description":"Certificate chain is trusted.","details":"A","details_2":"slow","name":"net/tls-valid"}]}`
	res := apply(t, x, textResult(text))
	if got := mustJSON(t, res.Value); got != want || res.Account.Parser != extract.ParsedLines {
		t.Errorf("parser %q value %s\nwant %s", res.Account.Parser, got, want)
	}
	for _, s := range []string{"The build failed (twice) - see the log.\nWe retried it (once) - still red.\n"} {
		if res := apply(t, x, textResult(s)); res.Account.Parser != extract.ParsedText {
			t.Errorf("%q read as %s: %s", s, res.Account.Parser, mustJSON(t, res.Value))
		}
	}
}
