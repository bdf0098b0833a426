package extract

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// parseList is the markdown_numbered_list parser: every top-level item of
// the text's numbered lists (1. and 1) markers) becomes one array element;
// when the text has no numbered list, bulleted lists are used instead.
// With item_patterns each element is an object of the fields the patterns
// found; without, it is the item's text with its lines trimmed. The array
// is wrapped as {list_field: [...]} ("items" when list_field is unset).
func (x *Extractor) parseList(r *run) (any, bool) {
	// "• item" lines are list items here as under parser auto (bullets
	// replaced in place: the offsets stay those of the text)
	text := r.text
	h0 := len(r.hits)
	if x.te.Parser != ParserAuto { // auto has done it
		text = normalizeBullets(text)
	}
	all := textparse.ListItemsLoose(text)
	if len(all) == 0 {
		r.miss("", MissNoStructure, "no markdown list found in the text")
		return nil, false
	}
	ordered := false
	for _, it := range all {
		if it.Ordered {
			ordered = true
			break
		}
	}
	items, others := all[:0:0], all[:0:0]
	for _, it := range all {
		if it.Ordered == ordered {
			items = append(items, it)
		} else {
			others = append(others, it)
		}
	}
	auto := x.te.Parser == ParserAuto && len(x.fields) == 0
	if n := len(others); n > 0 && !auto {
		r.warn(fmt.Sprintf("%d bulleted item(s) ignored: the text has a numbered list", n))
	}
	name := x.te.ListField
	if name == "" {
		name = DefaultListField
	}
	out := x.listItems(r, items, name)
	if auto && len(out) == len(items) {
		// items under headings that name records ("## v2.3.0
		// (2026-05-02)"): one record per heading, its items inside
		if groups := headedGroups(r.text, items); groups != nil {
			out = r.groupItems(out, pointer("", name), groups, h0)
		}
	}
	value := map[string]any{name: out}
	if auto && len(others) > 0 {
		// a bulleted list beside the numbered one ("## Who runs it"
		// over bullets, "## Board" over a numbered list): its items
		// under the name of the line above them, not dropped
		_, off := itemText(r.text, others[0])
		key := otherTableKey(r.text, strings.LastIndexByte(r.text[:off], '\n')+1, name, value)
		value[key] = x.listItems(r, others, key)
	}
	return value, true
}

// listItems reads items as parseList does, under the top-level field
// name: each item's fields (the configured item patterns, or under
// parser auto the fields its markdown shows), else its text.
func (x *Extractor) listItems(r *run, items []textparse.ListItem, name string) []any {
	if len(items) > maxItems {
		r.warn(fmt.Sprintf("%d list items: only the first %d are extracted", len(items), maxItems))
		items = items[:maxItems]
	}
	base := pointer("", name)
	out := make([]any, 0, len(items))
	var sc matchScratch
	var fieldsOf [][]textparse.ItemField
	nHits := len(items) * (len(x.fields) + 1)
	if len(x.fields) == 0 && x.te.Parser == ParserAuto {
		fieldsOf = autoItemFields(r.text, items)
		for _, fs := range fieldsOf {
			nHits += len(fs)
		}
	}
	r.growHits(nHits)
	itemPaths := indexPointers(base, len(items))
	for n, it := range items {
		r.acc.Items++
		text, off := itemText(r.text, it)
		path := itemPaths[len(out)] // pointerIndex(base, len(out))
		if len(x.fields) == 0 {
			if fieldsOf != nil && len(fieldsOf[n]) > 0 {
				out = append(out, r.itemObject(text, off, path, fieldsOf[n]))
			} else if val, ok := r.jsonItem(text, off, path); x.te.Parser == ParserAuto && ok {
				// "* {"calls":[…]}": an item that is one JSON value
				out = append(out, val)
			} else if a, b := wrappedSpan(text); x.te.Parser == ParserAuto && a > 0 {
				// "- **blog**", "- `main`": the name without its markers
				out = append(out, text[a:b])
				r.addHit(path, span{off + a, off + b})
			} else {
				out = append(out, joinTrimmed(text))
				r.addHit(path, span{off, off + len(text)})
			}
			r.acc.ItemsKept++
			continue
		}
		obj, hits, ok := x.matchFields(r, &sc, text, off, path, base, func() string {
			return fmt.Sprintf("item %d (line %d)", n+1, r.lineOf(off)+1)
		})
		if !ok {
			continue
		}
		// in text order: the items follow each other, so the run's hits
		// stay sorted and finish need not sort them
		if !slices.IsSortedFunc(hits, compareHits) {
			slices.SortStableFunc(hits, compareHits)
		}
		for _, h := range hits {
			r.addHit(h.path, h.val)
		}
		out = append(out, obj)
		r.acc.ItemsKept++
	}
	return out
}

