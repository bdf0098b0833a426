package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// JSON standing as a paragraph of its own inside a longer explanation is
// no payload, but parser auto still hands its values over under "json".
func TestAutoJSONParagraphInProse(t *testing.T) {
	prose := strings.Repeat("The monitor watches CPU on every web host and pages whoever is on call. ", 4)
	text := prose + "\n\n{\n  \"id\": \"mon-1\",\n  \"threshold\": 90\n}\n\n" + prose
	m, acc := applyText(t, autoConfig, text)
	vals, _ := m["json"].([]any)
	if len(vals) != 1 || !hasLeaf(m, "mon-1") {
		t.Fatalf("json = %v (pattern %s)", m["json"], acc.Pattern)
	}
}

// A text that is one JSON string holding JSON (encoded twice) is read as
// the inner value.
func TestAutoDoubleEncodedJSON(t *testing.T) {
	m, acc := applyText(t, autoConfig, `"{\"id\": \"mon-1\", \"tags\": [\"cpu\", \"web\"]}"`)
	if acc.Parser != extract.ParsedJSONString || m["id"] != "mon-1" || !hasLeaf(m, "web") {
		t.Errorf("parser %q, value %v", acc.Parser, m)
	}
	m, acc = applyText(t, autoConfig, `"just a quoted sentence"`)
	if acc.Parser == extract.ParsedJSONString {
		t.Errorf("a quoted sentence read as JSON: %v", m)
	}
}

// A text that is one JSON string holding markdown (a server that
// JSON-encoded its answer) is read by auto as the markdown it holds, its
// fields' bytes inside the escaped string, the account naming the string
// as a nested part.
func TestAutoEncodedText(t *testing.T) {
	text := `"# Summary: shop\n\n- **Total Tables**: 3\n- **Rows**: ~9\n- **Engine**: InnoDB\n"`
	m, acc := applyText(t, autoConfig, text)
	if !hasLeaf(m, "3") || !hasLeaf(m, "InnoDB") {
		t.Fatalf("value %v (parser %s)", m, acc.Parser)
	}
	if len(acc.Nested) != 1 || acc.Nested[0].Form != extract.NestedString {
		t.Errorf("nested parts %+v", acc.Nested)
	}
	for _, f := range acc.Fields {
		if f.End <= f.Start || f.Start < 1 || f.End > len(text)-1 {
			t.Errorf("field %s outside the string: %d-%d", f.Path, f.Start, f.End)
		}
		if strings.HasSuffix(f.Path, "Engine") && text[f.Start:f.End] != "InnoDB" {
			t.Errorf("field %s maps to %q", f.Path, text[f.Start:f.End])
		}
	}
}

// TestAutoEncodedTextUnderHeader: a JSON string under a short header
// ("Execution result:" over "\"a: 1\\nb: 2\"", a browser's evaluate tool)
// is read as the text it encodes; three header lines are too many.
func TestAutoEncodedTextUnderHeader(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Execution result:\n\"Booking system: operational\\nDoor access: degraded\\nPayment terminal: operational\"\n"
	if got := mustJSON(t, apply(t, x, textResult(text)).Value); got != `{"Booking system":"operational","Door access":"degraded","Payment terminal":"operational"}` {
		t.Errorf("got %s", got)
	}
	long := "One\nTwo\nThree\n\"Booking system: operational\\nDoor access: degraded\"\n"
	if got := mustJSON(t, apply(t, x, textResult(long)).Value); strings.Contains(got, `"Door access":"degraded"`) {
		t.Errorf("a string under three lines read as encoded text: %s", got)
	}
}
