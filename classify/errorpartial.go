package classify

import "bytes"

// partialOverData reports whether t opens with a line that states a
// partial failure ("Permission denied for 1 of 3 files:", "Could not
// read 2 of 5 pages:") over data: a count "N of M" with N below M, the
// line ending with ':', and a table row or two list items after it. Such
// an answer carries the results of the calls that went through, so it is
// data, not an error answer.
func partialOverData(t, line []byte) bool {
	if len(line) == 0 || line[len(line)-1] != ':' || !partialCount(line) {
		return false
	}
	return dataAfter(t[len(line):], true)
}

// dataAfter reports whether rest, blank lines skipped, goes on with two
// list items (lines opening with '-', '*', '+' or a digit) or, when rows
// is set, with a table row ('|'), before any other line.
func dataAfter(rest []byte, rows bool) bool {
	items := 0
	for len(rest) > 0 && items < 2 {
		l := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		l = bytes.TrimSpace(l)
		switch {
		case len(l) == 0:
			continue
		case rows && l[0] == '|':
			return true
		case l[0] == '-' || l[0] == '*' || l[0] == '+' || isDigit(l[0]):
			items++
		default:
			return false
		}
	}
	return items == 2
}

// partialCount reports whether line holds "N of M" with whole numbers
// N < M.
func partialCount(line []byte) bool {
	for i := 0; i+4 <= len(line); i++ {
		j := bytes.Index(line[i:], []byte(" of "))
		if j < 0 {
			return false
		}
		at := i + j
		n, okN := numberBefore(line[:at])
		m, okM := numberAfter(line[at+4:])
		if okN && okM && n < m {
			return true
		}
		i = at
	}
	return false
}

// numberBefore is the whole number that ends b, if any (at most 9 digits,
// not glued to a letter).
func numberBefore(b []byte) (int, bool) {
	k := len(b)
	for k > 0 && isDigit(b[k-1]) && len(b)-k < 9 {
		k--
	}
	if k == len(b) || k > 0 && (isDigit(b[k-1]) || isLetter(b[k-1])) {
		return 0, false
	}
	return atoiDigits(b[k:]), true
}

// numberAfter is the whole number that starts b, if any (at most 9 digits).
func numberAfter(b []byte) (int, bool) {
	k := 0
	for k < len(b) && isDigit(b[k]) && k < 9 {
		k++
	}
	if k == 0 || k < len(b) && isDigit(b[k]) {
		return 0, false
	}
	return atoiDigits(b[:k]), true
}

func atoiDigits(b []byte) int {
	n := 0
	for _, c := range b {
		n = n*10 + int(c-'0')
	}
	return n
}
