package extract

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// detectJSON finds the JSON that carries the payload of the text and
// records each scalar's bytes as a field and, in Account.JSON, which
// content item and bytes it came from. In order:
//
//  1. the joined text as seed 000 reads it: one JSON value (whole), or a
//     fenced block;
//  2. with several text items, each item alone (textparse.FindJSON): one
//     item carrying JSON is taken, several are merged into an array (in
//     content order);
//  3. the joined text with textparse.FindJSON (JSON Lines, JSON behind a
//     short header or before a short trailer);
//  4. a JSON value at the start of the joined text followed by prose of
//     any length (seed 000's prefix form).
//
// With payloadOnly (parser auto, which decides per output as the
// classifier does) steps 1 and 4 take only what FindJSON takes: a fence
// or a leading value inside prose that carries most of the text is not
// the payload (a document with a JSON example is prose); and with several
// text items, JSON items give way to a larger item holding a table or
// key-value pairs (textparse.OtherStructure).
func (r *run) detectJSON(payloadOnly bool) (any, bool) {
	legacy, legacyOK := textparse.DetectJSON(r.text)
	if payloadOnly && legacyOK && legacy.Form != textparse.JSONWhole {
		legacyOK = false
	}
	if legacyOK && legacy.Form != textparse.JSONPrefix {
		r.takeJSON(legacy, "")
		r.acc.JSONForm = legacy.Form
		return legacy.Value, true
	}
	if len(r.starts) > 1 {
		var found []textparse.JSONMatch
		jsonSize, otherSize := 0, 0
		for k := range r.starts {
			t := r.blockText(k)
			if m, ok := textparse.FindJSON(t); ok {
				found = append(found, shiftMatch(m, r.starts[k]))
				jsonSize = max(jsonSize, len(t))
			} else if payloadOnly && len(t) > otherSize && textparse.OtherStructure(t) {
				otherSize = len(t)
			}
		}
		if len(found) > 0 && otherSize > jsonSize {
			// a larger item holds a table or pairs: as the classifier
			// lets the largest item with a pattern decide, that is
			// the payload, not the JSON
			return nil, false
		}
		switch {
		case len(found) == 1:
			r.takeJSON(found[0], "")
			r.acc.JSONForm = found[0].Form
			return found[0].Value, true
		case len(found) > 1:
			vals := make([]any, len(found))
			for i, m := range found {
				vals[i] = m.Value
				r.takeJSON(m, pointerIndex("", i))
			}
			r.acc.JSONForm = textparse.JSONMerged
			return vals, true
		}
	}
	if m, ok := textparse.FindJSON(r.text); ok {
		r.takeJSON(m, "")
		r.acc.JSONForm = m.Form
		return m.Value, true
	}
	if legacyOK {
		r.takeJSON(legacy, "")
		r.acc.JSONForm = legacy.Form
		return legacy.Value, true
	}
	return nil, false
}

// blockText returns the text of the k-th text item.
func (r *run) blockText(k int) string {
	s := r.starts[k]
	e := len(r.text)
	if k+1 < len(r.starts) {
		e = r.starts[k+1] - 1 // the "\n" joining the items
	}
	if s > e || e > len(r.text) {
		return ""
	}
	return r.text[s:e]
}

// shiftMatch moves a match found in one item's text to the joined text.
func shiftMatch(m textparse.JSONMatch, off int) textparse.JSONMatch {
	m.Span.Start += off
	m.Span.End += off
	if m.Parts != nil {
		parts := make([]textparse.Span, len(m.Parts))
		for i, p := range m.Parts {
			parts[i] = textparse.Span{Start: p.Start + off, End: p.End + off}
		}
		m.Parts = parts
	}
	return m
}

// takeJSON records the JSON of m, which becomes the value at path: its
// place in the content (Account.JSON) and the bytes of each scalar.
func (r *run) takeJSON(m textparse.JSONMatch, path string) {
	r.acc.Parser = "json"
	start, end := m.Span.Start, m.Span.End
	if start < 0 || end > len(r.text) || start > end {
		return
	}
	r.acc.JSON = append(r.acc.JSON, r.jsonPart(path, m.Form, span{start, end}))
	if m.Parts == nil {
		r.walkJSON(start, end, path)
		return
	}
	for i, p := range m.Parts {
		if p.Start >= start && p.End <= end && p.Start <= p.End {
			r.walkJSON(p.Start, p.End, pointerIndex(path, i))
		}
	}
}

