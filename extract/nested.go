package extract

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text inside JSON (text_extraction.nested_text, an extension of seed
// 000): many servers answer with a JSON object whose string fields carry
// the data as text — a shell tool's {"stdout": "name,size\na,1\n…"}, a
// file tool's {"data": {"content": "KEY=value\n…"}} — or wrap a whole
// CallToolResult as JSON text ({"content": [{"type": "text", "text":
// "…"}], "isError": false}). Under parser auto, and with nested_text for
// auto_detect_json, the JSON found in the text goes through the flowchart
// once more:
//
//   - a JSON text that is itself a CallToolResult is unwrapped: its
//     isError makes the output an error result, its structuredContent is
//     the value, else its text items are read as the tool's text (with the
//     configured parser; with parser auto's readers when only
//     auto_detect_json is set);
//   - a string member of an object that holds structured text — two
//     non-blank lines or more that parser auto reads as JSON, a table, a
//     list, key-value pairs, sections or record lines, or one JSON object
//     or array — keeps its text and gets its parsed form beside it, under
//     the member's name with ParsedSuffix ("stdout" → "stdout_parsed").
//     A name already taken is left alone; strings directly inside arrays
//     have no place for a sibling and are not read. At most 64 strings of
//     at most 256 KiB are read per JSON value, in text order, and reading
//     stops after 16 in a row held no structure.
//
// Nothing is keyed on field, tool or server names: only on the shape of
// the JSON and of the text. Every field read keeps its bytes in the
// account (mapped back through the JSON string's escapes), and
// Account.Nested says which strings were read and how.

// ParsedSuffix is appended to a string member's name to name the value
// read from its text.
const ParsedSuffix = "_parsed"

// Bounds of the reading of strings: strings read per JSON value, their
// length, and the strings read in a row that held no structure after which
// the rest are taken for more of the same (descriptions, messages).
const (
	maxNestedStrings = 64
	maxNestedBytes   = 256 << 10
	maxNestedMisses  = 16
)

// Nested forms (NestedPart.Form).
const (
	NestedField  = "field"  // a string member read as text; its value is beside it
	NestedResult = "result" // a CallToolResult found as JSON text, unwrapped
	NestedString = "string" // the whole text is one JSON string; its content was read
)

// maxNest bounds how many JSON strings deep text is read.
const maxNest = 3

// NestedPart says which text inside the JSON was read: the string at Path
// (a JSON pointer into the JSON found in the text, before the value was
// extended) became the value at Into. Range holds the string's bytes in
// the joined text (its JSON token, quotes included).
type NestedPart struct {
	Path    string `json:"path"`
	Into    string `json:"into"`
	Form    string `json:"form"`              // field, result or string
	Pattern string `json:"pattern,omitempty"` // the pattern parser auto chose for the text
	Parser  string `json:"parser,omitempty"`  // the parser that read it
	Range
}

// nestedAuto returns the extractor that reads the text of string members:
// parser auto's readers with their defaults.
func nestedAuto() *Extractor {
	return &Extractor{te: &TextExtraction{Enabled: true, AutoDetectJSON: true, Parser: ParserAuto}}
}

// jsonPayload is detectJSON followed, with nested_text, by the reading of
// the text inside the JSON (see the comment at the top of this file).
// Its value is nil with ok true when the JSON was a CallToolResult with
// isError (Account.Source says error_result).
func (x *Extractor) jsonPayload(r *run) (any, bool) {
	h0 := len(r.hits)
	v, ok := r.detectJSON(x.te != nil && x.te.Parser == ParserAuto)
	if !ok || x.te == nil || !(x.te.NestedText || x.te.Parser == ParserAuto) || r.nest >= maxNest {
		return v, ok
	}
	if w, isResult := wrappedResult(v); isResult {
		return x.unwrapResult(r, w, h0), true
	}
	if strings.IndexByte(r.text, '\\') >= 0 { // a string with an escape: "\n", "\""
		n := &nester{r: r, h0: h0, budget: maxNestedStrings}
		n.readAll(v)
	}
	return v, true
}

// wrapped is a CallToolResult found as JSON text.
type wrapped struct {
	texts      []string
	paths      []string // the JSON pointer of each text
	items      []int    // the content index of each text
	isError    bool
	structured any
	hasSC      bool
}

// wrappedResult reports whether v has the shape of a CallToolResult: an
// object without "type" whose "content" is a non-empty array of content
// items ({"type": an MCP content type, …}), with a text item or
// structuredContent, and isError, when present, a boolean.
func wrappedResult(v any) (wrapped, bool) {
	var w wrapped
	m, ok := v.(map[string]any)
	if !ok {
		return w, false
	}
	if _, typed := m["type"]; typed {
		return w, false
	}
	content, ok := m["content"].([]any)
	if !ok || len(content) == 0 {
		return w, false
	}
	for i, c := range content {
		cm, ok := c.(map[string]any)
		if !ok {
			return w, false
		}
		typ, _ := cm["type"].(string)
		switch typ {
		case "text", "image", "audio", "resource", "resource_link": // MCP's content types
		default:
			return w, false
		}
		if typ != "text" {
			continue
		}
		text, ok := cm["text"].(string)
		if !ok {
			return w, false
		}
		w.texts = append(w.texts, text)
		w.paths = append(w.paths, pointer(pointerIndex("/content", i), "text"))
		w.items = append(w.items, i)
	}
	if e, present := m["isError"]; present {
		b, ok := e.(bool)
		if !ok {
			return w, false
		}
		w.isError = b
	}
	if sc, present := m["structuredContent"]; present && sc != nil {
		w.structured, w.hasSC = sc, true
	}
	return w, len(w.texts) > 0 || w.hasSC
}

// unwrapResult reads a CallToolResult found as JSON text as the tool's
// result: isError gives no value (Source error_result), structuredContent
// is the value, else the text items are read, with the configured parser
// or, when only auto_detect_json is set, with parser auto's readers.
func (x *Extractor) unwrapResult(r *run, w wrapped, h0 int) any {
	toks := r.tokensAt(h0, w.paths)
	part := NestedPart{Path: "/content", Form: NestedResult}
	whole := span{-1, -1}
	for _, p := range w.paths {
		if t, ok := toks[p]; ok {
			if whole.start < 0 || t.start < whole.start {
				whole.start = t.start
			}
			whole.end = max(whole.end, t.end)
		}
	}
	if whole.start >= 0 {
		part.Range = r.rangeOf(whole)
	}
	switch {
	case w.isError:
		r.hits = r.hits[:h0]
		r.acc.Source = SourceError
		r.acc.Nested = append(r.acc.Nested, part)
		r.warn("the JSON in the text is a CallToolResult with isError: true: nothing is extracted")
		return nil
	case w.hasSC:
		// its structuredContent is the value: keep the hits under it
		kept := r.hits[:h0]
		for _, h := range r.hits[h0:] {
			if rest, ok := strings.CutPrefix(h.path, "/structuredContent"); ok && (rest == "" || rest[0] == '/') {
				h.path = rest
				kept = append(kept, h)
			}
		}
		r.hits = kept
		part.Path, part.Parser = "/structuredContent", ParsedJSON
		r.acc.Nested = append(r.acc.Nested, part)
		return w.structured
	}
	joined := strings.Join(w.texts, "\n")
	offs := make([]int, 0, len(joined)+1)
	starts := make([]int, len(w.texts))
	prevEnd := -1
	for k, t := range w.texts {
		tok, ok := toks[w.paths[k]]
		o := stringOffsets(r.text, tok, len(t), ok)
		if k > 0 {
			// the "\n" joining the items: the end of the one before
			offs = append(offs, prevEnd)
		}
		starts[k] = len(offs)
		offs = append(offs, o[:len(t)]...)
		prevEnd = o[len(t)]
	}
	offs = append(offs, prevEnd)
	sub := newRun(joined, &Account{Source: SourceText})
	sub.nest = r.nest + 1
	sub.blocks, sub.starts = w.items, starts
	rd := x
	if x.te.Parser == "" {
		rd = nestedAuto()
	}
	v, _ := rd.extractText(sub)
	r.hits = r.hits[:h0]
	r.adopt(sub, "", offs)
	part.Pattern, part.Parser = sub.acc.Pattern, sub.acc.Parser
	part.Path = w.paths[0]
	r.acc.Nested = append(r.acc.Nested, part)
	if sub.acc.Source == SourceError {
		r.acc.Source = SourceError
	}
	return v
}

// nester reads the string members of a JSON value (see jsonPayload),
// going through the strings the JSON walker recorded, in text order.
type nester struct {
	r      *run
	h0     int // the first hit of the JSON
	budget int // the number of strings still to read
	misses int // strings read in a row that held no structure
}

// readAll reads the string members of v that may hold structured text
// and puts what it finds beside them.
func (n *nester) readAll(v any) {
	r := n.r
	end := len(r.hits) // the hits of the JSON (reading adds more)
	for i := n.h0; i < end && n.budget > 0 && n.misses < maxNestedMisses; i++ {
		tok, path := r.hits[i].val, r.hits[i].path
		if !mayHoldText(r.text, tok) {
			continue
		}
		parent, key, ok := memberAt(v, path)
		if !ok {
			continue
		}
		s, ok := parent[key].(string)
		if !ok || len(s) > maxNestedBytes || !nestedCandidate(s) {
			continue
		}
		if _, taken := parent[key+ParsedSuffix]; taken {
			continue
		}
		n.budget--
		into := pointer(path[:strings.LastIndexByte(path, '/')], key+ParsedSuffix)
		pv, ok := n.read(s, path, into, tok)
		if !ok {
			n.misses++
			continue
		}
		n.misses = 0
		parent[key+ParsedSuffix] = pv
	}
}

// mayHoldText reports whether the JSON token text[tok] is a string that
// may hold structured text: an escaped line break in it, or a bracket
// first.
func mayHoldText(text string, tok span) bool {
	if tok.end-tok.start < 4 || text[tok.start] != '"' {
		return false
	}
	t := text[tok.start+1 : tok.end]
	if b := strings.TrimLeft(t, " "); b[0] == '{' || b[0] == '[' {
		return true
	}
	return strings.Contains(t, `\n`)
}

// memberAt returns the object holding the member at the JSON pointer
// path in v, and the member's name.
func memberAt(v any, path string) (map[string]any, string, bool) {
	if path == "" || path[0] != '/' {
		return nil, "", false
	}
	cur, rest := v, path[1:]
	for {
		seg, more, found := strings.Cut(rest, "/")
		key := seg
		if strings.IndexByte(seg, '~') >= 0 {
			key = strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
		}
		if !found {
			m, ok := cur.(map[string]any)
			return m, key, ok
		}
		switch c := cur.(type) {
		case map[string]any:
			next, ok := c[key]
			if !ok {
				return nil, "", false
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(c) {
				return nil, "", false
			}
			cur = c[i]
		default:
			return nil, "", false
		}
		rest = more
	}
}

// read reads the text s of the string at path (JSON token tok) with
// parser auto's readers; a value is kept when they find structure. Its
// fields are recorded under into.
func (n *nester) read(s, path, into string, tok span) (any, bool) {
	r := n.r
	sub := newRun(s, &Account{Source: SourceText})
	sub.nest = r.nest + 1
	v, ok := nestedAuto().extractAuto(sub)
	if !ok || v == nil || sub.acc.Source != SourceText || sub.acc.Parser == ParsedText && !holdsJSON(v) || isEmptyMap(v) {
		// (prose around a paragraph of JSON, the rows of a query behind
		// a warning and between tags, is read for the JSON)
		return nil, false
	}
	if !multiLine(s) && sub.acc.Pattern != PatternJSON {
		return nil, false // one line: only JSON counts
	}
	r.adopt(sub, into, stringOffsets(r.text, tok, len(s), true))
	part := NestedPart{Path: path, Into: into, Form: NestedField, Pattern: sub.acc.Pattern, Parser: sub.acc.Parser, Range: r.rangeOf(tok)}
	r.acc.Nested = append(r.acc.Nested, part)
	return v, true
}

// nestedCandidate reports whether a string may hold structured text: two
// non-blank lines or more, or one JSON object or array.
func nestedCandidate(s string) bool {
	if len(s) < 2 {
		return false
	}
	if multiLine(s) {
		return true
	}
	t := strings.TrimSpace(s)
	return len(t) >= 2 && (t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']')
}

// multiLine reports whether s has two non-blank lines or more.
func multiLine(s string) bool {
	seen := false
	for len(s) > 0 {
		line := s
		i := strings.IndexByte(s, '\n')
		if i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if !isBlankLine(line) {
			if seen {
				return true
			}
			seen = true
		}
	}
	return false
}

// tokensAt maps each of paths to the JSON token the JSON walker recorded
// for it since hit h0.
func (r *run) tokensAt(h0 int, paths []string) map[string]span {
	want := make(map[string]bool, len(paths))
	for _, p := range paths {
		want[p] = true
	}
	toks := make(map[string]span, len(paths))
	for _, h := range r.hits[h0:] {
		if want[h.path] {
			toks[h.path] = h.val
		}
	}
	return toks
}

// adopt records what the run sub found, inside a JSON string of r, under
// the pointer base: its fields (their bytes mapped through offs, the
// offset in r.text of each byte of sub's text and of its end), items,
// misses, warnings, JSON parts and nested parts.
func (r *run) adopt(sub *run, base string, offs []int) {
	at := func(s span) span {
		if s.start < 0 || s.end >= len(offs) || s.start > s.end {
			return span{-1, -1}
		}
		return span{offs[s.start], offs[s.end]}
	}
	var labels []span
	for _, h := range sub.hits {
		labels = labels[:0]
		for _, l := range h.labels {
			labels = append(labels, at(l))
		}
		r.addHit(base+h.path, at(h.val), labels...)
	}
	r.acc.Items += sub.acc.Items
	r.acc.ItemsKept += sub.acc.ItemsKept
	for _, m := range sub.acc.Misses {
		r.miss(base+m.Path, m.Kind, m.Detail)
	}
	for _, w := range sub.acc.Warnings {
		r.warn("text at " + orRoot(base) + ": " + w)
	}
	for _, jp := range sub.acc.JSON {
		if s := at(span{jp.Start, jp.End}); s.start >= 0 {
			r.acc.JSON = append(r.acc.JSON, r.jsonPart(base+jp.Path, jp.Form, s))
		}
	}
	for _, np := range sub.acc.Nested {
		np.Path, np.Into = base+np.Path, base+np.Into
		if s := at(span{np.Start, np.End}); s.start >= 0 {
			np.Range = r.rangeOf(s)
		} else {
			np.Range = Range{}
		}
		r.acc.Nested = append(r.acc.Nested, np)
	}
}

// stringOffsets maps the n decoded bytes of the JSON string token tok of
// text (quotes included) to offsets in text: out[i] is where decoded byte
// i came from, out[n] the closing quote. An escape's bytes all map to the
// escape. When the token is unknown (found false) or does not decode to n
// bytes, every offset is -1, so no field gets bytes.
func stringOffsets(text string, tok span, n int, found bool) []int {
	out := make([]int, 0, n+1)
	if found && tok.start >= 0 && tok.end <= len(text) && tok.end-tok.start >= 2 {
		out = appendStringOffsets(out, text, tok.start+1, tok.end-1)
	}
	if len(out) != n+1 {
		out = out[:0]
		for range n + 1 {
			out = append(out, -1)
		}
	}
	return out
}

// appendStringOffsets appends the offset of each decoded byte of the JSON
// string body text[a:b] (encoding/json's decoding: invalid UTF-8 and lone
// surrogates become U+FFFD), then b.
func appendStringOffsets(out []int, text string, a, b int) []int {
	for i := a; i < b; {
		c := text[i]
		switch {
		case c == '\\' && i+1 < b && text[i+1] == 'u':
			r, size := unicodeEscape(text[i:b])
			if size == 0 {
				return nil
			}
			for range utf8.RuneLen(r) {
				out = append(out, i)
			}
			i += size
		case c == '\\':
			out = append(out, i)
			i += 2
		case c < utf8.RuneSelf:
			out = append(out, i)
			i++
		default:
			r, size := utf8.DecodeRuneInString(text[i:b])
			if r == utf8.RuneError && size == 1 {
				out = append(out, i, i, i) // U+FFFD
				i++
				continue
			}
			for k := range size {
				out = append(out, i+k)
			}
			i += size
		}
	}
	return append(out, b)
}

// unicodeEscape decodes the \uXXXX escape (or surrogate pair) at the
// start of s: the rune and the escape's length, 0 when malformed.
func unicodeEscape(s string) (rune, int) {
	hex := func(s string) rune {
		if len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
			return -1
		}
		var r rune
		for _, c := range s[2:6] {
			switch {
			case c >= '0' && c <= '9':
				r = r<<4 | (c - '0')
			case c >= 'a' && c <= 'f':
				r = r<<4 | (c - 'a' + 10)
			case c >= 'A' && c <= 'F':
				r = r<<4 | (c - 'A' + 10)
			default:
				return -1
			}
		}
		return r
	}
	r := hex(s)
	switch {
	case r < 0:
		return 0, 0
	case r >= 0xD800 && r < 0xDC00:
		if lo := hex(s[6:]); lo >= 0xDC00 && lo < 0xE000 {
			return (r-0xD800)<<10 | (lo - 0xDC00) + 0x10000, 12
		}
		return utf8.RuneError, 6
	case r >= 0xDC00 && r < 0xE000:
		return utf8.RuneError, 6
	}
	return r, 6
}

// isEmptyMap reports an object with no members or only empty arrays.
func isEmptyMap(v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	for _, e := range m {
		if a, ok := e.([]any); !ok || len(a) > 0 {
			return false
		}
	}
	return true
}

// holdsJSON reports whether v, the pass-through value of a text, holds
// JSON values the text carries as paragraphs or lines of their own
// (jsonParagraphs).
func holdsJSON(v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	_, ok = m[JSONField]
	return ok
}
