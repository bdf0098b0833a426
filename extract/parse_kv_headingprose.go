package extract

import "strings"

// maxHeadingProseBytes bounds the prose headingProse takes under a
// heading.
const maxHeadingProseBytes = 2000

// headingProse returns the prose under a markdown heading that key-value
// text read as a key with no value ("### Notes" over "Sent by Maria Lopez
// on 2026-11-02."): the lines after the heading's line, up to the next
// heading, pair, list item, table row, fence or rule, or two blank lines.
// ok is false when there is none.
func headingProse(text string, keyEnd int) (s, e int, ok bool) {
	if keyEnd < 0 || keyEnd > len(text) {
		return 0, 0, false
	}
	_, ls := lineBounds(text, strings.LastIndexByte(text[:keyEnd], '\n')+1)
	s, e = -1, -1
	blank := 0
	for ls < len(text) {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		if a == b {
			if blank++; blank >= 2 && s >= 0 {
				break
			}
			ls = next
			continue
		}
		t := text[a:b]
		if t[0] == '#' || t[0] == '|' || t[0] == '>' || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") ||
			listMarker(t) > 0 || kvShape(t) != 0 || strings.Trim(t, "-*_ ") == "" {
			break
		}
		if s >= 0 && blank > 0 {
			break // one paragraph
		}
		if s < 0 {
			s = a
		}
		e, blank = b, 0
		if e-s > maxHeadingProseBytes {
			return 0, 0, false
		}
		ls = next
	}
	return s, e, s >= 0
}
