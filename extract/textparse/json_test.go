package textparse

import (
	"encoding/json"
	"testing"
)

func TestDetectJSON(t *testing.T) {
	timeText := fixtureText(t, "server-time", "get_current_time")
	cases := []struct {
		name, text string
		ok         bool
		form       string
		value      string // compact JSON of Value
		span       string // text[Span]
		blocks     int
	}{
		{"seed time server", timeText, true, JSONWhole,
			`{"datetime":"2025-12-23T09:46:14-05:00","day_of_week":"Tuesday","is_dst":false,"timezone":"America/New_York"}`, timeText, 1},
		{"surrounding whitespace", "\n  [1, 2.50, 3]\n", true, JSONWhole, `[1,2.50,3]`, "[1, 2.50, 3]", 1},
		{"fenced json after prose", "Result:\n\n```json\n{\"a\": 1}\n```\nDone.", true, JSONFenced, `{"a":1}`, `{"a": 1}`, 1},
		{"unlabelled fence, two blocks", "```\n[1]\n```\ntext\n```\n{\"b\":2}\n```\n", true, JSONFenced, `[1]`, `[1]`, 2},
		{"fence with other language is not json", "```sql\n[1]\n```\n", false, "", "", "", 0},
		{"prefix with trailing prose", "{\"id\": 7}\nCreated successfully.", true, JSONPrefix, `{"id":7}`, `{"id": 7}`, 1},
		{"bare number", "42", false, "", "", "", 0},
		{"bare string", `"x"`, false, "", "", "", 0},
		{"prose", "This is just plain text", false, "", "", "", 0},
		{"broken json", "{\"a\": }", false, "", "", "", 0},
		{"empty", "", false, "", "", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, ok := DetectJSON(c.text)
			if ok != c.ok {
				t.Fatalf("ok=%v want %v (%+v)", ok, c.ok, m)
			}
			if !ok {
				return
			}
			v, err := json.Marshal(m.Value)
			if err != nil {
				t.Fatal(err)
			}
			checkSpan(t, "json", c.text, m.Span)
			if m.Form != c.form || string(v) != c.value || c.text[m.Span.Start:m.Span.End] != c.span || m.Blocks != c.blocks {
				t.Errorf("got form %s value %s span %q blocks %d", m.Form, v, c.text[m.Span.Start:m.Span.End], m.Blocks)
			}
		})
	}
	m, _ := DetectJSON(`{"n": 12345678901234567890}`)
	if n, ok := m.Value.(map[string]any)["n"].(json.Number); !ok || n.String() != "12345678901234567890" {
		t.Errorf("numbers must be json.Number: %#v", m.Value)
	}
}
