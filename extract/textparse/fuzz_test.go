package textparse

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// corpusTexts returns the text blocks of the classifier corpus
// (classify/testdata/**/*.json), small ones only, plus unit-test inputs.
func corpusTexts(f *testing.F) []string {
	out := []string{
		"1. **a** (★ 1)\n   desc\n   https://x\n\n2. b\n",
		"- a\n  - b\n-\n\n  c\n* d\n```\n- e\n```\n",
		"| a | b |\n|:-|-:|\n| `x \\| y` | **z** |\n| 1 |\n",
		"Current Conditions:\n  Temperature: 58°F\n\n## H\n**B**\nTime: 10:30 AM\n",
		"{\"a\": [1, 2]} trailing",
		"```json\n{\"a\":1}\n```\n",
	}
	root := filepath.Join("..", "..", "classify", "testdata")
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".json" {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil || len(b) > 1<<20 {
			return nil
		}
		var rec struct {
			Result struct {
				Content []struct{ Type, Text string }
			}
		}
		if json.Unmarshal(b, &rec) != nil {
			return nil
		}
		for _, c := range rec.Result.Content {
			if c.Type == "text" && len(c.Text) <= 64<<10 {
				out = append(out, c.Text)
			}
		}
		return nil
	})
	return out
}

func checkItems(t *testing.T, text string, items []ListItem) {
	prevEnd := 0
	for i, it := range items {
		checkSpan(t, "item", text, it.Span)
		if it.Offset < it.Span.Start || it.Offset > it.Span.End {
			t.Fatalf("item %d: offset %d outside span %+v", i, it.Offset, it.Span)
		}
		if it.Text != text[it.Offset:it.Span.End] {
			t.Fatalf("item %d: Text != text[Offset:End]", i)
		}
		if it.Span.Start < prevEnd {
			t.Fatalf("item %d overlaps or is out of order: %+v after end %d", i, it.Span, prevEnd)
		}
		if i > 0 && it.List < items[i-1].List {
			t.Fatalf("item %d: list index decreases", i)
		}
		prevEnd = it.Span.End
	}
}

func checkTables(t *testing.T, text string, tables []Table) {
	prevEnd := 0
	for _, tb := range tables {
		checkSpan(t, "table", text, tb.Span)
		if tb.Span.Start < prevEnd {
			t.Fatalf("tables overlap")
		}
		prevEnd = tb.Span.End
		if len(tb.Header) == 0 || len(tb.Align) != len(tb.Header) {
			t.Fatalf("header %d cells, align %d", len(tb.Header), len(tb.Align))
		}
		for _, c := range tb.Header {
			checkSpan(t, "header cell", text, c.Span)
		}
		for _, r := range tb.Rows {
			if len(r) != len(tb.Header) {
				t.Fatalf("row of %d cells, header %d", len(r), len(tb.Header))
			}
			for _, c := range r {
				checkSpan(t, "cell", text, c.Span)
				if text[c.Span.Start:c.Span.End] != c.Raw {
					t.Fatalf("cell span does not hold Raw")
				}
			}
		}
	}
}

func checkKV(t *testing.T, text string, ns []*KVNode, depth int) {
	checkKVLines(t, text, Lines(text), ns, depth)
}

func checkKVLines(t *testing.T, text string, lines []Span, ns []*KVNode, depth int) {
	if depth > len(text)+1 {
		t.Fatalf("tree deeper than the text")
	}
	for _, n := range ns {
		checkSpan(t, "key", text, n.KeySpan)
		checkSpan(t, "value", text, n.ValueSpan)
		if n.Key == "" && !n.Item {
			t.Fatalf("empty key at line %d", n.Line)
		}
		if n.Item && (n.Key != "" || len(n.Children) > 0) {
			t.Fatalf("list item with a key or children at line %d", n.Line)
		}
		if n.Line < 1 || n.Line > len(lines) || n.KeySpan.Start < lines[n.Line-1].Start || n.KeySpan.End > lines[n.Line-1].End {
			t.Fatalf("key %q: line %d does not hold the key span %+v", n.Key, n.Line, n.KeySpan)
		}
		checkKVLines(t, text, lines, n.Children, depth+1)
	}
}

func FuzzListItems(f *testing.F) {
	for _, s := range corpusTexts(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkItems(t, text, ListItems(text))
	})
}

func FuzzTables(f *testing.F) {
	for _, s := range corpusTexts(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkTables(t, text, Tables(text))
	})
}

func FuzzKeyValues(f *testing.F) {
	for _, s := range corpusTexts(f) {
		f.Add(s, ":", true, "\n\n")
	}
	f.Add("a=1\nb = 2", "=", false, "")
	f.Add("x - y\n---\nz - w", " - ", true, "---")
	f.Fuzz(func(t *testing.T, text, sep string, indent bool, marker string) {
		checkKV(t, text, KeyValues(text, KVOptions{Separator: sep, IndentAware: indent, SectionMarker: marker}), 0)
	})
}

func FuzzDetectJSON(f *testing.F) {
	for _, s := range corpusTexts(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, ok := DetectJSON(text)
		if !ok {
			return
		}
		checkSpan(t, "json", text, m.Span)
		body := text[m.Span.Start:m.Span.End]
		if !json.Valid([]byte(body)) {
			t.Fatalf("span does not hold valid JSON: %q", body)
		}
		switch m.Value.(type) {
		case map[string]any, []any:
		default:
			t.Fatalf("value is %T, want object or array", m.Value)
		}
		if m.Form != JSONWhole && m.Form != JSONFenced && m.Form != JSONPrefix {
			t.Fatalf("form %q", m.Form)
		}
	})
}

func FuzzStripMarkdown(f *testing.F) {
	for _, s := range corpusTexts(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if out := StripMarkdown(s); len(out) > len(s) {
			t.Fatalf("output longer than input")
		}
	})
}
