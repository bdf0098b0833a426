package extract

import "testing"

func TestLiteralNewlines(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{`a\nb\nc\nd`, "a \nb \nc \nd", true},
		{`rows\n\n| x |\n|---|\n| 1 |` + "\n", "rows \n \n| x | \n|---| \n| 1 |\n", true},
		{`keep \\n escaped\nx\ny\nz`, `keep \\n escaped` + " \nx \ny \nz", true},
		{`a\r\nb\r\nc\r\nd`, "a   \nb   \nc   \nd", true},
		{`two\nbreaks\nonly`, "two \nbreaks \nonly", true},
		{`one\nbreak`, `one\nbreak`, false},
		{"real\nline " + `a\nb\nc\nd`, "real\nline " + `a\nb\nc\nd`, false},
		{`{"a":"x\ny\nz\nw"}`, "{\"a\":\"x \ny \nz \nw\"}", true}, // JSON is read before this
	} {
		got, ok := literalNewlines(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("literalNewlines(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
		if len(got) != len(c.in) {
			t.Errorf("literalNewlines(%q) changed the length", c.in)
		}
	}
}
