package extract

import (
	"unicode"
	"unicode/utf8"
)

// glyphLine reports whether s starts with a status glyph (an emoji or
// another symbol: ✅, ❌, ⚠️, 🟢, ✔, ★), optionally with a variation
// selector, then a blank and text with a letter: a list item a tool
// marks with its status instead of a bullet.
func glyphLine(s string) bool {
	r, w := utf8.DecodeRuneInString(s)
	if r < 0x2000 || !(unicode.IsSymbol(r) || unicode.Is(unicode.So, r)) {
		return false
	}
	i := w
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r != 0xFE0F && r != 0x200D && !unicode.Is(unicode.Mn, r) {
			break
		}
		i += w
	}
	if i >= len(s) || s[i] != ' ' {
		return false
	}
	for _, c := range s[i:] {
		if unicode.IsLetter(c) {
			return true
		}
	}
	return false
}

// glyphsRepeat reports whether two of the glyph lines (one cell each,
// starting with its glyph) share their glyph: a status list repeats its
// marks (✅ ✅ ❌), a report gives each line its own (🔎, 📝, 📊).
func glyphsRepeat(text string, lines [][]cell) bool {
	seen := make(map[rune]bool, len(lines))
	for _, cells := range lines {
		if len(cells) == 0 {
			continue
		}
		r, _ := utf8.DecodeRuneInString(text[cells[0].a:cells[0].b])
		if seen[r] {
			return true
		}
		seen[r] = true
	}
	return false
}
