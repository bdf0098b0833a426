package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// autoCfg is the config suggest proposes for tools whose outputs vary.
const autoCfg = `{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "auto"}}`

// TestAutoChoosesPerOutput: one config, outputs of every pattern a tool
// with input-dependent output sends; each gets the parser of its pattern
// and the account says which.
func TestAutoChoosesPerOutput(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct {
		name, text       string
		pattern, parser  string
		value            string
		field, fieldText string // a field hit and the bytes it names
	}{
		{"SQL result as a table behind a status line",
			"Query returned 2 rows:\n\n| id | email | created_at |\n|----|-------|------------|\n| 1 | ada@example.com | 2026-01-04 |\n| 2 | bob@example.com | 2026-02-11 |\n",
			extract.PatternTable, extract.ParserTable,
			`{"rows":[{"created_at":"2026-01-04","email":"ada@example.com","id":"1"},{"created_at":"2026-02-11","email":"bob@example.com","id":"2"}],"rows_count":2}`,
			"/rows/1/email", "bob@example.com"},
		{"browser tab list: link text and URL",
			"Open tabs:\n- 0: [Example Domain](https://example.com/)\n- 1: [MCP spec](https://modelcontextprotocol.io/specification) (active)\n",
			extract.PatternList, extract.ParserNumberedList,
			`{"items":[{"index":"0","title":"Example Domain","url":"https://example.com/"},{"details":"active","index":"1","title":"MCP spec","url":"https://modelcontextprotocol.io/specification"}]}`,
			"/items/1/url", "https://modelcontextprotocol.io/specification"},
		{"bare file names stay strings",
			"- README.md\n- go.mod\n- main.go\n",
			extract.PatternList, extract.ParserNumberedList, `{"items":["README.md","go.mod","main.go"]}`,
			"/items/2", "main.go"},
		{"stored value as key-value pairs",
			"Key: session:42\nType: hash\nTTL: 3600\nEncoding: listpack\n",
			extract.PatternKeyValue, extract.ParserKeyValue,
			`{"Encoding":"listpack","Key":"session:42","TTL":"3600","Type":"hash"}`,
			"/TTL", "3600"},
		{"bold-key bullets are key-value, not a list",
			"- **Status:** running\n- **Uptime:** 3d 4h\n- **Memory:** 512 MB\n",
			extract.PatternKeyValue, extract.ParserKeyValue,
			`{"Memory":{"text":"512 MB","unit":"MB","value":"512"},"Status":"running","Uptime":"3d 4h"}`,
			"/Uptime", "3d 4h"},
		{"environment dump with =",
			"HOST=db.internal\nPORT=5432\nDEBUG=false\n",
			extract.PatternKeyValue, extract.ParserKeyValue,
			`{"DEBUG":"false","HOST":"db.internal","PORT":"5432"}`,
			"/PORT", "5432"},
		{"JSON behind a header",
			"Current configuration:\n{\"theme\": \"dark\", \"tabSize\": 4}",
			extract.PatternJSON, extract.ParsedJSON, `{"tabSize":4,"theme":"dark"}`,
			"/theme", `"dark"`},
		{"a JSON array is wrapped so the value is an object",
			"[\n  {\"id\": 101, \"login\": \"ada\"},\n  {\"id\": 102, \"login\": \"bob\"}\n]\n",
			extract.PatternJSON, extract.ParsedJSON, `{"items":[{"id":101,"login":"ada"},{"id":102,"login":"bob"}]}`,
			"/items/1/login", `"bob"`},
		{"a file's text is handed over whole",
			"package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hi\")\n}\n",
			extract.PatternUnstructured, extract.ParsedText,
			`{"text":"package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hi\")\n}"}`,
			"/text", "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hi\")\n}"},
		{"a diff in one fence: its content and the files it touches",
			"```diff\n--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-draft\n+final\n```\n",
			extract.PatternUnstructured, extract.ParsedDiff,
			`{"files":["notes.txt"],"text":"--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-draft\n+final"}`,
			"/text", "--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-draft\n+final"},
		{"one status line is not key-value",
			"Status: 3 files written",
			extract.PatternUnstructured, extract.ParsedText, `{"number":3,"status":{"text":"3 files written","unit":"files written","value":"3"},"text":"Status: 3 files written"}`,
			"/text", "Status: 3 files written"},
		{"a short list inside a long prose answer is not the payload",
			strings.Repeat("The build ran in the sandbox and every step finished without warnings or retries. ", 4) + "\n\n- step one\n- step two\n",
			extract.PatternUnstructured, extract.ParsedText, "", "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := apply(t, x, textResult(c.text))
			a := res.Account
			if a.Pattern != c.pattern || a.Parser != c.parser {
				t.Fatalf("pattern %q parser %q, want %q %q (value %s)", a.Pattern, a.Parser, c.pattern, c.parser, mustJSON(t, res.Value))
			}
			if c.value != "" && mustJSON(t, res.Value) != c.value {
				t.Errorf("value %s\nwant  %s", mustJSON(t, res.Value), c.value)
			}
			if c.field == "" {
				return
			}
			for _, f := range a.Fields {
				if f.Path == c.field {
					if got := c.text[f.Start:f.End]; got != c.fieldText {
						t.Errorf("field %s names %q", c.field, got)
					}
					return
				}
			}
			t.Errorf("no field %s in %+v", c.field, a.Fields)
		})
	}
}

