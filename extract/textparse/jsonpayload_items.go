package textparse

import "strings"

// OtherStructure reports whether text holds structure of another pattern
// than JSON that the classifier would label: a GFM table (a row over a
// delimiter row); two or more `Key: value` lines making at least half of
// its non-blank lines; or a list of two or more items, most of them
// records (two fields or more: bold or code spans, links, URLs,
// parentheticals, " - " or ": " separators, indented lines of their own).
// Among the text items of one result, the classifier lets the largest
// item with a pattern decide; a larger item with such structure wins over
// a smaller JSON item.
func OtherStructure(text string) bool {
	pairs, lines, items, records := 0, 0, 0, 0
	prev := ""
	fields := 0 // of the current list item
	endItem := func() {
		if items > 0 && fields >= 2 {
			records++
		}
	}
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		raw := text[ls:le]
		ln := strings.TrimSpace(raw)
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
		p, col := skipIndent(raw, 0, 0)
		if m, ok := listMarkerOf(raw[p:], col); ok && col <= 3 && !m.empty {
			endItem()
			items++
			fields = lineFields(raw[p+m.content-m.start:])
		} else if items > 0 && col >= 2 {
			fields++ // an indented line of the item
		}
		prev = ln
	}
	endItem()
	return pairs >= 2 && 2*pairs >= lines || items >= 2 && 2*records > items
}

// lineFields counts the field marks of a list item's first line, the
// first piece counted.
func lineFields(s string) int {
	n := 1
	for _, mark := range []string{"**", "`", "](", "://", " (", " - ", " — ", " | ", ": "} {
		if strings.Contains(s, mark) {
			n++
		}
	}
	return n
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
