package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
)

// extractGateway is seed 000's examples 1 and 4 aimed at the seed-001
// example servers.
const extractGateway = `{"listen": ":8080", "virtual_tools": {
  "get_time": {"source_tool": "server-time:get_current_time",
    "output_schema": {"type": "object", "properties": {"timezone": {"type": "string"}, "day_of_week": {"type": "string"}}},
    "text_extraction": {"enabled": true, "auto_detect_json": true}},
  "query_users": {"source_tool": "server-database:query",
    "output_schema": {"type": "object", "properties": {"rows": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}}}},
    "text_extraction": {"enabled": true, "parser": "markdown_table", "table_field": "rows"}}}}`

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func extractLines(t *testing.T, out string) map[string]map[string]json.RawMessage {
	t.Helper()
	got := map[string]map[string]json.RawMessage{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("not JSON: %s", line)
		}
		for _, k := range []string{"id", "server", "tool", "virtual_tool", "value", "account"} {
			if _, ok := m[k]; !ok {
				t.Errorf("line lacks %q: %s", k, line)
			}
		}
		var id, vt string
		_ = json.Unmarshal(m["id"], &id)
		_ = json.Unmarshal(m["virtual_tool"], &vt)
		got[id+" "+vt] = m
	}
	return got
}

// TestExtractJSONL applies a gateway to captured calls: one line per call
// and matching virtual tool, the others counted on stderr.
func TestExtractJSONL(t *testing.T) {
	cfg := writeTemp(t, "gateway.json", extractGateway)
	var all []byte
	for _, name := range []string{"seed-database", "seed-time", "seed-slack"} {
		all = append(all, fixture.SeedCorpora()[name]...)
	}
	all = append(all, []byte(`{"id":"x1","server":"server-time","tool":"get_current_time","result_raw":{"content":[{"type":"text","text":"{\"timezone\":\"UTC\"}"}],"isError":true}}`+"\n")...)
	input := writeTemp(t, "calls.jsonl", string(all))
	out, errs, code := cli(t, "extract", "--config", cfg, "--input", input)
	if code != exitOK {
		t.Fatalf("extract: %d %s", code, errs)
	}
	got := extractLines(t, out)
	want := map[string]string{
		"server-time/get_current_time/1 get_time": `{"day_of_week":"Tuesday","timezone":"America/New_York"}`,
		"server-database/query/1 query_users":     `{"rows":[{"name":"Alice Johnson"},{"name":"Bob Smith"},{"name":"Carol White"}]}`,
		"x1 get_time":                             `null`,
	}
	if len(got) != len(want) {
		t.Errorf("%d lines, want %d: %s", len(got), len(want), out)
	}
	for k, v := range want {
		if string(got[k]["value"]) != v {
			t.Errorf("%s: value %s, want %s", k, got[k]["value"], v)
		}
	}
	if !strings.Contains(string(got["x1 get_time"]["account"]), `"source":"error_result"`) {
		t.Errorf("isError account: %s", got["x1 get_time"]["account"])
	}
	if !strings.Contains(errs, "calls skipped: no matching virtual tool") {
		t.Errorf("stderr: %q", errs)
	}
	// --tool keeps one virtual tool (by name or by source)
	for _, sel := range []string{"query_users", "server-database:query"} {
		out, _, code = cli(t, "extract", "--config", cfg, "--input", input, "--tool", sel)
		if got := extractLines(t, out); code != exitOK || len(got) != 1 || got["server-database/query/1 query_users"] == nil {
			t.Errorf("--tool %s: %d %v", sel, code, got)
		}
	}
	bad := writeTemp(t, "bad.jsonl", "{\"kind\":\"server\",\"server\":\"a\"}\nnot json\n")
	if _, errs, code := cli(t, "extract", "--config", cfg, "--input", bad); code != exitFailure || !strings.Contains(errs, "bad.jsonl:2") {
		t.Errorf("bad line: %d %s", code, errs)
	}
	notObj := writeTemp(t, "notobj.jsonl", `{"id":"n","server":"server-time","tool":"get_current_time","result":[1]}`+"\n")
	if _, errs, code := cli(t, "extract", "--config", cfg, "--input", notObj); code != exitFailure || !strings.Contains(errs, "notobj.jsonl:1") || !strings.Contains(errs, "not a JSON object") {
		t.Errorf("result not an object: %d %s", code, errs)
	}
}

