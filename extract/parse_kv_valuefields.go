package extract

import (
	"strconv"
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
	if !r.valueFields || len(v) > maxValueFieldsBytes || val.start < 0 || val.end > len(r.text) || val.start >= val.end {
		return nil
	}
	if raw := r.text[val.start:val.end]; raw != v {
		if unbolded(raw) == v {
			// "unresolved → **resolved**": read as written
			return r.kvTransition(p, raw, val, labels)
		}
		return nil
	}
	if m := r.kvParenValue(p, v, val, labels); m != nil {
		return m
	}
	if n, nums := textparse.LeadNumberClause(v); n > 0 && len(nums) > 0 {
		// "Total results: 3, showing 2 from position 0": the number, and
		// the numbers of the clause after it
		m := map[string]any{DefaultTextField: v, "value": v[:n]}
		r.addHit(pointer(p, DefaultTextField), val, labels...)
		r.addHit(pointer(p, "value"), span{val.start, val.start + n}, labels...)
		for k, sp := range nums {
			name := "number"
			if k > 0 {
				name = "number_" + strconv.Itoa(k+1)
			}
			m[name] = v[sp.Start:sp.End]
			r.addHit(pointer(p, name), span{val.start + sp.Start, val.start + sp.End}, labels...)
		}
		return m
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
	if m := r.kvTransition(p, v, val, labels); m != nil {
		return m
	}
	if m := r.kvLogfmtTail(p, v, val, labels); m != nil {
		return m
	}
	if !valueStructured(v) {
		return r.kvValueTokens(p, v, val, labels)
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
		fv, fs, fe := f.Value, f.Start, f.End
		if q := len(fv); q >= 3 && fv == v[fs:fe] && (fv[0] == '"' && fv[q-1] == '"' || fv[0] == '\'' && fv[q-1] == '\'') && !strings.ContainsAny(fv[1:q-1], "\"'") {
			// `Owner: "ana" (admin)`: the value inside its quotes
			fv, fs, fe = fv[1:q-1], fs+1, fe-1
		}
		m[name] = fv
		r.addHit(pointer(p, name), span{val.start + fs, val.start + fe}, labels...)
		if n, ok := textparse.CountPhrase(f.Value); ok && m[name+"_number"] == nil {
			// "(121 bytes)": its number too
			m[name+"_number"] = f.Value[:n]
			r.addHit(pointer(p, name+"_number"), span{val.start + f.Start, val.start + f.Start + n}, labels...)
		}
	}
	return m
}

// kvParenValue reads a value wholly in parentheses that is a number or a
// count phrase, "**Current Issues:** (3 total)", "(25 available)", "(3)":
// the value as written, and the number (with the words after it as
// "unit").
func (r *run) kvParenValue(p, v string, val span, labels []span) map[string]any {
	if len(v) < 3 || v[0] != '(' || v[len(v)-1] != ')' || strings.ContainsAny(v[1:len(v)-1], "()") {
		return nil
	}
	in := v[1 : len(v)-1]
	n, ok := textparse.CountPhrase(in)
	if !ok {
		if !plainDigits(in) {
			return nil
		}
		n = len(in)
	}
	m := map[string]any{DefaultTextField: v, "value": in[:n]}
	r.addHit(pointer(p, DefaultTextField), val, labels...)
	r.addHit(pointer(p, "value"), span{val.start + 1, val.start + 1 + n}, labels...)
	if n < len(in) {
		m["unit"] = strings.TrimSpace(in[n:])
		r.addHit(pointer(p, "unit"), span{val.start + 2 + n, val.end - 1}, labels...)
	}
	return m
}

// plainDigits reports whether s is digits with comma thousands
// separators ("3", "1,024"), and no other byte.
func plainDigits(s string) bool {
	return s != "" && s[0] != ',' && s[len(s)-1] != ',' && allDigits(strings.ReplaceAll(s, ",", ""))
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

// kvTransition reads a value that states a change, "unresolved →
// **resolved**" or "v1.2 -> v1.3": the value as written, and the sides
// before and after the one arrow as "from" and "to" (emphasis markers
// around a side taken off). nil unless there is exactly one arrow with a
// side of at most 80 bytes on each hand.
func (r *run) kvTransition(p, v string, val span, labels []span) map[string]any {
	from, to, ok := textparse.Transition(v)
	if !ok {
		return nil // none, or inside a parenthesis: "volume (value=0.8 -> 0.78)"
	}
	m := map[string]any{DefaultTextField: v}
	r.addHit(pointer(p, DefaultTextField), val, labels...)
	for _, side := range [...]struct {
		name string
		sp   textparse.Span
	}{{"from", from}, {"to", to}} {
		a, b := side.sp.Start, side.sp.End
		if x, y := wrappedSpan(v[a:b]); x > 0 {
			a, b = a+x, a+y
		}
		if a >= b {
			return nil
		}
		m[side.name] = v[a:b]
		r.addHit(pointer(p, side.name), span{val.start + a, val.start + b}, labels...)
	}
	return m
}

// kvLogfmtTail reads a value that ends in two `key=value` pairs or more
// after a lead ("Brake pads (front) qty=42 value=772.80", a program's
// printout): the value as written, the lead as "value" and each pair by
// its key (a key taken already gets a suffix). nil otherwise.
func (r *run) kvLogfmtTail(p, v string, val span, labels []span) map[string]any {
	eq := strings.IndexByte(v, '=')
	if eq < 0 {
		return nil
	}
	for i := 1; i < eq; i++ {
		if v[i-1] != ' ' || v[i] == ' ' {
			continue
		}
		ps := textparse.LogfmtPairs(v, i, len(v))
		if ps == nil {
			continue
		}
		a, b := trimSpaceSpan(v, 0, i)
		if a >= b {
			return nil
		}
		m := map[string]any{DefaultTextField: v, "value": v[a:b]}
		r.addHit(pointer(p, DefaultTextField), val, labels...)
		r.addHit(pointer(p, "value"), span{val.start + a, val.start + b}, labels...)
		for k := 0; k+1 < len(ps); k += 2 {
			name := v[ps[k].Start:ps[k].End]
			for n := 2; m[name] != nil; n++ {
				name = v[ps[k].Start:ps[k].End] + "_" + strconv.Itoa(n)
			}
			m[name] = v[ps[k+1].Start:ps[k+1].End]
			r.addHit(pointer(p, name), span{val.start + ps[k+1].Start, val.start + ps[k+1].End}, labels...)
		}
		return m
	}
	return nil
}

// minProseValueWords is the fewest words of a value kvValueTokens reads
// as a sentence.
const minProseValueWords = 8

// kvValueTokens reads a value that holds two data tokens or more among
// its words ("512 MB used of 2 GB", "2 hours ago from 10.0.4.17",
// "0.42, 0.38, 0.35"): the value as written, and each token
// (textparse.TitleFields) named by its kind. nil for fewer tokens.
func (r *run) kvValueTokens(p, v string, val span, labels []span) map[string]any {
	if strings.IndexByte(v, ' ') < 0 {
		return nil // one token
	}
	var fs []textparse.MessageField
	if strings.Count(v, " ") >= minProseValueWords-1 {
		// a sentence or a description: its tokens as a message's
		// (names, dates, quantities among the words)
		fs = textparse.MessageFields(v)
	} else {
		if dataChunks(v) < 2 || !textparse.HasWordOrName(v) {
			return nil // words, or tokens with no word between
		}
		fs = textparse.TitleFields(v)
	}
	if len(fs) < 2 || textparse.Duration(v) {
		return nil // "3d 4h": one value
	}
	if len(fs) == 2 && fs[0].Span.Start == 0 && fs[1].Span.End == len(v) {
		switch strings.TrimSpace(v[fs[0].Span.End:fs[1].Span.Start]) {
		case "-", "–", "to", "..", "→", "->":
			return nil // "10:00 - 18:00": a range is one value
		}
	}
	m := map[string]any{DefaultTextField: v}
	r.addHit(pointer(p, DefaultTextField), val, labels...)
	for _, f := range fs {
		name := f.Name
		if f.Name == "number" {
			// "2 files, 1 directories": a count named by what it counts
			rest := v[f.Span.Start:]
			if k := strings.Index(rest, ", "); k > 0 {
				rest = rest[:k]
			}
			if n, ok := textparse.CountPhrase(rest); ok && n == f.Span.End-f.Span.Start {
				if u := snakeKey(strings.TrimSpace(rest[n:])); u != "" && u != DefaultTextField {
					name = u
				}
			}
		}
		base := name
		for n := 2; m[name] != nil; n++ {
			name = base + "_" + strconv.Itoa(n)
		}
		m[name] = v[f.Span.Start:f.Span.End]
		r.addHit(pointer(p, name), span{val.start + f.Span.Start, val.start + f.Span.End}, labels...)
	}
	return m
}

// dataChunks counts, up to 2, the blank-separated chunks of v that start
// with a digit, '/', '~', '#' or '$' (an opening bracket or quote before
// it skipped), or hold an '@' or "://": kvValueTokens' cheap gate, since
// the tokens it reads (numbers, quantities, dates, hosts, paths, refs,
// e-mail addresses, URLs) do. Counting ids with a digit or a joiner
// inside too ("node-22 on linux-x64") gained 5 clean values and 2 spent
// ones but cost key-value text 4% of its speed on the benchmark's random
// values, below the goal: left out.
func dataChunks(v string) int {
	n, in := 0, false
	start := true
	for i := 0; i < len(v) && n < 2; i++ {
		c := v[i]
		switch {
		case c == ' ':
			in, start = false, true
			continue
		case !in && (start && (c >= '0' && c <= '9' || c == '/' || c == '~' || c == '#' || c == '$') || c == '@' || c == ':' && i+2 < len(v) && v[i+1] == '/' && v[i+2] == '/'):
			n++
			in = true
		}
		if c != '(' && c != '"' && c != '\'' && c != '[' {
			start = false
		}
	}
	return n
}
