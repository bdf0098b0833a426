package suggest

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListUnicodeBullets: items written with "•" bullets after a header
// line are list items for the list learner and the list parser alike, and
// their indented `Key: value` lines come out as fields.
func TestListUnicodeBullets(t *testing.T) {
	fitted := []string{
		"Known hosts:\n\n\u2022 alpha (a1)\n  Region: north\n  Cores: 4\n\n\u2022 beta (b2)\n  Region: south\n  Cores: 8",
		"Known hosts:\n\n\u2022 gamma (c3)\n  Region: east\n  Cores: 2",
	}
	l := learnList([]decoded{{text: fitted[0]}, {text: fitted[1]}}, "list_hosts")
	if l.te == nil {
		t.Fatalf("no list config: %s %v", l.reason, l.notes)
	}
	vt := &extract.VirtualTool{SourceTool: "srv:list_hosts", TextExtraction: l.te}
	res, err := extract.Apply(vt, textResult("Known hosts:\n\n\u2022 delta (d4)\n  Region: west\n  Cores: 16"))
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	b, _ := json.Marshal(res.Value)
	var got map[string][]map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("value %s: %v", b, err)
	}
	items := got[l.te.ListField]
	if len(items) != 1 {
		t.Fatalf("%d items, want 1: %s", len(items), b)
	}
	want := map[string]any{"name": "delta", "region": "west", "cores": float64(16)}
	for k, v := range want {
		if items[0][k] != v {
			t.Errorf("field %s = %v, want %v: %s", k, items[0][k], v, b)
		}
	}
}
