package probe

import (
	"bytes"
	"encoding/json"
	"sort"
)

// Redactor replaces secret values in captured bytes by markers such as
// "[REDACTED:env:GITHUB_TOKEN]". A nil *Redactor redacts nothing.
type Redactor struct {
	secrets []redSecret // longest value first
	// markerForms are the marker texts as they appear raw and inside JSON
	// strings; the final check ignores secrets re-formed by them.
	markerForms [][]byte
	pure        map[string]bool // quoted markers: a JSON string that is only a marker
}

type redSecret struct {
	value  []byte
	wordy  bool   // matched only as a whole word (see looksLikeWord)
	marker []byte // [REDACTED:<name>]
	quoted []byte // the marker as a JSON string
}

// NewRedactor prepares the redaction of secrets. Values that read as plain
// words or small numbers are redacted only where they stand as whole words
// (see looksLikeWord). It ignores values shorter than 4 bytes, the values "true", "false" and "null", and values made only
// of whitespace and JSON punctuation: replacing them would wreck the output
// without protecting anything. When two secrets share a value the first
// name is used. Longer values are matched first, so overlapping secrets are
// redacted fully.
func NewRedactor(secrets []Secret) *Redactor {
	r := &Redactor{pure: map[string]bool{}}
	seen := map[string]bool{}
	forms := map[string]bool{}
	for _, s := range secrets {
		if !usableSecret(s.Value) || seen[s.Value] {
			continue
		}
		seen[s.Value] = true
		marker := "[REDACTED:" + s.Name + "]"
		quoted := encodeJSONString([]byte(marker))
		r.secrets = append(r.secrets, redSecret{value: []byte(s.Value), wordy: looksLikeWord(s.Value), marker: []byte(marker), quoted: quoted})
		r.pure[string(quoted)] = true
		for _, f := range [][]byte{[]byte(marker), quoted[1 : len(quoted)-1]} {
			if !forms[string(f)] {
				forms[string(f)] = true
				r.markerForms = append(r.markerForms, f)
			}
		}
	}
	sort.SliceStable(r.secrets, func(i, j int) bool { return len(r.secrets[i].value) > len(r.secrets[j].value) })
	return r
}

func usableSecret(v string) bool {
	if len(v) < 4 || v == "true" || v == "false" || v == "null" {
		return false
	}
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case ' ', '\t', '\r', '\n', '{', '}', '[', ']', ',', ':', '"':
		default:
			return true
		}
	}
	return false
}

// Empty reports whether the redactor has no secret to redact.
func (r *Redactor) Empty() bool {
	return r == nil || len(r.secrets) == 0
}

// span is one stretch of bytes to replace; overlapping occurrences of
// secrets are merged into one span named after the earliest (longest) one.
type span struct {
	start, end int
	sec        *redSecret
}

// find returns the merged spans of all secret occurrences in b, in order.
func (r *Redactor) find(b []byte) []span {
	var spans []span
	for i := range r.secrets {
		s := &r.secrets[i]
		for off := 0; off < len(b); {
			k := bytes.Index(b[off:], s.value)
			if k < 0 {
				break
			}
			start, end := off+k, off+k+len(s.value)
			if s.wordy && !atWordBoundary(b, start, end) {
				off = start + 1
				continue
			}
			if n := len(spans); n > 0 && spans[n-1].sec == s && start < spans[n-1].end {
				spans[n-1].end = end // overlapping repeat of the same secret
			} else {
				spans = append(spans, span{start, end, s})
			}
			off = start + 1
		}
	}
	if len(spans) < 2 {
		return spans
	}
	sort.SliceStable(spans, func(i, j int) bool {
		if spans[i].start != spans[j].start {
			return spans[i].start < spans[j].start
		}
		return spans[i].end > spans[j].end
	})
	merged := spans[:1]
	for _, sp := range spans[1:] {
		last := &merged[len(merged)-1]
		if sp.start < last.end {
			if sp.end > last.end {
				last.end = sp.end
			}
			continue
		}
		merged = append(merged, sp)
	}
	return merged
}

// looksLikeWord reports whether an env value reads as an ordinary word or
// a small number ("info", "production", "3001") rather than a credential.
// Such values are redacted only where they stand as whole words, so that
// LOG_LEVEL=info does not maul "information"; anything else (credentials
// mix digits, symbols and case, or are long) is redacted wherever it occurs.
func looksLikeWord(v string) bool {
	letters, digits := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters++
		case c >= '0' && c <= '9':
			digits++
		default:
			return false
		}
	}
	return letters == len(v) && len(v) < 16 || digits == len(v) && len(v) < 6
}

