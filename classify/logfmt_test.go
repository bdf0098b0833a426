package classify

import "testing"

// TestLogfmtItems: list items of several key=value pairs are records
// (markdown_list); the same lines without markers are record lines
// (unstructured); single pairs a line stay key_value.
func TestLogfmtItems(t *testing.T) {
	cases := []struct{ text, want string }{
		{"- id=1 crop=wheat yield=4\n- id=2 crop=rye yield=3\n", MarkdownList},
		{"id=1 crop=wheat yield=4\nid=2 crop=rye yield=3\n", Unstructured},
		{"HOST=db.internal\nPORT=5432\n", KeyValue},
	}
	for _, c := range cases {
		if got := Classify(Input{Result: textResult(c.text)}).Pattern; got != c.want {
			t.Errorf("%q: %s, want %s", c.text, got, c.want)
		}
	}
	for in, want := range map[string]int{"a=1 b=2": 2, `m="x y" n=3 o=4`: 3, "a=1": 0, "a=1 b": 0, "a=b=c d=1": 0} {
		if got := logfmtRecord([]byte(in)); got != want {
			t.Errorf("logfmtRecord(%q) = %d, want %d", in, got, want)
		}
	}
}
