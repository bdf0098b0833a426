package extract

import (
	"encoding/json"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// kvPiece is one ", "-separated piece of a key-value value: its bytes
// in the text and, for an inline pair ("Period: weekly"), its key.
type kvPiece struct {
	key span // empty for a plain piece
	val span
}

// kvLeaf is the value of one "Key: value" line, with what it holds on the
// line split out: further pairs written on the same line after ", "
// ("Metric: active, Period: weekly" is two pairs) and comma lists of
// names or numbers ("Stages: Seed, Series A, Series B", "Summary: 10
// cohorts, 5 periods"), which become arrays. It records the hits and
// returns the value for the line's key; extra pairs are put in obj unless
// their key is taken at this level (then the line stays one value).
// The fast path (no ", " in the value) costs one byte search.
func (r *run) kvLeaf(obj map[string]any, n *textparse.KVNode, nodes []*textparse.KVNode, p, path string, labels []span) any {
	v := n.Value
	val := span{n.ValueSpan.Start, n.ValueSpan.End}
	if r.valueFields && val.start >= 0 && val.end <= len(r.text) && val.end-val.start >= 2 {
		// `ticket_id: "SUP-4410"`: a value written as a JSON (or YAML,
		// TOON) string is the string it encodes
		raw := r.text[val.start:val.end]
		if raw[0] == '{' || raw[0] == '[' {
			// `dimensions: ["HOST-7D7D"]`, `data: {"a": 1}`: a JSON
			// value (a YAML flow sequence of names is read below)
			if jv, ok := r.jsonAt(val.start, val.end, p); ok {
				return jv
			}
		}
		if raw[0] == '"' && raw[len(raw)-1] == '"' {
			if inner := raw[1 : len(raw)-1]; !strings.ContainsAny(inner, "\\\"") {
				r.addHit(p, span{val.start + 1, val.end - 1}, labels...)
				return inner
			} else if s, ok := jsonString(raw); ok {
				r.addHit(p, val, labels...)
				return s
			}
		}
	}
	if val.start >= 0 && val.end <= len(r.text) && val.start <= val.end && r.text[val.start:val.end] == v {
		if items := flowList(r.text, val); items != nil {
			// "tags: [design, harbor]": a YAML flow sequence
			out := make([]any, len(items))
			for i, q := range items {
				out[i] = r.text[q.start:q.end]
				r.addHit(pointerIndex(p, i), q, labels...)
			}
			return out
		}
	}
	if val.start >= 0 && val.end <= len(r.text) && val.start <= val.end && r.text[val.start:val.end] != v {
		// "**Downloads:** 688 | **Likes:** 14": the raw value holds the
		// bold markers of inline keys
		if a, b := trimSpaceSpan(r.text, val.start, val.end); unbolded(r.text[a:b]) == v && strings.Contains(r.text[a:b], ":") {
			val = span{a, b}
		}
	}
	if val.start >= 0 && val.end <= len(r.text) && val.start <= val.end && (r.text[val.start:val.end] == v || unbolded(r.text[val.start:val.end]) == v) {
		for _, sep := range [...]string{" | ", " · ", "; "} {
			if sep == "; " && strings.Count(v, sep) < 2 {
				continue // "a; b: c" is prose: two pairs after the value or none
			}
			if strings.Contains(v, sep) {
				// "Status: open | Priority: high": pairs after the value
				if h, ok := r.sepPairs(obj, nodes, path, labels, val, sep); ok {
					val, v = h, r.text[h.start:h.end]
				} else if nums := textparse.GlyphNumbers(r.text, val.start, val.end, sep); nums != nil {
					// "Stats: ⬇️ 1.2M · ❤️ 640": counts behind glyphs
					out := make([]any, len(nums))
					for i, q := range nums {
						out[i] = r.text[q.Start:q.End]
						r.addHit(pointerIndex(p, i), span{q.Start, q.End}, labels...)
					}
					return out
				}
				break
			}
		}
	}
	if val.start >= 0 && val.end <= len(r.text) && val.start <= val.end && r.text[val.start:val.end] == v {
		if m := r.kvMailbox(p, val, labels); m != nil {
			// "Author: Ana Lima <ana@example.org>": name and address
			return m
		}
		if m := r.kvDateTimeRange(p, val, labels); m != nil {
			// "When: 2026-03-02 09:00-10:30": day, start and end
			return m
		}
	}
	if strings.Index(v, ", ") < 0 || val.start < 0 || val.end > len(r.text) || val.start > val.end || r.text[val.start:val.end] != v {
		if m := r.kvValueFields(p, v, val, labels); m != nil {
			return m
		}
		r.addHit(p, val, labels...)
		return v
	}
	if n, nums := textparse.LeadNumberClause(v); n > 0 && len(nums) > 0 {
		// "3, showing 2 from position 0": a count and a clause, no list
		if m := r.kvValueFields(p, v, val, labels); m != nil {
			return m
		}
	}
	pieces := splitPieces(r.text, val)
	if m := r.commaLogfmt(p, pieces, labels); m != nil {
		// "osType=LINUX, cpuCores=4": pairs parted by commas
		return m
	}
	// inline pairs: every piece after the first is "Key: value"
	head := 1
	for head < len(pieces) && pieces[head].key.end == 0 {
		head++
	}
	if head < len(pieces) && len(pieces)-head >= 2 && keyCount(nodes, n.Key) >= 2 {
		if rec := r.lineRecord(n, pieces, head, p, labels); rec != nil {
			// "Date: 2026-11-10, Open: 475.53, Close: 476.22" a line:
			// each line a record
			return rec
		}
	}
	if head < len(pieces) {
		for _, q := range pieces[head:] {
			if q.key.end == 0 {
				// a plain piece after a pair: the pair's value holds a comma
				r.addHit(p, val, labels...)
				return v
			}
			k := r.text[q.key.start:q.key.end]
			if _, clash := obj[k]; clash || hasKey(nodes, k) {
				r.addHit(p, val, labels...)
				return v
			}
		}
		for i := head; i < len(pieces); i++ {
			q := pieces[i]
			k := r.text[q.key.start:q.key.end]
			kl := append(append([]span(nil), labels[:len(labels)-1]...), q.key)
			obj[k] = r.kvList(pointer(path, k), []kvPiece{q}, kl)
		}
		pieces = pieces[:head]
	}
	if len(pieces) == 1 && pieces[0].val == val {
		// one piece: its commas are inside parentheses ("Dead (age: 0
		// minutes, keepalive: ✅)"), and its form may show fields
		if m := r.kvValueFields(p, v, val, labels); m != nil {
			return m
		}
	}
	return r.kvList(p, pieces, labels)
}

// keyCount counts the nodes of one level with key k.
func keyCount(nodes []*textparse.KVNode, k string) int {
	c := 0
	for _, n := range nodes {
		if n != nil && n.Key == k {
			c++
		}
	}
	return c
}

// lineRecord reads a pair whose key repeats at its level and whose value
// goes on with inline pairs after ", " as one record: the key's own value
// (the pieces before head) and every inline pair, at the pointer p. It
// returns nil when a piece after head is not a pair or a key repeats
// within the line.
func (r *run) lineRecord(n *textparse.KVNode, pieces []kvPiece, head int, p string, labels []span) map[string]any {
	rec := map[string]any{}
	for _, q := range pieces[head:] {
		if q.key.end == 0 {
			return nil
		}
		k := r.text[q.key.start:q.key.end]
		if _, dup := rec[k]; dup || k == n.Key {
			return nil
		}
		rec[k] = nil
	}
	first := span{pieces[0].val.start, pieces[head-1].val.end}
	rec[n.Key] = r.text[first.start:first.end]
	r.addHit(pointer(p, n.Key), first, labels...)
	for _, q := range pieces[head:] {
		k := r.text[q.key.start:q.key.end]
		rec[k] = r.text[q.val.start:q.val.end]
		kl := append(append([]span(nil), labels[:len(labels)-1]...), q.key)
		r.addHit(pointer(p, k), q.val, kl...)
	}
	return rec
}

// sepPairs reads the value val cut at sep (" | ", " · ") as a value
// and inline pairs after it ("open | Priority: high | Owner: ana"): every
// piece after the first pair is a pair whose key is free at this level.
// It records the pairs in obj and returns the value's span, or false.
func (r *run) sepPairs(obj map[string]any, nodes []*textparse.KVNode, path string, labels []span, val span, sep string) (span, bool) {
	pieces := splitPiecesAt(r.text, val, sep)
	for i := 1; i < len(pieces); i++ {
		// "… | 4 facts | 63 tokens": a count after the value is a pair
		// of its unit and number
		if q := pieces[i]; q.key.end == 0 {
			a, b := trimSpaceSpan(r.text, q.val.start, q.val.end)
			if n, ok := textparse.CountPhrase(r.text[a:b]); ok {
				ua, ub := trimSpaceSpan(r.text, a+n, b)
				pieces[i] = kvPiece{key: span{ua, ub}, val: span{a, a + n}}
			}
		}
	}
	head := 1
	for head < len(pieces) && pieces[head].key.end == 0 {
		head++
	}
	if head == len(pieces) || pieces[0].val.start >= pieces[head-1].val.end {
		return val, false
	}
	for _, q := range pieces[head:] {
		if q.key.end == 0 {
			return val, false
		}
		k := r.text[q.key.start:q.key.end]
		if _, clash := obj[k]; clash || hasKey(nodes, k) {
			return val, false
		}
	}
	for _, q := range pieces[head:] {
		k := r.text[q.key.start:q.key.end]
		kl := append(append([]span(nil), labels[:len(labels)-1]...), q.key)
		obj[k] = r.kvList(pointer(path, k), []kvPiece{q}, kl)
	}
	return span{pieces[0].val.start, pieces[head-1].val.end}, true
}

// kvList records the hits of plain pieces and returns them as one string
// (one piece, or pieces that do not read as a list) or as an array.
func (r *run) kvList(p string, pieces []kvPiece, labels []span) any {
	whole := span{pieces[0].val.start, pieces[len(pieces)-1].val.end}
	if n := len(pieces); n >= 2 && pieces[n-1].val.end-pieces[n-1].val.start > 1 && r.text[pieces[n-1].val.end-1] == '.' {
		// "Regions: eu-west, ap-south.": the sentence's full stop is
		// not the last item's
		cut := append([]kvPiece(nil), pieces...)
		cut[n-1].val.end--
		if listPieces(r.text, cut, false) {
			pieces = cut
		}
	}
	plural := false
	if n := len(labels); n > 0 && labels[n-1].start >= 0 && labels[n-1].end <= len(r.text) && labels[n-1].start < labels[n-1].end {
		plural = pluralKey(r.text[labels[n-1].start:labels[n-1].end])
	}
	if len(pieces) < 2 || !listPieces(r.text, pieces, plural) {
		if v := r.text[whole.start:whole.end]; strings.Count(v, " ") >= minProseValueWords-1 {
			// a sentence with commas: its tokens beside it
			if m := r.kvValueTokens(p, v, whole, labels); m != nil {
				return m
			}
		}
		r.addHit(p, whole, labels...)
		return r.text[whole.start:whole.end]
	}
	out := make([]any, len(pieces))
	for i, q := range pieces {
		v := q.val
		if v.end-v.start > 2 && r.text[v.start] == '`' && r.text[v.end-1] == '`' {
			v = span{v.start + 1, v.end - 1} // "`discovery-classify`"
		}
		out[i] = r.text[v.start:v.end]
		r.addHit(pointerIndex(p, i), v, labels...)
	}
	return out
}

// pluralKey reports whether a pair's key names several things ("Tags",
// "MCP Servers", "Categories", "**Default Skills:**"): its last word, of
// four letters or more, ends in "s" (not "ss", "us" or "is"). Two plain
// words after such a key are a list ("payments, architecture"), where
// after another key they may be one phrase ("Berlin, Germany").
func pluralKey(k string) bool {
	k = strings.TrimRight(strings.Trim(k, "*_` \t"), ":")
	k = strings.Trim(k, "*_` \t")
	if i := strings.LastIndexAny(k, " _-"); i >= 0 {
		k = k[i+1:]
	}
	if len(k) < 4 || k[len(k)-1] != 's' {
		return false
	}
	for _, c := range k {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	switch strings.ToLower(k[len(k)-2:]) {
	case "ss", "us", "is":
		return false
	}
	return true
}

// splitPieces cuts the bytes of s at ", " into pieces; a piece that
// starts with a short key ("Period: weekly": one to three words of
// letters, digits, '_' or '-', then ": ") is an inline pair.
func splitPieces(text string, s span) []kvPiece { return splitPiecesAt(text, s, ", ") }

// splitPiecesAt is splitPieces with the separator sep.
func splitPiecesAt(text string, s span, sep string) []kvPiece {
	var out []kvPiece
	at := s.start
	for at <= s.end {
		i := indexOutside(text[at:s.end], sep)
		end := s.end
		if i >= 0 {
			end = at + i
		}
		// the piece without the blanks around it ("apex  |  Score: …")
		a, e := at, end
		for a < e && text[a] == ' ' {
			a++
		}
		for e > a && text[e-1] == ' ' {
			e--
		}
		q := kvPiece{val: span{a, e}}
		if k := inlineKey(text[a:e]); k > 0 && at > s.start {
			q.key = span{a, a + k}
			q.val = span{a + k + 2, e}
		} else if d := boldMark(text[a:e]); d != "" && at > s.start {
			// "**Likes:** 14", "**Status**: Open": a bold key
			rest := text[a+2 : e]
			if k := strings.Index(rest, ":"+d+" "); k > 0 && inlineKeyName(rest[:k]) && a+2+k+len(d)+2 < e {
				q.key = span{a + 2, a + 2 + k}
				q.val = span{a + 2 + k + len(d) + 2, e}
			} else if k := strings.Index(rest, d+": "); k > 0 && inlineKeyName(rest[:k]) && a+2+k+len(d)+2 < e {
				q.key = span{a + 2, a + 2 + k}
				q.val = span{a + 2 + k + len(d) + 2, e}
			}
		}
		out = append(out, q)
		if i < 0 {
			break
		}
		at = end + len(sep)
	}
	return out
}

// unbolded is s without its "**" and "__" markers: the value a
// key-value reader gives for raw text with bold keys in it.
func unbolded(s string) string {
	if !strings.Contains(s, "**") && !strings.Contains(s, "__") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "**", ""), "__", "")
}

