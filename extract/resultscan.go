package extract

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// maxScanDepth bounds the nesting scanResult follows; deeper results take
// the general path (encoding/json allows 10,000 levels).
const maxScanDepth = 1000

// scanResult decodes a CallToolResult (b trimmed, starting with '{') in
// one pass, for the common shape only: ok is false whenever anything is
// unusual (invalid JSON, a value of an unexpected type, a repeated,
// escaped, non-ASCII or differently cased "content", "type", "text",
// "isError" or "structuredContent" key), and the caller then decodes b
// with encoding/json. When ok, the result is what decoding b with
// encoding/json into decodeResult's struct gives.
func scanResult(raw []byte) (*callResult, bool) {
	b := string(raw) // one copy: the texts are cut from it
	s := resultScanner{b: b}
	cr := &callResult{}
	var isError, structured string
	var texts []string
	seen := 0 // bit set of the keys met
	i := s.ws(1)
	if i < len(b) && b[i] == '}' {
		i++
	} else {
		for {
			ks, ke, vs, ok := s.key(i)
			if !ok {
				return nil, false
			}
			bit := keyBit(b[ks:ke], "content", "structuredContent", "isError")
			if bit < 0 || seen&bit != 0 {
				return nil, false
			}
			seen |= bit
			var ve int
			switch bit {
			case 1: // content
				ve, ok = s.content(vs, cr, &texts)
			default:
				ve = s.value(vs, 1)
				ok = ve >= 0
				if ok && bit == 2 {
					structured = b[vs:ve]
				} else if ok && bit == 4 {
					isError = b[vs:ve]
				}
			}
			if !ok {
				return nil, false
			}
			i = s.ws(ve)
			if i < len(b) && b[i] == ',' {
				i = s.ws(i + 1)
				continue
			}
			if i < len(b) && b[i] == '}' {
				i++
				break
			}
			return nil, false
		}
	}
	if s.ws(i) != len(b) {
		return nil, false
	}
	if isError != "" {
		_ = json.Unmarshal([]byte(isError), &cr.isError)
	}
	if structured != "" {
		cr.setStructured(json.RawMessage(structured))
	}
	cr.setTexts(texts)
	return cr, true
}

// keyBit returns the bit of a raw key (without its quotes) among known
// (1 for the first, 2 for the second...): 0 for an unknown key, -1 for a
// key to leave to encoding/json (escaped, non-ASCII, or a known key in
// other letter case, which encoding/json matches case-insensitively).
func keyBit(k string, known ...string) int {
	for i := 0; i < len(k); i++ {
		if c := k[i]; c == '\\' || c >= utf8.RuneSelf {
			return -1
		}
	}
	for n, name := range known {
		if k == name {
			return 1 << n
		}
		if strings.EqualFold(k, name) {
			return -1
		}
	}
	return 0
}

// resultScanner validates JSON exactly as encoding/json does (up to
// maxScanDepth) without building values.
type resultScanner struct{ b string }

