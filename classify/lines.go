package classify

import (
	"bytes"
	"sort"
)

// lineIndex holds the byte span of every line of a text. Line i (0-based)
// is text[start[i]:end[i]] without its '\n' (a trailing '\r' is kept in the
// span but ignored by trimmed views).
type lineIndex struct {
	text  []byte
	start []int
	end   []int
}

func newLineIndex(text []byte) *lineIndex {
	n := bytes.Count(text, []byte{'\n'}) + 1
	li := &lineIndex{text: text, start: make([]int, 0, n), end: make([]int, 0, n)}
	pos := 0
	for {
		j := bytes.IndexByte(text[pos:], '\n')
		if j < 0 {
			li.start = append(li.start, pos)
			li.end = append(li.end, len(text))
			break
		}
		li.start = append(li.start, pos)
		li.end = append(li.end, pos+j)
		pos += j + 1
	}
	return li
}

func (li *lineIndex) count() int { return len(li.start) }

// raw is line i without its newline.
func (li *lineIndex) raw(i int) []byte { return li.text[li.start[i]:li.end[i]] }

// trimmed is line i without surrounding ASCII white space (what goldmark
// treats as blank; U+00A0 and other Unicode spaces are content).
func (li *lineIndex) trimmed(i int) []byte { return trimASCII(li.raw(i)) }

func trimASCII(b []byte) []byte {
	s, e := trimmedSpan(b)
	return b[s:e]
}

// trimmedSpan is the span of b without surrounding ASCII white space.
func trimmedSpan(b []byte) (int, int) {
	s, e := 0, len(b)
	for s < e && isSpaceByte(b[s]) {
		s++
	}
	for e > s && isSpaceByte(b[e-1]) {
		e--
	}
	return s, e
}

// lineOf returns the 0-based line holding byte offset off.
func (li *lineIndex) lineOf(off int) int {
	i := sort.Search(len(li.start), func(k int) bool { return li.start[k] > off })
	if i == 0 {
		return 0
	}
	return i - 1
}

// indent is the width of line i's leading white space (a tab counts 4).
func indentOf(line []byte) int {
	w := 0
	for _, c := range line {
		switch c {
		case ' ':
			w++
		case '\t':
			w += 4 - w%4
		default:
			return w
		}
	}
	return w
}

// span is the [start, end) byte span of lines first..last (inclusive),
// trimmed of leading white space on the first line and trailing white space
// on the last line.
func (li *lineIndex) span(first, last int) (int, int) {
	base := li.start[first]
	s, e := trimmedSpan(li.text[base:li.end[last]])
	return base + s, base + e
}

// isSpaceByte is white space as goldmark (and JSON) see it: space, tab,
// CR, LF. Form feed and vertical tab are content.
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n'
}

// evidence builds an Evidence over lines first..last of the block.
func (li *lineIndex) evidence(pattern string, block, first, last int, note string) Evidence {
	s, e := li.span(first, last)
	return byteEvidence(li, pattern, block, s, e, note)
}

// byteEvidence builds an Evidence over text[s:e], with 1-based line numbers.
func byteEvidence(li *lineIndex, pattern string, block, s, e int, note string) Evidence {
	sl := li.lineOf(s)
	el := sl
	if e > s {
		el = li.lineOf(e - 1)
	}
	return Evidence{Pattern: pattern, Block: block, StartLine: sl + 1, EndLine: el + 1, StartByte: s, EndByte: e, Note: note}
}