// boldMark returns the marker ("**" or "__") that s opens with, or "".
func boldMark(s string) string {
	if strings.HasPrefix(s, "**") || strings.HasPrefix(s, "__") {
		return s[:2]
	}
	return ""
}

// inlineKey returns the length of the key of "Key: value" at the start of
// s (a letter first, at most three words of letters, digits, '_' or '-',
// at most 32 bytes), or 0.
func inlineKey(s string) int {
	i := strings.Index(s, ": ")
	if i <= 0 || i+2 >= len(s) || !inlineKeyName(s[:i]) {
		return 0
	}
	return i
}

// inlineKeyName reports whether k is a short key: a letter first, at most
// three words of letters, digits, '_' or '-', at most 32 bytes.
func inlineKeyName(k string) bool {
	if k == "" || len(k) > 32 {
		return false
	}
	c := k[0]
	if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
		return false
	}
	words := 1
	for j := 0; j < len(k); j++ {
		c := k[j]
		switch {
		case c == ' ':
			words++
			if words > 3 || j+1 < len(k) && k[j+1] == ' ' {
				return false
			}
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}

// listPieces reports whether pieces read as a list of names or numbers
// rather than one phrase with commas: each piece is short (one to four
// words, no ':' or '.' ending), and either every piece starts with a digit
// (or a sign or currency before one: "10 cohorts, 5 periods", "$50,000,
// $100,000") or there are three pieces or more and every one starts with
// a capital letter ("Seed, Series A, Series B"). "Low burn, steady growth"
// (lower case) and "Paris, France" (two names) stay one string.
func listPieces(text string, pieces []kvPiece, plural bool) bool {
	for i := 1; i < len(pieces); i++ {
		if textparse.CommaDate(text[pieces[i-1].val.start:pieces[i-1].val.end], text[pieces[i].val.start:pieces[i].val.end]) {
			return false // "19 Nov, 2026": one date
		}
	}
	if tokenPieces(text, pieces, plural) {
		return true
	}
	numeric, capital := true, true
	for _, q := range pieces {
		s := text[q.val.start:q.val.end]
		if s == "" || len(s) > 40 || strings.ContainsAny(s, ":;()[]{}") || strings.Count(s, " ") > 3 || s[len(s)-1] == '.' {
			return false
		}
		d := strings.TrimLeft(s, "+-$€£¥")
		if d == "" || d[0] < '0' || d[0] > '9' {
			numeric = false
		}
		if s[0] < 'A' || s[0] > 'Z' {
			capital = false
		}
		if !numeric && !capital {
			return false
		}
	}
	return numeric || capital && len(pieces) >= 3
}

// tokenPieces reports whether pieces are a list of single tokens (no
// white space, at most 40 bytes, letters or digits first, no markup):
// three or more ("go, rust, python"), or two or more that each hold a
// digit or one of "-_./@" ("eu-west, ap-south", "v1.2, v1.3"), which
// words of a phrase do not.
func tokenPieces(text string, pieces []kvPiece, plural bool) bool {
	marked := true
	for _, q := range pieces {
		s := text[q.val.start:q.val.end]
		if len(s) > 2 && s[0] == '`' && s[len(s)-1] == '`' {
			s = s[1 : len(s)-1] // "`discovery-classify`": a code span
		}
		if s == "" || len(s) > 40 || strings.ContainsAny(s, " \t:;()[]{}<>*`'\"|,") || s[len(s)-1] == '.' {
			return false
		}
		if c := s[0]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80) {
			return false
		}
		if !strings.ContainsAny(s, "0123456789-_./@") {
			marked = false
		}
	}
	return len(pieces) >= 3 || marked || plural
}

