package textparse

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzFindJSON: spans inside the text and holding valid JSON whose value
// is Value (JSON Lines: each part), only objects and arrays, known forms.
func FuzzFindJSON(f *testing.F) {
	for _, s := range corpusTexts(f) {
		f.Add(s)
	}
	for _, s := range []string{
		"Query OK:\n[{\"id\": 1}]\n(1 row)", "{\"a\": 1}\n{\"a\": 2}\n", "### Result\n\n{\n \"x\": [1, 2]\n}",
		"Note: {} here", "a\nb\nc\nd\n{}", "{\"a\": 1}\nplain\n{\"b\": 2}", "```\n[1]\n```", "Sources:\n[1] x\n[2] y",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, ok := FindJSON(text)
		if !ok {
			return
		}
		checkSpan(t, "json", text, m.Span)
		switch m.Form {
		case JSONWhole, JSONFenced, JSONPrefix, JSONHeader:
			body := text[m.Span.Start:m.Span.End]
			v, ok := decodeJSONStd(body)
			if !ok || !reflect.DeepEqual(v, m.Value) {
				t.Fatalf("span %q does not decode to the value %#v", body, m.Value)
			}
		case JSONLines, JSONSeveral:
			vals, _ := m.Value.([]any)
			if len(vals) != len(m.Parts) || len(vals) < 2 {
				t.Fatalf("%d values, %d parts", len(vals), len(m.Parts))
			}
			for i, p := range m.Parts {
				checkSpan(t, "part", text, p)
				if !json.Valid([]byte(text[p.Start:p.End])) {
					t.Fatalf("part %d %q is not JSON", i, text[p.Start:p.End])
				}
			}
		default:
			t.Fatalf("form %q", m.Form)
		}
		switch m.Value.(type) {
		case map[string]any, []any:
		default:
			t.Fatalf("value is %T, want object or array", m.Value)
		}
	})
}

// FuzzWholeFence: the body lies inside the text, between the fence lines.
func FuzzWholeFence(f *testing.F) {
	for _, s := range []string{"```diff\n-a\n+b\n```\n", "~~~\nx\n~~~", "```\n```", "````\n```\n````", "```\nx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		_, sp, ok := WholeFence(text)
		if !ok {
			return
		}
		checkSpan(t, "fence body", text, sp)
		if sp.Start == 0 {
			t.Fatalf("the body starts at the opening fence")
		}
	})
}
