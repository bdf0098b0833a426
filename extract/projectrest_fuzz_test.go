package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// FuzzOpenProjection runs the projection paths for open records on any
// text: key-value sections lifted and kept, headings left out, structures
// kept as JSON text where a string is declared, a root list kept under
// "items". It must not panic, and the value must be an object or nothing.
func FuzzOpenProjection(f *testing.F) {
	for _, s := range []string{
		"Report:\n\nNow:\n  Temperature: 1\n  Wind: 2\n  Snow: 3\nLater:\n  Wind: 4",
		`{"temperature": {"a": [1, {"b": null}]}, "wind": [1, 2]}`,
		`["a", {"b": 1}]`,
		"Temperature:\n  Wind: x\n    Deep: y",
	} {
		f.Add(s)
	}
	schema := json.RawMessage(`{"type":"object","properties":{"temperature":{"type":"string"},"wind":{"type":"string"}},"additionalProperties":{}}`)
	var xs []*extract.Extractor
	for _, te := range []*extract.TextExtraction{
		{Enabled: true, Parser: extract.ParserKeyValue, Config: &extract.ParserConfig{Separator: ":", IndentAware: true}},
		{Enabled: true, AutoDetectJSON: true},
		{Enabled: true, AutoDetectJSON: true, Parser: extract.ParserAuto},
	} {
		x, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t", OutputSchema: schema, TextExtraction: te})
		if err != nil {
			f.Fatal(err)
		}
		xs = append(xs, x)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
		if err != nil {
			return
		}
		for _, x := range xs {
			res, err := x.Apply(b)
			if err != nil {
				t.Fatalf("apply: %v", err)
			}
			if res.Value == nil {
				continue
			}
			if _, ok := res.Value.(map[string]any); !ok {
				t.Fatalf("value %T, want an object", res.Value)
			}
		}
	})
}
