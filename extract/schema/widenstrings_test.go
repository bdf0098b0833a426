package schema

import (
	"reflect"
	"testing"
)

// TestWidenStringMembers: with WidenStrings a string member (at any
// depth, and a map's values) also allows an object and an array, and an
// object member a string and an array, and a list's items a list;
// mixed members and the root keep their types; without it strings stay
// strings.
func TestWidenStringMembers(t *testing.T) {
	samples := decode(t, true,
		`{"status": "pending", "tags": ["a"], "mixed": 1, "meta": {"owner": "ann"}}`,
		`{"status": "shipped", "tags": ["b", "c"], "mixed": "x", "meta": {"owner": "bo"}}`,
	)
	for _, on := range []bool{true, false} {
		in, err := Infer(samples, Options{Widen: true, WidenStrings: on})
		if err != nil {
			t.Fatal(err)
		}
		doc := normal(t, in.Schema)
		str, obj, items := any("string"), any("object"), any([]any{"object", "string"})
		if on {
			str = []any{"array", "object", "string"}
			obj, items = str, str
		}
		for ptr, want := range map[string]any{
			"/properties/status/type":                str,
			"/properties/meta/type":                  obj,
			"/properties/meta/properties/owner/type": str,
			"/properties/tags/items/type":            items,
			"/properties/mixed/type":                 []any{"number", "string"},
			"/type":                                  "object",
		} {
			got, ok := at(doc, ptr)
			if !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("WidenStrings %v: %s: got %v, want %v", on, ptr, got, want)
			}
		}
	}
}
