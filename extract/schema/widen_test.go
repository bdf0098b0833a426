package schema

import (
	"reflect"
	"testing"
)

// TestWidenTypes: with Options.Widen, whole numbers are typed "number"
// (a record's number members also allow a string and null),
// items of string arrays also allow objects, items of record arrays also
// allow strings, items of number arrays also allow objects; nested arrays
// stay as seen and the samples validate.
func TestWidenTypes(t *testing.T) {
	samples := decode(t, true,
		`{"price": 10, "count": null, "tags": ["a", "b"], "rows": [{"id": 1}], "scores": [1, 2], "grid": [[1]]}`,
		`{"price": 3, "count": 2, "tags": ["c"], "rows": [{"id": 2}], "scores": [3], "grid": [[2]]}`,
	)
	in, err := Infer(samples, Options{Widen: true})
	if err != nil {
		t.Fatal(err)
	}
	doc := normal(t, in.Schema)
	for ptr, want := range map[string]any{
		"/properties/price/type":                    []any{"null", "number", "string"},
		"/properties/count/type":                    []any{"null", "number", "string"},
		"/properties/tags/items/type":               []any{"object", "string"},
		"/properties/rows/items/type":               []any{"object", "string"},
		"/properties/rows/items/properties/id/type": []any{"null", "number", "string"},
		"/properties/scores/items/type":             []any{"number", "object"},
		"/properties/grid/items/type":               "array",
		"/properties/grid/items/items/type":         []any{"number", "object"},
	} {
		got, ok := at(doc, ptr)
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %v, want %v", ptr, got, want)
		}
	}
}

// TestWidenOffKeepsInference: without Widen the inferred types are the
// samples' own (genson's contract).
func TestWidenOffKeepsInference(t *testing.T) {
	in, err := Infer(decode(t, true, `{"n": 1, "tags": ["a"]}`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	doc := normal(t, in.Schema)
	if got, _ := at(doc, "/properties/n/type"); got != "integer" {
		t.Errorf("n: %v", got)
	}
	if got, _ := at(doc, "/properties/tags/items/type"); got != "string" {
		t.Errorf("tags items: %v", got)
	}
}

// TestWidenAnyOfAndMaps: widening reaches anyOf branches and the values
// of maps.
func TestWidenAnyOfAndMaps(t *testing.T) {
	s := map[string]any{
		"anyOf":                []any{map[string]any{"type": "integer"}},
		"additionalProperties": map[string]any{"type": []any{"integer", "number"}},
	}
	widen(s)
	want := map[string]any{
		"anyOf":                []any{map[string]any{"type": "number"}},
		"additionalProperties": map[string]any{"type": []any{"null", "number", "string"}},
	}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got %v", s)
	}
	widen(nil) // no panic
}

// TestWidenDropsRequired: a widened schema requires nothing, at any
// depth: the next output may lack a key every sample had.
func TestWidenDropsRequired(t *testing.T) {
	in, err := Infer(decode(t, true, `{"a": 1, "rec": {"b": "x"}, "list": [{"c": true}]}`), Options{Widen: true})
	if err != nil {
		t.Fatal(err)
	}
	doc := normal(t, in.Schema)
	for _, ptr := range []string{"/required", "/properties/rec/required", "/properties/list/items/required"} {
		if v, ok := at(doc, ptr); ok {
			t.Errorf("%s: %v", ptr, v)
		}
	}
	in, _ = Infer(decode(t, true, `{"a": 1}`), Options{})
	if _, ok := at(normal(t, in.Schema), "/required"); !ok {
		t.Errorf("without Widen the keys every sample had are required")
	}
}

// TestWidenDropsEnumAndFormat: a widened schema asserts no enum and no
// format the samples suggested.
func TestWidenDropsEnumAndFormat(t *testing.T) {
	var texts []string
	for i := 0; i < 12; i++ {
		texts = append(texts, `{"state": "open", "home": "https://example.org/a", "at": "2026-01-02T03:04:05Z"}`)
	}
	in, err := Infer(decode(t, true, texts...), Options{Widen: true})
	if err != nil {
		t.Fatal(err)
	}
	doc := normal(t, in.Schema)
	for _, ptr := range []string{"/properties/state/enum", "/properties/home/format", "/properties/at/format"} {
		if v, ok := at(doc, ptr); ok {
			t.Errorf("%s: %v", ptr, v)
		}
	}
	in, _ = Infer(decode(t, true, texts...), Options{})
	if _, ok := at(normal(t, in.Schema), "/properties/state/enum"); !ok {
		t.Errorf("without Widen twelve equal values make an enum")
	}
}

// TestWidenMembersAllowText: a record member seen as a number or a
// boolean also allows a string and null ("n/a", "unknown", null in the
// next output); string members, array items and members that already
// allow a string keep their types.
func TestWidenMembersAllowText(t *testing.T) {
	samples := decode(t, true,
		`{"ok": true, "ratio": 0.5, "name": "a", "mixed": 1, "ids": [1, 2], "meta": {"n": 3}}`,
		`{"ok": false, "ratio": 1, "name": "b", "mixed": "x", "ids": [3], "meta": {"n": 4}}`,
	)
	in, err := Infer(samples, Options{Widen: true})
	if err != nil {
		t.Fatal(err)
	}
	doc := normal(t, in.Schema)
	for ptr, want := range map[string]any{
		"/properties/ok/type":                []any{"boolean", "null", "string"},
		"/properties/ratio/type":             []any{"null", "number", "string"},
		"/properties/name/type":              "string",
		"/properties/mixed/type":             []any{"number", "string"},
		"/properties/ids/items/type":         []any{"number", "object"},
		"/properties/meta/type":              "object",
		"/properties/meta/properties/n/type": []any{"null", "number", "string"},
	} {
		got, ok := at(doc, ptr)
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %v, want %v", ptr, got, want)
		}
	}
}
