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

// plainArrow reads s[p:b] as "name -> target" (also "=>", "→"): one
// arrow between blanks, a name of at most 80 bytes and five words, and a
// target. It returns the name's end and the target's start.
func plainArrow(s string, p, b int) (nameEnd, target int, ok bool) {
	t := s[p:b]
	at, w := -1, 0
	for _, arrow := range [...]string{" -> ", " => ", " → "} {
		if j := strings.Index(t, arrow); j > 0 {
			if at >= 0 || strings.Contains(t[j+len(arrow):], arrow) {
				return 0, 0, false
			}
			at, w = j, len(arrow)
		}
	}
	if at <= 0 || at > 80 || len(strings.Fields(t[:at])) > 5 || strings.TrimSpace(t[at+w:]) == "" {
		return 0, 0, false
	}
	return p + at, p + at + w, true
}
