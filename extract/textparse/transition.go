package textparse

import "strings"

// maxTransitionSide bounds each side of a transition.
const maxTransitionSide = 80

// Transition reports whether s is a change or a mapping written with one
// arrow between two sides ("unresolved → resolved", "main -> box",
// "v1.0.131 => v1.0.169") and returns the spans of both sides, trimmed.
// Each side is at most 80 bytes and not empty; s holds one arrow only, and
// an arrow inside a parenthesis or brackets ("volume (value=0.8 -> 0.78)")
// is none.
func Transition(s string) (from, to Span, ok bool) {
	if strings.IndexByte(s, '>') < 0 && !strings.Contains(s, "→") {
		return from, to, false
	}
	k, w := -1, 0
	for _, arrow := range [...]string{" → ", " -> ", " => "} {
		if i := strings.Index(s, arrow); i >= 0 {
			if w > 0 || strings.Count(s, arrow) != 1 {
				return from, to, false
			}
			k, w = i, len(arrow)
		}
	}
	if w == 0 || k > maxTransitionSide || len(s)-k-w > maxTransitionSide ||
		strings.Count(s[:k], "(") != strings.Count(s[:k], ")") || strings.Count(s[:k], "[") != strings.Count(s[:k], "]") {
		return from, to, false
	}
	from.Start, from.End = trimSpan(s, 0, k)
	to.Start, to.End = trimSpan(s, k+w, len(s))
	return from, to, from.Start < from.End && to.Start < to.End
}
