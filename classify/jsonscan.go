package classify

import (
	"bytes"
	"encoding/binary"
	"unicode/utf16"
	"unicode/utf8"
)

// maxJSONDepth matches encoding/json's nesting limit, so validJSON accepts
// exactly what json.Valid accepts.
const maxJSONDepth = 10000

// validJSON reports whether b is one valid JSON value (surrounded by optional
// whitespace). It agrees with encoding/json.Valid (a fuzz test checks it) but
// scans strings with a tight loop, which is what makes classification cheap
// on results that are mostly one long text string.
func validJSON(b []byte) bool {
	i := skipWS(b, 0)
	end, ok := scanValue(b, i)
	if !ok {
		return false
	}
	return skipWS(b, end) == len(b)
}

func isWS(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipWS(b []byte, i int) int {
	for i < len(b) && isWS(b[i]) {
		i++
	}
	return i
}

// scanValue validates the JSON value starting at b[i] and returns the index
// just past it. Nesting is tracked with an explicit stack, not recursion.
func scanValue(b []byte, i int) (int, bool) { return scanValueAt(b, i, 0) }

// scanValueAt is scanValue for a value nested in depth containers, which
// count toward the nesting limit.
func scanValueAt(b []byte, i, depth int) (int, bool) {
	var small [32]byte
	stack := small[:0]
	for {
		// A value is expected at i.
		if i >= len(b) {
			return 0, false
		}
		switch c := b[i]; {
		case c == '{' || c == '[':
			if depth+len(stack) >= maxJSONDepth {
				return 0, false
			}
			stack = append(stack, c)
			i = skipWS(b, i+1)
			if i >= len(b) {
				return 0, false
			}
			if c == '{' {
				if b[i] == '}' {
					stack = stack[:len(stack)-1]
					i++
					break
				}
				var ok bool
				if i, ok = scanKey(b, i); !ok {
					return 0, false
				}
				continue
			}
			if b[i] == ']' {
				stack = stack[:len(stack)-1]
				i++
				break
			}
			continue
		case c == '"':
			var ok bool
			if i, ok = scanString(b, i); !ok {
				return 0, false
			}
		case c == '-' || (c >= '0' && c <= '9'):
			var ok bool
			if i, ok = scanNumber(b, i); !ok {
				return 0, false
			}
		case c == 't':
			if !hasLit(b, i, "true") {
				return 0, false
			}
			i += 4
		case c == 'f':
			if !hasLit(b, i, "false") {
				return 0, false
			}
			i += 5
		case c == 'n':
			if !hasLit(b, i, "null") {
				return 0, false
			}
			i += 4
		default:
			return 0, false
		}
		// After a value: close containers or move to the next element.
		for {
			if len(stack) == 0 {
				return i, true
			}
			i = skipWS(b, i)
			if i >= len(b) {
				return 0, false
			}
			top := stack[len(stack)-1]
			c := b[i]
			if (top == '{' && c == '}') || (top == '[' && c == ']') {
				stack = stack[:len(stack)-1]
				i++
				continue
			}
			if c != ',' {
				return 0, false
			}
			i = skipWS(b, i+1)
			if top == '{' {
				var ok bool
				if i, ok = scanKey(b, i); !ok {
					return 0, false
				}
			}
			break
		}
	}
}

// scanKey validates `"key" :` at b[i] and returns the index of the value.
func scanKey(b []byte, i int) (int, bool) {
	if i >= len(b) || b[i] != '"' {
		return 0, false
	}
	i, ok := scanString(b, i)
	if !ok {
		return 0, false
	}
	i = skipWS(b, i)
	if i >= len(b) || b[i] != ':' {
		return 0, false
	}
	return skipWS(b, i+1), true
}

func hasLit(b []byte, i int, lit string) bool {
	return len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit
}

// scanString validates the string starting at the quote b[i]. Runs of
// plain bytes are skipped eight at a time (plainRun).
func scanString(b []byte, i int) (int, bool) {
	i++
	for i < len(b) {
		i += plainRun(b[i:])
		if i >= len(b) {
			break
		}
		c := b[i]
		switch {
		case c == '"':
			return i + 1, true
		case c == '\\':
			if i+1 >= len(b) {
				return 0, false
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if len(b)-i < 6 {
					return 0, false
				}
				for k := i + 2; k < i+6; k++ {
					if hexVal(b[k]) < 0 {
						return 0, false
					}
				}
				i += 6
			default:
				return 0, false
			}
		case c < 0x20:
			return 0, false
		default:
			i++
		}
	}
	return 0, false
}

// SWAR constants: a byte-wise "has zero byte" test on 64-bit words.
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// plainRun returns how many leading bytes of b are plain string bytes (not
// '"', '\\' or a control byte), testing eight bytes per step.
func plainRun(b []byte) int {
	n := 0
	for len(b)-n >= 8 {
		w := binary.LittleEndian.Uint64(b[n:])
		q := w ^ (lsb * '"')
		s := w ^ (lsb * '\\')
		// A byte is special if it is '"' or '\\' (zero after the xor) or
		// below 0x20; (x - lsb) &^ x & msb flags zero bytes, (w - 0x20*lsb)
		// &^ w & msb flags bytes below 0x20 (both exact for ASCII, and may
		// only over-report, never miss, which the byte loop then settles).
		special := ((q - lsb) &^ q) | ((s - lsb) &^ s) | ((w - lsb*0x20) &^ w)
		if special&msb != 0 {
			break
		}
		n += 8
	}
	for n < len(b) {
		c := b[n]
		if c == '"' || c == '\\' || c < 0x20 {
			return n
		}
		n++
	}
	return n
}

func hexVal(c byte) int {
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

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// scanNumber validates -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? at b[i].
func scanNumber(b []byte, i int) (int, bool) {
	if b[i] == '-' {
		i++
	}
	if i >= len(b) || !isDigit(b[i]) {
		return 0, false
	}
	if b[i] == '0' {
		i++
	} else {
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) || !isDigit(b[i]) {
			return 0, false
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !isDigit(b[i]) {
			return 0, false
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	return i, true
}

// unquote decodes a valid JSON string literal (quotes included) exactly as
// encoding/json does: escapes resolved, invalid UTF-8 and lone surrogates
// replaced by U+FFFD. When nothing needs decoding it returns a sub-slice of s
// (capacity cut to its length) without copying; callers must not modify it.
func unquote(s []byte) []byte {
	if len(s) < 2 {
		return nil
	}
	s = s[1 : len(s)-1 : len(s)-1]
	k := bytes.IndexByte(s, '\\')
	if k < 0 && utf8.Valid(s) {
		return s
	}
	out := make([]byte, 0, len(s))
	for {
		if k < 0 {
			return appendValidUTF8(out, s)
		}
		out = appendValidUTF8(out, s[:k])
		s = s[k:]
		if len(s) < 2 {
			return out
		}
		switch c := s[1]; c {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := hex4(s, 2)
			n := 6
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if len(s) >= 12 && s[6] == '\\' && s[7] == 'u' {
					r2 = hex4(s, 8)
				}
				if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
					r, n = dec, 12
				} else {
					r = utf8.RuneError
				}
			}
			if r < 0 {
				r = utf8.RuneError
			}
			out = utf8.AppendRune(out, r)
			s = s[min(n, len(s)):]
			k = bytes.IndexByte(s, '\\')
			continue
		default: // '"', '\\', '/'
			out = append(out, c)
		}
		s = s[2:]
		k = bytes.IndexByte(s, '\\')
	}
}

// appendValidUTF8 appends b, replacing each invalid UTF-8 byte by U+FFFD.
func appendValidUTF8(out, b []byte) []byte {
	if utf8.Valid(b) {
		return append(out, b...)
	}
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r == utf8.RuneError && size == 1 {
			out = utf8.AppendRune(out, utf8.RuneError)
		} else {
			out = append(out, b[:size]...)
		}
		b = b[size:]
	}
	return out
}

// hex4 decodes the four hex digits at s[i:i+4]; -1 if they are not there.
func hex4(s []byte, i int) rune {
	if i+4 > len(s) {
		return -1
	}
	var r rune
	for k := i; k < i+4; k++ {
		v := hexVal(s[k])
		if v < 0 {
			return -1
		}
		r = r<<4 | rune(v)
	}
	return r
}

// scanObject validates the object at b[i], calling member for each member
// with the key literal (quotes included) and the index of its value; member
// validates the value and returns the index past it. Returns the index past
// the object.
func scanObject(b []byte, i int, member func(key []byte, v int) (int, bool)) (int, bool) {
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		return i + 1, true
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return 0, false
		}
		kend, ok := scanString(b, i)
		if !ok {
			return 0, false
		}
		key := b[i:kend]
		i = skipWS(b, kend)
		if i >= len(b) || b[i] != ':' {
			return 0, false
		}
		v := skipWS(b, i+1)
		if v >= len(b) {
			return 0, false
		}
		end, ok := member(key, v)
		if !ok {
			return 0, false
		}
		i = skipWS(b, end)
		if i >= len(b) {
			return 0, false
		}
		switch b[i] {
		case '}':
			return i + 1, true
		case ',':
			i = skipWS(b, i+1)
		default:
			return 0, false
		}
	}
}