// walkJSON records the scalars of the JSON value in text[start:end] under
// the pointer path.
func (r *run) walkJSON(start, end int, path string) {
	i := strings.IndexAny(r.text[start:end], "{[")
	if i < 0 {
		return
	}
	w := &jsonWalker{r: r, s: r.text[:end], path: append(make([]byte, 0, 64), path...)}
	w.value(start+i, span{-1, -1}, 0)
}

// jsonPart locates the bytes s of the joined text in the content items.
func (r *run) jsonPart(path, form string, s span) JSONPart {
	p := JSONPart{Path: path, Form: form, Range: r.rangeOf(s)}
	if len(r.starts) == 0 {
		return p
	}
	first := r.itemOf(s.start)
	last := r.itemOf(max(s.start, s.end-1))
	for k := first; k <= last; k++ {
		p.Items = append(p.Items, r.blocks[k])
	}
	p.ItemStart = s.start - r.starts[first]
	p.ItemEnd = s.end - r.starts[last]
	return p
}

// itemOf returns the index (into starts) of the text item holding byte
// off of the joined text.
func (r *run) itemOf(off int) int {
	k := 0
	for k+1 < len(r.starts) && r.starts[k+1] <= off {
		k++
	}
	return k
}

// maxJSONDepth bounds the nesting jsonWalker follows.
const maxJSONDepth = 10_000

// jsonWalker records the bytes of every scalar (and empty container) of a
// JSON value already known to be valid, with its JSON pointer; it gives up
// quietly on anything unexpected.
type jsonWalker struct {
	r    *run
	s    string
	path []byte // the JSON pointer of the value being walked
}

func (w *jsonWalker) ws(i int) int {
	for i < len(w.s) && (w.s[i] == ' ' || w.s[i] == '\t' || w.s[i] == '\n' || w.s[i] == '\r') {
		i++
	}
	return i
}

// str returns the offset after the string starting at i (a quote).
func (w *jsonWalker) str(i int) int {
	for j := i + 1; j < len(w.s); j++ {
		switch w.s[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

func (w *jsonWalker) leaf(start, end int, label span) {
	if label.start >= 0 {
		w.r.addHit(string(w.path), span{start, end}, label)
	} else {
		w.r.addHit(string(w.path), span{start, end})
	}
}

// value walks the value at i and returns the offset after it, or -1.
func (w *jsonWalker) value(i int, label span, depth int) int {
	i = w.ws(i)
	if i >= len(w.s) || depth > maxJSONDepth {
		return -1
	}
	switch w.s[i] {
	case '{', '[':
		obj := w.s[i] == '{'
		closer := byte(']')
		if obj {
			closer = '}'
		}
		n := 0
		base := len(w.path)
		for j := i + 1; ; {
			j = w.ws(j)
			if j >= len(w.s) {
				return -1
			}
			switch w.s[j] {
			case closer:
				if n == 0 {
					w.leaf(i, j+1, label)
				}
				return j + 1
			case ',':
				j++
				continue
			}
			childLabel := span{-1, -1}
			if obj {
				if w.s[j] != '"' {
					return -1
				}
				ke := w.str(j)
				if ke < 0 {
					return -1
				}
				key := w.s[j+1 : ke-1]
				if strings.IndexByte(key, '\\') >= 0 {
					if json.Unmarshal([]byte(w.s[j:ke]), &key) != nil {
						return -1
					}
				}
				c := w.ws(ke)
				if c >= len(w.s) || w.s[c] != ':' {
					return -1
				}
				vs := w.ws(c + 1)
				w.path = appendPointer(w.path, key)
				childLabel = span{j, vs}
				j = vs
			} else {
				w.path = strconv.AppendInt(append(w.path, '/'), int64(n), 10)
			}
			j = w.value(j, childLabel, depth+1)
			w.path = w.path[:base]
			if j < 0 {
				return -1
			}
			n++
		}
	case '"':
		e := w.str(i)
		if e < 0 {
			return -1
		}
		w.leaf(i, e, label)
		return e
	default:
		e := i
	scan:
		for e < len(w.s) {
			switch w.s[e] {
			case ',', ']', '}', ' ', '\t', '\r', '\n':
				break scan
			}
			e++
		}
		if e == i {
			return -1
		}
		w.leaf(i, e, label)
		return e
	}
}

// appendPointer appends one JSON-pointer step to path (as pointer does).
func appendPointer(path []byte, key string) []byte {
	path = append(path, '/')
	if !strings.ContainsAny(key, "~/") {
		return append(path, key...)
	}
	for i := 0; i < len(key); i++ {
		switch key[i] {
		case '~':
			path = append(path, "~0"...)
		case '/':
			path = append(path, "~1"...)
		default:
			path = append(path, key[i])
		}
	}
	return path
}
