package textparse

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestFindJSON: JSON that carries the payload is found in every form a
// server writes it in; JSON that is a fragment of prose is not.
func TestFindJSON(t *testing.T) {
	longProse := strings.Repeat("The repository was cloned and its history was read without errors. ", 6)
	cases := []struct {
		name, text string
		ok         bool
		form       string
		value      string // compact JSON of Value
		span       string // text[Span]
	}{
		{"whole", `{"rows": [{"id": 1}]}`, true, JSONWhole, `{"rows":[{"id":1}]}`, `{"rows": [{"id": 1}]}`},
		{"status header then rows",
			"Query executed successfully. 2 rows returned:\n[{\"id\": 1, \"name\": \"ada\"}, {\"id\": 2, \"name\": \"bob\"}]",
			true, JSONHeader, `[{"id":1,"name":"ada"},{"id":2,"name":"bob"}]`,
			`[{"id": 1, "name": "ada"}, {"id": 2, "name": "bob"}]`},
		{"heading, blank line, pretty object, trailer",
			"### Current configuration\n\n{\n  \"theme\": \"dark\",\n  \"fontSize\": 14\n}\n\nUse set_config to change it.",
			true, JSONHeader, `{"fontSize":14,"theme":"dark"}`, "{\n  \"theme\": \"dark\",\n  \"fontSize\": 14\n}"},
		{"object then short trailer",
			"{\"id\": \"tab-3\", \"url\": \"https://example.com/\", \"title\": \"Example Domain\"}\n\n(took 12 ms)",
			true, JSONPrefix, `{"id":"tab-3","title":"Example Domain","url":"https://example.com/"}`,
			`{"id": "tab-3", "url": "https://example.com/", "title": "Example Domain"}`},
		{"json lines",
			"{\"ts\": \"2026-01-02T10:00:00Z\", \"level\": \"info\", \"msg\": \"started\"}\n{\"ts\": \"2026-01-02T10:00:01Z\", \"level\": \"warn\", \"msg\": \"slow disk\"}\n",
			true, JSONLines, `[{"level":"info","msg":"started","ts":"2026-01-02T10:00:00Z"},{"level":"warn","msg":"slow disk","ts":"2026-01-02T10:00:01Z"}]`,
			"{\"ts\": \"2026-01-02T10:00:00Z\", \"level\": \"info\", \"msg\": \"started\"}\n{\"ts\": \"2026-01-02T10:00:01Z\", \"level\": \"warn\", \"msg\": \"slow disk\"}"},
		{"fence behind a header", "Result:\n```json\n{\"ok\": true, \"count\": 3}\n```", true, JSONFenced, `{"count":3,"ok":true}`, `{"ok": true, "count": 3}`},
		{"empty object inside a sentence", "The config is {} and nothing else is set.", false, "", "", ""},
		{"empty object after a long explanation", longProse + "\n{}", false, "", "", ""},
		{"small object behind a status line", "Status: created\n{\"id\": 7}", true, JSONHeader, `{"id":7}`, `{"id": 7}`},
		{"footnote numbers are not JSON", "Sources:\n[1] https://example.com/a\n[2] https://example.com/b", false, "", "", ""},
		{"object then long prose", "{\"id\": 7}\n" + longProse, false, "", "", ""},
		{"fence inside long prose", longProse + "\n```json\n{\"a\": 1}\n```\n" + longProse, false, "", "", ""},
		{"log lines, one not JSON: the JSON lines carry the payload",
			"{\"level\": \"info\"}\nplain line\n{\"level\": \"warn\"}", true, JSONSeveral,
			`[{"level":"info"},{"level":"warn"}]`, "{\"level\": \"info\"}\nplain line\n{\"level\": \"warn\"}"},
		{"scalar lines are not JSON Lines", "1\n2\n3", false, "", "", ""},
		{"markdown link line behind a header", "Links:\n[docs](https://example.com/docs)", false, "", "", ""},
		{"four header lines holding most bytes", strings.Repeat("The export ran against the staging database. \n", 4) + "{\"x\": [1, 2, 3]}", false, "", "", ""},
		{"four short header lines, then the payload", "a\nb\nc\nd\n{\"x\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}",
			true, JSONHeader, `{"x":[1,2,3,4,5,6,7,8,9,10,11,12]}`, `{"x": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}`},
		{"empty", "  \n", false, "", "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, ok := FindJSON(c.text)
			if ok != c.ok {
				t.Fatalf("ok=%v want %v (%+v)", ok, c.ok, m)
			}
			if !ok {
				return
			}
			checkSpan(t, "json", c.text, m.Span)
			v, err := json.Marshal(m.Value)
			if err != nil {
				t.Fatal(err)
			}
			if m.Form != c.form || string(v) != c.value || c.text[m.Span.Start:m.Span.End] != c.span {
				t.Errorf("got form %s value %s span %q", m.Form, v, c.text[m.Span.Start:m.Span.End])
			}
		})
	}
}

// TestFindJSONLinesParts: each line's value has its own span.
func TestFindJSONLinesParts(t *testing.T) {
	text := "  {\"a\": 1}\n\n[2, 3]  \n"
	m, ok := FindJSON(text)
	if !ok || m.Form != JSONLines || len(m.Parts) != 2 {
		t.Fatalf("%+v %v", m, ok)
	}
	if got := text[m.Parts[0].Start:m.Parts[0].End] + "|" + text[m.Parts[1].Start:m.Parts[1].End]; got != `{"a": 1}|[2, 3]` {
		t.Errorf("parts %q", got)
	}
}

// TestFindJSONAgreesWithDetectJSON: wherever DetectJSON finds the whole
// text or a fence that is the payload, FindJSON finds the same value.
func TestFindJSONAgreesWithDetectJSON(t *testing.T) {
	for _, text := range []string{
		`{"a": 1}`, "[1, 2]", "Result:\n\n```json\n{\"a\": 1}\n```\nDone.", "```\n[\"x\"]\n```",
		"{\"deep\": " + strings.Repeat("[", 1200) + strings.Repeat("]", 1200) + "}",
	} {
		d, dok := DetectJSON(text)
		f, fok := FindJSON(text)
		if !dok || !fok || d.Form != f.Form || d.Span != f.Span {
			t.Errorf("%.40q: DetectJSON %v %s %v, FindJSON %v %s %v", text, dok, d.Form, d.Span, fok, f.Form, f.Span)
		}
	}
}

// TestWholeFence: a text that is one fenced block gives its content; a
// fence with prose around it, or an unclosed one, does not.
func TestWholeFence(t *testing.T) {
	diff := "```diff\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n```\n\n"
	info, sp, ok := WholeFence(diff)
	if !ok || info != "diff" || diff[sp.Start:sp.End] != "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new" {
		t.Errorf("diff: %v %q %q", ok, info, diff[sp.Start:sp.End])
	}
	if _, sp, ok := WholeFence("~~~~\n~~~\n~~~~"); !ok || sp.Start != 5 || sp.End != 8 {
		t.Errorf("tilde fence: %v %+v", ok, sp)
	}
	for _, s := range []string{"Here:\n```\nx\n```", "```\nx\n```\nmore", "```\nunclosed", "plain", "```\n```x"} {
		if _, _, ok := WholeFence(s); ok {
			t.Errorf("%q: taken as one fence", s)
		}
	}
}
