package classify

import "bytes"

// frontMatter finds a YAML front matter block at the start of a text: a
// first non-blank line "---", then `key: value` lines (a key may open an
// indented or bulleted sequence: "tags:" over "  - a"), closed by a line
// "---" or "..." or by the end of the text (a note read back in part).
// The first line inside must be a pair, every line inside a pair, a key
// header or an indented/bulleted line. It returns the lines of the two
// fences (close is -1 when the text ends inside the block).
//
// Markdown reads "key: v\n---" as a setext heading; a person reads the
// block as the note's pairs (DESIGN.md §4 key_value).
func frontMatter(li *lineIndex) (open, close int, ok bool) {
	n := li.count()
	open = 0
	for open < n && len(li.trimmed(open)) == 0 {
		open++
	}
	if open >= n || !isFenceDashes(li.trimmed(open)) {
		return 0, 0, false
	}
	pairs, keys := 0, 0
	for i := open + 1; i < n; i++ {
		t := li.trimmed(i)
		if len(t) == 0 {
			continue
		}
		if isFenceDashes(t) || string(t) == "..." {
			return open, i, pairs >= 1
		}
		raw := li.raw(i)
		indented := len(raw) > 0 && (raw[0] == ' ' || raw[0] == '\t')
		bulleted := len(stripListMarker(t)) != len(t)
		kv, isKV := parseKV(t)
		switch {
		case isKV && !indented && !bulleted:
			keys++
			if kv.value {
				pairs++
			}
		case keys == 0:
			return 0, 0, false // the first line inside must be a key
		case indented || bulleted:
		default:
			return 0, 0, false
		}
	}
	return open, -1, pairs >= 2
}

func isFenceDashes(t []byte) bool { return string(t) == "---" }

// markdownView returns text with the fence lines of a front matter block
// blanked (same length, so offsets hold), for the markdown parse: the
// block's lines are then a paragraph of pairs, not a setext heading.
func markdownView(li *lineIndex, open, close int) []byte {
	v := bytes.Clone(li.text)
	for _, i := range []int{open, close} {
		if i < 0 {
			continue
		}
		for k := li.start[i]; k < li.end[i]; k++ {
			if v[k] != '\r' {
				v[k] = ' '
			}
		}
	}
	return v
}
