package extract_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// fuzzConfigs is the small set of configurations FuzzApply picks from.
func fuzzConfigs() []string {
	return []string{
		seedGateway,
		`{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "key_value_pairs"}}`,
		`{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "markdown_numbered_list"}}`,
		`{"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"items": {"type": "array", "items": {"type": ["integer", "null"]}}}},
		  "text_extraction": {"enabled": true, "parser": "markdown_numbered_list", "item_patterns": {"n": {"regex": "(\\d*)", "type": "integer"}}}}`,
		`{"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"a": {"type": "boolean"}, "b": {"type": "array"}, "c": {"type": "number"}}},
		  "text_extraction": {"enabled": true, "parser": "custom_regex", "patterns": {"a": {"regex": "(?i)(yes|no)"}, "b": {"regex": "^(.*)$", "multiline": true, "transform": ["strip_markdown", "trim"]}, "c": {"regex": "[\\d.,]+"}}}}`,
		`{"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"rows": {"type": "array", "items": {"type": "object", "properties": {"a": {"type": "integer"}}}}}}, "text_extraction": {"enabled": true, "parser": "markdown_table"}}`,
		`{"source_tool": "s:t", "text_extraction": {"enabled": true, "auto_detect_json": true, "parser": "auto"}}`,
		`{"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"text": {"type": "string"}, "items": {"type": "array"}, "rows": {"type": "array"}}, "additionalProperties": true},
		  "text_extraction": {"enabled": true, "parser": "auto", "item_patterns": {"name": {"regex": "\\*\\*(.+?)\\*\\*"}}, "config": {"separator": "="}}}`,
	}
}

// FuzzApply: any result bytes under any of a few configurations: no
// panic, deterministic, ranges inside the text, coverage in [0, 1].
func FuzzApply(f *testing.F) {
	for _, s := range []string{
		`{"content":[{"type":"text","text":"1. **a** (★ 1,2)\n   x\n   https://github.com/a"}]}`,
		`{"content":[{"type":"text","text":"| a | b |\n|---|---|\n| 1 | 2 |"}]}`,
		`{"content":[{"type":"text","text":"A: 1\n  B: 2\nC:\n  D: x"}]}`,
		`{"content":[{"type":"text","text":"` + "```json\\n{\\\"a\\\": [1]}\\n```" + `"}]}`,
		`{"content":[{"type":"text","text":"{\"a\": 1} trailing"}],"structuredContent":{"a":"1"}}`,
		`{"isError":true}`, `[]`, `{"content":{}}`,
		`{"content":[{"type":"text","text":"Found 2:"},{"type":"text","text":"[{\"a\": 1}]"},{"type":"text","text":"{\"b\": 2}"}]}`,
		`{"content":[{"type":"text","text":"Rows:\n[{\"id\": 1}]\n(1 row)"}]}`,
		`{"content":[{"type":"text","text":"{\"a\": 1}\n{\"a\": 2}\n"}]}`,
		`{"content":[{"type":"text","text":"- 0: [T](https://e.com/) (active)\n- 1: **b** ` + "`c`" + `\n  Key: v"}]}`,
		`{"content":[{"type":"text","text":"HOST=db\nPORT=5432\n| x |\n|---|\n"}]}`,
		`{"content":[{"type":"text","text":"/a/b.json:\n{\"x\": [1]}\n\n---\n/a/c.md:\n| k |\n|---|\n| v |\n"}]}`,
		`{"content":[{"type":"text","text":"[FILE] a.txt   3 B\n[DIR] d\n\nTotal: 1 files\n"}]}`,
		`{"content":[{"type":"text","text":"` + "```diff\n-a\n+b\n```" + `"}]}`,
		`{"content":[{"type":"text","text":"PID  USER\n1  root\n2  ada"}]}`,
		`{"content":[{"type":"text","text":"a:\n  t[2]: x,\"y\\u0041\"\n  r[#1\t]{k\tv}:\n    1\t\"z\"\n  l[1]:\n    - q: 1\n"}]}`,
		`{"content":[{"type":"text","text":"ER diagram\n` + "```mermaid\nerDiagram\n  a {\n    int id PK, FK \\\"c\\\"\n  }\n  a ||--o{ b : \\\"has\\\"\n```" + `"}]}`,
		`{"content":[{"type":"text","text":"Schema:\nn\tc\nx\ty\n\nTables:\nt\tr\np\t3\n"}]}`,
		`{"content":[{"type":"text","text":"Sent by Maria Lopez on November 21, 2026. Totals: 4,812 words, 12 MB used of 2 GB; harbour (41) and tide (3)."}]}`,
		`{"content":[{"type":"text","text":"## 1. a/b\n**S:** 1 | **L:** Go\nText here.\n### Notes\nSent by Ann Lee.\n"}]}`,
		`{"content":[{"type":"text","text":"/* c */\n.a {\n  color: red;\n  gap: 2px;\n}\n@media (x) {\n  .b { p: 1; }\n}\n"}]}`,
		`{"content":[{"type":"text","text":"Page 1:\n\n<m h=\"x\"><d id=\"r\" n=\"S\"><c id=\"0\"/></d></m>\n\nPages (2): [0] id=n name=\"B n\" cells=7 | [1] id=r cells=4\n"}]}`,
		`{"content":[{"type":"text","text":"🟡 [m] [a] System actor detected — verify it\n[WARN] disk almost full on node-3 at 17°C in 3m 12s by @ana\n#42 Login fails\n"}]}`,
		`{"content":[{"type":"text","text":"Results:\n\nTide Tables\nhttps://e.x/t\nDaily tides.\n\nFerry\nhttps://e.x/f\nFerry times.\n"}]}`,
		`{"content":[{"type":"text","text":"{\"result\":\"Warn.\\n\\n<u-1>\\n[{\\\"c\\\":3}]\\n</u-1>\\n\\nDone.\"}"}]}`,
		`{"content":[{"type":"text","text":"## P\n**Date:** 2025-12-12\n**Link:** https://e.x/p\n\nPipes lets users connect accounts.\n\n---\n- 09:00–09:30 Standup (Zoom)\n- id (INTEGER) PK\n"}]}`,
	} {
		for i := range fuzzConfigs() {
			f.Add(uint8(i), []byte(s))
		}
	}
	var xs []*extract.Extractor
	for _, c := range fuzzConfigs() {
		g, err := extract.LoadGateway([]byte(c), "fuzz")
		if err != nil {
			f.Fatal(err)
		}
		for _, name := range g.Names() {
			vt := g.VirtualTools[name]
			x, err := extract.Compile(vt)
			if err != nil {
				f.Fatal(err)
			}
			xs = append(xs, x)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, result []byte) {
		x := xs[int(which)%len(xs)]
		// the bytes as a whole result, and as the text of a result
		check(t, x, result)
		check(t, x, textResult(string(result)))
	})
}

