package extract

import (
	"encoding/json"
	"testing"
)

// TestAutoMessageFields: parser auto hands over a short message's text
// and its data tokens; a longer text or a bare value stays {"text": …}.
func TestAutoMessageFields(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ text, want string }{
		{"File notes.md written to project garden-plan", `{"file":"notes.md","id":"garden-plan","text":"File notes.md written to project garden-plan"}`},
		{"The sum of 2 and 3 is 5", `{"number":2,"number_2":3,"number_3":5,"text":"The sum of 2 and 3 is 5"}`},
		{"42", `{"text":"42"}`},
		{"Nothing to do here.", `{"text":"Nothing to do here."}`},
	}
	for _, c := range cases {
		raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": c.text}}})
		res, err := x.Apply(raw)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		got, _ := json.Marshal(res.Value)
		if string(got) != c.want {
			t.Errorf("%q: %s, want %s", c.text, got, c.want)
		}
	}
}
