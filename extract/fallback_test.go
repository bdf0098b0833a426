package extract_test

import (
	"strings"
	"testing"
)

// TestFallbackAuto: with "fallback": "auto", an output the configured
// parser finds nothing in (pairs written with a dash instead of a colon,
// or only a heading) is read by parser auto, and the account says so;
// without it nothing is extracted; an output the parser reads is left to
// it.
func TestFallbackAuto(t *testing.T) {
	const kv = `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true}%s}}`
	with := tool(t, strings.Replace(kv, "%s", `, "fallback": "auto"`, 1))
	without := tool(t, strings.Replace(kv, "%s", "", 1))
	other := "## User profile\n\n* **Company** — Atlas Inc\n* **Username** — g.sato\n* **Role** — Maintainer\n"
	res := apply(t, with, textResult(other))
	got := mustJSON(t, res.Value)
	for _, want := range []string{"Atlas Inc", "g.sato", "Maintainer"} {
		if !strings.Contains(got, want) {
			t.Errorf("fallback: no %q in %s", want, got)
		}
	}
	if res.Account.FellBack != "key_value_pairs" || len(res.Account.Warnings) == 0 {
		t.Errorf("account does not name the fallback: fell_back %q, warnings %q", res.Account.FellBack, res.Account.Warnings)
	}
	if got := mustJSON(t, apply(t, without, textResult(other)).Value); strings.Contains(got, "Atlas Inc") {
		t.Errorf("no fallback configured, yet the dashed pairs were read: %s", got)
	}
	own := apply(t, with, textResult("Company: Atlas Inc\nRole: Maintainer\n"))
	if got := mustJSON(t, own.Value); got != `{"Company":"Atlas Inc","Role":"Maintainer"}` || own.Account.FellBack != "" {
		t.Errorf("an output of the parser's own form: %s (fell_back %q)", got, own.Account.FellBack)
	}
	// auto_detect_json alone: text that holds no JSON
	js := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "fallback": "auto"}}`)
	res = apply(t, js, textResult("Status: degraded\nUptime: 12 days\n"))
	if got := mustJSON(t, res.Value); !strings.Contains(got, "degraded") || res.Account.FellBack != "auto_detect_json" {
		t.Errorf("auto_detect_json fallback: %s (fell_back %q)", got, res.Account.FellBack)
	}
}
