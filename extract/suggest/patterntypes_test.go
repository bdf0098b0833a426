package suggest

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAlignPatternTypes: a field its pattern reads as "number" is
// declared "number" in the schema even when the samples' values were
// whole; "integer" patterns and other properties stay as inferred.
func TestAlignPatternTypes(t *testing.T) {
	doc := json.RawMessage(`{"type":"object","properties":{"ratio":{"type":"integer"},"n":{"type":"integer"},` +
		`"results":{"type":"array","items":{"type":"object","properties":{"rating":{"type":["integer","null"]},"reviews":{"type":"integer"}}}}}}`)
	te := &extract.TextExtraction{
		Patterns:     map[string]*extract.RegexField{"ratio": {Type: "number"}, "n": {Type: "integer"}},
		ListField:    "results",
		ItemPatterns: map[string]*extract.ItemPattern{"rating": {Type: "number"}, "reviews": {Type: "integer"}},
	}
	got := string(alignPatternTypes(doc, te))
	want := `{"properties":{"n":{"type":"integer"},"ratio":{"type":"number"},"results":{"items":{"properties":{"rating":{"type":["null","number"]},"reviews":{"type":"integer"}},"type":"object"},"type":"array"}},"type":"object"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := alignPatternTypes(doc, nil); string(got) != string(doc) {
		t.Errorf("nil config changed the schema: %s", got)
	}
	if got := alignPatternTypes(json.RawMessage(`[`), te); string(got) != `[` {
		t.Errorf("bad JSON changed: %s", got)
	}
}

// TestAlignPatternRequired: a list's item records require the fields
// whose pattern is required, not every field the samples showed.
func TestAlignPatternRequired(t *testing.T) {
	doc := json.RawMessage(`{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"type":"object",` +
		`"required":["name","url","stars"],"properties":{"name":{"type":"string"},"url":{"type":"string"},"stars":{"type":"integer"}}}}}}`)
	te := &extract.TextExtraction{ItemPatterns: map[string]*extract.ItemPattern{"name": {Required: true}, "url": {}, "stars": {Type: "integer"}}}
	got := string(alignPatternTypes(doc, te))
	want := `{"properties":{"items":{"items":{"properties":{"name":{"type":"string"},"stars":{"type":"integer"},"url":{"type":"string"}},"required":["name"],"type":"object"},"type":"array"}},"required":["items"],"type":"object"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	te.ItemPatterns["name"].Required = false
	var m struct {
		Properties struct {
			Items struct {
				Items map[string]any `json:"items"`
			} `json:"items"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(alignPatternTypes(doc, te), &m); err != nil {
		t.Fatal(err)
	}
	if r, ok := m.Properties.Items.Items["required"]; ok {
		t.Errorf("no pattern is required, the items require %v", r)
	}
}
