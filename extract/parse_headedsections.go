package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParsedHeadingSections is Account.Parser when parser auto read a
// markdown document section by section (headingSections): a document, not
// records, so it alone does not make a suggestion choose parser auto
// (it does when a learnt config reads less of the same samples).
const ParsedHeadingSections = "heading_sections"

// maxHeadedSectionsDepth bounds the nesting of heading sections read
// inside each other.
const maxHeadedSectionsDepth = 1

// headingSections cuts a markdown document (a note, a docs page read back)
// at its ATX headings outside fences: each heading over a non-blank body
// is a section (its name the heading's text, its body up to the next
// heading), and non-blank text before the first heading is a section with
// an empty name. A heading with nothing under it (a title over
// sub-headings) is no section. It returns nil unless there are two
// sections or more, or one section under a heading of its own.
func headingSections(text string) []section {
	if !strings.Contains(text, "#") {
		return nil
	}
	var out []section
	bodyFrom, head, heads := 0, span{0, 0}, 0
	inFence := false
	closeAt := func(e int) {
		b0, b1 := trimSpaceSpan(text, bodyFrom, e)
		if b0 < b1 && len(out) < maxSections {
			out = append(out, section{head: head, body: span{b0, b1}})
		}
	}
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		line := text[ls:le]
		if strings.HasPrefix(strings.TrimLeft(line, " "), "```") {
			inFence = !inFence
		}
		if !inFence && len(line) > 1 && line[0] == '#' {
			h := 0
			for h < len(line) && h < 7 && line[h] == '#' {
				h++
			}
			if h <= 6 && h < len(line) && line[h] == ' ' {
				t0, t1 := trimSpaceSpan(text, ls+h+1, le)
				for t1 > t0 && text[t1-1] == '#' {
					t1--
				}
				t0, t1 = trimSpaceSpan(text, t0, t1)
				t0 = leadGlyph(text, t0, t1) // "## 📄 events/index"
				if t0 < t1 {
					closeAt(ls)
					head, bodyFrom = span{t0, t1}, next
					heads++
				}
			}
		}
		ls = next
	}
	closeAt(len(text))
	if len(out) < 2 && (len(out) == 0 || heads < 2) {
		// one section is enough under a title heading of its own ("#
		// Search results for …" over one "## [Result](url)")
		return nil
	}
	return out
}

// leadGlyph returns where the text of text[a:b] starts once a leading
// pictograph and the blanks after it are skipped ("📄 events/index",
// "✅ Done": a symbol, Unicode So, with its variation selector); a when
// there is none or nothing follows it.
func leadGlyph(text string, a, b int) int {
	r, n := utf8.DecodeRuneInString(text[a:b])
	if r < 0x80 || !unicode.Is(unicode.So, r) {
		return a
	}
	i := a + n
	if r2, n2 := utf8.DecodeRuneInString(text[i:b]); r2 == 0xFE0F {
		i += n2
	}
	if i >= b || text[i] != ' ' {
		return a
	}
	for i < b && text[i] == ' ' {
		i++
	}
	if i >= b {
		return a
	}
	return i
}
