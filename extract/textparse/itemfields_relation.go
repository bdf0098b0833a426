package textparse

import "strings"

// relationArrow reads s[p:b] as a labelled edge of a graph: "Alice
// --works_at--> Acme" or "Alice -[works_at]-> Acme", as knowledge-graph
// memories print relations. It returns the spans of the source, the
// relation and the target, ok false for other text.
func relationArrow(s string, p, b int) (from, rel, to Span, ok bool) {
	t := s[p:b]
	for _, f := range [...][2]string{{" --", "--> "}, {" -[", "]-> "}} {
		o := strings.Index(t, f[0])
		if o <= 0 {
			continue
		}
		c := strings.Index(t[o+len(f[0]):], f[1])
		if c <= 0 || c > 40 || strings.ContainsAny(t[o+len(f[0]):o+len(f[0])+c], " \t") {
			continue
		}
		r0 := o + len(f[0])
		t0 := r0 + c + len(f[1])
		if t0 >= len(t) || strings.TrimSpace(t[t0:]) == "" {
			continue
		}
		return Span{p, p + o}, Span{p + r0, p + r0 + c}, Span{p + t0, b}, true
	}
	return Span{}, Span{}, Span{}, false
}
