package extract_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// configErrors loads cfg and returns its problems as "path: msg" strings.
func configErrors(t *testing.T, cfg string) []*extract.ConfigError {
	t.Helper()
	_, err := extract.LoadGateway([]byte(cfg), "gateway.json")
	if err == nil {
		return nil
	}
	var out []*extract.ConfigError
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		var ce *extract.ConfigError
		if !errors.As(e, &ce) {
			t.Fatalf("not a ConfigError: %v", e)
		}
		out = append(out, ce)
	}
	return out
}

// TestLoadErrors: each bad configuration gives a message naming the JSON
// path, the position and the problem.
func TestLoadErrors(t *testing.T) {
	wrap := func(te string) string {
		return `{"virtual_tools": {"vt": {"source_tool": "s:t", "text_extraction": ` + te + `}}}`
	}
	const te = "$.virtual_tools.vt.text_extraction"
	cases := []struct {
		name, cfg, path, msg string
	}{
		{"syntax", `{"virtual_tools": {`, "", "invalid JSON"},
		{"trailing data", `{"virtual_tools": {}} x`, "", "unexpected data after the JSON value"},
		{"not an object", `[1]`, "$", "want an object"},
		{"unknown shape", `{"listen": ":80"}`, "$", "not a gateway"},
		{"virtual_tools type", `{"virtual_tools": []}`, "$.virtual_tools", "want an object mapping names"},
		{"source missing", `{"virtual_tools": {"vt": {"text_extraction": {"enabled": false}}}}`, "$.virtual_tools.vt.source_tool", "missing"},
		{"source form", `{"virtual_tools": {"vt": {"source_tool": "github"}}}`, "$.virtual_tools.vt.source_tool", `want "server:tool"`},
		{"unknown tool field", `{"virtual_tools": {"vt": {"source_tool": "s:t", "outputSchema": {}}}}`, "$.virtual_tools.vt.outputSchema", `did you mean "output_schema"`},
		{"schema not object", `{"virtual_tools": {"vt": {"source_tool": "s:t", "output_schema": {"type": "string"}}}}`, "$.virtual_tools.vt.output_schema.type", "must describe an object"},
		{"schema bad type", `{"virtual_tools": {"vt": {"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"a": {"type": "int"}}}}}}`, "$.virtual_tools.vt.output_schema.properties.a.type", `unknown JSON Schema type "int"`},
		{"schema items tuple", `{"virtual_tools": {"vt": {"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"a": {"items": [{}]}}}}}}`, "$.virtual_tools.vt.output_schema.properties.a.items", "tuple"},
		{"duplicate key", `{"virtual_tools": {"vt": {"source_tool": "s:t", "source_tool": "s:u"}}}`, "$.virtual_tools.vt.source_tool", "duplicate key"},
		{"enabled missing", wrap(`{"parser": "markdown_table"}`), te + ".enabled", "missing"},
		{"enabled type", wrap(`{"enabled": "yes", "parser": "markdown_table"}`), te + ".enabled", `want true or false, got a string "yes"`},
		{"nothing to do", wrap(`{"enabled": true}`), te, "nothing to extract with"},
		{"unknown te field", wrap(`{"enabled": true, "autodetect_json": true}`), te + ".autodetect_json", `did you mean "auto_detect_json"`},
		{"unknown parser", wrap(`{"enabled": true, "parser": "markdown_list"}`), te + ".parser", `did you mean "markdown_numbered_list"`},
		{"list_field without list", wrap(`{"enabled": true, "parser": "markdown_table", "list_field": "x"}`), te + ".list_field", "list_field needs"},
		{"table_field without table", wrap(`{"enabled": true, "auto_detect_json": true, "table_field": "x"}`), te + ".table_field", "table_field needs"},
		{"item_patterns with kv", wrap(`{"enabled": true, "parser": "key_value_pairs", "item_patterns": {"a": {"regex": "x"}}}`), te + ".item_patterns", "key_value_pairs takes its keys from the text"},
		{"patterns without custom", wrap(`{"enabled": true, "parser": "markdown_table", "patterns": {"a": {"regex": "x"}}}`), te + ".patterns", "patterns needs"},
		{"custom without patterns", wrap(`{"enabled": true, "parser": "custom_regex"}`), te + ".patterns", "at least one"},
		{"unknown fallback", wrap(`{"enabled": true, "parser": "key_value_pairs", "fallback": "text"}`), te + ".fallback", `unknown fallback "text"`},
		{"fallback under auto", wrap(`{"enabled": true, "parser": "auto", "fallback": "auto"}`), te + ".fallback", "parser auto reads every output already"},
		{"config without kv", wrap(`{"enabled": true, "parser": "markdown_table", "config": {"separator": "="}}`), te + ".config", "config needs"},
		{"config unknown", wrap(`{"enabled": true, "parser": "key_value_pairs", "config": {"indent": true}}`), te + ".config.indent", `did you mean "indent_aware"`},
		{"separator newline", wrap(`{"enabled": true, "parser": "key_value_pairs", "config": {"separator": "\n"}}`), te + ".config.separator", "line break"},
		{"invalid regex", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"stars": {"regex": "\\(★ ([\\d,]+\\)"}}}`),
			te + ".item_patterns.stars.regex", "invalid regex: missing closing ): `\\(★ ([\\d,]+\\)`"},
		{"lookahead", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {"regex": "(?=x)"}}}`), te + ".item_patterns.a.regex", "RE2"},
		{"empty regex", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {}}}`), te + ".item_patterns.a.regex", "missing or empty"},
		{"pattern type", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {"regex": "x", "type": "int"}}}`), te + ".item_patterns.a.type", `did you mean "integer"`},
		{"transform", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {"regex": "x", "transform": ["trim", "remove_comma"]}}}`), te + ".item_patterns.a.transform[1]", `did you mean "remove_commas"`},
		{"transform type", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {"regex": "x", "transform": 1}}}`), te + ".item_patterns.a.transform", "want a transform name"},
		{"multiline integer", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {"regex": "(\\d+)", "type": "integer", "multiline": true}}}`), te + ".item_patterns.a.multiline", "cannot be combined"},
		{"group too big", wrap(`{"enabled": true, "parser": "custom_regex", "patterns": {"a": {"regex": "(x)", "group": 2}}}`), te + ".patterns.a.group", "has 1 capture group"},
		{"group type", wrap(`{"enabled": true, "parser": "custom_regex", "patterns": {"a": {"regex": "(x)", "group": "1"}}}`), te + ".patterns.a.group", "want an integer"},
		{"unknown pattern field", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": {"regex": "x", "multline": true}}}`), te + ".item_patterns.a.multline", `did you mean "multiline"`},
		{"pattern not object", wrap(`{"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"a": "x"}}`), te + ".item_patterns.a", "want item pattern object"},
		{"odd name path", `{"virtual_tools": {"my tool": {"source_tool": "x"}}}`, `$.virtual_tools["my tool"].source_tool`, `want "server:tool"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			errs := configErrors(t, c.cfg)
			var all []string
			for _, e := range errs {
				all = append(all, e.Error())
				if e.Path == c.path && strings.Contains(e.Msg, c.msg) {
					if e.File != "gateway.json" || e.Line == 0 || e.Col == 0 {
						t.Errorf("no position: %+v", e)
					}
					if !strings.HasPrefix(e.Error(), "gateway.json:") {
						t.Errorf("message %q does not start with the file", e.Error())
					}
					return
				}
			}
			t.Errorf("no error at %s containing %q; got:\n%s", c.path, c.msg, strings.Join(all, "\n"))
		})
	}
}

// TestLoadReportsEverything: one run reports every problem, sorted by
// position.
func TestLoadReportsEverything(t *testing.T) {
	errs := configErrors(t, `{"virtual_tools": {
	  "a": {"source_tool": "nocolon", "text_extraction": {"enabled": true, "parser": "nope"}},
	  "b": {"source_tool": "s:t", "typo": 1, "text_extraction": {"enabled": true, "parser": "custom_regex", "patterns": {"x": {"regex": "("}}}}}}`)
	if len(errs) != 4 {
		for _, e := range errs {
			t.Log(e)
		}
		t.Fatalf("%d errors, want 4", len(errs))
	}
	for i := 1; i < len(errs); i++ {
		if errs[i].Line < errs[i-1].Line || (errs[i].Line == errs[i-1].Line && errs[i].Col < errs[i-1].Col) {
			t.Errorf("not sorted by position: %v before %v", errs[i-1], errs[i])
		}
	}
}

// TestLoadForms: a gateway with other settings, a single virtual tool and
// a bare text_extraction object all load; ForSource matches and sorts.
func TestLoadForms(t *testing.T) {
	g, err := extract.LoadGateway([]byte(`{"port": 8080, "servers": {"x": {}}, "virtual_tools": {
	  "z": {"source_tool": "srv:tool", "text_extraction": {"enabled": true, "auto_detect_json": true}},
	  "a": {"source_tool": "srv:tool", "description": "d", "output_schema": {"type": "object"}},
	  "m": {"source_tool": "other:tool", "text_extraction": {"enabled": false}}}}`), "g.json")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, nt := range g.ForSource("srv", "tool") {
		names = append(names, nt.Name)
		if nt.Extractor == nil || nt.Err != nil {
			t.Errorf("%s not compiled: %v", nt.Name, nt.Err)
		}
	}
	if strings.Join(names, ",") != "a,z" {
		t.Errorf("ForSource: %v", names)
	}
	if len(g.ForSource("srv", "nope")) != 0 {
		t.Error("ForSource matched another tool")
	}
	one, err := extract.LoadGateway([]byte(`{"source_tool": "a:b:c", "text_extraction": {"enabled": true, "parser": "markdown_table"}}`), "vt.json")
	if err != nil {
		t.Fatal(err)
	}
	if nts := one.ForSource("a:b", "c"); len(nts) != 1 || nts[0].Name != "default" {
		t.Errorf("single tool: %+v", nts)
	}
	bare, err := extract.LoadGateway([]byte(`{"enabled": true, "parser": "key_value_pairs", "config": {"separator": "="}}`), "te.json")
	if err != nil {
		t.Fatal(err)
	}
	nts := bare.ForSource("any", "thing")
	if len(nts) != 1 || nts[0].Tool.TextExtraction.Config.Separator != "=" {
		t.Fatalf("bare: %+v", nts)
	}
	res, err := nts[0].Extractor.Apply(textResult("a = 1\nb = 2"))
	if err != nil || mustJSON(t, res.Value) != `{"a":"1","b":"2"}` {
		t.Errorf("bare apply: %v %s", err, mustJSON(t, res.Value))
	}
	if _, err := extract.LoadGateway([]byte(`{"enabled": true, "parser": "x"}`), "te.json"); err == nil || !strings.Contains(err.Error(), "te.json:1:") || !strings.Contains(err.Error(), "$.parser") {
		t.Errorf("bare error path: %v", err)
	}
}

// TestCompile checks a virtual tool built in Go.
func TestCompile(t *testing.T) {
	_, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t", TextExtraction: &extract.TextExtraction{
		Enabled: true, Parser: extract.ParserNumberedList,
		ItemPatterns: map[string]*extract.ItemPattern{"a": {Regex: "[", Type: "integer"}, "b": nil}}})
	if err == nil || !strings.Contains(err.Error(), "$.text_extraction.item_patterns.a.regex: invalid regex") ||
		!strings.Contains(err.Error(), "$.text_extraction.item_patterns.b: missing pattern") {
		t.Errorf("Compile: %v", err)
	}
	if _, err := extract.Compile(nil); err == nil {
		t.Error("Compile(nil) succeeded")
	}
	if _, err := extract.Apply(&extract.VirtualTool{OutputSchema: []byte(`[]`)}, textResult("x")); err == nil {
		t.Error("Apply with a bad schema succeeded")
	}
}
