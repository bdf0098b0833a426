package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A tagged listing whose one cell after the tag ends in a parenthetical
// gives the parenthetical as a field of its own; a tag and a bare name
// keep {type, name}.
func TestTaggedLineParenthetical(t *testing.T) {
	text := "[DIR]  docs/\n[FILE] notes.txt (1.2 KB)\n[FILE] photo.png (840.0 KB)\n"
	b := autoJSON(t, text)
	want := `{"items":[{"name":"docs/","type":"DIR"},{"name":"notes.txt","size":"1.2 KB","type":"FILE"},{"name":"photo.png","size":"840.0 KB","type":"FILE"}]}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
}

// Lines with two tags before an identifier and a title give every tag,
// the identifier and the title, and a closing pair its key.
func TestTaggedLineSeveralTags(t *testing.T) {
	text := "[LOW] [ui] BUG-7 - Fix the footer\n[HIGH] [api] BUG-9 - Retry on 503 (owner: kim)\n"
	b := autoJSON(t, text)
	want := `{"items":[{"description":"Fix the footer","name":"BUG-7","type":"LOW","type_2":"ui"},{"description":"Retry on 503","name":"BUG-9","owner":"kim","type":"HIGH","type_2":"api"}]}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
}

// autoJSON is parser auto's value for a result holding text, as JSON.
func autoJSON(t *testing.T, text string) []byte {
	t.Helper()
	return applyParser(t, extract.ParserAuto, text)
}
