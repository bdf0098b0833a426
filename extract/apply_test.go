package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

func tool(t *testing.T, cfg string) *extract.Extractor {
	t.Helper()
	g, err := extract.LoadGateway([]byte(cfg), "test.json")
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	nts := g.ForSource("s", "t")
	if len(nts) != 1 || nts[0].Extractor == nil {
		t.Fatalf("ForSource: %+v", nts)
	}
	return nts[0].Extractor
}

func apply(t *testing.T, x *extract.Extractor, result []byte) extract.Result {
	t.Helper()
	res, err := x.Apply(result)
	if err != nil {
		t.Fatalf("Apply: %v", err)
	}
	return res
}

func missKinds(a extract.Account) string {
	var out []string
	for _, m := range a.Misses {
		out = append(out, m.Path+" "+m.Kind)
	}
	return strings.Join(out, "; ")
}

// TestFlow follows the seed's flowchart: isError, disabled,
// structuredContent, no text, and results that are not objects.
func TestFlow(t *testing.T) {
	schema := `"output_schema": {"type": "object", "properties": {"count": {"type": "integer"}}}`
	on := tool(t, `{"source_tool": "s:t", `+schema+`, "text_extraction": {"enabled": true, "auto_detect_json": true}}`)
	off := tool(t, `{"source_tool": "s:t", `+schema+`, "text_extraction": {"enabled": false, "auto_detect_json": true}}`)
	cases := []struct {
		name   string
		x      *extract.Extractor
		result string
		source string
		value  string
	}{
		{"text", on, `{"content":[{"type":"text","text":"{\"count\": \"1,204\", \"x\": 1}"}]}`, extract.SourceText, `{"count":1204}`},
		{"structured wins", on, `{"content":[{"type":"text","text":"{\"count\": 1}"}],"structuredContent":{"count":7,"other":true}}`, extract.SourceStructured, `{"count":7}`},
		{"structured null is absent", on, `{"content":[{"type":"text","text":"{\"count\": 1}"}],"structuredContent":null}`, extract.SourceText, `{"count":1}`},
		{"isError", on, `{"content":[{"type":"text","text":"{\"count\": 1}"}],"isError":true}`, extract.SourceError, `null`},
		{"disabled", off, `{"content":[{"type":"text","text":"{\"count\": 1}"}]}`, extract.SourceDisabled, `null`},
		{"disabled passes structured", off, `{"content":[],"structuredContent":{"count":"3"}}`, extract.SourceDisabled, `{"count":3}`},
		{"no text", on, `{"content":[{"type":"image","data":"AAAA","mimeType":"image/png"}]}`, extract.SourceNoText, `null`},
		{"no content", on, `{}`, extract.SourceNoText, `null`},
		{"content not an array", on, `{"content":"hello"}`, extract.SourceNoText, `null`},
		{"blocks joined", on, `{"content":[{"type":"text","text":"{\"count\":"},{"type":"image"},{"type":"text","text":"5}"}]}`, extract.SourceText, `{"count":5}`},
		{"no JSON", on, `{"content":[{"type":"text","text":"hello"}]}`, extract.SourceText, `null`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := apply(t, c.x, []byte(c.result))
			if res.Account.Source != c.source {
				t.Errorf("source %q, want %q", res.Account.Source, c.source)
			}
			if got := mustJSON(t, res.Value); got != c.value {
				t.Errorf("value %s, want %s", got, c.value)
			}
		})
	}
	res := apply(t, on, []byte(`{"content":[{"type":"text","text":"{\"count\":"},{"type":"image"},{"type":"text","text":"5}"}]}`))
	if got := mustJSON(t, res.Account.Blocks); got != "[0,2]" {
		t.Errorf("blocks %s", got)
	}
	for _, bad := range []string{``, `null`, `[1]`, `"text"`, `{"content": [}`, `{} {}`} {
		if _, err := on.Apply([]byte(bad)); err == nil || !strings.Contains(err.Error(), "not a JSON object") {
			t.Errorf("Apply(%q): err %v", bad, err)
		}
	}
}

