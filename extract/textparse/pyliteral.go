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
// ('a', 'b'), 'x': None}), or one JavaScript object or array literal as
// Node's util.inspect prints it ({ id: 7, name: 'x', tags: [ 'a' ] }),
// into JSON text: single-quoted strings become double-quoted ones, bare
// keys are quoted, True, False, None and undefined become true, false and
// null, tuples become arrays, trailing commas go. It reports false for
// anything else (JSON itself included: callers try JSON first), for text
// over 1 MiB, and for values JSON cannot hold (sets, bytes, objects).
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
		case c == ',':
			k := i + 1
			for k < len(t) && (t[k] == ' ' || t[k] == '\t' || t[k] == '\n' || t[k] == '\r') {
				k++
			}
			if k < len(t) && (t[k] == '}' || t[k] == ']' || t[k] == ')') {
				words = true // a trailing comma, as Python and JavaScript allow
			} else {
				b.WriteByte(c)
			}
			i++
		case c == ':':
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
			for j < len(t) && (t[j] >= 'a' && t[j] <= 'z' || t[j] >= 'A' && t[j] <= 'Z' || t[j] == '_' || j > i && t[j] >= '0' && t[j] <= '9') {
				j++
			}
			k := j
			for k < len(t) && (t[k] == ' ' || t[k] == '\t') {
				k++
			}
			switch w := t[i:j]; {
			case w == "":
				return "", false
			case k < len(t) && t[k] == ':' && len(stack) > 0 && stack[len(stack)-1] == '{':
				// { id: 7 }: a JavaScript object's bare key
				b.WriteByte('"')
				b.WriteString(w)
				b.WriteByte('"')
			case w == "true" || w == "false" || w == "null":
				b.WriteString(w)
				i = j
				continue // JSON's own words: no sign of Python or JavaScript
			case w == "True":
				b.WriteString("true")
			case w == "False":
				b.WriteString("false")
			case w == "None" || w == "undefined":
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
