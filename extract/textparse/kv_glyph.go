package textparse

import (
	"unicode"
	"unicode/utf8"
)

// glyphItem reports whether the line ln, whose text starts at q (column
// col), is a glyph-led item under the `Name:` header open on the stack:
// "Steps:" over "  ✓ checkout (2s)", "  ✗ deploy (12s)". The line starts
// with a symbol (✓ ✗ ⚠ ★ …, Unicode So) and a blank, then text, and lies
// indented deeper than a header whose value is empty (or than the header
// line opening a blank-line section). Such lines are
// items of the header, as `- item` lines are, not a wrapped value.
func (p *kvParser) glyphItem(ln string, q, col int) bool {
	if !p.indent || len(p.stack) == 0 {
		return false
	}
	top := p.stack[len(p.stack)-1]
	if treeLead(ln[q:]) {
		// "└─ TASK-3 - Title": the drawing is the indentation
		col++
	}
	header := top.rank >= 0 && top.rank < col || top.rank == rankSection && col > 0 || top.node == p.ruled
	if !header || top.node.Value != "" || top.node.Item {
		return false
	}
	if treeLead(ln[q:]) {
		return true
	}
	r, n := utf8.DecodeRuneInString(ln[q:])
	if r == utf8.RuneError || !unicode.Is(unicode.So, r) {
		return false
	}
	i := q + n
	for i < len(ln) && (ln[i] == 0xEF && i+2 < len(ln) && ln[i+1] == 0xB8 && ln[i+2] == 0x8F) {
		i += 3 // variation selector 16 after an emoji
	}
	if i+1 >= len(ln) || ln[i] != ' ' && ln[i] != '\t' {
		return false
	}
	for i < len(ln) && (ln[i] == ' ' || ln[i] == '\t') {
		i++
	}
	return i < len(ln)
}
