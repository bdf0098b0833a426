package textparse

// Recognisers for CommonMark block starts. Each takes the line from its first
// non-indentation byte.

// isATXHeading reports whether s opens an ATX heading (1-6 '#' followed by a
// space, a tab or the end of the line).
func isATXHeading(s string) bool {
	n := 0
	for n < len(s) && s[n] == '#' {
		n++
	}
	return n >= 1 && n <= 6 && (n == len(s) || s[n] == ' ' || s[n] == '\t')
}

// openingFence reports whether s opens a fenced code block and returns the
// fence character and length. A backtick fence's info string may not contain
// a backtick.
func openingFence(s string) (byte, int, bool) {
	if len(s) < 3 || (s[0] != '`' && s[0] != '~') {
		return 0, 0, false
	}
	c := s[0]
	n := 0
	for n < len(s) && s[n] == c {
		n++
	}
	if n < 3 {
		return 0, 0, false
	}
	if c == '`' {
		for i := n; i < len(s); i++ {
			if s[i] == '`' {
				return 0, 0, false
			}
		}
	}
	return c, n, true
}

// fenceInfo returns the info string of an opening fence line s.
func fenceInfo(s string, n int) string {
	start, end := trimSpan(s, n, len(s))
	return s[start:end]
}

// isClosingFence reports whether s closes a fence of character c and length
// at least n.
func isClosingFence(s string, c byte, n int) bool {
	k := 0
	for k < len(s) && s[k] == c {
		k++
	}
	return k >= n && isBlankStr(s[k:])
}

// isThematicBreak reports whether s is a thematic break: three or more '*',
// '-' or '_' (the same one), optionally separated by spaces or tabs.
func isThematicBreak(s string) bool {
	if len(s) == 0 {
		return false
	}
	c := s[0]
	if c != '*' && c != '-' && c != '_' {
		return false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case c:
			n++
		case ' ', '\t':
		default:
			return false
		}
	}
	return n >= 3
}

// isSetextUnderline reports whether s is a setext heading underline: a run
// of '=' or of '-' followed only by spaces or tabs.
func isSetextUnderline(s string) bool {
	if len(s) == 0 || (s[0] != '=' && s[0] != '-') {
		return false
	}
	k := 0
	for k < len(s) && s[k] == s[0] {
		k++
	}
	return isBlankStr(s[k:])
}

// listMarker describes a list item marker found on a line.
type listMarker struct {
	ordered bool
	ch      byte // bullet character, or the delimiter '.' / ')' of an ordered marker
	num     int
	start   int // byte index of the marker in the line
	end     int // byte index just after the marker
	content int // byte index of the first content byte (len(line) if none)
	// contentCol is the column at which the item's content starts (the
	// column continuation lines must reach).
	contentCol int
	// restCol is the column of the byte at content.
	restCol int
	empty   bool // nothing but spaces after the marker
}

// parseListMarker recognises a list item marker at byte p (column col) of
// line ln.
func parseListMarker(ln string, p, col int) (listMarker, bool) {
	m := listMarker{start: p}
	i := p
	switch c := ln[i]; {
	case c == '-' || c == '*' || c == '+':
		m.ch = c
		i++
	case c >= '0' && c <= '9':
		num := 0
		for i < len(ln) && ln[i] >= '0' && ln[i] <= '9' && i-p < 10 {
			num = num*10 + int(ln[i]-'0')
			i++
		}
		if i-p > 9 || i >= len(ln) || (ln[i] != '.' && ln[i] != ')') {
			return m, false
		}
		m.ordered, m.num, m.ch = true, num, ln[i]
		i++
	default:
		return m, false
	}
	if i < len(ln) && ln[i] != ' ' && ln[i] != '\t' {
		return m, false
	}
	m.end = i
	markerEndCol := col + (i - p)
	q, qcol := skipIndent(ln, i, markerEndCol)
	m.content, m.restCol = q, qcol
	switch {
	case q == len(ln):
		m.empty = true
		m.contentCol = markerEndCol + 1
	case qcol-markerEndCol > 4:
		m.contentCol = markerEndCol + 1
	default:
		m.contentCol = qcol
	}
	return m, true
}
