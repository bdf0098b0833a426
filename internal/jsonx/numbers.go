package jsonx

import (
	"bytes"
	"encoding/json"
	"errors"
	"unicode/utf8"
)

// First decodes the first JSON value of s (leading white space allowed)
// as a json.Decoder with UseNumber decodes it: map[string]any (the last of
// repeated names wins), []any, string, json.Number, bool, nil, with
// invalid UTF-8 in strings read as U+FFFD. end is the offset just after
// the value; what follows it is not read, so a value followed by prose
// decodes. Strings and numbers that need no unescaping share s's memory.
func First(s string) (v any, end int, err error) {
	return firstValue([]byte(s), s)
}

// FirstBytes is First for a byte slice. The values do not alias b.
func FirstBytes(b []byte) (v any, end int, err error) {
	return firstValue(b, string(b))
}

// FirstEnd validates the first JSON value of s (leading white space
// allowed) and returns the offset just after it, without building it.
func FirstEnd(s string) (int, error) {
	sc := NewScanner([]byte(s))
	defer sc.Release()
	if err := sc.Skip(); err != nil {
		return 0, err
	}
	return sc.Offset(), nil
}

// firstValue decodes the first value of src; str holds the same bytes as a
// string, to cut strings and numbers from.
func firstValue(src []byte, str string) (any, int, error) {
	sc := NewScanner(src)
	defer sc.Release()
	b := builder{sc: sc, str: str}
	v, err := b.value()
	if err != nil {
		return nil, 0, err
	}
	return v, sc.Offset(), nil
}

// builder builds generic values from a Scanner's tokens.
type builder struct {
	sc  *Scanner
	str string
}

var errNoValue = errors.New("jsonx: no JSON value")

// value builds the next value.
func (b *builder) value() (any, error) {
	switch b.sc.Peek() {
	case '{':
		return b.object()
	case '[':
		return b.array()
	}
	tok, at, err := b.sc.Value()
	if err != nil {
		return nil, err
	}
	switch tok[0] {
	case '"':
		return b.text(tok, at), nil
	case 't':
		return true, nil
	case 'f':
		return false, nil
	case 'n':
		return nil, nil
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return json.Number(b.str[at : at+len(tok)]), nil
	}
	return nil, errNoValue
}

func (b *builder) object() (any, error) {
	if _, err := b.sc.Begin(); err != nil {
		return nil, err
	}
	m := map[string]any{}
	for b.sc.More() {
		tok, at, err := b.sc.Value()
		if err != nil {
			return nil, err
		}
		v, err := b.value()
		if err != nil {
			return nil, err
		}
		m[b.text(tok, at)] = v
	}
	if err := b.sc.End(); err != nil {
		return nil, err
	}
	return m, nil
}

func (b *builder) array() (any, error) {
	if _, err := b.sc.Begin(); err != nil {
		return nil, err
	}
	a := make([]any, 0)
	for b.sc.More() {
		v, err := b.value()
		if err != nil {
			return nil, err
		}
		a = append(a, v)
	}
	if err := b.sc.End(); err != nil {
		return nil, err
	}
	return a, nil
}

// text returns the text of the string token tok found at offset at: cut
// from str when it holds no escapes and is valid UTF-8.
func (b *builder) text(tok []byte, at int) string {
	if raw := tok[1 : len(tok)-1]; bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return b.str[at+1 : at+len(tok)-1]
	}
	return string(UnquoteValid(nil, tok))
}
