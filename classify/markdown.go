package classify

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// mdParser is goldmark's CommonMark block parser with the GFM table
// paragraph transformer. No inline parsers are registered: the classifier
// reads item fields (bold, links, URLs, code) from the raw lines, so the
// costly inline pass is skipped. goldmark parsers are safe for concurrent
// use (configuration is frozen by a sync.Once on first Parse; all parse
// state lives in a per-call Context).
var mdParser = parser.NewParser(
	parser.WithBlockParsers(parser.DefaultBlockParsers()...),
	parser.WithParagraphTransformers(util.Prioritized(extension.NewTableParagraphTransformer(), 200)),
)

// lineKind is what a line of text is, after the markdown parse, the JSON
// overlay and the key-value scan.
type lineKind uint8

const (
	kBlank     lineKind = iota
	kNeutral            // headings, thematic breaks: structure, not data
	kProse              // paragraph text not otherwise explained
	kCode               // indented code block (scanned for key-value lines)
	kQuote              // block quote
	kFence              // fenced code that is not JSON, fence lines included
	kHTML               // HTML block
	kJSON               // unfenced JSON value
	kFenceJSON          // fenced code block holding a JSON object or array
	kTable              // GFM table
	kList               // list of records (items with several fields)
	kPlainList          // list of one-field items: supports no pattern
	kKVList             // list of Key: value items
	kKV                 // key-value line (pair, section header, continuation)
)

// patternOf maps a line kind to the pattern it supports ("" for none,
// Unstructured for prose-like lines).
func patternOf(k lineKind) string {
	switch k {
	case kJSON, kFenceJSON:
		return JSONInText
	case kTable:
		return MarkdownTable
	case kList:
		return MarkdownList
	case kKVList, kKV:
		return KeyValue
	case kProse, kCode, kQuote, kFence, kHTML, kPlainList:
		return Unstructured
	}
	return ""
}

// needsMarkdown reports whether any line could open a block construct
// that matters: a list item ("- ", "* ", "+ ", "1. ", "1) ", or a bare
// marker), an ATX heading ("# "), a thematic break or setext underline (a
// line of only -, *, _ or =), a block quote, a code fence (``` or ~~~),
// an HTML block ("<" then a letter, "/", "!" or "?"), or a table (any line
// holding '|', or a pipe-less delimiter row like ":-"). Texts without any are all paragraphs for goldmark too (an
// indented code block is scanned like a paragraph), so the parse is skipped
// — the common case for plain and `**Key:** value` texts.
func needsMarkdown(li *lineIndex) bool {
	for i := 0; i < li.count(); i++ {
		l := li.raw(i)
		j := 0
		for j < len(l) && (l[j] == ' ' || l[j] == '\t' || l[j] == '\r') {
			j++
		}
		if j == len(l) {
			continue
		}
		rest := l[j:]
		if bytes.IndexByte(rest, '|') >= 0 {
			return true
		}
		next := byte(' ')
		if len(rest) > 1 {
			next = rest[1]
		}
		switch c := rest[0]; c {
		case '>':
			return true
		case '-', '*', '+':
			if next == ' ' || next == '\t' || next == '\r' || onlyMarks(rest) || (c == '-' && tableDelim(rest)) {
				return true
			}
		case '_', '=':
			if onlyMarks(rest) {
				return true
			}
		case ':':
			if tableDelim(rest) {
				return true // a pipe-less delimiter row such as ":-" or ":--:"
			}
		case '#':
			if next == ' ' || next == '\t' || next == '\r' || next == '#' {
				return true
			}
		case '`', '~':
			if len(rest) >= 3 && rest[1] == c && rest[2] == c {
				return true
			}
		case '<':
			if next == '/' || next == '!' || next == '?' || (next|0x20 >= 'a' && next|0x20 <= 'z') {
				return true
			}
		default:
			if isDigit(c) {
				k := 0
				for k < len(rest) && k < 10 && isDigit(rest[k]) {
					k++
				}
				if k < len(rest) && (rest[k] == '.' || rest[k] == ')') &&
					(k+1 == len(rest) || rest[k+1] == ' ' || rest[k+1] == '\t' || rest[k+1] == '\r') {
					return true
				}
			}
		}
	}
	return false
}

