package extract

import "strings"

// TitleField is the field of a title line over indented pairs (see
// kvTitle).
const TitleField = "name"

// maxTitleBytes is the longest line kvTitle takes as a title.
const maxTitleBytes = 80

// kvTitle adds to obj, the object of key-value text, the text's first
// line when it names the record whose pairs follow, indented under it
// ("core/img-alt" over "  Level: A", "  WCAG: 1.1.1"): a line at the left
// margin, short, that is not a pair, a header ("Name:"), a heading, a
// list item or a sentence (ending in '.', '!' or '?'), directly above a
// deeper-indented `Key: value` line. The key_value_pairs parser reads the
// pairs only and would leave the record's name out. A name obj already
// has wins.
func (r *run) kvTitle(obj map[string]any, sep string) {
	if _, clash := obj[TitleField]; clash {
		return
	}
	text := r.text
	a, b := trimSpaceSpan(text, 0, len(text))
	if a == b {
		return
	}
	ls := strings.LastIndexByte(text[:a], '\n') + 1
	le, next := lineBounds(text, ls)
	ind, t := indentOf(text[ls:le])
	if ind != 0 || len(t) > maxTitleBytes || len(t) < 2 || strings.IndexByte("#>|-*+`[({<", t[0]) >= 0 ||
		strings.IndexByte(":.!?,;", t[len(t)-1]) >= 0 || strings.Contains(t, sep+" ") {
		return
	}
	if next >= len(text) {
		return
	}
	ne, _ := lineBounds(text, next)
	ind2, t2 := indentOf(text[next:ne])
	if ind2 == 0 || t2 == "" || kvShapeSep(t2, sep) == 0 {
		return
	}
	obj[TitleField] = t
	r.addHit(pointer("", TitleField), span{a, a + len(t)})
}
