package score

import "testing"

// A fallback suggestion's whole text handed over is not structured data;
// what parser auto read beside it is.
func TestWithoutText(t *testing.T) {
	if nonEmpty(withoutText(map[string]any{"text": "Thanks, all done."})) {
		t.Errorf("the text alone counted as structure")
	}
	if !nonEmpty(withoutText(map[string]any{"text": "Saved 3 rows", "number": 3.0})) {
		t.Errorf("a number read beside the text was dropped")
	}
	if !nonEmpty(withoutText([]any{"a"})) {
		t.Errorf("a list is not a handed-over text")
	}
}
