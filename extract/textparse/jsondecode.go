package textparse

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// A one-pass JSON decoder that gives exactly what encoding/json gives when
// decoding into an interface value with UseNumber (map[string]any with the
// last of repeated keys, []any, string, json.Number, bool, nil) and
// accepts exactly the JSON encoding/json accepts. It hands the rare inputs
// it does not handle itself (nesting deeper than maxFastDepth, strings with
// surrogate escapes or invalid UTF-8) back to encoding/json.

// maxFastDepth bounds the nesting the decoder follows itself; encoding/json
// allows 10,000 levels.
const maxFastDepth = 1000

// decodeStatus is the outcome of a decode.
type decodeStatus uint8

const (
	decodeOK      decodeStatus = iota
	decodeInvalid              // not valid JSON
	decodeUnsure               // not handled here: ask encoding/json
)

// jsonDecoder decodes the JSON value at the start of s.
type jsonDecoder struct {
	s      string
	build  bool // build values (else only validate)
	status decodeStatus
}

// DecodeJSON decodes s, exactly one JSON value with optional surrounding
// white space, as encoding/json does with UseNumber; ok is false when s is
// not valid JSON.
func DecodeJSON(s string) (v any, ok bool) {
	i := skipJSONSpace(s, 0)
	v, end, st := decodeFirst(s[i:], true)
	if st == decodeOK && skipJSONSpace(s, i+end) == len(s) {
		return v, true
	}
	if st == decodeInvalid {
		return nil, false
	}
	return decodeJSONStd(s)
}

// decodeFirst decodes (or, with build false, validates) the JSON value at
// the start of s and returns the offset after it.
func decodeFirst(s string, build bool) (any, int, decodeStatus) {
	d := jsonDecoder{s: s, build: build}
	v, end := d.value(0, 0)
	if d.status != decodeOK {
		return nil, 0, d.status
	}
	return v, end, decodeOK
}

func skipJSONSpace(s string, i int) int {
	for i < len(s) && isSpaceByte(s[i]) {
		i++
	}
	return i
}

// fail records a status and returns -1.
func (d *jsonDecoder) fail(st decodeStatus) int {
	if d.status == decodeOK {
		d.status = st
	}
	return -1
}

// value decodes the value at i (no leading white space) and returns the
// offset after it, or -1.
func (d *jsonDecoder) value(i, depth int) (any, int) {
	s := d.s
	if i >= len(s) {
		return nil, d.fail(decodeInvalid)
	}
	switch c := s[i]; {
	case c == '{':
		return d.object(i, depth+1)
	case c == '[':
		return d.array(i, depth+1)
	case c == '"':
		e := d.str(i)
		if e < 0 {
			return nil, -1
		}
		if !d.build {
			return nil, e
		}
		v, ok := unquoteToken(s[i:e])
		if !ok {
			return nil, d.fail(decodeUnsure)
		}
		return v, e
	case c == 't':
		if strings.HasPrefix(s[i:], "true") {
			return true, i + 4
		}
	case c == 'f':
		if strings.HasPrefix(s[i:], "false") {
			return false, i + 5
		}
	case c == 'n':
		if strings.HasPrefix(s[i:], "null") {
			return nil, i + 4
		}
	case c == '-' || (c >= '0' && c <= '9'):
		e := d.number(i)
		if e < 0 {
			return nil, -1
		}
		if !d.build {
			return nil, e
		}
		return json.Number(s[i:e]), e
	}
	return nil, d.fail(decodeInvalid)
}

func (d *jsonDecoder) object(i, depth int) (any, int) {
	if depth > maxFastDepth {
		return nil, d.fail(decodeUnsure)
	}
	s := d.s
	var m map[string]any
	if d.build {
		m = map[string]any{}
	}
	i = skipJSONSpace(s, i+1)
	if i < len(s) && s[i] == '}' {
		return m, i + 1
	}
	for {
		if i >= len(s) || s[i] != '"' {
			return nil, d.fail(decodeInvalid)
		}
		ke := d.str(i)
		if ke < 0 {
			return nil, -1
		}
		c := skipJSONSpace(s, ke)
		if c >= len(s) || s[c] != ':' {
			return nil, d.fail(decodeInvalid)
		}
		v, e := d.value(skipJSONSpace(s, c+1), depth)
		if e < 0 {
			return nil, -1
		}
		if d.build {
			k, ok := unquoteToken(s[i:ke])
			if !ok {
				return nil, d.fail(decodeUnsure)
			}
			m[k] = v
		}
		i = skipJSONSpace(s, e)
		if i < len(s) && s[i] == ',' {
			i = skipJSONSpace(s, i+1)
			continue
		}
		if i < len(s) && s[i] == '}' {
			return m, i + 1
		}
		return nil, d.fail(decodeInvalid)
	}
}

