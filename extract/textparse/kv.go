package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Key limits: a key is short.
const (
	maxKeyBytes = 60
	maxKeyWords = 8
	// maxRawKeyBytes bounds the raw key (markdown included) examined per
	// separator candidate, which keeps KeyValues linear.
	maxRawKeyBytes = 4 * maxKeyBytes
)

// KVOptions configures KeyValues (seed 000 `config`).
type KVOptions struct {
	// Separator splits key from value; ":" when empty.
	Separator string
	// IndentAware builds nested nodes from header lines and indentation.
	IndentAware bool
	// SectionMarker cuts the text into sections (e.g. "\n\n"). A marker made
	// only of newlines and spaces cuts at runs of blank lines (as many as
	// the marker has newlines minus one). A section whose first line is a
	// header (`Name:` with an empty value, `## Name`, `**Name**`, or `Name`
	// followed by a `---`/`===` underline) becomes a nested node holding the
	// whole section when IndentAware.
	SectionMarker string
	// NameHeaders (with IndentAware) makes a short line that is no pair a
	// header when the line below it is a pair indented deeper ("📁 web"
	// over "   Description: front boxes"), as a `Name:` line is.
	NameHeaders bool
}

// KVNode is one key of the parsed tree.
type KVNode struct {
	// Key is the cleaned key: markdown (bold/italic/code), list markers,
	// leading emoji/symbols and trailing separators removed:
	// `- **Data Access ID:** x` -> "Data Access ID".
	Key string
	// Value is the cleaned value (trimmed, markdown markers removed); "" for
	// sections.
	Value string
	// Children are the sub-keys (sections and indented pairs).
	Children []*KVNode
	// KeySpan holds the raw key (markdown included, list marker and leading
	// symbols excluded).
	KeySpan Span
	// ValueSpan holds the raw value; empty (Start == End) for sections.
	ValueSpan Span
	// Line is the 1-based line number of the key.
	Line int
	// Item marks a list item without a separator under a `Name:` header
	// (YAML's "tags:" over "  - red"): Key is "", Value the item's text.
	Item bool
}

// KeyValues parses key/value text. Lines without a separator are not pairs
// (the caller computes unused lines from the returned spans); lines inside
// fenced code blocks are skipped. The key ends at the first separator that
// leaves a valid key (<= 60 bytes, <= 8 words, some letter or digit, not
// starting with "http"); for ":" the separator must also be followed by a
// space, the end of the line or a closing markdown marker, so `Time: 10:30 AM`
// gives Time -> "10:30 AM" and `see https://x` is not a pair.
//
// Without IndentAware the result is flat: one node per pair, in order (a
// `Name:` line gives a node with an empty value). With IndentAware, list
// items without a separator indented under a `Name:` header are its
// values (Item nodes). With IndentAware, header
// lines (`Name:` with an empty value, markdown headings, bold-only lines,
// setext headings) become parents: a `Name:` header holds the following
// lines indented deeper (a list item counts one column deeper than its
// marker), a heading or bold-only line holds everything up to the next
// header of the same or a higher rank, and a section's first-line header
// holds its whole section.
func KeyValues(text string, o KVOptions) []*KVNode {
	p := kvParser{text: text, sep: o.Separator, indent: o.IndentAware, nameHeaders: o.NameHeaders}
	if p.sep == "" {
		p.sep = ":"
	}
	lines := Lines(text)
	p.lines = lines
	sectionStart := sectionStarts(text, lines, o.SectionMarker)
	inFence := false
	var fch byte
	var flen int
	first := true // next non-blank line is the first of a section
	for i, l := range lines {
		if sectionStart != nil && sectionStart[i] {
			p.stack = p.stack[:0]
			first = true
		}
		ln := text[l.Start:l.End]
		q, col := skipIndent(ln, 0, 0)
		if inFence {
			if isClosingFence(ln[q:], fch, flen) {
				inFence = false
			}
			continue
		}
		if c, n, ok := openingFence(ln[q:]); ok {
			inFence, fch, flen = true, c, n
			first = false
			continue
		}
		if q == len(ln) {
			continue
		}
		var next string
		if i+1 < len(lines) {
			next = text[lines[i+1].Start:lines[i+1].End]
		}
		p.line(l.Start, ln, q, col, i+1, next, first && sectionStart != nil)
		first = false
	}
	return p.root
}

