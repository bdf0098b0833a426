package textparse

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
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
	// Value is decoded as encoding/json with UseNumber decodes it
	// (numbers are json.Number).
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
	firstEnd, firstOK := 0, false
	if isJSONOpen(body) {
		first, firstEnd, firstOK = decodeAt(body)
		if firstOK && firstEnd == len(body) {
			return JSONMatch{Value: first, Form: JSONWhole, Span: Span{start, end}, Blocks: 1}, true
		}
	}
	if m, ok := fencedJSON(text); ok {
		return m, true
	}
	if firstOK {
		return JSONMatch{Value: first, Form: JSONPrefix, Span: Span{start, start + firstEnd}, Blocks: 1}, true
	}
	return JSONMatch{}, false
}

// decodeAt decodes the JSON value at the start of s (numbers as
// json.Number) and returns the offset after it; what follows is not read.
func decodeAt(s string) (any, int, bool) {
	v, n, err := jsonx.First(s)
	return v, n, err == nil && n > 0
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

// fencedJSON scans the top-level fenced code blocks of text for JSON.
func fencedJSON(text string) (JSONMatch, bool) {
	return fencedJSONWith(text, fenceJSON)
}

// fencedJSONWith is fencedJSON with the given block check.
func fencedJSONWith(text string, fenceJSON func(text string, start, end int, m *JSONMatch, set bool) bool) (JSONMatch, bool) {
	var first JSONMatch
	blocks := 0
	eachFence(text, func(info string, start, end int) {
		info = strings.ToLower(info)
		if k := strings.IndexAny(info, " \t{"); k >= 0 {
			info = info[:k]
		}
		jsonInfo := info == "" || info == "json" || info == "jsonc" || info == "json5"
		if jsonInfo && fenceJSON(text, start, end, &first, blocks == 0) {
			blocks++
		}
	})
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
	if !set {
		n, err := jsonx.FirstEnd(body)
		return err == nil && n == len(body)
	}
	v, n, ok := decodeAt(body)
	if !ok || n != len(body) {
		return false
	}
	*m = JSONMatch{Value: v, Form: JSONFenced, Span: Span{start + a, start + b}}
	return true
}
