package suggest

import (
	"strings"
	"unicode/utf8"
)

// oneItemLeft gives, for a field learnt from a single list item (the
// only item of all the samples), the left
// context "everything up to the one separator before the value"
// (`^[^:\n]*:[ \t]*`): with one item the text before the value is all
// common, so the literal contexts would spell out that item's name
// ("billing-bugfix: ") and match no other item. It applies when the text
// before the value ends in a punctuation mark (blanks after it allowed)
// that occurs nowhere else in it; otherwise it returns nothing.
func oneItemLeft(left string) []string {
	t := strings.TrimRight(left, " \t")
	r, n := utf8.DecodeLastRuneInString(t)
	if t == "" || r >= utf8.RuneSelf || runeClass(r) != 'p' || strings.ContainsRune(t[:len(t)-n], r) || strings.ContainsRune(t, '\n') {
		return nil
	}
	if len(t) == n {
		return nil // the mark starts the item: the literal context is as general
	}
	c := classEscape(r)
	return []string{`^[^` + c + `\n]*` + c + `[ \t]*`}
}

// oneItemEach reports whether every item comes from a sample of its own
// (each sample held one item): items of one sample that share a label
// ("Status: ") keep it literal, but one item per sample says nothing of
// which of its text is a name.
func oneItemEach(items []listItem) bool {
	seen := map[int]bool{}
	for _, it := range items {
		if seen[it.sample] {
			return false
		}
		seen[it.sample] = true
	}
	return len(items) > 0
}

// allEqual reports whether every string of list is the first.
func allEqual(list []string) bool {
	for _, s := range list {
		if s != list[0] {
			return false
		}
	}
	return len(list) > 0
}
