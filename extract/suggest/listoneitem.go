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
