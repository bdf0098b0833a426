package textparse

import "testing"

// TestKeyValuesWrappedValue: indented lines right under a pair, with no
// separator of their own, continue its value; a blank line, a list item
// or a line no deeper than the key ends it.
func TestKeyValuesWrappedValue(t *testing.T) {
	cases := []struct {
		text string
		o    KVOptions
		want string
	}{
		{"Name: plan\nSummary: a value that goes on\n  onto a second line\n  and a third.\nOwner: Lars\n", KVOptions{},
			"Name=plan; Summary=a value that goes on onto a second line and a third.; Owner=Lars"},
		{"Name: plan\nSummary: a value that goes on\n  onto a second line\n", KVOptions{IndentAware: true},
			"Name=plan; Summary=a value that goes on onto a second line"},
		{"Name: plan\nSummary: short\n\n  loose text\n", KVOptions{}, "Name=plan; Summary=short"},
		{"Name: plan\nSummary: short\nnot indented\n", KVOptions{}, "Name=plan; Summary=short"},
		{"Tags:\n  - red\n  - blue\n", KVOptions{IndentAware: true}, "Tags{=red; =blue}"},
		// a long value wrapped at the margin: a line in lower case goes on
		{"Name: plan\nSummary: a value long enough to be wrapped by the tool\nat the margin of its output\nOwner: Lars\n", KVOptions{},
			"Name=plan; Summary=a value long enough to be wrapped by the tool at the margin of its output; Owner=Lars"},
		{"Name: plan\nSummary: a value long enough to be wrapped by the tool.\nthen a note\n", KVOptions{}, "Name=plan; Summary=a value long enough to be wrapped by the tool."},
		{"Status: ok\nall checks passed\n", KVOptions{}, "Status=ok"},
		// a header's indented text is its own value, its pairs its children
		{"Title: sow rye\nBody:\n  Sow in rows a hand apart.\n  Water: daily\n", KVOptions{IndentAware: true},
			"Title=sow rye; Body=Sow in rows a hand apart.{Water=daily}"},
		{"Name: plan\n  Sub: x\n", KVOptions{IndentAware: true}, "Name=plan; Sub=x"},
	}
	for _, c := range cases {
		ns := KeyValues(c.text, c.o)
		if got := kvString(ns); got != c.want {
			t.Errorf("%q: %s, want %s", c.text, got, c.want)
		}
		for _, n := range ns {
			if n.ValueSpan.Start < 0 || n.ValueSpan.End > len(c.text) || n.ValueSpan.Start > n.ValueSpan.End {
				t.Errorf("%q: value span %+v", c.text, n.ValueSpan)
			}
		}
	}
}
