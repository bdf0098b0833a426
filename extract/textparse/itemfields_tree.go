package textparse

import (
	"strings"
	"unicode/utf8"
)

// treePrefix reads the branch drawing of a tree line at p ("└─ ", "├── ",
// "│   └─ ": box-drawing characters U+2500–U+257F, with blanks between
// them) followed by a blank and more text; it returns where the text
// starts, or p when there is no such drawing. The drawing is decoration,
// not a field.
func treePrefix(s string, p, b int) int {
	i, drawn := p, false
	for i < b {
		if isWSByte(s[i]) {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:b])
		if r < 0x2500 || r > 0x257F {
			break
		}
		drawn = true
		i += n
	}
	if !drawn || i >= b || i == p || !isWSByte(s[i-1]) {
		return p
	}
	return i
}

// trailingTag finds a bracketed tag of words closing the line [a, b)
// ("… Round totals [To Do]", "… [In Progress]"): a '[' after a blank,
// outside markup, 2 to 32 bytes of letters, digits, blanks, '-' and '_'
// with a letter, and text before it. It returns the tag's bounds
// (inside the brackets) and where the line before it ends, or ok false.
func (f *itemFielder) trailingTag(a, b int) (t0, t1, end int, ok bool) {
	s := f.item
	if b-a < 4 || s[b-1] != ']' || f.inSpan(b-1) {
		return 0, 0, 0, false
	}
	o := strings.LastIndexByte(s[a:b-1], '[')
	if o < 0 {
		return 0, 0, 0, false
	}
	o += a
	if o == a || !isWSByte(s[o-1]) || f.inSpan(o) || strings.TrimSpace(s[a:o]) == "" {
		return 0, 0, 0, false
	}
	in := s[o+1 : b-1]
	if len(in) < 2 || len(in) > 32 || strings.TrimSpace(in) != in {
		return 0, 0, 0, false
	}
	letter := false
	for i := 0; i < len(in); i++ {
		c := in[i]
		switch {
		case isLetterByte(c):
			letter = true
		case c >= '0' && c <= '9' || c == ' ' || c == '-' || c == '_' || c == '.' || c == ':' || c == '%':
		default:
			return 0, 0, 0, false
		}
	}
	if !letter {
		return 0, 0, 0, false
	}
	return o + 1, b - 1, trimRightSpace(s, a, o), true
}
