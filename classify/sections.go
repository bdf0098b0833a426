package classify

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// headedSection is a run of lines under an ATX heading whose lines are
// all key-value pairs: a record named by its heading.
type headedSection struct {
	level       int
	first, last int    // heading line, last non-blank line
	keys        string // the pairs' keys, sorted, joined by "\x00"
	pairs       int
}

// markHeadedRecords finds two or more consecutive sections under headings
// of one level whose lines are all `Key: value` pairs with the same two or
// more keys ("### Task A" then ID:, Status:, Created:; "### Task B" then
// the same keys): each section is one record named by its heading, the
// sections together a list of records (markdown_list, DESIGN.md §4:
// records of several fields per item). Sections with differing keys (a
// configuration's "## Server" and "## Database") stay key-value sections.
func (a *analysis) markHeadedRecords() {
	var secs []headedSection
	a.eachHeadingSection(func(level, first, last int) {
		if s, ok := a.pairSection(level, first, last); ok {
			secs = append(secs, s)
		}
	})
	for k := 0; k < len(secs); {
		e := k + 1
		for e < len(secs) && secs[e].level == secs[k].level && secs[e].keys == secs[k].keys &&
			a.onlyBlankBetween(secs[e-1].last, secs[e].first) {
			e++
		}
		if e-k == 1 && a.announcedSection(secs[k]) {
			note := "1 section under a level-" + fmt.Sprint(secs[k].level) + " heading naming a record (\"Name (Key: value)\"), announced by a line ending in ':': a list of one record"
			r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: 0.8})
			// the heading is the record's name and id: data, not structure
			a.setKind(secs[k].first, secs[k].last, kList, r)
		}
		if e-k >= 2 {
			nkeys := strings.Count(secs[k].keys, "\x00") + 1
			note := fmt.Sprintf("%d sections under level-%d headings, each a record of the same %d keys: a list of records named by their headings",
				e-k, secs[k].level, nkeys)
			r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: 0.85})
			for _, s := range secs[k:e] {
				a.setKind(s.first+1, s.last, kList, r)
			}
		}
		k = e
	}
}

// headingLevel is the level of an ATX heading on line i (0 if none).
func headingLevel(a *analysis, i int) int {
	if a.kind[i] != kNeutral {
		return 0
	}
	t := a.li.trimmed(i)
	k := 0
	for k < len(t) && k < 7 && t[k] == '#' {
		k++
	}
	if k == 0 || k > 6 || (k < len(t) && t[k] != ' ' && t[k] != '\t') {
		return 0
	}
	return k
}

// pairSection reads the lines after heading line h up to last as a
// section of pairs: every non-blank line a key-value line, two or more
// distinct keys.
func (a *analysis) pairSection(level, h, last int) (headedSection, bool) {
	var keys []string
	end := h
	for i := h + 1; i <= last; i++ {
		if a.w[i] == 0 {
			continue
		}
		if a.kind[i] == kNeutral && headingLevel(a, i) == 0 {
			// a thematic break closes the section: what follows it is
			// a footer ("---" then "*Showing 2 of 11*"), not the record's
			break
		}
		if a.kind[i] != kKV && a.kind[i] != kKVList {
			return headedSection{}, false
		}
		end = i
		t := stripListMarker(a.li.trimmed(i))
		if kv, ok := parseKV(t); ok && kv.value {
			keys = append(keys, strings.ToLower(kv.key))
		} else if key, ok := parseEqKV(t); ok {
			keys = append(keys, strings.ToLower(key))
		}
	}
	pairs := len(keys)
	slices.Sort(keys)
	keys = slices.Compact(keys)
	if len(keys) < 2 {
		return headedSection{}, false
	}
	return headedSection{level: level, first: h, last: end, keys: strings.Join(keys, "\x00"), pairs: pairs}, true
}

// onlyBlankBetween reports whether lines a+1..b-1 are blank.
func (a *analysis) onlyBlankBetween(x, y int) bool {
	for i := x + 1; i < y; i++ {
		if a.w[i] > 0 {
			return false
		}
	}
	return true
}

// nameDescription reports whether a `key: value` list item names a thing
// and describes it rather than giving a field's value: the key is a data
// name (one token holding '_' or a digit: "task_docs", "bug_502") and the
// value a phrase of three or more words ("Update README for refunds").
// Such an item is a record of two fields, as "name - description" is.
//
// A person's or thing's name ("Ana", "Priya") over what it did or has to
// do, a phrase in lower case ("finished the invoice export"), is such a
// record too: a field's value is rarely a clause in lower case.
func nameDescription(key string, v []byte) bool {
	if strings.ContainsAny(key, " \t") {
		return false
	}
	if strings.ContainsAny(key, "_0123456789") {
		return len(bytes.Fields(v)) >= 3
	}
	return properName(key) && lowerPhrase(v)
}

