package textparse

import "strings"

// afterLead reads the tokens that may open the text after an item's lead,
// [q, end): a number ("#1318"), a commit hash ("c785f93") and a short
// parenthetical followed by more text ("(7 days ago) by Ana"), each
// recorded as a field of its own (number, hash, the parenthetical's
// name) when it is not one already; it returns where they end.
// "**ci** #1318 — failed", "`main` → c785f93 (2 days ago) by Ana".
func (f *itemFielder) afterLead(q, end int) int {
	s := f.item
	if q < end && s[q] == '#' && !f.isUsed(FieldNumber) && !f.inSpan(q) {
		k := q + 1
		for k < end && k-q <= 10 && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k > q+1 && (k == end || isWSByte(s[k])) {
			f.add(FieldNumber, q+1, k)
			q = skipSpace(s, k, end)
		}
	}
	if q < end && !f.isUsed(FieldHash) && !f.inSpan(q) {
		if k := HashPrefix(s, q, end); k > q {
			f.add(FieldHash, q, k)
			q = skipSpace(s, k, end)
		}
	}
	if q < end && s[q] == '(' && !f.inSpan(q) {
		if c := strings.IndexByte(s[q:end], ')'); c > 1 && c <= 64 && !strings.ContainsAny(s[q+1:q+c], "()\n") && q+c+1 < end && isWSByte(s[q+c+1]) {
			f.paren(q, q+c+1)
			q = skipSpace(s, q+c+1, end)
		}
	}
	return q
}

// byAuthor finds a trailing "by Name Surname" in [q, end) after some
// text: one to three capitalised words (or one @handle) closing the line.
// It returns the author's span and where the text before " by " ends,
// or end for all three when there is none. "(2 days ago) by Ana Lima".
func (f *itemFielder) byAuthor(q, end int) (a0, a1, e int) {
	s := f.item
	if f.isUsed(FieldAuthor) {
		return end, end, end
	}
	i := strings.LastIndex(s[q:end], " by ")
	a := q + i + len(" by ")
	if i < 0 {
		if !strings.HasPrefix(s[q:end], "by ") {
			return end, end, end
		}
		i, a = 0, q+len("by ")
	}
	if a >= end || f.inSpan(a) {
		return end, end, end
	}
	words := strings.Fields(s[a:end])
	if len(words) == 0 || len(words) > 3 {
		return end, end, end
	}
	for _, w := range words {
		c := w[0]
		handle := c == '@' && len(w) > 1 && len(words) == 1
		if !handle && !(c >= 'A' && c <= 'Z') {
			return end, end, end
		}
		if strings.ContainsAny(w, ".,;:!?()[]") {
			return end, end, end
		}
	}
	return a, trimRightSpace(s, a, end), trimRightSpace(s, q, q+i)
}
