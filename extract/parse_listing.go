package extract

import "strings"

// listingLine reads text[a:b] as a line of a long directory listing (ls
// -l, an FTP or SFTP LIST answer): a file mode of ten characters
// ("-rwxr-xr-x", "drwxr-xr-x", a trailing '.', '+' or '@' allowed), the
// link count, owner, group, size, a modification time ("Nov 25 03:52",
// "Jan 3 2025" or "2026-11-25 03:52") and the name ("a -> b" for a link
// keeps its target in the name). It returns the cells mode, links, owner,
// group, size, modified and name, or nil.
func listingLine(text string, a, b int) []cell {
	s := text[a:b]
	if len(s) < 12 || !fileMode(s) {
		return nil
	}
	var cells []cell
	i := 0
	for range 5 { // mode, links, owner, group, size
		st, e := nextField(s, i)
		if st == e {
			return nil
		}
		cells, i = append(cells, cell{a + st, a + e}), e
	}
	if !allDigits(text[cells[1].a:cells[1].b]) || !allDigits(strings.ReplaceAll(text[cells[4].a:cells[4].b], ",", "")) {
		return nil
	}
	// the time: "Nov 25 03:52", "Jan 3 2025" (three fields) or
	// "2026-11-25 03:52" (two)
	start, _ := nextField(s, i)
	n := 3
	if start+10 <= len(s) && s[start+4] == '-' && s[start+7] == '-' && allDigits(s[start:start+4]) {
		n = 2
	}
	for range n {
		st, e := nextField(s, i)
		if st == e {
			return nil
		}
		i = e
	}
	if n == 3 && !monthAbbrev(s[start:min(start+3, len(s))]) {
		return nil
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if i >= len(s) {
		return nil
	}
	return append(cells, cell{a + start, a + strings.LastIndexFunc(s[:i], func(r rune) bool { return r != ' ' }) + 1}, cell{a + i, b})
}

// nextField returns the bounds of the blank-separated field of s at or
// after i (empty at the end of s).
func nextField(s string, i int) (int, int) {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	e := i
	for e < len(s) && s[e] != ' ' {
		e++
	}
	return i, e
}

// fileMode reports whether s starts with a file mode and a blank: a type
// ("-", "d", "l", "c", "b", "p", "s"), nine permission characters, maybe
// one of ".+@".
func fileMode(s string) bool {
	if strings.IndexByte("-dlcbps", s[0]) < 0 {
		return false
	}
	for k := 1; k <= 9; k++ {
		if strings.IndexByte("rwxsStT-", s[k]) < 0 {
			return false
		}
	}
	k := 10
	if strings.IndexByte(".+@", s[k]) >= 0 {
		k++
	}
	return k < len(s) && s[k] == ' '
}

// monthAbbrev reports an English month's three-letter abbreviation.
func monthAbbrev(m string) bool {
	switch m {
	case "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec":
		return true
	}
	return false
}
