package textparse

import (
	"bytes"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// ItemField is one field of a list item found by ItemFields.
type ItemField struct {
	// Name is a stable snake_case name chosen from the field's role
	// ("index", "number", "type", "name", "title", "url", "description",
	// "stars", "count", "size", "details") or, for `key: value` pairs, from
	// the key ("Language: Go" → "language").
	Name string
	// Value is item[Start:End]: the raw bytes of the value (markup
	// delimiters around it excluded, markup inside it kept).
	Value string
	// Start and End are byte offsets of Value in the item text.
	Start, End int
}

// Field names ItemFields gives by role.
const (
	FieldIndex       = "index"       // "0: …", "[3] …"
	FieldNumber      = "number"      // "#12 …"
	FieldType        = "type"        // "[FILE] …"
	FieldName        = "name"        // leading bold, code span or words
	FieldTitle       = "title"       // link text, or the words after an index
	FieldURL         = "url"         // link destination, autolink, bare URL
	FieldDescription = "description" // text after the name, free lines
	FieldStars       = "stars"       // "(★ 1,234)"
	FieldCount       = "count"       // "(12)"
	FieldSize        = "size"        // "(1.2 KB)"
	FieldDate        = "date"        // "(2025-12-20)", an ISO date column
	FieldHash        = "hash"        // "a1b2c3d Fix …": a leading commit hash
	FieldChecked     = "checked"     // "[x] …": a checked task box

	FieldState   = "state"   // "(current) …" before the lead
	FieldDetails = "details" // any other trailing parenthetical
)

// maxInlineBytes bounds the part of an item goldmark parses for inline
// markup (goldmark's link parser is quadratic on runs of unclosed "[a]("):
// past it, lines are read without markup.
const maxInlineBytes = 4 << 10

// markupPart is the part of item goldmark parses: all of it, or its
// lines within the first maxInlineBytes bytes (at least a cut of the
// first line).
func markupPart(item string) string {
	if len(item) <= maxInlineBytes {
		return item
	}
	if i := strings.LastIndexByte(item[:maxInlineBytes], '\n'); i > 0 {
		return item[:i]
	}
	return item[:maxInlineBytes]
}

// mayHaveInlines reports whether s holds a character that can start
// inline markup ItemFields reads: '*', '`', '[', '<', or a '_' not inside
// a word (intraword underscores, as in snake_case names and URLs, never
// delimit emphasis).
func mayHaveInlines(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '`', '[', '<':
			return true
		case '_':
			if i == 0 || i+1 == len(s) || !isAlnumByte(s[i-1]) || !isAlnumByte(s[i+1]) {
				return true
			}
		}
	}
	return false
}

func isAlnumByte(c byte) bool { return isLetterByte(c) || c >= '0' && c <= '9' }

// maxItemFields bounds the number of fields ItemFields reports per item.
const maxItemFields = 256

// maxItemFieldsBytes bounds the part of an item ItemFields reads (and hands
// to goldmark): fields past it are not reported.
const maxItemFieldsBytes = 64 << 10

// inlineParser is goldmark with its paragraph block parser only and the
// default inline parsers (code spans, links, autolinks, raw HTML,
// emphasis), without link reference definitions: every line of an item is
// inline text, so "- key: v" or "[3]: x" lines stay text and every node
// keeps its byte position. goldmark parsers are safe for concurrent use
// (configuration is frozen on first Parse; parse state is per call).
var inlineParser = parser.NewParser(
	parser.WithBlockParsers(util.Prioritized(parser.NewParagraphParser(), 1000)),
	parser.WithInlineParsers(parser.DefaultInlineParsers()...),
)

// inline kinds.
const (
	inStrong byte = iota + 1
	inEmph
	inCode
	inLink
	inImage
	inAuto
)

// inlineSpan is one inline markup node of an item: its whole extent
// [start, end), its inner value [in0, in1) and, for links, the
// destination [u0, u1) (u0 < 0 when there is none).
type inlineSpan struct {
	kind            byte
	start, end, in0 int
	in1, u0, u1     int
}

// ItemFields decomposes the text of one list item (its content after the
// list marker, continuation lines raw, as in ListItem.Text) into fields,
// using goldmark's inline AST for the markup and the line structure for
// the rest:
//   - on the first line, in order: an index prefix ("0:", "3.", "[3]" →
//     index; "#12" → number), a bracketed tag ("[FILE]" → type), the lead
//     (a bold span or code span → name; a link → title and url; an
//     autolink → url; a `Key: value` pair → the key's name; plain words →
//     name, or title after an index), the text after a " - ", " – ", " — ",
//     " | " or ":" separator (description, or url when it is one link or
//     URL) and a trailing parenthetical ("(★ 1,234)" → stars, "(12)" →
//     count, "(1.2 KB)" → size, "(3 rows)" → rows, else details);
//   - on the following lines (nested list markers and indentation
//     skipped): `Key: value` pairs (plain or with a bold key) → the key's
//     snake_case name, a lone URL → url (when the item has none yet),
//     other non-blank lines → description.
//
// Names are unique within an item (a repeated name gets "_2", "_3"…),
// except description, which repeats once per free continuation line.
// Fields are in text order and do not overlap. It never panics; only the
// first 64 KiB of an item are read (markup in its first 4 KiB) and at
// most 256 fields reported.
func ItemFields(item string) []ItemField {
	if len(item) > maxItemFieldsBytes {
		item = item[:maxItemFieldsBytes]
	}
	var spans []inlineSpan
	if md := markupPart(item); mayHaveInlines(md) {
		spans, _ = inlineSpans([]byte(md))
	}
	return itemFields(item, spans)
}