// TestExtractRaw: input that is not JSONL is one raw output, text or a
// CallToolResult; --tool picks the virtual tool when there are several.
func TestExtractRaw(t *testing.T) {
	cfg := writeTemp(t, "gateway.json", extractGateway)
	text := writeTemp(t, "out.txt", "| name | email |\n|---|---|\n| Ann | a@x |\n")
	if _, errs, code := cli(t, "extract", "--config", cfg, "--input", text); code != exitUsage || !strings.Contains(errs, "--tool") {
		t.Errorf("several tools without --tool: %d %s", code, errs)
	}
	out, errs, code := cli(t, "extract", "--config", cfg, "--input", text, "--tool", "query_users")
	if code != exitOK || !strings.Contains(out, `"value":{"rows":[{"name":"Ann"}]}`) || !strings.Contains(out, `"server":"server-database"`) {
		t.Errorf("raw text: %d %s %s", code, out, errs)
	}
	raw := writeTemp(t, "result.json", "{\n  \"content\": [{\"type\": \"text\", \"text\": \"{\\\"timezone\\\": \\\"UTC\\\"}\"}]\n}\n")
	out, errs, code = cli(t, "extract", "--config", cfg, "--input", raw, "--tool", "get_time")
	if code != exitOK || !strings.Contains(out, `"value":{"timezone":"UTC"}`) {
		t.Errorf("raw result: %d %s %s", code, out, errs)
	}
	bare := writeTemp(t, "te.json", `{"enabled": true, "parser": "key_value_pairs"}`)
	out, errs, code = cli(t, "extract", "--config", bare, "--input", writeTemp(t, "kv.txt", "\nA: 1\nB: two\n"))
	if code != exitOK || !strings.Contains(out, `"value":{"A":"1","B":"two"}`) || !strings.Contains(out, `"virtual_tool":"default"`) {
		t.Errorf("bare config: %d %s %s", code, out, errs)
	}
	if _, errs, code := cli(t, "extract", "--config", cfg, "--input", text, "--tool", "nope"); code != exitUsage || !strings.Contains(errs, "names no virtual tool") {
		t.Errorf("unknown --tool: %d %s", code, errs)
	}
}

// TestExtractConfigErrors: every config problem is printed with file,
// position and JSON path.
func TestExtractConfigErrors(t *testing.T) {
	cfg := writeTemp(t, "gateway.json", `{"virtual_tools": {"a": {"source_tool": "s:t",
  "text_extraction": {"enabled": true, "parser": "markdown_numbered_list",
    "item_patterns": {"stars": {"regex": "\\(★ ([\\d,]+\\)", "tyep": "integer"}}}}}}`)
	_, errs, code := cli(t, "extract", "--config", cfg, "--input", cfg)
	if code != exitFailure {
		t.Errorf("exit %d", code)
	}
	for _, want := range []string{
		"gateway.json:3:42: $.virtual_tools.a.text_extraction.item_patterns.stars.regex: invalid regex: missing closing )",
		`$.virtual_tools.a.text_extraction.item_patterns.stars.tyep: unknown field "tyep" in item pattern (did you mean "type"?)`,
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if _, _, code := cli(t, "extract", "--input", cfg); code != exitUsage {
		t.Errorf("no --config: exit %d", code)
	}
	if _, _, code := cli(t, "extract", "--config", cfg, "--input", cfg, "--format", "text"); code != exitUsage {
		t.Errorf("--format text: exit %d", code)
	}
}

// TestExtractRawLargerThanReadAhead: a raw input longer than the JSON Lines
// reader's read-ahead is read back whole once its first line shows it is
// not JSON Lines.
func TestExtractRawLargerThanReadAhead(t *testing.T) {
	bare := writeTemp(t, "te.json", `{"enabled": true, "parser": "key_value_pairs"}`)
	long := strings.Repeat("b", 3<<20)
	out, errs, code := cli(t, "extract", "--config", bare, "--input", writeTemp(t, "kv.txt", "\n\nA: 1\nB: "+long+"\nC: 3\n"))
	if code != exitOK || !strings.Contains(out, `"A":"1"`) || !strings.Contains(out, `"B":"`+long+`"`) || !strings.Contains(out, `"C":"3"`) {
		t.Errorf("exit %d, %d bytes out, stderr %s", code, len(out), errs)
	}
}
