package textparse

import "strings"

// logEntry reads an item that is a log entry: a bracketed time or date,
// optionally a second bracketed group (who or where), an optional " - ",
// then the entry ("[4:05:10 PM] [Ann] Decision: keep SQLite",
// "[2026-01-02 10:00] - Deployed v2"). The time becomes "date", the
// group "source", a leading `Kind: ` label "event" and the rest
// "description": in a log the label varies from entry to entry, it is
// data, not a key. It returns where it stopped, p when the item is not a
// log entry (nothing recorded).
func (f *itemFielder) logEntry(p, b int) int {
	s := f.item
	if p+4 >= b || s[p] != '[' || f.spanAt(p) != nil {
		return p
	}
	d1 := bracketEnd(s, p, b)
	if d1 < 0 || !timeLike(s[p+1:d1]) {
		return p
	}
	q := skipSpace(s, d1+1, b)
	src0, src1 := -1, -1
	if q < b && s[q] == '[' && f.spanAt(q) == nil {
		if e := bracketEnd(s, q, b); e > q+1 {
			src0, src1 = q+1, e
			q = skipSpace(s, e+1, b)
		}
	}
	if n, ok := separatorAt(s, q-1, b); ok && q > 0 {
		q = skipSpace(s, q-1+n, b)
	} else if q+1 < b && (s[q] == '-' || s[q] == '|') && isWSByte(s[q+1]) {
		q = skipSpace(s, q+1, b)
	}
	if q >= b {
		return p
	}
	f.add(FieldDate, p+1, d1)
	if src0 >= 0 {
		f.add("source", src0, src1)
	}
	if k, v := keyValueAt(s, q, b); k > q && f.nextSpan(q, v) == nil {
		f.add("event", q, k)
		f.add(FieldDescription, v, b)
	} else {
		f.add(FieldDescription, q, b)
	}
	return b
}

// bracketEnd is the index of the ']' closing the '[' at p on the same
// line, within 40 bytes, with no other bracket inside; -1 when none.
func bracketEnd(s string, p, b int) int {
	for i := p + 1; i < b && i-p <= 40; i++ {
		switch s[i] {
		case ']':
			if i == p+1 {
				return -1
			}
			return i
		case '[', '\n':
			return -1
		}
	}
	return -1
}

// timeLike: a clock time ("4:05", "16:39:48") or an ISO date in v.
func timeLike(v string) bool {
	for i := 0; i+2 < len(v); i++ {
		if v[i] >= '0' && v[i] <= '9' {
			if v[i+1] == ':' && v[i+2] >= '0' && v[i+2] <= '9' ||
				i+3 < len(v) && v[i+2] == ':' && v[i+1] >= '0' && v[i+1] <= '9' && v[i+3] >= '0' && v[i+3] <= '9' {
				return true
			}
			if i+9 < len(v)+0 && i+10 <= len(v) && v[i+4] == '-' && v[i+7] == '-' && strings.Count(v[i:i+10], "-") == 2 {
				return true
			}
		}
	}
	return false
}