// ItemFieldsList returns ItemFields of every item, the same fields, with
// one goldmark parse for all of them: the items' markup parts are joined
// by blank lines, which goldmark's inline parsing does not cross. Use it
// for the items of one list: it saves goldmark's cost per call (about two
// thirds of its time on items of a hundred bytes).
func ItemFieldsList(items []string) [][]ItemField {
	out := make([][]ItemField, len(items))
	texts := make([]string, len(items))
	var buf []byte
	offs := make([]int, len(items))
	for i, it := range items {
		offs[i] = -1
		if len(it) > maxItemFieldsBytes {
			it = it[:maxItemFieldsBytes]
		}
		texts[i] = it
		if md := markupPart(it); mayHaveInlines(md) {
			offs[i] = len(buf)
			buf = append(buf, md...)
			buf = append(buf, '\n', '\n')
		}
	}
	var all []inlineSpan
	if len(buf) > 0 {
		var ok bool
		if all, ok = inlineSpans(buf[:len(buf):len(buf)]); !ok {
			// goldmark panicked on the batch: parse item by item
			for i, it := range texts {
				out[i] = ItemFields(it)
			}
			return out
		}
	}
	k := 0
	for i, it := range texts {
		var spans []inlineSpan
		if o := offs[i]; o >= 0 {
			end := o + len(markupPart(it))
			for k < len(all) && all[k].start < o {
				k++
			}
			j := k
			for j < len(all) && all[j].start < end {
				j++
			}
			if j > k {
				spans = make([]inlineSpan, j-k)
				for n, sp := range all[k:j] {
					sp.shift(-o)
					spans[n] = sp
				}
			}
			k = j
		}
		out[i] = itemFields(it, spans)
	}
	return out
}

// itemFields splits item given its inline spans.
func itemFields(item string, spans []inlineSpan) []ItemField {
	f := itemFielder{item: item, spans: spans}
	first := true
	for start := 0; start < len(item); {
		end, next := lineBounds(item, start)
		if first {
			f.head(start, end)
			first = false
		} else {
			f.body(start, end)
		}
		start = next
	}
	return f.out
}

// itemFielder holds the state of one ItemFields call.
type itemFielder struct {
	item  string
	spans []inlineSpan
	out   []ItemField
	used  map[string]bool
	next  map[string]int // per repeated name, the next suffix to try
}

// add records a field (values are trimmed of white space; empty ones are
// dropped).
func (f *itemFielder) add(name string, a, b int) {
	for a < b && isWSByte(f.item[a]) {
		a++
	}
	for b > a && isWSByte(f.item[b-1]) {
		b--
	}
	if a >= b || name == "" {
		return
	}
	if len(f.out) >= maxItemFields {
		return
	}
	if name != FieldDescription {
		if f.used[name] {
			base := name
			k := f.next[base]
			for k = max(k, 2); f.used[name]; k++ {
				name = base + "_" + strconv.Itoa(k)
			}
			if f.next == nil {
				f.next = map[string]int{}
			}
			f.next[base] = k
		}
		f.mark(name)
	}
	f.out = append(f.out, ItemField{Name: name, Value: f.item[a:b], Start: a, End: b})
}

// mark records name as used.
func (f *itemFielder) mark(name string) {
	if f.used == nil {
		f.used = make(map[string]bool, 8)
	}
	f.used[name] = true
}

// spanIndex returns the index of the first inline span starting at or
// after i.
func (f *itemFielder) spanIndex(i int) int {
	return sort.Search(len(f.spans), func(k int) bool { return f.spans[k].start >= i })
}

// spanAt returns the inline span starting at i, if any.
func (f *itemFielder) spanAt(i int) *inlineSpan {
	if k := f.spanIndex(i); k < len(f.spans) && f.spans[k].start == i {
		return &f.spans[k]
	}
	return nil
}

// inSpan reports whether offset i lies inside (not at the start of) an
// inline span.
func (f *itemFielder) inSpan(i int) bool {
	k := f.spanIndex(i) - 1
	return k >= 0 && f.spans[k].end > i
}

