package textparse

import (
	"encoding/json"
	"io"
	"strings"
)

// JSON forms.
const (
	// JSONWhole: the trimmed text is one JSON object or array.
	JSONWhole = "whole"
	// JSONFenced: a fenced code block (```json, ```jsonc or ``` without
	// info) holds a JSON object or array.
	JSONFenced = "fenced"
	// JSONPrefix: a JSON object or array starts the text and is followed
	// by trailing prose.
	JSONPrefix = "prefix"
	// JSONMerged: several content items each carry JSON; Value is the array
	// of their values (set by the extract package, not by this one).
	JSONMerged = "merged"
)

// JSONMatch is JSON found in text.
type JSONMatch struct {
	// Value is decoded with encoding/json and UseNumber (numbers are
	// json.Number).
	Value any
	// Form is JSONWhole, JSONFenced or JSONPrefix.
	Form string
	// Span holds the bytes of the JSON value itself.
	Span Span
	// Blocks is, for JSONFenced, the number of fenced blocks holding a JSON
	// object or array (the first one is returned); 1 for the other forms.
	Blocks int
	// Parts holds, for JSONLines, the span of each line's value (Value[i]
	// is at Parts[i]); nil for the other forms.
	Parts []Span
}

// DetectJSON finds JSON in text, trying in order: the whole trimmed text;
// fenced code blocks whose content is JSON (the first one wins, Blocks counts
// them); a JSON value at the start of the text followed by prose. Only
// objects and arrays count: a bare string, number, boolean or null is not
// "JSON in text".
func DetectJSON(text string) (JSONMatch, bool) {
	start, end := trimJSONSpace(text)
	body := text[start:end]
	var first any
	firstEnd, st := 0, decodeInvalid
	if isJSONOpen(body) {
		first, firstEnd, st = decodeFirst(body, true)
		if st == decodeUnsure {
			return detectJSONStd(text)
		}
		if st == decodeOK && firstEnd == len(body) {
			return JSONMatch{Value: first, Form: JSONWhole, Span: Span{start, end}, Blocks: 1}, true
		}
	}
	if m, ok := fencedJSON(text); ok {
		return m, true
	}
	if st == decodeOK && firstEnd > 0 {
		return JSONMatch{Value: first, Form: JSONPrefix, Span: Span{start, start + firstEnd}, Blocks: 1}, true
	}
	return JSONMatch{}, false
}

// detectJSONStd is DetectJSON done with encoding/json alone (for the
// inputs the one-pass decoder leaves to it).
func detectJSONStd(text string) (JSONMatch, bool) {
	start, end := trimJSONSpace(text)
	body := text[start:end]
	if isJSONOpen(body) && json.Valid([]byte(body)) {
		if v, ok := decodeJSONStd(body); ok {
			return JSONMatch{Value: v, Form: JSONWhole, Span: Span{start, end}, Blocks: 1}, true
		}
	}
	if m, ok := fencedJSONWith(text, fenceJSONStd); ok {
		return m, true
	}
	if isJSONOpen(body) {
		dec := json.NewDecoder(strings.NewReader(body))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err == nil {
			n := int(dec.InputOffset())
			if n > 0 && n <= len(body) {
				return JSONMatch{Value: v, Form: JSONPrefix, Span: Span{start, start + n}, Blocks: 1}, true
			}
		}
	}
	return JSONMatch{}, false
}

// trimJSONSpace returns the bounds of text without JSON/line whitespace and
// a leading byte-order mark.
func trimJSONSpace(text string) (int, int) {
	start, end := 0, len(text)
	if strings.HasPrefix(text, "\uFEFF") {
		start = 3
	}
	for start < end && isSpaceByte(text[start]) {
		start++
	}
	for end > start && isSpaceByte(text[end-1]) {
		end--
	}
	return start, end
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isJSONOpen(s string) bool { return len(s) > 0 && (s[0] == '{' || s[0] == '[') }

// decodeJSONStd decodes exactly one JSON value with encoding/json and
// UseNumber.
func decodeJSONStd(s string) (any, bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, false
	}
	return v, true
}

// fencedJSON scans the top-level fenced code blocks of text for JSON.
func fencedJSON(text string) (JSONMatch, bool) {
	return fencedJSONWith(text, fenceJSON)
}

// fencedJSONWith is fencedJSON with the given block check.
func fencedJSONWith(text string, fenceJSON func(text string, start, end int, m *JSONMatch, set bool) bool) (JSONMatch, bool) {
	var first JSONMatch
	blocks := 0
	inFence := false
	var fch byte
	var flen, cstart int
	jsonInfo := false
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		ln := text[ls:le]
		p, col := skipIndent(ln, 0, 0)
		if !inFence {
			if col <= 3 {
				if c, n, ok := openingFence(ln[p:]); ok {
					inFence, fch, flen, cstart = true, c, n, next
					info := strings.ToLower(fenceInfo(ln[p:], n))
					if i := strings.IndexAny(info, " \t{"); i >= 0 {
						info = info[:i]
					}
					jsonInfo = info == "" || info == "json" || info == "jsonc" || info == "json5"
				}
			}
		} else if col <= 3 && isClosingFence(ln[p:], fch, flen) {
			inFence = false
			if jsonInfo && fenceJSON(text, cstart, ls, &first, blocks == 0) {
				blocks++
			}
		}
		ls = next
	}
	if inFence && jsonInfo && fenceJSON(text, cstart, len(text), &first, blocks == 0) {
		blocks++
	}
	if blocks == 0 {
		return JSONMatch{}, false
	}
	first.Blocks = blocks
	return first, true
}

// fenceJSON reports whether text[start:end] holds a JSON object or array and,
// if set is true, stores it in m.
func fenceJSON(text string, start, end int, m *JSONMatch, set bool) bool {
	start = min(start, end)
	a, b := trimJSONSpace(text[start:end])
	body := text[start+a : start+b]
	if !isJSONOpen(body) {
		return false
	}
	v, n, st := decodeFirst(body, set)
	switch {
	case st == decodeUnsure:
		return fenceJSONStd(text, start, end, m, set)
	case st != decodeOK || n != len(body):
		return false
	}
	if set {
		*m = JSONMatch{Value: v, Form: JSONFenced, Span: Span{start + a, start + b}}
	}
	return true
}

// fenceJSONStd is fenceJSON done with encoding/json.
func fenceJSONStd(text string, start, end int, m *JSONMatch, set bool) bool {
	start = min(start, end)
	a, b := trimJSONSpace(text[start:end])
	body := text[start+a : start+b]
	if !isJSONOpen(body) || !json.Valid([]byte(body)) {
		return false
	}
	if set {
		v, ok := decodeJSONStd(body)
		if !ok {
			return false
		}
		*m = JSONMatch{Value: v, Form: JSONFenced, Span: Span{start + a, start + b}}
	}
	return true
}
