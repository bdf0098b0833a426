package textparse

import "strings"

// parenPair finds the one "(Key: value)" of a line that is no pair itself
// ("✅ Memory stored (ID: 2)", "Task added (id: t-9)"): a key of one or two
// words of letters and digits, a value of at most 40 bytes without
// parentheses. It returns the key's and the value's bounds in ln.
func parenPair(ln string, q int) (k0, k1, v0, v1 int, ok bool) {
	open := strings.IndexByte(ln[q:], '(')
	if open < 0 || strings.Count(ln[q:], "(") != 1 {
		return 0, 0, 0, 0, false
	}
	open += q
	end := strings.IndexByte(ln[open:], ')')
	if end < 0 {
		return 0, 0, 0, 0, false
	}
	end += open
	inner := ln[open+1 : end]
	c := strings.Index(inner, ": ")
	if c <= 0 {
		return 0, 0, 0, 0, false
	}
	key, val := inner[:c], strings.TrimSpace(inner[c+2:])
	if val == "" || len(val) > 40 || strings.Count(key, " ") > 1 || !validKey(key) {
		return 0, 0, 0, 0, false
	}
	for _, r := range key {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == ' ' || r == '_' || r == '-') {
			return 0, 0, 0, 0, false
		}
	}
	k0 = open + 1
	k1 = k0 + c
	v0 = k1 + 2 + (len(inner[c+2:]) - len(strings.TrimLeft(inner[c+2:], " ")))
	v1 = v0 + len(val)
	return k0, k1, v0, v1, true
}