// tableDelim reports whether a trimmed line holds only '-', ':' and white
// space, with at least one '-' (goldmark's delimiter-row test; lines with
// '|' are caught earlier).
func tableDelim(t []byte) bool {
	dash := false
	for _, c := range t {
		switch c {
		case '-':
			dash = true
		case ':', ' ', '\t', '\r':
		default:
			return false
		}
	}
	return dash
}

// onlyMarks reports whether a trimmed line is one repeated mark character
// (with spaces): a thematic break or setext underline candidate.
func onlyMarks(t []byte) bool {
	for _, c := range t {
		if c != t[0] && c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// parseMarkdown runs goldmark on src; ok is false if the parser panicked.
// src is passed with its capacity cut to its length: goldmark appends a
// newline to the last line of a code block (text.Segment.Value with
// ForceNewline), which would otherwise write into the caller's bytes past
// the end of src (src is usually a sub-slice of the raw result).
func parseMarkdown(src []byte) (ast.Node, bool) {
	src = src[:len(src):len(src)]
	return safeParse(func() ast.Node { return mdParser.Parse(text.NewReader(src)) })
}

// safeParse calls parse and turns a panic into ok == false.
func safeParse(parse func() ast.Node) (doc ast.Node, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			doc, ok = nil, false
		}
	}()
	return parse(), true
}

// nodeStart is the byte offset where a block node starts (-1 if unknown).
func nodeStart(n ast.Node) int {
	if t, ok := n.(*east.Table); ok && t.FirstChild() != nil {
		// A table split off a paragraph keeps the paragraph's position;
		// its header row knows where the table really starts.
		if p := t.FirstChild().Pos(); p >= 0 {
			return p
		}
	}
	if p := n.Pos(); p >= 0 {
		return p
	}
	if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
		return n.Lines().At(0).Start
	}
	if c := n.FirstChild(); c != nil {
		return nodeStart(c)
	}
	return -1
}

// childSpans partitions lines first..last among the children of n: each
// child runs from its start line to the line before the next child's
// start, trailing blank lines dropped. Children whose start is unknown are
// skipped.
func childSpans(li *lineIndex, n ast.Node, first, last int) (nodes []ast.Node, spans [][2]int) {
	prev := first
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		p := nodeStart(c)
		if p < 0 {
			continue
		}
		l := max(li.lineOf(p), prev)
		if l > last {
			break
		}
		if len(spans) > 0 {
			spans[len(spans)-1][1] = max(spans[len(spans)-1][0], l-1)
		}
		nodes = append(nodes, c)
		spans = append(spans, [2]int{l, last})
		prev = l
	}
	for k := range spans {
		for spans[k][1] > spans[k][0] && len(li.trimmed(spans[k][1])) == 0 {
			spans[k][1]--
		}
	}
	return nodes, spans
}

// markDocument sets the kind of every line from the top-level blocks of doc.
func (a *analysis) markDocument(doc ast.Node) {
	li := a.li
	nodes, spans := childSpans(li, doc, 0, li.count()-1)
	for k, n := range nodes {
		first, last := spans[k][0], spans[k][1]
		switch n := n.(type) {
		case *ast.Paragraph:
			a.setKind(first, last, kProse, -1)
		case *ast.Heading, *ast.ThematicBreak:
			a.setKind(first, last, kNeutral, -1)
		case *ast.CodeBlock:
			a.setKind(first, last, kCode, -1)
		case *ast.FencedCodeBlock:
			a.markFence(n, first, last)
		case *ast.Blockquote:
			a.setKind(first, last, kQuote, -1)
		case *ast.HTMLBlock:
			a.setKind(first, last, kHTML, -1)
		case *ast.List:
			a.markList(n, first, last)
		case *east.Table:
			rows := n.ChildCount() - 1
			note := fmt.Sprintf("GFM table: %d columns, %d rows", len(n.Alignments), rows)
			if h := li.trimmed(first); len(h) > 0 && h[0] != '|' {
				note += " (no leading pipes)"
			}
			r := a.addRegion(region{pattern: MarkdownTable, note: note, rows: rows})
			a.setKind(first, last, kTable, r)
		default:
			a.setKind(first, last, kProse, -1)
		}
	}
}

