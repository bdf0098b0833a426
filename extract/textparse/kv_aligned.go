package textparse

// Aligned pairs: `Key      value` lines with no separator, the key padded
// with spaces (or a tab, or a dot leader `Key ..... value`) so the values
// line up. A line of that shape is a pair only inside a block of at least
// alignedRun adjacent such lines at one indent whose values start at one
// column (tab and dot gaps need not match); a single one is prose or a
// table row.

// alignedRun is the fewest adjacent aligned lines that make a block.
const alignedRun = 3

// Key limits of an aligned pair: a short label of a few words.
const (
	maxAlignedKeyBytes = 32
	maxAlignedKeyWords = 4
)

// alignedPair reads t (a line without its indent) as `Key<gap>value`: a
// key of one to four words (each starting with a letter; letters, digits
// and `-_./()#%` inside) with single spaces between them, a gap (a tab,
// two or more spaces, or a dot leader ` ... `), and a value holding no
// further gap. It returns the key's end, the value's start and, for a tab
// or dot gap, loose true.
func alignedPair(t string) (kEnd, vs int, loose, ok bool) {
	k, words := 0, 0
	for k < len(t) && k <= maxAlignedKeyBytes {
		if !isASCIILetterByte(t[k]) {
			return 0, 0, false, false
		}
		words++
		for k < len(t) && alignedKeyByte(t[k]) {
			k++
		}
		if k+1 < len(t) && t[k] == ' ' && isASCIILetterByte(t[k+1]) && words < maxAlignedKeyWords {
			k++
			continue
		}
		break
	}
	if k == 0 || k > maxAlignedKeyBytes || k >= len(t) {
		return 0, 0, false, false
	}
	j := k
	switch {
	case t[j] == '\t':
		for j < len(t) && (t[j] == '\t' || t[j] == ' ') {
			j++
		}
		loose = true
	case j+1 < len(t) && t[j] == ' ' && t[j+1] == '.':
		d := j + 1
		for d < len(t) && t[d] == '.' {
			d++
		}
		if d-j-1 < 2 || d >= len(t) || t[d] != ' ' {
			return 0, 0, false, false
		}
		for j = d; j < len(t) && t[j] == ' '; j++ {
		}
		loose = true
	default:
		for j < len(t) && t[j] == ' ' {
			j++
		}
		if j-k < 2 {
			return 0, 0, false, false
		}
	}
	end := len(t)
	for end > j && (t[end-1] == ' ' || t[end-1] == '\t' || t[end-1] == '\r') {
		end--
	}
	if j >= end {
		return 0, 0, false, false
	}
	for i := j; i < end; i++ {
		if t[i] == '\t' || t[i] == ' ' && t[i+1] == ' ' {
			return 0, 0, false, false
		}
	}
	if upperOnly(t[:k]) && upperOnly(t[j:end]) {
		return 0, 0, false, false // a column header (`NAME   STATUS`)
	}
	return k, j, loose, true
}

// alignedKeyByte reports whether c may appear inside a word of an aligned
// pair's key.
func alignedKeyByte(c byte) bool {
	return isASCIILetterByte(c) || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '/' ||
		c == '(' || c == ')' || c == '#' || c == '%'
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
