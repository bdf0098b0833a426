package extract

import (
	"encoding/json"
	"strconv"
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
	w := &jsonWalker{r: r, s: r.text[:end], path: make([]byte, 0, 64)}
	w.value(start+i, span{-1, -1}, 0)
	return m.Value, true
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
