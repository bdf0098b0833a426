package textparse_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// TestFindJSONAgreesWithClassifier: FindJSON finds JSON exactly where the
// classifier labels a text json_in_text (one notion of where the JSON
// payload is), on texts of every shape around JSON.
func TestFindJSONAgreesWithClassifier(t *testing.T) {
	obj := "{\n  \"id\": 42,\n  \"name\": \"widget\",\n  \"tags\": [\"a\", \"b\"]\n}"
	line := "{\"id\": 42, \"name\": \"widget\"}"
	long := strings.Repeat("This paragraph explains the result in words and carries most of the bytes. ", 4)
	texts := []string{
		obj, "Result:\n" + obj, "### Result\n\n" + obj + "\n\n(1 row)", "a\nb\nc\nd\ne\n" + obj,
		long + "\n" + obj, obj + "\n" + long, "Found:\n" + line + "\n" + line + "\n" + line,
		"```json\n" + obj + "\n```", long + "\n```json\n" + obj + "\n```\n" + long,
		"Echo: " + line, "x: 1\ny: 2\nz: " + line, "- a\n- b\n" + obj, "- a\n  " + line,
		"| a | b |\n|---|---|\n| 1 | 2 |\n" + line, "Title\n=====\n" + obj, "> quoted\n" + obj,
		"Sources:\n[1] https://example.org\n[2] https://example.org/b", "Nothing found.\n{}",
		"Request:\n" + obj + "\n\nResponse:\n" + obj, line + "\nnot json\n" + line,
		"<div>\n" + obj + "\n</div>", "    " + obj, "intro\n\n    " + line + "\n    " + line,
		"Status: ok\nCount: 3\n\n" + obj + "\n\nMore at https://example.org/docs",
		"~~~\n" + obj + "\n~~~", "```jsonl\n" + line + "\n" + line + "\n```",
		strings.ReplaceAll("Result:\n"+obj+"\n\nDone.", "\n", "\r\n"), "Rows:\n\t" + line + "\n\t" + line,
		"\uFEFFFound 2:\n" + obj, "1. first\n2. second\n\n" + obj + "\n" + obj,
		"* a\n* b\n- c\n" + obj, "Summary\n-------\n" + obj, "Note: " + long + "\n" + obj,
	}
	for _, s := range texts {
		raw, _ := json.Marshal(map[string]any{"content": []any{map[string]string{"type": "text", "text": s}}})
		l := classify.Classify(classify.Input{Result: raw})
		_, ok := textparse.FindJSON(s)
		if ok != (l.Pattern == classify.JSONInText) {
			t.Errorf("%q: FindJSON %v, classifier %s", s, ok, l.Pattern)
		}
	}
}
