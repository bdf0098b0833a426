package suggest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// withDef gives a tool a definition with the given input properties.
func withDef(tl Tool, props ...string) Tool {
	p := map[string]any{}
	for _, k := range props {
		p[k] = map[string]any{"type": "string"}
	}
	tl.Def, _ = json.Marshal(map[string]any{"name": tl.Tool, "inputSchema": map[string]any{"type": "object", "properties": p}})
	return tl
}

// TestAutoForFileReads: a file-reading tool whose outputs are a Go file,
// a .env file, a JSON file and a note gets parser auto fitted on all of
// them, a schema every fitted value validates against, and a note with
// the pattern counts; the config extracts each output with its own parser
// and keeps the keys of a new output.
func TestAutoForFileReads(t *testing.T) {
	texts := []string{
		"package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hello\")\n}\n",
		"DATABASE_URL=postgres://db.internal:5432/app\nLOG_LEVEL=info\nWORKERS=4\n",
		"{\n  \"name\": \"web\",\n  \"version\": \"1.4.2\",\n  \"private\": true\n}\n",
		"# Notes\n\nRemember to rotate the keys before the release; the old ones stop working on Friday.\n",
	}
	tl := withDef(toolOf("read_text_file", texts...), "path")
	s := Suggest(tl)
	if s.VirtualTool == nil || s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	te := s.VirtualTool.TextExtraction
	if !te.Enabled || !te.AutoDetectJSON || te.Parser != extract.ParserAuto || !s.SchemaValidates || s.Fitted != 4 {
		t.Errorf("config %+v validates %v fitted %d", te, s.SchemaValidates, s.Fitted)
	}
	// auto for either reason: a content tool whose samples differ in
	// pattern, or samples with no majority pattern (the .env file reads
	// as key-value text or not, as the classifier decides)
	if !strings.Contains(s.Reason, "content of what the tool reads") && !strings.Contains(s.Reason, "samples disagree") ||
		!strings.Contains(strings.Join(s.Notes, "; "), "patterns of the 4 samples: ") || !strings.Contains(strings.Join(s.Notes, "; "), "1 json_in_text") {
		t.Errorf("reason %q notes %q", s.Reason, s.Notes)
	}
	want := []string{
		`{"text":"package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hello\")\n}"}`,
		`{"DATABASE_URL":"postgres://db.internal:5432/app","LOG_LEVEL":"info","WORKERS":"4"}`,
		`{"name":"web","private":true,"version":"1.4.2"}`,
	}
	for i, w := range want {
		if got := mustJSON(t, apply(t, s.VirtualTool, tl.Samples[i].Result)); got != w {
			t.Errorf("sample %d: %s\nwant %s", i, got, w)
		}
	}
	// a file not seen while fitting: its keys are kept
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("HOST=0.0.0.0\nPORT=8080\n")))
	if got != `{"HOST":"0.0.0.0","PORT":"8080"}` {
		t.Errorf("new output: %s", got)
	}
	c, err := schema.Compile(s.Schema, "2020-12")
	if err != nil {
		t.Fatal(err)
	}
	if vs := c.Validate(map[string]any{"HOST": "x"}); len(vs) > 0 {
		t.Errorf("the auto schema rejects new keys: %v (%s)", vs, s.Schema)
	}
}

// TestOpaqueTextOfContentTools: a code runner whose outputs are all plain
// stdout gets a config handing the text over; a tool whose prose is a
// message (no file, code, command, SQL or URL input) gets parser auto only
// as the fallback, its reason saying nothing better was found.
func TestOpaqueTextOfContentTools(t *testing.T) {
	outs := []string{"hello\nworld\n", "3.14159\n2.71828\n", "Traceback-free run\nexit status 0\n"}
	runner := Suggest(withDef(toolOf("run_python", outs...), "code"))
	if runner.VirtualTool == nil || runner.Parser != extract.ParserAuto {
		t.Fatalf("runner: parser %q reason %q", runner.Parser, runner.Reason)
	}
	// values printed one per line are a list, other stdout the text and
	// its data tokens (a short message's numbers, paths, names)
	wants := []string{`{"items":["hello","world"]}`, `{"items":["3.14159","2.71828"]}`, mustJSON(t, map[string]any{"text": strings.TrimSpace(outs[2]), "number": 0})}
	for i, o := range outs {
		if got := mustJSON(t, apply(t, runner.VirtualTool, textResult(o))); got != wants[i] {
			t.Errorf("output %d: %s, want %s", i, got, wants[i])
		}
	}
	if isContentTool("execute", withDef(toolOf("execute", outs...), "query").Def) {
		t.Errorf("a plain query parameter without SQL is not a content tool")
	}
	sqlTool := withDef(toolOf("execute_sql", outs...), "query")
	if s := Suggest(sqlTool); s.Parser != extract.ParserAuto {
		t.Errorf("SQL query tool: parser %q reason %q", s.Parser, s.Reason)
	}
	msgs := []string{"Thanks for asking! The weather looks fine today.\nEnjoy your walk.",
		"I could not find anything about that topic in the archive.\nTry another search term, perhaps something broader.\nGood luck.",
		"Your reminder is set.\nI will ping you tomorrow morning before the stand-up meeting starts."}
	if s := Suggest(withDef(toolOf("post_message", msgs...), "channel", "text")); s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, degradeWhy) {
		t.Errorf("messages: parser %q (%s)", s.Parser, s.Reason)
	}
}

