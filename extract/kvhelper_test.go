package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// applyIndentKV extracts text (one text item) with the key_value_pairs
// parser, separator ":" and indent_aware, and returns the value as JSON
// with the whole result.
func applyIndentKV(t *testing.T, text string) (string, extract.Result) {
	t.Helper()
	b, err := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	if err != nil {
		t.Fatal(err)
	}
	vt := &extract.VirtualTool{SourceTool: "s:t", TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue,
		Config: &extract.ParserConfig{Separator: ":", IndentAware: true}}}
	res, err := extract.Apply(vt, b)
	if err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(res.Value)
	if err != nil {
		t.Fatal(err)
	}
	return string(out), res
}
