package textparse

import "strings"

// Span is a half-open byte range [Start, End) into the text given to a parser.
type Span struct{ Start, End int }

// Len returns the number of bytes in the span.
func (s Span) Len() int { return s.End - s.Start }

// Lines returns the spans of the lines of text (without the newline), for
// coverage accounting. A trailing "\r" (CRLF line ending) is not part of a
// line. A final newline does not start an extra empty line; empty text has no
// lines.
func Lines(text string) []Span {
	out := make([]Span, 0, strings.Count(text, "\n")+1)
	for start := 0; start < len(text); {
		end, next := lineBounds(text, start)
		out = append(out, Span{start, end})
		start = next
	}
	return out
}

// LineOf returns the 1-based line number holding byte offset off of text.
// Offsets past the end count as the last line.
func LineOf(text string, off int) int {
	if off > len(text) {
		off = len(text)
	}
	if off < 0 {
		off = 0
	}
	return strings.Count(text[:off], "\n") + 1
}

// lineBounds returns the end of the line starting at start (excluding "\n"
// and a preceding "\r") and the start of the next line.
func lineBounds(text string, start int) (end, next int) {
	i := strings.IndexByte(text[start:], '\n')
	if i < 0 {
		end, next = len(text), len(text)
	} else {
		end, next = start+i, start+i+1
	}
	if end > start && text[end-1] == '\r' {
		end--
	}
	return end, next
}

// skipIndent returns the byte index of the first byte at or after i that is
// not a space or tab, and its column, given that byte i is at column col.
// Tabs advance to the next multiple of 4.
func skipIndent(s string, i, col int) (int, int) {
	for i < len(s) {
		switch s[i] {
		case ' ':
			col++
		case '\t':
			col += 4 - col%4
		default:
			return i, col
		}
		i++
	}
	return i, col
}

// isBlankStr reports whether s holds only spaces and tabs.
func isBlankStr(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && s[i] != '\t' {
			return false
		}
	}
	return true
}

// trimSpan narrows [start, end) of text to exclude spaces and tabs at both ends.
func trimSpan(text string, start, end int) (int, int) {
	for start < end && (text[start] == ' ' || text[start] == '\t') {
		start++
	}
	for end > start && (text[end-1] == ' ' || text[end-1] == '\t') {
		end--
	}
	return start, end
}