// nextSpan returns the first inline span starting in [a, b), or nil.
func (f *itemFielder) nextSpan(a, b int) *inlineSpan {
	if k := f.spanIndex(a); k < len(f.spans) && f.spans[k].start < b {
		return &f.spans[k]
	}
	return nil
}

// head splits the first line [a, b) of the item.
func (f *itemFielder) head(a, b int) {
	s := f.item
	b = trimRightSpace(s, a, b)
	attrs, tail := f.trailingAttrs(a, b)
	f.headMain(a, trimRightSpace(s, a, tail))
	for _, at := range attrs {
		f.add(keyName(s[at[0]:at[1]]), at[2], at[3])
	}
}

// trailingAttrs finds the `[key=value]` attributes that end the line
// [a, b) (as in accessibility snapshots: `button "OK" [ref=e12]`, a final
// ':' allowed); it returns them in text order as {key start, key end,
// value start, value end} and where they start (b when there are none).
func (f *itemFielder) trailingAttrs(a, b int) ([][4]int, int) {
	s := f.item
	var out [][4]int
	tail := b
	e := b
	if e > a && s[e-1] == ':' {
		e--
	}
	for e > a && s[e-1] == ']' && !f.inSpan(e-1) && len(out) < 16 {
		o := strings.LastIndexByte(s[a:e-1], '[')
		if o < 0 {
			break
		}
		o += a
		eq := strings.IndexByte(s[o:e], '=')
		if eq < 0 || o == a || !isWSByte(s[o-1]) || f.inSpan(o) {
			break
		}
		eq += o
		k0, k1, v0, v1 := o+1, eq, eq+1, e-1
		if k1 <= k0 || v1 <= v0 || !isAttrKey(s[k0:k1]) || strings.ContainsAny(s[v0:v1], "[]\n") {
			break
		}
		out = append(out, [4]int{k0, k1, v0, v1})
		tail = o
		e = trimRightSpace(s, a, o)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, tail
}

// isAttrKey reports whether k is 1 to 24 letters, digits, '-' or '_',
// starting with a letter.
func isAttrKey(k string) bool {
	if k == "" || len(k) > 24 || !isLetterByte(k[0]) {
		return false
	}
	for i := 0; i < len(k); i++ {
		if c := k[i]; !isAlnumByte(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// headMain splits the first line [a, b) of the item, trailing attributes
// excluded.
func (f *itemFielder) headMain(a, b int) {
	s := f.item
	p := skipSpace(s, a, b)
	indexed := false
	// Index prefix.
	if q, name, v0, v1 := indexPrefix(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(name, v0, v1)
		p = skipSpace(s, q, b)
		indexed = true
	}
	// Task list checkbox: "[x] done", "[ ] to do".
	if p+3 < b && s[p] == '[' && s[p+2] == ']' && isWSByte(s[p+3]) && (s[p+1] == ' ' || s[p+1] == 'x' || s[p+1] == 'X') {
		if s[p+1] != ' ' {
			f.add(FieldChecked, p+1, p+2)
		}
		p = skipSpace(s, p+3, b)
	}
	// Bracketed tag: "[FILE] name".
	if q := tagPrefix(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(FieldType, p+1, q-1)
		p = skipSpace(s, q, b)
	}
	// Parenthesised state before more text: "(current) [Title](url)".
	if q := stateTag(s, p, b); q > p && !f.inSpan(p) {
		f.add(FieldState, p+1, q-1)
		p = skipSpace(s, q, b)
	}
	// Commit hash: "a1b2c3d Fix the parser".
	if q := hashPrefix(s, p, b); q > p {
		f.add(FieldHash, p, q)
		p = skipSpace(s, q, b)
	}
	if p >= b {
		return
	}
	// Trailing parenthetical, found first so the text before it stops there.
	pa, pb := f.trailingParen(p, b)
	end := b
	if pa >= 0 {
		end = trimRightSpace(s, p, pa)
	}
	// Role and quoted name: `button "Submit"`, `link "Learn more"`.
	if w, q0, q1 := roleQuoted(s, p, end); w > p && !f.inSpan(q0) {
		f.add(FieldType, p, w)
		f.add(FieldName, q0, q1)
		f.rest(q1+1, end)
		f.paren(pa, pb)
		return
	}
	// Lead.
	if sp := f.spanAt(p); sp != nil && sp.end <= b {
		switch sp.kind {
		case inStrong, inCode:
			inner := strings.TrimSpace(s[sp.in0:sp.in1])
			if sp.kind == inStrong && strings.HasSuffix(inner, ":") && len(inner) > 1 {
				// "**Key:** value"
				f.pairs(keyName(inner[:len(inner)-1]), sp.end, b)
				return
			}
			if sp.kind == inStrong && sp.end < b && s[sp.end] == ':' && isKey(inner) && !indexed && sp.end+1 < b && isWSByte(s[sp.end+1]) && f.nextSpan(sp.end, b) == nil {
				// "**Key**: value" with a plain value
				f.pairs(keyName(inner), sp.end+1, b)
				return
			}
			f.add(FieldName, sp.in0, sp.in1)
		case inLink, inImage:
			f.add(FieldTitle, sp.in0, sp.in1)
			if sp.u0 >= 0 {
				f.add(FieldURL, sp.u0, sp.u1)
			}
		case inAuto:
			f.add(FieldURL, sp.in0, sp.in1)
		default: // emphasis: words
			f.rest(f.plainLead(p, end, indexed), end)
			f.paren(pa, pb)
			return
		}
		f.rest(sp.end, end)
		f.paren(pa, pb)
		return
	}
	// Plain `Key: value` line; a key that reads as data ("notes.txt:
	// plain text") is a name followed by its description.
	if !indexed {
		if k, v := keyValueAt(s, p, b); k > p && f.nextSpan(p, v) == nil {
			if isLabel(s[p:k]) {
				f.pairs(keyName(s[p:k]), v, b)
				return
			}
			f.add(FieldName, p, k)
			f.rest(k, end)
			f.paren(pa, pb)
			return
		}
	}
	q := f.plainLead(p, end, indexed)
	f.rest(q, end)
	f.paren(pa, pb)
}

// plainLead records the words at [p, …) up to a separator, a link or a
// code span as name (title after an index); it returns where they end.
func (f *itemFielder) plainLead(p, end int, indexed bool) int {
	q := f.leadEnd(p, end)
	name := FieldName
	if indexed {
		name = FieldTitle
	}
	if isBareURL(strings.TrimSpace(f.item[p:q])) {
		name = FieldURL
	}
	f.add(name, p, q)
	return q
}

// leadEnd is the end of plain lead words starting at p: the first
// separator, column gap, link, autolink or code span outside markup, else
// end.
func (f *itemFielder) leadEnd(p, end int) int {
	s := f.item
	k := f.spanIndex(p)
	for i := p; i < end; {
		if k < len(f.spans) && f.spans[k].start == i {
			sp := &f.spans[k]
			if i > p && (sp.kind == inLink || sp.kind == inImage || sp.kind == inAuto || sp.kind == inCode) {
				return trimRightSpace(s, p, i)
			}
			i = max(sp.end, i+1)
			for k < len(f.spans) && f.spans[k].start < i {
				k++
			}
			continue
		}
		if i > p {
			if _, ok := separatorAt(s, i, end); ok {
				return i
			}
			if s[i] == '\t' || s[i] == ' ' && i+1 < end && s[i+1] == ' ' {
				return i
			}
		}
		i++
	}
	return end
}

// rest records what follows the lead on the first line, [q, end): after
// an optional separator (" - ", " – ", " — ", " | " or ":"), one link or
// URL → url, else description.
func (f *itemFielder) rest(q, end int) {
	s := f.item
	if q+1 < end && (s[q] == '\t' || s[q] == ' ' && s[q+1] == ' ') {
		f.columns(skipSpace(s, q, end), end)
		return
	}
	q = skipSpace(s, q, end)
	if q < end {
		for _, m := range [...]string{":", "-", "–", "—", "|", "·", "•"} {
			if strings.HasPrefix(s[q:end], m) && (q+len(m) == end || s[q+len(m)] == ' ' || s[q+len(m)] == '\t') {
				q = skipSpace(s, q+len(m), end)
				break
			}
		}
	}
	if q >= end {
		return
	}
	if f.gapAt(q, end) >= 0 {
		f.columns(q, end)
		return
	}
	if sp := f.spanAt(q); sp != nil && trimRightSpace(s, q, end) == sp.end {
		switch sp.kind {
		case inLink, inImage:
			if sp.u0 >= 0 && !f.used[FieldURL] {
				if !f.used[FieldTitle] {
					f.add(FieldTitle, sp.in0, sp.in1)
				}
				f.add(FieldURL, sp.u0, sp.u1)
				return
			}
		case inAuto:
			if !f.used[FieldURL] {
				f.add(FieldURL, sp.in0, sp.in1)
				return
			}
		}
	}
	if isBareURL(strings.TrimSpace(s[q:end])) && !f.used[FieldURL] {
		f.add(FieldURL, q, end)
		return
	}
	f.add(FieldDescription, q, end)
}

// gapAt returns the offset of the first column gap (two or more blanks,
// or a tab) in [q, end) outside markup, or -1.
func (f *itemFielder) gapAt(q, end int) int {
	s := f.item
	for i := q; i+1 < end; i++ {
		if (s[i] == '\t' || s[i] == ' ' && s[i+1] == ' ') && i > q && !f.inSpan(i) {
			return i
		}
	}
	return -1
}

// columns records the gap-separated columns of [q, end), each named by
// its shape (url, size, count, date), else description then details.
func (f *itemFielder) columns(q, end int) {
	s := f.item
	for q < end {
		g := f.gapAt(q, end)
		e := end
		if g >= 0 {
			e = g
		}
		name := shapeName(s[q:e])
		if name == "" {
			name = FieldDetails
			if !f.used[FieldDescription] {
				name = FieldDescription
				f.mark(FieldDescription)
			}
		}
		f.add(name, q, e)
		q = skipSpace(s, e, end)
	}
}

// shapeName names a value by its shape: url, size ("55 B"), count (a
// number), date (ISO), else "".
func shapeName(v string) string {
	v = strings.TrimSpace(v)
	switch {
	case isBareURL(v):
		return FieldURL
	case isNumber(v):
		return FieldCount
	case isISODate(v):
		return FieldDate
	}
	if num, unit, ok := strings.Cut(v, " "); ok && isNumber(num) && isSizeUnit(unit) {
		return FieldSize
	}
	return ""
}

// isSizeUnit reports whether u is a byte size unit.
func isSizeUnit(u string) bool {
	switch strings.ToLower(u) {
	case "b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "bytes":
		return true
	}
	return false
}

// isISODate reports whether v starts with a YYYY-MM-DD date and has no
// blank after a time part.
func isISODate(v string) bool {
	if len(v) < 10 || v[4] != '-' || v[7] != '-' {
		return false
	}
	for _, i := range [...]int{0, 1, 2, 3, 5, 6, 8, 9} {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return len(v) == 10 || v[10] == 'T' || v[10] == ' ' && len(v) <= 32
}

// pairs records a `Key: value` value [v, b) under name. Further pairs
// after ", ", "; " or " | " become fields of their own, and a trailing
// parenthetical of a value its own field ("@alice (2025-12-20)").
func (f *itemFielder) pairs(name string, v, b int) {
	s := f.item
	for guard := 0; guard < 64; guard++ {
		cut, next := -1, -1
		for i := v; i+1 < b; i++ {
			c := s[i]
			if (c == ',' || c == ';' || c == '|') && s[i+1] == ' ' && !f.inSpan(i) {
				j := skipSpace(s, i+1, b)
				if k, _ := keyValueAt(s, j, b); k > j {
					cut, next = i, j
					break
				}
			}
		}
		end := b
		if cut >= 0 {
			end = trimRightSpace(s, v, cut)
		}
		pa, pb := f.trailingParen(v, end)
		if pa >= 0 {
			f.add(name, v, pa)
			f.paren(pa, pb)
		} else {
			f.add(name, v, end)
		}
		if cut < 0 {
			return
		}
		k, vv := keyValueAt(s, next, b)
		name, v = keyName(s[next:k]), vv
	}
}

// paren records the trailing parenthetical [pa, pb) (the parentheses
// included), when there is one.
func (f *itemFielder) paren(pa, pb int) {
	if pa < 0 {
		return
	}
	a, b := pa+1, pb-1
	for a < b && isWSByte(f.item[a]) {
		a++
	}
	for b > a && isWSByte(f.item[b-1]) {
		b--
	}
	name, v0, v1 := parenField(f.item, a, b)
	f.add(name, v0, v1)
}

// trailingParen finds a parenthetical closing the line [p, b): its '('
// follows white space, lies outside markup and is not the line start.
// It returns (-1, -1) when there is none.
func (f *itemFielder) trailingParen(p, b int) (int, int) {
	s := f.item
	if b <= p || s[b-1] != ')' || f.inSpan(b-1) {
		return -1, -1
	}
	depth := 0
	for i := b - 1; i > p; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				if !isWSByte(s[i-1]) || f.inSpan(i) || i-p > 0 && strings.TrimSpace(s[p:i]) == "" {
					return -1, -1
				}
				return i, b
			}
		}
	}
	return -1, -1
}

// body reads one continuation line [a, b): a `Key: value` pair or a free
// line (description).
func (f *itemFielder) body(a, b int) {
	s := f.item
	b = trimRightSpace(s, a, b)
	p := skipSpace(s, a, b)
	if p >= b {
		return
	}
	p = skipSpace(s, skipMarker(s, p, b), b)
	if sp := f.spanAt(p); sp != nil && sp.kind == inStrong {
		inner := strings.TrimSpace(s[sp.in0:sp.in1])
		if strings.HasSuffix(inner, ":") && len(inner) > 1 && isKey(inner[:len(inner)-1]) {
			f.pairs(keyName(inner[:len(inner)-1]), sp.end, b)
			return
		}
		if sp.end+1 < b && s[sp.end] == ':' && isWSByte(s[sp.end+1]) && isKey(inner) {
			f.pairs(keyName(inner), sp.end+1, b)
			return
		}
	}
	if k, v := keyValueAt(s, p, b); k > p && !f.inSpan(k) && isLabel(s[p:k]) {
		f.pairs(keyName(s[p:k]), v, b)
		return
	}
	if isBareURL(s[p:b]) && !f.used[FieldURL] {
		f.add(FieldURL, p, b)
		return
	}
	f.add(FieldDescription, p, b)
}

// indexPrefix reads "12:", "12.", "12)", "#12" or "[12]" followed by white
// space (or the line end) at p; it returns the end of the prefix (p when
// there is none), the field name and the number's span.
func indexPrefix(s string, p, b int) (int, string, int, int) {
	i := p
	name := FieldIndex
	closeBy := byte(0)
	switch {
	case i < b && s[i] == '#':
		name = FieldNumber
		i++
	case i < b && s[i] == '[':
		closeBy = ']'
		i++
	}
	d0 := i
	for i < b && i-d0 < 12 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	d1 := i
	if d1 == d0 {
		return p, "", 0, 0
	}
	switch {
	case closeBy != 0:
		if i >= b || s[i] != closeBy {
			return p, "", 0, 0
		}
		i++
	case name == FieldNumber:
	default:
		if i >= b || s[i] != ':' && s[i] != '.' && s[i] != ')' {
			return p, "", 0, 0
		}
		i++
	}
	if i < b && !isWSByte(s[i]) {
		return p, "", 0, 0
	}
	return i, name, d0, d1
}

// isLabel reports whether a key reads as a label ("Status", "Created at",
// "max_upload_mb") rather than as data ("notes.txt", "src/main.go",
// "user@host"): no '.', '/', '\\' or '@'.
func isLabel(k string) bool {
	return !strings.ContainsAny(k, "./\\@")
}

// hashPrefix reads a commit hash (7 to 40 hex digits with a digit and a
// letter) followed by white space and more text at p; it returns its end
// or p.
func hashPrefix(s string, p, b int) int {
	i := p
	digit, letter := false, false
	for ; i < b && i-p <= 40; i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			digit = true
		} else if c >= 'a' && c <= 'f' {
			letter = true
		} else {
			break
		}
	}
	if i-p < 7 || i-p > 40 || !digit || !letter || i >= b || !isWSByte(s[i]) || skipSpace(s, i, b) >= b {
		return p
	}
	return i
}

