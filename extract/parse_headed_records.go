package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// ParsedGroups is Account.Parser for record lines grouped under `Name:`
// header lines (parseHeadedRecords).
const ParsedGroups = "groups"

// GroupsField holds the groups parseHeadedRecords reads.
const GroupsField = "groups"

// maxGroupLines bounds the lines parseHeadedRecords reads.
const maxGroupLines = 2000

// parseHeadedRecords reads text made only of `Name:` header lines at the
// left margin, each over indented record lines — a tracker's tasks by
// status ("To Do:" over "  [HIGH] BUG-7 - Fix the footer"), documents
// under "Documents:" — as {"groups": [{"name": …, "items": [record …]}]},
// each record's fields from textparse.ItemFields. The header names the
// group, so it is a value, not a key. It needs every non-blank line to be
// a header or an indented line under one, no indented line to be a
// `Key: value` pair (pairs are key_value text), and records: two lines of
// two fields or more, or one of three or more.
func (x *Extractor) parseHeadedRecords(r *run) (any, bool) {
	text := r.text
	type group struct {
		name  span
		items []span
	}
	var groups []group
	n := 0
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		line := text[ls:le]
		ls = next
		if n++; n > maxGroupLines {
			return nil, false
		}
		ind, t := indentOf(line)
		t = strings.TrimRight(t, " \t\r")
		if t == "" {
			continue
		}
		a := strings.Index(line, t)
		if ind == 0 {
			if !groupHeader(t) {
				return nil, false
			}
			s := le - len(line)
			groups = append(groups, group{name: span{s + a, s + a + len(t) - 1}})
			continue
		}
		if len(groups) == 0 || pairLine(t) || strings.Trim(t, "-|: \t") == "" {
			// a pair, or a table's delimiter row
			return nil, false
		}
		s := le - len(line)
		if m := listMarker(t); m > 0 && m < len(t) {
			// "  - lab: mcpuser@host [linux]": the item after its marker
			a, t = a+m, t[m:]
		}
		g := &groups[len(groups)-1]
		g.items = append(g.items, span{s + a, s + a + len(t)})
	}
	if len(groups) == 0 {
		return nil, false
	}
	var raws []string
	for _, g := range groups {
		if len(g.items) == 0 {
			return nil, false
		}
		for _, it := range g.items {
			raws = append(raws, text[it.start:it.end])
		}
	}
	fields := textparse.ItemFieldsList(raws)
	two, most := 0, 0
	for _, fs := range fields {
		if len(fs) >= 2 {
			two++
		}
		most = max(most, len(fs))
	}
	if two*2 < len(raws) || two < 2 && most < 3 {
		return nil, false
	}
	out := make([]any, 0, len(groups))
	k := 0
	base := pointer("", GroupsField)
	for gi, g := range groups {
		gp := pointerIndex(base, gi)
		name := strings.TrimSpace(text[g.name.start:g.name.end])
		r.addHit(pointer(gp, "name"), g.name)
		items := make([]any, 0, len(g.items))
		ip := pointer(gp, DefaultListField)
		for i, it := range g.items {
			r.acc.Items++
			r.acc.ItemsKept++
			items = append(items, r.itemObject(raws[k], it.start, pointerIndex(ip, i), fields[k]))
			k++
		}
		o := map[string]any{"name": name, DefaultListField: items}
		// "Free slots on 2026-04-15 (2 found):", "Pages (2):": the
		// header's data, read as a title line's
		r.lineFieldsAt(o, gp, g.name.start, g.name.end)
		out = append(out, o)
	}
	r.acc.Parser = ParsedGroups
	r.acc.Pattern = PatternList
	return map[string]any{GroupsField: out}, true
}

// groupHeader reports whether t, a trimmed line at the left margin, is a
// group's header: a short name ending in ':' (at most 60 bytes, 6 words),
// with no other ": " in it, a letter first ("3 results:" is a count
// over a list, not a group).
func groupHeader(t string) bool {
	if len(t) < 2 || len(t) > 61 || t[len(t)-1] != ':' || strings.Count(t, " ") > 5 {
		return false
	}
	name := t[:len(t)-1]
	c := name[0]
	return !strings.Contains(name, ": ") && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}

// pairLine reports whether t reads as a `Key: value` pair: a key before
// ": " with its parentheses closed ("doc-2 - Notes (type: spec)" is a
// record with a pair inside its parenthetical), not an "ID - Title" lead.
func pairLine(t string) bool {
	if kvShapeSep(t, ":") == 0 || textparse.IDTitleLead(t) > 0 {
		return false
	}
	k, _, _ := strings.Cut(t, ":")
	return strings.Count(k, "(") == strings.Count(k, ")")
}
