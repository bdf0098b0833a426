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
)

// Limits of what counts as a short header or trailer around a JSON payload.
const (
	maxFrameLines = 3   // non-blank lines before, and after, the JSON
	maxFrameBytes = 300 // bytes of the header, and of the trailer, trimmed
)

// FindJSON finds the JSON that carries the payload of text. It tries, in
// order: the whole trimmed text; JSON Lines (two or more lines, each one
// object or array); a fenced block, or a JSON value at the start of the
// text, or one starting on its own line behind a short header, each only
// when what surrounds it is a short header or trailer (at most 3 non-blank
// lines and 300 bytes each side) or the JSON carries at least four fifths
// of the bytes. A JSON value inside a sentence is never taken: behind a
// header the value must fill its lines (start one, end one). Only objects
// and arrays count.
func FindJSON(text string) (JSONMatch, bool) {
	start, end := trimJSONSpace(text)
	body := text[start:end]
	if body == "" {
		return JSONMatch{}, false
	}
	var first any
	firstEnd, firstOK := 0, false
	if isJSONOpen(body) {
		first, firstEnd, firstOK = decodeAt(body)
		if firstOK && firstEnd == len(body) {
			return JSONMatch{Value: first, Form: JSONWhole, Span: Span{start, end}, Blocks: 1}, true
		}
		if m, ok := jsonLines(text, start, end); ok {
			return m, true
		}
	}
	if m, ok := fencedJSON(text); ok && isPayload(text, start, end, m.Span) {
		return m, true
	}
	if firstOK && firstEnd > 0 {
		sp := Span{start, start + firstEnd}
		if isPayload(text, start, end, sp) {
			return JSONMatch{Value: first, Form: JSONPrefix, Span: sp, Blocks: 1}, true
		}
		return JSONMatch{}, false
	}
	return headerJSON(text, start, end)
}

// isPayload reports whether the JSON at sp carries the payload of
// text[start:end]: what is around it is a short header and a short
// trailer, or the JSON holds at least four fifths of the bytes.
func isPayload(text string, start, end int, sp Span) bool {
	if sp.Start < start || sp.End > end || sp.Start >= sp.End {
		return false
	}
	outside := (sp.Start - start) + (end - sp.End)
	if sp.End-sp.Start >= 4*outside {
		return true
	}
	return shortFrame(text[start:sp.Start]) && shortFrame(text[sp.End:end])
}

// shortFrame reports whether s is a short header or trailer: at most
// maxFrameLines non-blank lines, maxFrameBytes bytes, and no line that is
// JSON itself.
func shortFrame(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) > maxFrameBytes {
		return false
	}
	n := 0
	for ls := 0; ls < len(s); {
		le, next := lineBounds(s, ls)
		if l := strings.TrimSpace(s[ls:le]); l != "" {
			n++
			if isJSONOpen(l) {
				if _, k, ok := decodeAt(l); ok && k == len(l) {
					return false // more JSON: not a header or trailer
				}
			}
		}
		ls = next
	}
	return n <= maxFrameLines
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

// headerJSON finds a JSON object or array starting one of the lines after
// at most maxFrameLines non-blank header lines, that carries the payload.
func headerJSON(text string, start, end int) (JSONMatch, bool) {
	seen := 0
	for ls := start; ls < end && seen <= maxFrameLines; {
		le, next := lineBounds(text, ls)
		le = min(le, end)
		p := ls
		for p < le && (text[p] == ' ' || text[p] == '\t') {
			p++
		}
		if p < le && (text[p] == '{' || text[p] == '[') && ls > start {
			if v, n, ok := decodeAt(text[p:end]); ok && restOfLineBlank(text, p+n, end) {
				sp := Span{p, p + n}
				if isPayload(text, start, end, sp) {
					return JSONMatch{Value: v, Form: JSONHeader, Span: sp, Blocks: 1}, true
				}
			}
		}
		if strings.TrimSpace(text[ls:le]) != "" {
			seen++
		}
		ls = next
	}
	return JSONMatch{}, false
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