// roleQuoted reads a lower-case role word and a double-quoted name at p
// (`button "Submit"`); it returns the word's end and the name's span, or
// (p, p, p).
func roleQuoted(s string, p, end int) (int, int, int) {
	i := p
	for i < end && (s[i] >= 'a' && s[i] <= 'z' || s[i] == '-') && i-p < 24 {
		i++
	}
	if i == p || i+1 >= end || s[i] != ' ' || s[i+1] != '"' {
		return p, p, p
	}
	q := strings.IndexByte(s[i+2:end], '"')
	if q <= 0 {
		return p, p, p
	}
	return i, i + 2, i + 2 + q
}

// stateTag reads a parenthesised word or two ("(current)") followed by
// white space and more text at p; it returns its end or p.
func stateTag(s string, p, b int) int {
	if p >= b || s[p] != '(' {
		return p
	}
	i := p + 1
	for ; i < b && i-p <= 25; i++ {
		c := s[i]
		if c == ')' {
			break
		}
		if !isLetterByte(c) && c != ' ' && c != '-' && c != '_' {
			return p
		}
	}
	if i >= b || s[i] != ')' || i == p+1 || !isLetterByte(s[p+1]) || i+1 >= b || !isWSByte(s[i+1]) || skipSpace(s, i+1, b) >= b {
		return p
	}
	return i + 1
}

