package classify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/yuin/goldmark/ast"
)

func textResult(texts ...string) json.RawMessage {
	type block struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	var r struct {
		Content []block `json:"content"`
	}
	for _, t := range texts {
		r.Content = append(r.Content, block{"text", t})
	}
	b, _ := json.Marshal(r)
	return b
}

func TestPatterns(t *testing.T) {
	want := []string{Structured, JSONInText, MarkdownList, KeyValue, MarkdownTable, Unstructured}
	if got := Patterns(); !slices.Equal(got, want) {
		t.Fatalf("Patterns() = %v", got)
	}
	Patterns()[0] = "changed"
	if Patterns()[0] != Structured {
		t.Fatal("Patterns shares its slice")
	}
}

// TestLongMarkdownCapped: a markdown table over 1 MiB is still a table, the
// analysis is capped and says so, and the label is flagged long.
func TestLongMarkdownCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString("Query executed successfully.\n\n| id | name | email | created_at |\n|---:|---|---|---|\n")
	for i := 0; b.Len() < 3<<19; i++ {
		fmt.Fprintf(&b, "| %d | user%05d | user%05d@example.com | 2024-01-%02d 10:00:00 |\n", i, i, i, 1+i%28)
	}
	text := b.String()
	l := Classify(Input{Result: textResult(text)})
	if l.Pattern != MarkdownTable || !slices.Contains(l.Flags, FlagLong) {
		t.Fatalf("long table: %s", describe(l))
	}
	capped := false
	for _, e := range l.Evidence {
		if e.Pattern == FlagLong && strings.Contains(e.Note, "capped") && e.EndByte <= maxAnalyze {
			capped = true
		}
	}
	if !capped {
		t.Fatalf("no capped-analysis evidence: %s", describe(l))
	}
	checkLabel(t, "long table", Input{Result: textResult(text)}, [][]byte{[]byte(text)}, l)
}

// TestParserPanicFallback: a panicking markdown parser yields the
// line-based view and the parser_panic flag, not a crash.
func TestParserPanicFallback(t *testing.T) {
	text := []byte("- **Name:** x\n- **Version:** 2\n- **License:** MIT")
	boom := func([]byte) (ast.Node, bool) {
		return safeParse(func() ast.Node { panic("boom") })
	}
	b := analyzeWith(0, text, boom)
	if !slices.Contains(b.flags, FlagParserPanic) {
		t.Fatalf("flags %v", b.flags)
	}
	// The line-based view still finds the pairs (list markers are stripped).
	if b.pattern != KeyValue {
		t.Fatalf("fallback pattern %s", b.pattern)
	}
	found := false
	for _, e := range b.evidence {
		found = found || e.Pattern == FlagParserPanic
	}
	if !found {
		t.Fatal("no parser_panic evidence")
	}
}

// TestEdgeInputs covers inputs without a corpus file.
func TestEdgeInputs(t *testing.T) {
	cases := []struct {
		name  string
		in    Input
		want  string
		flags []string
	}{
		{"nothing", Input{}, Unstructured, []string{FlagInvalidResult}},
		{"null result", Input{Result: json.RawMessage("null")}, Unstructured, []string{FlagInvalidResult}},
		{"null error is absent", Input{Result: textResult("a: 1\nb: 2"), Error: json.RawMessage(" null ")}, KeyValue, []string{}},
		{"error wins", Input{Result: textResult("{}"), Error: json.RawMessage(`{"code":-32000,"message":"x"}`)}, Unstructured, []string{FlagRPCError}},
		{"error not an object", Input{Error: json.RawMessage(`"boom"`)}, Unstructured, []string{FlagRPCError}},
		{"content not an array", Input{Result: json.RawMessage(`{"content":"hello"}`)}, Unstructured, []string{FlagEmpty, FlagInvalidResult}},
		{"text not a string", Input{Result: json.RawMessage(`{"content":[{"type":"text","text":42}]}`)}, Unstructured, []string{"content:unknown", FlagEmpty}},
		{"escaped text", Input{Result: json.RawMessage(`{"content":[{"type":"text","text":"{\"a\": [1, 2]}"}]}`)}, JSONInText, []string{}},
		{"surrogates", Input{Result: json.RawMessage(`{"content":[{"type":"text","text":"\ud83c\udfaf **Key:** v\n\ud83d\udcca **Other:** w"}]}`)}, KeyValue, []string{}},
		{"outputSchema null", Input{Result: textResult("hi"), ToolDef: json.RawMessage(`{"name":"x","outputSchema":null}`)}, Unstructured, []string{}},
		{"bad tool def", Input{Result: textResult("hi"), ToolDef: json.RawMessage(`{`)}, Unstructured, []string{}},
		{"only headings", Input{Result: textResult("# A\n\n## B\n\n---")}, Unstructured, []string{}},
		{"duplicate keys last wins", Input{Result: json.RawMessage(`{"structuredContent":{"a":1},"structuredContent":null,"content":[]}`)}, Unstructured, []string{FlagEmpty}},
		{"isError false", Input{Result: json.RawMessage(`{"content":[{"type":"text","text":"ok"}],"isError":false}`)}, Unstructured, []string{}},
	}
	for _, c := range cases {
		l := Classify(c.in)
		if l.Pattern != c.want || !slices.Equal(l.Flags, c.flags) {
			t.Errorf("%s: want %s %v; %s", c.name, c.want, c.flags, describe(l))
		}
		checkLabel(t, c.name, c.in, decodeTexts(c.in.Result), l)
	}
}

