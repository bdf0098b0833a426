package suggest

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListKeyedItems: items each led by a key of their own (bold or not,
// under several headings) are name/value records.
func TestListKeyedItems(t *testing.T) {
	fitted := "# Notes\n\n## Urgent\n- **fix_login**: users cannot sign in\n- **db_port**: 5433\n\n## Other\n- cache_ttl: ten minutes\n"
	l := learnList([]decoded{{text: fitted}}, "summarize")
	if l.te == nil {
		t.Fatalf("no list config: %s %v", l.reason, l.notes)
	}
	vt := &extract.VirtualTool{SourceTool: "srv:summarize", TextExtraction: l.te}
	res, err := extract.Apply(vt, textResult("# Notes\n\n## Urgent\n- **rotate_keys**: before friday\n\n## Other\n- log_level: debug\n"))
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	b, _ := json.Marshal(res.Value)
	var got map[string][]map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("value %s: %v", b, err)
	}
	items := got[l.te.ListField]
	if len(items) != 2 || items[0]["name"] != "rotate_keys" || items[0]["value"] != "before friday" ||
		items[1]["name"] != "log_level" || items[1]["value"] != "debug" {
		t.Errorf("items %s", b)
	}
	// The same key in every item is a label, not a name.
	l = learnList([]decoded{{text: "- status: up\n- status: down\n"}}, "x")
	if l.te != nil && l.te.ItemPatterns["name"] != nil && l.te.ItemPatterns["name"].Regex == reKeyedName {
		t.Errorf("repeated key read as names: %s", patternList(l.te))
	}
}
