package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// ContentField holds what parser auto reads of the document under
// key-value header pairs (kvContent).
const ContentField = "content"

// minContentLines is the fewest non-blank lines a document under header
// pairs needs for kvContent to read it.
const minContentLines = 3

// kvContent adds to obj, the object parser auto read from key-value text,
// what auto reads of the lines below the last pair when they are a
// document of their own: a fetched page or file under "URL:" and
// "Content:" headers whose rows are a table, a CSV grid or a list. The
// lines are read by auto one level down; when auto finds no structure in
// them (prose), they are left to kvBodies. hits from h0 on are this
// parse's.
func (x *Extractor) kvContent(r *run, obj map[string]any, h0 int) {
	if !r.valueFields || r.depth > 0 || r.nest > 0 {
		return
	}
	if _, clash := obj[ContentField]; clash {
		return
	}
	last, lastVal := -1, span{-1, -1}
	for _, h := range r.hits[h0:] {
		if h.val.end > last {
			last, lastVal = h.val.end, h.val
		}
		for _, l := range h.labels {
			last = max(last, l.end)
		}
	}
	if last < 0 || last >= len(r.text) {
		return
	}
	_, from := lineBounds(r.text, last)
	a, b := trimSpaceSpan(r.text, from, len(r.text))
	if a >= b || strings.Count(r.text[a:b], "\n")+1 < minContentLines && !jsonDocument(r.text[a:b]) {
		return
	}
	if a == from && lastVal.end == last && lastVal.start >= 0 && !strings.Contains(r.text[lastVal.start:lastVal.end], "\n") {
		// "Content: id,name" over the rows: the last pair's value is
		// the document's first line (a CSV header, a title)
		a = lastVal.start
	}
	sub := &Account{}
	sr := newRun(r.text[a:b], sub)
	sr.depth = r.depth + 1
	v, ok := x.extractAuto(sr)
	if !ok || v == nil || sub.Parser == ParsedText || sub.Parser == ParsedHeadingSections || isEmptyObject(v) {
		return
	}
	obj[ContentField] = v
	vp := pointer("", ContentField)
	for _, h := range sr.hits {
		labels := make([]span, len(h.labels))
		for k, l := range h.labels {
			labels[k] = span{l.start + a, l.end + a}
		}
		r.addHit(vp+h.path, span{h.val.start + a, h.val.end + a}, labels...)
	}
}

// isEmptyObject reports whether v is an object with no members.
func isEmptyObject(v any) bool {
	m, ok := v.(map[string]any)
	return ok && len(m) == 0
}

// jsonDocument reports whether s is one JSON object or array (an HTTP
// response's body under its header lines, on one line or a few).
func jsonDocument(s string) bool {
	return len(s) >= 2 && (s[0] == '{' && s[len(s)-1] == '}' || s[0] == '[' && s[len(s)-1] == ']') && jsonx.Valid([]byte(s))
}
