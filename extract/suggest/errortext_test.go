package suggest

import (
	"strings"
	"testing"
)

// An error answer without isError ({"error": …}) is left out of fitting,
// and the suggestion says so; it never becomes a field of the schema.
func TestSuggestLeavesOutErrorText(t *testing.T) {
	tool := Tool{Server: "s", Tool: "get_user", Samples: []Sample{
		{ID: "s/get_user/1", Result: textResult(`{"id": 1, "name": "ann"}`)},
		{ID: "s/get_user/2", Result: textResult(`{"id": 2, "name": "bob"}`)},
		{ID: "s/get_user/3", Result: textResult(`{"error": "fetch failed"}`)},
	}}
	sug := Suggest(tool)
	if sug.Fitted != 2 {
		t.Errorf("fitted on %d samples, want 2", sug.Fitted)
	}
	if !strings.Contains(strings.Join(sug.Notes, "; "), "1 error answer(s) in text without isError") {
		t.Errorf("notes %q do not say the error answer was left out", sug.Notes)
	}
	if strings.Contains(string(sug.Schema), `"error"`) {
		t.Errorf("schema learnt the error field: %s", sug.Schema)
	}
	only := Suggest(Tool{Server: "s", Tool: "fetch", Samples: []Sample{{ID: "s/fetch/1", Result: textResult("Error: fetch failed")}}})
	// only error answers: the next output is read with parser auto, and
	// no schema learnt from an error projects it away
	if only.Parser != "auto" || !strings.Contains(only.Reason, "no usable sample (1 error answer(s)") || only.Schema != nil || only.VirtualTool.OutputSchema != nil {
		t.Errorf("a tool with only error answers got %+v", only)
	}
}