func (s *resultScanner) ws(i int) int {
	for i < len(s.b) {
		switch s.b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// key reads an object key at i and the colon after it: it returns the
// bounds of the key's raw content and the offset of the value.
func (s *resultScanner) key(i int) (start, end, next int, ok bool) {
	if i >= len(s.b) || s.b[i] != '"' {
		return 0, 0, 0, false
	}
	e := s.str(i)
	if e < 0 {
		return 0, 0, 0, false
	}
	c := s.ws(e)
	if c >= len(s.b) || s.b[c] != ':' {
		return 0, 0, 0, false
	}
	return i + 1, e - 1, s.ws(c + 1), true
}

// content reads the content array at i, collecting the text blocks.
func (s *resultScanner) content(i int, cr *callResult, texts *[]string) (int, bool) {
	b := s.b
	if e, ok := s.literal(i, "null"); ok {
		return e, true
	}
	if i >= len(b) || b[i] != '[' {
		return 0, false
	}
	i = s.ws(i + 1)
	if i < len(b) && b[i] == ']' {
		return i + 1, true
	}
	for n := 0; ; n++ {
		if i >= len(b) || b[i] != '{' {
			return 0, false
		}
		e, ok := s.block(i, n, cr, texts)
		if !ok {
			return 0, false
		}
		i = s.ws(e)
		if i < len(b) && b[i] == ',' {
			i = s.ws(i + 1)
			continue
		}
		if i < len(b) && b[i] == ']' {
			return i + 1, true
		}
		return 0, false
	}
}

// block reads content block n, an object at i.
func (s *resultScanner) block(i, n int, cr *callResult, texts *[]string) (int, bool) {
	b := s.b
	seen := 0
	isText := false
	text := "" // the raw string token, "" when absent or null
	i = s.ws(i + 1)
	if i < len(b) && b[i] == '}' {
		return i + 1, true
	}
	for {
		ks, ke, vs, ok := s.key(i)
		if !ok {
			return 0, false
		}
		bit := keyBit(b[ks:ke], "type", "text")
		if bit < 0 || seen&bit != 0 {
			return 0, false
		}
		seen |= bit
		ve := -1
		switch bit {
		case 0:
			ve = s.value(vs, 2)
		default:
			if e, ok := s.literal(vs, "null"); ok {
				ve = e
			} else if vs < len(b) && b[vs] == '"' {
				ve = s.str(vs)
				if ve >= 0 && bit == 1 {
					raw := b[vs+1 : ve-1]
					isText = raw == "text"
					if !isText && strings.IndexByte(raw, '\\') >= 0 {
						return 0, false // an escaped type: leave it to encoding/json
					}
				} else if ve >= 0 {
					text = b[vs:ve]
				}
			}
		}
		if ve < 0 {
			return 0, false
		}
		i = s.ws(ve)
		if i < len(b) && b[i] == ',' {
			i = s.ws(i + 1)
			continue
		}
		if i < len(b) && b[i] == '}' {
			break
		}
		return 0, false
	}
	if isText {
		if text == "" {
			cr.warnings = append(cr.warnings, fmt.Sprintf("content[%d] is a text block whose text is not a string", n))
		} else {
			*texts = append(*texts, unquoteJSON(text))
			cr.blocks = append(cr.blocks, n)
		}
	}
	return i + 1, true
}

// literal matches lit at i.
func (s *resultScanner) literal(i int, lit string) (int, bool) {
	if i <= len(s.b) && strings.HasPrefix(s.b[i:], lit) {
		return i + len(lit), true
	}
	return 0, false
}

// value validates the JSON value at i and returns the offset after it, or
// -1.
func (s *resultScanner) value(i, depth int) int {
	b := s.b
	if i >= len(b) || depth > maxScanDepth {
		return -1
	}
	switch c := b[i]; {
	case c == '{' || c == '[':
		obj := c == '{'
		closer := byte(']')
		if obj {
			closer = '}'
		}
		i = s.ws(i + 1)
		if i < len(b) && b[i] == closer {
			return i + 1
		}
		for {
			if obj {
				_, _, vs, ok := s.key(i)
				if !ok {
					return -1
				}
				i = vs
			}
			i = s.value(i, depth+1)
			if i < 0 {
				return -1
			}
			i = s.ws(i)
			if i < len(b) && b[i] == ',' {
				i = s.ws(i + 1)
				continue
			}
			if i < len(b) && b[i] == closer {
				return i + 1
			}
			return -1
		}
	case c == '"':
		return s.str(i)
	case c == 't':
		e, _ := s.literalOr(i, "true")
		return e
	case c == 'f':
		e, _ := s.literalOr(i, "false")
		return e
	case c == 'n':
		e, _ := s.literalOr(i, "null")
		return e
	case c == '-' || (c >= '0' && c <= '9'):
		return s.number(i)
	}
	return -1
}

func (s *resultScanner) literalOr(i int, lit string) (int, bool) {
	if e, ok := s.literal(i, lit); ok {
		return e, true
	}
	return -1, false
}

// number validates a JSON number at i.
func (s *resultScanner) number(i int) int {
	b := s.b
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
	default:
		return -1
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) || b[i] < '0' || b[i] > '9' {
			return -1
		}
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || b[i] < '0' || b[i] > '9' {
			return -1
		}
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
	}
	return i
}

// str validates the JSON string starting at i (a quote) and returns the
// offset after its closing quote, or -1.
func (s *resultScanner) str(i int) int {
	b := s.b
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			return j + 1
		case c == '\\':
			j++
			if j >= len(b) {
				return -1
			}
			switch b[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if j+4 >= len(b) {
					return -1
				}
				for k := j + 1; k <= j+4; k++ {
					if hexVal(b[k]) < 0 {
						return -1
					}
				}
				j += 4
			default:
				return -1
			}
		case c < ' ':
			return -1
		}
	}
	return -1
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

// unquoteJSON decodes a valid JSON string token (quotes included) as
// encoding/json does.
func unquoteJSON(tok string) string {
	if v, ok := textparse.UnquoteJSON(tok); ok {
		return v
	}
	var v string
	_ = json.Unmarshal([]byte(tok), &v)
	return v
}
