package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A one-row GFM table between a count line and a footer of hints carries
// less than half the text, but it is the only structure: parser auto
// reads its row rather than handing the text over whole.
func TestAutoTableAmongHints(t *testing.T) {
	text := "Found 1 ticket(s) matching \"printer\":\n\n" +
		"| Ref | Opened | Title | Owner |\n| --- | --- | --- | --- |\n| T-88 | 09:12 | Printer jams on duplex | kim |\n\n" +
		"Tip: open a ticket with ticket_show to read its full history and the comments left on it.\n" +
		"- Use ticket_assign to hand a ticket to someone else on the team\n" +
		"- Use ticket_close when the problem is solved and the reporter agreed\n"
	m, acc := applyText(t, autoConfig, text)
	if acc.Pattern != extract.PatternTable {
		t.Fatalf("pattern %q, want %q: %v", acc.Pattern, extract.PatternTable, m)
	}
	for _, want := range []string{"T-88", "09:12", "Printer jams on duplex", "kim"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
}
