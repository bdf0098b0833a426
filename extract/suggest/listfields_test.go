package suggest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// listCase is a tool whose outputs are markdown lists: the samples fitted,
// the item fields the suggestion must have, and a sample not fitted with
// the items' values expected from the suggested config.
type listCase struct {
	tool     string
	fitted   []string
	fields   []string
	unseen   string
	wantItem []map[string]any
}

var listCases = []listCase{
	{
		tool: "browser_tab_list",
		fitted: []string{
			"### Open tabs\n- 0: [Example Domain](https://example.com/)\n- 1: [Model Context Protocol](https://modelcontextprotocol.io/introduction)\n- 2: [Blank](about:blank)",
			"### Open tabs\n- 0: (current) [Search results (2)](https://duckduckgo.com/?q=mcp)\n- 1: [Local file](file:///tmp/report%20final.html)",
		},
		fields: []string{"index", "title", "url"},
		unseen: "### Open tabs\n- 0: [GitHub](https://github.com/)\n- 1: (current) [Docs](file:///home/u/docs/index.html)\n- 2: [X (formerly Twitter)](https://x.com/home)",
		wantItem: []map[string]any{
			{"index": 0.0, "title": "GitHub", "url": "https://github.com/"},
			{"index": 1.0, "title": "Docs", "url": "file:///home/u/docs/index.html"},
			{"index": 2.0, "title": "X (formerly Twitter)", "url": "https://x.com/home"},
		},
	},
	{
		tool: "search_packages",
		fitted: []string{
			"Found 2 packages:\n\n1. **mark3labs/mcp-go** - A Go implementation of MCP (★ 7,012)\n2. **modelcontextprotocol/go-sdk** - The official Go SDK (★ 2,904)",
			"Found 3 packages:\n\n1. **jlowin/fastmcp** - The fast, Pythonic way to build MCP servers (★ 18,230)\n2. **tadata-org/fastapi_mcp** - Expose FastAPI endpoints as MCP tools (★ 9,876)\n3. **a/b** - Short (★ 3)",
		},
		fields: []string{"name", "description", "stars"},
		unseen: "Found 1 packages:\n\n1. **x/y-z** - Tools, tests (and more) for MCP (★ 1,001)",
		wantItem: []map[string]any{
			{"name": "x/y-z", "description": "Tools, tests (and more) for MCP", "stars": 1001.0},
		},
	},
	{
		tool: "list_directory",
		fitted: []string{
			"- [FILE] main.go\n- [DIR] internal\n- [FILE] go.mod",
			"- [DIR] cmd\n- [FILE] README.md",
		},
		fields: []string{"type", "name"},
		unseen: "- [FILE] notes 2026.txt\n- [DIR] data-old",
		wantItem: []map[string]any{
			{"type": "FILE", "name": "notes 2026.txt"},
			{"type": "DIR", "name": "data-old"},
		},
	},
	{
		tool: "list_issues",
		fitted: []string{
			"Issues:\n\n- #12 Fix the parser (open)\n- #15 Add tests for lists (closed)\n- #7 Crash on empty input (open)",
			"Issues:\n\n- #101 Support JSON Lines (open)\n- #99 Docs: explain parser auto (closed)",
		},
		fields: []string{"number", "title", "details"},
		unseen: "Issues:\n\n- #3 Tabs (and spaces) in keys (open)\n- #4 Release 1.0 (closed)",
		wantItem: []map[string]any{
			{"number": 3.0, "title": "Tabs (and spaces) in keys", "details": "open"},
			{"number": 4.0, "title": "Release 1.0", "details": "closed"},
		},
	},
	{
		tool: "list_services",
		fitted: []string{
			"Services:\n\n- **alpha**\n  - Status: running\n  - Port: 8080\n- **beta**\n  - Status: stopped\n  - Port: 9090",
			"Services:\n\n- **gamma-db**\n  - Status: running\n  - Port: 5432",
		},
		fields: []string{"name", "status", "port"},
		unseen: "Services:\n\n- **cache**\n  - Status: degraded (2 of 3)\n  - Port: 6379",
		wantItem: []map[string]any{
			{"name": "cache", "status": "degraded (2 of 3)", "port": 6379.0},
		},
	},
}