func (d *jsonDecoder) array(i, depth int) (any, int) {
	if depth > maxFastDepth {
		return nil, d.fail(decodeUnsure)
	}
	s := d.s
	var a []any
	if d.build {
		a = make([]any, 0)
	}
	i = skipJSONSpace(s, i+1)
	if i < len(s) && s[i] == ']' {
		return a, i + 1
	}
	for {
		v, e := d.value(i, depth)
		if e < 0 {
			return nil, -1
		}
		if d.build {
			a = append(a, v)
		}
		i = skipJSONSpace(s, e)
		if i < len(s) && s[i] == ',' {
			i = skipJSONSpace(s, i+1)
			continue
		}
		if i < len(s) && s[i] == ']' {
			return a, i + 1
		}
		return nil, d.fail(decodeInvalid)
	}
}

// number validates the JSON number at i.
func (d *jsonDecoder) number(i int) int {
	s := d.s
	if s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		i = skipDigits(s, i)
	default:
		return d.fail(decodeInvalid)
	}
	if i < len(s) && s[i] == '.' {
		i++
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return d.fail(decodeInvalid)
		}
		i = skipDigits(s, i)
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return d.fail(decodeInvalid)
		}
		i = skipDigits(s, i)
	}
	return i
}

func skipDigits(s string, i int) int {
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// str validates the JSON string starting at i (a quote) and returns the
// offset after its closing quote.
func (d *jsonDecoder) str(i int) int {
	s := d.s
	for j := i + 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '"':
			return j + 1
		case c == '\\':
			j++
			if j >= len(s) {
				return d.fail(decodeInvalid)
			}
			switch s[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if j+4 >= len(s) {
					return d.fail(decodeInvalid)
				}
				for k := j + 1; k <= j+4; k++ {
					if hexDigit(s[k]) < 0 {
						return d.fail(decodeInvalid)
					}
				}
				j += 4
			default:
				return d.fail(decodeInvalid)
			}
		case c < ' ':
			return d.fail(decodeInvalid)
		}
	}
	return d.fail(decodeInvalid)
}

func hexDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// UnquoteJSON decodes the JSON string token tok (quotes included) as
// encoding/json does, for a token already known to be valid JSON (it is
// not checked again). ok is false for what it leaves to encoding/json:
// surrogate escapes, invalid UTF-8 (which encoding/json replaces), and
// tokens it finds malformed.
func UnquoteJSON(tok string) (string, bool) {
	if len(tok) < 2 || tok[0] != '"' || tok[len(tok)-1] != '"' {
		return "", false
	}
	return unquoteToken(tok)
}

// unquoteToken decodes a valid JSON string token (quotes included) as
// encoding/json does; ok is false for the cases it leaves to encoding/json
// (surrogate escapes and invalid UTF-8, which encoding/json replaces).
func unquoteToken(tok string) (string, bool) {
	raw := tok[1 : len(tok)-1]
	i := strings.IndexByte(raw, '\\')
	if i < 0 {
		return raw, utf8.ValidString(raw)
	}
	var out strings.Builder
	out.Grow(len(raw))
	for i >= 0 {
		if i+1 >= len(raw) || !utf8.ValidString(raw[:i]) {
			return "", false
		}
		out.WriteString(raw[:i])
		n := 2
		if c := raw[i+1]; c == 'u' {
			if i+5 >= len(raw) {
				return "", false
			}
			r := rune(hexDigit(raw[i+2])<<12 | hexDigit(raw[i+3])<<8 | hexDigit(raw[i+4])<<4 | hexDigit(raw[i+5]))
			if r < 0 || (r >= 0xD800 && r < 0xE000) {
				return "", false
			}
			out.WriteRune(r)
			n = 6
		} else {
			out.WriteByte(unescapeByte(c))
		}
		raw = raw[i+n:]
		i = strings.IndexByte(raw, '\\')
	}
	if !utf8.ValidString(raw) {
		return "", false
	}
	out.WriteString(raw)
	return out.String(), true
}

// unescapeByte returns the byte a one-letter JSON escape stands for.
func unescapeByte(c byte) byte {
	switch c {
	case 'b':
		return '\b'
	case 'f':
		return '\f'
	case 'n':
		return '\n'
	case 'r':
		return '\r'
	case 't':
		return '\t'
	}
	return c // '"', '\\', '/'
}
