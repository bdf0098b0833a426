package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// headedGroup is an ATX heading and the list items under it.
type headedGroup struct {
	level  int
	line   span // the heading's text, markers stripped
	fields []textparse.ItemField
	items  []int // indexes into the list's items
}

// headedGroups groups the items of a list (parser auto) by the markdown
// headings above them, when they are records: two or more headings of one
// level, each over items, every heading carrying several fields
// ("## v2.3.0 (2026-05-02)": a name and a date) and every item under one
// of them. Headings of one field ("### Added") are a document's structure:
// nil then.
func headedGroups(text string, items []textparse.ListItem) []headedGroup {
	if len(items) < 2 || !strings.HasPrefix(text, "#") && !strings.Contains(text, "\n#") {
		return nil
	}
	var groups []headedGroup
	level := 0
	next := 0 // the next item to place
	for ls := 0; ls <= len(text) && next < len(items); {
		le, nl := len(text), len(text)
		if ls < len(text) {
			le, nl = lineBounds(text, ls)
		}
		line := text[ls:le]
		start := ls
		k := 0
		for k < len(line) && k < 7 && line[k] == '#' {
			k++
		}
		heading := k > 0 && k <= 6 && k < len(line) && line[k] == ' '
		if heading || ls >= len(text) {
			// the items above this line belong to the heading before it
			for next < len(items) && (items[next].Span.Start < start || ls >= len(text)) {
				if len(groups) == 0 {
					return nil // an item above every heading
				}
				g := &groups[len(groups)-1]
				if level == 0 {
					level = g.level
				} else if g.level != level {
					return nil // records under headings of several levels
				}
				g.items = append(g.items, next)
				next++
			}
		}
		if ls >= len(text) {
			break
		}
		ls = nl
		if !heading {
			continue
		}
		a, b := start+k, le
		for a < b && text[a] == ' ' {
			a++
		}
		for b > a && (text[b-1] == ' ' || text[b-1] == '#' || text[b-1] == '\r') {
			b--
		}
		groups = append(groups, headedGroup{line: span{a, b}, level: k})
	}
	kept := groups[:0] // headings over no item (a title) do not count
	for _, g := range groups {
		if len(g.items) > 0 {
			kept = append(kept, g)
		}
	}
	groups = kept
	if len(groups) < 2 || next < len(items) {
		return nil
	}
	for i := range groups {
		g := &groups[i]
		g.fields = textparse.ItemFields(text[g.line.start:g.line.end])
		if len(g.fields) < 2 {
			return nil
		}
	}
	return groups
}

// groupItems regroups the list value out (one element per item, item n at
// out[n]) under the headings of groups: each heading's fields and its
// items under "items". The hits recorded from h0 on under base/<n> move
// to base/<g>/items/<j>.
func (r *run) groupItems(out []any, base string, groups []headedGroup, h0 int) []any {
	end := len(r.hits)                // the items' hits end here; the headings' follow
	where := make([]string, len(out)) // item → its new pointer
	res := make([]any, 0, len(groups))
	for gi, g := range groups {
		gp := pointerIndex(base, gi)
		obj := r.itemObject(r.text[g.line.start:g.line.end], g.line.start, gp, g.fields)
		name := DefaultListField
		if _, clash := obj[name]; clash {
			name = "list_items"
		}
		sub := make([]any, 0, len(g.items))
		for j, n := range g.items {
			if n < len(out) {
				sub = append(sub, out[n])
				where[n] = pointerIndex(pointer(gp, name), j)
			}
		}
		obj[name] = sub
		res = append(res, obj)
	}
	prefix := base + "/"
	for i := h0; i < end; i++ {
		p := r.hits[i].path
		if !strings.HasPrefix(p, prefix) {
			continue
		}
		rest := p[len(prefix):]
		k := strings.IndexByte(rest, '/')
		num := rest
		if k >= 0 {
			num = rest[:k]
		}
		n := 0
		for _, c := range num {
			if c < '0' || c > '9' {
				n = -1
				break
			}
			n = n*10 + int(c-'0')
		}
		if n < 0 || n >= len(where) || where[n] == "" || num == "" {
			continue
		}
		r.hits[i].path = where[n] + rest[len(num):]
	}
	return res
}