// TestListStructureFields checks the suggestions for realistic list
// outputs: the fields the markdown structure carries are suggested, the
// config extracts the right values from an output it was not fitted on,
// and every emitted single-match pattern named like an ItemFields
// first-line field extracts exactly that field's value on every fitted
// item.
func TestListStructureFields(t *testing.T) {
	for _, c := range listCases {
		t.Run(c.tool, func(t *testing.T) {
			vt := suggestList(t, c.tool, c.fitted)
			te := vt.TextExtraction
			for _, f := range c.fields {
				if te.ItemPatterns[f] == nil {
					t.Errorf("field %s missing; patterns %s", f, patternList(te))
				}
			}
			checkStructureProperty(t, te, c.fitted)
			res, err := extract.Apply(vt, textResult(c.unseen))
			if err != nil {
				t.Fatalf("apply: %v", err)
			}
			var got map[string][]map[string]any
			b, _ := json.Marshal(res.Value)
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatalf("value %s: %v", b, err)
			}
			items := got[te.ListField]
			if len(items) != len(c.wantItem) {
				t.Fatalf("unseen output: %d items, want %d: %s\npatterns %s", len(items), len(c.wantItem), b, patternList(te))
			}
			for i, want := range c.wantItem {
				for k, v := range want {
					if items[i][k] != v {
						t.Errorf("unseen item %d field %s = %v, want %v\npatterns %s", i, k, items[i][k], v, patternList(te))
					}
				}
			}
		})
	}
}

// suggestList returns the suggested virtual tool for list outputs. When
// the classifier reads the outputs as another pattern (nested `Key:
// value` sub-items read as key_value), the list learner is run on them
// directly: it is what this file tests.
func suggestList(t *testing.T, tool string, texts []string) *extract.VirtualTool {
	t.Helper()
	s := Suggest(toolOf(tool, texts...))
	if s.Parser == extract.ParserNumberedList && s.VirtualTool != nil {
		return s.VirtualTool
	}
	t.Logf("%s: suggested parser %q (%s); running the list learner directly", tool, s.Parser, s.Reason)
	var ds []decoded
	for _, x := range texts {
		ds = append(ds, decoded{text: x})
	}
	l := learnList(ds, tool)
	if l.te == nil {
		t.Fatalf("%s: no list config: %s %v", tool, l.reason, l.notes)
	}
	return &extract.VirtualTool{SourceTool: "srv:" + tool, TextExtraction: l.te}
}