// sectionStarts marks the lines that start a new section, or returns nil
// without a marker.
func sectionStarts(text string, lines []Span, marker string) []bool {
	if marker == "" {
		return nil
	}
	starts := make([]bool, len(lines))
	if strings.Trim(marker, " \t\r\n") == "" {
		need := max(strings.Count(marker, "\n")-1, 0)
		blanks := 0
		for i, l := range lines {
			if isBlankStr(text[l.Start:l.End]) {
				blanks++
				continue
			}
			if i > 0 && blanks >= need {
				starts[i] = true
			}
			blanks = 0
		}
		return starts
	}
	li := 0
	for off := 0; ; {
		j := strings.Index(text[off:], marker)
		if j < 0 {
			break
		}
		cut := off + j + len(marker)
		for li < len(lines) && lines[li].Start < cut {
			li++
		}
		if li < len(lines) {
			starts[li] = true
		}
		off = cut
	}
	return starts
}

// kvEntry is an open parent on the nesting stack.
type kvEntry struct {
	rank int
	node *KVNode
}

type kvParser struct {
	text        string
	sep         string
	indent      bool
	nameHeaders bool
	root        []*KVNode
	stack       []kvEntry
	slab        []KVNode // nodes are cut from it to save allocations
	// the pair on the line before, for a value wrapped onto indented
	// lines (nil when the line before was something else)
	last     *KVNode
	lastCol  int
	lastLine int
	// ruled is the `Name:` header over a rule line whose body is open
	// (see ruledHeader)
	ruled *KVNode
	// lines are the text's lines, for the aligned-block test
	lines []Span
}

// newNode returns a zero node from the parser's slab.
func (p *kvParser) newNode() *KVNode {
	if len(p.slab) == cap(p.slab) {
		p.slab = make([]KVNode, 0, min(max(2*cap(p.slab), 16), 1024))
	}
	p.slab = p.slab[:len(p.slab)+1]
	return &p.slab[len(p.slab)-1]
}

// Header ranks: lower ranks hold higher ones.
const (
	rankSection = -1000
	rankATX     = -100 // + level
	rankSetext1 = -99
	rankSetext2 = -98
	rankBold    = -10
)

// add places node with rank in the tree; parents are pushed.
func (p *kvParser) add(n *KVNode, rank int, parent bool) {
	if !p.indent {
		p.root = append(p.root, n)
		return
	}
	for len(p.stack) > 0 && p.stack[len(p.stack)-1].rank >= rank {
		p.stack = p.stack[:len(p.stack)-1]
	}
	if len(p.stack) == 0 {
		p.root = append(p.root, n)
	} else {
		top := p.stack[len(p.stack)-1].node
		top.Children = append(top.Children, n)
	}
	if parent {
		p.stack = append(p.stack, kvEntry{rank, n})
	}
}

