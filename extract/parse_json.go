package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// detectJSON finds a JSON object or array in the text (the whole text, one
// fenced block, or a value followed by prose) and records each scalar's
// bytes as a field.
func (r *run) detectJSON() (any, bool) {
	m, ok := textparse.DetectJSON(r.text)
	if !ok {
		return nil, false
	}
	r.acc.Parser = "json"
	r.acc.JSONForm = m.Form
	start, end := m.Span.Start, m.Span.End
	if start < 0 || end > len(r.text) || start > end {
		return m.Value, true
	}
	i := strings.IndexAny(r.text[start:end], "{[")
	if i < 0 {
		return m.Value, true
	}
	base := start + i
	n, err := parseNodesPrefix([]byte(r.text[base:end]))
	if err != nil {
		return m.Value, true
	}
	r.jsonHits(n, "", base, span{-1, -1})
	return m.Value, true
}

// jsonHits records a hit per scalar (and per empty container) of a JSON
// node tree; label is the bytes of the key naming n.
func (r *run) jsonHits(n *node, path string, base int, label span) {
	if len(r.hits) >= maxFields {
		r.warnOnce("fields", "too many JSON values: the account lists the first ones")
		return
	}
	if (n.kind == 'o' || n.kind == 'a') && len(n.kids) > 0 {
		for i, k := range n.kids {
			if n.kind == 'o' {
				r.jsonHits(k, pointer(path, n.keys[i]), base, span{base + n.keyStart[i], base + k.start})
			} else {
				r.jsonHits(k, pointerIndex(path, i), base, span{-1, -1})
			}
		}
		return
	}
	if label.start >= 0 {
		r.addHit(path, span{base + n.start, base + n.end}, label)
	} else {
		r.addHit(path, span{base + n.start, base + n.end})
	}
}
