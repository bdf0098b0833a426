package suggest

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Aligned `Key   value` blocks (no separator) get the key_value_pairs
// config, which reads them with ":".
func TestLearnKVAlignedBlocks(t *testing.T) {
	ds := []decoded{
		{id: "s/t/1", text: "Session\nUser        ana.k\nStarted     2026-01-02\nScopes      read\n"},
		{id: "s/t/3", text: "Uptime      12 days\nKernel      6.8.1\nProcesses   412\n"},
	}
	l := learnKV(ds)
	if l.te == nil || l.parser != extract.ParserKeyValue || l.te.Config == nil || l.te.Config.Separator != ":" {
		t.Fatalf("learnKV = %+v, want key_value_pairs with ':' (%s)", l.te, l.reason)
	}
}
