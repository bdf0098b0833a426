package suggest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestTemplateFallback: a template learnt from a few one-line samples
// still reads an output in another wording (its text and its number),
// and gives exactly what it gave before when the wording matches.
func TestTemplateFallback(t *testing.T) {
	s := Suggest(toolOf("drop_bucket", "Removed bucket: photos-2024", "Removed bucket: tmp.cache"))
	if s.Parser != extract.ParserCustomRegex || s.VirtualTool == nil {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	same := apply(t, s.VirtualTool, textResult("Removed bucket: logs:eu-west"))
	if !reflect.DeepEqual(same, map[string]any{"bucket": "logs:eu-west"}) {
		t.Errorf("matching wording: %v", mustJSON(t, same))
	}
	other := apply(t, s.VirtualTool, textResult("removed 3 buckets (1,024 objects)"))
	want := map[string]any{"text": "removed 3 buckets (1,024 objects)", "number": 3.0}
	if !reflect.DeepEqual(other, want) {
		t.Errorf("other wording: %v, want %v", mustJSON(t, other), mustJSON(t, want))
	}
	// no number standing on its own: the text alone
	if v := apply(t, s.VirtualTool, textResult("Bucket v2-archive is locked")); !reflect.DeepEqual(v, map[string]any{"text": "Bucket v2-archive is locked"}) {
		t.Errorf("no number: %v", mustJSON(t, v))
	}
	for name, p := range s.VirtualTool.TextExtraction.Patterns {
		if p.Required {
			t.Errorf("%s is required: a new wording would give null", name)
		}
	}
	for _, want := range []string{`"text":{"type":"string"}`, `"number":{"type":"number"}`} {
		if !strings.Contains(strings.Join(strings.Fields(string(s.Schema)), ""), want) {
			t.Errorf("schema lacks %s: %s", want, s.Schema)
		}
	}
	if !s.SchemaValidates {
		t.Errorf("schema does not validate the samples: %s", s.Schema)
	}
}

// TestTemplateFallbackNames: a template field already named text or
// number keeps its name; the fallback fields take the next free ones.
func TestTemplateFallbackNames(t *testing.T) {
	te := &extract.TextExtraction{Enabled: true, Parser: extract.ParserCustomRegex, Patterns: map[string]*extract.RegexField{
		"text":   {Regex: `^Note: (.+) \((\d+)\)$`, Group: 1, Required: true},
		"number": {Regex: `^Note: (.+) \((\d+)\)$`, Group: 2, Type: "integer", Required: true},
	}}
	addTemplateFallback(te)
	if len(te.Patterns) != 4 || te.Patterns["text_2"] == nil || te.Patterns["number_2"] == nil || te.Patterns["text_2"].Group != 3 {
		t.Fatalf("patterns %v", mustJSON(t, te.Patterns))
	}
	vt := &extract.VirtualTool{SourceTool: "s:t", TextExtraction: te}
	if v := apply(t, vt, textResult("Note: disk full (7)")); !reflect.DeepEqual(v, map[string]any{"text": "disk full", "number": 7.0}) {
		t.Errorf("matching: %v", mustJSON(t, v))
	}
	if v := apply(t, vt, textResult("2 notes dropped")); !reflect.DeepEqual(v, map[string]any{"text_2": "2 notes dropped", "number_2": 2.0}) {
		t.Errorf("other wording: %v", mustJSON(t, v))
	}
	// patterns of different regexes are not one template: left alone
	te2 := &extract.TextExtraction{Enabled: true, Parser: extract.ParserCustomRegex, Patterns: map[string]*extract.RegexField{
		"a": {Regex: `A=(\d+)`, Required: true}, "b": {Regex: `B=(\d+)`, Required: true},
	}}
	addTemplateFallback(te2)
	if len(te2.Patterns) != 2 || !te2.Patterns["a"].Required {
		t.Errorf("separate patterns changed: %v", mustJSON(t, te2.Patterns))
	}
}
