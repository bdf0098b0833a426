package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

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
	r.fencedJSONValues(m, code)
	r.fencedSnapshots(m, code)
}

// CodeJSONField holds the values of the fenced blocks of "code" that are
// one JSON object or array each, decoded.
const CodeJSONField = "code_json"

// fencedJSONValues adds to m, under "code_json", the decoded value of each
// fenced block (spans code) that is one JSON object or array: a report's
// metadata written as JSON in a fence beside its pairs. Its scalars are
// recorded as hits.
func (r *run) fencedJSONValues(m map[string]any, code []span) {
	if _, clash := m[CodeJSONField]; clash {
		return
	}
	var vals []any
	for _, c := range code {
		t := strings.TrimSpace(r.text[c.start:c.end])
		if len(t) < 2 || (t[0] != '{' || t[len(t)-1] != '}') && (t[0] != '[' || t[len(t)-1] != ']') {
			continue
		}
		jm, ok := textparse.DetectJSON(r.text[c.start:c.end])
		if !ok || jm.Form != textparse.JSONWhole {
			continue
		}
		path := pointerIndex(pointer("", CodeJSONField), len(vals))
		r.walkJSON(c.start+jm.Span.Start, c.start+jm.Span.End, path)
		vals = append(vals, jm.Value)
	}
	if len(vals) > 0 {
		m[CodeJSONField] = vals
	}
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
