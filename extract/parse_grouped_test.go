package extract_test

import (
	"strings"
	"testing"
)

// TestAutoGroupedMatches: matches printed under file headings (indented
// or not, "line: text" or "line:col: text", blank lines between groups)
// are located records with the heading as their file; a heading with no
// match under it, or prose after numbers, is not.
func TestAutoGroupedMatches(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct{ text, value string }{
		{"docs/intro.md\n  3: the garden opens at nine\n  17: bring water\nnotes/todo.txt\n  1: rake the leaves\n",
			`{"items":[{"file":"docs/intro.md","line":"3","message":"the garden opens at nine"},{"file":"docs/intro.md","line":"17","message":"bring water"},{"file":"notes/todo.txt","line":"1","message":"rake the leaves"}]}`},
		{"a/b.py\n4:2: import os\n\nc.py\n9:1:import sys\n",
			`{"items":[{"column":"2","file":"a/b.py","line":"4","message":"import os"},{"column":"1","file":"c.py","line":"9","message":"import sys"}]}`},
		{"File: docs/intro.md\n  Line 3: the garden opens at nine\n  Line 17: bring water\nFile: notes/todo.txt\n  L1: rake the leaves\n",
			`{"items":[{"file":"docs/intro.md","line":"3","message":"the garden opens at nine"},{"file":"docs/intro.md","line":"17","message":"bring water"},{"file":"notes/todo.txt","line":"1","message":"rake the leaves"}]}`},
	}
	for _, c := range cases {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.value {
			t.Errorf("%q: %s\nwant %s", c.text, got, c.value)
		}
		for _, f := range res.Account.Fields {
			if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
				t.Errorf("%q: field %s out of the text", c.text, f.Path)
			}
		}
	}
	res := apply(t, x, textResult("The plan has 2 steps.\nreport.txt\nIt was long.\n"))
	if got := mustJSON(t, res.Value); strings.Contains(got, `"items"`) {
		t.Errorf("prose read as matches: %s", got)
	}
}

// TestAutoLocatedForms: positions written in parentheses (tsc, MSBuild)
// and a dash between the position and the message are located lines too.
func TestAutoLocatedForms(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct{ text, value string }{
		{"web/main.ts(4,9): error X1: bad type\nweb/util.ts(20): warning X2: unused\n",
			`{"items":[{"column":"9","file":"web/main.ts","line":"4","message":"error X1: bad type"},{"file":"web/util.ts","line":"20","message":"warning X2: unused"}]}`},
		{"web/main.ts:4:9 - error: bad type\nweb/util.ts:20:1 — warning: unused\n",
			`{"items":[{"column":"9","file":"web/main.ts","line":"4","message":"error: bad type"},{"column":"1","file":"web/util.ts","line":"20","message":"warning: unused"}]}`},
	}
	for _, c := range cases {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.value {
			t.Errorf("%q: %s\nwant %s", c.text, got, c.value)
		}
	}
}

// TestAutoIDColumns: a table whose first column holds hex ids (container
// or image ids) is columns under its header, not commits.
func TestAutoIDColumns(t *testing.T) {
	x := tool(t, autoCfg)
	text := "BOX ID         CROP    STATE\n3fa9c1d2e3f4   rye     growing fast\n9b8c7d6e5f40   oat     seeded\n"
	want := `{"items":[{"BOX ID":"3fa9c1d2e3f4","CROP":"rye","STATE":"growing fast"},{"BOX ID":"9b8c7d6e5f40","CROP":"oat","STATE":"seeded"}]}`
	if got := mustJSON(t, apply(t, x, textResult(text)).Value); got != want {
		t.Errorf("%s\nwant %s", got, want)
	}
}

// TestGroupedStylishLint: a linter's stylish report (a file heading, then
// "line:column  severity  message  rule" lines) gives each record's
// column, severity, message and rule.
func TestGroupedStylishLint(t *testing.T) {
	text := "/src/a.js\n  3:5   error    'x' is defined but never used  no-unused-vars\n  10:1  warning  Unexpected console statement    no-console\n\n" +
		"/src/b.js\n  7:12  error  Missing semicolon  semi\n\n✖ 3 problems (2 errors, 1 warning)\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"column":"12","file":"/src/b.js","line":"7","message":"Missing semicolon","rule":"semi","severity":"error"`,
		`"message":"Unexpected console statement","rule":"no-console","severity":"warning"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