// line handles one non-blank line ln starting at byte off; q is its first
// non-space byte at column col.
func (p *kvParser) line(off int, ln string, q, col, lineNo int, next string, sectionFirst bool) {
	last := p.last
	if p.lastLine != lineNo-1 {
		last = nil
	}
	p.last = nil
	if p.ruledHeader(last, ln[q:], col, lineNo) {
		return
	}
	if p.ruled != nil && col < p.lastCol {
		p.ruled = nil
	}
	ln = unframe(ln, q)
	// Markdown headings.
	if isATXHeading(ln[q:]) {
		if !p.indent {
			return
		}
		level := 0
		for q+level < len(ln) && ln[q+level] == '#' {
			level++
		}
		a, b := trimSpan(ln, q+level, len(ln))
		for b > a && ln[b-1] == '#' {
			b--
		}
		a, b = trimSpan(ln, a, b)
		if key := cleanKey(ln[a:b], p.sep); key != "" {
			rank := rankATX + level
			if sectionFirst {
				rank = rankSection
			}
			p.add(p.section(key, off+a, off+b, lineNo), rank, true)
		}
		return
	}
	if ln[q] == '[' && col == 0 && p.indent {
		if a, b, ok := iniSection(ln[q:]); ok {
			// "[database]" over "host = db.internal": an INI or TOML
			// section, holding the pairs below it as a heading does
			rank := rankATX + 1
			if sectionFirst {
				rank = rankSection
			}
			p.add(p.section(ln[q+a:q+b], off+q+a, off+q+b, lineNo), rank, true)
			return
		}
	}
	ks, listItem := keyStart(ln, q)
	rank := col
	if listItem {
		rank = col + 1
	}
	if sectionFirst {
		rank = rankSection
	}
	// "  doc-2 - Title (type: spec)" under "Documents:": a record line
	idItem := p.indent && !listItem && IDTitleLead(ln[q:]) > 0 && p.itemHeader(rank, col)
	kEnd, vs, ve, key, ok := p.splitPair(ln, ks)
	if ok && (idItem || listItem && idKey(key) && p.itemHeader(rank, col)) {
		// "  - m-0: v1.9 (due …)" under "Milestones:": the key is the
		// record's identifier, the line an item
		ok = false
		ks, _ = keyStart(ln, q)
	}
	if ok && ve > vs && ln[ve-1] == ',' {
		// "Event: Harvest supper," over " - Start: …,": the comma
		// parts the pairs of a record written one a line
		ve--
		for ve > vs && (ln[ve-1] == ' ' || ln[ve-1] == '\t') {
			ve--
		}
	}
	if ok {
		a, b := trimSpan(ln, ks, kEnd)
		n := p.newNode()
		*n = KVNode{
			Key:     key,
			KeySpan: Span{off + a, off + b},
			Line:    lineNo,
		}
		vs = valueGlyph(ln, vs, ve) // "Status: ◒ In Progress"
		n.Value = strings.TrimSpace(StripMarkdown(ln[vs:ve]))
		n.ValueSpan = Span{off + vs, off + ve}
		if vs == ve {
			n.ValueSpan = Span{off + b, off + b}
		}
		p.last, p.lastCol, p.lastLine = n, col, lineNo
		p.add(n, rank, vs == ve)
		return
	}
	if kEnd, vs, ve, ok := hashLine(ln, q); ok && !listItem {
		// "commit 1a2b3c4…": the keyword names the hash
		n := p.newNode()
		*n = KVNode{Key: ln[q:kEnd], Value: ln[vs:ve], KeySpan: Span{off + q, off + kEnd}, ValueSpan: Span{off + vs, off + ve}, Line: lineNo}
		p.last, p.lastCol, p.lastLine = n, col, lineNo
		p.add(n, rank, false)
		return
	}
	if !listItem && p.sep == ":" && p.lines != nil {
		if kEnd, vs, ok := alignedLine(p.text, p.lines, lineNo-1); ok {
			// "Uptime      12 days" in a block of aligned lines
			n := p.newNode()
			*n = KVNode{Key: ln[q : q+kEnd], Value: strings.TrimSpace(ln[q+vs:]), KeySpan: Span{off + q, off + q + kEnd}, ValueSpan: Span{off + q + vs, off + len(strings.TrimRight(ln, " \t\r"))}, Line: lineNo}
			p.last, p.lastCol, p.lastLine = n, col, lineNo
			p.add(n, rank, false)
			return
		}
	}
	glyph := !listItem && p.glyphItem(ln, q, col)
	if glyph && !sectionFirst && treeLead(ln[q:]) {
		rank = col + 1 // the drawing indents the item
	}
	under := last != nil && last == p.ruled && col == p.lastCol // the prose under a ruled header
	if last != nil && !listItem && !glyph && !idItem && !isATXHeading(ln[q:]) && (col > p.lastCol || col == p.lastCol && softWrap(last, ln[q:]) || under) {
		// "Note: a value that goes on\n  onto the next line": the
		// pair's value wraps
		a, b := trimSpan(ln, q, len(ln))
		if last.Value == "" {
			// "Body:" over "  Users cannot log in.": the header's own
			// value, its pairs (if any follow) its children
			last.Value = strings.TrimSpace(StripMarkdown(ln[a:b]))
			last.ValueSpan = Span{off + a, off + b}
		} else {
			last.Value += " " + strings.TrimSpace(StripMarkdown(ln[a:b]))
			last.ValueSpan.End = off + b
		}
		p.last, p.lastLine = last, lineNo
		return
	}
	if p.sep == ":" && !listItem && !glyph && !idItem {
		if k0, k1, v0, v1, ok := parenPair(ln, q); ok {
			// "✅ Memory stored (ID: 2)": a pair in parentheses
			n := p.newNode()
			*n = KVNode{Key: ln[k0:k1], Value: ln[v0:v1], KeySpan: Span{off + k0, off + k1}, ValueSpan: Span{off + v0, off + v1}, Line: lineNo}
			p.add(n, rank, false)
			return
		}
	}
	if !p.indent {
		return
	}
	// A list item under a `Name:` header indented less: one of its values.
	if listItem || glyph || idItem {
		// a `Name:` header, or the header line of a section, over
		// indented items
		if p.itemHeader(rank, col) {
			a, b := trimSpan(ln, ks, len(ln))
			if glyph {
				a = q // the glyph ("✓", "✗") is part of the item
			}
			if b > a {
				n := p.newNode()
				*n = KVNode{Value: strings.TrimSpace(StripMarkdown(ln[a:b])), KeySpan: Span{off + a, off + a}, ValueSpan: Span{off + a, off + b}, Line: lineNo, Item: true}
				p.add(n, rank, false)
				return
			}
		}
	}
	// Bold-only line or setext heading.
	a, b := trimSpan(ln, ks, len(ln))
	body := ln[a:b]
	nq, _ := skipIndent(next, 0, 0)
	switch {
	case IsBoldOnly(body):
		if !listItem {
			rank = min(rank, rankBold)
		}
	case !listItem && len(next)-nq >= 2 && isSetextUnderline(next[nq:]) && !isThematicBreak(ln[q:]):
		rank = min(rank, rankSetext1)
		if next[nq] == '-' {
			rank = min(rank, rankSetext2)
		}
	case p.nameHeaders && !listItem && !glyph && !idItem && plainHeader(body) && p.pairBelow(next, col):
		// "📁 web (dynamic)" over "   Description: front boxes": a
		// name over pairs indented deeper heads them, as "web:" would
	default:
		return
	}
	if key := cleanKey(body, p.sep); key != "" && len(key) <= 2*maxKeyBytes {
		p.add(p.section(key, off+a, off+b, lineNo), rank, true)
	}
}

