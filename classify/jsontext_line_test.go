package classify

import (
	"encoding/json"
	"testing"
)

// TestJSONValueEndsItsLine: a bracketed prefix of a prose line ("[1] …",
// "[x] …") is not a JSON value, even when it decodes as one; a value that
// ends its line behind a header still is.
func TestJSONValueEndsItsLine(t *testing.T) {
	cases := []struct {
		text, want string
	}{
		{"Sources:\n[1] https://example.org/a\n[2] https://example.org/b", Unstructured},
		{"Result: [1] is the first\n[2] is the second", Unstructured},
		{"Matches:\n[\n  {\"file\": \"a.go\", \"line\": 3},\n  {\"file\": \"b.go\", \"line\": 9}\n]", JSONInText},
		{"Results for the query:\nTotal: 2\nPage: 1\nShowing all of them:\n  [\n  {\"id\": 1, \"name\": \"alpha\", \"path\": \"/srv/a.txt\"},\n  {\"id\": 2, \"name\": \"beta\", \"path\": \"/srv/b.txt\"}\n]", JSONInText},
		{"Found 2 items\nScope: /srv\nMode: fast\n\nItems:\n[\n  {\"id\": 1, \"name\": \"alpha\", \"path\": \"/srv/a.txt\"},\n  {\"id\": 2, \"name\": \"beta\", \"path\": \"/srv/b.txt\"}\n]", JSONInText},
	}
	for _, c := range cases {
		raw, _ := json.Marshal(map[string]any{"content": []any{map[string]string{"type": "text", "text": c.text}}})
		if got := Classify(Input{Result: raw}); got.Pattern != c.want {
			t.Errorf("%q: got %s, want %s", c.text, got.Pattern, c.want)
		}
	}
}

// TestJSONAfterKeyOnHeaderLine: JSON after a header's colon on the same
// line, with or without a space, or after a full-width colon.
func TestJSONAfterKeyOnHeaderLine(t *testing.T) {
	arr := `[{"name":"Affix","description":"pins an element"},{"name":"Alert","description":"shows a warning"}]`
	for _, s := range []string{"Components: " + arr, "Components:" + arr, "以下是可用的组件：" + arr} {
		if got := patternOfText(t, s); got != JSONInText {
			t.Errorf("%q: %s, want %s", s, got, JSONInText)
		}
	}
}

// TestJSONOpeningOnKeyLine: a pretty-printed value opening at the end of a
// status line's key ("Result: [" then its lines) is the payload, the key's
// line its header; a one-line value after a longer key is not.
func TestJSONOpeningOnKeyLine(t *testing.T) {
	if got := patternOfText(t, "Code executed successfully. Result: [\n  \"NUT-M6\",\n  \"WASH-10\"\n]"); got != JSONInText {
		t.Errorf("multi-line value after a key: %s, want %s", got, JSONInText)
	}
	if got := patternOfText(t, "The request to the upstream inventory service finished with this echo: [1]"); got == JSONInText {
		t.Errorf("short one-line value after a long key: %s", got)
	}
}
