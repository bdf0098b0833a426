package corpus

import (
	"encoding/json"
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// This file decodes import lines with json/v2 (through jsonx): importLine's
// json tags name the keys, which are matched exactly; unknown keys are
// checked and ignored; the last of repeated keys wins, and a null leaves a
// string or count alone, as encoding/json does. Raw values are kept as
// slices of the line, not copied, and the strings of roots and argument
// origins are shared from line to line.

// lineDecoder decodes the lines of one import; it is not safe for
// concurrent use.
type lineDecoder struct {
	line []byte // the line being decoded
	in   interner
	opts jsonv2.Options
}

// newLineDecoder returns a decoder whose raw values alias the lines.
func newLineDecoder() *lineDecoder {
	d := &lineDecoder{in: interner{}}
	d.opts = jsonv2.JoinOptions(
		json.MergeWithLegacySemantics(true), // null leaves strings alone
		jsonv2.WithUnmarshalers(jsonv2.JoinUnmarshalers(
			jsonv2.UnmarshalFromFunc(d.raw),
			jsonv2.UnmarshalFromFunc(d.strList),
			jsonv2.UnmarshalFromFunc(d.strMap),
		)))
	return d
}

// decode decodes b, one line, into l; raw fields of l are slices of b.
func (d *lineDecoder) decode(b []byte, l *importLine) error {
	*l = importLine{}
	if len(b) == 0 || b[0] != '{' {
		return errors.New("not a JSON object")
	}
	d.line = b
	err := jsonx.Unmarshal(b, l, d.opts)
	d.line = nil
	return lineDecodeError(err)
}

// raw keeps a raw value as a slice of the line.
func (d *lineDecoder) raw(dec *jsontext.Decoder, dst *json.RawMessage) error {
	v, err := dec.ReadValue()
	if err != nil {
		return err
	}
	end := int(dec.InputOffset())
	if start := end - len(v); start >= 0 && end <= len(d.line) {
		*dst = d.line[start:end:end]
	} else {
		*dst = append(json.RawMessage(nil), v...)
	}
	return nil
}

// strList decodes an array of strings as encoding/json does into a
// []string: null sets dst to nil, a null element is "".
func (d *lineDecoder) strList(dec *jsontext.Decoder, dst *[]string) error {
	v, name, err := readMember(dec)
	if err != nil {
		return err
	}
	return d.in.strList(dst, v, name)
}

// strMap decodes an object of strings as encoding/json does into a
// map[string]string: null sets dst to nil, a null value is "", and the
// members of a repeated key add to the map decoded before.
func (d *lineDecoder) strMap(dec *jsontext.Decoder, dst *map[string]string) error {
	v, name, err := readMember(dec)
	if err != nil {
		return err
	}
	return d.in.strMap(dst, v, name)
}

// readMember reads the value of an object member (valid JSON) and the
// member's name.
func readMember(dec *jsontext.Decoder) (v []byte, name string, err error) {
	v, err = dec.ReadValue()
	if err != nil {
		return nil, "", err
	}
	return v, dec.StackPointer().LastToken(), nil
}

// fieldError is an error about one field's value, reported as is.
type fieldError struct{ msg string }

func (e *fieldError) Error() string { return e.msg }

func fieldErrorf(format string, args ...any) error {
	return &fieldError{msg: fmt.Sprintf(format, args...)}
}

var stringType = reflect.TypeFor[string]()

// lineDecodeError words a decoding error for the line's error message.
func lineDecodeError(err error) error {
	if err == nil {
		return nil
	}
	var fe *fieldError
	if errors.As(err, &fe) {
		return fe
	}
	var syn *jsontext.SyntacticError
	if errors.As(err, &syn) {
		return fmt.Errorf("invalid JSON at column %d: %v", syn.ByteOffset+1, syn.Err)
	}
	var se *jsonv2.SemanticError
	if errors.As(err, &se) && se.GoType == stringType {
		return fmt.Errorf("%q must be a string", se.JSONPointer.LastToken())
	}
	return err
}

// interner shares the strings that repeat from line to line (argument
// names and origins, roots), so a long import does not allocate them per
// line.
type interner map[string]string

const maxInterned = 1 << 16

// str decodes a string or null token (null is ""), sharing repeated
// values; ok is false for another kind of value.
func (in interner) str(tok []byte) (string, bool) {
	switch {
	case len(tok) > 0 && tok[0] == 'n':
		return "", true
	case len(tok) == 0 || tok[0] != '"':
		return "", false
	}
	var buf [64]byte
	b, ok := jsonx.Unquote(buf[:0], tok)
	if !ok {
		return "", false
	}
	if s, ok := in[string(b)]; ok {
		return s, true
	}
	s := string(b)
	if len(in) >= maxInterned {
		clear(in)
	}
	in[s] = s
	return s, true
}

// strList decodes v, a valid JSON value, into dst as lineDecoder.strList
// says; name is the field's, for errors.
func (in interner) strList(dst *[]string, v []byte, name string) error {
	if null, err := opens(v, '[', name, "an array of strings"); err != nil || null {
		if null {
			*dst = nil
		}
		return err
	}
	out := (*dst)[:0]
	if out == nil {
		out = []string{}
	}
	s := jsonx.NewScanner(v)
	defer s.Release()
	s.Begin()
	for s.More() {
		elem, _, _ := s.Value()
		str, ok := in.str(elem)
		if !ok {
			return fieldErrorf("%q must be an array of strings; element %d is %.40s", name, len(out)+1, elem)
		}
		out = append(out, str)
	}
	*dst = out
	return nil
}

// opens reports whether v, a valid JSON value, is null, and refuses a value
// that neither is null nor opens with open ('[' or '{'); what says what the
// field must hold.
func opens(v []byte, open byte, name, what string) (null bool, err error) {
	switch v[0] {
	case 'n':
		return true, nil
	case open:
		return false, nil
	}
	return false, fieldErrorf("%q must be %s, not %.40s", name, what, v)
}

// strMap decodes v, a valid JSON value, into dst as lineDecoder.strMap
// says; name is the field's, for errors.
func (in interner) strMap(dst *map[string]string, v []byte, name string) error {
	if null, err := opens(v, '{', name, "an object of strings"); err != nil || null {
		if null {
			*dst = nil
		}
		return err
	}
	if *dst == nil {
		*dst = map[string]string{}
	}
	s := jsonx.NewScanner(v)
	defer s.Release()
	s.Begin()
	for s.More() {
		tok, _ := s.Name()
		k, _ := in.str(tok)
		elem, _, _ := s.Value()
		str, ok := in.str(elem)
		if !ok {
			return fieldErrorf("%q must be an object of strings; the value of %q is %.40s", name, k, elem)
		}
		(*dst)[k] = str
	}
	return nil
}

// Integer fields (durations, sizes, seq, round, pages) take any JSON
// number, since other clients write durations such as 2.6 or sizes such as
// 1e3: an integer literal is taken as is, any other number is rounded to
// the nearest integer (halves away from zero). Only what cannot be such a
// count is refused: a value that is not a number, a negative one, or one
// beyond the field's range.

// maxCount is the largest value of the int fields (seq, round, tool_page,
// list_pages); maxCount64 that of the int64 ones (milliseconds, bytes).
const (
	maxCount   = 1<<31 - 1
	maxCount64 = 1<<63 - 1
)

// parseCount reads a count field's JSON value v (valid JSON): ok is false
// for null (absent), err says why a present value is refused.
func parseCount(v []byte, name string, max int64) (n int64, ok bool, err error) {
	switch c := v[0]; {
	case c == 'n':
		return 0, false, nil
	case c != '-' && (c < '0' || c > '9'):
		return 0, false, fieldErrorf("%q must be a number, not %.40s", name, v)
	}
	n, perr := strconv.ParseInt(string(v), 10, 64)
	if perr != nil {
		f, ferr := strconv.ParseFloat(string(v), 64)
		f = math.Round(f)
		if ferr != nil || f >= 1<<63 || f < -(1<<63) {
			return 0, false, fieldErrorf("%q is out of range: %.40s", name, v)
		}
		n = int64(f)
	}
	if n < 0 {
		return 0, false, fieldErrorf("%q must not be negative, not %.40s", name, v)
	}
	if n > max {
		return 0, false, fieldErrorf("%q is out of range: %.40s (at most %d)", name, v, max)
	}
	return n, true, nil
}

// readCount reads a count member; ok is false for null.
func readCount(dec *jsontext.Decoder, max int64) (int64, bool, error) {
	v, err := dec.ReadValue()
	if err != nil {
		return 0, false, err
	}
	n, ok, err := parseCount(v, "", max)
	if err != nil { // name the member, which costs an allocation
		_, _, err = parseCount(v, dec.StackPointer().LastToken(), max)
	}
	return n, ok, err
}

// jsonInt is an int field of importLine, read as parseCount says; null
// leaves it alone.
type jsonInt int

// UnmarshalJSONFrom reads a count of at most maxCount.
func (n *jsonInt) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	v, ok, err := readCount(dec, maxCount)
	if ok {
		*n = jsonInt(v)
	}
	return err
}

// jsonInt64 is an int64 field of importLine, read as jsonInt is.
type jsonInt64 int64

// UnmarshalJSONFrom reads a count of at most maxCount64.
func (n *jsonInt64) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	v, ok, err := readCount(dec, maxCount64)
	if ok {
		*n = jsonInt64(v)
	}
	return err
}
