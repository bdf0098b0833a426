package textparse

import (
	"encoding/json"
	"strings"
	"testing"
)

// viewCases are texts as real servers write them around JSON, with the
// JSON FindJSON must take (value as compact JSON; "" when none).
var viewCases = []struct {
	name, text, form, value string
}{
	{"status line and settings, then the matches",
		"Found 2 matches for query: open($X)\nIn: /srv/app\nLanguage: go\n\nMatches:\n[\n  {\n    \"file\": \"/srv/app/main.go\",\n    \"line\": 12,\n    \"text\": \"f, err := os.Open(path)\"\n  },\n  {\n    \"file\": \"/srv/app/util.go\",\n    \"line\": 40,\n    \"text\": \"return os.Open(name)\"\n  }\n]",
		JSONHeader, `[{"file":"/srv/app/main.go","line":12,"text":"f, err := os.Open(path)"},{"file":"/srv/app/util.go","line":40,"text":"return os.Open(name)"}]`},
	{"code snippets with braces inside strings",
		"Result:\n{\n  \"snippet\": \"func f() { if x { return [1] } }\",\n  \"lines\": \"{\\n}\"\n}",
		JSONHeader, `{"lines":"{\n}","snippet":"func f() { if x { return [1] } }"}`},
	{"key then inline JSON", "Response: {\"ok\": true, \"channel\": \"C1\", \"ts\": \"17.5\", \"message\": {\"text\": \"deployed\"}}",
		JSONHeader, `{"channel":"C1","message":{"text":"deployed"},"ok":true,"ts":"17.5"}`},
	{"header then JSON Lines", "3 documents:\n{\"_id\": \"a1\", \"title\": \"First\"}\n{\"_id\": \"a2\", \"title\": \"Second\"}\n{\"_id\": \"a3\", \"title\": \"Third\"}",
		JSONLines, `[{"_id":"a1","title":"First"},{"_id":"a2","title":"Second"},{"_id":"a3","title":"Third"}]`},
	{"fenced JSON Lines", "Results:\n\n```jsonl\n{\"id\": 1, \"status\": \"done\"}\n{\"id\": 2, \"status\": \"queued\"}\n```",
		JSONSeveral, `[{"id":1,"status":"done"},{"id":2,"status":"queued"}]`},
	{"two labelled values", "Request:\n{\n  \"method\": \"GET\",\n  \"path\": \"/v1/items\"\n}\n\nResponse:\n{\n  \"status\": 200,\n  \"items\": [1, 2, 3]\n}",
		JSONSeveral, `[{"method":"GET","path":"/v1/items"},{"items":[1,2,3],"status":200}]`},
	{"value then a trailing note", "{\n  \"id\": \"job-7\",\n  \"state\": \"running\"\n}\n\nNote: results are cached for 60 seconds.",
		JSONPrefix, `{"id":"job-7","state":"running"}`},
	{"fence in a language other than json", "Config:\n```yaml-ish\n{\"port\": 8080, \"debug\": false}\n```",
		JSONFenced, `{"debug":false,"port":8080}`},
	{"heading, value, footer", "## Stats\n\n{\"rows\": 120, \"bytes\": 40960, \"tables\": [\"a\", \"b\"]}\n\n_took 3 ms_",
		JSONHeader, `{"bytes":40960,"rows":120,"tables":["a","b"]}`},
	{"indented opener after four header lines",
		"Results for the query:\nTotal: 2\nPage: 1\nShowing all:\n  [\n  {\"id\": 1, \"name\": \"alpha\", \"path\": \"/srv/a.txt\"},\n  {\"id\": 2, \"name\": \"beta\", \"path\": \"/srv/b.txt\"}\n]",
		JSONHeader, `[{"id":1,"name":"alpha","path":"/srv/a.txt"},{"id":2,"name":"beta","path":"/srv/b.txt"}]`},
	{"code braces in indented code are not JSON", "Example:\n\n    if (x)\n    {\n      run();\n    }", "", ""},
	{"footnotes are prose", "Sources:\n[1] https://example.org/a\n[2] https://example.org/b", "", ""},
	{"bracketed words are prose", "Result: [1] is the first\n[2] is the second", "", ""},
	{"empty array behind a status line", "No rows matched the filter on table orders.\n[]", "", ""},
	{"small fence in long prose", strings.Repeat("The handler rejects the request before the body is parsed. ", 5) + "\n\n```json\n{\"event\": \"push\"}\n```\n", "", ""},
	{"list items mentioning JSON", "- first: {\"a\": 1}\n- second: {\"b\": 2}", "", ""},
	{"JSON inside a list item", "- item one\n  {\"a\": 1, \"b\": [1, 2, 3, 4, 5, 6]}\n- item two", "", ""},
	{"value inside a sentence", "The answer {\"a\": 1} came back quickly.", "", ""},
	{"a table with a JSON cell", "| id | meta |\n|---|---|\n| 1 | {\"a\": 1} |", "", ""},
}

// TestViewPayloadJSON: FindJSON takes the JSON a server writes behind a
// header of any length, before a note, in several values or lines, and
// nothing else.
func TestViewPayloadJSON(t *testing.T) {
	for _, c := range viewCases {
		t.Run(c.name, func(t *testing.T) {
			m, ok := FindJSON(c.text)
			if ok != (c.value != "") {
				t.Fatalf("ok=%v (%+v)", ok, m)
			}
			if !ok {
				return
			}
			checkSpan(t, "json", c.text, m.Span)
			v, _ := json.Marshal(m.Value)
			if string(v) != c.value || m.Form != c.form {
				t.Errorf("got %s %s", m.Form, v)
			}
			for i, p := range m.Parts {
				checkSpan(t, "part", c.text, p)
				if !json.Valid([]byte(c.text[p.Start:p.End])) {
					t.Errorf("part %d %q", i, c.text[p.Start:p.End])
				}
			}
		})
	}
}

// TestViewEmptyValuesCount: {} and [] among values with data still count.
func TestViewEmptyValuesCount(t *testing.T) {
	m, ok := FindJSON("Done.\n{\"added\": [\"x\", \"y\"], \"removed\": []}\n{}")
	if !ok || m.Form != JSONLines {
		t.Fatalf("%v %+v", ok, m)
	}
}
