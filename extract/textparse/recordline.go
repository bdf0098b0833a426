package textparse

import "strings"

// RecordLine reports whether the trimmed line s is a list item written
// without a marker, one record a line: a head (one token without white
// space that starts with a letter, or with '#' or '@' and a letter, or a
// leading code or bold span), then a
// parenthetical right after it, a separator (" — ", " – ", " - ") and
// text, or both ("core/img-alt (A, mechanical) — Images need alt text",
// "`parse` — reads the input", "a.txt (2 KB)"). A sentence does not match:
// its first word is followed by another word. head is the end of the head
// in s; both says the line has a parenthetical and a description.
func RecordLine(s string) (head int, both, ok bool) {
	if len(s) < 4 {
		return 0, false, false
	}
	end, multi := 0, false
	switch c := s[0]; {
	case c == '`' || strings.HasPrefix(s, "**"):
		w := s[:1]
		if c == '*' {
			w = s[:2]
		}
		e := strings.Index(s[len(w):], w)
		if e <= 0 {
			return 0, false, false
		}
		end = len(w) + e + len(w)
	case c|0x20 >= 'a' && c|0x20 <= 'z', (c == '#' || c == '@') && s[1]|0x20 >= 'a' && s[1]|0x20 <= 'z':
		// a word, or a channel or handle ("#general", "@ana")
		for end < len(s) && s[end] != ' ' && s[end] != '\t' {
			end++
		}
		if strings.IndexByte(":,.;", s[end-1]) >= 0 {
			return 0, false, false // a key, or a word of a sentence
		}
		if e := wordsBeforeParen(s, end); e > end {
			end, multi = e, true // "Walnut desk ($349) - 12 in stock"
		}
	default:
		return 0, false, false
	}
	if end > 100 || end >= len(s) || s[end] != ' ' {
		return 0, false, false
	}
	rest := s[end:]
	paren, dash := false, false
	if strings.HasPrefix(rest, " (") {
		c := strings.IndexByte(rest, ')')
		if c < 3 || strings.IndexByte(rest[2:c], '(') >= 0 {
			return 0, false, false
		}
		if multi && (!strings.ContainsAny(rest[2:c], "0123456789") || s[len(s)-1] == '.') {
			// several words: only with data in the parenthetical, and
			// no full stop ("The build failed (twice) - see the log.")
			return 0, false, false
		}
		paren, rest = true, rest[c+1:]
	}
	for _, sep := range [...]string{" — ", " – ", " - "} {
		if strings.HasPrefix(rest, sep) {
			dash = hasWordRune(rest[len(sep):])
			rest = ""
			break
		}
	}
	if strings.TrimSpace(rest) != "" || !(paren || dash) {
		return 0, false, false // more words after the parenthetical: a sentence
	}
	return end, paren && dash, true
}

// wordsBeforeParen returns the end of a head of two to four words that
// starts at 0 and whose first word ends at end, when a parenthetical
// follows it (" ("): a name of several words with its metadata ("Oak
// shelf ($89.50)"; RecordLine also wants a digit in the parenthetical and
// no full stop ending the line). It returns end when there is none: no
// word may end in punctuation, a sentence's words run on.
func wordsBeforeParen(s string, end int) int {
	e, words := end, 1
	for words < 4 && e+1 < len(s) && s[e] == ' ' && s[e+1] != '(' && s[e+1] != ' ' {
		k := e + 1
		for k < len(s) && s[k] != ' ' && s[k] != '\t' {
			k++
		}
		if strings.IndexByte(":,.;!?()[]", s[k-1]) >= 0 || strings.IndexByte("([-–—", s[e+1]) >= 0 {
			return end
		}
		e, words = k, words+1
		if strings.HasPrefix(s[e:], " (") {
			return e
		}
	}
	return end
}

// hasWordRune reports whether s holds an ASCII letter or digit, or any
// byte of a multi-byte character (a letter of another script).
func hasWordRune(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' {
			return true
		}
	}
	return false
}
