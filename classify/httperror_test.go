package classify

import "testing"

// TestHTTPErrorResponse: an HTTP client's report of a failed request (a
// 4xx/5xx status line and a JSON error body) is an error answer; a 200
// with a JSON body, or a 404 line over data, is not.
func TestHTTPErrorResponse(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"DELETE request to http://127.0.0.1:1/api/books/99\nStatus: 404 Not Found\nResponse: {\"error\": \"book not found\"}\n", true},
		{"GET request to http://127.0.0.1:1/private\nStatus: 401 Unauthorized\nResponse: {\"error\": \"unauthorized\"}", true},
		{"GET request to http://127.0.0.1:1/api/books/4\nStatus: 200 OK\nResponse: {\"id\": 4, \"title\": \"Clean Code\"}", false},
		{"GET request to http://127.0.0.1:1/api/books/4\nStatus: 404 Not Found\nResponse: {\"id\": 4, \"title\": \"Clean Code\", \"year\": 2008}", false},
	} {
		if _, got := errorShaped([]byte(c.text)); got != c.want {
			t.Errorf("%q: error %v, want %v", c.text, got, c.want)
		}
	}
}

// TestHTTPErrorResponseOverItems: the same report written one content
// item a line is an error answer too.
func TestHTTPErrorResponseOverItems(t *testing.T) {
	raw := []byte(`{"content":[{"type":"text","text":"DELETE request to http://127.0.0.1:1/api/books/99"},{"type":"text","text":"Status: 404 Not Found"},{"type":"text","text":"Response: {\"error\": \"book not found\"}"}]}`)
	l := Classify(Input{Result: raw})
	found := false
	for _, f := range l.Flags {
		found = found || f == FlagErrorText
	}
	if !found {
		t.Errorf("not flagged as an error answer: %+v", l)
	}
	ok := []byte(`{"content":[{"type":"text","text":"GET request to http://127.0.0.1:1/api/books/4"},{"type":"text","text":"Status: 200 OK"},{"type":"text","text":"Response: {\"id\": 4, \"title\": \"Clean Code\"}"}]}`)
	for _, f := range Classify(Input{Result: ok}).Flags {
		if f == FlagErrorText {
			t.Errorf("a 200 with data flagged as an error answer")
		}
	}
}