// tagPrefix reads a bracketed tag "[FILE]" (1 to 24 letters, digits, '_'
// or '-', with a letter) followed by white space at p; it returns its end
// or p.
func tagPrefix(s string, p, b int) int {
	if p >= b || s[p] != '[' {
		return p
	}
	letter := false
	i := p + 1
	for ; i < b && i-p <= 25; i++ {
		c := s[i]
		if c == ']' {
			break
		}
		if isLetterByte(c) {
			letter = true
			continue
		}
		if c >= '0' && c <= '9' || c == '_' || c == '-' {
			continue
		}
		return p
	}
	if i >= b || s[i] != ']' || !letter || i+1 >= b || !isWSByte(s[i+1]) {
		return p
	}
	return i + 1
}

// separatorAt reports whether a " - ", " – ", " — " or " | " separator
// starts at i (a space, the mark, a space); n is its length.
func separatorAt(s string, i, end int) (int, bool) {
	if i >= end || s[i] != ' ' {
		return 0, false
	}
	for _, m := range [...]string{"-", "–", "—", "|", "·", "•"} {
		if strings.HasPrefix(s[i+1:end], m) {
			j := i + 1 + len(m)
			if j < end && (s[j] == ' ' || s[j] == '\t') {
				return j + 1 - i, true
			}
		}
	}
	return 0, false
}

