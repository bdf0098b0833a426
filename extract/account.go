package extract

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Result is what Apply returns: the extracted (and projected) value and an
// account of how it was obtained.
type Result struct {
	// Value is map[string]any, []any, a scalar, or nil when nothing was
	// extracted. Numbers are json.Number as found in JSON, int64/float64
	// after coercion.
	Value   any     `json:"value"`
	Account Account `json:"account"`
}

// Where a value came from (Account.Source).
const (
	SourceStructured = "structuredContent" // the result's structuredContent, projected
	SourceText       = "text"              // extracted from the text content
	SourceDisabled   = "disabled"          // no text extraction configured or enabled: false
	SourceError      = "error_result"      // isError: true; nothing is extracted
	SourceNoText     = "no_text"           // no text content to extract from
)

// Miss kinds (Miss.Kind).
const (
	MissNoStructure     = "no_structure"      // the parser found nothing to parse (no list, table, pairs, JSON)
	MissNoMatch         = "no_match"          // a pattern did not match
	MissRequired        = "required_missing"  // a required pattern did not match: the item was dropped
	MissCoerce          = "coerce_failed"     // a value did not convert to its declared type
	MissNotInSchema     = "not_in_schema"     // an extracted key output_schema does not declare
	MissSchemaRequired  = "schema_required"   // a property output_schema requires was not found
	MissAmbiguous       = "ambiguous"         // several keys matched one declared property
	MissGroupNotMatched = "group_not_matched" // the regex matched but its capture group did not take part
)

// Account says how a value was obtained: from which part of the result,
// by which parser, which bytes and lines of the text became fields and
// which did not, and what was left out and why. It is deterministic.
type Account struct {
	Source        string       `json:"source"`
	Parser        string       `json:"parser,omitempty"`    // the parser that produced the value: json, a text_extraction parser, or (parser auto) lines, sections or text
	Pattern       string       `json:"pattern,omitempty"`   // parser auto: the pattern chosen for this output (json_in_text, markdown_table, markdown_list, key_value, unstructured)
	JSONForm      string       `json:"json_form,omitempty"` // whole, fenced, prefix, header, lines, several or merged
	JSON          []JSONPart   `json:"json,omitempty"`      // where the JSON was: content item and bytes
	Nested        []NestedPart `json:"nested,omitempty"`    // nested_text: text read inside the JSON (string fields, a wrapped CallToolResult)
	Blocks        []int        `json:"blocks,omitempty"`    // indexes of the content blocks whose text was joined
	TextBytes     int          `json:"text_bytes"`
	TextLines     int          `json:"text_lines"`
	NonBlankLines int          `json:"nonblank_lines"`
	UsedBytes     int          `json:"used_bytes"`
	UsedLines     int          `json:"used_lines"`
	Used          []Range      `json:"used,omitempty"`
	Unused        []Range      `json:"unused,omitempty"`
	Fields        []FieldHit   `json:"fields,omitempty"`
	Misses        []Miss       `json:"misses,omitempty"`
	Items         int          `json:"items,omitempty"`
	ItemsKept     int          `json:"items_kept,omitempty"`
	Warnings      []string     `json:"warnings,omitempty"`
	// FellBack names what found nothing ("key_value_pairs", or
	// "auto_detect_json" alone) when the config's fallback, parser auto,
	// read the output instead.
	FellBack string `json:"fell_back,omitempty"`
}

// JSONPart says which content item(s) and bytes held JSON that became the
// value at Path ("" for the whole value; "/1" for the second item of
// merged JSON).
type JSONPart struct {
	Path string `json:"path"`
	Form string `json:"form"` // whole, fenced, prefix, header, lines or several
	// Items are the content indexes of the text items the JSON spans
	// (one, except for JSON split across items).
	Items []int `json:"items,omitempty"`
	// ItemStart is the offset of the JSON in the text of Items[0],
	// ItemEnd the offset after it in the text of the last item.
	ItemStart int `json:"item_start"`
	ItemEnd   int `json:"item_end"`
	// Range holds the same bytes in the joined text of the account.
	Range
}

// Range is a byte range [Start, End) of the text with the 1-based lines of
// its first and last byte.
type Range struct {
	Start   int `json:"start"`
	End     int `json:"end"`
	Line    int `json:"line"`
	EndLine int `json:"end_line"`
}

// FieldHit says which bytes of the text became the value at Path (a JSON
// pointer into Result.Value, e.g. /repositories/0/stars).
type FieldHit struct {
	Path string `json:"path"`
	Range
}

// Miss is one thing that was not extracted or kept.
type Miss struct {
	Path   string `json:"path"` // JSON pointer of the item or field concerned
	Kind   string `json:"kind"`
	Detail string `json:"detail,omitempty"`
}

