package extract_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestAutoJSONPayloadOnly: parser auto takes JSON only where it carries
// the payload (the classifier's rule): a JSON example fenced inside a long
// document is part of the prose, while the same fence behind a short
// header is the payload, and a header of several lines does not hide a
// value that carries the text.
func TestAutoJSONPayloadOnly(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "auto"}}`)
	prose := strings.Repeat("The configuration file is read at start-up and every key has a default value. ", 5)
	doc := "## Configuration\n\n" + prose + "\n\nFor example:\n\n```json\n{\"entry\": [\"src/index.ts\"]}\n```\n\n" + prose
	res, err := x.Apply(contentResult(t, doc))
	if err != nil {
		t.Fatal(err)
	}
	if res.Account.Pattern == "json" || res.Account.Parser == "json" {
		t.Errorf("a JSON example in a document was taken as the payload: %+v", res.Account)
	}
	res, err = x.Apply(contentResult(t, "Current config:\n```json\n{\"entry\": [\"src/index.ts\"], \"strict\": true}\n```"))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(res.Value); string(b) != `{"entry":["src/index.ts"],"strict":true}` {
		t.Errorf("fence behind a header: %s", b)
	}
	long := "Found 2 matches for query: open($X)\nIn: /srv/app\nLanguage: go\n\nMatches:\n" +
		"[\n  {\"file\": \"/srv/app/main.go\", \"line\": 12, \"text\": \"f, err := os.Open(path)\"},\n" +
		"  {\"file\": \"/srv/app/util.go\", \"line\": 40, \"text\": \"return os.Open(name)\"}\n]"
	res, err = x.Apply(contentResult(t, long))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res.Value)
	if !strings.Contains(string(b), `"line":40`) || len(res.Account.JSON) != 1 {
		t.Errorf("JSON behind a header of several lines: %s %+v", b, res.Account.JSON)
	}
}

// TestAutoJSONHeaderCounts: the counts of a status line above the JSON
// ("Found 2 matches", "(2 matches)") come next to it, and so do its
// other tokens ("Result: OK" gives result), and so do the lines between
// it and the JSON ("Scope: /srv"); a text that is all JSON gets none.
func TestAutoJSONHeaderCounts(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "auto"}}`)
	rows := "[\n  {\"file\": \"a.go\", \"line\": 3},\n  {\"file\": \"b.go\", \"line\": 9}\n]"
	for text, want := range map[string]string{
		"Found 2 matches in 2 files\nScope: /srv\n\n" + rows: `{"files_count":2,"items":[{"file":"a.go","line":3},{"file":"b.go","line":9}],"matches_count":2,"scope":"/srv"}`,
		"Result: OK (2 matches)\n" + rows:                    `{"items":[{"file":"a.go","line":3},{"file":"b.go","line":9}],"matches_count":2,"result":"OK"}`,
		rows:                                                 `{"items":[{"file":"a.go","line":3},{"file":"b.go","line":9}]}`,
	} {
		res, err := x.Apply(contentResult(t, text))
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := json.Marshal(res.Value); string(b) != want {
			t.Errorf("%.30q: got %s, want %s", text, b, want)
		}
	}
}

// TestAutoJSONItemGivesWay: among several text items, a small JSON item
// gives way to a larger item holding a table (the classifier lets the
// largest item with a pattern decide); a JSON item larger than the table,
// or next to prose, is the payload.
func TestAutoJSONItemGivesWay(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "auto"}}`)
	table := "| id | email |\n|---|---|\n| 1 | ada@example.org |\n| 2 | bob@example.org |"
	big := `{"rows": [{"id": 1, "email": "ada@example.org"}, {"id": 2, "email": "bob@example.org"}], "total": 2, "page": 1}`
	for _, c := range []struct {
		items []any
		want  string
	}{
		{[]any{`{"total": 2}`, table}, "markdown_table"},
		{[]any{big, table}, "json_in_text"},
		{[]any{`{"total": 2}`, "Query ran on the replica; results may lag by a few seconds."}, "json_in_text"},
	} {
		res, err := x.Apply(contentResult(t, c.items...))
		if err != nil {
			t.Fatal(err)
		}
		if res.Account.Pattern != c.want {
			t.Errorf("%q: pattern %s, want %s", c.items, res.Account.Pattern, c.want)
		}
	}
}

// TestAutoJSONLineBetweenHeaderAndNotes: a line that is one JSON object
// between a header line and a block of notes that carry as many bytes
// gives its value under "json".
func TestAutoJSONLineBetweenHeaderAndNotes(t *testing.T) {
	text := "Details of problem from environment prod in the following json:\n" +
		`{"problemId":"P-251098","title":"Low disk space","status":"OPEN","entities":[{"id":"HOST-0C4E","name":"depot-gw"}]}` + "\n" +
		"Next Steps:\n* If the entities list is not empty, suggest to the user that they could investigate those entities further. For example with:\n" +
		"   * list_events tool, using the affected entity's entityId in the entitySelector.\n" +
		"   * query_logs tool, for a narrow time range of the problem, searching for logs about that entity.\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"problemId":"P-251098"`, `"name":"depot-gw"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}

// TestAutoJSONListItem: a list item that is one JSON value is that value.
func TestAutoJSONListItem(t *testing.T) {
	text := "Found 2 relationships:\n* {\"calls\":[{\"id\":\"SERVICE-5A1C\",\"type\":\"SERVICE\"}]}\n* {\"runsOn\":[{\"id\":\"HOST-0C4E\",\"type\":\"HOST\"}]}\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"items":[{"calls":[{"id":"SERVICE-5A1C","type":"SERVICE"}]},{"runsOn":[{"id":"HOST-0C4E","type":"HOST"}]}]`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
