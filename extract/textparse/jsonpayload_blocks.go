package textparse

import (
	"strings"
	"unicode/utf8"
)

// The markdown blocks of the JSON line view (jsonpayload_view.go): which
// lines goldmark would read as headings, lists, tables, quotes, HTML or
// fences, approximated line by line as the classifier's parse sees them.

// markBlocks sets the markdown class of every line, as goldmark's top-level
// blocks would (a line-based approximation): fences (holding JSON or not),
// headings, breaks, lists, tables, quotes and HTML blocks. A list of one
// item is text, as the classifier reads it (a list needs two items).
func (v *jsonView) markBlocks() {
	n := len(v.class)
	list, items, last := -1, 0, -1 // the open list: first line, items, last line
	var bullet byte
	endList := func() {
		if list >= 0 && items < 2 {
			for k := list; k <= last; k++ {
				if v.class[k] == vcOther {
					v.class[k] = vcText
				}
			}
		}
		list = -1
	}
	for i := 0; i < n; i++ {
		if v.class[i] == vcBlank {
			continue
		}
		rest, col := v.line(i)
		prevBlank := i == 0 || v.class[i-1] == vcBlank
		afterList := false // the list above ends here: no setext heading
		if list >= 0 {
			m, isItem := listMarkerOf(rest, col)
			switch {
			case col < 2 && !isItem && opensBlock(rest):
				// a fence, heading, break, quote or HTML block ends the list
			case isItem && col <= 1 && m.ch == bullet:
				items++
				v.class[i], last = vcOther, i
				continue
			case !isItem && (!prevBlank || col >= 2):
				v.class[i], last = vcOther, i // continuation of an item
				continue
			case isItem && col >= 2:
				v.class[i], last = vcOther, i // a nested item
				continue
			}
			endList()
			afterList = true
		}
		if col > 3 {
			continue // indented code, or a paragraph's continuation
		}
		switch {
		case isSetextUnderline(rest) && !prevBlank && !afterList && v.class[i-1] == vcText && v.paragraphAbove(i):
			// the paragraph above is a heading (before a thematic break)
			v.class[i] = vcNeutral
			for k := i - 1; k >= 0 && v.class[k] == vcText; k-- {
				v.class[k] = vcNeutral
			}
		case isATXHeading(rest) || isThematicBreak(rest):
			v.class[i] = vcNeutral
		case rest[0] == '>':
			i = v.markBlock(i, vcQuote) // lazy continuation lines too
		case rest[0] == '<' && len(rest) > 1 && isHTMLStartByte(rest[1]):
			i = v.markUntilBlank(i, vcOther)
		case rest[0] == '`' || rest[0] == '~':
			if c, fl, ok := openingFence(rest); ok {
				i = v.markFence(i, c, fl)
			}
		case strings.IndexByte(rest, '|') >= 0 && i+1 < n && isDelimiterRow(v.text[v.ls[i+1]:v.le[i+1]]):
			i = v.markBlock(i, vcOther)
		default:
			// an ordered list interrupts a paragraph only from 1
			if m, ok := listMarkerOf(rest, col); ok && (prevBlank || !m.ordered || m.num == 1) {
				v.class[i] = vcOther
				list, items, last, bullet = i, 1, i, m.ch
			}
		}
	}
	endList()
	v.markGlyphLists()
}

// paragraphAbove reports whether the text lines above line i are a
// paragraph (its first line indented at most three columns), not indented
// code.
func (v *jsonView) paragraphAbove(i int) bool {
	k := i - 1
	for k > 0 && v.class[k-1] == vcText {
		k--
	}
	return v.indent(k) <= 3
}

// opensBlock reports whether rest (a line from its first non-indentation
// byte) opens a block that interrupts a paragraph: a fence, a heading, a
// thematic break, a quote or an HTML block.
func opensBlock(rest string) bool {
	if rest == "" {
		return false
	}
	if _, _, ok := openingFence(rest); ok {
		return true
	}
	return isATXHeading(rest) || isThematicBreak(rest) || rest[0] == '>' ||
		(rest[0] == '<' && len(rest) > 1 && isHTMLStartByte(rest[1]))
}

// bulletGlyphs start list items in plain-text output ("• name"); the
// classifier judges such lists like markdown ones.
const bulletGlyphs = "•·▪▫◦‣●○■□▸▹►–⁃"

// glyphIndent returns the indentation of line i when it is a text line
// starting with a bullet glyph and a space, else -1.
func (v *jsonView) glyphIndent(i int) int {
	if v.class[i] != vcText {
		return -1
	}
	rest, col := v.line(i)
	r, size := utf8.DecodeRuneInString(rest)
	if r < utf8.RuneSelf || !strings.ContainsRune(bulletGlyphs, r) || size+1 >= len(rest) ||
		(rest[size] != ' ' && rest[size] != '\t') || strings.TrimSpace(rest[size:]) == "" {
		return -1
	}
	return col
}

