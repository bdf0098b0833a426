package extract

import (
	"encoding/json"
	"strconv"
	"strings"
)

// ParsedTOON is Account.Parser when parser auto read the text as TOON
// (Token-Oriented Object Notation, parseTOON).
const ParsedTOON = "toon"

// Bounds of the TOON reader.
const (
	maxTOONDepth = 32
	maxTOONLines = 20000
)

// toonLine is one non-blank line of a TOON text: its depth and the span
// of its content (indentation and trailing blanks cut).
type toonLine struct {
	depth int
	a, b  int
}

// toonReader decodes a TOON text into the JSON data model, recording a
// hit for every primitive it reads.
type toonReader struct {
	r       *run
	lines   []toonLine
	headers int // array headers read
}

// toonHeader is an array header `key[N<delim>]{f1<delim>f2}:`.
type toonHeader struct {
	key          string
	keyA, keyB   int
	n            int
	delim        byte
	keyed        bool     // [N:] — an object of uniform objects (§9.5)
	fields       []string // nil: no fields segment
	restA, restB int      // content after the colon
}

// parseTOON reads a TOON document (toon-format spec v3/v4; SPEC.md §5
// to §12): `key: value` lines nested by indentation, inline primitive
// arrays `tags[3]: a,b,c`, tabular arrays `items[2]{id,name}:` over rows
// of cells split on the declared delimiter (comma, tab or pipe; the old
// `[#N]` length marker too), keyed tables `[N:]{…}:` whose rows carry
// their own keys, and expanded lists `key[N]:` over `- ` items. It is
// strict where that tells TOON from other text: the text must hold an
// array header, every line must decode, and each array must hold the
// number of elements its header declares; ok is false otherwise (nothing
// recorded). Primitives decode as the spec says: quoted strings
// unescaped, true/false/null, numbers as numbers, anything else a
// string. A root array is wrapped under DefaultListField, as a JSON
// array is.
func (x *Extractor) parseTOON(r *run) (any, bool) {
	text := r.text
	if !hasTOONHeader(text) {
		return nil, false
	}
	t := &toonReader{r: r}
	if !t.split() {
		return nil, false
	}
	h0 := len(r.hits)
	fail := func() (any, bool) {
		r.hits = r.hits[:h0]
		return nil, false
	}
	var v any
	var next int
	ok := false
	if h, hok := t.header(0); hok && h.key == "" && !h.keyed {
		var arr []any
		arr, next, ok = t.array(0, h, pointer("", x.listName()))
		if ok {
			v = map[string]any{x.listName(): arr}
		}
	} else {
		var obj map[string]any
		obj, next, ok = t.object(0, 0, "")
		v = obj
	}
	if !ok || next != len(t.lines) || t.headers == 0 {
		return fail()
	}
	r.acc.Pattern = PatternKeyValue
	r.acc.Parser = ParsedTOON
	return v, true
}

// hasTOONHeader reports whether text holds what looks like a TOON array
// header: '[', an optional '#', digits, an optional ':' and delimiter,
// ']', then ':' or '{' (a cheap test before the whole text is split).
func hasTOONHeader(text string) bool {
	for i := 0; i < len(text); {
		k := strings.IndexByte(text[i:], '[')
		if k < 0 {
			return false
		}
		j := i + k + 1
		i = j
		if j < len(text) && text[j] == '#' {
			j++
		}
		d := j
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == d {
			continue
		}
		if j < len(text) && text[j] == ':' {
			j++
		}
		if j < len(text) && (text[j] == '\t' || text[j] == '|') {
			j++
		}
		if j+1 < len(text) && text[j] == ']' && (text[j+1] == ':' || text[j+1] == '{') {
			return true
		}
	}
	return false
}

// listName is the field a root array goes under.
func (x *Extractor) listName() string {
	if x.te.ListField != "" {
		return x.te.ListField
	}
	return DefaultListField
}

