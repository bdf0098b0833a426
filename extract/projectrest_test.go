package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// applySchema extracts text with parser (key_value_pairs with separator
// ":" and indent_aware, or JSON) and projects it on schema; it returns
// the value as JSON and the misses' paths.
func applySchema(t *testing.T, kv bool, schema, text string) (string, []string) {
	t.Helper()
	b, err := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	if err != nil {
		t.Fatal(err)
	}
	te := &extract.TextExtraction{Enabled: true, AutoDetectJSON: true}
	if kv {
		te = &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue, Config: &extract.ParserConfig{Separator: ":", IndentAware: true}}
	}
	vt := &extract.VirtualTool{SourceTool: "s:t", OutputSchema: json.RawMessage(schema), TextExtraction: te}
	res, err := extract.Apply(vt, b)
	if err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(res.Value)
	if err != nil {
		t.Fatal(err)
	}
	var misses []string
	for _, m := range res.Account.Misses {
		misses = append(misses, m.Path)
	}
	return string(out), misses
}

const openRecord = `{"type":"object","properties":{"temperature":{"type":"string"},"wind":{"type":"string"}},"additionalProperties":{}}`

// TestOpenRecordLiftsKeyValueSections: an open record on key-value text
// lifts its declared pairs out of their sections, as a closed one does,
// and keeps the pairs it does not declare in their section; a heading
// with no value of its own is left out, and a section whose pairs were
// all lifted is dropped.
func TestOpenRecordLiftsKeyValueSections(t *testing.T) {
	got, misses := applySchema(t, true, openRecord, "Report for Tromsø:\n\nNow:\n  Temperature: -4 C\n  Wind: 2 m/s\n  Snow depth: 40 cm\n\nLater:\n  Wind: 9 m/s")
	// the second Wind (another section) is not lifted: it stays there
	want := `{"Later":{"Wind":"9 m/s"},"Now":{"Snow depth":"40 cm"},"temperature":"-4 C","wind":"2 m/s"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if len(misses) != 1 || misses[0] != "/Report for Tromsø" {
		t.Errorf("misses %v, want the heading only", misses)
	}
	got, _ = applySchema(t, true, openRecord, "Now:\n  Temperature: -4 C\n  Wind: 2 m/s")
	if want := `{"temperature":"-4 C","wind":"2 m/s"}`; got != want {
		t.Errorf("all lifted: got %s, want %s", got, want)
	}
}

// TestOpenRecordKeepsJSONNesting: JSON's nesting is the tool's structure:
// an open record does not lift a declared name out of a nested object.
func TestOpenRecordKeepsJSONNesting(t *testing.T) {
	got, _ := applySchema(t, false, openRecord, `{"station": {"wind": "2 m/s"}, "temperature": "-4 C"}`)
	if want := `{"station":{"wind":"2 m/s"},"temperature":"-4 C"}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestOpenRootKeepsList: a JSON array where an open record is declared
// (samples were objects, this output is a list) is kept under "items";
// a closed record still leaves it out.
func TestOpenRootKeepsList(t *testing.T) {
	got, misses := applySchema(t, false, openRecord, `["north", "south"]`)
	if want := `{"items":["north","south"]}`; got != want || len(misses) != 0 {
		t.Errorf("open: got %s (misses %v), want %s", got, misses, want)
	}
	closed := `{"type":"object","properties":{"temperature":{"type":"string"}}}`
	if got, misses := applySchema(t, false, closed, `["north", "south"]`); got != "null" || len(misses) == 0 {
		t.Errorf("closed: got %s (misses %v), want nothing", got, misses)
	}
}

// TestStringKeepsStructureAsJSON: an object or a list of numbers where a
// string is declared is kept as its JSON text, with a warning; a list of
// strings is still joined as written.
func TestStringKeepsStructureAsJSON(t *testing.T) {
	schema := `{"type":"object","properties":{"status":{"type":"string"},"ids":{"type":"string"},"tags":{"type":"string"}}}`
	got, misses := applySchema(t, false, schema, `{"status": {"code": 3, "note": "slow"}, "ids": [1, 2], "tags": ["x", "y"]}`)
	want := `{"ids":"[1,2]","status":"{\"code\":3,\"note\":\"slow\"}","tags":"x, y"}`
	if got != want || len(misses) != 0 {
		t.Errorf("got  %s (misses %v)\nwant %s", got, misses, want)
	}
}
