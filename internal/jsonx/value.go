package jsonx

import (
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"unicode/utf8"
)

// v1 is the option set that makes jsontext and json/v2 accept what
// encoding/json (v1) accepts: duplicate member names (the last wins) and
// invalid UTF-8 inside strings (decoded as U+FFFD).
var v1 = []jsontext.Options{
	jsontext.AllowDuplicateNames(true),
	jsontext.AllowInvalidUTF8(true),
}

// v1Opts is v1 folded into one option value for the decoders.
var v1Opts = jsonv2.JoinOptions(v1...)

// Valid reports whether b is exactly one JSON value with optional
// surrounding whitespace, as encoding/json.Valid does.
func Valid(b []byte) bool {
	return jsontext.Value(b).IsValid(v1...)
}

// Unquote appends the decoded text of the JSON string token tok (quotes
// included, no surrounding space) to dst. Invalid UTF-8 and unpaired
// surrogate escapes become U+FFFD, as encoding/json decodes them; ok is
// false only when tok is not a string token.
func Unquote(dst, tok []byte) ([]byte, bool) {
	if len(tok) < 2 || tok[0] != '"' || tok[len(tok)-1] != '"' {
		return dst, false
	}
	if !hasEscapeOrHigh(tok[1 : len(tok)-1]) {
		return append(dst, tok[1:len(tok)-1]...), true
	}
	n := len(dst)
	out, err := jsontext.AppendUnquote(dst, tok)
	if err == nil {
		return out, true
	}
	// AppendUnquote still decodes the whole token when the only fault is
	// invalid UTF-8 (replaced by U+FFFD). Tell that apart from a token that
	// is not a string by validating it on its own.
	if !jsontext.Value(tok).IsValid(v1...) {
		return dst[:n], false
	}
	return out, true
}

// hasEscapeOrHigh reports whether s holds a backslash, a quote, a control byte or a
// non-ASCII byte: the cases where a string token is not its own text.
func hasEscapeOrHigh(s []byte) bool {
	for _, c := range s {
		if c == '\\' || c == '"' || c < 0x20 || c >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// Decode decodes b, exactly one JSON value, into the generic form
// encoding/json gives: map[string]any, []any, string, float64, bool, nil.
func Decode(b []byte) (any, error) {
	var v any
	err := jsonv2.Unmarshal(b, &v, v1Opts)
	return v, err
}

// Unmarshal decodes b into out with encoding/json's leniency (duplicate
// names, invalid UTF-8) and json/v2's field rules.
func Unmarshal(b []byte, out any, opts ...jsontext.Options) error {
	if len(opts) == 0 {
		return jsonv2.Unmarshal(b, out, v1Opts)
	}
	return jsonv2.Unmarshal(b, out, append([]jsontext.Options{v1Opts}, opts...)...)
}