// plainHeader reports whether body, a line that is no pair, reads as a
// name heading a block: short, and not a sentence.
func plainHeader(body string) bool {
	if len(body) == 0 || len(body) > maxKeyBytes {
		return false
	}
	switch body[len(body)-1] {
	case '.', '!', '?', ',', ';':
		return false
	}
	return true
}

// pairBelow reports whether next, the line after a line at column col, is
// a `Key: value` pair indented deeper.
func (p *kvParser) pairBelow(next string, col int) bool {
	if p.sep != ":" {
		return false
	}
	nq, ncol := skipIndent(next, 0, 0)
	if ncol <= col || nq >= len(next) {
		return false
	}
	ks, listItem := keyStart(next, nq)
	if listItem {
		return false
	}
	_, vs, ve, _, ok := p.splitPair(next, ks)
	return ok && ve > vs
}

// softWrap reports whether t, a line at the key's own indentation right
// under the pair last, continues last's value: a long value (40 bytes or
// more, as a wrapped line is) that does not end a sentence or a clause,
// and t starting in lower case.
func softWrap(last *KVNode, t string) bool {
	v := last.Value
	if len(v) < 40 || t == "" || !(t[0] >= 'a' && t[0] <= 'z') {
		return false
	}
	switch v[len(v)-1] {
	case '.', '!', '?', ':', ';':
		return false
	}
	return true
}

// section makes a header node.
func (p *kvParser) section(key string, a, b, lineNo int) *KVNode {
	n := p.newNode()
	*n = KVNode{Key: key, KeySpan: Span{a, b}, ValueSpan: Span{b, b}, Line: lineNo}
	return n
}

