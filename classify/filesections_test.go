package classify

import "testing"

// TestFileSections: two or more sections each naming a file and showing
// its content in a fence are a list of records; one file, or sections
// under headings that are not file names, are not.
func TestFileSections(t *testing.T) {
	two := "Matches in 2 files.\n\n**`lib/a.go`** — Parse(func)\n\n```go\nfunc Parse() {}\n\nfunc parse2() {}\n```\n\n**`lib/b.go`** — Load(func)\n\n```go\nfunc Load() {}\n```\n"
	one := "Matches in 1 file.\n\n**`lib/a.go`** — Parse(func)\n\n```go\nfunc Parse() {}\n\nfunc parse2() {}\n```\n"
	docs := "### Install\n\n```sh\nnpm install thing\n```\n\n### Usage\n\n```js\nthing.run({ fast: true })\n```\n"
	headed := "## src/x.py\n```python\nprint(1)\n```\n## src/y.py\n```python\nprint(2)\n```\n"
	for _, c := range []struct{ name, text, want string }{
		{"two files", two, MarkdownList},
		{"one file", one, Unstructured},
		{"docs headings", docs, Unstructured},
		{"path headings", headed, MarkdownList},
	} {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
	for s, want := range map[string]bool{"`a`": false, "a.go": true, "`x/y`": true, "a b.go": false, ".go": false} {
		if fileName([]byte(s)) != want {
			t.Errorf("fileName(%q) = %v", s, !want)
		}
	}
}