// TestAutoSuggestionStable: the same samples in another order give the
// same auto suggestion.
func TestAutoSuggestionStable(t *testing.T) {
	texts := []string{"a: 1\nb: 2", "| x | y |\n|---|---|\n| 1 | 2 |", "[1, 2, 3]", "- **n** (3)\n- **m** (4)"}
	base := Suggest(toolOf("get", texts...))
	for k := 0; k < 4; k++ {
		tl := toolOf("get", texts...)
		for i := range tl.Samples {
			j := (i + k) % len(tl.Samples)
			tl.Samples[i], tl.Samples[j] = tl.Samples[j], tl.Samples[i]
		}
		if s := Suggest(tl); fmt.Sprint(s.Schema, s.Reason, s.Notes) != fmt.Sprint(base.Schema, base.Reason, base.Notes) {
			t.Errorf("order %d: %s %q", k, s.Schema, s.Reason)
		}
	}
}

// TestAutoWhenSamplesDisagree: a key-value store's get, whose value is
// sometimes key-value text, sometimes JSON, sometimes a table, gets parser
// auto (no majority pattern) with the counts in a note.
func TestAutoWhenSamplesDisagree(t *testing.T) {
	texts := []string{
		"Key: user:1\nType: hash\nTTL: -1\nSize: 3 fields",
		`{"key": "cart:9", "items": [{"sku": "A-1", "qty": 2}], "ttl": 600}`,
		"| field | value |\n|---|---|\n| name | ada |\n| role | admin |",
		"Key: session:7\nType: string\nTTL: 3600\nSize: 41 bytes",
		`{"key": "flags", "items": [], "ttl": -1}`,
	}
	tl := withDef(toolOf("get", texts...), "key")
	s := Suggest(tl)
	if s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, "samples disagree: 2 json_in_text, 2 key_value, 1 markdown_table") || !s.SchemaValidates || s.Fitted != 5 {
		t.Fatalf("parser %q reason %q validates %v fitted %d", s.Parser, s.Reason, s.SchemaValidates, s.Fitted)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, tl.Samples[2].Result))
	if !strings.Contains(got, `"rows":[{"field":"name","value":"ada"},{"field":"role","value":"admin"}]`) {
		t.Errorf("table output: %s", got)
	}
	got = mustJSON(t, apply(t, s.VirtualTool, tl.Samples[0].Result))
	if !strings.Contains(got, `"TTL":"-1"`) && !strings.Contains(got, `"TTL":-1`) {
		t.Errorf("key-value output: %s", got)
	}
}

// TestAutoForContentToolMajority: a file read whose samples are mostly
// JSON files but not only gets parser auto, since the next file may be of
// the minority's kind; so does any tool whose minority (a fifth of the
// samples or more) has another structured form. A tool whose minority is
// prose, or a single odd sample among many, keeps the majority's parser.
func TestAutoForContentToolMajority(t *testing.T) {
	texts := []string{`{"name": "a", "port": 1}`, `{"name": "b", "port": 2}`, "HOST: x\nPORT: 3\nUSER: y"}
	if s := Suggest(withDef(toolOf("read_file", texts...), "path")); s.Parser != extract.ParserAuto || s.Fitted != 3 {
		t.Errorf("file read: parser %q fitted %d (%s)", s.Parser, s.Fitted, s.Reason)
	}
	s := Suggest(withDef(toolOf("get_status", texts...), "service"))
	if s.Parser != extract.ParserAuto || s.Fitted != 3 || !strings.Contains(s.Reason, "several structured forms") {
		t.Errorf("status: parser %q fitted %d (%s)", s.Parser, s.Fitted, s.Reason)
	}
	if got := mustJSON(t, apply(t, s.VirtualTool, textResult("HOST: z\nPORT: 9\nUSER: q"))); got != `{"HOST":"z","PORT":"9","USER":"q"}` {
		t.Errorf("status, key-value output: %s", got)
	}
	prose := []string{`{"name": "a", "port": 1}`, `{"name": "b", "port": 2}`, "The service is restarting, try again in a minute."}
	if s := Suggest(withDef(toolOf("get_status", prose...), "service")); s.Parser != ParserJSON || s.Fitted != 2 {
		t.Errorf("status with a message: parser %q fitted %d (%s)", s.Parser, s.Fitted, s.Reason)
	}
	many := []string{"HOST: x\nPORT: 3\nUSER: y"}
	for i := range 6 {
		many = append(many, fmt.Sprintf(`{"name": "n%d", "port": %d}`, i, i))
	}
	if s := Suggest(withDef(toolOf("get_status", many...), "service")); s.Parser != ParserJSON || s.Fitted != 6 {
		t.Errorf("one odd sample of seven: parser %q fitted %d (%s)", s.Parser, s.Fitted, s.Reason)
	}
}

