package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentences splits the one-line text s into its sentences and returns
// their spans, trimmed of the blanks between them. A sentence ends at '.',
// '!' or '?' (a closing quote or parenthesis may follow) before a blank
// and a capital letter or a digit; not after an abbreviation ("Dr.",
// "e.g.", "vs."), a single capital ("J. Smith") or inside a number or
// version ("v2.3.1", "12.5"). A text of one sentence gives one span.
func Sentences(s string) []Span {
	if !strings.Contains(s, ". ") && !strings.Contains(s, "! ") && !strings.Contains(s, "? ") && !strings.Contains(s, "\" ") && !strings.Contains(s, ") ") && !strings.Contains(s, "' ") {
		// one sentence: no end mark before a blank
		if a, b := trimSpan(s, 0, len(s)); a < b {
			return []Span{{a, b}}
		}
		return nil
	}
	var out []Span
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		e := i + 1
		for e < len(s) && (s[e] == '"' || s[e] == '\'' || s[e] == ')') {
			e++
		}
		if e >= len(s) || s[e] != ' ' {
			continue
		}
		n := e
		for n < len(s) && s[n] == ' ' {
			n++
		}
		if n >= len(s) {
			break
		}
		q := n
		if s[q] == '"' || s[q] == '\'' {
			q++ // "Done! \"Next\" item?"
		}
		if q >= len(s) {
			break
		}
		r, _ := utf8.DecodeRuneInString(s[q:])
		if !unicode.IsUpper(r) && !(r >= '0' && r <= '9') {
			continue
		}
		if c == '.' && abbreviationBefore(s[start:i]) {
			continue
		}
		if a, b := trimSpan(s, start, e); a < b {
			out = append(out, Span{a, b})
		}
		start = n
		i = n - 1
	}
	if a, b := trimSpan(s, start, len(s)); a < b {
		out = append(out, Span{a, b})
	}
	return out
}

// abbreviationBefore reports whether the text before a '.' ends in a word
// the period abbreviates: a single letter ("J."), a dotted abbreviation
// ("e.g", "U.S"), or a common title or Latin short form.
func abbreviationBefore(t string) bool {
	w := len(t)
	for w > 0 && t[w-1] != ' ' && t[w-1] != '(' {
		w--
	}
	word := t[w:]
	switch {
	case word == "":
		return true
	case len(word) == 1:
		return word[0] >= 'A' && word[0] <= 'Z' // "J. Smith"; "30 s." ends

	}
	for k := 0; k < len(word); k++ {
		if word[k] == '.' {
			return true
		}
	}
	switch word {
	case "Mr", "Mrs", "Ms", "Dr", "Prof", "St", "Sr", "Jr", "No", "no", "Nr", "vs", "etc", "approx", "Inc", "Ltd", "Co", "Corp", "Fig", "fig", "Vol", "vol", "pp", "ca", "cf", "al":
		return true
	}
	return false
}