// split cuts the text into lines with their depths: the indentation unit
// is the smallest indentation; a line indented by no multiple of it, a
// tab in the indentation, or a comment line (none comes from an encoder,
// and markdown headings look like them) fails.
func (t *toonReader) split() bool {
	text := t.r.text
	unit := 0
	type raw struct{ ind, a, b int }
	var raws []raw
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		ls0 := ls
		ls = next
		i := ls0
		for i < le && text[i] == ' ' {
			i++
		}
		a, b := trimSpaceSpan(text, i, le)
		if a == b {
			continue
		}
		if i < le && text[i] == '\t' || text[a] == '#' {
			return false
		}
		ind := i - ls0
		if ind > 0 && (unit == 0 || ind < unit) {
			unit = ind
		}
		raws = append(raws, raw{ind, a, b})
		if len(raws) > maxTOONLines {
			return false
		}
	}
	if len(raws) < 2 {
		return false
	}
	if unit == 0 {
		unit = 1
	}
	for _, l := range raws {
		if l.ind%unit != 0 || l.ind/unit > maxTOONDepth {
			return false
		}
		t.lines = append(t.lines, toonLine{depth: l.ind / unit, a: l.a, b: l.b})
	}
	return true
}

// object reads the fields at depth d from line i on (the object's first
// field is line i, at column start when it follows a list item's "- ").
func (t *toonReader) object(i, d int, path string) (map[string]any, int, bool) {
	obj := map[string]any{}
	for i < len(t.lines) {
		l := t.lines[i]
		if l.depth < d {
			break
		}
		if l.depth > d {
			return nil, i, false
		}
		var ok bool
		if i, ok = t.field(i, l.a, d, obj, path); !ok {
			return nil, i, false
		}
	}
	return obj, i, true
}

// field reads the field starting at text[a:] of line i (depth d) into
// obj and returns the line after it.
func (t *toonReader) field(i, a, d int, obj map[string]any, path string) (int, bool) {
	text := t.r.text
	l := t.lines[i]
	if h, ok := t.headerAt(a, l.b); ok && h.key != "" {
		p := pointer(path, h.key)
		if h.keyed {
			v, next, ok := t.keyedTable(i, d, h, p)
			if !ok {
				return i, false
			}
			obj[h.key] = v
			return next, true
		}
		arr, next, ok := t.array(i, h, p)
		if !ok {
			return i, false
		}
		obj[h.key] = arr
		return next, true
	}
	c := toonColon(text, a, l.b)
	if c < 0 {
		return i, false
	}
	key, ka, kb, ok := toonKey(text, a, c)
	if !ok {
		return i, false
	}
	p := pointer(path, key)
	va, vb := trimSpaceSpan(text, c+1, l.b)
	if va == vb {
		// "key:" opens an object of the lines deeper than it
		if i+1 < len(t.lines) && t.lines[i+1].depth > d {
			sub, next, ok := t.object(i+1, d+1, p)
			if !ok {
				return i, false
			}
			obj[key] = sub
			return next, true
		}
		obj[key] = map[string]any{}
		return i + 1, true
	}
	if text[va:vb] == "[]" {
		obj[key] = []any{}
		return i + 1, true
	}
	v, ok := t.primitive(va, vb, p, span{ka, kb})
	if !ok {
		return i, false
	}
	obj[key] = v
	return i + 1, true
}

// header reads an array header on line i.
func (t *toonReader) header(i int) (toonHeader, bool) {
	l := t.lines[i]
	return t.headerAt(l.a, l.b)
}

// headerAt reads an array header `key[N<delim>]{fields}:` at text[a:b]
// (SPEC.md §6; a '#' before N, the old length marker, is allowed).
func (t *toonReader) headerAt(a, b int) (toonHeader, bool) {
	text := t.r.text
	var h toonHeader
	k := a
	if k < b && text[k] == '"' {
		e := toonQuoteEnd(text, k, b)
		if e < 0 {
			return h, false
		}
		k = e + 1
	} else {
		for k < b && text[k] != '[' && text[k] != ':' && text[k] != ' ' && text[k] != '"' {
			k++
		}
	}
	if k >= b || text[k] != '[' {
		return h, false
	}
	if k > a {
		key, ka, kb, ok := toonKey(text, a, k)
		if !ok {
			return h, false
		}
		h.key, h.keyA, h.keyB = key, ka, kb
	}
	j := k + 1
	if j < b && text[j] == '#' {
		j++
	}
	n0 := j
	for j < b && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	if j == n0 || j-n0 > 9 || j-n0 > 1 && text[n0] == '0' {
		return h, false
	}
	h.n, _ = strconv.Atoi(text[n0:j])
	h.delim = ','
	if j < b && text[j] == ':' {
		h.keyed = true
		j++
	}
	if j < b && (text[j] == '\t' || text[j] == '|') {
		h.delim = text[j]
		j++
	}
	if j >= b || text[j] != ']' {
		return h, false
	}
	j++
	if j < b && text[j] == '{' {
		e := strings.IndexByte(text[j:b], '}')
		if e < 0 {
			return h, false
		}
		for _, c := range toonSplit(text, j+1, j+e, h.delim) {
			f, _, _, ok := toonKey(text, c.start, c.end)
			if !ok || strings.ContainsAny(f, "{}") {
				return h, false // nested field groups are not read
			}
			h.fields = append(h.fields, f)
		}
		j += e + 1
	}
	if j >= b || text[j] != ':' || h.keyed && h.fields == nil {
		return h, false
	}
	h.restA, h.restB = trimSpaceSpan(text, j+1, b)
	if h.fields != nil && h.restA < h.restB {
		return h, false
	}
	return h, true
}

