package textparse

import "strings"

// dataLine records a free run of text [a, b) (a continuation line, or the
// text after an item's lead) as fields when it reads as data rather than
// prose: parts cut at ", " or "; " that are each a `key: value` pair, a
// value parenField names ("version 30", "updated 2026-02-17", "3 rows",
// "1.2 KB", a date, a number) or one token holding a character other than
// a letter ("ana.ruiz", "v1.2.0"); one part when it is a value named by
// the word before it.
// "version 30, updated 2026-02-17" → version, updated; "ana.ruiz,
// 2026-08-24" → details, date; "edited 2026-02-24" → edited. It reports
// whether it recorded them.
func (f *itemFielder) dataLine(a, b int) bool {
	s := f.item
	a = skipSpace(s, a, b)
	b = trimRightSpace(s, a, b)
	if a == 0 || b-a < 2 || b-a > 120 || strings.IndexAny(s[a:b], "0123456789,;") < 0 {
		return false // too long, or neither a number nor parts
	}
	cuts := strings.Count(s[a:b], ", ") + strings.Count(s[a:b], "; ")
	if sp := strings.Count(s[a:b], " "); sp > 3*cuts+3 || cuts == 0 && sp != 1 {
		return false // prose: more words than parts of data hold
	}
	if cuts > 0 {
		// the first part decides cheaply before all are cut
		c := strings.IndexAny(s[a:b], ",;")
		if c <= 0 || !dataPart(s, a, trimRightSpace(s, a, a+c)) {
			return false
		}
	}
	if f.nextSpan(a, b) != nil || f.inSpan(a) {
		return false
	}
	parts := parenParts(s, a, b)
	if len(parts) == 1 {
		if k, _ := keyValueAt(s, a, b); k > a {
			return false // pairs are read elsewhere
		}
		// one part: only a value named by the word before it
		// ("edited 2026-02-24"); "3 jobs" stays as written
		name, v0, _ := parenField(s, a, b)
		if name == FieldDetails || v0 == a {
			return false
		}
		f.paren(a-1, b+1)
		return true
	}
	for _, pt := range parts {
		if !dataPart(s, pt[0], pt[1]) {
			return false
		}
	}
	f.paren(a-1, b+1)
	return true
}

// dataPart reports whether [a, b), one part of a line cut at ", ", reads
// as a data value: a pair, a value parenField names, or one token that
// starts and ends with a letter or digit and holds a digit or one of
// ".@/_-" ("ana.ruiz", "v1.2.0", "eu-west-1").
func dataPart(s string, a, b int) bool {
	if k, _ := keyValueAt(s, a, b); k > a && isLabel(s[a:k]) {
		return true
	}
	if name, _, _ := parenField(s, a, b); name != FieldDetails {
		return true
	}
	v := s[a:b]
	if len(v) < 2 || strings.ContainsAny(v, " \t()[]{}'\"!?:;,*`") || !isAlnumByte(v[0]) || !isAlnumByte(v[len(v)-1]) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; c >= '0' && c <= '9' || strings.IndexByte(".@/_-", c) >= 0 {
			return true
		}
	}
	return false
}

// unwrapCode narrows a value [a, b) that is exactly one code span
// ("`true`") to the span's content.
func (f *itemFielder) unwrapCode(a, b int) (int, int) {
	if b-a < 3 || f.item[a] != '`' {
		return a, b
	}
	if sp := f.spanAt(a); sp != nil && sp.kind == inCode && sp.end == b && sp.in1 > sp.in0 {
		return sp.in0, sp.in1
	}
	return a, b
}

