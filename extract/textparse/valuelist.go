package textparse

import (
	"strings"
	"unicode"
)

// Limits of a label's value read as a list (valueList).
const (
	maxValueListItems = 24
	maxValueItemWords = 4
	maxValueItemBytes = 48
)

// valueList reads the value text[va:vb] of a `Label: value` line when it
// is a list of short phrases parted by ", " or "; " (a final "and" or "or"
// allowed): "4,812 words, 27,390 characters, 214 pages", "harbour (41),
// tide (37)", "18°C, partly cloudy". Each item gives its fields: a count
// phrase its number, named by its unit ("words"); a name with a count in
// parentheses the name (named name) and the count ("count"); any other
// item itself, named name. nil when the value is not such a list: one
// item, an item of more than maxValueItemWords words or with a colon, or
// items that are single tokens only (commaList reads those).
func valueList(text string, va, vb int, name string) []MessageField {
	for vb > va && text[vb-1] == '.' {
		vb--
	}
	v := text[va:vb]
	if !strings.Contains(v, ", ") && !strings.Contains(v, "; ") {
		return nil
	}
	var items []Span
	spaced := false
	for p := va; p < vb; {
		e := vb
		if k := listSep(text[p:vb]); k >= 0 {
			e = p + k
		}
		if e == vb && len(items) > 0 {
			// "tide (37) and vessel (29)": the last two items
			for _, conj := range [...]string{" and ", " or "} {
				if k := strings.Index(text[p:vb], conj); k > 0 {
					e = p + k
					break
				}
			}
		}
		x, y := msgTrim(text, p, e)
		for _, conj := range [...]string{"and ", "or "} {
			if len(items) > 0 && strings.HasPrefix(text[x:y], conj) {
				x += len(conj)
			}
		}
		if x >= y || y-x > maxValueItemBytes || strings.IndexByte(text[x:y], ':') >= 0 || len(items) == maxValueListItems {
			return nil
		}
		if n := len(strings.Fields(text[x:y])); n > maxValueItemWords {
			return nil
		} else if n > 1 {
			spaced = true
		}
		items = append(items, Span{x, y})
		if e == vb {
			break
		}
		p = e + 1
		if text[e] == ',' || text[e] == ';' {
			p++
		}
	}
	if len(items) < 2 || !spaced {
		return nil
	}
	var out []MessageField
	for _, it := range items {
		s := text[it.Start:it.End]
		if n, ok := CountPhrase(s); ok {
			unit := strings.Fields(s[n:])
			out = append(out, MessageField{Name: msgSnake(strings.Join(unit, " ")), Span: Span{it.Start, it.Start + n}})
			continue
		}
		if o := strings.LastIndexByte(s, '('); o > 1 && s[o-1] == ' ' && s[len(s)-1] == ')' && msgNumber(s[o+1:len(s)-1]) {
			out = append(out, MessageField{Name: name, Span: Span{it.Start, it.Start + o - 1}},
				MessageField{Name: "count", Span: Span{it.Start + o + 1, it.End - 1}})
			continue
		}
		if strings.IndexByte(s, ' ') > 0 && !wordsOnly(s) {
			return nil // "q2.csv to /srv/out": tokens in wording
		}
		out = append(out, MessageField{Name: name, Span: it})
	}
	return out
}

// wordsOnly reports whether s is words of letters (and '-' or '\”)
// parted by single blanks: "partly cloudy", "Maria Lopez".
func wordsOnly(s string) bool {
	for _, w := range strings.Split(s, " ") {
		if w == "" {
			return false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '-' && r != '\'' {
				return false
			}
		}
	}
	return true
}

// listSep returns the offset of the first ", " or "; " in s that parts
// two items, or -1: a comma inside a number ("4,812") has no blank after
// it and is not one.
func listSep(s string) int {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == ',' || s[i] == ';') && s[i+1] == ' ' {
			return i
		}
	}
	return -1
}
