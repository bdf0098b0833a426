package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// linkScanLimit bounds the forward scan for the ")" closing a link
// destination, which keeps StripMarkdown linear.
const linkScanLimit = 2048

// hasInlineMarker reports whether s holds a byte StripMarkdown acts on:
// strings.ContainsAny(s, "\\`*_~[]<") without building the set on each
// call (most keys and values hold none).
func hasInlineMarker(s string) bool {
	for i := 0; i < len(s); i++ {
		if inlineMarkers[s[i]] {
			return true
		}
	}
	return false
}

// inlineMarkers marks the bytes hasInlineMarker looks for (a table: one
// load a byte rather than a switch's compares). Built once, only read.
var inlineMarkers = func() (t [256]bool) {
	for _, c := range "\\`*_~[]<" {
		t[c] = true
	}
	return t
}()

// StripMarkdown turns inline markdown into plain text: code spans lose their
// backticks (content kept verbatim), **bold**, *italic*, __bold__, _italic_
// and ~~strike~~ lose their markers (only delimiter runs that pair up as in
// CommonMark, so snake_case and a lone 2*3 stay; unlike CommonMark, a
// single '*' next to a letter, a digit or a path character is a glob or a
// product, never emphasis: "refs/*:x/*", "2*3*4"), links and images become their
// text ([text](url) -> text), autolinks lose their angle brackets and
// backslash escapes are resolved. Other text, including raw HTML and
// entities, is kept. It runs in linear time.
func StripMarkdown(s string) string {
	if !hasInlineMarker(s) {
		return s
	}
	const (
		keep byte = iota
		drop
		lit // literal: escaped or inside a code span
	)
	mark := make([]byte, len(s))
	runs := backtickRuns(s)
	var brackets []int // positions of unmatched '[' (or '!' of "![")
	close := nextByte{c: ')', at: -2}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case mark[i] != keep:
			i++
		case c == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1]):
			mark[i], mark[i+1] = drop, lit
			i += 2
		case c == '`':
			k := 0
			for i+k < len(s) && s[i+k] == '`' {
				k++
			}
			j := runs.next(k, i+k)
			if j < 0 {
				for q := i; q < i+k; q++ {
					mark[q] = lit
				}
				i += k
				continue
			}
			for q := i; q < i+k; q++ {
				mark[q] = drop
			}
			for q := j; q < j+k; q++ {
				mark[q] = drop
			}
			a, b := i+k, j
			for q := a; q < b; q++ {
				mark[q] = lit
			}
			if b-a >= 2 && s[a] == ' ' && s[b-1] == ' ' && strings.Trim(s[a:b], " ") != "" {
				mark[a], mark[b-1] = drop, drop
			}
			i = j + k
		case c == '[':
			if i > 0 && s[i-1] == '!' && mark[i-1] == keep {
				brackets = append(brackets, i-1)
			} else {
				brackets = append(brackets, i)
			}
			i++
		case c == ']' && len(brackets) > 0 && i+1 < len(s) && s[i+1] == '(':
			open := brackets[len(brackets)-1]
			brackets = brackets[:len(brackets)-1]
			end := -1
			if close.next(s, i+2) >= 0 {
				end = linkDestEnd(s, i+2)
			}
			if end < 0 {
				i++
				continue
			}
			mark[open] = drop
			if s[open] == '!' {
				mark[open+1] = drop
			}
			for q := i; q <= end; q++ {
				mark[q] = drop
			}
			i = end + 1
		case c == '<':
			end := autolinkEnd(s, i)
			if end < 0 {
				i++
				continue
			}
			mark[i], mark[end] = drop, drop
			for q := i + 1; q < end; q++ {
				mark[q] = lit
			}
			i = end + 1
		default:
			i++
		}
	}
	stripEmphasis(s, mark, keep, drop)
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && mark[j] != drop {
			j++
		}
		b.WriteString(s[i:j])
		for j < len(s) && mark[j] == drop {
			j++
		}
		i = j
	}
	return b.String()
}

// nextByte finds the next occurrence of a byte at or after increasing
// positions, scanning the text once.
type nextByte struct {
	c  byte
	at int // last answer; -2 = not computed, -1 = none left
}

func (n *nextByte) next(s string, from int) int {
	if n.at == -1 || (n.at >= from) {
		return n.at
	}
	j := strings.IndexByte(s[from:], n.c)
	if j < 0 {
		n.at = -1
	} else {
		n.at = from + j
	}
	return n.at
}

// isASCIIPunct reports whether c is ASCII punctuation (escapable in markdown).
func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

// linkDestEnd returns the index of the ')' closing a link destination that
// starts at i, or -1.
func linkDestEnd(s string, i int) int {
	depth := 0
	for q := i; q < len(s) && q-i < linkScanLimit; q++ {
		switch s[q] {
		case '\n':
			return -1
		case '\\':
			q++
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return q
			}
			depth--
		}
	}
	return -1
}

