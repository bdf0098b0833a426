package extract

import "strings"

// groupedLine reads text[a:b] (trimmed) as a match under a file heading,
// as grep-like tools print matches grouped by file ("src/a.go" over
// "  12: text", "12:5: text"): the line number, an optional column and
// the text after ": " or ":". It returns the cells line, column (empty
// when absent) and message, or nil.
func groupedLine(text string, a, b int) []cell {
	s := text[a:b]
	if len(s) > 2 && (s[0] == 'L' || s[0] == 'l') {
		// "Line 42: text", "L42: text"
		k := 1
		if len(s) > 5 && strings.EqualFold(s[:4], "line") {
			k = 4
		}
		for k < len(s) && s[k] == ' ' {
			k++
		}
		if k < len(s) && s[k] >= '0' && s[k] <= '9' {
			if c := groupedLine(text, a+k, b); c != nil {
				return c
			}
		}
		return nil
	}
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
	stylish := false
	if e := num(m); e > m && e < len(s) && s[e] == ':' {
		c0, c1, m = m, e, e+1
	} else if e > m && e < len(s) && (s[e] == ' ' || s[e] == '\t') {
		// "3:5  error  Missing semicolon  semi": a linter's stylish
		// report, the column then blanks
		c0, c1, m, stylish = m, e, e, true
	}
	for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
		m++
	}
	if m >= len(s) {
		return nil
	}
	if stylish {
		if sev, msg, rule, ok := severityColumns(text, a+m, b); ok {
			return []cell{{a, a + l1}, {a + c0, a + c1}, msg, sev, rule}
		}
	}
	return []cell{{a, a + l1}, {a + c0, a + c1}, {a + m, b}}
}

// severityColumns splits text[a:b], the rest of a linter's report line,
// at runs of two blanks or more into a severity word ("error",
// "warning", …), the message and the rule's name (one chunk, no blank):
// "error  Missing semicolon  semi". ok is false for other text.
func severityColumns(text string, a, b int) (sev, msg, rule cell, ok bool) {
	cols := splitColumns(text, a, b)
	if len(cols) < 3 {
		return sev, msg, rule, false
	}
	first, last := cols[0], cols[len(cols)-1]
	switch strings.ToLower(text[first.a:first.b]) {
	case "error", "warning", "warn", "info", "note", "hint", "fatal":
	default:
		return sev, msg, rule, false
	}
	if strings.ContainsAny(text[last.a:last.b], " \t") {
		return sev, msg, rule, false
	}
	return first, cell{cols[1].a, cols[len(cols)-2].b}, last, true
}

// headingPath returns the bounds in s of the path a file heading names:
// the whole line ("src/a.go", "src/a.go:"), or the value of a one-word
// label ("File: src/a.go"), markdown emphasis around it dropped.
func headingPath(s string) (int, int, bool) {
	// the path has no blank and a key before it none either: a line
	// with two blanks is none, and so is one without a '/', '\\' or '.'
	// (isPathToken): most lines, checked before any search
	blanks, pathByte := 0, false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t':
			if blanks++; blanks > 1 {
				return 0, 0, false
			}
		case '/', '\\', '.':
			pathByte = true
		}
	}
	if !pathByte {
		return 0, 0, false
	}
	a, b := 0, len(s)
	if b > a && s[b-1] == ':' {
		b--
	}
	if i := strings.Index(s[:b], ": "); i > 0 && strings.IndexAny(s[:i], " \t") < 0 {
		a = i + 2
	}
	for a < b && strings.IndexByte("*`_#", s[a]) >= 0 {
		a++
	}
	for b > a && strings.IndexByte("*`_", s[b-1]) >= 0 {
		b--
	}
	p := s[a:b]
	return a, b, p != "" && strings.IndexAny(p, " \t") < 0 && isPathToken(p)
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
	headBytes, headLine := 0, 0
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		if a == b {
			continue
		}
		// the groups can no longer carry half the bytes, this line's and
		// all after it covered: most texts leave here, about half-way
		pending := 0
		if head.a >= 0 {
			pending = headBytes
		}
		if total-covered-pending > covered+pending+len(text)-a {
			return nil, 0, 0, false
		}
		total += b - a
		if x, y, ok := headingPath(text[a:b]); ok {
			head, headBytes, headLine = cell{a + x, a + y}, b-a, a
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
			start = headLine
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
