package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoBoldSectionHeaders: "**Memory Usage:**" over indented pairs is
// a section header (the colon inside the emphasis), so a status report of
// such sections, with a few status lines under them, is key-value text
// whose pairs are all read.
func TestAutoBoldSectionHeaders(t *testing.T) {
	x := tool(t, autoCfg)
	text := "💚 Server Status: HEALTHY\n\n**Version:** 2.0.0\n**Uptime:** 5s\n\n**Memory Usage:**\n  Used: 825MB / 24106MB (3%)\n  ✅ Memory usage is healthy\n\n" +
		"**CPU:**\n  Cores: 2\n  Load: 1.47\n\n**Tools Available:** 14\n\n**Health Summary:**\n  ✅ All systems operational\n  ✅ Server ready to handle requests\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	if res.Account.Pattern != extract.PatternKeyValue {
		t.Fatalf("pattern %s, want %s: %s", res.Account.Pattern, extract.PatternKeyValue, got)
	}
	for _, v := range []string{`"2.0.0"`, `"5s"`, `"825MB / 24106MB"`, `"Cores":"2"`, `"Load":"1.47"`, `"14"`} {
		if !strings.Contains(got, v) {
			t.Errorf("value %s missing from %s", v, got)
		}
	}
}
