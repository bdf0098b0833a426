package classify

import "github.com/mcpsurvey/mcpsurvey/internal/jsonx"

// The classifier reads JSON with internal/jsonx only: jsonx.Valid for
// whole values, a jsonx.Scanner (offsets for evidence spans) to walk
// results, jsonx.Texts for the text blocks (decoded into one pooled buffer
// a classification) and jsonx.NameText for small strings. jsontext bounds
// the nesting depth (as encoding/json.Valid does) without recursion, so no
// input can exhaust the stack.

// eachObjectMember reads b as exactly one JSON object (JSON white space
// around it allowed), calling member for each member with its name token
// and the scanner positioned at its value, which member must consume
// (Value, Skip or walkObject). It stops, reporting false, when member
// does, and reports false when b is not exactly one valid object.
func eachObjectMember(b []byte, member func(s *jsonx.Scanner, name []byte) bool) bool {
	s := jsonx.NewScanner(b)
	defer s.Release()
	_, _, ok := walkObject(s, member)
	return ok && s.AtEOF()
}

// walkObject reads the object at the scanner's position, calling member
// as eachObjectMember does, and returns the object's span in the
// scanner's input; ok is false when the value there is not a valid
// object or member stops the walk.
func walkObject(s *jsonx.Scanner, member func(s *jsonx.Scanner, name []byte) bool) (start, end int, ok bool) {
	if k, err := s.Begin(); err != nil || k != '{' {
		return 0, 0, false
	}
	start = s.Offset() - 1
	for s.More() {
		name, err := s.Name()
		if err != nil || !member(s, name) {
			return 0, 0, false
		}
	}
	if s.End() != nil {
		return 0, 0, false
	}
	return start, s.Offset(), true
}

// valueSpan reads the next value and returns its span.
func valueSpan(s *jsonx.Scanner) (start, end int, ok bool) {
	v, at, err := s.Value()
	return at, at + len(v), err == nil
}

// validJSON is jsonx.Valid after a look at the ends of b (white space
// aside): most texts are prose, which jsontext would reject only after
// building an error, and one that could be a JSON value is validated.
func validJSON(b []byte) bool {
	t := trimASCII(b)
	if len(t) == 0 {
		return false
	}
	switch c, last := t[0], t[len(t)-1]; {
	case c == '{' || c == '[':
		if last != c+2 { // '}' or ']'
			return false
		}
	case c == '"':
		if len(t) < 2 || last != '"' {
			return false
		}
	case c == '-' || isDigit(c):
		for _, d := range t {
			if !isDigit(d) && d != '-' && d != '+' && d != '.' && d != 'e' && d != 'E' {
				return false
			}
		}
	default:
		if s := string(t); s != "true" && s != "false" && s != "null" {
			return false
		}
	}
	return jsonx.Valid(t)
}

// isJSONNull reports whether b is the JSON literal null with optional
// white space around it.
func isJSONNull(b []byte) bool { return string(trimASCII(b)) == "null" }
