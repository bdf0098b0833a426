package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestSectionedKeyValueKeepsNewSections: key-value text of several
// sections (a host report) keeps its sections, open: a later output with
// another section, whose pairs share names with the fitted ones, keeps
// every value.
func TestSectionedKeyValueKeepsNewSections(t *testing.T) {
	tl := toolOf("host_report",
		"Host: alpha\nNetwork:\n  Address: 10.0.0.4\n  Gateway: 10.0.0.1\nStorage:\n  Size: 120 GB\n  Used: 40 GB\n",
		"Host: beta\nNetwork:\n  Address: 10.0.0.9\n  Gateway: 10.0.0.1\nStorage:\n  Size: 240 GB\n  Used: 12 GB\n")
	s := Suggest(tl)
	if s.VirtualTool == nil || s.Parser != extract.ParserKeyValue || !s.SchemaValidates {
		t.Fatalf("parser %q reason %q validates %v", s.Parser, s.Reason, s.SchemaValidates)
	}
	next := toolOf("host_report", "Host: gamma\nNetwork:\n  Address: 10.0.0.7\n  Gateway: 10.0.0.1\nStorage:\n  Size: 500 GB\n  Used: 90 GB\nBackup:\n  Size: 1 TB\n  Used: 300 GB\n")
	got := mustJSON(t, apply(t, s.VirtualTool, next.Samples[0].Result))
	for _, v := range []string{"gamma", "10.0.0.7", "500 GB", "90 GB", "1 TB", "300 GB"} {
		if !strings.Contains(got, `"`+v+`"`) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}