// TestJSONForms: auto_detect_json finds JSON whole, fenced and before
// trailing prose, and falls back to the parser.
func TestJSONForms(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "key_value_pairs"}}`)
	cases := []struct{ text, form, parser, value string }{
		{`{"a": 1}`, "whole", "json", `{"a":1}`},
		{"Result:\n```json\n{\"a\": [1, 2]}\n```\nDone.", "fenced", "json", `{"a":[1,2]}`},
		{"[{\"a\": 1}]\n\nShowing 1 of 1.", "prefix", "json", `[{"a":1}]`},
		{"Name: x\nSize: 3", "", "key_value_pairs", `{"Name":"x","Size":"3"}`},
	}
	for _, c := range cases {
		res := apply(t, x, textResult(c.text))
		a := res.Account
		if a.JSONForm != c.form || a.Parser != c.parser || mustJSON(t, res.Value) != c.value {
			t.Errorf("%q: form %q parser %q value %s; want %q %q %s", c.text, a.JSONForm, a.Parser, mustJSON(t, res.Value), c.form, c.parser, c.value)
		}
	}
	// JSON fields name their bytes
	res := apply(t, x, textResult("{\"a\": {\"b\": \"xy\"}, \"c\": [true]}"))
	got := map[string]string{}
	for _, f := range res.Account.Fields {
		got[f.Path] = `{"a": {"b": "xy"}, "c": [true]}`[f.Start:f.End]
	}
	if got["/a/b"] != `"xy"` || got["/c/0"] != "true" || len(got) != 2 {
		t.Errorf("fields %v", got)
	}
}

// TestProjection: names match the way a person reads them, nested
// sections are searched breadth first, types convert, the rest is left
// out with a reason.
func TestProjection(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true},
	  "output_schema": {"type": "object", "required": ["missing"], "properties": {
	    "day_of_week": {"type": "string"}, "temperature": {"type": "number"}, "stars": {"type": "integer"},
	    "active": {"type": "boolean"}, "id": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}},
	    "lines": {"type": "array", "items": {"type": "string"}}, "nested": {"type": "object", "properties": {"deep_key": {"type": "integer"}}},
	    "bad": {"type": "integer"}, "maybe": {"type": ["integer", "null"]}, "missing": {"type": "string"},
	    "list": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}}`)
	text := `{"Day of week": "Tuesday", "Section": {"Temperature": "72.5", "Inner": {"stars": "should not win"}},
	  "Stars": "2,341", "ACTIVE": "yes", "id": 42, "tags": "solo", "lines": "a\nb\n", "nested": {"Deep-Key": "7", "drop": 1},
	  "bad": "12 apples", "maybe": null, "extra": 1,
	  "list": [{"n": "1"}, {"n": "x"}, {"n": 3.0}]}`
	res := apply(t, x, textResult(text))
	want := `{"active":true,"day_of_week":"Tuesday","id":"42","lines":["a","b"],"list":[{"n":1},{},{"n":3}],"maybe":null,"nested":{"deep_key":7},"stars":2341,"tags":["solo"],"temperature":72.5}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("value\n got %s\nwant %s", got, want)
	}
	wantMisses := "/bad coerce_failed; /list/1/n coerce_failed; /nested/drop not_in_schema; /Section/Inner not_in_schema; /extra not_in_schema; /missing schema_required"
	if got := missKinds(res.Account); got != wantMisses {
		t.Errorf("misses\n got %s\nwant %s", got, wantMisses)
	}
	if m := res.Value.(map[string]any); m["stars"] != int64(2341) || m["temperature"] != 72.5 {
		t.Errorf("Go types: stars %T, temperature %T", m["stars"], m["temperature"])
	}
}