// splitPair finds the separator ending the key that starts at ks. It returns
// the end of the raw key, the trimmed raw value bounds and the cleaned key.
func (p *kvParser) splitPair(ln string, ks int) (kEnd, vs, ve int, key string, ok bool) {
	for from := ks; from < len(ln); {
		j := strings.Index(ln[from:], p.sep)
		if j < 0 {
			return 0, 0, 0, "", false
		}
		at := from + j
		from = at + len(p.sep)
		if at-ks > maxRawKeyBytes {
			return 0, 0, 0, "", false
		}
		after := at + len(p.sep)
		if p.sep == ":" && !colonEndsKey(ln, after) {
			continue
		}
		if strings.Count(ln[ks:at], "(") > strings.Count(ln[ks:at], ")") {
			// "Memory stored (ID: 2)": the separator is inside a
			// parenthesis, not after a key
			continue
		}
		key = cleanKey(ln[ks:at], p.sep)
		if key == "" || !validKey(key) {
			if len(key) > maxKeyBytes {
				return 0, 0, 0, "", false
			}
			continue
		}
		vs = after
		vs, _ = skipIndent(ln, vs, 0)
		// closing markers of a bold/code key: `**Key:** value`
		k := vs
		for k < len(ln) && (ln[k] == '*' || ln[k] == '_' || ln[k] == '`') {
			k++
		}
		if k > vs && (k == len(ln) || ln[k] == ' ' || ln[k] == '\t') {
			vs = k
		}
		vs, ve = trimSpan(ln, vs, len(ln))
		ve = boldPairEnd(ln, ks, at, vs, ve)
		return at, vs, ve, key, true
	}
	return 0, 0, 0, "", false
}

// colonEndsKey reports whether a ':' separator ending at byte after can end
// a key: a space, the end of the line, or closing markdown markers then one
// of those.
func colonEndsKey(ln string, after int) bool {
	k := after
	for k < len(ln) && (ln[k] == '*' || ln[k] == '_' || ln[k] == '`') {
		k++
	}
	return k == len(ln) || ln[k] == ' ' || ln[k] == '\t'
}

