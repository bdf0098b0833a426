package extract

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
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
	Source        string     `json:"source"`
	Parser        string     `json:"parser,omitempty"`    // json, or the text_extraction parser
	JSONForm      string     `json:"json_form,omitempty"` // whole, fenced or prefix
	Blocks        []int      `json:"blocks,omitempty"`    // indexes of the content blocks whose text was joined
	TextBytes     int        `json:"text_bytes"`
	TextLines     int        `json:"text_lines"`
	NonBlankLines int        `json:"nonblank_lines"`
	UsedBytes     int        `json:"used_bytes"`
	UsedLines     int        `json:"used_lines"`
	Used          []Range    `json:"used,omitempty"`
	Unused        []Range    `json:"unused,omitempty"`
	Fields        []FieldHit `json:"fields,omitempty"`
	Misses        []Miss     `json:"misses,omitempty"`
	Items         int        `json:"items,omitempty"`
	ItemsKept     int        `json:"items_kept,omitempty"`
	Warnings      []string   `json:"warnings,omitempty"`
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
	text       string
	lineStarts []int
	hits       []hit
	acc        *Account
	missCount  int
	capWarned  map[string]bool
}

func newRun(text string, acc *Account) *run {
	r := &run{text: text, acc: acc, capWarned: map[string]bool{}}
	r.lineStarts = append(r.lineStarts, 0)
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			r.lineStarts = append(r.lineStarts, i+1)
		}
	}
	acc.TextBytes = len(text)
	if text != "" {
		acc.TextLines = len(r.lineStarts)
		if strings.HasSuffix(text, "\n") {
			acc.TextLines--
		}
	}
	for i := range r.lineStarts {
		if strings.TrimSpace(r.line(i)) != "" {
			acc.NonBlankLines++
		}
	}
	return r
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
	return sort.Search(len(r.lineStarts), func(i int) bool { return r.lineStarts[i] > off }) - 1
}

func (r *run) rangeOf(s span) Range {
	last := s.end - 1
	if last < s.start {
		last = s.start
	}
	return Range{Start: s.start, End: s.end, Line: r.lineOf(s.start) + 1, EndLine: r.lineOf(last) + 1}
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
	var ls []span
	for _, l := range labels {
		if l.start >= 0 && l.end <= len(r.text) && l.start < l.end {
			ls = append(ls, l)
		}
	}
	r.hits = append(r.hits, hit{path: path, val: val, labels: ls})
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
	used := make([]span, 0, 2*len(final))
	for _, h := range final {
		used = append(used, h.val)
		used = append(used, h.labels...)
	}
	sort.SliceStable(final, func(i, j int) bool {
		if final[i].val.start != final[j].val.start {
			return final[i].val.start < final[j].val.start
		}
		return final[i].path < final[j].path
	})
	if len(final) > 0 {
		r.acc.Fields = make([]FieldHit, 0, len(final))
	}
	for _, h := range final {
		r.acc.Fields = append(r.acc.Fields, FieldHit{Path: h.path, Range: r.rangeOf(h.val)})
	}
	merged := mergeSpans(used)
	usedLine := make([]bool, len(r.lineStarts))
	for _, s := range merged {
		if s.end <= s.start {
			continue
		}
		r.acc.UsedBytes += s.end - s.start
		r.acc.Used = append(r.acc.Used, r.rangeOf(s))
		for l := r.lineOf(s.start); l <= r.lineOf(s.end-1); l++ {
			usedLine[l] = true
		}
	}
	for l := range r.lineStarts {
		blank := strings.TrimSpace(r.line(l)) == ""
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
		r.acc.Unused = append(r.acc.Unused, r.rangeOf(s))
	}
	if r.missCount > len(r.acc.Misses) {
		r.warn(fmt.Sprintf("%d misses: the account lists the first %d", r.missCount, len(r.acc.Misses)))
	}
}

// mergeSpans sorts spans and joins overlapping or touching ones.
func mergeSpans(in []span) []span {
	if len(in) == 0 {
		return nil
	}
	s := append([]span(nil), in...)
	sort.Slice(s, func(i, j int) bool {
		return s[i].start < s[j].start || (s[i].start == s[j].start && s[i].end < s[j].end)
	})
	out := []span{s[0]}
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
	sort.SliceStable(idx, func(a, b int) bool { return hits[idx[a]].path < hits[idx[b]].path })
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

// pointer appends one JSON-pointer step to path.
func pointer(path, key string) string {
	if strings.ContainsAny(key, "~/") {
		key = strings.ReplaceAll(key, "~", "~0")
		key = strings.ReplaceAll(key, "/", "~1")
	}
	return path + "/" + key
}

func pointerIndex(path string, i int) string {
	return path + "/" + strconv.Itoa(i)
}