// jsonItem decodes a list item's text (at off) that is one JSON object
// or array, recording its scalars under path.
func (r *run) jsonItem(text string, off int, path string) (any, bool) {
	if text == "" || text[0] != '{' && text[0] != '[' {
		return nil, false
	}
	return r.jsonAt(off, off+len(text), path)
}

// wrappedSpan returns the span inside the emphasis or code markers that
// wrap the whole of text ("**blog**", "`main`", "*draft*"), or 0, 0 when
// they do not (or the inside holds markers or a line break).
func wrappedSpan(text string) (int, int) {
	for _, m := range [...]string{"**", "__", "`", "*", "_"} {
		if len(text) > 2*len(m) && strings.HasPrefix(text, m) && strings.HasSuffix(text, m) {
			a, b := len(m), len(text)-len(m)
			if inner := text[a:b]; strings.TrimSpace(inner) == inner && !strings.ContainsAny(inner, m[:1]+"\n") {
				return a, b
			}
			return 0, 0
		}
	}
	return 0, 0
}

// itemText returns an item's text and its offset in the whole text.
func itemText(text string, it textparse.ListItem) (string, int) {
	if it.Offset >= 0 && it.Offset+len(it.Text) <= len(text) && text[it.Offset:it.Offset+len(it.Text)] == it.Text {
		return it.Text, it.Offset
	}
	if it.Span.Start >= 0 && it.Span.Start <= it.Span.End && it.Span.End <= len(text) {
		return text[it.Span.Start:it.Span.End], it.Span.Start
	}
	return "", 0
}

// joinTrimmed trims every line and drops blank ones.
func joinTrimmed(s string) string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// matchFields applies every pattern to one piece of text (an item, or the
// whole text for custom_regex). Single-match fields go first so multiline
// fields can skip the bytes they took. ok is false when a required field
// is missing; the misses are then recorded under dropPath, otherwise
// under path; what names the piece in messages (called only for a miss).
// The hits are valid until the next call with the same scratch.
func (x *Extractor) matchFields(r *run, sc *matchScratch, text string, off int, path, dropPath string, what func() string) (map[string]any, []hit, bool) {
	obj := make(map[string]any, len(x.fields))
	hits := sc.hits[:0]
	taken := sc.taken[:0]
	misses := sc.misses[:0]
	ok := true
	name := ""
	for pass := 0; pass < 2; pass++ {
		for _, f := range x.fields {
			if f.multiline != (pass == 1) {
				continue
			}
			m := f.match(text, off, taken)
			if m.kind != "" {
				kind := m.kind
				if f.required {
					kind, ok = MissRequired, false
				}
				if name == "" {
					name = what()
				}
				misses = append(misses, Miss{Path: pointer(path, f.name), Kind: kind, Detail: name + ": " + m.detail})
				continue
			}
			obj[f.name] = m.value
			fp := pointer(path, f.name)
			if !f.multiline {
				hits = append(hits, hit{path: fp, val: m.one})
				taken = append(taken, m.one)
				continue
			}
			for _, s := range m.spans {
				hits = append(hits, hit{path: fp, val: s})
			}
		}
	}
	for _, m := range misses {
		if !ok && m.Kind != MissRequired {
			continue // the item is dropped; its required misses say why
		}
		p := m.Path
		if !ok && dropPath != "" {
			p = dropPath
		}
		r.miss(p, m.Kind, m.Detail)
	}
	sc.hits, sc.taken, sc.misses = hits, taken, misses
	return obj, hits, ok
}

// matchScratch holds matchFields' buffers, reused from item to item.
type matchScratch struct {
	hits   []hit
	taken  []span
	misses []Miss
}

// autoItemFields splits every item into fields (textparse.ItemFieldsList) for
// parser auto without item_patterns. It returns nil, and the items stay
// text, when no item has two fields or more: a list of bare names or
// phrases is a list of strings.
func autoItemFields(text string, items []textparse.ListItem) [][]textparse.ItemField {
	texts := make([]string, len(items))
	for n, it := range items {
		texts[n], _ = itemText(text, it)
	}
	out := textparse.ItemFieldsList(texts) // one goldmark parse for all items
	several := false
	for _, fs := range out {
		if len(fs) >= 2 {
			several = true
			break
		}
	}
	if !several {
		return nil
	}
	return out
}

