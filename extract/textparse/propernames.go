package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNameWords bounds the words of one proper name.
const maxNameWords = 5

// properNames appends the proper names of the sentence text[a:b] that no
// token in out[first:] covers: runs of capitalized words ("Maria Lopez",
// "Hotel Aurora", "Bank of America") inside a sentence, where English
// capitalizes only names. A single capitalized word that begins the
// sentence is wording ("Created", "The"); a run of two or more there is
// a name ("Maria Lopez approved it"), without a leading determiner or
// pronoun ("The Acme team" gives "Acme"). Words in capitals only ("DHL",
// "UTC") are not read: acronyms are as often units and terms as names.
func properNames(text string, a, b int, out []MessageField, first int) []MessageField {
	covered := func(s, e int) bool { return coveredBy(out[first:], s, e) }
	var run []Span // the words of the open run
	runStart := false
	flush := func() {
		for len(run) > 0 && nameConnector(text[run[len(run)-1].Start:run[len(run)-1].End]) {
			run = run[:len(run)-1]
		}
		if runStart && len(run) > 0 && leadWord(text[run[0].Start:run[0].End]) || runStart && len(run) > 0 && verbLike(text[run[0].Start:run[0].End]) {
			run, runStart = run[1:], false
		}
		if len(run) == 1 && (leadWord(text[run[0].Start:run[0].End]) || verbLike(text[run[0].Start:run[0].End])) {
			run = run[:0] // "The" after a sentence end not seen as one
		}
		if runStart && hasConnector(text, run) {
			run = run[:0] // "History of Slider:" begins a sentence: a title
		}
		if len(run) > 0 && (!runStart || len(run) >= 2) && len(run) <= maxNameWords {
			out = append(out, MessageField{Name: "name", Span: Span{run[0].Start, run[len(run)-1].End}})
		}
		run, runStart = run[:0], false
	}
	caps := capStarts(text[a:b])
	if caps == 0 {
		return out // no word starts with a capital: no name
	}
	if caps >= 3 && titleCase(text[a:b]) || strings.Contains(text[a:b], "  ") || strings.IndexByte(text[a:b], '\t') >= 0 {
		// capitals are the style, or the line is columns
		// ("Device     Total  Free")
		return out
	}
	wordN := 0
	for i := a; i < b; {
		gap := i
		for i < b && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i-gap > 1 || i > gap && text[gap] == '\t' {
			flush() // "Device     Total": columns, not one name
		}
		j := i
		for j < b && text[j] != ' ' && text[j] != '\t' {
			j++
		}
		if i >= j {
			break
		}
		s, e := i, j
		lead := s < e && (text[s] == '(' || text[s] == '"' || text[s] == '\'')
		for s < e && (text[s] == '(' || text[s] == '"' || text[s] == '\'') {
			s++
		}
		trail := e
		for e > s && isNameTrail(text[e-1]) {
			e--
		}
		if e-s > 2 && (text[e-2:e] == "'s") {
			e -= 2
		}
		w := text[s:e]
		switch {
		case capWord(w) && !covered(s, e):
			if lead && len(run) > 0 {
				flush()
			}
			if len(run) == 0 {
				runStart = wordN == 0
			}
			run = append(run, Span{s, e})
			if trail != e || len(run) == maxNameWords+1 {
				flush()
			}
		case len(run) > 0 && nameConnector(w) && trail == e:
			run = append(run, Span{s, e})
		default:
			if len(run) == 1 && trail == j && j > 0 && text[run[0].End] == ' ' && msgNumber(w) {
				run = run[:0] // "Room 204", "Node 22": a number's label
			}
			flush()
		}
		if wordy(w) && !strings.ContainsAny(w, "0123456789") {
			wordN++ // a sentence starts at its first word: tokens before it
			// ("PAY-142 Fix the cap", "✅ Done") do not move it
		}
		i = j
	}
	flush()
	return out
}