// decodeTexts decodes the content blocks' texts with encoding/json,
// independently of the classifier's own decoder (nil for non-text blocks).
// Keys match exactly (encoding/json's struct decoding would also accept
// "Content"), the last duplicate wins.
func decodeTexts(result []byte) [][]byte {
	var top map[string]json.RawMessage
	if json.Unmarshal(result, &top) != nil {
		return nil
	}
	var content []json.RawMessage
	if json.Unmarshal(top["content"], &content) != nil {
		return nil
	}
	out := make([][]byte, len(content))
	for k, raw := range content {
		var block map[string]json.RawMessage
		if json.Unmarshal(raw, &block) != nil {
			continue
		}
		var typ, text string
		if json.Unmarshal(block["type"], &typ) == nil && typ == "text" && json.Unmarshal(block["text"], &text) == nil {
			out[k] = []byte(text)
		}
	}
	return out
}

// TestConcurrent runs Classify from several goroutines (run with -race):
// the shared goldmark parser must be safe and results identical.
func TestConcurrent(t *testing.T) {
	corpus := loadAll(t)
	want := make([]Label, len(corpus))
	for k, c := range corpus {
		want[k] = Classify(c.Input)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := range corpus {
				k := (k + g*7) % len(corpus)
				if got := Classify(corpus[k].Input); !reflect.DeepEqual(got, want[k]) {
					errs <- corpus[k].Path
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for p := range errs {
		t.Errorf("%s: concurrent label differs", p)
	}
}

// TestDeterministic: the same input gives the same label, also via a copy
// of the bytes.
func TestDeterministic(t *testing.T) {
	for _, c := range loadCorpus(t) {
		a := Classify(c.Input)
		in := Input{Result: bytes.Clone(c.Input.Result), Error: bytes.Clone(c.Input.Error), ToolDef: bytes.Clone(c.Input.ToolDef)}
		if b := Classify(in); !reflect.DeepEqual(a, b) {
			t.Errorf("%s: labels differ:\n%+v\n%+v", c.Path, a, b)
		}
	}
}

// TestLabelJSON: slices encode as [] not null.
func TestLabelJSON(t *testing.T) {
	b, err := json.Marshal(Classify(Input{Result: textResult("plain words")}))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{`"hybrid":[]`, `"flags":[]`, `"evidence":[`} {
		if !bytes.Contains(b, []byte(k)) {
			t.Errorf("%s lacks %s", b, k)
		}
	}
}

// TestMarkdownShortcut: skipping goldmark for texts without block syntax
// (needsMarkdown) gives the same analysis as parsing them.
func TestMarkdownShortcut(t *testing.T) {
	texts := []string{"    #", "a: 1\n\n    b: 2\n    c: 3", "**Status:** ok\n**Time:** 3s", "x\n    y", "-foo\n+bar\n#tag", "1.5 million\n2024-01-01"}
	for _, c := range loadAll(t) {
		for _, tx := range c.Texts {
			if tx != nil && len(tx) < 64<<10 {
				texts = append(texts, string(tx))
			}
		}
	}
	for _, tx := range texts {
		got := analyzeWith(0, []byte(tx), parseMarkdown, false)
		want := analyzeWith(0, []byte(tx), parseMarkdown, true)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("shortcut changes %q:\n%+v\n%+v", tx, got, want)
		}
	}
}