// markFence marks a fenced code block; one holding a JSON object or array
// is a JSON region.
func (a *analysis) markFence(n *ast.FencedCodeBlock, first, last int) {
	if a.markFenceTable(n, first, last) {
		return
	}
	lines := n.Lines()
	if lines.Len() > 0 {
		content := a.li.text[lines.At(0).Start:lines.At(lines.Len()-1).Stop]
		t := bytes.TrimSpace(content)
		if len(t) > 1 && (t[0] == '{' || t[0] == '[') && validJSON(t) {
			fence := fenceName(a.li.text, n)
			note := fmt.Sprintf("JSON %s in %s (%d bytes)", jsonKind(t[0]), fence, len(t))
			r := a.addRegion(region{pattern: JSONInText, note: note, fenced: true, empty: emptyJSON(t)})
			a.setKind(first, last, kFenceJSON, r)
			return
		}
		if values := jsonLinesIn(t); values > 1 {
			note := fmt.Sprintf("JSON Lines in %s: %d values, one per line", fenceName(a.li.text, n), values)
			r := a.addRegion(region{pattern: JSONInText, note: note, fenced: true, jsonLines: values})
			a.setKind(first, last, kFenceJSON, r)
			return
		}
	}
	a.setKind(first, last, kFence, -1)
}

// fenceName describes a fence for notes: "a ```json fence" or "an
// unlabelled fence".
func fenceName(src []byte, n *ast.FencedCodeBlock) string {
	lang := ""
	if n.Info != nil {
		lang = string(n.Language(src))
	}
	if lang == "" {
		return "an unlabelled fence"
	}
	return "a ```" + lang + " fence"
}

// jsonLinesIn counts the lines of t when every non-blank line is one JSON
// object or array (JSON Lines); 0 otherwise.
func jsonLinesIn(t []byte) int {
	values := 0
	for len(t) > 0 {
		line := t
		if k := bytes.IndexByte(t, '\n'); k >= 0 {
			line, t = t[:k], t[k+1:]
		} else {
			t = nil
		}
		line = trimASCII(line)
		if len(line) == 0 {
			continue
		}
		if len(line) < 2 || !((line[0] == '{' && line[len(line)-1] == '}') || (line[0] == '[' && line[len(line)-1] == ']')) || !validJSON(line) {
			return 0
		}
		values++
	}
	return values
}

// Item classes of a list item.
const (
	itemPlain  = iota // no field: an empty or symbol-only item
	itemSimple        // one field: a bare string, name, path, code span or URL
	itemRecord        // several fields (name + description, link text + URL, a parenthetical, continuation lines, sub-items)
	itemKV            // a single `Key: value` pair (or a section of pairs)
)

// itemInfo describes one list item.
type itemInfo struct {
	class   int
	fields  fieldSet
	count   int    // fields counted (see lineFieldCount)
	pairs   int    // data pairs the item holds (itemKV)
	cont    int    // continuation lines
	kvFrags int    // `Key: value` fragments
	key     string // the key of a first line written `Key: value`
}