// ByteCoverage is the share of the text's bytes that became fields
// (including the keys and headers that named them); 0 for no text.
func (a Account) ByteCoverage() float64 {
	if a.TextBytes == 0 {
		return 0
	}
	return float64(a.UsedBytes) / float64(a.TextBytes)
}

// LineCoverage is the share of non-blank lines that fed at least one
// field; 0 for no text.
func (a Account) LineCoverage() float64 {
	if a.NonBlankLines == 0 {
		return 0
	}
	return float64(a.UsedLines) / float64(a.NonBlankLines)
}

// Limits that bound the work of one Apply.
const (
	maxItems  = 100_000 // list items, table rows, matches of one multiline pattern
	maxFields = 100_000 // field hits kept in the account
	maxMisses = 1_000   // misses kept in the account
)

// span is a byte range of the text.
type span struct{ start, end int }

// hit records that the value at path came from val; labels are the bytes
// that named it (a key, a table header).
type hit struct {
	path   string
	val    span
	labels []span
}

// run is the state of one Apply.
type run struct {
	kvRecs     []kvRecord // top-level records of the key-value parse (kvRecords)
	text       string
	blocks     []int // content indexes of the text items
	starts     []int // where each text item starts in text
	depth      int   // sections: 1 inside a section (no sections within)
	headed     bool  // the body of a section under its header (parseSections)
	nest       int   // nested_text: how many JSON strings deep this text is
	lineStarts []int
	blank      []bool // per line: only white space
	hits       []hit
	labelBuf   []span // the block keepLabels cuts label slices from
	// labelScratch is a buffer for building a hit's labels.
	labelScratch []span
	// sectionStack holds the label spans of the open key-value sections
	// (a stack: each level's slice is capped, so deeper levels append
	// past it without touching it).
	sectionStack []span
	// pathEnds is a buffer for itemObject's pointer offsets.
	pathEnds  []int
	acc       *Account
	missCount int
	capWarned map[string]bool
	// valueFields: parser auto splits a key-value value with inline
	// structure into its fields too (kvValueFields)
	valueFields bool
}

func newRun(text string, acc *Account) *run {
	r := &run{text: text, acc: acc}
	r.index()
	return r
}

// index counts the lines of r.text: their starts, which are blank, and
// the account's text counts.
func (r *run) index() {
	text, acc := r.text, r.acc
	r.lineStarts = make([]int, 1, strings.Count(text, "\n")+1)
	for i := 0; ; {
		j := strings.IndexByte(text[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		r.lineStarts = append(r.lineStarts, i)
	}
	acc.TextBytes = len(text)
	acc.TextLines = 0
	if text != "" {
		acc.TextLines = len(r.lineStarts)
		if strings.HasSuffix(text, "\n") {
			acc.TextLines--
		}
	}
	r.blank = make([]bool, len(r.lineStarts))
	acc.NonBlankLines = 0
	for i := range r.lineStarts {
		if isBlankLine(r.line(i)) {
			r.blank[i] = true
		} else {
			acc.NonBlankLines++
		}
	}
}

// isBlankLine reports whether strings.TrimSpace(s) == "" (ASCII fast
// path, Unicode white space otherwise).
func isBlankLine(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
		case c < utf8.RuneSelf:
			return false
		default:
			return strings.TrimSpace(s[i:]) == ""
		}
	}
	return true
}

// line returns line i (0-based) without its newline.
func (r *run) line(i int) string {
	s := r.lineStarts[i]
	e := len(r.text)
	if i+1 < len(r.lineStarts) {
		e = r.lineStarts[i+1] - 1
	}
	return r.text[s:e]
}

