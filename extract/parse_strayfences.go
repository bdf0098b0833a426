package extract

import "strings"

// strayFences adds to v, the value parser auto read as a list, table or
// key-value text, the contents of the fenced code blocks no field took
// ("code"): a docs section's props list over its example, a report's
// pairs over a snippet. Hits from h0 on are this parse's; a v that is not
// an object, or already has "code", is left alone.
func (r *run) strayFences(v any, h0 int) {
	m, ok := v.(map[string]any)
	if !ok || !strings.Contains(r.text, "```") && !strings.Contains(r.text, "~~~") {
		return
	}
	if _, clash := m[CodeField]; clash {
		return
	}
	var code []span
	text := r.text
	marker, from := "", -1
	for ls := 0; ls < len(text) && len(code) < maxFenceParts; {
		le, next := lineBounds(text, ls)
		t0, t1 := trimSpaceSpan(text, ls, le)
		t := text[t0:t1]
		switch {
		case marker == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")):
			marker, from = t[:3], next
		case marker != "" && strings.HasPrefix(t, marker) && strings.Trim(t, marker[:1]) == "":
			c0, c1 := from, ls
			if c1 > c0 && text[c1-1] == '\n' {
				c1--
			}
			if c0 < c1 && !r.spanTaken(span{c0, c1}, h0) {
				code = append(code, span{c0, c1})
			}
			marker = ""
		}
		ls = next
	}
	if len(code) == 0 {
		return
	}
	m[CodeField] = r.spanValues(CodeField, code)
}

// spanTaken reports whether a hit from h0 on overlaps s.
func (r *run) spanTaken(s span, h0 int) bool {
	for _, h := range r.hits[h0:] {
		if h.val.start < s.end && s.start < h.val.end {
			return true
		}
	}
	return false
}