// TestAutoHonoursSettings: item_patterns, list_field, table_field and
// config apply when auto picks their parser.
func TestAutoHonoursSettings(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "auto",
	  "list_field": "repositories", "table_field": "users",
	  "item_patterns": {"name": {"regex": "\\*\\*([^*]+)\\*\\*", "required": true}, "stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer", "transform": "remove_commas"}},
	  "config": {"separator": " - "}}}`)
	cases := []struct{ text, value string }{
		{"1. **mcp-go** (★ 1,204)\n   Go SDK\n2. **mcp-rs** (★ 87)\n   Rust SDK\n", `{"repositories":[{"name":"mcp-go","stars":1204},{"name":"mcp-rs","stars":87}]}`},
		{"| name | role |\n|---|---|\n| ada | admin |\n", `{"users":[{"name":"ada","role":"admin"}]}`},
		{"Region - eu-west-1\nZone - b\n", `{"Region":"eu-west-1","Zone":"b"}`},
	}
	for _, c := range cases {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.value {
			t.Errorf("%q: %s, want %s (pattern %s)", c.text, got, c.value, res.Account.Pattern)
		}
	}
}

// TestAutoProjects: the output_schema applies to whatever auto extracted.
func TestAutoProjects(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "output_schema": {"type": "object", "properties": {
	  "TTL": {"type": "integer"}, "text": {"type": "string"}}},
	  "text_extraction": {"enabled": true, "parser": "auto"}}`)
	res := apply(t, x, textResult("Key: a\nTTL: 3,600\n"))
	if got := mustJSON(t, res.Value); got != `{"TTL":3600}` {
		t.Errorf("kv: %s", got)
	}
	res = apply(t, x, textResult("no structure here"))
	if got := mustJSON(t, res.Value); got != `{"text":"no structure here"}` {
		t.Errorf("text: %s", got)
	}
}

// TestAutoConfigChecks: auto is accepted with the settings of the parsers
// it may choose, not with custom_regex patterns; a misspelling is named.
func TestAutoConfigChecks(t *testing.T) {
	ok := []string{
		autoCfg,
		`{"enabled": true, "parser": "auto", "list_field": "tabs", "table_field": "rows", "config": {"separator": "="}, "item_patterns": {"a": {"regex": "x"}}}`,
	}
	for _, c := range ok {
		if _, err := extract.LoadGateway([]byte(c), "gw.json"); err != nil {
			t.Errorf("%s: %v", c, err)
		}
	}
	bad := map[string]string{
		`{"enabled": true, "parser": "auto", "patterns": {"a": {"regex": "x"}}}`: `patterns needs "parser": "custom_regex"`,
		`{"enabled": true, "parser": "autp"}`:                                    `did you mean "auto"`,
		`{"enabled": true, "parser": "auto", "config": {"separator": "\n"}}`:     "cannot contain a line break",
	}
	for c, want := range bad {
		_, err := extract.LoadGateway([]byte(c), "gw.json")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err %v, want %q", c, err, want)
		}
	}
}