// markList judges a list by its items (DESIGN.md §4, seed 001 Pattern 3:
// a list is markdown_list when its items are records "each carrying
// several fields"). Two or more items:
//   - most items single `Key: value` pairs → a key_value list;
//   - two or more items carrying several fields, and at least half of the
//     items → markdown_list (confidence capped at 0.85 when some items
//     carry one field);
//   - otherwise a list of one-field items (file names, regions, plain
//     strings, bare links): not a list of records. Its lines are a plain
//     list, which supports no pattern (unstructured, "anything else"),
//     unless it sits right under a `Key:` line (a YAML-like sequence, see
//     scanKV).
//
// A single item is not a list of records: its lines are left to the
// key-value scan as paragraph lines.
func (a *analysis) markList(n *ast.List, first, last int) {
	li := a.li
	items, spans := childSpans(li, n, first, last)
	infos := make([]itemInfo, len(items))
	for k, it := range items {
		infos[k] = a.listItem(it, spans[k][0], spans[k][1])
	}
	kind := "bulleted"
	if n.IsOrdered() {
		kind = "numbered"
	}
	a.judgeItems(kind, infos, first, last)
}

// judgeItems marks the lines first..last of a list whose items are
// described by infos (see markList; the rules are the same for markdown
// lists and lists bulleted with other glyphs).
func (a *analysis) judgeItems(kind string, infos []itemInfo, first, last int) {
	if len(infos) < 2 {
		if len(infos) == 1 && a.announcedRecord(infos[0], first) {
			note := fmt.Sprintf("%s list of 1 record with several fields (%s, continuation lines) under a header line ending in ':'",
				kind, strings.TrimPrefix(infos[0].fields.String(), "no fields, "))
			r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: 0.8})
			a.setKind(first, last, kList, r)
			return
		}
		a.setKind(first, last, kProse, -1)
		return
	}
	idKeyedRecords(infos)
	var all fieldSet
	kv, records, pairs := 0, 0, 0
	cont, frags := false, false
	for _, info := range infos {
		all |= info.fields
		cont = cont || info.cont > 0
		frags = frags || info.kvFrags > 1
		switch info.class {
		case itemKV:
			kv++
			pairs += info.pairs
		case itemRecord:
			records++
		}
	}
	count := len(infos)
	switch {
	case kv >= 2 && kv*2 > count:
		note := fmt.Sprintf("%s list of %d Key: value items (%s)", kind, count, plural(pairs, "pair"))
		if kv < count {
			note = fmt.Sprintf("%s list of %d items, %d of them single Key: value pairs", kind, count, kv)
		}
		r := a.addRegion(region{pattern: KeyValue, note: note, pairs: pairs})
		a.setKind(first, last, kKVList, r)
	case records >= 2 && records*2 >= count:
		capConf := 1.0
		what := plural(count, "record")
		if records < count {
			capConf = 0.85
			what = fmt.Sprintf("%d items, %d of them records", count, records)
		}
		desc := all.String()
		if cont {
			desc += ", continuation lines"
		}
		if frags {
			desc += ", several Key: value fragments per item"
		}
		note := fmt.Sprintf("%s list of %s with several fields each (%s)", kind, what, strings.TrimPrefix(desc, "no fields, "))
		r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: capConf})
		a.setKind(first, last, kList, r)
	default:
		note := fmt.Sprintf("%s list of %d items, %d with several fields: one-field items (plain strings, names, paths, sentences) are not records (markdown_list needs two or more items with several fields, DESIGN.md §4)",
			kind, count, records)
		r := a.addRegion(region{pattern: Unstructured, note: note, plain: true})
		a.setKind(first, last, kPlainList, r)
	}
}

