package classify

import "bytes"

// announcedSection reports whether a lone section of pairs is one record
// of a list: its heading names a record ("### Write docs (ID: 4e4f)", a
// name and a trailing `(Key: value)` parenthetical) and the line above
// it, the last non-blank one, is prose ending in ':' ("Tasks matching
// the query:"), which announces a list that holds one record this time
// (as announcedRecord for a list of one item).
func (a *analysis) announcedSection(s headedSection) bool {
	t := bytes.TrimRight(a.li.trimmed(s.first), " \t\r#")
	if len(t) < 2 || t[len(t)-1] != ')' {
		return false
	}
	open := bytes.LastIndex(t, []byte(" ("))
	if open < 0 {
		return false
	}
	kv, ok := parseKV(t[open+2 : len(t)-1])
	name := bytes.TrimLeft(t[:open], "# ")
	if !ok || !kv.value || !hasAlnum(name) {
		return false
	}
	h := s.first - 1
	for h >= 0 && a.w[h] == 0 {
		h--
	}
	if h < 0 || a.kind[h] != kProse || a.w[h] > shortLine {
		return false
	}
	p := bytes.TrimRight(a.li.trimmed(h), " \t\r")
	return len(p) > 1 && p[len(p)-1] == ':'
}
