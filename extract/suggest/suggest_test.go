package suggest

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract"
)

// textResult is a CallToolResult with one text block.
func textResult(text string) []byte {
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	return b
}

func toolOf(name string, texts ...string) Tool {
	t := Tool{Server: "srv", Tool: name}
	for i, x := range texts {
		t.Samples = append(t.Samples, Sample{ID: fmt.Sprintf("srv/%s/%d", name, i+1), Result: textResult(x)})
	}
	return t
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDeterministicAnyOrder(t *testing.T) {
	texts := []string{
		"Found 2 repositories:\n\n1. **a/b** (★ 1,200)\n   First repo\n   https://github.com/a/b\n\n2. **c/d** (★ 3)\n   Second repo\n   https://github.com/c/d",
		"Found 3 repositories:\n\n1. **e/f** (★ 10)\n   Third\n   https://github.com/e/f\n2. **g/h** (★ 20)\n   https://github.com/g/h\n3. **i/j** (★ 5)\n   Fifth\n   https://github.com/i/j",
		"Found 1 repositories:\n\n1. **k/l** (★ 7)\n   Only one here\n   https://github.com/k/l",
	}
	base := Suggest(toolOf("search_repositories", texts...))
	if base.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", base.Reason)
	}
	want := mustJSON(t, base)
	r := rand.New(rand.NewSource(1))
	for k := 0; k < 10; k++ {
		tl := toolOf("search_repositories", texts...)
		r.Shuffle(len(tl.Samples), func(i, j int) { tl.Samples[i], tl.Samples[j] = tl.Samples[j], tl.Samples[i] })
		if got := mustJSON(t, Suggest(tl)); got != want {
			t.Fatalf("order changed the suggestion:\n%s\n%s", got, want)
		}
	}
	// Items without a description line keep the field optional.
	if p := base.VirtualTool.TextExtraction.ItemPatterns["description"]; p == nil || p.Required {
		t.Errorf("description pattern: %+v", p)
	}
	if p := base.VirtualTool.TextExtraction.ItemPatterns["name"]; p == nil || !p.Required {
		t.Errorf("name pattern: %+v", p)
	}
}

func TestCustomRegexFromTemplate(t *testing.T) {
	s := Suggest(toolOf("create_entities", "Created 3 entities", "Created 12 entities", "Created 1 entities", "Created 1,024 entities"))
	if s.Parser != extract.ParserCustomRegex || s.VirtualTool == nil {
		t.Fatalf("parser %q, reason %q", s.Parser, s.Reason)
	}
	p := s.VirtualTool.TextExtraction.Patterns["count"]
	if p == nil || p.Type != "integer" {
		t.Fatalf("patterns %+v", s.VirtualTool.TextExtraction.Patterns)
	}
	v := apply(t, s.VirtualTool, textResult("Created 2,048 entities"))
	if !reflect.DeepEqual(v, map[string]any{"count": 2048.0}) {
		t.Errorf("held-out value %v", v)
	}
	if !s.SchemaValidates || !strings.Contains(string(s.Schema), `"integer"`) {
		t.Errorf("schema %s validates=%v", s.Schema, s.SchemaValidates)
	}
	// Two samples sharing their wording are enough; two sharing one word
	// are not: each text is a value, handed over whole.
	if s := Suggest(toolOf("create_entities", "Created 3 entities", "Created 4 entities")); s.Parser != extract.ParserCustomRegex {
		t.Errorf("two samples sharing wording: parser %q reason %q", s.Parser, s.Reason)
	}
	if s := Suggest(toolOf("greet", "Hi Ann", "Hi Bo")); s.Parser != extract.ParserAuto {
		t.Errorf("two samples sharing a word: parser %q reason %q", s.Parser, s.Reason)
	}
	if s := Suggest(toolOf("greet", "Hi Ann")); s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, "at least 2") {
		t.Errorf("one sample: %q", s.Reason)
	}
}

func TestNoSuggestionReasons(t *testing.T) {
	prose := "The quick brown fox jumps over the lazy dog.\nIt was a sunny day and everyone was happy about it.\n\nThe end."
	cases := map[string]struct {
		tool Tool
		want string
	}{
		"none": {Tool{Server: "s", Tool: "t"}, "no usable output"},
		"garbage": {Tool{Server: "s", Tool: "t", Samples: []Sample{{ID: "1", Result: []byte(`not json`)}, {ID: "2", Result: nil}}},
			"not a JSON result object"},
		"image": {Tool{Server: "s", Tool: "t", Samples: []Sample{{ID: "1", Result: []byte(`{"content":[{"type":"image","data":"AA==","mimeType":"image/png"}]}`)}}},
			"without text"},
	}
	// prose has no better choice than parser auto; the reason says why
	if s := Suggest(toolOf("story", prose, prose+" Again.")); s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, "unstructured") {
		t.Errorf("prose: parser %q, reason %q", s.Parser, s.Reason)
	}
	for name, c := range cases {
		s := Suggest(c.tool)
		if s.VirtualTool != nil || s.Parser != "" || !strings.Contains(s.Reason, c.want) {
			t.Errorf("%s: parser %q, reason %q (want one mentioning %q)", name, s.Parser, s.Reason, c.want)
		}
	}
}

