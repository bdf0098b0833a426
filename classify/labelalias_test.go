package classify

import (
	"encoding/json"
	"reflect"
	"testing"
)

// Classify decodes text blocks into a pooled buffer that the next call
// reuses, which is sound only while a Label keeps no byte slice of it.
// TestLabelHoldsNoBytes fails when a field that could alias the buffer is
// added to Label; TestLabelSurvivesNextCall checks the values themselves.
func TestLabelHoldsNoBytes(t *testing.T) {
	var walk func(reflect.Type, string)
	walk = func(ty reflect.Type, path string) {
		switch ty.Kind() {
		case reflect.Struct:
			for i := range ty.NumField() {
				f := ty.Field(i)
				walk(f.Type, path+"."+f.Name)
			}
		case reflect.Slice, reflect.Array:
			if ty.Elem().Kind() == reflect.Uint8 {
				t.Errorf("%s is a byte slice: it could alias Classify's pooled text buffer", path)
				return
			}
			walk(ty.Elem(), path+"[]")
		case reflect.Map, reflect.Pointer, reflect.Interface, reflect.UnsafePointer, reflect.Chan, reflect.Func:
			t.Errorf("%s is a %s: Label must be plain values", path, ty.Kind())
		}
	}
	walk(reflect.TypeFor[Label](), "Label")
}

func TestLabelSurvivesNextCall(t *testing.T) {
	text := func(s string) Input {
		b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": s}}})
		return Input{Result: b}
	}
	first := Classify(text("| name | size |\n|---|---|\n| a.txt | 12 |\n| b.txt | 7 |\n"))
	want, _ := json.Marshal(first)
	for _, s := range []string{"- **x**: 1\n- **y**: 2\n", "Status: ok\nCount: 3\n", `{"zzzzzzzzzzzzzzzzzzzzzzzz":"yyyyyyyyyyyyyyyyyyyyyyyyyyyy"}`} {
		Classify(text(s))
	}
	if got, _ := json.Marshal(first); string(got) != string(want) {
		t.Errorf("label changed after later calls:\n got %s\nwant %s", got, want)
	}
}
