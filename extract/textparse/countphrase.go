package textparse

import (
	"strings"
	"unicode"
)

// maxCountWords bounds the words after the number of a count phrase.
const maxCountWords = 3

// CountPhrase reports whether s is a quantity written as a number and the
// one to three words naming what it counts or its unit ("121 bytes", "6
// items", "0 potential requirements", "3 個任務", "2.5 MB"), and returns
// the end of the number in s. The number has digits, comma thousands
// separators and at most one point; the words are letters only ("(s)",
// "(es)" or "(ies)" allowed at the end of the last: "1 warning(s)", "3
// fix(es)"). A date, a version, a
// time or a sentence ("3 of the 5 runs failed") is no count phrase.
func CountPhrase(s string) (numEnd int, ok bool) {
	i, dot := 0, false
	for i < len(s) {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
		case c == ',' && i > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
		case c == '.' && !dot && i > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			dot = true
		default:
			goto done
		}
		i++
	}
done:
	if i == 0 || i >= len(s) || s[i] != ' ' {
		return 0, false
	}
	words := strings.Fields(s[i:])
	if len(words) == 0 || len(words) > maxCountWords {
		return 0, false
	}
	for k, w := range words {
		if k == len(words)-1 {
			// a plural written both ways: "warning(s)", "fix(es)",
			// "entr(ies)"
			for _, pl := range [...]string{"(s)", "(es)", "(ies)"} {
				if strings.HasSuffix(w, pl) {
					w = w[:len(w)-len(pl)]
					break
				}
			}
		}
		if w == "" {
			return 0, false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return 0, false
			}
		}
		if k > 0 && len(words) > 2 && countStopWord(w) {
			return 0, false
		}
	}
	return i, true
}

// countStopWord: words that make a phrase a sentence, not a count.
func countStopWord(w string) bool {
	switch strings.ToLower(w) {
	case "of", "the", "and", "or", "to", "in", "on", "for", "is", "are", "was", "were":
		return true
	}
	return false
}
