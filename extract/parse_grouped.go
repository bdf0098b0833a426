package extract

import "strings"

// groupedLine reads text[a:b] (trimmed) as a match under a file heading,
// as grep-like tools print matches grouped by file ("src/a.go" over
// "  12: text", "12:5: text"): the line number, an optional column and
// the text after ": " or ":". It returns the cells line, column (empty
// when absent) and message, or nil.
func groupedLine(text string, a, b int) []cell {
	s := text[a:b]
	num := func(j int) int {
		k := j
		for k < len(s) && k-j < 9 && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		return k
	}
	l1 := num(0)
	if l1 == 0 || l1 >= len(s) || s[l1] != ':' {
		return nil
	}
	c0, c1 := l1, l1
	m := l1 + 1
	if e := num(m); e > m && e < len(s) && s[e] == ':' {
		c0, c1, m = m, e, e+1
	}
	for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
		m++
	}
	if m >= len(s) {
		return nil
	}
	return []cell{{a, a + l1}, {a + c0, a + c1}, {a + m, b}}
}

// fileHeading reports whether the trimmed line s heads a group of
// matches: one path or file name (a ':' after it allowed), no white
// space.
func fileHeading(s string) bool {
	s = strings.TrimSuffix(s, ":")
	return s != "" && strings.IndexAny(s, " \t") < 0 && isPathToken(s)
}

// groupedRecords reads text whose main payload is matches grouped under
// file headings (a heading line, then its "line: text" lines, indented or
// not; blank lines between groups allowed) as located records {file,
// line, column, message}, the file taken from the heading. It needs two
// matches or more and the groups must carry at least half of the text's
// non-blank bytes; it returns the records and the span they cover.
func groupedRecords(text string) (rows [][]cell, start, end int, ok bool) {
	total, covered := 0, 0
	head := cell{-1, -1}
	headBytes := 0
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		if a == b {
			continue
		}
		total += b - a
		if fileHeading(text[a:b]) {
			e := b
			if text[e-1] == ':' {
				e--
			}
			head, headBytes = cell{a, e}, b-a
			continue
		}
		if head.a < 0 {
			continue
		}
		cells := groupedLine(text, a, b)
		if cells == nil {
			head.a = -1
			continue
		}
		if len(rows) == 0 {
			start = head.a
		}
		if headBytes > 0 {
			covered += headBytes
			headBytes = 0
		}
		rows = append(rows, append([]cell{head}, cells...))
		covered += b - a
		end = b
		if len(rows) >= maxItems {
			break
		}
	}
	return rows, start, end, len(rows) >= 2 && covered*2 >= total
}