// TestAutoJSONEvenWithoutAutoDetect: auto's first branch is JSON, as in
// the flowchart, whether or not auto_detect_json is written.
func TestAutoJSONEvenWithoutAutoDetect(t *testing.T) {
	x := tool(t, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "auto"}}`)
	res := apply(t, x, textResult(`{"a": {"b": 1}}`))
	if res.Account.Pattern != extract.PatternJSON || mustJSON(t, res.Value) != `{"a":{"b":1}}` {
		t.Errorf("pattern %s value %s", res.Account.Pattern, mustJSON(t, res.Value))
	}
}

// TestAutoLineRecords: text of one record per line without list markers
// (directory listings, search results, aligned columns, values one per
// line) becomes a list; prose stays text.
func TestAutoLineRecords(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct {
		name, text, parser, value string
	}{
		{"tagged listing", "[FILE] go.mod\n[DIR] cmd\n[FILE] main.go\n", extract.ParsedLines,
			`{"items":[{"name":"go.mod","type":"FILE"},{"name":"cmd","type":"DIR"},{"name":"main.go","type":"FILE"}]}`},
		{"listing with sizes and a totals trailer",
			"[FILE] main.go                       1.2 KB\n[DIR] internal                     \n[FILE] README.md                     640 B\n\nTotal: 2 files, 1 directories\nCombined size: 1.8 KB",
			extract.ParsedLines,
			`{"Combined size":{"text":"1.8 KB","unit":"KB","value":"1.8"},"Total":{"directories":"1","files":"2","text":"2 files, 1 directories"},"items":[{"name":"main.go","size":"1.2 KB","type":"FILE"},{"name":"internal","type":"DIR"},{"name":"README.md","size":"640 B","type":"FILE"}]}`},
		{"one tagged line and totals", "[FILE] app.log                  162 B\n\nTotal: 1 files, 0 directories\nCombined size: 162 B", extract.ParsedLines,
			`{"Combined size":{"text":"162 B","unit":"B","value":"162"},"Total":{"directories":"0","files":"1","text":"1 files, 0 directories"},"items":[{"name":"app.log","size":"162 B","type":"FILE"}]}`},
		{"one tagged line", "[FILE] report.pdf", extract.ParsedLines, `{"items":[{"name":"report.pdf","type":"FILE"}]}`},
		{"search results, one path per line", "/srv/app/main.go\n/srv/app/internal/util.go\n", extract.ParsedLines,
			`{"items":["/srv/app/main.go","/srv/app/internal/util.go"]}`},
		{"aligned columns with a header", "PID   USER   COMMAND\n1     root   /sbin/init\n4242  ada    vim notes.txt\n", extract.ParsedLines,
			`{"items":[{"COMMAND":"/sbin/init","PID":"1","USER":"root"},{"COMMAND":"vim notes.txt","PID":"4242","USER":"ada"}]}`},
		{"linter findings", "src/app.ts:12:5: 'x' is assigned a value but never used\nsrc/util/db.ts:3:1: Missing return type\n", extract.ParsedLines,
			`{"items":[{"column":"5","file":"src/app.ts","line":"12","message":"'x' is assigned a value but never used"},{"column":"1","file":"src/util/db.ts","line":"3","message":"Missing return type"}]}`},
		{"grep matches without columns", "cmd/main.go:14:func main() {\ninternal/run.go:88:func Run(ctx context.Context) error {", extract.ParsedLines,
			`{"items":[{"file":"cmd/main.go","line":"14","message":"func main() {"},{"file":"internal/run.go","line":"88","message":"func Run(ctx context.Context) error {"}]}`},
		{"issues by number", "Found 2 issues:\n\n#12 Crash on start (open)\n#15 Typo in the docs (closed)\n", extract.ParsedLines,
			`{"issues_count":2,"items":[{"details":"open","number":"12","title":"Crash on start"},{"details":"closed","number":"15","title":"Typo in the docs"}]}`},
		{"tabs by index without bullets", "0: [Inbox](https://mail.example.com/)\n1: [Docs](https://docs.example.com/)", extract.ParsedLines,
			`{"items":[{"index":"0","title":"Inbox","url":"https://mail.example.com/"},{"index":"1","title":"Docs","url":"https://docs.example.com/"}]}`},
		{"keys of a store behind a header", "Matching keys:\ncache:user:7\nqueue.jobs.pending\nlock_build-42\n", extract.ParsedLines,
			`{"items":["cache:user:7","queue.jobs.pending","lock_build-42"]}`},
		{"words one per line are a list", "alpha\nbeta\ngamma\n", extract.ParsedLines, `{"items":["alpha","beta","gamma"]}`},
		{"markup lines are not paths", "<ol>\n<li>Oslo</li>\n<li>Lima</li>\n</ol>", extract.ParsedText,
			`{"text":"\u003col\u003e\n\u003cli\u003eOslo\u003c/li\u003e\n\u003cli\u003eLima\u003c/li\u003e\n\u003c/ol\u003e"}`},
		{"numbers printed by a program", "3.14159\n2.71828\n", extract.ParsedLines, `{"items":["3.14159","2.71828"]}`},
		{"sentences one word each stay text", "Done.\nBye!\n", extract.ParsedText, `{"text":"Done.\nBye!"}`},
		{"two lines of prose", "Deployment started.\nYou will be notified when it finishes.", extract.ParsedText,
			`{"text":"Deployment started.\nYou will be notified when it finishes."}`},
		{"a lone path is just text", "/tmp/out.txt", extract.ParsedText, `{"text":"/tmp/out.txt"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := apply(t, x, textResult(c.text))
			if res.Account.Parser != c.parser || mustJSON(t, res.Value) != c.value {
				t.Errorf("parser %q value %s\nwant %q %s", res.Account.Parser, mustJSON(t, res.Value), c.parser, c.value)
			}
			for _, f := range res.Account.Fields {
				if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
					t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
				}
			}
		})
	}
}

