package classify

import (
	"bytes"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// leadingValue finds where a JSON object or array at the start of b (after
// white space) ends, reading just that value, so text after it does not
// matter. It returns the offset just past the value.
func leadingValue(b []byte) (int, bool) {
	s := jsonx.NewScanner(b)
	defer s.Release()
	if k := s.Peek(); k != '{' && k != '[' {
		return 0, false
	}
	if _, _, err := s.Value(); err != nil {
		return 0, false
	}
	return s.Offset(), true
}

// restOfLineBlank reports whether b holds only white space up to its first
// newline.
func restOfLineBlank(b []byte) bool {
	for _, c := range b {
		switch c {
		case '\n':
			return true
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return true
}

// maxJSONStarts bounds the decoder attempts per text.
const maxJSONStarts = 8

// overlayJSON marks JSON values that are not fenced: a value starting in
// the first three non-blank lines (headings and separators not counted;
// after a short header such as "Current configuration:", or on the header
// line itself after a key's colon), further pretty-printed values starting at the
// left margin or alone on their first line (several labelled values), each
// ending its line ("[1] see the docs" is prose), and single-line values
// (several in a row are JSON Lines). JSON lines win over whatever the
// markdown parse made of them. At most maxJSONStarts decodes are tried.
func (a *analysis) overlayJSON() {
	li := a.li
	n := li.count()
	counted, attempts := 0, 0
	for i := 0; i < n && attempts < maxJSONStarts; i++ {
		if a.kind[i] == kBlank || a.kind[i] == kNeutral {
			continue // headings and separators are not header lines
		}
		counted++
		if a.kind[i] != kProse && a.kind[i] != kCode {
			continue
		}
		raw := li.raw(i)
		t := bytes.TrimLeft(raw, " \t")
		off := li.start[i] + len(raw) - len(t)
		s := -1
		switch {
		case len(t) == 0:
		case t[0] == '{' || t[0] == '[':
			// Later in the text only top-level values: a line inside a
			// broken or truncated value is not a new start.
			if counted <= 3 || len(t) == len(raw) || len(trimASCII(t)) == 1 {
				// ... or an opener alone on its line, at any indent
				s = off
			}
		case counted <= 3:
			if k := jsonx.AfterKey(t); k >= 0 {
				s = off + k // "Result: {", "组件：["
			}
		}
		if s < 0 {
			continue
		}
		if s == off && len(t) >= 2 {
			if e := trimASCII(t); e[len(e)-1] == '}' || e[len(e)-1] == ']' {
				// Most likely a one-line value, which the line pass below
				// handles; in the first lines a value may also start here
				// and go on.
				if counted > 3 || validJSON(e) {
					continue
				}
			}
		}
		attempts++
		end, ok := leadingValue(li.text[s:])
		if !ok || !restOfLineBlank(li.text[s+end:]) {
			continue // a value must end its line ("[1] see …" is prose)
		}
		first, last := i, li.lineOf(s+end-1)
		kind := "JSON " + jsonKind(li.text[s])
		note := fmt.Sprintf("%s, pretty-printed (%d lines)", kind, last-first+1)
		if first == last {
			note = kind + " on one line"
		}
		if s != off {
			note += " after a key on the same line"
		}
		r := a.addRegion(region{pattern: JSONInText, note: note, empty: emptyJSON(li.text[s : s+end]), keyBytes: s - off})
		a.setKind(first, last, kJSON, r)
		i = last
	}
	a.overlayJSONLines()
}

// overlayJSONLines marks lines that are each one JSON object or array.
func (a *analysis) overlayJSONLines() {
	li := a.li
	run, values := -1, 0
	for i := 0; i < li.count(); i++ {
		k := a.kind[i]
		if k == kBlank {
			continue
		}
		t := li.trimmed(i)
		if (k == kProse || k == kCode) && len(t) >= 2 &&
			((t[0] == '{' && t[len(t)-1] == '}') || (t[0] == '[' && t[len(t)-1] == ']')) && validJSON(t) {
			if run < 0 {
				run = a.addRegion(region{pattern: JSONInText})
				values = 0
			}
			values++
			if values == 1 {
				a.regions[run].empty = emptyJSON(t)
			} else {
				a.regions[run].empty = false
			}
			a.kind[i] = kJSON
			a.reg[i] = int32(run)
			a.setJSONLinesNote(run, values, t[0])
			continue
		}
		run = -1
	}
}

func (a *analysis) setJSONLinesNote(r, values int, c byte) {
	if values == 1 {
		a.regions[r].note = "JSON " + jsonKind(c) + " on one line"
		return
	}
	a.regions[r].note = fmt.Sprintf("JSON Lines: %d values, one per line", values)
	a.regions[r].jsonLines = values
}

// emptyJSON reports whether a JSON object or array has no members ({},
// [ ] ...).
func emptyJSON(v []byte) bool {
	v = trimASCII(v)
	return len(v) >= 2 && len(trimASCII(v[1:len(v)-1])) == 0
}
