package extract

import (
	"encoding/json"
	"testing"
)

// TestAutoNumberedHeadings: parser auto reads numbered headings over
// bodies of any form as records, with the counts of the lines above; a
// heading inside a fenced excerpt does not cut a record, and a single
// numbered heading is no list.
func TestAutoNumberedHeadings(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	text := "# Results for \"tea\"\n\nMatched 12 pages, listing 2:\n\n" +
		"### 1. Brewing - guides/brew.md\n\n```\nSteep for three minutes.\n### Cups\n```\n\n" +
		"### 2. Storage - guides/store.md\n\nKeep it dry.\n\n## See also\n\nOther things.\n"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	res, err := x.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(res.Value)
	want := `{"items":[{"description":"guides/brew.md","index":1,"name":"Brewing","text":"Steep for three minutes.\n### Cups"},` +
		`{"description":"guides/store.md","index":2,"name":"Storage","text":"Keep it dry."}],"notes":{"name":"tea"},"number":12,"number_2":2}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	one := "## 1. Only one\n\nSome prose about it that goes on."
	raw, _ = json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": one}}})
	if res, err := x.Apply(raw); err != nil || res.Account.Parser == ParsedHeadings {
		t.Errorf("one heading: %v %s", err, res.Account.Parser)
	}
}

// TestAutoSectionsOneLineFailure: among files read back between "---"
// lines, one that could not be read ("path: Error …" on one line) is a
// section too.
func TestAutoSectionsOneLineFailure(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	text := "docs/a.txt:\nhello there\n\n---\ndocs/b.txt: Error - not readable\n"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	res, err := x.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(res.Value)
	want := `{"sections":[{"name":"docs/a.txt","value":{"text":"hello there"}},{"name":"docs/b.txt","value":{"text":"Error - not readable"}}]}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestAutoHeadingSections: a markdown document that no other reading
// takes is read section by section (its list items, pairs, text), and
// handed over whole as well.
func TestAutoHeadingSections(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	text := "# Widget\n\nA small widget library.\n\n## Install\n\n```\nnpm i widget\n# not a heading\n```\n\n## Options\n\n- `port`: the port (default 80)\n- `host`: host name\n"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	res, err := x.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(res.Value)
	want := `{"sections":[{"name":"Widget","value":{"text":"A small widget library."}},{"name":"Install","value":{"text":"npm i widget\n# not a heading"}},` +
		`{"name":"Options","value":{"items":[{"default":"80","description":"the port","name":"port"},{"description":"host name","name":"host"}]}}],` +
		`"text":` + string(mustMarshal(t, text[:len(text)-1])) + `}`
	if string(got) != want || res.Account.Parser != ParsedHeadingSections {
		t.Errorf("%s\ngot  %s\nwant %s", res.Account.Parser, got, want)
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
