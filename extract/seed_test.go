package extract_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
)

// seedGateway is seed 000's four configuration examples in one gateway,
// pointed at the seed-001 example servers' tools (the seed's Example 2
// regexes, with ★ for the seed's mojibake).
const seedGateway = `{"virtual_tools": {
  "get_time": {"source_tool": "server-time:get_current_time",
    "output_schema": {"type": "object", "properties": {"timezone": {"type": "string"}, "datetime": {"type": "string"}, "day_of_week": {"type": "string"}}},
    "text_extraction": {"enabled": true, "auto_detect_json": true}},
  "search_repos": {"source_tool": "server-github:search_repositories",
    "output_schema": {"type": "object", "properties": {"repositories": {"type": "array", "items": {"type": "object", "properties": {
      "name": {"type": "string"}, "stars": {"type": "integer"}, "description": {"type": "string"}, "url": {"type": "string"}}}}}},
    "text_extraction": {"enabled": true, "parser": "markdown_numbered_list", "list_field": "repositories", "item_patterns": {
      "name": {"regex": "\\*\\*([^*]+)\\*\\*", "required": true},
      "stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer", "transform": "remove_commas"},
      "url": {"regex": "https://github\\.com/[^\\s]+"},
      "description": {"regex": "^   (.+)$", "multiline": true}}}},
  "get_weather_simple": {"source_tool": "server-weather:get_weather",
    "output_schema": {"type": "object", "properties": {"temperature": {"type": "string"}, "conditions": {"type": "string"}, "humidity": {"type": "string"}, "wind": {"type": "string"}}},
    "text_extraction": {"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true, "section_marker": "\n\n"}}},
  "query_users": {"source_tool": "server-database:query",
    "output_schema": {"type": "object", "properties": {"rows": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}, "email": {"type": "string"}}}}}},
    "text_extraction": {"enabled": true, "parser": "markdown_table", "table_field": "rows"}}
}}`