// isNameTrail reports punctuation that may follow a name.
func isNameTrail(c byte) bool {
	switch c {
	case '.', ',', ';', ':', '!', '?', ')', '"', '\'':
		return true
	}
	return false
}

// capWord reports a capitalized word: an upper-case letter, then two or
// more lower-case letters, maybe parted by one '-' or '\” ("Lopez",
// "Jean-Luc", "O'Brien"). "I", "DHL", "iPhone" and "TypeScript" (a token
// of its own) are not.
func capWord(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return false
	}
	lower := 0
	prev := r
	for _, c := range w[n:] {
		switch {
		case unicode.IsLower(c):
			lower++
		case (c == '-' || c == '\'') && prev != '-' && prev != '\'':
		case unicode.IsUpper(c) && (prev == '-' || prev == '\''):
		default:
			return false
		}
		prev = c
	}
	return lower >= 2 && prev != '-' && prev != '\''
}

// nameConnector reports a lower-case word that joins the parts of a name
// ("Bank of America", "Vincent van Gogh").
func nameConnector(w string) bool {
	switch w {
	case "of", "de", "van", "von", "der", "da", "du", "la", "le", "del", "di":
		return true
	}
	return false
}

// leadWord reports a capitalized word that begins sentences without
// naming anything: a determiner, a pronoun, an adverb.
func leadWord(w string) bool {
	switch w {
	case "The", "A", "An", "This", "That", "These", "Those", "It", "Its", "We", "You", "Your", "He", "She", "They", "Their", "Our", "My",
		"There", "Here", "No", "Not", "All", "Some", "Any", "Each", "Every", "Please", "Now", "Then", "When", "If", "New":
		return true
	}
	return false
}

// hasConnector reports whether a run of words holds a connector word.
func hasConnector(text string, run []Span) bool {
	for _, w := range run {
		if nameConnector(text[w.Start:w.End]) {
			return true
		}
	}
	return false
}

// titleCase reports a sentence written in title case: three runs of
// capitalized words or more, and no word of four letters or more in
// lower case ("Issue PAY-1 Updated in Board"; "Sent by Anna Lee on 2
// May" is a sentence: its capitals are one word and one name).
func titleCase(s string) bool {
	runs, inRun := 0, false
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		w := s[i:j]
		for len(w) > 0 && isNameTrail(w[len(w)-1]) {
			w = w[:len(w)-1]
		}
		switch {
		case len(w) >= 2 && capWord(w):
			if !inRun {
				runs++
			}
			inRun = true
		case len(w) >= 4 && wordsOnly(w) && w[0] >= 'a' && w[0] <= 'z' && strings.IndexByte(w, '-') < 0:
			return false // a word of wording not capitalized
		default:
			inRun = false
		}
		i = j
	}
	return runs >= 3
}

// verbLike reports a capitalized word that reads as a verb beginning a
// message ("Created", "Updating"): what follows it is the name.
func verbLike(w string) bool {
	return len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing"))
}

// HasWordOrName reports whether s holds, parted by blanks or
// punctuation, a word of three ASCII letters or more, all lower case
// after the first ("used", "from", "Priya"): a cheap test for wording or
// a name among tokens. A word glued to a digit ("v2", "abc1") is a
// token, not wording.
func HasWordOrName(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') || i > 0 && isWordByte(s[i-1]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			j++
		}
		if j == len(s) || !isWordByte(s[j]) {
			if j-i >= 3 {
				return true
			}
		}
		i = j
	}
	return false
}

// isWordByte reports an ASCII letter or digit, or a byte of a UTF-8
// sequence: what a word is glued to.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// capStarts counts the words of s (after blanks, an opening bracket or a
// quote) that start with an ASCII capital or a non-ASCII byte: a cheap
// bound on the capitalized words properNames and titleCase look for.
func capStarts(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c >= 'A' && c <= 'Z' || c >= 0x80) && (i == 0 || s[i-1] == ' ' || s[i-1] == '(' || s[i-1] == '"' || s[i-1] == '\'') {
			n++
		}
	}
	return n
}
