package suggest

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// urlLen is the length of the URL that starts s (a scheme of letters,
// digits, '+', '-' or '.', then "://" and a run without blanks, quotes or
// brackets, trailing sentence punctuation left out), else 0.
func urlLen(s string) int {
	k := 0
	for k < len(s) && k < 32 {
		c := s[k]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || k > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.') {
			k++
			continue
		}
		break
	}
	if k == 0 || !strings.HasPrefix(s[k:], "://") {
		return 0
	}
	j := k + 3
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if unicode.IsSpace(r) || strings.ContainsRune(quoteRunes, r) {
			break
		}
		j += n
	}
	for j > k+3 && strings.IndexByte(".,;:!?", s[j-1]) >= 0 {
		j--
	}
	if j == k+3 {
		return 0
	}
	return j
}

// isWordByte reports whether b is an ASCII letter or digit.
func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// allURLs reports whether every value is one URL of any scheme
// ("demo://resource/3", "s3://bucket/key").
func allURLs(vals []string) bool {
	for _, v := range vals {
		if v == "" || urlLen(v) != len(v) {
			return false
		}
	}
	return len(vals) > 0
}
