package classify

import (
	"slices"
	"strings"
)

// pairsAreRecords reports whether the plain (not bulleted) `Key: value`
// lines repeat their keys the way a map never does, so that they are
// fields of records or tags of lines rather than one key-value payload
// (DESIGN.md §4: logs and a command's report are unstructured):
//   - a stream of log entries: two or more runs of pairs with the same
//     keys, each run right after a head line that is no pair ("commit
//     4ae9…" then Author:, Date:) and followed by body lines before the
//     next head (the message);
//   - tagged lines: under one section header, a key given again
//     ("Changes to be committed:" then "new file:   a.go", "new file:
//     b.go", "modified:   c.go").
func (a *analysis) pairsAreRecords() bool {
	return a.logEntries() || a.taggedLines()
}

// plainPair returns the key of line i when it is a plain `Key: value`
// pair line (not bulleted), and whether it is a section header.
func (a *analysis) plainPair(i int) (key string, header, ok bool) {
	if a.kind[i] != kKV {
		return "", false, false
	}
	tr := a.li.trimmed(i)
	if len(stripListMarker(tr)) != len(tr) {
		return "", false, false
	}
	kv, ok := parseKV(tr)
	if !ok {
		return "", false, false
	}
	return strings.ToLower(kv.key), !kv.value, true
}

// logEntries: head line, run of pairs, body lines; two or more times,
// the runs with the same keys, and every pair in such a run.
func (a *analysis) logEntries() bool {
	n := len(a.kind)
	var sets []string
	pairs, inRuns := 0, 0
	for i := 0; i < n; {
		_, hdr, ok := a.plainPair(i)
		if !ok || hdr {
			if ok {
				return false // section headers: not a stream of entries
			}
			i++
			continue
		}
		// a run of pairs starting at i: the previous non-blank line is
		// its head (no pair, no heading), and body follows it
		h := i - 1
		for h >= 0 && a.w[h] == 0 {
			h--
		}
		var keys []string
		j := i
		for j < n {
			kk, hh, ok := a.plainPair(j)
			if !ok || hh {
				break
			}
			keys = append(keys, kk)
			j++
		}
		pairs += len(keys)
		b := j
		for b < n && a.w[b] == 0 {
			b++
		}
		if h >= 0 && a.kind[h] != kKV && a.kind[h] != kNeutral && len(keys) >= 2 &&
			b < n && a.kind[b] != kKV && b != h {
			slices.Sort(keys)
			sets = append(sets, strings.Join(keys, "\x00"))
			inRuns += len(keys)
		}
		i = j
	}
	if len(sets) < 2 || inRuns != pairs {
		return false
	}
	for _, s := range sets[1:] {
		if s != sets[0] {
			return false
		}
	}
	return true
}

// taggedLines: a key given twice among the pairs under one section
// header.
func (a *analysis) taggedLines() bool {
	seen := map[string]bool{}
	inSection := false
	hdrIndent := 0
	for i := range a.kind {
		if a.w[i] == 0 {
			continue
		}
		k, hdr, ok := a.plainPair(i)
		ind := indentOf(a.li.raw(i))
		switch {
		case ok && hdr:
			clear(seen)
			inSection, hdrIndent = true, ind
		case !inSection:
		case ind <= hdrIndent:
			clear(seen)
			inSection = false
		case ok:
			if seen[k] {
				return true
			}
			seen[k] = true
		}
	}
	return false
}
