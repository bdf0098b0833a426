package textparse

import (
	"sort"
	"strings"

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
// starts with '{' or '[' or a fence, or one of the first lines holds a
// key separator then '{' or '[' (jsonx.AfterKey).
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
		if k < 2*viewHeaderLines && jsonx.AfterKey(s[p:le]) >= 0 {
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

// markValues marks unfenced JSON objects and arrays that span lines (or
// follow a key): starting a text line among the first three counted lines,
// or at the left margin, or after "key:" on one of the first three; each
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
			if k := jsonx.AfterKey(t); k >= 0 {
				s = off + k
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
