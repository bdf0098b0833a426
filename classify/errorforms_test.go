package classify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// errorForm is one line of testdata/errorforms: a tool's text answer, its
// structuredContent when it has one, and a note saying what it shows. A
// line with structuredContent and no "text" member answers with the JSON
// of that structuredContent as its text, as the MCP spec asks servers to;
// "text": "" answers with no text block.
type errorForm struct {
	Text       *string         `json:"text"`
	Structured json.RawMessage `json:"structured"`
	Note       string          `json:"note"`
}

// text returns the form's text answer.
func (f errorForm) text() string {
	switch {
	case f.Text != nil:
		return *f.Text
	case f.Structured != nil:
		return string(f.Structured)
	}
	return ""
}

// loadErrorForms reads one JSON Lines file of testdata/errorforms.
func loadErrorForms(t *testing.T, name string) []errorForm {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "errorforms", name))
	if err != nil {
		t.Fatalf("testdata/errorforms/%s: %v", name, err)
	}
	var forms []errorForm
	for i, line := range splitLines(b) {
		if len(line) == 0 {
			continue
		}
		var f errorForm
		if err := json.Unmarshal(line, &f); err != nil {
			t.Fatalf("testdata/errorforms/%s:%d: %v", name, i+1, err)
		}
		forms = append(forms, f)
	}
	return forms
}

// splitLines splits b at '\n'.
func splitLines(b []byte) [][]byte {
	var out [][]byte
	for len(b) > 0 {
		i := slices.Index(b, '\n')
		if i < 0 {
			return append(out, b)
		}
		out, b = append(out, b[:i]), b[i+1:]
	}
	return out
}

// classifiedAsError reports whether Classify flags a result carrying text
// as its only text block as an error answer without isError.
func classifiedAsError(text string) bool { return formFlagged(errorForm{Text: &text}) }

// formFlagged reports whether Classify flags the result a form describes
// (its text as the only text block, its structuredContent) as an error
// answer without isError.
func formFlagged(f errorForm) bool {
	content := []any{}
	if t := f.text(); f.Text == nil || t != "" {
		content = append(content, map[string]any{"type": "text", "text": t})
	}
	r := map[string]any{"content": content}
	if f.Structured != nil {
		r["structuredContent"] = f.Structured
	}
	res, _ := json.Marshal(r)
	return slices.Contains(Classify(Input{Result: res}).Flags, FlagErrorText)
}

// errorFormSet is one pair of files of testdata/errorforms and the floors
// it holds: error answers servers send without isError, and look-alikes
// that are data.
type errorFormSet struct {
	errors, notErrors       string
	minRecall, minPrecision float64
}

// errorFormSets: the collection the rules were written against, and a
// fresh one written afterwards and measured before any rule was changed
// for it (its misses then were fixed only by general rules).
var errorFormSets = []errorFormSet{
	{"errors.jsonl", "not-errors.jsonl", 0.99, 0.99},
	{"errors-fresh.jsonl", "not-errors-fresh.jsonl", 0.98, 0.99},
	{"errors-fresh2.jsonl", "not-errors-fresh2.jsonl", 0.9, 0.95},
	{"errors-structured.jsonl", "not-errors-structured.jsonl", 0.99, 0.99},
	{"errors-structured-fresh.jsonl", "not-errors-structured-fresh.jsonl", 0.99, 0.99},
	{"errors-structured-fresh2.jsonl", "not-errors-structured-fresh2.jsonl", 0.99, 0.99},
	{"errors-structured-fresh3.jsonl", "not-errors-structured-fresh3.jsonl", 0.95, 0.99},
	{"errors-structured-text.jsonl", "not-errors-structured-text.jsonl", 0.9, 0.99},
}

// TestErrorForms measures precision and recall of the error label on the
// labelled collections of error answers and look-alikes, and holds floors.
func TestErrorForms(t *testing.T) {
	for _, set := range errorFormSets {
		errs := loadErrorForms(t, set.errors)
		oks := loadErrorForms(t, set.notErrors)
		tp, fp := 0, 0
		for _, f := range errs {
			if formFlagged(f) {
				tp++
			} else {
				t.Logf("%s: missed error (%s): %q %s", set.errors, f.Note, f.text(), f.Structured)
			}
		}
		for _, f := range oks {
			if formFlagged(f) {
				fp++
				note, _ := ErrorShapedText([]byte(f.text()))
				t.Logf("%s: false error (%s): %q %s (%s)", set.notErrors, f.Note, f.text(), f.Structured, note)
			}
		}
		recall := float64(tp) / float64(len(errs))
		precision := 1.0
		if tp+fp > 0 {
			precision = float64(tp) / float64(tp+fp)
		}
		t.Logf("%s + %s: recall %d/%d = %.3f, precision %d/%d = %.3f (%d look-alikes, %d flagged)",
			set.errors, set.notErrors, tp, len(errs), recall, tp, tp+fp, precision, len(oks), fp)
		if recall < set.minRecall {
			t.Errorf("%s: recall %.3f below floor %.3f", set.errors, recall, set.minRecall)
		}
		if precision < set.minPrecision {
			t.Errorf("%s: precision %.3f below floor %.3f", set.notErrors, precision, set.minPrecision)
		}
	}
}

// TestErrorFormsSize: the collection holds at least 80 error forms and 80
// look-alikes.
func TestErrorFormsSize(t *testing.T) {
	ne, no := 0, 0
	for _, set := range errorFormSets {
		ne += len(loadErrorForms(t, set.errors))
		no += len(loadErrorForms(t, set.notErrors))
	}
	if ne < 80 || no < 80 {
		t.Errorf("collection too small: %d error forms, %d look-alikes (want >= 80 each)", ne, no)
	}
}