// seedCall finds one captured call of the seed-001 fixture corpora.
func seedCall(t *testing.T, corpus, id string) []byte {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(fixture.SeedCorpora()[corpus]))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var l struct {
			ID     string          `json:"id"`
			Result json.RawMessage `json:"result"`
		}
		if json.Unmarshal(sc.Bytes(), &l) == nil && l.ID == id {
			return l.Result
		}
	}
	t.Fatalf("%s: no call %s", corpus, id)
	return nil
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSeedExamples applies seed 000's four configs to the seed-001 example
// servers' captured outputs and checks the exact values and accounts.
func TestSeedExamples(t *testing.T) {
	g, err := extract.LoadGateway([]byte(seedGateway), "gateway.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		corpus, id, server, tool, vt string
		want                         string
		parser                       string
		unusedLines                  []int // first line of each unused range
		misses                       []string
	}{
		{"seed-time", "server-time/get_current_time/1", "server-time", "get_current_time", "get_time",
			`{"datetime":"2025-12-23T09:46:14-05:00","day_of_week":"Tuesday","timezone":"America/New_York"}`,
			"json", []int{1, 5}, []string{"/is_dst not_in_schema"}},
		{"seed-github", "server-github/search_repositories/1", "server-github", "search_repositories", "search_repos",
			`{"repositories":[{"description":"Official Python SDK for Model Context Protocol","name":"anthropics/mcp-python","stars":2341,"url":"https://github.com/anthropics/mcp-python"},` +
				`{"description":"Reference MCP server implementations","name":"modelcontextprotocol/servers","stars":1892,"url":"https://github.com/modelcontextprotocol/servers"}]}`,
			"markdown_numbered_list", []int{1}, nil},
		{"seed-weather", "server-weather/get_weather/1", "server-weather", "get_weather", "get_weather_simple",
			`{"conditions":"Partly Cloudy","humidity":"72%","temperature":"58°F (14°C)","wind":"12 mph NW"}`,
			"key_value_pairs", []int{1, 5, 9, 11}, []string{"/Current Conditions/Feels like not_in_schema", "/Current Conditions/Pressure not_in_schema",
				"/Last updated not_in_schema", "/Weather for San Francisco, CA not_in_schema"}},
		{"seed-database", "server-database/query/1", "server-database", "query", "query_users",
			`{"rows":[{"email":"alice@example.com","name":"Alice Johnson"},{"email":"bob@example.com","name":"Bob Smith"},{"email":"carol@example.com","name":"Carol White"}]}`,
			"markdown_table", []int{1, 4, 9}, []string{"/rows/0/created_at not_in_schema", "/rows/1/created_at not_in_schema", "/rows/2/created_at not_in_schema"}},
	}
	for _, c := range cases {
		t.Run(c.vt, func(t *testing.T) {
			tools := g.ForSource(c.server, c.tool)
			if len(tools) != 1 || tools[0].Name != c.vt {
				t.Fatalf("ForSource(%s, %s) = %v", c.server, c.tool, tools)
			}
			res, err := tools[0].Extractor.Apply(seedCall(t, c.corpus, c.id))
			if err != nil {
				t.Fatal(err)
			}
			if got := mustJSON(t, res.Value); got != c.want {
				t.Errorf("value\n got %s\nwant %s", got, c.want)
			}
			a := res.Account
			if a.Source != extract.SourceText || a.Parser != c.parser {
				t.Errorf("source %q parser %q", a.Source, a.Parser)
			}
			var unused []int
			for _, u := range a.Unused {
				unused = append(unused, u.Line)
			}
			if !reflect.DeepEqual(unused, c.unusedLines) {
				t.Errorf("unused ranges start at lines %v, want %v (%+v)", unused, c.unusedLines, a.Unused)
			}
			var misses []string
			for _, m := range a.Misses {
				misses = append(misses, m.Path+" "+m.Kind)
			}
			if !reflect.DeepEqual(misses, c.misses) {
				t.Errorf("misses %v, want %v", misses, c.misses)
			}
			// every field hit points at bytes holding the value's text
			text := resultText(t, seedCall(t, c.corpus, c.id))
			for _, f := range a.Fields {
				v := lookup(res.Value, f.Path)
				if v == nil {
					t.Errorf("field %s: no value at that path", f.Path)
					continue
				}
				got := text[f.Start:f.End]
				if s, ok := v.(string); ok && !strings.Contains(s, strings.TrimSpace(got)) && !strings.Contains(got, s) {
					t.Errorf("field %s = %q but its bytes are %q", f.Path, s, got)
				}
			}
			if a.UsedLines == 0 || a.LineCoverage() <= 0 || a.LineCoverage() > 1 || a.ByteCoverage() <= 0 || a.ByteCoverage() > 1 {
				t.Errorf("coverage: lines %d/%d (%.2f), bytes %.2f", a.UsedLines, a.NonBlankLines, a.LineCoverage(), a.ByteCoverage())
			}
		})
	}
}

// resultText joins a result's text blocks like Apply does.
func resultText(t *testing.T, raw []byte) string {
	t.Helper()
	var r struct {
		Content []struct{ Type, Text string } `json:"content"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	var parts []string
	for _, c := range r.Content {
		if c.Type == "text" {
			parts = append(parts, c.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// lookup follows a JSON pointer into a value.
func lookup(v any, ptr string) any {
	if ptr == "" {
		return v
	}
	for _, step := range strings.Split(ptr[1:], "/") {
		step = strings.ReplaceAll(strings.ReplaceAll(step, "~1", "/"), "~0", "~")
		switch t := v.(type) {
		case map[string]any:
			v = t[step]
		case []any:
			i := 0
			for _, c := range step {
				i = i*10 + int(c-'0')
			}
			if i >= len(t) {
				return nil
			}
			v = t[i]
		default:
			return nil
		}
	}
	return v
}