// markGlyphLists marks lists of two or more glyph-bulleted items (with
// their deeper-indented lines) as other blocks, as the classifier does.
func (v *jsonView) markGlyphLists() {
	n := len(v.class)
	for i := 0; i < n; i++ {
		ind := v.glyphIndent(i)
		if ind < 0 {
			continue
		}
		items, j, last := 0, i, i
		for j < n && v.glyphIndent(j) == ind {
			items++
			last = j
			k := j + 1
			for k < n && (v.class[k] == vcBlank || v.class[k] == vcText && v.indent(k) > ind) {
				if v.class[k] != vcBlank {
					last = k
				}
				k++
			}
			j = last + 1
			for j < n && v.class[j] == vcBlank {
				j++
			}
		}
		if items >= 2 {
			for k := i; k <= last; k++ {
				if v.class[k] == vcText {
					v.class[k] = vcOther
				}
			}
		}
		i = last
	}
}

// indent is the column of line i's first non-blank byte.
func (v *jsonView) indent(i int) int {
	_, col := v.line(i)
	return col
}

// listMarkerOf returns the list marker opening rest, if any.
func listMarkerOf(rest string, col int) (listMarker, bool) {
	if rest == "" {
		return listMarker{}, false
	}
	return parseListMarker(rest, 0, col)
}

func isHTMLStartByte(c byte) bool {
	return c == '/' || c == '!' || c == '?' || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// isDelimiterRow reports whether ln is a GFM table delimiter row: pipes,
// colons, dashes and spaces, with a dash.
func isDelimiterRow(ln string) bool {
	t := strings.TrimSpace(ln)
	if !strings.Contains(t, "-") {
		return false
	}
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '|', ':', '-', ' ', '\t':
		default:
			return false
		}
	}
	return true
}

// markBlock sets lines i.. to c up to the next blank line or the next line
// opening another block (a fence, heading, break, quote, HTML block or list
// item), and returns the last one.
func (v *jsonView) markBlock(i int, c viewClass) int {
	v.class[i] = c
	for i++; i < len(v.class) && v.class[i] != vcBlank; i++ {
		rest, col := v.line(i)
		if col <= 3 && (opensBlock(rest) && (c != vcQuote || rest[0] != '>')) {
			break
		}
		if _, ok := listMarkerOf(rest, col); ok && col <= 3 {
			break
		}
		v.class[i] = c
	}
	return i - 1
}

// markUntilBlank sets lines i.. up to the next blank line to c and returns
// the last one.
func (v *jsonView) markUntilBlank(i int, c viewClass) int {
	for ; i < len(v.class) && v.class[i] != vcBlank; i++ {
		v.class[i] = c
	}
	return i - 1
}

// markFence marks the fenced block opened on line i (closed by a fence of
// c, at least fl long, or by the end of the text) and returns its last
// line. A block whose content is one JSON object or array, or JSON Lines,
// is a region (fence lines included).
func (v *jsonView) markFence(i int, c byte, fl int) int {
	last := len(v.class) - 1
	for k := i + 1; k < len(v.class); k++ {
		rest, col := v.line(k)
		if col <= 3 && isClosingFence(rest, c, fl) {
			last = k
			break
		}
	}
	cs := v.le[i]
	ce := v.le[last]
	if last > i && last < len(v.class) {
		if rest, col := v.line(last); col <= 3 && isClosingFence(rest, c, fl) {
			ce = v.ls[last]
		}
	}
	cs = min(cs, ce)
	a, b := trimJSONSpace(v.text[cs:ce])
	body := v.text[cs+a : cs+b]
	reg := viewRegion{first: i, last: last, fenced: true}
	if isJSONOpen(body) {
		if val, k, ok := decodeAt(body); ok && k == len(body) {
			reg.values, reg.parts = []any{val}, []Span{{cs + a, cs + b}}
			reg.empty = emptyJSONText(body)
		}
	}
	if reg.values == nil && cs+a < cs+b {
		if m, ok := jsonLines(v.text, cs+a, cs+b); ok {
			reg.values, _ = m.Value.([]any)
			reg.parts = m.Parts
		}
	}
	c2 := vcOther
	if reg.values != nil {
		c2 = vcJSON
		v.regions = append(v.regions, reg)
	}
	for k := i; k <= last; k++ {
		if v.class[k] != vcBlank {
			v.class[k] = c2
		}
	}
	return last
}
