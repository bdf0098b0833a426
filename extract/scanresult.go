package extract

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// scanResult decodes a CallToolResult (b trimmed, starting with '{') in
// one pass of a jsonx.Scanner, for the common shape only: ok is false
// whenever anything is unusual (invalid JSON, a value of an unexpected
// type, a repeated, escaped, non-ASCII or differently cased "content",
// "type", "text", "isError" or "structuredContent" name), and the caller
// then decodes b with encoding/json. When ok, the result is what
// decodeResultJSON gives.
func scanResult(b []byte) (*callResult, bool) {
	s := jsonx.NewScanner(b)
	defer s.Release()
	if _, err := s.Begin(); err != nil {
		return nil, false
	}
	tx := jsonx.NewTexts()
	defer tx.Release()
	cr := &callResult{}
	var texts []string
	var structured []byte
	seen := 0 // bit set of the names met
	for s.More() {
		bit, ok := nameBit(s, &seen, "content", "structuredContent", "isError")
		if !ok {
			return nil, false
		}
		switch bit {
		case 0:
			ok = s.Skip() == nil
		case 1:
			ok = scanContent(s, tx, cr, &texts)
		default:
			v, _, err := s.Value()
			ok = err == nil
			if bit == 2 {
				structured = v
			} else {
				cr.isError = string(v) == "true"
			}
		}
		if !ok {
			return nil, false
		}
	}
	if s.End() != nil || !s.AtEOF() {
		return nil, false
	}
	cr.setStructured(structured)
	cr.setTexts(texts)
	return cr, true
}

// nameBit reads an object member's name and returns its bit among known
// (see keyBit); ok is false for a name to leave to encoding/json, a
// repeated known name or a syntax error. seen collects the bits met.
func nameBit(s *jsonx.Scanner, seen *int, known ...string) (int, bool) {
	tok, err := s.Name()
	if err != nil {
		return 0, false
	}
	bit := keyBit(string(tok[1:len(tok)-1]), known...)
	if bit < 0 || *seen&bit != 0 {
		return 0, false
	}
	*seen |= bit
	return bit, true
}

// scanContent reads the content array (or null), collecting the text
// blocks.
func scanContent(s *jsonx.Scanner, tx *jsonx.Texts, cr *callResult, texts *[]string) bool {
	switch s.Peek() {
	case 'n':
		return s.Skip() == nil
	case '[':
	default:
		return false
	}
	if _, err := s.Begin(); err != nil {
		return false
	}
	for n := 0; s.More(); n++ {
		if s.Peek() != '{' || !scanBlock(s, tx, n, cr, texts) {
			return false
		}
	}
	return s.End() == nil
}

// scanBlock reads content block n, an object.
func scanBlock(s *jsonx.Scanner, tx *jsonx.Texts, n int, cr *callResult, texts *[]string) bool {
	if _, err := s.Begin(); err != nil {
		return false
	}
	seen := 0
	isText := false
	var text []byte // the raw string token, nil when absent or null
	for s.More() {
		bit, ok := nameBit(s, &seen, "type", "text")
		if !ok {
			return false
		}
		if bit == 0 {
			if s.Skip() != nil {
				return false
			}
			continue
		}
		v, _, err := s.Value()
		switch {
		case err != nil || (v[0] != '"' && v[0] != 'n'):
			return false // a type or text that is not a string or null
		case v[0] == 'n':
		case bit == 1:
			raw := v[1 : len(v)-1]
			isText = string(raw) == "text"
			if !isText && bytes.IndexByte(raw, '\\') >= 0 {
				return false // an escaped type: leave it to encoding/json
			}
		default:
			text = v
		}
	}
	if s.End() != nil {
		return false
	}
	if isText {
		if text == nil {
			cr.warnings = append(cr.warnings, fmt.Sprintf("content[%d] is a text block whose text is not a string", n))
		} else {
			*texts = append(*texts, string(tx.Text(text)))
			cr.blocks = append(cr.blocks, n)
		}
	}
	return true
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