// autolinkEnd returns the index of the '>' closing an autolink <scheme:...>
// that starts at i, or -1.
func autolinkEnd(s string, i int) int {
	q := i + 1
	for q < len(s) && q-i < 34 && (s[q] >= 'a' && s[q] <= 'z' || s[q] >= 'A' && s[q] <= 'Z' || q > i+1 && (s[q] >= '0' && s[q] <= '9' || s[q] == '+' || s[q] == '.' || s[q] == '-')) {
		q++
	}
	if q-i-1 < 2 || q >= len(s) || s[q] != ':' {
		return -1
	}
	for ; q < len(s) && q-i < linkScanLimit; q++ {
		switch c := s[q]; {
		case c == '>':
			return q
		case c <= ' ' || c == '<':
			return -1
		}
	}
	return -1
}

// runIndex lists backtick runs by length, with a cursor per length, so that
// looking up closing runs is linear overall.
type runIndex struct {
	pos    map[int][]int
	cursor map[int]int
}

func backtickRuns(s string) runIndex {
	r := runIndex{}
	for i := 0; i < len(s); {
		if s[i] != '`' {
			i++
			continue
		}
		k := 0
		for i+k < len(s) && s[i+k] == '`' {
			k++
		}
		if r.pos == nil {
			r.pos, r.cursor = map[int][]int{}, map[int]int{}
		}
		r.pos[k] = append(r.pos[k], i)
		i += k
	}
	return r
}

// next returns the position of the first run of exactly k backticks starting
// at or after from, or -1. Calls must use non-decreasing from per k.
func (r runIndex) next(k, from int) int {
	list := r.pos[k]
	c := r.cursor[k]
	for c < len(list) && list[c] < from {
		c++
	}
	if r.cursor != nil {
		r.cursor[k] = c
	}
	if c < len(list) {
		return list[c]
	}
	return -1
}

// delim is one run of emphasis delimiters.
type delim struct {
	pos, n   int // position and remaining length of the run
	origN    int
	ch       byte
	canOpen  bool
	canClose bool
}

// stripEmphasis marks the delimiter characters of matched emphasis and
// strikethrough as dropped.
func stripEmphasis(s string, mark []byte, keep, drop byte) {
	var stacks [3][]delim // '*', '_', '~'
	idx := func(c byte) int {
		switch c {
		case '*':
			return 0
		case '_':
			return 1
		}
		return 2
	}
	for i := 0; i < len(s); {
		c := s[i]
		if (c != '*' && c != '_' && c != '~') || mark[i] != keep {
			i++
			continue
		}
		k := 0
		for i+k < len(s) && s[i+k] == c && mark[i+k] == keep {
			k++
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+k:])
		if i == 0 {
			before = ' '
		}
		if i+k == len(s) {
			after = ' '
		}
		bs, as := unicode.IsSpace(before), unicode.IsSpace(after)
		bp, ap := isPunctRune(before), isPunctRune(after)
		left := !as && (!ap || bs || bp)
		right := !bs && (!bp || as || ap)
		d := delim{pos: i, n: k, origN: k, ch: c}
		switch c {
		case '*':
			d.canOpen, d.canClose = left, right
			if k == 1 {
				// "refs/heads/*:refs/remotes/origin/*", "src/*.go": a
				// star inside a path or a word is a glob, not emphasis
				d.canOpen = d.canOpen && !globNeighbour(before)
				d.canClose = d.canClose && !globNeighbour(after)
			}
		case '_':
			d.canOpen = left && (!right || bp)
			d.canClose = right && (!left || ap)
		case '~':
			d.canOpen, d.canClose = left && k <= 2, right && k <= 2
		}
		st := &stacks[idx(c)]
		for d.canClose && d.n > 0 && len(*st) > 0 {
			o := &(*st)[len(*st)-1]
			if c == '~' && o.origN != d.origN {
				break
			}
			m := min(o.n, d.n, 2)
			if c == '~' {
				m = d.n
			}
			for q := o.pos + o.n - m; q < o.pos+o.n; q++ {
				mark[q] = drop
			}
			for q := d.pos; q < d.pos+m; q++ {
				mark[q] = drop
			}
			o.n -= m
			d.pos += m
			d.n -= m
			if o.n == 0 {
				*st = (*st)[:len(*st)-1]
			}
		}
		if d.canOpen && d.n > 0 {
			*st = append(*st, d)
		}
		i += k
	}
}

// isPunctRune reports whether r is punctuation or a symbol (CommonMark's
// "Unicode punctuation character").
func isPunctRune(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIIPunct(byte(r))
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// globNeighbour reports whether r, next to a single '*', makes it part of
// a glob or a path: a letter, a digit, or one of / \ . = ~.
func globNeighbour(r rune) bool {
	switch r {
	case '/', '\\', '.', '=', '~':
		return true
	}
	return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}
