package classify

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// bulletGlyphs are the characters other than CommonMark's "-", "*" and
// "+" that start a list item in plain-text output ("• name", "▪ name",
// "– name"). CommonMark does not know them, so goldmark reads such lines
// as paragraph text.
const bulletGlyphs = "•·▪▫◦‣●○■□▸▹►–⁃"

// glyphMarker is the length of a leading bullet glyph and the white space
// after it in a trimmed line, or 0 when the line does not start with one.
func glyphMarker(t []byte) int {
	if len(t) < 3 || t[0] < utf8.RuneSelf {
		return 0
	}
	r, size := utf8.DecodeRune(t)
	if !strings.ContainsRune(bulletGlyphs, r) || size >= len(t) || (t[size] != ' ' && t[size] != '\t') {
		return 0
	}
	k := size
	for k < len(t) && (t[k] == ' ' || t[k] == '\t') {
		k++
	}
	if k == len(t) {
		return 0
	}
	return k
}

// markGlyphLists finds lists bulleted with glyphs (see bulletGlyphs) among
// paragraph lines and judges them like markdown lists (judgeItems): an
// item is a glyph line and the lines below it indented deeper (blank lines
// between items allowed); a run of items at one indent is a list.
func (a *analysis) markGlyphLists() {
	li := a.li
	n := li.count()
	para := func(i int) bool { return a.kind[i] == kProse || a.kind[i] == kCode }
	for i := 0; i < n; i++ {
		if !para(i) || glyphMarker(li.trimmed(i)) == 0 {
			continue
		}
		ind := indentOf(li.raw(i))
		var spans [][2]int
		j := i
		for j < n && para(j) && glyphMarker(li.trimmed(j)) > 0 && indentOf(li.raw(j)) == ind {
			end := j
			k := j + 1
			for k < n && (a.w[k] == 0 || (para(k) && indentOf(li.raw(k)) > ind)) {
				if a.w[k] > 0 {
					end = k
				}
				k++
			}
			spans = append(spans, [2]int{j, end})
			j = end + 1
			for j < n && a.w[j] == 0 {
				j++
			}
		}
		if len(spans) == 0 {
			continue
		}
		infos := make([]itemInfo, len(spans))
		for k, s := range spans {
			infos[k] = a.glyphItem(s[0], s[1])
		}
		last := spans[len(spans)-1][1]
		a.judgeItems("bulleted (glyph)", infos, spans[0][0], last)
		i = last
	}
}

// glyphItem describes the glyph-bulleted item spanning lines first..last
// (the line-based counterpart of listItem: the first line's fields, a
// field per continuation line; a lone `Key: value` or key=value line is a
// pair).
func (a *analysis) glyphItem(first, last int) itemInfo {
	li := a.li
	var info itemInfo
	t := li.trimmed(first)
	firstLine := t[glyphMarker(t):]
	n, fields := lineFieldCount(firstLine)
	info.fields = fields
	if kv, ok := parseKV(firstLine); ok && kv.value {
		info.kvFrags++
		info.key = kv.key
		n += colonPairs(firstLine[kv.valueAt:])
		if nameDescription(kv.key, firstLine[kv.valueAt:]) {
			n = max(n, 2) // a name and its description
		}
	}
	for i := first + 1; i <= last; i++ {
		c := li.trimmed(i)
		if len(c) == 0 {
			continue
		}
		info.cont++
		info.fields |= lineFields(c)
		if kv, ok := parseKV(c); ok && kv.value {
			info.kvFrags++
		}
	}
	if info.cont == 0 {
		if _, ok := parseEqKV(firstLine); ok {
			info.class, info.pairs = itemKV, 1
			return info
		}
		if kv, ok := parseKV(firstLine); ok && kv.value {
			v := firstLine[kv.valueAt:]
			if valueFields(v).count() < 2 && colonPairs(v) == 0 && !nameDescription(kv.key, v) {
				info.class, info.pairs = itemKV, 1
				return info
			}
		}
	}
	info.count = n + info.cont
	if c, ok := classByCount(info.count); ok {
		info.class = c
	}
	return info
}

// announcedRecord reports whether a list's only item is a record that a
// header line announces: the item has several fields and lines of its own
// below its first, and the line above the list is the text's first line
// of content, short and ending in ':' ("Found 1 results:", "Recent
// sessions:"). Such a header introduces a list, which here holds one
// record (DESIGN.md §4: the payload is a list of records, of one this
// time).
func (a *analysis) announcedRecord(info itemInfo, first int) bool {
	if info.class != itemRecord || info.cont == 0 {
		return false
	}
	h := first - 1
	for h >= 0 && a.w[h] == 0 {
		h--
	}
	if h < 0 || a.kind[h] != kProse || a.w[h] > shortLine {
		return false
	}
	for k := h - 1; k >= 0; k-- {
		if a.w[k] > 0 && a.kind[k] != kNeutral {
			return false
		}
	}
	t := bytes.TrimRight(a.li.trimmed(h), " \t\r")
	return len(t) > 1 && t[len(t)-1] == ':'
}
