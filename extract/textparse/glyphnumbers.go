package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// GlyphNumbers reads s[a:b] as numbers cut at sep (" · ", " | ") each
// behind an optional glyph label ("⬇️ 1.2M · ❤️ 640", "★ 2,341 | 🍴 88",
// "12 ⭐ · 3 forks" is not one: the label must come first and be no word)
// and returns the numbers' spans, or nil unless there are two or more and
// every piece is such a number. A number is digits with thousands commas
// and one decimal point, and an optional K, M, B or k suffix.
func GlyphNumbers(s string, a, b int, sep string) []Span {
	var out []Span
	at := a
	for at <= b {
		end := b
		if i := strings.Index(s[at:b], sep); i >= 0 {
			end = at + i
		}
		p0 := at
		// the glyph label: symbols (no letters or digits), then a space
		for p0 < end {
			r, w := utf8.DecodeRuneInString(s[p0:end])
			if r == ' ' || unicode.IsLetter(r) || unicode.IsDigit(r) {
				break
			}
			p0 += w
		}
		if p0 > at {
			if p0 >= end || s[p0] != ' ' || p0-at > 12 {
				return nil
			}
			p0++
		}
		num := s[p0:end]
		if n := strings.TrimRight(num, "KMBk"); len(num)-len(n) > 1 || !isNumber(n) {
			return nil
		}
		out = append(out, Span{p0, end})
		if end == b {
			break
		}
		at = end + len(sep)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}