// keyValueAt reads a `Key: value` pair at p: a key of 1 to 40 bytes
// starting with a letter (letters, digits, spaces, '_', '-', '.', '/',
// '\”, parentheses), a colon, white space and a value. It returns the
// colon's offset and the value's start, or (p, p).
func keyValueAt(s string, p, b int) (int, int) {
	if p >= b || !isLetterByte(s[p]) && s[p] < 0x80 {
		return p, p
	}
	for i := p; i < b && i-p <= 40; i++ {
		c := s[i]
		if c == ':' {
			if i+1 < b && (s[i+1] == ' ' || s[i+1] == '\t') && isKey(s[p:i]) {
				v := skipSpace(s, i+1, b)
				if v < b {
					return i, v
				}
			}
			return p, p
		}
		if !(isLetterByte(c) || c >= '0' && c <= '9' || c >= 0x80 || strings.IndexByte(" _-./'()", c) >= 0) {
			return p, p
		}
	}
	return p, p
}

// isKey reports whether k looks like a label: 1 to 40 bytes, a letter
// first, at most 5 words.
func isKey(k string) bool {
	k = strings.TrimSpace(k)
	if k == "" || len(k) > 40 || strings.Count(k, " ") > 4 {
		return false
	}
	return isLetterByte(k[0]) || k[0] >= 0x80
}