func check(t *testing.T, x *extract.Extractor, result []byte) {
	{
		res, err := x.Apply(result)
		if err != nil {
			return
		}
		again, _ := x.Apply(result)
		if !reflect.DeepEqual(res, again) {
			t.Fatal("not deterministic")
		}
		a := res.Account
		for _, rs := range [][]extract.Range{a.Used, a.Unused} {
			for _, r := range rs {
				if r.Start < 0 || r.End > a.TextBytes || r.Start > r.End || r.Line < 1 || r.EndLine < r.Line {
					t.Fatalf("bad range %+v (text %d bytes)", r, a.TextBytes)
				}
			}
		}
		for _, h := range a.Fields {
			if h.Start < 0 || h.End > a.TextBytes || h.Start > h.End {
				t.Fatalf("bad field range %+v", h)
			}
		}
		if c := a.ByteCoverage(); c < 0 || c > 1 {
			t.Fatalf("byte coverage %v", c)
		}
		if c := a.LineCoverage(); c < 0 || c > 1 {
			t.Fatalf("line coverage %v (%d of %d)", c, a.UsedLines, a.NonBlankLines)
		}
		if _, err := json.Marshal(res); err != nil {
			t.Fatalf("result does not marshal: %v", err)
		}
	}
}

// FuzzLoadGateway: any bytes load or fail with ConfigErrors, never panic;
// what loads compiles and marshals back to a configuration that loads.
func FuzzLoadGateway(f *testing.F) {
	f.Add([]byte(seedGateway))
	for _, c := range fuzzConfigs() {
		f.Add([]byte(c))
	}
	f.Add([]byte(`{"enabled": true, "parser": "custom_regex", "patterns": {"a": {"regex": "(", "group": -1}}}`))
	f.Add([]byte(`{"virtual_tools": {"a": {"source_tool": "s:t", "output_schema": {"type": "object", "properties": {"x": {"items": true}}}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := extract.LoadGateway(data, "fuzz.json")
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		for _, name := range g.Names() {
			if _, err := extract.Compile(g.VirtualTools[name]); err != nil {
				t.Fatalf("loaded but does not compile: %v", err)
			}
		}
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		g2, err := extract.LoadGateway(b, "again.json")
		if err != nil {
			t.Fatalf("marshalled config does not load: %v\n%s", err, b)
		}
		if !reflect.DeepEqual(g.Names(), g2.Names()) {
			t.Fatalf("names changed: %v -> %v", g.Names(), g2.Names())
		}
	})
}
