package suggest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListSymbolLines: continuation lines led by a symbol give one field
// per symbol: "N word" values the number, a date with a time range date,
// start and end, other values the line, named after the symbol.
func TestListSymbolLines(t *testing.T) {
	outs := []string{
		"• **Standup**\n  🕐 2026-01-05 09:00–09:15\n  📍 Room 1\n  👥 6 attendees\n\n• **Retro**\n  🕐 2026-01-06 14:00–15:00\n  📍 Hall B\n  👥 9 attendees\n",
		"• **Demo**\n  🕐 2026-02-01 10:30–11:00\n  📍 Zoom\n  👥 30 attendees\n\n• **Sync**\n  🕐 2026-02-02 08:00-08:30\n  📍 Room 3\n  👥 2 attendees\n",
	}
	tl := Tool{Server: "srv", Tool: "list_events"}
	for i, o := range outs {
		tl.Samples = append(tl.Samples, Sample{ID: "srv/list_events/" + string(rune('1'+i)), Result: textResult(o)})
	}
	s := Suggest(tl)
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	res, err := extract.Apply(s.VirtualTool, textResult("• **Review**\n  🕐 2026-03-09 16:00–17:30\n  📍 Room 7\n  👥 1,204 attendees\n\n• **Plan**\n  🕐 2026-03-10 09:00–10:00\n  📍 Lab\n  👥 3 attendees\n"))
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	b, _ := json.Marshal(res.Value)
	for _, v := range []string{`"date":"2026-03-09"`, `"start":"16:00"`, `"end":"17:30"`, `"location":"Room 7"`, `"attendees":1204`} {
		if !strings.Contains(string(b), v) {
			t.Errorf("value %s lacks %s", b, v)
		}
	}
}