// properName reports whether key is one capitalised word of letters
// ("Ana", "Tomas").
func properName(key string) bool {
	for i, r := range key {
		if !unicode.IsLetter(r) || (i == 0) != unicode.IsUpper(r) {
			return false
		}
	}
	return len(key) >= 2
}

// lowerPhrase reports whether v is a phrase of three words or more
// starting with a lower-case word ("blocked on the payments sandbox").
func lowerPhrase(v []byte) bool {
	f := bytes.Fields(v)
	if len(f) < 3 {
		return false
	}
	r, _ := utf8.DecodeRune(f[0])
	return unicode.IsLower(r)
}

// markHeadedLists finds two or more consecutive sections under headings
// of one level that hold only lists ("## v2.3.0 (2026-05-02)" then
// "- Added dark mode"; "## Decision" then "- cache_choice: Use redis"):
// each heading with its items is one record, the sections a list of
// records (markdown_list) when the headings carry several fields (a name
// and a date) or most items do, unless most items are `Key: value` pairs
// (a configuration's "## Server" and "## Database" sections stay
// key-value). Sections of one-field items under one-word headings
// ("### Added", "### Fixed") are a document's structure, not records.
// Empty sections between them are skipped.
func (a *analysis) markHeadedLists() {
	type sec = listSec
	var group []sec
	flush := func() {
		items, pairs, records, named := 0, 0, 0, true
		for _, s := range group {
			items += s.items
			pairs += s.pairs
			records += s.records
			named = named && s.named
		}
		if len(group) >= 2 && items >= 2 && pairs*2 < items && (named || records*2 >= items) {
			note := fmt.Sprintf("%d sections under level-%d headings holding only lists (%s, %d of them Key: value pairs): each heading with its items a record",
				len(group), group[0].level, plural(items, "item"), pairs)
			r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: 0.8})
			for _, s := range group {
				a.setKind(s.first+1, s.last, kList, r)
			}
		}
		group = group[:0]
	}
	a.eachHeadingSection(func(level, first, last int) {
		s, state := a.listSection(level, first, last)
		switch {
		case state == sectionEmpty && len(group) > 0 && group[0].level == level:
			// an empty section inside the run
		case state == sectionList && (len(group) == 0 || group[0].level == level):
			group = append(group, s)
		case state == sectionList:
			flush()
			group = append(group, s)
		default:
			flush()
		}
	})
	flush()
}

// eachHeadingSection calls fn for each heading line and the lines under it
// up to the next heading, in order: level is the heading's, first its
// line and last the section's last line.
func (a *analysis) eachHeadingSection(fn func(level, first, last int)) {
	n := a.li.count()
	for i := 0; i < n; i++ {
		level := headingLevel(a, i)
		if level == 0 {
			continue
		}
		j := i + 1
		for j < n && headingLevel(a, j) == 0 {
			j++
		}
		fn(level, i, j-1)
		i = j - 1
	}
}

const (
	sectionOther = iota
	sectionEmpty
	sectionList
)

// listSec is a section under a heading that holds only a list.
type listSec struct {
	level, first, last int
	items, pairs       int
	records            int  // items with several fields on their first line
	named              bool // the heading has several fields ("v2.3.0 (2026-05-02)")
}

// listSection reads lines h+1..last under heading line h: empty, only
// list items (a marker line, or a line indented under one), or other.
func (a *analysis) listSection(level, h, last int) (s listSec, state int) {
	s.level, s.first, s.last = level, h, h
	if nf, _ := lineFieldCount(bytes.TrimLeft(a.li.trimmed(h), "# \t")); nf >= 2 {
		s.named = true
	}
	itemIndent := -1
	for i := h + 1; i <= last; i++ {
		if a.w[i] == 0 {
			continue
		}
		switch a.kind[i] {
		case kList, kPlainList, kKVList, kProse, kKV:
		default:
			return s, sectionOther
		}
		raw := a.li.raw(i)
		t := a.li.trimmed(i)
		st := stripListMarker(t)
		ind := indentOf(raw)
		if len(st) != len(t) && (itemIndent < 0 || ind <= itemIndent) {
			itemIndent = ind
			s.items++
			nf, _ := lineFieldCount(st)
			if kv, ok := parseKV(st); ok && kv.value && nameDescription(kv.key, st[kv.valueAt:]) {
				nf = max(nf, 2)
			}
			if nf >= 2 {
				s.records++
			}
			if kv, ok := parseKV(st); ok && kv.value {
				v := st[kv.valueAt:]
				if valueFields(v).count() < 2 && colonPairs(v) == 0 && !nameDescription(kv.key, v) {
					s.pairs++
				}
			} else if _, ok := parseEqKV(st); ok {
				s.pairs++
			}
		} else if itemIndent < 0 || ind <= itemIndent {
			return s, sectionOther
		}
		s.last = i
	}
	if s.items == 0 {
		return s, sectionEmpty
	}
	return s, sectionList
}
