package extract

import "strings"

// LinesField holds the lines of a plain one-item-a-line text (plainLines).
const LinesField = "lines"

// maxPlainLines bounds the lines plainLines returns.
const maxPlainLines = 500

// plainLines returns the lines of text[a:b] when the text is a plain list
// written one item a line ("dark mode for the admin panel" over "weekly
// digest e-mail"): three lines or more, all at one indentation, none
// longer than 120 bytes, none a sentence (ending in '.', '!', '?', ':' or
// ';'), none a list item, a heading, a pair ("Key: value"), a table row
// or code; nil otherwise. Each line is then an item a person reads the text for.
func plainLines(text string, a, b int) []span {
	var out []span
	ind := -1 // the lines' common indentation
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		le = min(le, b)
		s, e := trimSpaceSpan(text, ls, le)
		start := ls
		ls = next
		if s == e {
			continue
		}
		if ind < 0 {
			ind = s - start
		}
		if s-start != ind {
			return nil // indented more or less: code, a wrapped paragraph
		}
		t := text[s:e]
		if e-s > 120 || len(out) >= maxPlainLines || !plainLine(t) {
			return nil
		}
		out = append(out, span{s, e})
	}
	if len(out) < 3 {
		return nil
	}
	return out
}

// plainLine reports whether t, a trimmed line, can be an item of a plain
// line list.
func plainLine(t string) bool {
	switch t[len(t)-1] {
	case '.', '!', '?', ':', ';', ',', '{', '}', '(', ')', '[', ']', '|', '\\':
		return false
	}
	switch t[0] {
	case '-', '*', '+', '#', '>', '|', '`', '/', '{', '}', '[', '<', '=':
		return false
	}
	if strings.Contains(t, ": ") || strings.Contains(t, " = ") || strings.Contains(t, "  ") || strings.Contains(t, "\t") {
		return false
	}
	if c := t[0]; c >= '0' && c <= '9' {
		// "1. step", "3) step": numbered items are a list's
		i := 0
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i < len(t) && (t[i] == '.' || t[i] == ')') {
			return false
		}
	}
	return true
}

// Bounds of a line of a plain line run (plainLineRuns): longer lines are
// prose wrapped at a width, not items.
const (
	maxRunLineBytes = 100
	maxRunLineWords = 10
)

// plainLineRuns returns the lines of the plain line lists inside
// text[a:b] that is not one as a whole (plainLines): a paragraph of three
// plain lines or more ("Quarterly Budget Review 2026" over two more
// titles, between a heading line and a count), or two or more under a
// caption line ending in ':' in the same paragraph ("Created 3
// branches:" over the branch names). A line of a run is plain
// (plainLine), at the paragraph's indentation, at most maxRunLineBytes
// long and of at most maxRunLineWords words: a paragraph wrapped at a
// width has longer lines, and its last line ends a sentence.
func plainLineRuns(text string, a, b int) []span {
	var out []span
	var para []span // the non-blank lines of the paragraph read
	flush := func() {
		lines := para
		para = para[:0]
		if len(lines) >= 2 && text[lines[0].end-1] == ':' {
			lines = lines[1:] // the caption
		} else if len(lines) < 3 {
			return
		}
		if len(lines) < 2 {
			return
		}
		ind := -1
		for _, l := range lines {
			s := l.start
			ls := strings.LastIndexByte(text[:s], '\n') + 1
			if ind < 0 {
				ind = s - ls
			}
			t := text[l.start:l.end]
			if s-ls != ind || len(t) > maxRunLineBytes || !plainLine(t) || len(strings.Fields(t)) > maxRunLineWords {
				return
			}
		}
		if len(out)+len(lines) <= maxPlainLines {
			out = append(out, lines...)
		}
	}
	eachTrimmedLine(text, a, b, func(s, e int) bool {
		if s == e {
			flush()
		} else {
			para = append(para, span{s, e})
		}
		return true
	})
	flush()
	return out
}

// eachTrimmedLine calls f with each line of text[a:b] trimmed of white
// space (s == e for a blank line), while f returns true.
func eachTrimmedLine(text string, a, b int, f func(s, e int) bool) {
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		s, e := trimSpaceSpan(text, ls, min(le, b))
		ls = next
		if !f(s, e) {
			return
		}
	}
}