// validKey reports whether a cleaned key is a plausible key.
func validKey(key string) bool {
	if len(key) > maxKeyBytes || MoreWords(key, maxKeyWords) {
		return false
	}
	if len(key) >= 4 && strings.EqualFold(key[:4], "http") {
		return false
	}
	if key[0] == '{' || key[0] == '"' {
		return false // `{"id": 7, …}`: a JSON line, not a pair
	}
	for _, r := range key {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// MoreWords reports whether s has more than n words (runs of non-space
// characters, as strings.Fields counts them), without allocating.
func MoreWords(s string, n int) bool {
	words, in := 0, false
	for i := 0; i < len(s); {
		var space bool
		if c := s[i]; c < utf8.RuneSelf {
			space = asciiSpace(c)
			i++
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
			i += size
		}
		if space {
			in = false
			continue
		}
		if !in {
			in = true
			if words++; words > n {
				return true
			}
		}
	}
	return false
}

// asciiSpace reports whether c is an ASCII space as unicode.IsSpace has it.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// keyStart skips list markers, task boxes, quote markers and leading
// symbols from byte q of ln; listItem reports a list marker.
func keyStart(ln string, q int) (int, bool) {
	listItem := false
	if q < len(ln) {
		if m, ok := parseListMarker(ln, q, 0); ok && !m.empty {
			q, listItem = m.content, true
		}
	}
	for q < len(ln) && ln[q] == '>' {
		q, _ = skipIndent(ln, q+1, 0)
	}
	if len(ln)-q >= 4 && ln[q] == '[' && ln[q+2] == ']' && (ln[q+1] == ' ' || ln[q+1] == 'x' || ln[q+1] == 'X') && (ln[q+3] == ' ' || ln[q+3] == '\t') {
		q += 4
	}
	return skipSymbols(ln, q), listItem
}

// skipSymbols skips spaces, emoji, symbols and bullet-like punctuation.
func skipSymbols(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isLeadSymbol(r) {
			break
		}
		i += n
	}
	return i
}

// isLeadSymbol reports whether r may be stripped from the start of a key.
func isLeadSymbol(r rune) bool {
	switch r {
	case ' ', '\t', '-', '+', '>', '|', '~', '=', '•', '·', '‣', '◦', '▪', '▸', '►', '→', '–', '—', '\u200d', '\ufe0f':
		return true
	}
	if r < utf8.RuneSelf {
		return false
	}
	return unicode.In(r, unicode.So, unicode.Sk, unicode.Sm, unicode.Cf, unicode.Mn, unicode.Me, unicode.Co, unicode.Zs)
}

// cleanKey turns a raw key into its text.
func cleanKey(raw, sep string) string {
	k := StripMarkdown(raw)
	ascii := true
	for i := 0; i < len(sep); i++ {
		ascii = ascii && sep[i] < 0x80
	}
	for {
		before := k
		k = strings.TrimSpace(k)
		for len(k) > 0 && isKeyMarker(k[0]) {
			k = k[1:]
		}
		for len(k) > 0 && isKeyMarker(k[len(k)-1]) {
			k = k[:len(k)-1]
		}
		if ascii {
			// strings.TrimRight(k, " \t"+sep) without building the set
			for len(k) > 0 {
				c := k[len(k)-1]
				if c != ' ' && c != '\t' && strings.IndexByte(sep, c) < 0 && (sep == ":" || c != ':') {
					break
				}
				k = k[:len(k)-1]
			}
		} else {
			k = strings.TrimRight(k, " \t"+sep)
			if sep != ":" {
				k = strings.TrimRight(k, ":")
			}
		}
		k = k[skipSymbols(k, 0):]
		if k == before {
			return k
		}
	}
}

// isKeyMarker reports whether c is an emphasis or code marker cleanKey
// trims from a key's ends.
func isKeyMarker(c byte) bool { return c == '*' || c == '_' || c == '`' || c == '~' }

// IsBoldOnly reports whether s is one bold span (`**x**` or `__x__`),
// optionally followed by a colon.
func IsBoldOnly(s string) bool {
	s = strings.TrimSuffix(s, ":")
	if len(s) < 5 {
		return false
	}
	d := s[:2]
	if (d != "**" && d != "__") || !strings.HasSuffix(s, d) {
		return false
	}
	inner := s[2 : len(s)-2]
	return strings.TrimSpace(inner) == inner && !strings.Contains(inner, d)
}

// unframe cuts the closing frame off a line framed by runs of '=', '-' or
// '~' ("=== Review: db-2 ===" gives "=== Review: db-2"; the opening run
// is skipped with the key's leading symbols), so the frame is not part of
// the value. q is the line's first non-space byte.
func unframe(ln string, q int) string {
	if _, b, ok := frameBounds(ln, q); ok {
		return ln[:b]
	}
	return ln
}

// Framed returns the text inside a line framed by runs of two or more
// '=', '-' or '~' ("--- Thought Sequence ---" gives "Thought Sequence"),
// t trimmed; ok is false for any other line.
func Framed(t string) (inner string, ok bool) {
	a, b, ok := frameBounds(t, 0)
	if !ok {
		return "", false
	}
	return t[a:b], true
}

// frameBounds finds the text of a framed line from its first non-space
// byte q: the text runs from a (after the opening run and its blank) to b
// (before the blank and closing run of the same symbol).
func frameBounds(ln string, q int) (a, b int, ok bool) {
	if len(ln)-q < 6 {
		return 0, 0, false
	}
	c := ln[q]
	if c != '=' && c != '-' && c != '~' {
		return 0, 0, false
	}
	open := q
	for open < len(ln) && ln[open] == c {
		open++
	}
	if open-q < 2 || open >= len(ln) || ln[open] != ' ' {
		return 0, 0, false
	}
	e := len(ln)
	for e > open && (ln[e-1] == ' ' || ln[e-1] == '\t') {
		e--
	}
	b = e
	for b > open && ln[b-1] == c {
		b--
	}
	if e-b < 2 || b == open || ln[b-1] != ' ' {
		return 0, 0, false
	}
	for b > open && ln[b-1] == ' ' {
		b--
	}
	a = open
	for a < b && ln[a] == ' ' {
		a++
	}
	return a, b, a < b
}

// iniSection reads t, a trimmed line, as an INI or TOML section header:
// a name in brackets alone on the line ("[database]", "[tool.ruff]",
// "[servers.alpha]"), of letters, digits, '_', '-', '.' and blanks, with a
// letter, at most 64 bytes. It returns the name's bounds in t.
func iniSection(t string) (a, b int, ok bool) {
	t = strings.TrimRight(t, " \t\r")
	if len(t) < 4 || len(t) > 66 || t[0] != '[' || t[len(t)-1] != ']' || t[1] == '[' {
		return 0, 0, false
	}
	letter := false
	for i := 1; i < len(t)-1; i++ {
		switch c := t[i]; {
		case isLetterByte(c):
			letter = true
		case c >= '0' && c <= '9', c == '_', c == '-', c == '.', c == ' ':
		default:
			return 0, 0, false
		}
	}
	if !letter || t[1] == ' ' || t[len(t)-2] == ' ' {
		return 0, 0, false
	}
	return 1, len(t) - 1, true
}
