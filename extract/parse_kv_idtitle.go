package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// Fields of a record's title line (see kvRecordTitle).
const (
	IDField    = "id"
	TitleName  = "title"
	maxIDLines = 40
)

// kvRecordTitle adds to obj, the object of key-value text, the id and the
// title its title line gives: "Task TASK-2 - Payments fail", "BUG-7 –
// Footer overlaps", "Document doc-2 - Architecture" — an identifier
// (letters, '-' or '_', digits; or '#' and digits), optionally after one
// word naming the kind of record, then a dash and the title. The line is
// the text's first non-blank line, a heading (a `#` heading, or a line
// over a `===`/`---` underline) or a line right above a `Key: value`
// pair, among its first lines; the pairs parser
// reads such a line as a section name or not at all, so the record's own
// id and title would be lost. Keys obj already has win.
func (r *run) kvRecordTitle(obj map[string]any) {
	if _, clash := obj[IDField]; clash {
		return
	}
	if _, clash := obj[TitleName]; clash {
		return
	}
	text := r.text
	first := true
	for ls, n := 0, 0; ls < len(text) && n < maxIDLines; n++ {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		if a == b {
			ls = next
			continue
		}
		heading := false // or a line right above a pair
		if text[a] == '#' {
			h := a
			for h < b && text[h] == '#' {
				h++
			}
			if h < b && text[h] == ' ' && h-a <= 6 {
				a, heading = h+1, true
			}
		} else if next < len(text) {
			ne, _ := lineBounds(text, next)
			u0, u1 := trimSpaceSpan(text, next, ne)
			heading = u1-u0 >= 3 && strings.Trim(text[u0:u1], "=") == "" || u1-u0 >= 3 && strings.Trim(text[u0:u1], "-") == "" ||
				u1 > u0 && kvShapeSep(text[u0:u1], ":") > 0
		}
		if first || heading {
			if i0, i1, t0, t1, ok := idTitle(text, a, b); ok {
				obj[IDField] = text[i0:i1]
				obj[TitleName] = text[t0:t1]
				r.addHit(pointer("", IDField), span{i0, i1})
				r.addHit(pointer("", TitleName), span{t0, t1})
				return
			}
		}
		first = false
		ls = next
	}
}

// idTitle reads "[Kind ]ID - Title" in text[a:b] (see kvRecordTitle); it
// returns the id's and the title's bounds.
func idTitle(text string, a, b int) (i0, i1, t0, t1 int, ok bool) {
	s := text[a:b]
	if len(s) > 200 {
		return 0, 0, 0, 0, false
	}
	p := 0
	if e := textparse.IDTokenEnd(s, 0); e == 0 {
		// one word naming the kind: letters only
		w := 0
		for w < len(s) && w < 20 && (s[w] >= 'a' && s[w] <= 'z' || s[w] >= 'A' && s[w] <= 'Z') {
			w++
		}
		if w == 0 || w >= len(s) || s[w] != ' ' {
			return 0, 0, 0, 0, false
		}
		p = w + 1
	}
	e := textparse.IDTokenEnd(s, p)
	if e == p {
		return 0, 0, 0, 0, false
	}
	for _, sep := range [...]string{" - ", " – ", " — "} {
		if strings.HasPrefix(s[e:], sep) {
			t := e + len(sep)
			for t < len(s) && s[t] == ' ' {
				t++
			}
			if t >= len(s) {
				return 0, 0, 0, 0, false
			}
			return a + p, a + e, a + t, b, true
		}
	}
	return 0, 0, 0, 0, false
}
