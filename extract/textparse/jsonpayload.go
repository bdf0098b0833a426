package textparse

import "strings"

// JSON forms found by FindJSON besides DetectJSON's.
const (
	// JSONHeader: a JSON object or array starting on its own line behind a
	// short header (a status line, a heading), possibly followed by a short
	// trailer.
	JSONHeader = "header"
	// JSONLines: JSON Lines, every non-blank line one JSON object or array;
	// Value is the array of the lines' values and Parts their spans.
	JSONLines = "lines"
	// JSONSeveral: several JSON objects or arrays that together carry the
	// payload (values under labels of their own, fenced blocks, runs of
	// one-line values); Value is the array of the values, Parts their
	// spans.
	JSONSeveral = "several"
)

// FindJSON finds the JSON that carries the payload of text, by the
// classifier's main-payload rule for json_in_text (see jsonpayload_view.go):
// the whole trimmed text when it is one JSON object or array; else the
// JSON regions of its line view (fenced blocks holding JSON or JSON Lines,
// values behind a header of any length or before a trailer, values after
// "key: " on one of the first lines, runs of one-line values) when they
// carry 60 % of the bytes, or 60 % of what a short preamble or footer
// leaves. One value is returned as it is (Form JSONFenced, JSONPrefix or
// JSONHeader); several as an array (JSONLines for one run of one-line
// values, else JSONSeveral) with their spans in Parts. A JSON value inside
// a sentence is never taken: a value must end its line. Only objects and
// arrays count.
func FindJSON(text string) (JSONMatch, bool) {
	start, end := trimJSONSpace(text)
	body := text[start:end]
	if body == "" {
		return JSONMatch{}, false
	}
	if isJSONOpen(body) {
		if v, n, ok := decodeAt(body); ok && n == len(body) {
			return JSONMatch{Value: v, Form: JSONWhole, Span: Span{start, end}, Blocks: 1}, true
		}
	}
	return viewPayloadJSON(text, start, end)
}

// restOfLineBlank reports whether only white space follows i on its line.
func restOfLineBlank(text string, i, end int) bool {
	for ; i < end && text[i] != '\n'; i++ {
		if !isSpaceByte(text[i]) {
			return false
		}
	}
	return true
}

// jsonLines reads text[start:end] as JSON Lines: two or more non-blank
// lines, each exactly one JSON object or array.
func jsonLines(text string, start, end int) (JSONMatch, bool) {
	var vals []any
	var parts []Span
	for ls := start; ls < end; {
		le, next := lineBounds(text, ls)
		le = min(le, end)
		a, b := trimJSONSpace(text[ls:le])
		if a < b {
			line := text[ls+a : ls+b]
			if !isJSONOpen(line) {
				return JSONMatch{}, false
			}
			v, n, ok := decodeAt(line)
			if !ok || n != len(line) {
				return JSONMatch{}, false
			}
			vals = append(vals, v)
			parts = append(parts, Span{ls + a, ls + b})
		}
		ls = next
	}
	if len(vals) < 2 {
		return JSONMatch{}, false
	}
	return JSONMatch{Value: vals, Form: JSONLines, Span: Span{start, end}, Blocks: 1, Parts: parts}, true
}

// WholeFence reports whether the trimmed text is exactly one fenced code
// block (``` or ~~~, any info string) and returns its info string and the
// span of its content without the fence lines (the final newline
// excluded).
func WholeFence(text string) (info string, body Span, ok bool) {
	start, end := trimJSONSpace(text)
	if start >= end {
		return "", Span{}, false
	}
	le, next := lineBounds(text, start)
	first := text[start:le]
	c, n, isFence := openingFence(first)
	if !isFence {
		return "", Span{}, false
	}
	info = fenceInfo(first, n)
	for ls := next; ls < end; {
		e, nx := lineBounds(text, ls)
		e = min(e, end)
		p, col := skipIndent(text[ls:e], 0, 0)
		if col <= 3 && isClosingFence(text[ls+p:e], c, n) {
			if strings.TrimSpace(text[e:end]) != "" {
				return "", Span{}, false // more after the closing fence
			}
			b := ls
			if b > next {
				b-- // the newline before the closing fence
			}
			if b > next && text[b-1] == '\r' {
				b--
			}
			return info, Span{next, max(next, b)}, true
		}
		ls = nx
	}
	return "", Span{}, false
}