// scanArray validates the array at b[i], calling elem for each element's
// start; elem validates it and returns the index past it.
func scanArray(b []byte, i int, elem func(v int) (int, bool)) (int, bool) {
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == ']' {
		return i + 1, true
	}
	for {
		if i >= len(b) {
			return 0, false
		}
		end, ok := elem(i)
		if !ok {
			return 0, false
		}
		i = skipWS(b, end)
		if i >= len(b) {
			return 0, false
		}
		switch b[i] {
		case ']':
			return i + 1, true
		case ',':
			i = skipWS(b, i+1)
		default:
			return 0, false
		}
	}
}

// scanText validates the string literal at b[i] and decodes it in the same
// pass (the text of a content block: the bulk of most results). It returns
// the index past the literal and the decoded bytes, which are a sub-slice
// of b (capacity cut) when nothing needed decoding. The decoding is
// encoding/json's (see unquote).
func scanText(b []byte, i int) (int, []byte, bool) {
	start := i + 1
	j := start + plainRun(b[start:])
	if j >= len(b) {
		return 0, nil, false
	}
	if b[j] == '"' {
		s := b[start:j:j]
		if !utf8.Valid(s) {
			s = appendValidUTF8(nil, s)
		}
		return j + 1, s, true
	}
	out := make([]byte, 0, len(b)-start)
	out = appendValidUTF8(out, b[start:j])
	i = j
	for i < len(b) {
		k := i
		for k < len(b) {
			c := b[k]
			if c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf {
				break
			}
			k++
		}
		out = append(out, b[i:k]...)
		i = k
		if i >= len(b) {
			break
		}
		c := b[i]
		switch {
		case c == '"':
			return i + 1, out, true
		case c < 0x20:
			return 0, nil, false
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				out = utf8.AppendRune(out, utf8.RuneError)
			} else {
				out = append(out, b[i:i+size]...)
			}
			i += size
			continue
		}
		// An escape.
		if i+1 >= len(b) {
			return 0, nil, false
		}
		switch e := b[i+1]; e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := hex4(b, i+2)
			if r < 0 {
				return 0, nil, false
			}
			n := 6
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if i+12 <= len(b) && b[i+6] == '\\' && b[i+7] == 'u' {
					r2 = hex4(b, i+8)
				}
				if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
					r, n = dec, 12
				} else {
					r = utf8.RuneError
				}
			}
			out = utf8.AppendRune(out, r)
			i += n
			continue
		default:
			return 0, nil, false
		}
		i += 2
	}
	return 0, nil, false
}
