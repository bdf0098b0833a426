package suggest

import (
	"reflect"
	"testing"
)

// TestSuggestedSchemaKeepsPlaceholders: a member the samples showed as a
// number keeps the next output's "n/a" or null instead of dropping it,
// and text that reads as a number or a boolean still comes out typed.
func TestSuggestedSchemaKeepsPlaceholders(t *testing.T) {
	s := Suggest(toolOf("get_metrics", `{"host":"a","load":0.5,"up":true}`, `{"host":"b","load":2,"up":false}`))
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	for text, want := range map[string]map[string]any{
		`{"host":"c","load":"n/a","up":null}`:  {"host": "c", "load": "n/a", "up": nil},
		`{"host":"d","load":"1.5","up":"yes"}`: {"host": "d", "load": 1.5, "up": true},
		`{"host":"e","load":3,"up":true}`:      {"host": "e", "load": 3.0, "up": true},
	} {
		if got := apply(t, s.VirtualTool, textResult(text)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %v, want %v\nschema %s", text, mustJSON(t, got), mustJSON(t, want), s.Schema)
		}
	}
}
