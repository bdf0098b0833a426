package extract_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// contentResult builds a CallToolResult from content items: a string is a
// text item, nil an image item.
func contentResult(t *testing.T, items ...any) []byte {
	t.Helper()
	var content []map[string]any
	for _, it := range items {
		if s, ok := it.(string); ok {
			content = append(content, map[string]any{"type": "text", "text": s})
		} else {
			content = append(content, map[string]any{"type": "image", "data": "AAAA", "mimeType": "image/png"})
		}
	}
	b, err := json.Marshal(map[string]any{"content": content})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestJSONAnywhere: JSON carrying the payload is found in any text item,
// behind a header, before a trailer, as JSON Lines, and merged across
// items; the account names the item and its bytes.
func TestJSONAnywhere(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true}}`)
	rows := `[{"id": 1, "email": "ada@example.com"}, {"id": 2, "email": "bob@example.com"}]`
	type part struct {
		path, form string
		items      string // JSON of Items
		bytes      string // the item's text[ItemStart:ItemEnd]
	}
	cases := []struct {
		name   string
		result []byte
		form   string
		value  string
		parts  []part
		field  string // one field path that must name bytes of the value
	}{
		{"JSON between two prose items",
			contentResult(t, "Executed the query against main.db.", rows, "Rows are ordered by id. Use LIMIT to page."),
			"whole", `[{"email":"ada@example.com","id":1},{"email":"bob@example.com","id":2}]`,
			[]part{{"", "whole", "[1]", rows}}, "/1/email"},
		{"status header then JSON in one item",
			contentResult(t, "Query OK, 2 rows in set:\n"+rows),
			"header", `[{"email":"ada@example.com","id":1},{"email":"bob@example.com","id":2}]`,
			[]part{{"", "header", "[0]", rows}}, "/0/id"},
		{"header item then JSON item after an image",
			contentResult(t, "Found 2 users", nil, rows),
			"whole", `[{"email":"ada@example.com","id":1},{"email":"bob@example.com","id":2}]`,
			[]part{{"", "whole", "[2]", rows}}, "/0/email"},
		{"several JSON items merged",
			contentResult(t, `{"tab": 0, "title": "Inbox"}`, `{"tab": 1, "title": "Docs"}`),
			"merged", `[{"tab":0,"title":"Inbox"},{"tab":1,"title":"Docs"}]`,
			[]part{{"/0", "whole", "[0]", `{"tab": 0, "title": "Inbox"}`}, {"/1", "whole", "[1]", `{"tab": 1, "title": "Docs"}`}}, "/1/title"},
		{"fenced JSON in the second item",
			contentResult(t, "Here is the page state.", "```json\n{\"url\": \"https://example.com/\", \"ready\": true}\n```"),
			"fenced", `{"ready":true,"url":"https://example.com/"}`,
			[]part{{"", "fenced", "[1]", `{"url": "https://example.com/", "ready": true}`}}, "/url"},
		{"JSON Lines",
			contentResult(t, "{\"level\": \"info\", \"msg\": \"listening on :8080\"}\n{\"level\": \"error\", \"msg\": \"db timeout\"}\n"),
			"lines", `[{"level":"info","msg":"listening on :8080"},{"level":"error","msg":"db timeout"}]`,
			[]part{{"", "lines", "[0]", "{\"level\": \"info\", \"msg\": \"listening on :8080\"}\n{\"level\": \"error\", \"msg\": \"db timeout\"}"}}, "/1/msg"},
		{"object before a short trailer",
			contentResult(t, "{\"id\": \"k1\", \"value\": \"v1\"}\n\n(cached)"),
			"prefix", `{"id":"k1","value":"v1"}`,
			[]part{{"", "prefix", "[0]", `{"id": "k1", "value": "v1"}`}}, "/value"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := apply(t, x, c.result)
			a := res.Account
			if a.Parser != "json" || a.JSONForm != c.form || mustJSON(t, res.Value) != c.value {
				t.Fatalf("parser %q form %q value %s", a.Parser, a.JSONForm, mustJSON(t, res.Value))
			}
			if len(a.JSON) != len(c.parts) {
				t.Fatalf("json parts %+v", a.JSON)
			}
			texts := itemTexts(t, c.result)
			for i, p := range c.parts {
				g := a.JSON[i]
				if g.Path != p.path || g.Form != p.form || mustJSON(t, g.Items) != p.items {
					t.Errorf("part %d: %+v, want %+v", i, g, p)
					continue
				}
				item := texts[g.Items[0]]
				if g.ItemStart < 0 || g.ItemEnd > len(item) || item[g.ItemStart:g.ItemEnd] != p.bytes {
					t.Errorf("part %d: item bytes [%d,%d) of %q", i, g.ItemStart, g.ItemEnd, item)
				}
			}
			found := false
			for _, f := range a.Fields {
				if f.Path == c.field {
					found = true
				}
			}
			if !found {
				t.Errorf("no field hit at %s: %+v", c.field, a.Fields)
			}
		})
	}
}

// itemTexts returns the text of each content item by index ("" for
// other items).
func itemTexts(t *testing.T, result []byte) []string {
	t.Helper()
	var r struct {
		Content []struct{ Text string } `json:"content"`
	}
	if err := json.Unmarshal(result, &r); err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(r.Content))
	for i, c := range r.Content {
		out[i] = c.Text
	}
	return out
}

// TestJSONNotInProse: a JSON value quoted inside a sentence, or dwarfed
// by prose, is not taken as the payload.
func TestJSONNotInProse(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true}}`)
	long := strings.Repeat("The file was written and its permissions were kept as they were. ", 8)
	for _, result := range [][]byte{
		contentResult(t, "Saved. The settings object is now {} (empty)."),
		contentResult(t, "Wrote config.json with {\"debug\": true} as its only setting."),
		contentResult(t, long+"\n[]"),
		contentResult(t, long, "Nothing else changed: {}"),
	} {
		res := apply(t, x, result)
		if res.Value != nil || res.Account.Parser == "json" {
			t.Errorf("%s: took %s (form %s)", result, mustJSON(t, res.Value), res.Account.JSONForm)
		}
	}
}

// TestJSONSeedFormsUnchanged: a result whose joined text is one JSON value
// or holds a JSON fence reads as seed 000 reads it, even when the JSON is
// split across items; the first item's JSON followed by long prose is
// still taken (seed 000's prefix form).
func TestJSONSeedFormsUnchanged(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true}}`)
	long := strings.Repeat("Every value above is as the server returned it. ", 10)
	cases := []struct {
		result      []byte
		form, value string
	}{
		{contentResult(t, `{"count":`, nil, `5}`), "whole", `{"count":5}`},
		{contentResult(t, "intro", "```json\n[1]\n```"), "fenced", `[1]`},
		{contentResult(t, "{\"id\": 7}\n"+long), "prefix", `{"id":7}`},
	}
	for _, c := range cases {
		res := apply(t, x, c.result)
		if res.Account.JSONForm != c.form || mustJSON(t, res.Value) != c.value {
			t.Errorf("%s: form %q value %s", c.result, res.Account.JSONForm, mustJSON(t, res.Value))
		}
	}
}
