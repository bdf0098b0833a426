package classify

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// lineFieldCount counts the fields of one line of a list item (its list
// marker and task box stripped) and says which kinds it saw. The line is
// cut into segments at separators (" - ", " — ", " | ", " · " ...). In a
// segment, a leading bold or code span (the item's name) counts one; a
// markdown link counts two (its text and its URL; one when the text is
// empty); a bare URL, a parenthetical `(★ 2,341)` and a bracketed `[bug]`
// count one each; the rest of the segment counts one when it holds a
// letter or a digit. Bold or code in a sentence is formatting, not a
// field, also at its start when the sentence goes on in lower case:
// "Clicked **Submit**" and "**Download** the archive" are one field,
// "**express** — web framework" two, "**a1b2c3d** Add pagination" two,
// "[Title](https://x)" two, "a.txt (2 KB)" two, "a.txt" or "`a.txt`" one.
// A line of logfmt pairs ("id=1 name=Oak") counts one field a pair.
func lineFieldCount(t []byte) (int, fieldSet) {
	if k := logfmtRecord(t); k > 0 {
		// "id=1 name=Oak price=89.5": one field a pair
		return k, fSep | fText
	}
	n, segs := 0, 0
	var set fieldSet
	for len(t) > 0 {
		cut, next := len(t), len(t)
		for _, sep := range [...]string{" - ", " — ", " – ", " | ", " · ", " • "} {
			if k := bytes.Index(t, []byte(sep)); k >= 0 && k < cut {
				cut, next = k, k+len(sep)
			}
		}
		seg := trimASCII(t[:cut])
		t = t[next:]
		if len(seg) == 0 {
			continue
		}
		segs++
		k, f := segmentFields(seg)
		n += k
		set |= f
	}
	if segs > 1 {
		set |= fSep
	}
	return n, set
}

// segmentFields counts the fields of one separator-free segment (see
// lineFieldCount).
func segmentFields(s []byte) (int, fieldSet) {
	n := 0
	var set fieldSet
	i := 0
	// A leading bold or code span is the item's name, unless the sentence
	// goes on after it ("**Download** the archive", "**Run** `make`"): then
	// it is emphasis at the start of a sentence.
	for _, w := range [...]string{"**", "__", "`"} {
		if bytes.HasPrefix(s, []byte(w)) {
			if e := bytes.Index(s[len(w):], []byte(w)); e > 0 {
				end := len(w) + e + len(w)
				if !sentenceGoesOn(s[end:]) {
					n++
					if w == "`" {
						set |= fCode
					} else {
						set |= fBold
					}
					i = end
				}
			}
			break
		}
	}
	plain := false
	for i < len(s) {
		c := s[i]
		switch {
		case c == '[':
			if e := bytes.IndexByte(s[i+1:], ']'); e >= 0 {
				close := i + 1 + e
				if close+1 < len(s) && s[close+1] == '(' {
					if p := bytes.IndexByte(s[close+2:], ')'); p >= 0 {
						set |= fLink
						n++ // the URL
						if hasAlnum(s[i+1 : close]) {
							n++ // the link text
						}
						i = close + 2 + p + 1
						continue
					}
				}
				if e > 0 {
					set |= fParen
					n++
					i = close + 1
					continue
				}
			}
		case c == '(':
			if e := bytes.IndexByte(s[i+1:], ')'); e > 0 {
				set |= fParen
				n++
				i += e + 2
				continue
			}
		case (i == 0 || s[i-1] == ' ' || s[i-1] == '\t' || s[i-1] == '<') && isLetterByte(c):
			end := i
			for end < len(s) && s[end] != ' ' && s[end] != '\t' && s[end] != '>' {
				end++
			}
			tok := s[i:end]
			if k := bytes.Index(tok, []byte("://")); (k > 0 && allLetters(tok[:k])) || bytes.HasPrefix(tok, []byte("www.")) {
				set |= fURL
				n++
				i = end
				continue
			}
		}
		if !plain {
			if c < utf8.RuneSelf {
				plain = isLetterByte(c) || isDigit(c)
			} else {
				r, _ := utf8.DecodeRune(s[i:])
				plain = unicode.IsLetter(r) || unicode.IsDigit(r)
			}
		}
		i++
	}
	if plain {
		set |= fText
		n++
	}
	return n, set
}

// sentenceGoesOn reports whether the text after a leading span continues
// a sentence: after white space, a lower-case letter or a code span.
func sentenceGoesOn(rest []byte) bool {
	if len(rest) == 0 || (rest[0] != ' ' && rest[0] != '\t') {
		return false
	}
	rest = bytes.TrimLeft(rest, " \t")
	if len(rest) == 0 {
		return false
	}
	if rest[0] == '`' {
		return true
	}
	r, _ := utf8.DecodeRune(rest)
	return unicode.IsLower(r)
}

// taskBox reports whether a trimmed list-item line starts, after its
// marker, with a task box ("[ ] ", "[x] "): the box is a field (done or
// not).
func taskBox(t []byte) bool {
	s := t
	switch {
	case len(s) >= 2 && (s[0] == '-' || s[0] == '*' || s[0] == '+') && (s[1] == ' ' || s[1] == '\t'):
		s = bytes.TrimLeft(s[2:], " \t")
	default:
		k := 0
		for k < len(s) && k < 9 && isDigit(s[k]) {
			k++
		}
		if k == 0 || k+1 >= len(s) || (s[k] != '.' && s[k] != ')') || (s[k+1] != ' ' && s[k+1] != '\t') {
			return false
		}
		s = bytes.TrimLeft(s[k+2:], " \t")
	}
	return len(s) >= 4 && s[0] == '[' && (s[1] == ' ' || s[1] == 'x' || s[1] == 'X') && s[2] == ']' && s[3] == ' '
}

func hasAlnum(b []byte) bool {
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
		b = b[size:]
	}
	return false
}

func allLetters(b []byte) bool {
	for _, c := range b {
		if !isLetterByte(c) {
			return false
		}
	}
	return len(b) > 0
}

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
