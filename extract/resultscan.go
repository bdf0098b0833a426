package extract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// scanResult is decodeResultJSON's fast path: one pass of the token
// scanner over a well-formed result, its text blocks unquoted straight
// into the joined text. It gives up (ok false) on anything the struct
// decoding of the slow path would treat specially: a member named twice,
// content that is not an array of objects, a type or text that is not a
// string or null, bytes after the result, or invalid UTF-8 in a string
// (the struct decoding makes it U+FFFD). Member names match as
// encoding/json matches struct fields (case-insensitively).
func scanResult(t []byte) (cr *callResult, ok bool) {
	// strict: a result with invalid UTF-8 takes the slow path, and the
	// text of every string here is valid UTF-8 without a second check
	s := jsonx.NewStrictScanner(t)
	defer s.Release()
	if k, err := s.Begin(); err != nil || k != '{' {
		return nil, false
	}
	cr = &callResult{}
	texts := jsonx.NewTexts()
	defer texts.Release()
	var pieces [][]byte
	var seenContent, seenSC, seenErr bool
	for s.More() {
		name, err := s.Name()
		if err != nil {
			return nil, false
		}
		key := jsonx.NameText(name)
		switch {
		case bytes.EqualFold(key, []byte("content")):
			if seenContent {
				return nil, false
			}
			seenContent = true
			if !scanContent(s, cr, texts, &pieces) {
				return nil, false
			}
		case bytes.EqualFold(key, []byte("structuredContent")):
			if seenSC {
				return nil, false
			}
			seenSC = true
			v, _, err := s.Value()
			if err != nil {
				return nil, false
			}
			cr.setStructured(json.RawMessage(v))
		case bytes.EqualFold(key, []byte("isError")):
			if seenErr {
				return nil, false
			}
			seenErr = true
			v, _, err := s.Value()
			if err != nil {
				return nil, false
			}
			_ = json.Unmarshal(v, &cr.isError)
		default:
			if s.Skip() != nil {
				return nil, false
			}
		}
	}
	if s.End() != nil || !s.AtEOF() {
		return nil, false
	}
	// one allocation for the joined text
	var b strings.Builder
	n := 0
	for _, p := range pieces {
		n += len(p) + 1
	}
	b.Grow(n)
	cr.starts = make([]int, len(pieces))
	for i, p := range pieces {
		if i > 0 {
			b.WriteByte('\n')
		}
		cr.starts[i] = b.Len()
		b.Write(p)
	}
	cr.text = b.String()
	return cr, true
}

// scanContent reads the content array (or null) of a result: the text of
// each text block is added to pieces (decoded by texts).
func scanContent(s *jsonx.Scanner, cr *callResult, texts *jsonx.Texts, pieces *[][]byte) bool {
	if s.Peek() == 'n' {
		return s.Skip() == nil
	}
	if k, err := s.Begin(); err != nil || k != '[' {
		return false
	}
	for i := 0; s.More(); i++ {
		if s.Peek() == 'n' {
			if s.Skip() != nil {
				return false
			}
			continue
		}
		if k, err := s.Begin(); err != nil || k != '{' {
			return false
		}
		var typ, tok []byte
		var seenType, seenText, textNull bool
		for s.More() {
			name, err := s.Name()
			if err != nil {
				return false
			}
			key := jsonx.NameText(name)
			isType, isText := bytes.EqualFold(key, []byte("type")), bytes.EqualFold(key, []byte("text"))
			if !isType && !isText {
				if s.Skip() != nil {
					return false
				}
				continue
			}
			v, _, err := s.Value()
			if err != nil || (isType && seenType) || (isText && seenText) {
				return false
			}
			switch {
			case v[0] == 'n':
				textNull = textNull || isText
			case v[0] != '"':
				return false
			case isType:
				typ = v
			default:
				tok = v
			}
			seenType, seenText = seenType || isType, seenText || isText
		}
		if s.End() != nil {
			return false
		}
		if typ == nil || !bytes.Equal(jsonx.NameText(typ), []byte("text")) {
			continue
		}
		if tok == nil {
			cr.warnings = append(cr.warnings, textNotString(i))
			continue
		}
		cr.blocks = append(cr.blocks, i)
		*pieces = append(*pieces, texts.TextUTF8(tok))
	}
	return s.End() == nil
}

// textNotString is the warning for a text block without a string text.
func textNotString(i int) string {
	return fmt.Sprintf("content[%d] is a text block whose text is not a string", i)
}
