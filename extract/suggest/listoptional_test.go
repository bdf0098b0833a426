package suggest

import (
	"strings"
	"testing"
)

// TestListOptionalLabelledKey: a `key: value` sub-line that only some
// items hold ("requires:" under two packages of six) is a field of the
// suggested list config, so the next output's values of it are kept; a
// key held by one item only is not.
func TestListOptionalLabelledKey(t *testing.T) {
	pkg := func(name, ver, lic string, extra ...string) string {
		s := "- " + name + "@" + ver + "\n  - license: " + lic + "\n  - size: 12 kB\n"
		for _, e := range extra {
			s += "  - " + e + "\n"
		}
		return s
	}
	a := "Dependencies of app:\n\n" + pkg("alpha-one", "1.2.3", "MIT", "requires: beta-two") + pkg("gamma-three", "0.4.1", "ISC") +
		pkg("delta-four", "2.0.0", "MIT", "requires: eps-five", "mirror: west") + pkg("zeta-six", "1.0.0", "BSD") + pkg("eta-seven", "3.1.0", "MIT") + pkg("theta-8", "0.0.9", "ISC")
	b := "Dependencies of web:\n\n" + pkg("iota-nine", "5.0.1", "MIT") + pkg("kappa-ten", "1.1.1", "ISC") + pkg("lambda-x", "2.2.2", "MIT") + pkg("mu-y", "3.3.3", "BSD")
	s := Suggest(toolOf("list_dependencies", a, b))
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	te := s.VirtualTool.TextExtraction
	if te.ItemPatterns["requires"] == nil {
		t.Errorf("no requires field: %v (%s)", te.ItemPatterns, s.Parser)
	}
	if te.ItemPatterns["mirror"] != nil {
		t.Errorf("a key of one item is a field: %v", te.ItemPatterns)
	}
	next := "Dependencies of api:\n\n" + pkg("nu-z", "1.0.0", "MIT", "requires: omicron") + pkg("xi-w", "2.0.0", "ISC")
	if got := mustJSON(t, apply(t, s.VirtualTool, textResult(next))); !strings.Contains(got, `"omicron"`) {
		t.Errorf("requires of the next output lost: %s", got)
	}
}
