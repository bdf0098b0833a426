package extract

import "strings"

// arrowLine reads text[a:b] (trimmed) as "name -> target" (also "=>" or
// "→"): one arrow between blanks, a name of at most 80 bytes with no
// blank-separated words beyond five, and a target. A '*' before the name
// (the default, the current one) is a third cell, "mark". It returns
// the cells name, target (and mark), or nil.
func arrowLine(text string, a, b int) []cell {
	s := text[a:b]
	i, w := -1, 0
	for _, arrow := range [...]string{" -> ", " => ", " → "} {
		if j := strings.Index(s, arrow); j > 0 {
			if i >= 0 || strings.Contains(s[j+len(arrow):], arrow) {
				return nil
			}
			i, w = j, len(arrow)
		}
	}
	if i <= 0 || i > 80 || len(strings.Fields(s[:i])) > 5 {
		return nil
	}
	ta, tb := trimSpaceSpan(text, a+i+w, b)
	if ta >= tb {
		return nil
	}
	na, nb := a, a+i
	var mark []cell
	if text[na] == '*' && na+1 < nb && text[na+1] != ' ' && text[na+1] != '*' {
		mark = []cell{{na, na + 1}}
		na++
	}
	return append([]cell{{na, nb}, {ta, tb}}, mark...)
}

// trailingParen finds a parenthesis ending text[a:b] after a blank ("lab
// (127.0.0.1)"): its bounds, '(' to after ')', with text before it. The
// parenthesis holds 1 to 80 bytes and no other parenthesis.
func trailingParen(text string, a, b int) (p0, p1 int, ok bool) {
	if b-a < 4 || text[b-1] != ')' {
		return 0, 0, false
	}
	o := strings.LastIndexByte(text[a:b-1], '(')
	if o < 0 {
		return 0, 0, false
	}
	o += a
	in := text[o+1 : b-1]
	if o == a || text[o-1] != ' ' || len(in) == 0 || len(in) > 80 || strings.ContainsAny(in, "()") || strings.TrimSpace(text[a:o]) == "" {
		return 0, 0, false
	}
	return o, b, true
}
