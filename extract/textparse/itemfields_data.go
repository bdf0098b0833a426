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
	if a == 0 || b-a < 2 || b-a > 200 || f.nextSpan(a, b) != nil || f.inSpan(a) {
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
// as a data value: a pair, a value parenField names, or one token with a
// character other than a letter.
func dataPart(s string, a, b int) bool {
	if k, _ := keyValueAt(s, a, b); k > a && isLabel(s[a:k]) {
		return true
	}
	if name, _, _ := parenField(s, a, b); name != FieldDetails {
		return true
	}
	v := s[a:b]
	if strings.ContainsAny(v, " \t") {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isLetterByte(v[i]) && v[i] < 0x80 {
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