// lineOf returns the 0-based line holding byte off.
func (r *run) lineOf(off int) int {
	ls := r.lineStarts
	lo, hi := 0, len(ls) // the first line starting after off is in [lo, hi]
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ls[m] > off {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo - 1
}

// lineFrom is lineOf for an offset at or after the start of line l (a
// hint from an earlier, smaller offset): it looks a few lines ahead before
// searching.
func (r *run) lineFrom(l, off int) int {
	ls := r.lineStarts
	if l < 0 || l >= len(ls) || ls[l] > off {
		return r.lineOf(off)
	}
	for k := 0; k < 4; k++ {
		if l+1 >= len(ls) || ls[l+1] > off {
			return l
		}
		l++
	}
	return r.lineOf(off)
}

func (r *run) rangeOf(s span) Range {
	return r.rangeFrom(s, -1)
}

// rangeFrom is rangeOf with a hint: a line at or before s's first line
// (-1: none).
func (r *run) rangeFrom(s span, hint int) Range {
	last := s.end - 1
	if last < s.start {
		last = s.start
	}
	l := r.lineFrom(hint, s.start)
	return Range{Start: s.start, End: s.end, Line: l + 1, EndLine: r.lineFrom(l, last) + 1}
}

// addHit records a field's bytes (ignored when outside the text).
func (r *run) addHit(path string, val span, labels ...span) {
	if val.start < 0 || val.end > len(r.text) || val.start > val.end {
		return
	}
	if len(r.hits) >= maxFields {
		r.warnOnce("fields", fmt.Sprintf("more than %d fields: the account lists the first %d", maxFields, maxFields))
		return
	}
	r.hits = append(r.hits, hit{path: path, val: val, labels: r.keepLabels(labels)})
}

// growHits makes room for about n more hits (a hint; capped).
func (r *run) growHits(n int) {
	n = min(n, maxFields)
	if n > cap(r.hits)-len(r.hits) {
		r.hits = slices.Grow(r.hits, n)
	}
}

// keepLabels returns the labels inside the text, in a slice of their own
// (nil for none). The slices are cut from larger blocks to save
// allocations.
func (r *run) keepLabels(labels []span) []span {
	n := 0
	for _, l := range labels {
		if l.start >= 0 && l.end <= len(r.text) && l.start < l.end {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	if cap(r.labelBuf)-len(r.labelBuf) < n {
		r.labelBuf = make([]span, 0, max(n, 256, min(2*cap(r.labelBuf), 1<<14)))
	}
	a := len(r.labelBuf)
	for _, l := range labels {
		if l.start >= 0 && l.end <= len(r.text) && l.start < l.end {
			r.labelBuf = append(r.labelBuf, l)
		}
	}
	return r.labelBuf[a:len(r.labelBuf):len(r.labelBuf)]
}

func (r *run) miss(path, kind, detail string) {
	r.missCount++
	if len(r.acc.Misses) >= maxMisses {
		return
	}
	r.acc.Misses = append(r.acc.Misses, Miss{Path: path, Kind: kind, Detail: detail})
}

func (r *run) warn(msg string) {
	r.acc.Warnings = append(r.acc.Warnings, msg)
}

func (r *run) warnOnce(key, msg string) {
	if r.capWarned == nil {
		r.capWarned = map[string]bool{}
	}
	if r.capWarned[key] {
		return
	}
	r.capWarned[key] = true
	r.warn(msg)
}

// finish maps the hits through the projection moves (nil: identity) and
// fills the account's ranges and counts.
func (r *run) finish(moves []move, identity bool) {
	final := r.hits
	if !identity {
		final = remap(r.hits, moves)
	}
	n := len(final)
	for _, h := range final {
		n += len(h.labels)
	}
	used := make([]span, 0, n)
	var prev []span // the previous hit's labels, all in used already
	for _, h := range final {
		// each hit's spans in order (labels mostly come first), so
		// that used is often sorted already; a label the previous hit
		// had too (the section header of a run of pairs) is in used
		// and is not repeated, which keeps used sorted
		k := len(used)
		for _, l := range h.labels {
			if !slices.Contains(prev, l) {
				used = append(used, l)
			}
		}
		prev = h.labels
		used = append(used, h.val)
		for i := len(used) - 1; i > k && compareSpans(used[i-1], used[i]) > 0; i-- {
			used[i-1], used[i] = used[i], used[i-1]
		}
	}
	if !slices.IsSortedFunc(final, compareHits) {
		slices.SortStableFunc(final, compareHits)
	}
	if len(final) > 0 {
		r.acc.Fields = make([]FieldHit, 0, len(final))
	}
	hint := -1
	for _, h := range final {
		rg := r.rangeFrom(h.val, hint)
		hint = rg.Line - 1
		r.acc.Fields = append(r.acc.Fields, FieldHit{Path: h.path, Range: rg})
	}
	merged := mergeSpans(used)
	if nonEmpty := countNonEmpty(merged); nonEmpty > 0 && r.acc.Used == nil {
		r.acc.Used = make([]Range, 0, nonEmpty)
	}
	usedLine := make([]bool, len(r.lineStarts))
	hint = -1
	for _, s := range merged {
		if s.end <= s.start {
			continue
		}
		r.acc.UsedBytes += s.end - s.start
		rg := r.rangeFrom(s, hint)
		hint = rg.Line - 1
		r.acc.Used = append(r.acc.Used, rg)
		for l := rg.Line - 1; l < rg.EndLine; l++ {
			usedLine[l] = true
		}
	}
	for l := range r.lineStarts {
		blank := r.blank[l]
		if usedLine[l] && !blank {
			r.acc.UsedLines++
		}
		if usedLine[l] || blank {
			continue
		}
		s := span{r.lineStarts[l], r.lineStarts[l] + len(r.line(l))}
		if n := len(r.acc.Unused); n > 0 && r.acc.Unused[n-1].EndLine == l { // previous line
			r.acc.Unused[n-1].End = s.end
			r.acc.Unused[n-1].EndLine = l + 1
			continue
		}
		r.acc.Unused = append(r.acc.Unused, r.rangeFrom(s, l))
	}
	if r.missCount > len(r.acc.Misses) {
		r.warn(fmt.Sprintf("%d misses: the account lists the first %d", r.missCount, len(r.acc.Misses)))
	}
}

// countNonEmpty returns the number of spans that hold bytes.
func countNonEmpty(spans []span) int {
	n := 0
	for _, s := range spans {
		if s.end > s.start {
			n++
		}
	}
	return n
}

// compareHits orders hits by their first byte, then by path.
func compareHits(a, b hit) int {
	if a.val.start != b.val.start {
		return cmp.Compare(a.val.start, b.val.start)
	}
	return strings.Compare(a.path, b.path)
}

// compareSpans orders spans by start, then end.
func compareSpans(a, b span) int {
	if a.start != b.start {
		return cmp.Compare(a.start, b.start)
	}
	return cmp.Compare(a.end, b.end)
}

// mergeSpans sorts spans (in place) and joins overlapping or touching
// ones.
func mergeSpans(s []span) []span {
	if len(s) == 0 {
		return nil
	}
	if !slices.IsSortedFunc(s, compareSpans) {
		slices.SortFunc(s, compareSpans)
	}
	out := s[:1] // merged in place
	for _, x := range s[1:] {
		last := &out[len(out)-1]
		if x.start <= last.end {
			if x.end > last.end {
				last.end = x.end
			}
			continue
		}
		out = append(out, x)
	}
	return out
}

// move says the value at old (and everything under it) now lives at new.
type move struct{ new, old string }

// remap rewrites hit paths through moves; hits under no move are dropped
// (projection left their value out).
func remap(hits []hit, moves []move) []hit {
	if len(moves) == 0 || len(hits) == 0 {
		return nil
	}
	idx := make([]int, len(hits))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return strings.Compare(hits[a].path, hits[b].path) })
	var out []hit
	for _, m := range moves {
		// hits whose path is m.old or starts with m.old + "/"
		lo := sort.Search(len(idx), func(i int) bool { return hits[idx[i]].path >= m.old })
		for i := lo; i < len(idx); i++ {
			h := hits[idx[i]]
			if !strings.HasPrefix(h.path, m.old) {
				break // sorted: no later path starts with m.old
			}
			if h.path != m.old && h.path[len(m.old)] != '/' {
				continue
			}
			h.path = m.new + h.path[len(m.old):]
			out = append(out, h)
			if len(out) >= maxFields {
				return out
			}
		}
	}
	return out
}

// writePointerKey writes key escaped as a JSON pointer token (as pointer
// does).
func writePointerKey(b *strings.Builder, key string) {
	if !needsPointerEscape(key) {
		b.WriteString(key)
		return
	}
	for i := 0; i < len(key); i++ {
		switch key[i] {
		case '~':
			b.WriteString("~0")
		case '/':
			b.WriteString("~1")
		default:
			b.WriteByte(key[i])
		}
	}
}

// needsPointerEscape reports whether key holds '~' or '/', which a
// JSON-pointer step escapes (a loop: strings.ContainsAny builds its set
// on every call, and this runs for every field).
func needsPointerEscape(key string) bool {
	for i := 0; i < len(key); i++ {
		if key[i] == '~' || key[i] == '/' {
			return true
		}
	}
	return false
}

// pointer appends one JSON-pointer step to path.
func pointer(path, key string) string {
	if needsPointerEscape(key) {
		key = strings.ReplaceAll(key, "~", "~0")
		key = strings.ReplaceAll(key, "/", "~1")
	}
	return path + "/" + key
}

// indexPointers returns pointerIndex(path, i) for i in [0, n), cut from
// one string.
func indexPointers(path string, n int) []string {
	if n <= 0 {
		return nil
	}
	var b strings.Builder
	b.Grow(n * (len(path) + 2 + len(strconv.Itoa(n-1))))
	ends := make([]int, n)
	var digits [20]byte
	for i := range n {
		b.WriteString(path)
		b.WriteByte('/')
		b.Write(strconv.AppendInt(digits[:0], int64(i), 10))
		ends[i] = b.Len()
	}
	all := b.String()
	out := make([]string, n)
	from := 0
	for i, e := range ends {
		out[i] = all[from:e]
		from = e
	}
	return out
}

func pointerIndex(path string, i int) string {
	return path + "/" + strconv.Itoa(i)
}
