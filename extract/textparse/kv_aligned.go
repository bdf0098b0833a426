package textparse

import "github.com/mcpsurvey/mcpsurvey/internal/textline"

// Aligned pairs: `Key      value` lines with no separator, the key padded
// with spaces (or a tab, or a dot leader `Key ..... value`) so the values
// line up. A line of that shape is a pair only inside a block of at least
// alignedRun adjacent such lines at one indent whose values start at one
// column (tab and dot gaps need not match); a single one is prose or a
// table row.

// alignedRun is the fewest adjacent aligned lines that make a block.
const alignedRun = 3

// alignedPair reads t (a line without its indent) as `Key<gap>value`
// (textline.AlignedPair, the rule the classifier labels pairs by too),
// leaving out a column header (`NAME   STATUS`). It returns the key's end,
// the value's start and, for a tab or dot gap, loose true.
func alignedPair(t string) (kEnd, vs int, loose, ok bool) {
	kEnd, vs, loose, ok = textline.AlignedPair(t)
	if !ok {
		return 0, 0, false, false
	}
	end := len(t)
	for end > vs && (t[end-1] == ' ' || t[end-1] == '\t' || t[end-1] == '\r') {
		end--
	}
	if upperOnly(t[:kEnd]) && upperOnly(t[vs:end]) {
		return 0, 0, false, false // a column header (`NAME   STATUS`)
	}
	return kEnd, vs, loose, true
}

// upperOnly reports whether s holds letters, all of them upper case.
func upperOnly(s string) bool {
	letters := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z':
			return false
		case c >= 'A' && c <= 'Z':
			letters = true
		}
	}
	return letters
}

// alignedShape is the shape of one line as an aligned pair.
type alignedShape struct {
	ind, vs int
	loose   bool
}

// alignedAt returns the shape of line i of lines as an aligned pair.
func alignedAt(text string, lines []Span, i int) (alignedShape, bool) {
	ln := text[lines[i].Start:lines[i].End]
	q, col := skipIndent(ln, 0, 0)
	if q == len(ln) {
		return alignedShape{}, false
	}
	_, vs, loose, ok := alignedPair(ln[q:])
	return alignedShape{col, vs, loose}, ok
}

// sameBlock reports whether two aligned lines belong to one block.
func (s alignedShape) sameBlock(o alignedShape) bool {
	return s.ind == o.ind && (s.loose && o.loose || !s.loose && !o.loose && s.vs == o.vs)
}

// alignedLine reports whether line i (0-based) of lines is an aligned
// pair inside a block (see alignedRun), and its key end and value start
// in the line without its indent. It looks at most alignedRun-1 lines
// either side.
func alignedLine(text string, lines []Span, i int) (kEnd, vs int, ok bool) {
	ln := text[lines[i].Start:lines[i].End]
	q, col := skipIndent(ln, 0, 0)
	kEnd, vs, loose, ok := alignedPair(ln[q:])
	if !ok {
		return 0, 0, false
	}
	me := alignedShape{col, vs, loose}
	run := 1
	for j := i - 1; j >= 0 && j > i-alignedRun && run < alignedRun; j-- {
		s, ok := alignedAt(text, lines, j)
		if !ok || !me.sameBlock(s) {
			break
		}
		run++
	}
	for j := i + 1; j < len(lines) && j < i+alignedRun && run < alignedRun; j++ {
		s, ok := alignedAt(text, lines, j)
		if !ok || !me.sameBlock(s) {
			break
		}
		run++
	}
	return kEnd, vs, run >= alignedRun
}

// HasAlignedPairs reports whether text holds a block of aligned
// `Key      value` pairs, which KeyValues reads with the ":" separator.
func HasAlignedPairs(text string) bool {
	lines := Lines(text)
	for i := range lines {
		if _, _, ok := alignedLine(text, lines, i); ok {
			return true
		}
	}
	return false
}
