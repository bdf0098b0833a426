package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A learnt config that reads under half of what parser auto reads of the
// same samples gives way to auto: here a regex taking one cell of tables
// auto reads whole.
func TestAutoReadsMoreLeaves(t *testing.T) {
	table := func(a, b string) string {
		return "| host | port | state |\n|---|---|---|\n| " + a + " | 80 | up |\n| " + b + " | 443 | down |\n"
	}
	var ds []decoded
	for i, txt := range []string{table("alpha", "beta"), table("gamma", "delta")} {
		ds = append(ds, decode(Sample{ID: string(rune('1' + i)), Result: textResult(txt)}, nil))
	}
	te := &extract.TextExtraction{Enabled: true, Parser: extract.ParserCustomRegex,
		Patterns: map[string]*extract.RegexField{"host": {Regex: `\| (\w+) \| 80`}}}
	more, why := autoReadsMore(te, ds)
	if !more || !strings.Contains(why, "parser auto") {
		t.Errorf("auto reads the whole tables: more=%v (%s)", more, why)
	}
	if n := extract.ScalarLeaves(map[string]any{"a": []any{"x", " ", nil, 1.0}, "b": map[string]any{"c": true}}); n != 3 {
		t.Errorf("ScalarLeaves = %d, want 3", n)
	}
}

// Records under headings, bullets of one `**Key**: value` pair each: a
// list learner reads the bullets and loses the headings' names and ids;
// parser auto reads them, and is suggested.
func TestAutoReadsMissedValues(t *testing.T) {
	page := func(a, b string) string {
		return "## Matches\n\n### " + a + " (ID: 12)\n- **Stage**: Lead\n- **Town**: Ghent\n- **Phone**: 555-0101\n\n### " + b +
			" (ID: 34)\n- **Stage**: Won\n- **Town**: Umeå\n- **Phone**: 555-0199\n\n---\n*2 of 9 shown.*"
	}
	s := Suggest(toolOf("find_firms", page("Fern Ltd", "Moss AB"), page("Reed BV", "Sage SA")))
	if s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q (%s)", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult(page("Tarn Oy", "Vale AG"))))
	for _, want := range []string{"Tarn Oy", "Vale AG", "555-0199", "Umeå"} {
		if !strings.Contains(got, want) {
			t.Errorf("next output lost %q: %s", want, got)
		}
	}
	if d, m := missedLeaves(map[string]any{"a": "X", "b": []any{"y", "Z "}}, []any{"x"}); d != 2 || m != 2 {
		// "a" is a scalar beside records (a count above a list): not
		// counted
		t.Errorf("missedLeaves = %d, %d; want 2, 2", d, m)
	}
	if d, m := missedLeaves(map[string]any{"a": "X", "b": "y"}, []any{"x"}); d != 2 || m != 1 {
		t.Errorf("missedLeaves of scalars only = %d, %d; want 2, 1", d, m)
	}
}