// TestEmptyJSONIsAnAnswer: a tool whose only usable sample is an empty
// JSON array still gets auto_detect_json, and the config reads the
// records of the next answer.
func TestEmptyJSONIsAnAnswer(t *testing.T) {
	s := Suggest(toolOf("list_notes", "[]"))
	if s.Parser != ParserJSON || s.VirtualTool == nil {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult(`[{"id": 1, "text": "buy milk"}, {"id": 2, "text": "call Bo"}]`)))
	if got != `{"items":[{"id":1,"text":"buy milk"},{"id":2,"text":"call Bo"}]}` {
		t.Errorf("next answer: %s", got)
	}
}

// TestJSONBehindHeaderSuggested: JSON behind a status line that carries
// no value (classified json_in_text) gets auto_detect_json, and the
// config extracts it; behind one that carries a value a sample ("Query
// OK, 1 row in set:") it gets auto, which reads that value too.
func TestJSONBehindHeaderSuggested(t *testing.T) {
	plain := []string{
		"Query result:\n[{\"id\": 1, \"name\": \"ada\"}]",
		"Query result:\n[{\"id\": 2, \"name\": \"bob\"}, {\"id\": 3, \"name\": \"cy\"}]",
		"Query result:\n[{\"id\": 4, \"name\": \"dee\"}]",
	}
	tl := toolOf("query", plain...)
	for i := range tl.Samples {
		tl.Samples[i].Pattern = "json_in_text" // as the classifier labels it (DESIGN.md §4)
	}
	s := Suggest(tl)
	if s.Parser != ParserJSON || s.VirtualTool == nil {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	if got := mustJSON(t, apply(t, s.VirtualTool, textResult("Query result:\n[{\"id\": 9, \"name\": \"eve\"}]"))); !strings.Contains(got, `"name":"eve"`) {
		t.Errorf("value %s", got)
	}
	counted := []string{
		"Query OK, 1 row in set:\n[{\"id\": 1, \"name\": \"ada\"}]",
		"Query OK, 2 rows in set:\n[{\"id\": 2, \"name\": \"bob\"}, {\"id\": 3, \"name\": \"cy\"}]",
	}
	s = Suggest(toolOf("query", counted...))
	if s.Parser != extract.ParserAuto || s.VirtualTool == nil {
		t.Fatalf("count header: parser %q reason %q", s.Parser, s.Reason)
	}
	if got := mustJSON(t, apply(t, s.VirtualTool, textResult("Query OK, 3 rows in set:\n[{\"id\": 9, \"name\": \"eve\"}]"))); !strings.Contains(got, `"name":"eve"`) || !strings.Contains(got, "3") {
		t.Errorf("count header: value %s", got)
	}
}

// TestContentToolNoLineTemplate: a code runner whose printouts happen to
// share a template line by line still gets auto (the next program prints
// something else), while the same texts from a non-content tool get the
// template.
func TestContentToolNoLineTemplate(t *testing.T) {
	outs := []string{"stdout:\nhello\nexit code: 0", "stdout:\n42\nexit code: 0", "stdout:\nboom\nexit code: 1"}
	if s := Suggest(withDef(toolOf("run_code", outs...), "code")); s.Parser != extract.ParserAuto {
		t.Errorf("code runner: parser %q (%s)", s.Parser, s.Reason)
	}
	if s := Suggest(withDef(toolOf("job_status", outs...), "job_id")); s.Parser != extract.ParserCustomRegex {
		t.Errorf("job status: parser %q (%s)", s.Parser, s.Reason)
	}
}

// TestOpaqueValues: two outputs or more of one-line or multi-line text
// that share no template and are not prose are values handed over whole
// ({"text": …}); prose (fetched or not) and a single sample have no better
// choice and degrade to parser auto too, the reason saying why.
func TestOpaqueValues(t *testing.T) {
	cases := []struct {
		name  string
		tool  Tool
		entry bool
	}{
		{"encoded strings", withDef(toolOf("encode", "SGVsbG8sIHdvcmxk", "dGVzdA=="), "input"), true},
		{"dates in several forms", withDef(toolOf("format_date", "2027-03-01T08:00:00Z", "Mon, 1 Mar 2027"), "date"), true},
		{"relative times", withDef(toolOf("ago", "5 minutes ago", "in 2 weeks"), "time"), true},
		{"markup", withDef(toolOf("render", "<ul>\n<li>Oslo</li>\n<li>Lima</li>\n</ul>", "<p>Weekly report</p>\n<p>No incidents.</p>"), "template"), true},
		{"one sample", withDef(toolOf("encode", "SGVsbG8sIHdvcmxk"), "input"), false},
		{"the same text twice", withDef(toolOf("ping", "pong", "pong")), false},
		{"prose", withDef(toolOf("advise", "Drink some water and take a short walk before the next meeting.", "I would postpone the release until the tests are green again."), "topic"), false},
		{"fetched prose (seed 001: fetch's markdown stays with the model)", withDef(toolOf("fetch_text", "Opening hours are nine to five on weekdays.", "The shop is closed on public holidays and Sundays."), "url"), false},
		{"a fetched HTML page", withDef(toolOf("fetch_html", "<!doctype html>\n<html>\n<head><title>Hours</title></head>\n<body><h1>Hours</h1>\n<p>Nine to five.</p></body>\n</html>", "<html lang=\"en\">\n<body>\n<table><tr><td>Sunday</td><td>closed</td></tr></table>\n</body>\n</html>"), "url"), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Suggest(c.tool)
			if !c.entry {
				if s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, degradeWhy) {
					t.Errorf("want parser auto as the fallback, got parser %q (%s)", s.Parser, s.Reason)
				}
				return
			}
			if s.VirtualTool == nil || s.Parser != extract.ParserAuto {
				t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
			}
			for _, smp := range c.tool.Samples {
				var r struct {
					Content []struct{ Text string } `json:"content"`
				}
				if err := json.Unmarshal(smp.Result, &r); err != nil {
					t.Fatal(err)
				}
				got := mustJSON(t, apply(t, s.VirtualTool, smp.Result))
				if want := mustJSON(t, map[string]any{"text": strings.TrimSpace(r.Content[0].Text)}); got != want {
					t.Errorf("%s, want %s", got, want)
				}
			}
			// an unseen output of another form is handed over too
			got := mustJSON(t, apply(t, s.VirtualTool, textResult("x9 / 7")))
			if got != `{"text":"x9 / 7"}` {
				t.Errorf("unseen output: %s", got)
			}
		})
	}
}