// listItem describes the item spanning lines first..last: its class and
// its fields (see lineFieldCount; every continuation line, every
// `Key: value` sub-item, every sub-item with several fields and a task box
// add one).
func (a *analysis) listItem(it ast.Node, first, last int) itemInfo {
	li := a.li
	var info itemInfo
	// Lines of nested lists, and whether they are all Key: value items.
	nested, nestedItems, nestedKV, nestedRecords := false, 0, 0, 0
	inNested := func(int) bool { return false }
	if it.ChildCount() > 1 || (it.FirstChild() != nil && it.FirstChild().Kind() == ast.KindList) {
		kids, spans := childSpans(li, it, first, last)
		var ranges [][2]int
		for k, c := range kids {
			if l, ok := c.(*ast.List); ok {
				nested = true
				ranges = append(ranges, spans[k])
				for sub := l.FirstChild(); sub != nil; sub = sub.NextSibling() {
					nestedItems++
					if p := nodeStart(sub); p >= 0 {
						t := stripListMarker(li.trimmed(li.lineOf(p)))
						if kv, ok := parseKV(t); ok && kv.value && valueFields(t[kv.valueAt:]).count() < 2 {
							nestedKV++
						} else if c, _ := lineFieldCount(t); c >= 2 {
							nestedRecords++
						}
					}
				}
			}
		}
		inNested = func(i int) bool {
			for _, r := range ranges {
				if i >= r[0] && i <= r[1] {
					return true
				}
			}
			return false
		}
	}
	raw := li.trimmed(first)
	firstLine := stripListMarker(raw)
	n, fields := lineFieldCount(firstLine)
	info.fields = fields
	if taskBox(raw) {
		info.fields |= fTask
		n++
	}
	cont := 0
	kvFragments := 0
	if kv, ok := parseKV(firstLine); ok && kv.value {
		kvFragments++
		info.key = kv.key
		n += colonPairs(firstLine[kv.valueAt:])
		if nameDescription(kv.key, firstLine[kv.valueAt:]) {
			n = max(n, 2) // a name and its description
		}
	}
	for i := first + 1; i <= last; i++ {
		t := li.trimmed(i)
		if len(t) == 0 || inNested(i) {
			continue
		}
		cont++
		info.fields |= lineFields(t)
		if kv, ok := parseKV(t); ok && kv.value {
			kvFragments++
		}
	}
	if nested {
		info.fields |= fNested
	}
	info.cont, info.kvFrags = cont, kvFragments
	// A single Key: value pair whose value is not itself a record, or a
	// `Section:` item whose sub-list holds only pairs.
	if cont == 0 {
		if _, ok := parseEqKV(firstLine); ok && !nested {
			// `- key=value`: one pair, as in an env or config listing
			info.class, info.pairs = itemKV, 1
			return info
		}
		if kv, ok := parseKV(firstLine); ok {
			v := firstLine[kv.valueAt:]
			switch {
			case kv.value && !nested && valueFields(v).count() < 2 && colonPairs(v) == 0 && !nameDescription(kv.key, v):
				info.class, info.pairs = itemKV, 1
				return info
			case !kv.value && nested && nestedItems > 0 && nestedKV == nestedItems:
				info.class, info.pairs = itemKV, nestedKV
				return info
			}
		}
	}
	// Key: value sub-items are a field each, and so are sub-items with
	// several fields; one-field sub-items (a tree of names) add none.
	info.count = n + cont + nestedKV + nestedRecords
	info.class = itemPlain
	if c, ok := classByCount(info.count); ok {
		info.class = c
	}
	return info
}

// stripListMarker removes a leading list marker ("- ", "* ", "+ ", "1. ",
// "1) ") and a task box ("[ ] ", "[x] ") from a trimmed line.
func stripListMarker(t []byte) []byte {
	if len(t) >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && (t[1] == ' ' || t[1] == '\t') {
		t = bytes.TrimLeft(t[2:], " \t")
	} else {
		k := 0
		for k < len(t) && k < 9 && isDigit(t[k]) {
			k++
		}
		if k > 0 && k+1 < len(t) && (t[k] == '.' || t[k] == ')') && (t[k+1] == ' ' || t[k+1] == '\t') {
			t = bytes.TrimLeft(t[k+2:], " \t")
		} else {
			return t
		}
	}
	if len(t) >= 4 && t[0] == '[' && (t[1] == ' ' || t[1] == 'x' || t[1] == 'X') && t[2] == ']' && t[3] == ' ' {
		t = bytes.TrimLeft(t[4:], " ")
	}
	return t
}

// classByCount is the class of a list item with n fields: a record from
// two, a simple item with one; ok is false for none.
func classByCount(n int) (int, bool) {
	switch {
	case n >= 2:
		return itemRecord, true
	case n == 1:
		return itemSimple, true
	}
	return 0, false
}