// TestProjectionWrapsArray: a bare JSON array meets an object schema with
// one array property.
func TestProjectionWrapsArray(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true},
	  "output_schema": {"type": "object", "properties": {"note": {"type": "string"}, "users": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "integer"}}}}}}}`)
	res := apply(t, x, textResult(`[{"id": "1", "x": 2}, {"id": 2}]`))
	if got := mustJSON(t, res.Value); got != `{"users":[{"id":1},{"id":2}]}` {
		t.Errorf("value %s", got)
	}
	paths := ""
	for _, f := range res.Account.Fields {
		paths += f.Path + " "
	}
	if paths != "/users/0/id /users/1/id " {
		t.Errorf("fields %q", paths)
	}
}

// TestProjectionAmbiguity: several sections at one depth holding the key:
// the first in the text wins and the account warns.
func TestProjectionAmbiguity(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"high": {"type": "string"}}},
	  "text_extraction": {"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true}}}`)
	text := "Wednesday:\n  High: 59F\n  Low: 48F\n\nTuesday:\n  High: 61F\n  Low: 49F\n"
	res := apply(t, x, textResult(text))
	if got := mustJSON(t, res.Value); got != `{"high":"59F"}` {
		t.Errorf("value %s", got)
	}
	if len(res.Account.Warnings) != 1 || !strings.Contains(res.Account.Warnings[0], "2 keys match") {
		t.Errorf("warnings %q", res.Account.Warnings)
	}
}

