package extract

import "strings"

// blameLine reads text[a:b] as a line of git blame's default output: a
// commit hash (7 to 40 hex digits, a leading '^' for a boundary commit,
// zeros for lines not committed), then "(author date time zone line)"
// and the line's content: "^6b1fc8a (Ben Okafor 2026-04-10 09:00:00
// +0000 1) name,qty". It returns the cells hash, author, date, line and
// content (content empty for an empty line), or nil.
func blameLine(text string, a, b int) []cell {
	s := text[a:b]
	i := 0
	if strings.HasPrefix(s, "^") {
		i = 1
	}
	h := i
	for i < len(s) && i-h < 40 && (s[i] >= '0' && s[i] <= '9' || s[i] >= 'a' && s[i] <= 'f') {
		i++
	}
	if i-h < 7 || i+2 >= len(s) || s[i] != ' ' || s[i+1] != '(' {
		return nil
	}
	hash := cell{a + h, a + i}
	open := i + 1
	close := strings.IndexByte(s[open:], ')')
	if close < 0 {
		return nil
	}
	close += open
	inner := s[open+1 : close]
	// from the right: the line number, the zone, the time, the date
	end := len(inner)
	field := func() (int, int) { // the last white-space-separated field before end
		e := end
		for e > 0 && inner[e-1] == ' ' {
			e--
		}
		st := e
		for st > 0 && inner[st-1] != ' ' {
			st--
		}
		end = st
		return st, e
	}
	ls, le := field()
	zs, ze := field()
	ts, te := field()
	ds, de := field()
	if !allDigits(inner[ls:le]) || !zoneOffset(inner[zs:ze]) || te-ts != 8 || inner[ts+2] != ':' || inner[ts+5] != ':' ||
		de-ds != 10 || inner[ds+4] != '-' || inner[ds+7] != '-' || !allDigits(inner[ds:ds+4]) {
		return nil
	}
	author := strings.TrimRight(inner[:ds], " ")
	if author == "" {
		return nil
	}
	base := a + open + 1
	c := close + 1
	if c < len(s) && s[c] == ' ' {
		c++
	}
	return []cell{hash, {base, base + len(author)}, {base + ds, base + ze}, {base + ls, base + le}, {a + c, b}}
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// zoneOffset reports whether s is a zone offset: "+0000", "-0530".
func zoneOffset(s string) bool {
	return len(s) == 5 && (s[0] == '+' || s[0] == '-') && allDigits(s[1:])
}
