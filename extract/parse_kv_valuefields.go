package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// maxValueFieldsBytes is the longest value kvValueFields splits.
const maxValueFieldsBytes = 200

// kvValueFields is, under parser auto, the value v of a `Key: value` line
// (at val in the text) that carries inline structure (valueStructured), as an object: the
// whole text ("text") and the fields the list item reader finds in it
// ("Status: shipped (1250.00)" → value "shipped", count "1250.00";
// "Task: [P5] Write offline sync" → type "P5", value "Write offline
// sync"); a count phrase gives its number ("value") and "unit" ("Size:
// 121 bytes" → value "121", unit "bytes"; a field "(121 bytes)" adds
// "<field>_number"). It returns nil for other values, for a value that is not the
// text's own bytes, and when the reader finds fewer than two fields.
func (r *run) kvValueFields(p, v string, val span, labels []span) map[string]any {
	if !r.valueFields || len(v) > maxValueFieldsBytes || val.start < 0 || val.end > len(r.text) || val.start >= val.end || r.text[val.start:val.end] != v {
		return nil
	}
	if n, ok := textparse.CountPhrase(v); ok {
		// "Size: 121 bytes": the number, and what it counts
		m := map[string]any{DefaultTextField: v, "value": v[:n], "unit": strings.TrimSpace(v[n:])}
		r.addHit(pointer(p, DefaultTextField), val, labels...)
		r.addHit(pointer(p, "value"), span{val.start, val.start + n}, labels...)
		r.addHit(pointer(p, "unit"), span{val.start + n + 1, val.end}, labels...)
		return m
	}
	if sym, word, ok := textparse.SymbolLead(v); ok && strings.IndexByte(word, ' ') < 0 && len(word) <= 40 {
		// "Status: ❌ FAILED", "kestrel: 🟢 up": the word, and the
		// symbol stating it, beside the value as written
		at := val.end - len(word)
		m := map[string]any{DefaultTextField: v, "value": word, "state": string(sym)}
		r.addHit(pointer(p, DefaultTextField), val, labels...)
		r.addHit(pointer(p, "value"), span{at, val.end}, labels...)
		r.addHit(pointer(p, "state"), span{val.start, val.start + len(string(sym))}, labels...)
		return m
	}
	if !valueStructured(v) {
		return nil
	}
	fields := textparse.ItemFields(v)
	if len(fields) < 2 {
		return nil
	}
	m := map[string]any{DefaultTextField: v}
	r.addHit(pointer(p, DefaultTextField), val, labels...)
	for _, f := range fields {
		name := f.Name
		if name == "name" {
			name = "value" // the leading part is the pair's value proper
		}
		if _, taken := m[name]; taken || f.Start < 0 || f.End > len(v) || f.Start >= f.End {
			continue
		}
		m[name] = f.Value
		r.addHit(pointer(p, name), span{val.start + f.Start, val.start + f.End}, labels...)
		if n, ok := textparse.CountPhrase(f.Value); ok && m[name+"_number"] == nil {
			// "(121 bytes)": its number too
			m[name+"_number"] = f.Value[:n]
			r.addHit(pointer(p, name+"_number"), span{val.start + f.Start, val.start + f.Start + n}, labels...)
		}
	}
	return m
}

// valueStructured is kvValueFields' cheap gate: a value ending in a
// parenthetical, an angle-bracketed address or a short bracketed tag
// ("int (not null) [PK]"), starting with a bracketed tag, or holding a
// spaced dash. A parenthesis inside a sentence is prose.
func valueStructured(v string) bool {
	last := v[len(v)-1]
	return last == ')' || last == '>' || v[0] == '[' || strings.Contains(v, " — ") || strings.Contains(v, " – ") ||
		last == ']' && endTag(v)
}

// endTag reports whether v ends in " [tag]": a bracketed word or two of
// at most 24 bytes after a blank.
func endTag(v string) bool {
	i := strings.LastIndex(v, " [")
	return i > 0 && len(v)-i-3 <= 24 && len(v)-i-3 > 0 && !strings.ContainsAny(v[i+2:len(v)-1], "[]()")
}