func TestMajorityWithNote(t *testing.T) {
	tl := toolOf("get", `{"a": 1}`, `{"a": 2}`, `plain words here`)
	s := Suggest(tl)
	if s.Parser != ParserJSON || s.Fitted != 2 || len(s.Notes) == 0 || !strings.Contains(s.Notes[0], "2 of 3") {
		t.Errorf("parser %q fitted %d notes %v", s.Parser, s.Fitted, s.Notes)
	}
}

func TestStoredPatternIsUsed(t *testing.T) {
	tl := toolOf("kv", "name: a\nsize: 1", "name: b\nsize: 2")
	for i := range tl.Samples {
		tl.Samples[i].Pattern = classify.Unstructured
	}
	if s := Suggest(tl); s.Parser == extract.ParserKeyValue {
		t.Errorf("the given pattern was ignored")
	}
	tl.Samples[0].Pattern, tl.Samples[1].Pattern = "", ""
	if s := Suggest(tl); s.Parser != extract.ParserKeyValue {
		t.Errorf("classified itself: parser %q (%s)", s.Parser, s.Reason)
	}
}

func TestKeyValueChoices(t *testing.T) {
	flat := Suggest(toolOf("info", "size: 51\nisFile: true\npermissions: 644", "size: 7\nisFile: false\npermissions: 600"))
	cfg := flat.VirtualTool.TextExtraction.Config
	if flat.Parser != extract.ParserKeyValue || cfg.Separator != ":" || cfg.IndentAware || cfg.SectionMarker != "" {
		t.Errorf("flat: %s %+v", flat.Parser, cfg)
	}
	if got := flat.Fields(); !reflect.DeepEqual(got, []string{"is_file", "permissions", "size"}) {
		t.Errorf("flat fields %v", got)
	}
}

func TestTableFieldFromHeading(t *testing.T) {
	s := Suggest(toolOf("list", "## Open Issues\n\n| ID | Title |\n|---|---|\n| 1 | a |\n| 2 | b |"))
	if s.Parser != extract.ParserTable || s.VirtualTool.TextExtraction.TableField != "open_issues" {
		t.Fatalf("parser %q, %+v", s.Parser, s.VirtualTool)
	}
	if got := s.Fields(); !reflect.DeepEqual(got, []string{"id", "title"}) {
		t.Errorf("fields %v", got)
	}
}

func TestGatewayUniqueNames(t *testing.T) {
	a := Suggest(toolOf("get_info", "size: 1\nname: x"))
	b := a
	b.Server = "other"
	b.VirtualTool = &extract.VirtualTool{SourceTool: "other:get_info", TextExtraction: a.VirtualTool.TextExtraction}
	c := Suggest(toolOf("story", "just words"))
	c.VirtualTool, c.Parser = nil, "" // a tool without a config
	for _, order := range [][]Suggestion{{a, b, c}, {c, b, a}} {
		g := Gateway(order)
		if got := g.Names(); !reflect.DeepEqual(got, []string{"other_get_info", "srv_get_info"}) {
			t.Errorf("names %v", got)
		}
		if g.VirtualTools["srv_get_info"].SourceTool != "srv:get_info" {
			t.Errorf("srv_get_info → %s", g.VirtualTools["srv_get_info"].SourceTool)
		}
	}
	// The gateway loads back as a seed-000 gateway file.
	b2, err := json.Marshal(Gateway([]Suggestion{a, b}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := extract.LoadGateway(b2, "suggested.json"); err != nil {
		t.Errorf("gateway does not load: %v\n%s", err, b2)
	}
}

func TestNoPanicOnOddInputs(t *testing.T) {
	odd := []string{"", "\x00\xff", "1. \n2. ", "- **\n- **", "| a |\n|---|\n", "{", "1. **x** (★ ,,,)\n2. **y** (★ 9999999999999999999999)",
		strings.Repeat("1. **a** https://x\n", 500), "a:\n  b:\n    c: d\n\n\ne: f", "(((((", "1. ``` \n2. ```"}
	for _, x := range odd {
		for _, p := range append(classify.Patterns(), "", "bogus") {
			tl := toolOf("t", x, x+"\n", x+" ")
			for i := range tl.Samples {
				tl.Samples[i].Pattern = p
			}
			s := Suggest(tl)
			if s.VirtualTool == nil && s.Reason == "" {
				t.Errorf("%q as %q: neither a suggestion nor a reason", x, p)
			}
			if strings.HasPrefix(s.Reason, "internal error") {
				t.Errorf("%q as %q: %s", x, p, s.Reason)
			}
		}
	}
}

// TestFlatKeyValueKeepsNewKeys: flat key-value text gets an open record:
// a pair the fitted samples never printed is kept, the ones they did are
// still renamed and described.
func TestFlatKeyValueKeepsNewKeys(t *testing.T) {
	s := Suggest(toolOf("job_status", "Job: nightly-7\nState: running\nStarted: 02:00",
		"Job: backup-3\nState: done\nStarted: 03:10"))
	if s.Parser != extract.ParserKeyValue {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	v := apply(t, s.VirtualTool, textResult("Job: sync-9\nState: failed\nStarted: 04:00\nExit code: 2"))
	want := map[string]any{"job": "sync-9", "state": "failed", "started": "04:00", "Exit code": "2"}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("value %v, want %v", v, want)
	}
}