// checkStructureProperty asserts that every single-match item pattern
// named like a field of textparse.ItemFields (description lines, which
// multiline patterns join, aside) extracts, on every item of the fitted
// texts that has that field, exactly its value.
func checkStructureProperty(t *testing.T, te *extract.TextExtraction, texts []string) {
	t.Helper()
	checked := 0
	for name, p := range te.ItemPatterns {
		if p.Multiline {
			continue
		}
		re := regexp.MustCompile(p.Regex)
		for _, text := range texts {
			items, _ := mainList(text)
			for _, it := range items {
				for _, f := range textparse.ItemFields(it.Text) {
					if f.Name != name || name == textparse.FieldDescription {
						continue
					}
					m := re.FindStringSubmatchIndex(it.Text)
					g := 0
					if re.NumSubexp() > 0 {
						g = 1
					}
					if m == nil || m[2*g] != f.Start || m[2*g+1] != f.End {
						t.Errorf("pattern %s %q on item %q: got %v, ItemFields value %q at [%d,%d)", name, p.Regex, it.Text, m, f.Value, f.Start, f.End)
					}
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Errorf("no pattern matches an ItemFields field: %s", patternList(te))
	}
}

func patternList(te *extract.TextExtraction) string {
	var out []string
	for k, p := range te.ItemPatterns {
		out = append(out, k+"="+p.Regex)
	}
	sort.Strings(out)
	return strings.Join(out, "  ")
}

// TestListFixturesStructureProperty runs the list learner on every list
// fixture of the classifier (classify/testdata/markdown_list, realistic
// and seed outputs) and checks the ItemFields exact-value property of
// the emitted patterns.
func TestListFixturesStructureProperty(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "classify", "testdata", "markdown_list", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no list fixtures: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var fx struct {
			Result struct {
				Content []struct {
					Type, Text string
				} `json:"content"`
			} `json:"result"`
		}
		if err := json.Unmarshal(b, &fx); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var texts []string
		var ds []decoded
		for _, c := range fx.Result.Content {
			if c.Type == "text" {
				texts = append(texts, c.Text)
				ds = append(ds, decoded{text: c.Text})
			}
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			l := learnList(ds, "tool")
			if l.te == nil {
				t.Fatalf("no list config: %s", l.reason)
			}
			checkStructureProperty(t, l.te, texts)
		})
	}
}

// FuzzListStructure builds a bulleted list from the input's lines (with
// LF or CRLF line ends), learns the structural item patterns and applies
// them with the extractor to the same text: every structural field's
// value on every item is the one ItemFields found (the learner's check
// agrees with the extractor's matching). It must never panic.
func FuzzListStructure(f *testing.F) {
	for _, s := range []string{
		"0: [Example](https://example.com/)\n1: [Docs (v2)](file:///tmp/a%20b.html)\n2: (current) [X](about:blank)",
		"#12 Fix the parser (open)\n#15 Add tests (closed)",
		"**a/b** - A thing (★ 1,204)\n**c/d** - Other (★ 3)",
		"[FILE] a.txt       55 B\n[DIR] src\n[FILE] b.go       1,204 B",
		"12:5 error x (no-x)\n3:1 warning y (no-y)",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, in string, crlf bool) {
		lines := strings.Split(in, "\n")
		if len(lines) < 2 || len(lines) > 20 || len(in) > 2000 || !utf8.ValidString(in) {
			return // results are JSON: their text is valid UTF-8
		}
		nl := "\n"
		if crlf {
			nl = "\r\n"
		}
		var b strings.Builder
		for _, l := range lines {
			if strings.ContainsAny(l, "\r") {
				return
			}
			b.WriteString("- " + l + nl)
		}
		text := b.String()
		its, _ := mainList(text)
		if len(its) != len(lines) {
			return // the lines are not one item each (markers, blanks, …)
		}
		items := make([]listItem, len(its))
		for i, it := range its {
			items[i] = listItem{text: strings.ReplaceAll(it.Text, "\r\n", "\n")}
		}
		l := newListLearner(items)
		st := structureOf(items)
		l.learnStructure(st)
		if len(l.fields) == 0 {
			return
		}
		te := &extract.TextExtraction{Enabled: true, Parser: extract.ParserNumberedList, ListField: "items", ItemPatterns: map[string]*extract.ItemPattern{}}
		for name, p := range l.fields {
			q := *p
			q.Type, q.Transform = "", nil // compare the raw strings
			te.ItemPatterns[name] = &q
		}
		res, err := extract.Apply(&extract.VirtualTool{SourceTool: "s:t", TextExtraction: te}, textResult(text))
		if err != nil {
			t.Fatalf("apply: %v", err)
		}
		got, _ := res.Value.(map[string]any)["items"].([]any)
		if len(got) != len(items) {
			t.Fatalf("%d items extracted, want %d", len(got), len(items))
		}
		for _, h := range st.head {
			if l.fields[h.name] == nil || h.name == textparse.FieldDescription {
				continue
			}
			for i, sp := range h.spans {
				obj := got[i].(map[string]any)
				if sp[0] < 0 {
					if v, ok := obj[h.name]; ok {
						t.Errorf("item %d %q: field %s = %q, but ItemFields has none", i, items[i].text, h.name, v)
					}
					continue
				}
				if want := items[i].text[sp[0]:sp[1]]; obj[h.name] != want {
					t.Errorf("item %d %q: field %s = %q, ItemFields %q (regex %s)", i, items[i].text, h.name, obj[h.name], want, l.fields[h.name].Regex)
				}
			}
		}
	})
}