// array reads the array of header h on line i and returns the line
// after it.
func (t *toonReader) array(i int, h toonHeader, path string) ([]any, int, bool) {
	t.headers++
	text := t.r.text
	d := t.lines[i].depth
	arr := []any{}
	if h.restA < h.restB {
		// inline primitives
		for k, c := range toonSplit(text, h.restA, h.restB, h.delim) {
			v, ok := t.primitive(c.start, c.end, pointerIndex(path, k))
			if !ok {
				return nil, i, false
			}
			arr = append(arr, v)
		}
		return arr, i + 1, len(arr) == h.n
	}
	i++
	if h.fields != nil {
		// tabular rows at depth d+1
		for i < len(t.lines) && t.lines[i].depth == d+1 && len(arr) < h.n {
			l := t.lines[i]
			cells := toonSplit(text, l.a, l.b, h.delim)
			if len(cells) != len(h.fields) {
				return nil, i, false
			}
			row := map[string]any{}
			rp := pointerIndex(path, len(arr))
			for k, c := range cells {
				v, ok := t.primitive(c.start, c.end, pointer(rp, h.fields[k]))
				if !ok {
					return nil, i, false
				}
				row[h.fields[k]] = v
			}
			arr = append(arr, row)
			i++
		}
		return arr, i, len(arr) == h.n
	}
	// an expanded list: "- " items at depth d+1
	for i < len(t.lines) && t.lines[i].depth == d+1 && len(arr) < h.n {
		l := t.lines[i]
		if text[l.a] != '-' || l.b-l.a > 1 && text[l.a+1] != ' ' {
			return nil, i, false
		}
		ip := pointerIndex(path, len(arr))
		a, _ := trimSpaceSpan(text, l.a+1, l.b)
		if a == l.b {
			arr = append(arr, map[string]any{})
			i++
			continue
		}
		if ih, ok := t.headerAt(a, l.b); ok && ih.key == "" && !ih.keyed && ih.fields == nil {
			sub, next, ok := t.array(i, ih, ip)
			if !ok {
				return nil, i, false
			}
			arr = append(arr, sub)
			i = next
			continue
		}
		if _, ok := t.headerAt(a, l.b); !ok && toonColon(text, a, l.b) < 0 {
			v, ok := t.primitive(a, l.b, ip)
			if !ok {
				return nil, i, false
			}
			arr = append(arr, v)
			i++
			continue
		}
		// an object: its first field on the hyphen line, the others at
		// depth d+2
		obj := map[string]any{}
		next, ok := t.field(i, a, d+2, obj, ip)
		if !ok {
			return nil, i, false
		}
		for next < len(t.lines) && t.lines[next].depth == d+2 {
			if next, ok = t.field(next, t.lines[next].a, d+2, obj, ip); !ok {
				return nil, i, false
			}
		}
		arr = append(arr, obj)
		i = next
	}
	return arr, i, len(arr) == h.n
}

