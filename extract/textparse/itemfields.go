package textparse

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ItemField is one field of a list item found by ItemFields.
type ItemField struct {
	// Name is a stable snake_case name chosen from the field's role (the
	// Field* constants: "index", "title", "url", "description", …), from
	// the key of a `key: value` pair ("Language: Go" → "language"), from
	// the word after a number in a trailing parenthetical ("(3 rows)" →
	// "rows") or from an attribute ("[ref=e12]" → "ref").
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
	FieldType        = "type"        // "[FILE] …", "[card:11] …"
	FieldID          = "id"          // "[card:11] …"
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
	FieldState       = "state"       // "(current) …" before the lead
	FieldFile        = "file"        // "main.go:12:5: …": a lint location
	FieldLine        = "line"        // "12:5 …"
	FieldColumn      = "column"      // "12:5 …"
	FieldSeverity    = "severity"    // "12:5 error …"
	FieldDetails     = "details"     // any other trailing parenthetical
	FieldYear        = "year"        // a year in parentheses: "(2020)"
	FieldAuthor      = "author"      // "… by Ana Lima" closing the first line
	FieldHandle      = "handle"      // "… @ana.ruiz" closing the first line
	FieldVersion     = "version"     // "left-pad@1.3.0": the version of a lead
	FieldParams      = "params"      // "**open**(path, mode)": parameters after a name
	FieldTime        = "time"        // "09:00–09:30 Standup": a time opening the item
)

// maxItemFields bounds the number of fields ItemFields reports per item.
const maxItemFields = 256

// maxItemFieldsBytes bounds the part of an item ItemFields reads (and hands
// to goldmark): fields past it are not reported.
const maxItemFieldsBytes = 64 << 10

// ItemFields decomposes the text of one list item (its content after the
// list marker, continuation lines raw, as in ListItem.Text) into fields,
// using goldmark's inline AST for the markup and the line structure for
// the rest:
//   - on the first line, in order: an index prefix ("0:", "3.", "[3]" →
//     index; "#12" → number), a task box ("[x]" → checked), a symbol or
//     bracketed tag ("📁", "[FILE]" → type), a bracketed reference
//     ("[card:11]" → type and id), a state ("(current)" →
//     state), a lint location ("src/a.go:12:5: error" → file, line,
//     column, severity), a commit hash (hash); then the lead (a bold span
//     or code span → name; a link → title and url; an autolink → url; a
//     role and quoted name, `button "OK"` → type and name; a `Key: value`
//     pair, or several separated by ", " "; " " | ", → the keys' names;
//     plain words → name, or title after an index, up to a separator, a
//     column gap or markup); a parenthetical before a colon or separator;
//     the text after a " - ", " – ", " — ", " | ", " · ", " • " or ":"
//     separator (description; title and url when it is one link; url when
//     it is a URL; gap-separated columns named by shape: url, size, count,
//     date; cells cut by a separator used again, " | " by default,
//     named the same way, "5 items" → items); a trailing
//     parenthetical ("(★ 1,234)" → stars, "(12)" → count, "(1.2 KB)" →
//     size, "(3 rows)" → rows, "(2025-12-20)" → date, "(build 48)" →
//     build, else details; several parts cut by ", " or "; " — pairs,
//     tokens or such values — one field each: "(role: admin, team: ops)"
//     → role and team), a URL ending the line (url) and `[key=value]`
//     attributes (the key's name);
//   - on the following lines (nested list markers and indentation
//     skipped): `Key: value` pairs (plain or with a bold key; a value's
//     trailing parenthetical is a field of its own) → the key's snake_case
//     name, a lone URL → url (when the item has none yet), other non-blank
//     lines → description.
//
// A key that reads as data rather than as a label ("notes.txt: plain
// text") makes a name and a description. Names are unique within an item
// (a repeated name gets "_2", "_3"…), except description, which repeats
// once per free continuation line. Fields are in text order and do not
// overlap. It never panics; only the first 64 KiB of an item are read
// (markup in its first 4 KiB) and at most 256 fields reported.
func ItemFields(item string) []ItemField {
	return ItemFieldsList([]string{item})[0]
}

