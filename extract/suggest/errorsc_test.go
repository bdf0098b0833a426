package suggest

import (
	"strings"
	"testing"
)

// An error answer carried in structuredContent without isError is left out
// of fitting like one in the text: its members never enter the schema.
func TestSuggestLeavesOutStructuredError(t *testing.T) {
	ok := func(id, name string) string {
		return `{"content":[{"type":"text","text":"{\"id\":\"` + id + `\",\"name\":\"` + name + `\"}"}],"structuredContent":{"id":"` + id + `","name":"` + name + `"}}`
	}
	failed := `{"content":[{"type":"text","text":"{\"success\":false,\"error\":\"user not found\"}"}],"structuredContent":{"success":false,"error":"user not found"}}`
	sug := Suggest(Tool{Server: "s", Tool: "get_user", Samples: []Sample{
		{ID: "s/get_user/1", Result: []byte(ok("u1", "ann"))},
		{ID: "s/get_user/2", Result: []byte(failed)},
		{ID: "s/get_user/3", Result: []byte(ok("u2", "bob"))},
	}})
	if sug.Fitted != 2 {
		t.Errorf("fitted on %d samples, want 2 (the error answer left out)", sug.Fitted)
	}
	if strings.Contains(string(sug.Schema), `"success"`) || strings.Contains(string(sug.Schema), `"error"`) {
		t.Errorf("schema learnt the error envelope's members: %s", sug.Schema)
	}
}
