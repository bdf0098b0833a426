package suggest

import (
	"regexp"
	"testing"
)

// TestSameSingleItemListFieldsHoldOnOtherItems: samples that each hold
// the same single item (one queue listed twice) give fields that read an
// item with another name, not that item's name spelled out.
func TestSameSingleItemListFieldsHoldOnOtherItems(t *testing.T) {
	one := "Found 1 queues:\n\n• deploy-queue: 6 jobs (6 ready, 0 held)\n  Owner: ops\n"
	two := "Found 1 queues:\n\n• deploy-queue: 4 jobs (2 ready, 2 held)\n  Owner: ops\n"
	s := Suggest(toolOf("list_queues", one, two))
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("Found 2 queues:\n\n• audit-log: 3 jobs (1 ready, 2 held)\n  Owner: sec\n• mail: 9 jobs (9 ready, 0 held)\n  Owner: it\n")))
	for _, want := range []string{`"3 jobs"`, `"sec"`, `"9 jobs"`, `"it"`} {
		if !regexp.MustCompile(regexp.QuoteMeta(want)).MatchString(got) {
			t.Errorf("got %s, want %s in it\nconfig %s", got, want, mustJSON(t, s.VirtualTool.TextExtraction))
		}
	}
}