// ItemFieldsList returns ItemFields of every item, the same fields, with
// one goldmark parse for all of them. goldmark sees only the lines whose
// markup ItemFields reads (each item's first line, and following lines
// that start with a bold key), each as a paragraph of its own, so inline
// parsing never crosses from one line or item to the next. Use it for the
// items of one list: it saves goldmark's cost per call (about two thirds
// of its time on items of a hundred bytes). A line whose only markup is
// one plain bold span (simpleStrong) gets that span without goldmark.
func ItemFieldsList(items []string) [][]ItemField {
	out := make([][]ItemField, len(items))
	texts := make([]string, len(items))
	var buf []byte
	var segs []markupSeg
	spans := make([][]inlineSpan, len(items))
	for i, it := range items {
		if len(it) > maxItemFieldsBytes {
			it = it[:maxItemFieldsBytes]
		}
		texts[i] = it
		buf, segs = appendMarkup(buf, segs, spans, i, it)
	}
	var all []inlineSpan
	if len(buf) > 0 {
		var ok bool
		if all, ok = inlineSpans(buf[:len(buf):len(buf)]); !ok {
			all = nil // goldmark panicked: no markup spans
		}
	}
	k := 0
	for _, sg := range segs {
		for k < len(all) && all[k].start < sg.buf {
			k++
		}
		for ; k < len(all) && all[k].start < sg.buf+sg.n; k++ {
			sp := all[k]
			if sp.end > sg.buf+sg.n {
				continue
			}
			sp.shift(sg.at - sg.buf)
			spans[sg.item] = append(spans[sg.item], sp)
		}
	}
	for i := range spans {
		// a line's bold span read without goldmark (simpleStrong) sits
		// among the others in text order
		slices.SortStableFunc(spans[i], func(a, b inlineSpan) int { return a.start - b.start })
	}
	sc := fieldScratch{size: min(8*len(items), 512)}
	for i, it := range texts {
		out[i] = itemFields(it, spans[i], &sc)
	}
	return out
}

// fieldScratch holds buffers itemFields reuses from item to item: the
// fields of consecutive items are cut from one block (each item's slice
// capped at its length) and the used names are reset per item.
type fieldScratch struct {
	size  int // capacity of a new block
	block []ItemField
	used  []string
}

// markupSeg is a line of an item handed to goldmark: n bytes at buf in
// the parsed buffer, at offset at of item number item.
type markupSeg struct{ item, at, buf, n int }

// appendMarkup appends to buf, each followed by a blank line, the lines of
// item (number i) goldmark must parse (a line simpleStrong reads has its
// span added to spans[i] instead): the first line and the following
// lines that start, after blanks and a list marker, with "**" or "__" (a
// bold key), when they may hold markup, within the item's first
// maxInlineBytes bytes.
func appendMarkup(buf []byte, segs []markupSeg, spans [][]inlineSpan, i int, item string) ([]byte, []markupSeg) {
	md := markupPart(item)
	for start := 0; start < len(md); {
		end, next := lineBounds(md, start)
		line := md[start:end]
		take := start == 0
		if !take {
			p := skipSpace(line, 0, len(line))
			p = skipMarker(line, p, len(line))
			take = strings.HasPrefix(line[p:], "**") || strings.HasPrefix(line[p:], "__")
		}
		if take && mayHaveInlines(line) {
			if sp, ok := simpleStrong(line); ok {
				// one bold span and no other markup: its span without
				// goldmark (most list items' names)
				sp.shift(start)
				spans[i] = append(spans[i], sp)
				start = next
				continue
			}
			segs = append(segs, markupSeg{item: i, at: start, buf: len(buf), n: len(line)})
			buf = append(buf, line...)
			buf = append(buf, '\n', '\n')
		}
		start = next
	}
	return buf, segs
}

// itemFields splits item given its inline spans.
func itemFields(item string, spans []inlineSpan, sc *fieldScratch) []ItemField {
	if cap(sc.block)-len(sc.block) < 16 {
		sc.block = make([]ItemField, 0, max(16, sc.size))
	}
	free := cap(sc.block) - len(sc.block)
	f := itemFielder{item: item, spans: spans, out: sc.block[len(sc.block):len(sc.block)], used: sc.used[:0]}
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
	sc.used = f.used[:0]
	if n := len(f.out); n <= free {
		sc.block = sc.block[:len(sc.block)+n] // appended in place
	}
	if len(f.out) == 0 {
		return nil
	}
	return f.out[:len(f.out):len(f.out)]
}

// itemFielder holds the state of one ItemFields call.
type itemFielder struct {
	item  string
	spans []inlineSpan
	out   []ItemField
	used  []string
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
	a, b = f.unwrapCode(a, b)
	for a < b && isWSByte(f.item[a]) {
		a++ // "` `": a code span of blanks holds no value
	}
	for b > a && isWSByte(f.item[b-1]) {
		b--
	}
	if a >= b || len(f.out) >= maxItemFields {
		return
	}
	if name != FieldDescription {
		if f.isUsed(name) {
			base := name
			k := f.next[base]
			for k = max(k, 2); f.isUsed(name); k++ {
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
	f.used = append(f.used, name)
}

// isUsed reports whether a field took name (a scan: items have few
// fields).
func (f *itemFielder) isUsed(name string) bool {
	for _, u := range f.used {
		if u == name {
			return true
		}
	}
	return false
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
