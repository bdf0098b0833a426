package textparse

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// The line view that locates the JSON carrying a text's payload. It mirrors
// the classifier's main-payload rule for json_in_text (classify:
// markDocument/markFence, overlayJSON, overlayJSONLines and decide), so
// that a text the classifier labels json_in_text has JSON the extractor
// takes, and the other way round:
//
//   - lines are blank, neutral (headings, thematic breaks, setext
//     headings), text (paragraphs, indented code), quotes, or other blocks
//     (list items and their continuation lines, tables, HTML blocks, fences
//     that do not hold JSON);
//   - JSON regions: a fenced block holding one JSON object or array, or
//     JSON Lines; an object or array starting a text line that is among
//     the first three counted lines, or at the left margin, or alone on
//     its line at any indent (further down, pretty-printed values only),
//     or following "key: " on one of the first three counted lines, whose
//     value ends its line; runs of text lines that are each one object or
//     array;
//   - the JSON carries the payload when its bytes (trimmed line widths,
//     a key before it not counted) are 60 % of all counted bytes, or 60 %
//     of what a short preamble or footer (at most two text lines of at
//     most 200 bytes) leaves, and some region holds data (not {} or []).

// Tuning shared with the classifier's main-payload rule.
const (
	viewJSONShare    = 0.60 // share of the bytes the JSON must carry
	viewEdgeLines    = 2    // a short preamble or footer: at most this many lines
	viewEdgeLineLen  = 200  // ... each at most this many bytes
	viewMaxJSONStart = 8    // decode attempts of unfenced multi-line values
	viewHeaderLines  = 3    // counted lines in which a value may start anywhere
)

// viewClass is the kind of one line of a text in the JSON view.
type viewClass uint8

const (
	vcBlank   viewClass = iota
	vcNeutral           // heading, thematic break: structure, not data
	vcText              // paragraph or indented code
	vcQuote             // block quote
	vcOther             // list, table, HTML, fence without JSON
	vcJSON              // part of a JSON region
)

// viewRegion is one JSON region: a value, a fenced value or JSON Lines, or
// a run of one-line values.
type viewRegion struct {
	first, last int   // lines
	values      []any // the values, in order
	parts       []Span
	fenced      bool
	keyBytes    int  // "key: " before the value on its first line
	empty       bool // the only value is {} or [] (or empty values only)
}

// jsonView is the line view of text[start:end].
type jsonView struct {
	text    string
	ls, le  []int // line start, end (without "\r\n")
	w       []int // trimmed width
	class   []viewClass
	regions []viewRegion
}

// viewPayloadJSON locates the JSON that carries the payload of
// text[start:end] (already trimmed) by the classifier's rule.
func viewPayloadJSON(text string, start, end int) (JSONMatch, bool) {
	v := newJSONView(text, start, end)
	if v == nil {
		return JSONMatch{}, false
	}
	v.markBlocks()
	v.markValues()
	v.markValueLines()
	if len(v.regions) == 0 || !v.carriesPayload() {
		return JSONMatch{}, false
	}
	return v.match(), true
}

func newJSONView(text string, start, end int) *jsonView {
	if start >= end || !mayHoldJSONStart(text[start:end]) {
		return nil
	}
	v := &jsonView{text: text[:end]}
	for ls := start; ls < end; {
		le, next := lineBounds(text, ls)
		le = min(le, end)
		a, b := trimSpan(text, ls, le)
		v.ls = append(v.ls, ls)
		v.le = append(v.le, le)
		v.w = append(v.w, b-a)
		c := vcText
		if a == b {
			c = vcBlank
		}
		v.class = append(v.class, c)
		ls = next
	}
	return v
}

