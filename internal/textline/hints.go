package textline

import "strings"

// HintsHeader reports whether t, a trimmed line, heads advice to the
// reader rather than data: "Next Steps:", "Tips:", "Suggestions:"
// (emphasis and a leading glyph allowed; the colon is needed, and a
// heading such as "## Next Steps" is a document's section, not a note).
// Servers written for agents end their answers with such notes.
func HintsHeader[T ~string | ~[]byte](t T) bool {
	if len(t) > 60 || len(t) < 5 {
		return false
	}
	if c := t[len(t)-1]; c != ':' && c != '*' && c != '_' {
		return false // most lines: no colon at the end (tested first)
	}
	s := string(t)
	// a glyph before the words ("💡 Tips:")
	if i := strings.IndexFunc(s, func(r rune) bool { return r < 0x80 }); i > 0 {
		s = s[i:]
	}
	s = strings.Trim(s, "*_ \t")
	if !strings.HasSuffix(s, ":") {
		return false // "## Next Steps": a document's section, its data
	}
	s = strings.Trim(s, "*_: \t")
	for _, h := range [...]string{"next steps", "next step", "suggested next steps", "tips", "suggestions", "hints", "what's next", "next actions"} {
		if len(s) == len(h) && strings.EqualFold(s, h) {
			return true // compared without a lower-cased copy
		}
	}
	return false
}