// atWordBoundary reports whether b[start:end] is not glued to letters or
// digits on either side.
func atWordBoundary(b []byte, start, end int) bool {
	return (start == 0 || !isAlnum(b[start-1]) || !isAlnum(b[start])) &&
		(end == len(b) || !isAlnum(b[end]) || !isAlnum(b[end-1]))
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// replace writes b with every span replaced by its marker.
func replace(b []byte, spans []span) []byte {
	out := make([]byte, 0, len(b)+len(spans)*24)
	last := 0
	for _, sp := range spans {
		out = append(out, b[last:sp.start]...)
		out = append(out, sp.sec.marker...)
		last = sp.end
	}
	return append(out, b[last:]...)
}

// Bytes replaces every secret in b by its marker, byte for byte, for text
// that is not JSON (stderr, noise lines). Without a secret in b it returns
// b itself.
func (r *Redactor) Bytes(b []byte) []byte {
	if r.Empty() {
		return b
	}
	spans := r.find(b)
	if len(spans) == 0 {
		return b
	}
	return replace(b, spans)
}

// String is Bytes for a string.
func (r *Redactor) String(s string) string {
	if r.Empty() {
		return s
	}
	b := []byte(s)
	spans := r.find(b)
	if len(spans) == 0 {
		return s
	}
	return string(replace(b, spans))
}

// JSON redacts a JSON document and keeps it valid and otherwise byte-exact.
// Each string is checked both as written and decoded (so a secret escaped
// as \" \\ \/ or \uXXXX is found); only strings that held a secret are
// re-encoded, with the secret replaced by its marker. A number that holds
// a secret becomes the marker string. A value whose secret could not be
// replaced inside it (it straddles tokens or escape sequences) is replaced
// whole by the marker string. Input that is not valid JSON is handled by
// Bytes. Without a secret in b it returns b itself.
func (r *Redactor) JSON(b []byte) []byte {
	if r.Empty() || len(b) == 0 {
		return b
	}
	if !json.Valid(b) {
		return r.Bytes(b)
	}
	out := b
	changed := false
	var buf []byte
	last := 0
	for _, t := range jsonTokens(b) {
		tok := b[t.start:t.end]
		var repl []byte
		if t.kind == '"' {
			repl = r.jsonString(tok)
		} else if spans := r.find(tok); len(spans) > 0 {
			repl = spans[0].sec.quoted
		}
		if repl == nil {
			continue
		}
		if !changed {
			buf = make([]byte, 0, len(b)+64)
			changed = true
		}
		buf = append(buf, b[last:t.start]...)
		buf = append(buf, repl...)
		last = t.end
	}
	if changed {
		out = append(buf, b[last:]...)
	}
	// Secrets spanning several tokens, or re-formed by re-encoding: replace
	// every value they touch by a marker string until none is left. Each
	// round turns at least one more value into a marker, so it ends.
	for {
		spans := r.find(r.maskMarkers(out))
		if len(spans) == 0 {
			break
		}
		next, progressed := r.replaceTouched(out, spans)
		if !progressed {
			break
		}
		out, changed = next, true
	}
	if !changed {
		return b
	}
	return out
}

// jsonString redacts one JSON string token; nil means unchanged.
func (r *Redactor) jsonString(tok []byte) []byte {
	if len(tok) < 2 {
		return nil
	}
	inner := tok[1 : len(tok)-1]
	rawHits := r.find(inner)
	if len(rawHits) == 0 && bytes.IndexByte(inner, '\\') < 0 {
		return nil
	}
	var s string
	if err := json.Unmarshal(tok, &s); err != nil {
		if len(rawHits) > 0 {
			return rawHits[0].sec.quoted
		}
		return nil
	}
	decoded := []byte(s)
	spans := r.find(decoded)
	if len(spans) == 0 {
		if len(rawHits) > 0 {
			// The secret exists only in the written form (it spans escape
			// syntax or invalid UTF-8): drop the whole string.
			return rawHits[0].sec.quoted
		}
		return nil
	}
	enc := encodeJSONString(replace(decoded, spans))
	if hits := r.find(enc[1 : len(enc)-1]); len(hits) > 0 {
		return hits[0].sec.quoted
	}
	return enc
}

// maskMarkers returns b with every marker text zeroed (same length), so
// that secrets which are pieces of a marker are not found in it again.
func (r *Redactor) maskMarkers(b []byte) []byte {
	var view []byte
	for _, f := range r.markerForms {
		src := b
		if view != nil {
			src = view
		}
		for off := 0; off < len(src); {
			k := bytes.Index(src[off:], f)
			if k < 0 {
				break
			}
			if view == nil {
				view = bytes.Clone(b)
				src = view
			}
			clear(view[off+k : off+k+len(f)])
			off += k + len(f)
		}
	}
	if view == nil {
		return b
	}
	return view
}

// replaceTouched replaces every value token overlapping a span (and not
// already a bare marker) by the span's marker string.
func (r *Redactor) replaceTouched(b []byte, spans []span) ([]byte, bool) {
	var out []byte
	last, si := 0, 0
	progressed := false
	for _, t := range jsonTokens(b) {
		for si < len(spans) && spans[si].end <= t.start {
			si++
		}
		var hit *span
		for k := si; k < len(spans) && spans[k].start < t.end; k++ {
			if spans[k].end > t.start {
				hit = &spans[k]
				break
			}
		}
		if hit == nil || r.pure[string(b[t.start:t.end])] {
			continue
		}
		progressed = true
		out = append(out, b[last:t.start]...)
		out = append(out, hit.sec.quoted...)
		last = t.end
	}
	if !progressed {
		return b, false
	}
	return append(out, b[last:]...), true
}

// jtok is one value token of a JSON text: a string, number or literal.
type jtok struct {
	start, end int
	kind       byte // '"' string, '0' number, 'a' literal
}

// jsonTokens lists the value tokens of a valid JSON text.
func jsonTokens(b []byte) []jtok {
	var toks []jtok
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '"':
			j := skipString(b, i) + 1
			toks = append(toks, jtok{i, j, '"'})
			i = j
		case c == '-' || (c >= '0' && c <= '9'):
			j := i + 1
			for j < len(b) && isNumberByte(b[j]) {
				j++
			}
			toks = append(toks, jtok{i, j, '0'})
			i = j
		case c >= 'a' && c <= 'z':
			j := i + 1
			for j < len(b) && b[j] >= 'a' && b[j] <= 'z' {
				j++
			}
			toks = append(toks, jtok{i, j, 'a'})
			i = j
		default:
			i++
		}
	}
	return toks
}

func isNumberByte(c byte) bool {
	return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-'
}

// encodeJSONString encodes s as a JSON string without HTML escaping.
func encodeJSONString(s []byte) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(string(s)) // a string always encodes
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
