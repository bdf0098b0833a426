package extract

import "strings"

// parenLocated reads text[a:b], whose first ':' is at a+colon, as
// "path(line[,column]): message", the form of compilers that write the
// position in parentheses (tsc, MSBuild, C#). It returns the cells file,
// line, column (empty when absent) and message, or nil.
func parenLocated(text string, a, b, colon int) []cell {
	s := text[a:b]
	head := s[:colon]
	o := strings.IndexByte(head, '(')
	if o <= 0 || head[len(head)-1] != ')' || !isPathToken(head[:o]) {
		return nil
	}
	in := head[o+1 : len(head)-1]
	ln, col, _ := strings.Cut(in, ",")
	if !allDigits(ln) || len(ln) > 9 || col != "" && (!allDigits(col) || len(col) > 9) {
		return nil
	}
	m := skipMessageDash(s, colon+1)
	if m >= len(s) || m == colon+1 {
		return nil // "path(1):x" runs on: not a position and a message
	}
	l0 := o + 1
	c0, c1 := l0+len(ln), l0+len(ln)
	if col != "" {
		c0, c1 = c1+1, c1+1+len(col)
	}
	return []cell{{a, a + o}, {a + l0, a + l0 + len(ln)}, {a + c0, a + c1}, {a + m, b}}
}

// skipMessageDash skips the white space at s[m:] and a dash that
// separates a position from its message ("src/a.ts:3:1 - warning: …").
func skipMessageDash(s string, m int) int {
	for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
		m++
	}
	for _, d := range []string{"- ", "– ", "— "} {
		if strings.HasPrefix(s[m:], d) && m > 0 && (s[m-1] == ' ' || s[m-1] == '\t') {
			m += len(d)
			for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
				m++
			}
			break
		}
	}
	return m
}
