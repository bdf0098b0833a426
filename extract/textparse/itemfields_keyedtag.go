package textparse

import "strings"

// keyedTag reads a bracketed label and value at s[p:b] ("[UID 1042] …",
// "[ID: 7] …", "[PR #88] …"): a word of letters, an optional ':' and a
// blank, then one token holding a digit, the whole at most 32 bytes, and
// a blank after the bracket. It returns the field's name (the word in
// lower case), the value's span and where the tag ends; q == p when
// there is none.
func keyedTag(s string, p, b int) (name string, v0, v1, q int) {
	if p >= b || s[p] != '[' {
		return "", 0, 0, p
	}
	e := strings.IndexByte(s[p:b], ']')
	if e < 4 || e > 32 || p+e+1 >= b || !isWSByte(s[p+e+1]) {
		return "", 0, 0, p
	}
	in := s[p+1 : p+e]
	sp := strings.IndexByte(in, ' ')
	if sp <= 0 || strings.Count(in, " ") != 1 {
		return "", 0, 0, p
	}
	word := strings.TrimSuffix(in[:sp], ":")
	tok := in[sp+1:]
	if word == "" || tok == "" || !strings.ContainsAny(tok, "0123456789") {
		return "", 0, 0, p
	}
	for i := 0; i < len(word); i++ {
		if !isLetterByte(word[i]) {
			return "", 0, 0, p
		}
	}
	return strings.ToLower(word), p + 1 + sp + 1, p + e, p + e + 1
}

// bracketedStamp reads a bracketed date or time at s[p:b] ("[11/25/2026,
// 4:46:12 AM]", "[2026-11-24 08:05]"): digits, separators ('/', '-', '.',
// ':', ',', blanks, 'T', 'Z') and AM or PM, with a date's separator and a
// clock's colon, at most 40 bytes. It returns the stamp's span inside the
// brackets and where the bracket ends (q == p when there is none).
func bracketedStamp(s string, p, b int) (v0, v1, q int) {
	if p >= b || s[p] != '[' {
		return 0, 0, p
	}
	e := strings.IndexByte(s[p:b], ']')
	if e < 6 || e > 40 {
		return 0, 0, p
	}
	in := s[p+1 : p+e]
	if !strings.ContainsAny(in, "/-.") || !strings.Contains(in, ":") {
		return 0, 0, p
	}
	digits := 0
	for i := 0; i < len(in); i++ {
		c := in[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case strings.IndexByte("/-.:, TZ", c) >= 0:
		case c == 'A' || c == 'P' || c == 'M':
		default:
			return 0, 0, p
		}
	}
	if digits < 6 {
		return 0, 0, p
	}
	return p + 1, p + e, p + e + 1
}

// typedRef reads a bracketed reference at s[p:b] written kind:id, with no
// blank ("[card:11]", "[dashboard:3]", "[issue:AB-12]"): a word of
// letters, a colon and one token holding a digit, at most 40 bytes, and a
// blank after the bracket. It returns the kind's span, the id's span and
// where the reference ends; q == p when there is none.
func typedRef(s string, p, b int) (t0, t1, i0, i1, q int) {
	if p >= b || s[p] != '[' {
		return 0, 0, 0, 0, p
	}
	e := strings.IndexByte(s[p:b], ']')
	if e < 4 || e > 40 || p+e+1 >= b || !isWSByte(s[p+e+1]) {
		return 0, 0, 0, 0, p
	}
	in := s[p+1 : p+e]
	c := strings.IndexByte(in, ':')
	if c <= 0 || c == len(in)-1 || strings.ContainsAny(in, " \t") || !strings.ContainsAny(in[c+1:], "0123456789") || strings.IndexByte(in[c+1:], ':') >= 0 {
		return 0, 0, 0, 0, p
	}
	for i := 0; i < c; i++ {
		if !isLetterByte(in[i]) && in[i] != '_' && in[i] != '-' {
			return 0, 0, 0, 0, p
		}
	}
	return p + 1, p + 1 + c, p + 2 + c, p + e, p + e + 1
}