// hasKey reports whether a node of one level has key.
func hasKey(nodes []*textparse.KVNode, key string) bool {
	for _, n := range nodes {
		if n != nil && n.Key == key {
			return true
		}
	}
	return false
}

// flowList returns the items of a value written as a bracketed list of
// two or more plain items, YAML's flow sequence or a printed array
// ("[design, harbor]", "[ 1, 2, 3 ]", "['a', 'b']"): each item short, on
// one line, holding no brackets, braces or further quotes (quotes around
// an item are dropped). nil otherwise ("[Date]", "[x]", "[a](url)").
func flowList(text string, s span) []span {
	if s.end-s.start < 5 || text[s.start] != '[' || text[s.end-1] != ']' {
		return nil
	}
	in := text[s.start+1 : s.end-1]
	if !strings.Contains(in, ",") || strings.ContainsAny(in, "[]{}\n") {
		return nil
	}
	var out []span
	for at := s.start + 1; at < s.end; {
		e := strings.IndexByte(text[at:s.end-1], ',')
		if e < 0 {
			e = s.end - 1
		} else {
			e += at
		}
		a, b := trimSpaceSpan(text, at, e)
		if b-a >= 2 && (text[a] == '"' || text[a] == '\'') && text[b-1] == text[a] {
			a, b = a+1, b-1
		}
		if a >= b || b-a > 80 || strings.ContainsAny(text[a:b], "\"'") {
			return nil
		}
		out = append(out, span{a, b})
		at = e + 1
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// indexOutside is strings.Index(s, sep) for the first sep outside
// parentheses and brackets ("Dead (age: 0 minutes, keepalive: ✅)" holds
// no separator), -1 when there is none.
func indexOutside(s, sep string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		default:
			if depth == 0 && s[i] == sep[0] && strings.HasPrefix(s[i:], sep) {
				return i
			}
		}
	}
	return -1
}

