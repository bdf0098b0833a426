package classify

import (
	"fmt"
	"strings"
)

// pairBlock is a run of key-value lines read as one record: an optional
// section header line ("Flaky test 1:") and two or more pairs.
type pairBlock struct {
	first, last int
	shape       string   // the header's shape, digit runs as "0" ("" without a header)
	keys        []string // the pairs' keys, lower-cased, in order
	bulleted    int      // pairs written as list items
}

// markSeparatedRecords finds two or more consecutive blocks of bulleted
// `Key: value` pairs that are records of one list rather than one
// key-value payload: blocks with the same first key and two or more keys
// in common,
// each either under a section header of one enumerated shape ("Flaky test
// 1:", "Flaky test 2:"; "Result #1:") or set apart from the next by a
// thematic break ("- Title: Zod" … "----------" "- Title: Zod v4" …). A
// list of records (DESIGN.md §4, markdown_list: records of several fields
// per item); pairs under headers naming different things ("Server:",
// "Database:"), blocks apart by blank lines only and blocks of plain
// (unbulleted) pairs stay key-value.
func (a *analysis) markSeparatedRecords() {
	blocks := a.pairBlocks()
	for k := 0; k < len(blocks); {
		e := k + 1
		enumerated := blocks[k].shape != "" && strings.ContainsRune(blocks[k].shape, '0')
		broken := true
		for e < len(blocks) && sameRecordKeys(blocks[k].keys, blocks[e].keys) {
			gapOK, hasBreak := a.recordGap(blocks[e-1].last, blocks[e].first)
			if !gapOK {
				break
			}
			if !(enumerated && blocks[e].shape == blocks[k].shape) && !hasBreak {
				break
			}
			broken = broken && hasBreak
			e++
		}
		if e-k >= 2 {
			how := "set apart by thematic breaks"
			if !broken {
				how = fmt.Sprintf("under enumerated headers (%q)", blocks[k].shape)
			}
			note := fmt.Sprintf("%d blocks of Key: value pairs %s, each a record of the same keys (%s, …): a list of records",
				e-k, how, strings.Join(blocks[k].keys[:2], ", "))
			r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: 0.85})
			for _, b := range blocks[k:e] {
				a.setKind(b.first, b.last, kList, r)
			}
		}
		k = e
	}
}

// pairBlocks returns the runs of key-value lines (kKV, kKVList) that hold
// two or more pairs, a header line alone joined to the pairs below it
// across blank lines.
func (a *analysis) pairBlocks() []pairBlock {
	var out []pairBlock
	n := a.li.count()
	isKV := func(i int) bool { return a.kind[i] == kKV || a.kind[i] == kKVList }
	for i := 0; i < n; i++ {
		if !isKV(i) {
			continue
		}
		b := pairBlock{first: i, last: i}
		for j := i; j < n; j++ {
			if a.w[j] == 0 {
				// a header alone: its pairs may follow a blank line
				if j == b.first+1 && b.shape != "" && len(b.keys) == 0 {
					continue
				}
				break
			}
			if !isKV(j) {
				break
			}
			t := stripListMarker(a.li.trimmed(j))
			kv, ok := parseKV(t)
			switch {
			case ok && kv.value:
				b.keys = append(b.keys, strings.ToLower(kv.key))
				if len(t) != len(a.li.trimmed(j)) {
					b.bulleted++
				}
			case ok && j == b.first:
				b.shape = headerShape(kv.key)
			}
			b.last = j
		}
		// Bulleted pairs: blocks of plain `Key: value` lines apart by
		// breaks are read as key-value by people (DNS records, search
		// hits printed as pairs), bulleted ones as list items.
		if len(b.keys) >= 2 && b.bulleted*2 > len(b.keys) {
			out = append(out, b)
		}
		i = b.last
	}
	return out
}

// recordGap reports whether lines x+1..y-1 between two blocks are only
// blank lines and thematic breaks, and whether a break is among them.
func (a *analysis) recordGap(x, y int) (ok, hasBreak bool) {
	for i := x + 1; i < y; i++ {
		switch {
		case a.w[i] == 0:
		case a.kind[i] == kNeutral && headingLevel(a, i) == 0:
			hasBreak = true
		default:
			return false, false
		}
	}
	return true, hasBreak
}

// sameRecordKeys reports whether two blocks' keys describe records of one
// kind: the same first key and two or more keys in common, at least half
// of the larger block's.
func sameRecordKeys(x, y []string) bool {
	if len(x) == 0 || len(y) == 0 || x[0] != y[0] {
		return false
	}
	common := 0
	for _, k := range x {
		for _, l := range y {
			if k == l {
				common++
				break
			}
		}
	}
	return common >= 2 && common*2 >= max(len(x), len(y))
}

// headerShape is a section header's text, lower-cased, with each run of
// digits written "0": equal for "Flaky test 1" and "Flaky test 12".
func headerShape(key string) string {
	var b strings.Builder
	inRun := false
	for _, r := range strings.ToLower(key) {
		if r >= '0' && r <= '9' {
			if !inRun {
				b.WriteByte('0')
			}
			inRun = true
			continue
		}
		inRun = false
		b.WriteRune(r)
	}
	return b.String()
}