// parenField names the content [a, b) of a trailing parenthetical and
// returns the value's span: "★ 1,234" → stars (the number), "12" → count,
// "1.2 KB" → size, "3 rows" → rows (the number), else details (all of it).
func parenField(s string, a, b int) (string, int, int) {
	c := s[a:b]
	for _, star := range [...]string{"★", "⭐", "☆", "🌟"} {
		if strings.HasPrefix(c, star) {
			d := skipSpace(s, a+len(star), b)
			if d < b && isNumber(s[d:b]) {
				return FieldStars, d, b
			}
		}
	}
	if isNumber(c) {
		return FieldCount, a, b
	}
	if isISODate(c) {
		return FieldDate, a, b
	}
	if num, unit, ok := strings.Cut(c, " "); ok && isNumber(num) {
		if isSizeUnit(unit) {
			return FieldSize, a, b
		}
		if isWord(unit) {
			// "(3 rows)", "(1 row)" → rows: the number, named by the word
			name := keyName(unit)
			if !strings.HasSuffix(name, "s") {
				name += "s"
			}
			return name, a, a + len(num)
		}
	}
	return FieldDetails, a, b
}

// isWord reports whether w is 2 to 24 ASCII letters.
func isWord(w string) bool {
	if len(w) < 2 || len(w) > 24 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLetterByte(w[i]) {
			return false
		}
	}
	return true
}

// isNumber reports whether v is digits with optional thousands commas and
// one decimal point.
func isNumber(v string) bool {
	if v == "" || v[0] < '0' || v[0] > '9' {
		return false
	}
	dot := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
		case c == ',' && i+1 < len(v) && v[i+1] >= '0' && v[i+1] <= '9' && !dot:
		case c == '.' && !dot && i+1 < len(v) && v[i+1] >= '0' && v[i+1] <= '9':
			dot = true
		default:
			return false
		}
	}
	return true
}

// isBareURL reports whether v is one http(s) URL without white space.
func isBareURL(v string) bool {
	return (strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://")) && len(v) > 8 && !strings.ContainsAny(v, " \t\n")
}

// keyName turns a key into a field name (snake_case), "field" when it has
// no letter or digit.
func keyName(k string) string {
	var b strings.Builder
	prevLower, sep := false, false
	for _, r := range k {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if sep && b.Len() > 0 {
				b.WriteByte('_')
			}
			sep = false
			b.WriteRune(r)
			prevLower = true
		case r >= 'A' && r <= 'Z':
			if (sep || prevLower) && b.Len() > 0 {
				b.WriteByte('_')
			}
			sep = false
			b.WriteRune(r + 'a' - 'A')
			prevLower = false
		case r >= 0x80 && (isLetterRune(r)):
			if sep && b.Len() > 0 {
				b.WriteByte('_')
			}
			sep = false
			b.WriteString(strings.ToLower(string(r)))
			prevLower = true
		default:
			sep = true
			prevLower = false
		}
	}
	out := b.String()
	if len(out) > 48 {
		out = strings.TrimRight(out[:48], "_")
	}
	if out == "" {
		return "field"
	}
	return out
}

// skipMarker skips a list marker ("-", "*", "+", "1.", "1)") followed by
// white space at p; it returns p when there is none.
func skipMarker(s string, p, b int) int {
	if p >= b {
		return p
	}
	i := p
	switch c := s[p]; {
	case c == '-' || c == '*' || c == '+':
		i++
	case c >= '0' && c <= '9':
		for i < b && i-p < 9 && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i >= b || s[i] != '.' && s[i] != ')' {
			return p
		}
		i++
	default:
		return p
	}
	if i < b && (s[i] == ' ' || s[i] == '\t') {
		return i + 1
	}
	return p
}

