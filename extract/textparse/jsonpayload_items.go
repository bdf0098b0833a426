package textparse

import "strings"

// OtherStructure reports whether text holds structure of another pattern
// than JSON that the classifier would label: a GFM table (a row over a
// delimiter row), or two or more `Key: value` lines making at least half
// of its non-blank lines. Among the text items of one result, the
// classifier lets the largest item with a pattern decide; a larger item
// with a table or pairs wins over a smaller JSON item.
func OtherStructure(text string) bool {
	pairs, lines := 0, 0
	prev := ""
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		ln := strings.TrimSpace(text[ls:le])
		ls = next
		if ln == "" {
			prev = ""
			continue
		}
		lines++
		if strings.IndexByte(prev, '|') >= 0 && isDelimiterRow(ln) {
			return true
		}
		if isPairLine(ln) {
			pairs++
		}
		prev = ln
	}
	return pairs >= 2 && 2*pairs >= lines
}

// isPairLine reports whether a trimmed line is one `Key: value` pair
// (bullet and bold marks allowed): a key of one to four words starting
// with a letter, at most 40 bytes, and a value.
func isPairLine(ln string) bool {
	for _, p := range []string{"- ", "* ", "+ "} {
		ln = strings.TrimPrefix(ln, p)
	}
	ln = strings.TrimPrefix(ln, "**")
	k := strings.Index(ln, ":")
	if k <= 0 || k > 40 {
		return false
	}
	key := strings.TrimSuffix(ln[:k], "**")
	val := strings.TrimSpace(strings.TrimPrefix(ln[k+1:], "**"))
	if key == "" || val == "" || strings.HasPrefix(val, "//") || len(strings.Fields(key)) > 4 {
		return false
	}
	c := key[0] | 0x20
	return c >= 'a' && c <= 'z'
}
