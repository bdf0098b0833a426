package classify

import "testing"

// TestFrontMatter: a YAML front matter block ("---", pairs, "---") is the
// pairs of a note, not a setext heading; a block cut off by the end of the
// text still is; "---" around prose or a lone pair is not.
func TestFrontMatter(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"closed", "---\ncolour: teal\nsize: large\nshape: round\n---\n", KeyValue},
		{"closed over a short body", "---\nauthor: Ana Reyes\nstate: open\n---\n# Garden\n\nWater on Fridays.\n", KeyValue},
		{"sequence under a key", "---\nkind: plan\nowner: Lars\nlabels:\n  - red\n  - blue\n---\n", KeyValue},
		{"cut off at the end", "---\nkind: plan\nowner: Lars\nstarts: 2030-01-01\n", KeyValue},
		{"prose between rules", "---\nThis is a line of prose.\n---\n", Unstructured},
		{"one pair", "---\nkind: plan\n---\n", Unstructured},
		{"heading inside", "---\nkind: plan\n# not yaml\n", Unstructured},
	}
	for _, c := range cases {
		if got := Classify(Input{Result: textResult(c.text)}).Pattern; got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	li := newLineIndex([]byte("\n---\na: 1\nb: 2\n...\nrest\n"))
	if o, c, ok := frontMatter(li); !ok || o != 1 || c != 4 {
		t.Errorf("frontMatter = %d, %d, %v; want 1, 4, true", o, c, ok)
	}
	if v := string(markdownView(li, 1, -1)); v != "\n   \na: 1\nb: 2\n...\nrest\n" {
		t.Errorf("markdownView = %q", v)
	}
}
