package textparse

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// maxPyLiteralBytes bounds the text PyLiteralJSON converts.
const maxPyLiteralBytes = 1 << 20

// PyLiteralJSON converts text that is one Python literal dict or list, as
// Python's repr() or str() prints it ({'id': 7, 'ok': True, 'tags':
// ('a', 'b'), 'x': None}), into JSON text: single-quoted strings become
// double-quoted ones, True, False and None become true, false and null,
// tuples become arrays. It reports false for anything else (JSON itself
// included: callers try JSON first), for text over 1 MiB, and for Python
// values JSON cannot hold (sets, bytes, objects).
func PyLiteralJSON(text string) (string, bool) {
	t := strings.TrimSpace(text)
	if len(t) < 2 || len(t) > maxPyLiteralBytes || !(t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']') {
		return "", false
	}
	var b strings.Builder
	b.Grow(len(t) + len(t)/8)
	single, words := false, false
	var stack []byte
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			b.WriteByte(c)
			i++
		case c == '{' || c == '[' || c == '(':
			stack = append(stack, c)
			if c == '(' {
				c = '['
			}
			b.WriteByte(c)
			i++
		case c == '}' || c == ']' || c == ')':
			if len(stack) == 0 || stack[len(stack)-1] != map[byte]byte{'}': '{', ']': '[', ')': '('}[c] {
				return "", false
			}
			stack = stack[:len(stack)-1]
			if c == ')' {
				c = ']'
			}
			b.WriteByte(c)
			i++
		case c == ',' || c == ':':
			b.WriteByte(c)
			i++
		case c == '\'' || c == '"':
			if c == '\'' {
				single = true
			}
			j, ok := pyString(t, i, &b)
			if !ok {
				return "", false
			}
			i = j
		case c == '-' || c >= '0' && c <= '9':
			j := i + 1
			for j < len(t) && (t[j] >= '0' && t[j] <= '9' || strings.IndexByte(".eE+-", t[j]) >= 0) {
				j++
			}
			b.WriteString(t[i:j])
			i = j
		default:
			j := i
			for j < len(t) && (t[j] >= 'a' && t[j] <= 'z' || t[j] >= 'A' && t[j] <= 'Z') {
				j++
			}
			switch t[i:j] {
			case "True":
				b.WriteString("true")
			case "False":
				b.WriteString("false")
			case "None":
				b.WriteString("null")
			default:
				return "", false
			}
			words = true
			i = j
		}
	}
	if len(stack) != 0 || !single && !words && !strings.Contains(t, "(") {
		return "", false // JSON already, or no sign of Python
	}
	out := b.String()
	if !jsonx.Valid([]byte(out)) {
		return "", false // a set, a missing comma: not a literal JSON can hold
	}
	return out, true
}

// pyString writes the JSON form of the Python string literal at t[i]
// (quoted with t[i]) and returns the index after it.
func pyString(t string, i int, b *strings.Builder) (int, bool) {
	q := t[i]
	b.WriteByte('"')
	for j := i + 1; j < len(t); {
		c := t[j]
		switch {
		case c == q:
			b.WriteByte('"')
			return j + 1, true
		case c == '\\' && j+1 < len(t):
			switch e := t[j+1]; e {
			case '\'':
				b.WriteByte('\'')
			case '"', '\\', 'n', 't', 'r', 'b', 'f', '/':
				b.WriteByte('\\')
				b.WriteByte(e)
			case 'x':
				if j+3 >= len(t) {
					return 0, false
				}
				b.WriteString(`\u00` + t[j+2:j+4])
				j += 2
			case 'u':
				b.WriteString(`\u`)
			default:
				return 0, false
			}
			j += 2
		case c == '"':
			b.WriteString(`\"`)
			j++
		case c == '\n':
			return 0, false
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&15])
			j++
		default:
			_, n := utf8.DecodeRuneInString(t[j:])
			b.WriteString(t[j : j+n])
			j += n
		}
	}
	return 0, false
}
