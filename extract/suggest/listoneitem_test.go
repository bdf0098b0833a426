package suggest

import (
	"regexp"
	"testing"
)

// TestOneItemLeft: a field learnt from one item reads the value after the
// item's separator, whatever the name before it.
func TestOneItemLeft(t *testing.T) {
	got := oneItemLeft("deploy-queue: ")
	if len(got) != 1 {
		t.Fatalf("got %v", got)
	}
	re := regexp.MustCompile(got[0] + `(.+?)[ \t]*\(`)
	if m := re.FindStringSubmatch("audit-log: 12 entries (3 new)"); m == nil || m[1] != "12 entries" {
		t.Errorf("%s on another item: %q", re, m)
	}
	for _, left := range []string{"a: b: ", "no mark ", ": ", "", "x\ny: "} {
		if got := oneItemLeft(left); got != nil {
			t.Errorf("oneItemLeft(%q) = %v, want none", left, got)
		}
	}
}

// TestOneItemListFieldsHoldOnOtherItems: a list fitted on an output of
// one item reads the fields of an item with another name.
func TestOneItemListFieldsHoldOnOtherItems(t *testing.T) {
	s := Suggest(toolOf("list_queues",
		"Found 1 queues:\n\n• deploy-queue: 6 jobs (6 ready, 0 held)\n  Owner: ops\n",
	))
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("Found 1 queues:\n\n• audit-log: 3 jobs (1 ready, 2 held)\n  Owner: sec\n")))
	for _, want := range []string{`"3 jobs"`, `"sec"`} {
		if !regexp.MustCompile(regexp.QuoteMeta(want)).MatchString(got) {
			t.Errorf("got %s, want %s in it\nconfig %s", got, want, mustJSON(t, s.VirtualTool.TextExtraction))
		}
	}
}
