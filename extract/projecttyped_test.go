package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// widenedRecord is how a suggested (widened) schema declares members the
// samples showed as numbers or booleans only.
const widenedRecord = `{"type":"object","properties":{"count":{"type":["null","number","string"]},"ready":{"type":["boolean","null","string"]},"note":{"type":["number","string"]}},"additionalProperties":{}}`

// TestWidenedMembersKeepText: text that reads as the declared number or
// boolean is converted as before; "n/a", "unknown" or "-" where a number
// was seen is kept as the string it is instead of being dropped; a member
// declared ["number","string"] (the samples showed both) keeps its text.
func TestWidenedMembersKeepText(t *testing.T) {
	got, misses := applySchema(t, true, widenedRecord, "Count: 2,341\nReady: true\nNote: 12")
	if want := `{"count":2341,"note":"12","ready":true}`; got != want || len(misses) != 0 {
		t.Errorf("typed text: %s (misses %v), want %s", got, misses, want)
	}
	got, misses = applySchema(t, true, widenedRecord, "Count: n/a\nReady: unknown\nNote: -")
	if want := `{"count":"n/a","note":"-","ready":"unknown"}`; got != want || len(misses) != 0 {
		t.Errorf("placeholders: %s (misses %v), want %s", got, misses, want)
	}
	// JSON in text: a number's text is read as the number, null is kept
	got, _ = applySchema(t, false, widenedRecord, `{"count":"7","ready":null,"note":"x"}`)
	if want := `{"count":7,"note":"x","ready":null}`; got != want {
		t.Errorf("json: %s, want %s", got, want)
	}
}

// TestWidenedMembersStructuredContentKeepsTypes: structuredContent keeps
// the string the tool gave where the widened schema also allows it.
func TestWidenedMembersStructuredContentKeepsTypes(t *testing.T) {
	raw, _ := json.Marshal(map[string]any{"content": []any{}, "structuredContent": map[string]any{"count": "7", "ready": "no"}})
	vt := &extract.VirtualTool{SourceTool: "s:t", OutputSchema: json.RawMessage(widenedRecord)}
	res, err := extract.Apply(vt, raw)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(res.Value); string(b) != `{"count":"7","ready":"no"}` {
		t.Errorf("structuredContent: %s", b)
	}
}