// itemObject is one item as an object of its fields; the text of item
// starts at off. Repeated names (free description lines) are joined with
// "\n".
func (r *run) itemObject(item string, off int, path string, fields []textparse.ItemField) map[string]any {
	obj := make(map[string]any, len(fields))
	// the fields' JSON pointers are cut from one string: one allocation
	// per item rather than one per field
	var b strings.Builder
	base := len(r.pathEnds) // pathEnds is used as a stack
	size := 0
	for _, f := range fields {
		size += len(path) + 1 + len(f.Name)
	}
	b.Grow(size)
	for _, f := range fields {
		if f.Start < 0 || f.End > len(item) || f.Start > f.End {
			continue
		}
		b.WriteString(path)
		b.WriteByte('/')
		writePointerKey(&b, f.Name)
		r.pathEnds = append(r.pathEnds, b.Len())
	}
	ends := r.pathEnds[base:]
	paths := b.String()
	k, from := 0, 0
	for _, f := range fields {
		if f.Start < 0 || f.End > len(item) || f.Start > f.End {
			continue
		}
		v := item[f.Start:f.End]
		if prev, ok := obj[f.Name].(string); ok {
			v = prev + "\n" + v
		}
		obj[f.Name] = v
		r.addHit(paths[from:ends[k]], span{off + f.Start, off + f.End})
		from = ends[k]
		k++
	}
	r.pathEnds = r.pathEnds[:base]
	for _, f := range fields {
		if !freeTextField(f.Name) || f.Start < 0 || f.End > len(item) || f.Start >= f.End {
			continue
		}
		if c := item[f.Start]; (c == '{' || c == '[') && obj[JSONField] == nil {
			// "* {"calls":[…]}": an item that is one JSON value
			if val, ok := r.jsonAt(off+f.Start, off+f.End, pointer(path, JSONField)); ok {
				obj[JSONField] = val
				continue
			}
		}
		r.phraseTokens(obj, path, item[f.Start:f.End], off+f.Start)
	}
	return obj
}

// phraseCandidate is phraseTokens' cheap gate: a phrase of three words or
// more, short enough for a message, with a digit or a mark a token needs
// and two words of wording around it.
func phraseCandidate(v string) bool {
	if len(v) > maxMessageBytes || len(v) < 5 {
		return false
	}
	// one pass: blanks, a mark, and a quick count of plain words (all
	// lower-case letters, two or more) before the exact test
	blanks, mark, plain := 0, false, 0
	wordLen, wordOK := 0, true
scan:
	for i := 0; i <= len(v); i++ {
		c := byte(' ')
		if i < len(v) {
			c = v[i]
		}
		switch phraseClass[c] {
		case phraseBlank:
			if wordOK && wordLen >= 2 {
				plain++
			}
			if i < len(v) {
				blanks++
			}
			if blanks >= 2 && mark && plain >= 2 {
				break scan // enough seen: the exact test decides
			}
			wordLen, wordOK = 0, true
			continue
		case phraseMark:
			mark = true
			wordOK = false
		case phraseOther:
			wordOK = false
		}
		wordLen++
	}
	if blanks >= minProseValueWords-1 && plain >= 3 {
		// a sentence: its names, dates and quantities need no mark
		return textparse.HasWording(v, 3)
	}
	return blanks >= 2 && mark && plain >= 2 && textparse.HasWording(v, 2)
}

// Byte classes of phraseCandidate's pass.
const (
	phraseOther = iota // breaks a plain word
	phraseWord         // a letter or sentence punctuation
	phraseMark         // a digit or a mark a token needs
	phraseBlank        // ' ': ends a word
)

// phraseClass maps each byte to its class for phraseCandidate.
var phraseClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = phraseWord, phraseWord
	}
	for _, c := range ".,;:!?" {
		t[c] = phraseWord
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = phraseMark
	}
	for _, c := range "/@#=\"`_" {
		t[c] = phraseMark
	}
	t[' '] = phraseBlank
	return t
}()

// relativeTime reports whether rest, the text after a number, makes it
// a time relative to now: " hours ago", " days ago".
func relativeTime(rest string) bool {
	f := strings.Fields(rest)
	return len(f) >= 2 && strings.HasPrefix(rest, " ") && strings.TrimRight(f[1], ".,;)") == "ago"
}

// freeTextField reports a field ItemFields fills with free words: the
// name, title, description or details (details_2, …) of an item.
func freeTextField(name string) bool {
	switch name {
	case textparse.FieldName, textparse.FieldTitle, textparse.FieldDescription, textparse.FieldDetails:
		return true
	}
	return strings.HasPrefix(name, textparse.FieldDetails+"_")
}

// phraseTokens adds to obj (at path) the message tokens of an item's
// free-text field v, a phrase of three words or more at offset off of the
// text ("Build #482 passed in 3m 12s", "joined on 2026-03-01 as host"):
// its numbers, dates, paths and ids beside the phrase itself, each under
// its kind ("number", "date"; "number_2" when taken), never over a field
// the item has.
func (r *run) phraseTokens(obj map[string]any, path, v string, off int) {
	if !phraseCandidate(v) {
		return
	}
	for _, t := range textparse.MessageFields(v) {
		if t.Span.Start == 0 && t.Span.End == len(v) || t.Name == "number" && relativeTime(v[t.Span.End:]) {
			continue // the whole phrase, or the count of "3 hours ago"
		}
		name := t.Name
		for n := 2; obj[name] != nil; n++ {
			name = t.Name + "_" + strconv.Itoa(n)
		}
		obj[name] = v[t.Span.Start:t.Span.End]
		r.addHit(pointer(path, name), span{off + t.Span.Start, off + t.Span.End})
	}
}