// keyedTable reads the entry rows `key: c1,c2` of a keyed header h on
// line i (depth d).
func (t *toonReader) keyedTable(i, d int, h toonHeader, path string) (map[string]any, int, bool) {
	t.headers++
	text := t.r.text
	obj := map[string]any{}
	i++
	for i < len(t.lines) && t.lines[i].depth == d+1 {
		l := t.lines[i]
		c := toonColon(text, l.a, l.b)
		if c < 0 {
			return nil, i, false
		}
		key, _, _, ok := toonKey(text, l.a, c)
		if !ok {
			return nil, i, false
		}
		cells := toonSplit(text, c+1, l.b, h.delim)
		if len(cells) != len(h.fields) {
			return nil, i, false
		}
		row := map[string]any{}
		rp := pointer(path, key)
		for k, cl := range cells {
			v, ok := t.primitive(cl.start, cl.end, pointer(rp, h.fields[k]))
			if !ok {
				return nil, i, false
			}
			row[h.fields[k]] = v
		}
		obj[key] = row
		i++
	}
	return obj, i, len(obj) == h.n
}

// primitive decodes the token text[a:b] (SPEC.md §4) and records its hit.
func (t *toonReader) primitive(a, b int, path string, labels ...span) (any, bool) {
	text := t.r.text
	a, b = trimSpaceSpan(text, a, b)
	tok := text[a:b]
	if tok != "" && tok[0] == '"' {
		if toonQuoteEnd(text, a, b) != b-1 {
			return nil, false
		}
		s, ok := toonUnescape(tok[1 : len(tok)-1])
		if !ok {
			return nil, false
		}
		t.r.addHit(path, span{a + 1, b - 1}, labels...)
		return s, true
	}
	t.r.addHit(path, span{a, b}, labels...)
	switch tok {
	case "true":
		return true, true
	case "false":
		return false, true
	case "null":
		return nil, true
	}
	if toonNumber(tok) {
		if f, err := strconv.ParseFloat(tok, 64); err == nil {
			return f, true
		}
	}
	return tok, true
}

// toonNumber reports whether tok is a number token a decoder reads as a
// number: the JSON number grammar (no leading zeros, an optional fraction
// and exponent), at most 30 bytes.
func toonNumber(tok string) bool {
	return tok != "" && len(tok) <= 30 && (tok[0] == '-' || tok[0] >= '0' && tok[0] <= '9') && json.Valid([]byte(tok))
}

// toonKey decodes the key text[a:b] (quoted, or everything trimmed).
func toonKey(text string, a, b int) (string, int, int, bool) {
	a, b = trimSpaceSpan(text, a, b)
	if a == b {
		return "", a, b, false
	}
	if text[a] == '"' {
		if toonQuoteEnd(text, a, b) != b-1 {
			return "", a, b, false
		}
		s, ok := toonUnescape(text[a+1 : b-1])
		return s, a + 1, b - 1, ok && s != ""
	}
	return text[a:b], a, b, true
}

// toonColon returns the first unquoted ':' of text[a:b], or -1.
func toonColon(text string, a, b int) int {
	for i := a; i < b; i++ {
		switch text[i] {
		case '"':
			e := toonQuoteEnd(text, i, b)
			if e < 0 {
				return -1
			}
			i = e
		case ':':
			return i
		}
	}
	return -1
}

// toonQuoteEnd returns the index of the quote closing the one at
// text[i], or -1.
func toonQuoteEnd(text string, i, b int) int {
	for j := i + 1; j < b; j++ {
		switch text[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return -1
}

// toonSplit splits text[a:b] on the unquoted delimiter d; each cell is
// trimmed of blanks.
func toonSplit(text string, a, b int, d byte) []span {
	var out []span
	s := a
	for i := a; i <= b; i++ {
		if i < b && text[i] == '"' {
			if e := toonQuoteEnd(text, i, b); e > 0 {
				i = e
				continue
			}
		}
		if i == b || text[i] == d {
			x, y := s, i
			for x < y && text[x] == ' ' {
				x++
			}
			for y > x && text[y-1] == ' ' {
				y--
			}
			out = append(out, span{x, y})
			s = i + 1
		}
	}
	return out
}

// toonUnescape decodes the escapes of a quoted TOON string (SPEC.md §7.1).
func toonUnescape(s string) (string, bool) {
	if !strings.Contains(s, `\`) {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i >= len(s) {
			return "", false
		}
		switch s[i] {
		case '\\', '"':
			b.WriteByte(s[i])
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			if i+5 > len(s) {
				return "", false
			}
			n, err := strconv.ParseUint(s[i+1:i+5], 16, 32)
			if err != nil || n >= 0xD800 && n <= 0xDFFF {
				return "", false
			}
			b.WriteRune(rune(n))
			i += 4
		default:
			return "", false
		}
	}
	return b.String(), true
}
