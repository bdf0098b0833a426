package classify

import (
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
func scanValue(b []byte, i int) (int, bool) {
	var small [32]byte
	stack := small[:0]
	for {
		// A value is expected at i.
		if i >= len(b) {
			return 0, false
		}
		switch c := b[i]; {
		case c == '{' || c == '[':
			if len(stack) >= maxJSONDepth {
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

// scanString validates the string starting at the quote b[i].
func scanString(b []byte, i int) (int, bool) {
	i++
	for i < len(b) {
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

// skipValue returns the index just past the value starting at b[i]. b must
// already be known valid (validJSON); nothing is checked here.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return i
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for i < len(b) {
			switch b[i] {
			case '"':
				i = skipString(b, i)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
			i++
		}
		return i
	default:
		for i < len(b) {
			switch b[i] {
			case ',', '}', ']', ' ', '\t', '\n', '\r':
				return i
			}
			i++
		}
		return i
	}
}

// skipString returns the index past the (valid) string at the quote b[i].
func skipString(b []byte, i int) int {
	i++
	for i < len(b) {
		switch b[i] {
		case '"':
			return i + 1
		case '\\':
			i += 2
			continue
		}
		i++
	}
	return i
}

// member is one member of a JSON object: its key and the byte span of its
// value within the object's source.
type member struct {
	key        string
	start, end int
}

// objectMembers lists the members of the (valid) object starting at b[i].
func objectMembers(b []byte, i int) []member {
	var out []member
	i = skipWS(b, i+1)
	for i < len(b) && b[i] == '"' {
		kend := skipString(b, i)
		key := string(unquote(b[i:kend]))
		i = skipWS(b, kend)
		i = skipWS(b, i+1) // ':'
		vend := skipValue(b, i)
		out = append(out, member{key: key, start: i, end: vend})
		i = skipWS(b, vend)
		if i < len(b) && b[i] == ',' {
			i = skipWS(b, i+1)
			continue
		}
		break
	}
	return out
}

// arrayElements lists the spans of the elements of the (valid) array at b[i].
func arrayElements(b []byte, i int) [][2]int {
	var out [][2]int
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == ']' {
		return out
	}
	for i < len(b) {
		end := skipValue(b, i)
		out = append(out, [2]int{i, end})
		i = skipWS(b, end)
		if i < len(b) && b[i] == ',' {
			i = skipWS(b, i+1)
			continue
		}
		break
	}
	return out
}

// unquote decodes a valid JSON string literal (quotes included) exactly as
// encoding/json does: escapes resolved, invalid UTF-8 and lone surrogates
// replaced by U+FFFD. When nothing needs decoding it returns a sub-slice of s
// without copying; callers must not modify the result.
func unquote(s []byte) []byte {
	if len(s) < 2 {
		return nil
	}
	s = s[1 : len(s)-1]
	clean := true
	for _, c := range s {
		if c == '\\' || c >= utf8.RuneSelf {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	hasEscape := false
	for _, c := range s {
		if c == '\\' {
			hasEscape = true
			break
		}
	}
	if !hasEscape && utf8.Valid(s) {
		return s
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			if i+1 >= len(s) {
				return out
			}
			switch s[i+1] {
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
				r := hex4(s, i+2)
				i += 6
				if utf16.IsSurrogate(r) {
					r2 := rune(-1)
					if i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
						r2 = hex4(s, i+2)
					}
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						i += 6
						r = dec
					} else {
						r = utf8.RuneError
					}
				}
				out = utf8.AppendRune(out, r)
				continue
			default: // '"', '\\', '/'
				out = append(out, s[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && size == 1 {
				out = utf8.AppendRune(out, utf8.RuneError)
			} else {
				out = append(out, s[i:i+size]...)
			}
			i += size
		}
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