// TestAutoSections: several files read at once ("path:" headers and
// bodies between "---" lines) give one entry per file, each body read by
// auto; message blocks between rules are not sections.
func TestAutoSections(t *testing.T) {
	x := tool(t, autoCfg)
	text := "/srv/app/config.json:\n{\"port\": 8080, \"debug\": false}\n\n\n---\n/srv/app/team.md:\n| Name | Role |\n|---|---|\n| Ada | Lead |\n\n\n---\n/srv/app/notes.txt:\nship it\nthen rest\n"
	res := apply(t, x, textResult(text))
	want := `{"sections":[{"name":"/srv/app/config.json","value":{"debug":false,"port":8080}},{"name":"/srv/app/team.md","value":{"rows":[{"Name":"Ada","Role":"Lead"}]}},{"name":"/srv/app/notes.txt","value":{"text":"ship it\nthen rest"}}]}`
	if got := mustJSON(t, res.Value); got != want || res.Account.Parser != extract.ParsedSections {
		t.Fatalf("parser %q value %s\nwant %s", res.Account.Parser, got, want)
	}
	names := map[string]string{}
	for _, f := range res.Account.Fields {
		names[f.Path] = text[f.Start:f.End]
	}
	if js := res.Account.JSON; len(js) != 1 || js[0].Path != "/sections/0/value" || text[js[0].Start:js[0].End] != `{"port": 8080, "debug": false}` || js[0].ItemStart != js[0].Start {
		t.Errorf("json parts %+v", js)
	}
	if names["/sections/0/value/port"] != "8080" || names["/sections/1/value/rows/0/Role"] != "Lead" || names["/sections/2/name"] != "/srv/app/notes.txt" {
		t.Errorf("fields %v", names)
	}
	for _, s := range []string{
		"Found 2 messages:\n\n---\n\n**#eng** - @ada\n> deploy done\n\n---\n\n**#ops** - @bob\n> ok",
		"Title\n---\nBody:\ntext",
	} {
		if res := apply(t, x, textResult(s)); res.Account.Parser == extract.ParsedSections {
			t.Errorf("%q read as sections: %s", s, mustJSON(t, res.Value))
		}
	}
}
