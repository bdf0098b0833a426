package suggest

import (
	"strings"
	"unicode"
)

// functionWord reports the words that name nothing: articles,
// prepositions, conjunctions and the copulas. A template's field is not
// named after them when a word of content is near.
func functionWord(w string) bool {
	switch strings.ToLower(w) {
	case "a", "an", "the", "of", "to", "in", "on", "at", "for", "by", "with", "from", "into", "as", "and", "or":
		return true
	}
	return copula(w)
}

// copula reports the words that end the wording before a result ("… is
// 3", "… = 3").
func copula(w string) bool {
	switch strings.ToLower(w) {
	case "is", "are", "was", "were", "be", "equals", "=":
		return true
	}
	return false
}

// labelWord is the word naming the value that follows label, the wording
// between the previous field and this one: the last word of content
// before the last "of" ("The week of the year is" → "week"), else the
// last word of content ("Step" in "- Step"); "result" when the label is
// only a copula ("is", "="); else its last word ("of" in "Step 2 of 3").
// It returns "" for an empty label.
func labelWord(label string) string {
	var words []string
	for _, w := range strings.Fields(label) {
		if w = strings.Trim(w, ",.;:!?'\"`()[]{}<>-–—"); w != "" {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return ""
	}
	content := func(ws []string) string {
		for i := len(ws) - 1; i >= 0; i-- {
			if !functionWord(ws[i]) && strings.IndexFunc(ws[i], unicode.IsLetter) >= 0 {
				return ws[i]
			}
		}
		return ""
	}
	for i := len(words) - 1; i > 0; i-- {
		if strings.EqualFold(words[i], "of") {
			if w := content(words[:i]); w != "" {
				return w
			}
			break
		}
	}
	if w := content(words); w != "" {
		return w
	}
	if copula(words[len(words)-1]) {
		return "result"
	}
	return words[len(words)-1]
}

// conjunction reports whether label is only "and", "or", "&" or a comma:
// the value after it is a sibling of the one before.
func conjunction(label string) bool {
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "and", "or", "&", ",", ", and", ", or":
		return true
	}
	return false
}