// TestModeSelector: a tool whose input selects the operation or the
// output format gets parser auto even when every sample is JSON, so the
// answer of another choice (plain text, CSV) is read too; an enum that
// selects no form (units) changes nothing.
func TestModeSelector(t *testing.T) {
	def := func(prop string, enum ...string) json.RawMessage {
		b, _ := json.Marshal(map[string]any{"name": "t", "inputSchema": map[string]any{"type": "object",
			"properties": map[string]any{prop: map[string]any{"type": "string", "enum": enum}, "date": map[string]any{"type": "string"}}}})
		return b
	}
	tl := toolOf("date", `{"days": 3, "weeks": 0}`, `{"weekday": "Monday"}`)
	tl.Def = def("action", "diff", "weekday", "add")
	s := Suggest(tl)
	if s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, `"action"`) {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	if got := mustJSON(t, apply(t, s.VirtualTool, textResult("2027-03-01"))); got != `{"text":"2027-03-01"}` {
		t.Errorf("another action's answer: %s", got)
	}
	if got := mustJSON(t, apply(t, s.VirtualTool, textResult(`{"days": 10, "weeks": 1}`))); got != `{"days":10,"weeks":1}` {
		t.Errorf("JSON answer: %s", got)
	}
	tl.Def = def("units", "metric", "imperial")
	if s := Suggest(tl); s.Parser != ParserJSON {
		t.Errorf("units: parser %q", s.Parser)
	}
	tl.Def = def("format", "json")
	if s := Suggest(tl); s.Parser != ParserJSON {
		t.Errorf("one choice: parser %q", s.Parser)
	}
}
