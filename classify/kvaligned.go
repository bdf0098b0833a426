package classify

import "github.com/mcpsurvey/mcpsurvey/internal/textline"

// Aligned pairs: `Key      value` lines, the key padded with spaces (or
// a tab, or a dot leader `Key ..... value`) so that the values line up in
// one column, with no colon or '=' between. Program printouts (`uname`,
// `kubectl describe`-like reports, status panels) print pairs this way.
// One such line is prose or a table row; a block of them at one indent
// with the values starting at one column is a key-value listing.

// minAlignedRun is the fewest adjacent aligned lines that make a block.
const minAlignedRun = 3

// parseAlignedKV reads t (a trimmed line) as `Key<gap>value`
// (textline.AlignedPair, the rule the extractor reads pairs by too) and
// returns the key, the value's byte offset in t and, for a tab or dot
// gap, loose true (the column need not match its neighbours').
func parseAlignedKV(t []byte) (key string, col int, loose, ok bool) {
	kEnd, vs, loose, ok := textline.AlignedPair(t)
	if !ok {
		return "", 0, false, false
	}
	return string(t[:kEnd]), vs, loose, true
}

// upperWords reports whether s holds letters and all of them are upper
// case (a column header such as `NAME   STATUS`).
func upperWords(s string) bool {
	letters := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			return false
		}
		if c >= 'A' && c <= 'Z' {
			letters = true
		}
	}
	return letters
}

// alignedBlocks keeps the aligned pairs that stand in a block: at least
// minAlignedRun adjacent lines at one indent whose values start at one
// column (loose gaps, tabs and dot leaders, need not match), not headed by
// an upper-case column header line. ok[i] marks line i's candidate pair
// (in: parsed; out: kept).
func alignedBlocks(ok []bool, indent func(int) int, col []int, loose []bool, header func(int) bool) {
	n := len(ok)
	for i := 0; i < n; {
		if !ok[i] {
			i++
			continue
		}
		j := i + 1
		for j < n && ok[j] && indent(j) == indent(i) && (loose[i] && loose[j] || !loose[i] && !loose[j] && col[j] == col[i]) {
			j++
		}
		keep := j-i >= minAlignedRun && !header(i)
		for k := i; k < j; k++ {
			ok[k] = keep
		}
		i = j
	}
}

// markAligned marks the aligned pairs of blocks (see alignedBlocks) among
// the prose and code lines that hold no other pair as key-value pairs
// (state kvPair), and reports whether it marked any.
func (a *analysis) markAligned(state []uint8, keys []string, bullet []bool) bool {
	li := a.li
	n := li.count()
	var ok, loose []bool
	var col []int
	var vals []string
	for i := 0; i < n; i++ {
		if state[i] != kvNone || bullet[i] || (a.kind[i] != kProse && a.kind[i] != kCode) {
			continue
		}
		key, c, l, good := parseAlignedKV(li.trimmed(i))
		if !good {
			continue
		}
		if ok == nil {
			ok, loose, col, vals = make([]bool, n), make([]bool, n), make([]int, n), make([]string, n)
		}
		ok[i], loose[i], col[i], keys[i] = true, l, c, key
		vals[i] = string(li.trimmed(i)[c:])
	}
	if ok == nil {
		return false
	}
	alignedBlocks(ok, func(i int) int { return indentOf(li.raw(i)) }, col, loose,
		func(i int) bool { return upperWords(keys[i]) && upperWords(vals[i]) })
	marked := false
	for i := 0; i < n; i++ {
		switch {
		case ok[i]:
			state[i], marked = kvPair, true
		case state[i] == kvNone:
			keys[i] = ""
		}
	}
	return marked
}