func skipSpace(s string, p, b int) int {
	for p < b && isWSByte(s[p]) {
		p++
	}
	return p
}

func trimRightSpace(s string, a, b int) int {
	for b > a && isWSByte(s[b-1]) {
		b--
	}
	return b
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isLetterRune(r rune) bool {
	return strings.ToLower(string(r)) != strings.ToUpper(string(r))
}

// inlineSpans parses src with goldmark's inline parsers and returns its
// markup nodes (the top-level inline nodes of each paragraph, and the
// links inside them), in text order; ok is false if goldmark panicked.
func inlineSpans(src []byte) (out []inlineSpan, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	doc := inlineParser.Parse(text.NewReader(src))
	for para := doc.FirstChild(); para != nil; para = para.NextSibling() {
		lines := para.Lines()
		if lines.Len() == 0 {
			continue
		}
		paraEnd := lines.At(lines.Len() - 1).Stop
		for c := para.FirstChild(); c != nil; c = c.NextSibling() {
			next := paraEnd
			if n := c.NextSibling(); n != nil && n.Pos() >= 0 {
				next = n.Pos()
			}
			if sp, ok := nodeSpan(src, c, next); ok {
				out = append(out, sp)
			}
		}
	}
	return out, true
}

// shift moves the span's offsets by d.
func (sp *inlineSpan) shift(d int) {
	sp.start += d
	sp.end += d
	sp.in0 += d
	sp.in1 += d
	if sp.u0 >= 0 {
		sp.u0 += d
		sp.u1 += d
	}
}

// nodeSpan computes the span of inline node n, which ends before next.
func nodeSpan(src []byte, n ast.Node, next int) (inlineSpan, bool) {
	start := n.Pos()
	if start < 0 || next > len(src) || next <= start {
		return inlineSpan{}, false
	}
	end := next
	for end > start && isWSByte(src[end-1]) {
		end--
	}
	sp := inlineSpan{start: start, end: end, u0: -1, u1: -1}
	switch n := n.(type) {
	case *ast.Emphasis:
		sp.kind = inEmph
		if n.Level >= 2 {
			sp.kind = inStrong
		}
		d := src[start]
		k := n.Level
		if end-start < 2*k+1 || src[start] != d || bytes.Count(src[start:start+k], []byte{d}) != k || bytes.Count(src[end-k:end], []byte{d}) != k {
			return inlineSpan{}, false
		}
		sp.in0, sp.in1 = start+k, end-k
	case *ast.CodeSpan:
		sp.kind = inCode
		k := 0
		for start+k < end && src[start+k] == '`' {
			k++
		}
		if k == 0 || end-start < 2*k || bytes.Count(src[end-k:end], []byte{'`'}) != k {
			return inlineSpan{}, false
		}
		sp.in0, sp.in1 = start+k, end-k
	case *ast.Link, *ast.Image:
		var dest []byte
		sp.kind, sp.in0 = inLink, start+1
		if l, ok := n.(*ast.Link); ok {
			dest = l.Destination
		} else {
			sp.kind, sp.in0 = inImage, start+2
			dest = n.(*ast.Image).Destination
		}
		if src[end-1] != ')' || sp.in0 > end {
			return inlineSpan{}, false
		}
		if u := subOffset(src, dest, start, end); u >= 0 {
			sp.u0, sp.u1 = u, u+len(dest)
			close := bytes.LastIndexByte(src[sp.in0:u], ']')
			if close < 0 {
				return inlineSpan{}, false
			}
			sp.in1 = sp.in0 + close
		} else {
			close := bytes.LastIndex(src[sp.in0:end], []byte("]("))
			if close < 0 {
				return inlineSpan{}, false
			}
			sp.in1 = sp.in0 + close
		}
	case *ast.AutoLink:
		sp.kind = inAuto
		if src[start] != '<' || src[end-1] != '>' {
			return inlineSpan{}, false
		}
		sp.in0, sp.in1 = start+1, end-1
	default:
		return inlineSpan{}, false
	}
	return sp, true
}

// subOffset returns the offset of sub in src when sub is a slice of src's
// bytes within [a, b) (goldmark's link destinations are), else the offset
// of its last occurrence in [a, b) after "](", else -1.
func subOffset(src, sub []byte, a, b int) int {
	if len(sub) == 0 {
		return -1
	}
	if off := cap(src) - cap(sub); off >= a && off+len(sub) <= b && bytes.Equal(src[off:off+len(sub)], sub) {
		return off
	}
	k := bytes.LastIndex(src[a:b], []byte("]("))
	if k < 0 {
		return -1
	}
	from := a + k + 2
	if j := bytes.Index(src[from:b], sub); j >= 0 {
		return from + j
	}
	return -1
}

// isWSByte reports whether c is white space (space, tab, CR, LF).
func isWSByte(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