// mayHoldJSONStart is the cheap test before the view is built: some line
// starts with '{' or '[' or a fence, or one of the first lines holds
// ": {" or ": [".
func mayHoldJSONStart(s string) bool {
	if !strings.ContainsAny(s, "{[") {
		return false
	}
	for ls, k := 0, 0; ls < len(s); k++ {
		le := strings.IndexByte(s[ls:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ls
		}
		p := ls
		for p < le && (s[p] == ' ' || s[p] == '\t') {
			p++
		}
		if p < le {
			switch s[p] {
			case '{', '[', '`', '~':
				return true
			}
		}
		if k < 2*viewHeaderLines && (strings.Contains(s[p:le], ": {") || strings.Contains(s[p:le], ": [")) {
			return true
		}
		ls = le + 1
	}
	return false
}

// line returns line i from its first non-indentation byte, and its column.
func (v *jsonView) line(i int) (string, int) {
	ln := v.text[v.ls[i]:v.le[i]]
	p, col := skipIndent(ln, 0, 0)
	return ln[p:], col
}

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

// markValues marks unfenced JSON objects and arrays that span lines (or
// follow a key): starting a text line among the first three counted lines,
// or at the left margin, or after "key: " on one of the first three; each
// value must end its line. One-line values are left to markValueLines.
func (v *jsonView) markValues() {
	counted, attempts := 0, 0
	for i := 0; i < len(v.class) && attempts < viewMaxJSONStart; i++ {
		c := v.class[i]
		if c == vcBlank || c == vcNeutral {
			continue
		}
		counted++
		if c != vcText {
			continue
		}
		raw := v.text[v.ls[i]:v.le[i]]
		t := strings.TrimLeft(raw, " \t")
		off := v.ls[i] + len(raw) - len(t)
		s := -1
		switch {
		case t == "":
		case t[0] == '{' || t[0] == '[':
			if counted <= viewHeaderLines || len(t) == len(raw) || len(strings.TrimRight(t, " \t\r")) == 1 {
				// ... or an opener alone on its line, at any indent
				s = off
			}
		case counted <= viewHeaderLines:
			if k := strings.Index(t, ": "); k >= 0 {
				rest := strings.TrimLeft(t[k+1:], " ")
				if rest != "" && (rest[0] == '{' || rest[0] == '[') {
					s = off + len(t) - len(rest)
				}
			}
		}
		if s < 0 {
			continue
		}
		if s == off && len(t) >= 2 {
			if e := strings.TrimRight(t, " \t\r"); e[len(e)-1] == '}' || e[len(e)-1] == ']' {
				if counted > viewHeaderLines || validWhole(e) {
					continue // a one-line value: markValueLines
				}
			}
		}
		attempts++
		val, n, ok := decodeAt(v.text[s:])
		if !ok || !restOfLineBlank(v.text, s+n, len(v.text)) {
			continue
		}
		last := v.lineOf(s+n-1, i)
		reg := viewRegion{first: i, last: last, values: []any{val}, parts: []Span{{s, s + n}},
			keyBytes: s - off, empty: emptyJSONText(v.text[s : s+n])}
		v.regions = append(v.regions, reg)
		for k := i; k <= last; k++ {
			if v.class[k] != vcBlank {
				v.class[k] = vcJSON
			}
		}
		i = last
	}
}

// lineOf returns the line holding byte off, searching from line i.
func (v *jsonView) lineOf(off, i int) int {
	for i+1 < len(v.ls) && v.ls[i+1] <= off {
		i++
	}
	return i
}

// markValueLines marks runs of text lines that are each one JSON object or
// array (blank lines inside a run allowed).
func (v *jsonView) markValueLines() {
	run := -1
	for i := range v.class {
		c := v.class[i]
		if c == vcBlank {
			continue
		}
		if c == vcText {
			a, b := trimSpan(v.text, v.ls[i], v.le[i])
			t := v.text[a:b]
			if len(t) >= 2 && ((t[0] == '{' && t[len(t)-1] == '}') || (t[0] == '[' && t[len(t)-1] == ']')) {
				if val, n, ok := decodeAt(t); ok && n == len(t) {
					if run < 0 {
						v.regions = append(v.regions, viewRegion{first: i, empty: true})
						run = len(v.regions) - 1
					}
					r := &v.regions[run]
					r.last = i
					r.values = append(r.values, val)
					r.parts = append(r.parts, Span{a, b})
					r.empty = len(r.values) == 1 && emptyJSONText(t)
					v.class[i] = vcJSON
					continue
				}
			}
		}
		run = -1
	}
}

// carriesPayload applies the main-payload rule to the regions found.
func (v *jsonView) carriesPayload() bool {
	N, E, first, last := 0, 0, -1, -1
	for i, c := range v.class {
		if c == vcBlank || c == vcNeutral {
			continue
		}
		N += v.w[i]
		if c == vcJSON {
			E += v.w[i]
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	data := false
	for _, r := range v.regions {
		if r.keyBytes > 0 {
			E = max(E-r.keyBytes, 1)
		}
		data = data || !r.empty
	}
	if first < 0 || N == 0 {
		return false
	}
	if float64(E) >= viewJSONShare*float64(N) {
		return true
	}
	preOK, preBytes := v.edge(0, first-1)
	footOK, footBytes := v.edge(last+1, len(v.class)-1)
	den := N
	if preOK {
		den -= preBytes
	}
	if footOK {
		den -= footBytes
	}
	return (preOK || footOK) && data && float64(E) >= viewJSONShare*float64(max(den, 1))
}

// edge reports whether lines from..to are a short preamble or footer (at
// most two text or quote lines of at most 200 bytes) and their bytes.
func (v *jsonView) edge(from, to int) (bool, int) {
	ok, lines, bytes := true, 0, 0
	for i := from; i <= to; i++ {
		c := v.class[i]
		if c == vcBlank || c == vcNeutral {
			continue
		}
		lines++
		bytes += v.w[i]
		if (c != vcText && c != vcQuote) || v.w[i] > viewEdgeLineLen {
			ok = false
		}
	}
	return ok && lines <= viewEdgeLines, bytes
}

// match builds the JSONMatch of the regions: one value, or several (JSON
// Lines, or values under labels of their own) as an array with their
// spans in Parts.
func (v *jsonView) match() JSONMatch {
	// regions are found in several passes: put them in text order
	sort.SliceStable(v.regions, func(a, b int) bool { return v.regions[a].first < v.regions[b].first })
	var vals []any
	var parts []Span
	for _, r := range v.regions {
		vals = append(vals, r.values...)
		parts = append(parts, r.parts...)
	}
	if len(vals) == 1 {
		form := JSONHeader
		switch r := v.regions[0]; {
		case r.fenced:
			form = JSONFenced
		case parts[0].Start == v.ls[0]:
			form = JSONPrefix
		}
		return JSONMatch{Value: vals[0], Form: form, Span: parts[0], Blocks: 1}
	}
	form := JSONSeveral
	if len(v.regions) == 1 && !v.regions[0].fenced {
		form = JSONLines
	}
	return JSONMatch{Value: vals, Form: form, Span: Span{parts[0].Start, parts[len(parts)-1].End}, Blocks: 1, Parts: parts}
}

// validWhole reports whether s is exactly one JSON value (checked
// without building it).
func validWhole(s string) bool {
	n, err := jsonx.FirstEnd(s)
	return err == nil && n == len(s)
}

// emptyJSONText reports whether a JSON object or array has no members.
func emptyJSONText(s string) bool {
	a, b := trimJSONSpace(s)
	if b-a < 2 {
		return false
	}
	in := s[a+1 : b-1]
	x, y := trimJSONSpace(in)
	return x == y
}
