package extract_test

import (
	"strings"
	"testing"
)

// TestKVJSONBody: a JSON line is never a pair, and one JSON object under
// header lines (an HTTP response) is read under "content".
func TestKVJSONBody(t *testing.T) {
	text := "HTTP/1.1 200 OK\nContent-Type: application/json\nContent-Length: 48\nDate: Wed, 25 Nov 2026 04:00:00 GMT\n\n{\"id\": 7, \"name\": \"widget\", \"price\": 9.99}\n"
	b := string(applyParser(t, "auto", text))
	if !strings.Contains(b, `"content":{"id":7,"name":"widget","price":9.99}`) || strings.Contains(b, `{\"id\"`) {
		t.Errorf("JSON body: %s", b)
	}
}
