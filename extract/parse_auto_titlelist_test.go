package extract_test

import "testing"

// A list of one item under a markdown title is read as a list, as one
// announced by "Found 1 result:" is; the title's one bold span is the
// name it is about; a pair inside a parenthesis ("web (ID: 71)") makes
// no key-value line.
func TestAutoTitledListOfOne(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"# Projects in **fernweh**\n\n- **blog**\n", []string{"blog", "fernweh"}},
		{"# Teams in **fernweh**\n\n- web (ID: 71)\n", []string{"web", "71", "fernweh"}},
		{"# Teams in **harbor**\n\n- checkout (ID: 11)\n- payments (ID: 12)\n", []string{"checkout", "11", "payments", "12", "harbor"}},
	} {
		m, _ := applyText(t, autoConfig, c.text)
		for _, w := range c.want {
			if !hasLeaf(m, w) {
				t.Errorf("%q: no value %q in %v", c.text, w, m)
			}
		}
	}
}