// TestListParser: required items are dropped and counted, bullets are a
// fallback, numbered lists win over bullets, no patterns keep the text.
func TestListParser(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {
	  "name": {"regex": "\\*\\*(.+?)\\*\\*", "required": true, "transform": ["strip_markdown", "lowercase"]},
	  "rating": {"regex": "Rating: ([\\d.]+)", "type": "number"},
	  "reviews": {"regex": "\\(([\\d,]+) reviews\\)", "type": "integer"},
	  "notes": {"regex": "^\\s+- (.+)$", "multiline": true}}}}`)
	text := "Results:\n\n1) **Union Square Roasters**\n   Rating: 4.5 (1,204 reviews)\n   - open late\n   - wifi\n2) no name here\n   Rating: 4.0\n3) **Geary**\n   Rating: x\n\n- **Bullet** ignored\n"
	res := apply(t, x, textResult(text))
	want := `{"items":[{"name":"union square roasters","notes":"open late\nwifi","rating":4.5,"reviews":1204},{"name":"geary"}]}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("value\n got %s\nwant %s", got, want)
	}
	a := res.Account
	if a.Items != 3 || a.ItemsKept != 2 {
		t.Errorf("items %d kept %d", a.Items, a.ItemsKept)
	}
	if got := missKinds(a); got != "/items required_missing; /items/1/rating no_match; /items/1/reviews no_match; /items/1/notes no_match" {
		t.Errorf("misses %s", got)
	}
	if d := a.Misses[0].Detail; !strings.Contains(d, "item 2 (line 7)") {
		t.Errorf("dropped item detail %q", d)
	}
	if len(a.Warnings) != 1 || !strings.Contains(a.Warnings[0], "bulleted") {
		t.Errorf("warnings %q", a.Warnings)
	}
	bullets := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "markdown_numbered_list", "list_field": "tables"}}`)
	res = apply(t, bullets, textResult("Tables (2):\n\n- users (3 rows)\n- orders\n  (12 rows)\n"))
	if got := mustJSON(t, res.Value); got != `{"tables":["users (3 rows)","orders\n(12 rows)"]}` {
		t.Errorf("bullets: %s", got)
	}
	res = apply(t, bullets, textResult("no list at all"))
	if res.Value != nil || missKinds(res.Account) != " no_structure" {
		t.Errorf("no list: %s %s", mustJSON(t, res.Value), missKinds(res.Account))
	}
}

// TestKeyValueParser: sections nest, repeated keys become arrays.
func TestKeyValueParser(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "key_value_pairs"}}`)
	text := "Status: ok\nTag: a\nTag: b\nServer:\n  Host: example.com\n  Port: 8080\n"
	res := apply(t, x, textResult(text))
	want := `{"Server":{"Host":"example.com","Port":"8080"},"Status":"ok","Tag":["a","b"]}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("value\n got %s\nwant %s", got, want)
	}
	paths := map[string]bool{}
	for _, f := range res.Account.Fields {
		paths[f.Path] = true
	}
	for _, p := range []string{"/Status", "/Tag/0", "/Tag/1", "/Server/Host", "/Server/Port"} {
		if !paths[p] {
			t.Errorf("no field hit for %s (have %v)", p, paths)
		}
	}
	if res.Account.UsedLines != 6 || res.Account.LineCoverage() != 1 {
		t.Errorf("used lines %d coverage %.2f", res.Account.UsedLines, res.Account.LineCoverage())
	}
}

// TestTableParser: split tables with the same columns are joined; among
// different tables the one matching the schema wins.
func TestTableParser(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "markdown_table"}}`)
	text := "| A | B |\n|---|---|\n| 1 | 2 |\n\nPage 2:\n\n| a | b |\n|---|---|\n| 3 | x \\| y |\n"
	res := apply(t, x, textResult(text))
	if got := mustJSON(t, res.Value); got != `{"rows":[{"A":"1","B":"2"},{"A":"3","B":"x | y"}]}` {
		t.Errorf("joined: %s", got)
	}
	y := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "markdown_table", "table_field": "cols"},
	  "output_schema": {"type": "object", "properties": {"cols": {"type": "array", "items": {"type": "object", "properties": {
	    "column": {"type": "string"}, "nullable": {"type": "boolean"}}}}}}}`)
	text = "| id | name |\n|---|---|\n| 1 | a |\n| 2 | b |\n\n| column | type | nullable |\n|---|---|---|\n| id | INTEGER | NO |\n"
	res = apply(t, y, textResult(text))
	if got := mustJSON(t, res.Value); got != `{"cols":[{"column":"id","nullable":false}]}` {
		t.Errorf("schema choice: %s", got)
	}
	if len(res.Account.Warnings) != 1 || !strings.Contains(res.Account.Warnings[0], "line 1") {
		t.Errorf("warnings %q", res.Account.Warnings)
	}
}

// TestCustomRegex: group selection, multiline as a joined string, and a
// missing required field yields nothing.
func TestCustomRegex(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "custom_regex", "patterns": {
	  "version": {"regex": "v(\\d+)\\.(\\d+)", "group": 2, "type": "integer"},
	  "whole": {"regex": "v\\d+\\.\\d+"},
	  "reactions": {"regex": "^Reactions: (.+)$", "multiline": true},
	  "id": {"regex": "ID: (\\w+)", "required": true}}}}`)
	res := apply(t, x, textResult("ID: abc\nv2.5 released\nReactions: 5\nReactions: 3\n"))
	if got := mustJSON(t, res.Value); got != `{"id":"abc","reactions":"5\n3","version":5,"whole":"v2.5"}` {
		t.Errorf("value %s", got)
	}
	res = apply(t, x, textResult("v2.5 released"))
	if res.Value != nil || !strings.Contains(missKinds(res.Account), "/id required_missing") {
		t.Errorf("required: %s %s", mustJSON(t, res.Value), missKinds(res.Account))
	}
}

// TestTransformsJSON: one transform marshals as a string, several as an
// array, and both forms load.
func TestTransformsJSON(t *testing.T) {
	one, _ := json.Marshal(extract.Transforms{"trim"})
	two, _ := json.Marshal(extract.Transforms{"trim", "lowercase"})
	if string(one) != `"trim"` || string(two) != `["trim","lowercase"]` {
		t.Errorf("marshal: %s %s", one, two)
	}
	var a, b extract.Transforms
	if json.Unmarshal(one, &a) != nil || json.Unmarshal(two, &b) != nil || len(a) != 1 || len(b) != 2 {
		t.Errorf("unmarshal: %v %v", a, b)
	}
	if json.Unmarshal([]byte(`3`), &a) == nil {
		t.Error("a number is not a transform")
	}
}