// jsonString decodes s when it is one JSON string literal.
func jsonString(s string) (string, bool) {
	var out string
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		return "", false
	}
	return out, true
}

// commaLogfmt reads a value whose comma-parted pieces are each one
// `key=value` pair ("osType=LINUX, cpuCores=4, ipAddress=10.40.2.17") or
// a number's value ("1763897000000: 34.2", a series' points) as an object
// of them, or returns nil (two pairs at least, keys distinct).
func (r *run) commaLogfmt(p string, pieces []kvPiece, labels []span) map[string]any {
	if len(pieces) < 2 {
		return nil
	}
	m := make(map[string]any, len(pieces))
	var sps [][2]textparse.Span
	for _, q := range pieces {
		if q.key.end != 0 {
			return nil
		}
		a, b := trimSpaceSpan(r.text, q.val.start, q.val.end)
		eq, vs := strings.IndexByte(r.text[a:b], '='), 0
		if eq > 0 && textparse.LogfmtKey(r.text[a:a+eq]) {
			vs = a + eq + 1
		} else if c := strings.Index(r.text[a:b], ": "); c > 0 && allDigits(r.text[a:a+c]) {
			// "1763897000000: 34.2": a time stamp and its value
			eq, vs = c, a+c+2
		} else {
			return nil
		}
		if vs >= b || strings.ContainsAny(r.text[vs:b], " =") {
			return nil
		}
		k := r.text[a : a+eq]
		if _, dup := m[k]; dup {
			return nil
		}
		m[k] = r.text[vs:b]
		sps = append(sps, [2]textparse.Span{{Start: a, End: a + eq}, {Start: vs, End: b}})
	}
	for _, sp := range sps {
		k := r.text[sp[0].Start:sp[0].End]
		r.addHit(pointer(p, k), span{sp[1].Start, sp[1].End}, append(append([]span(nil), labels...), span{sp[0].Start, sp[0].End})...)
	}
	return m
}