// isHandle reports whether v is a mention: '@' then 1 to 40 letters,
// digits, '.', '_' or '-', starting with a letter or digit and not ending
// with '.'.
func isHandle(v string) bool {
	if len(v) < 2 || len(v) > 41 || v[0] != '@' || !isAlnumByte(v[1]) || v[len(v)-1] == '.' {
		return false
	}
	for i := 2; i < len(v); i++ {
		if c := v[i]; !isAlnumByte(c) && c != '.' && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// versionAt returns the offset of the '@' that cuts a one-token lead
// [p, q) into a package name and its version ("left-pad@1.3.0",
// "@scope/pkg@v2.0.1"), or p when there is none.
func versionAt(s string, p, q int) int {
	v := s[p:q]
	if strings.ContainsAny(v, " \t") {
		return p
	}
	i := strings.LastIndexByte(v, '@')
	if i <= 0 || i+1 >= len(v) {
		return p
	}
	w := v[i+1:]
	if w[0] == 'v' && len(w) > 1 {
		w = w[1:]
	}
	if w[0] < '0' || w[0] > '9' || !strings.Contains(w, ".") {
		return p
	}
	for j := 0; j < len(w); j++ {
		if c := w[j]; !isAlnumByte(c) && c != '.' && c != '-' && c != '+' {
			return p
		}
	}
	return p + i
}

// byLine reads a continuation line [p, b) that credits an author: "by
// ana.ruiz", "by Ana Lima on 2026-05-02", "by @ana, 2026-05-02" → author
// and the named value after it (a date, a number). It reports whether it
// recorded them.
func (f *itemFielder) byLine(p, b int) bool {
	s := f.item
	if !strings.HasPrefix(s[p:b], "by ") || f.isUsed(FieldAuthor) || b-p > 120 {
		return false
	}
	a := p + len("by ")
	e, next := b, b
	if i := strings.Index(s[a:b], " on "); i > 0 {
		e, next = a+i, a+i+len(" on ")
	} else if i := strings.Index(s[a:b], ", "); i > 0 {
		e, next = a+i, a+i+len(", ")
	}
	if !authorWords(s[a:e]) || f.nextSpan(p, b) != nil {
		return false
	}
	if next < b {
		next = skipSpace(s, next, b)
		if !dataPart(s, next, b) && !isISODate(s[next:b]) {
			if d0, d1 := embeddedDate(s, next, b); d0 != next || d1 != b {
				return false
			}
		}
	}
	if s[a] == '@' {
		a++
	}
	f.add(FieldAuthor, a, e)
	if next < b {
		name, v0, v1 := parenField(s, next, b)
		if name == FieldDetails {
			name = FieldDate
		}
		f.add(name, v0, v1)
	}
	return true
}

// authorWords reports whether v names an author: one to three
// capitalised words, or one handle-like token ("ana.ruiz", "@ana").
func authorWords(v string) bool {
	words := strings.Fields(v)
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	if len(words) == 1 {
		w := strings.TrimPrefix(words[0], "@")
		return isHandle("@" + w)
	}
	for _, w := range words {
		if w[0] < 'A' || w[0] > 'Z' || strings.ContainsAny(w, ".,;:!?()[]") {
			return false
		}
	}
	return true
}

// wordList records a pair's value [v, b) that is a list of 2 to 12 short
// tokens cut at ", " ("go, rust, docs"; two only when in lower case:
// "Seattle, WA" stays one value) as one field per token (name, name_2,
// …); it reports whether it did.
func (f *itemFielder) wordList(name string, v, b int) bool {
	s := f.item
	if b-v > 160 || strings.IndexByte(s[v:b], ',') < 0 || f.nextSpan(v, b) != nil {
		return false
	}
	n, start := 0, v
	for i := v; i <= b; i++ {
		if i < b && s[i] != ',' {
			if c := s[i]; c == ' ' && (i == v || s[i-1] != ',') || c == ';' || c == '(' || c == ')' {
				return false // a word group, not a token list
			}
			continue
		}
		if i < b && (i+1 >= b || s[i+1] != ' ') {
			return false
		}
		tok := strings.TrimSpace(s[start:i])
		if tok == "" || len(tok) > 40 {
			return false
		}
		n++
		start = i + 1
	}
	if n < 2 || n > 12 || n == 2 && strings.ToLower(s[v:b]) != s[v:b] {
		return false // "Seattle, WA" is one value
	}
	start = v
	for i := v; i <= b; i++ {
		if i == b || s[i] == ',' {
			f.add(name, start, i)
			start = i + 1
		}
	}
	return true
}
