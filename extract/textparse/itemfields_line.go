package textparse

import (
	"strings"
)

// head splits the first line [a, b) of the item.
func (f *itemFielder) head(a, b int) {
	s := f.item
	b = trimRightSpace(s, a, b)
	if ps := LogfmtPairs(s, skipSpace(s, a, b), b); ps != nil && !f.inSpan(a) {
		// "id=1 name=Oak price=89.5": the keys name the values
		for i := 0; i+1 < len(ps); i += 2 {
			f.add(keyName(s[ps[i].Start:ps[i].End]), ps[i+1].Start, ps[i+1].End)
		}
		return
	}
	attrs, tail := f.trailingAttrs(a, b)
	tail = trimRightSpace(s, a, tail)
	if len(attrs) == 0 {
		// "TASK-3 - Round totals [To Do]": a closing tag is a state
		if t0, t1, end, ok := f.trailingTag(a, tail); ok {
			f.headMain(a, end)
			// "[score 0.884]" → score, "[build 48]" → build, else a state
			if name, v0, v1 := parenField(s, t0, t1); name != FieldDetails {
				f.add(name, v0, v1)
			} else {
				f.add(FieldState, t0, t1)
			}
			return
		}
	}
	if cut, n0 := trailingStars(s, a, tail); cut > a && !f.inSpan(n0) {
		// "acme/web ⭐ 120": the stars end the line, outside parentheses
		f.headMain(a, cut)
		f.add(FieldStars, n0, tail)
		for _, at := range attrs {
			f.add(keyName(s[at[0]:at[1]]), at[2], at[3])
		}
		return
	}
	// A bare URL ending a line with text before it: "**x** — desc (★ 3) https://…".
	u := strings.LastIndexAny(s[a:tail], " \t")
	if u >= 0 {
		u += a + 1
	}
	if u > a && isHandle(s[u:tail]) && !f.inSpan(u) && strings.Trim(s[a:u], " \t") != "" && !strings.HasSuffix(strings.TrimRight(s[a:u], " \t"), " by") {
		// "Write the docs (due 2026-05-02) @ana": a mention ends the line
		f.headMain(a, trimSeparator(s, a, trimRightSpace(s, a, u)))
		f.add(FieldHandle, u+1, tail)
		for _, at := range attrs {
			f.add(keyName(s[at[0]:at[1]]), at[2], at[3])
		}
		return
	}
	if u > a && isBareURL(s[u:tail]) && !f.inSpan(u) && strings.Trim(s[a:u], " \t") != "" {
		f.headMain(a, trimSeparator(s, a, trimRightSpace(s, a, u)))
		if !f.isUsed(FieldURL) {
			f.add(FieldURL, u, tail)
		}
	} else {
		f.headMain(a, tail)
	}
	for _, at := range attrs {
		f.add(keyName(s[at[0]:at[1]]), at[2], at[3])
	}
}

// trailingAttrs finds the `[key=value]` attributes that end the line
// [a, b) (as in accessibility snapshots: `button "OK" [ref=e12]`, a final
// ':' allowed); it returns them in text order as {key start, key end,
// value start, value end} and where they start (b when there are none).
func (f *itemFielder) trailingAttrs(a, b int) ([][4]int, int) {
	s := f.item
	var out [][4]int
	tail := b
	e := b
	if e > a && s[e-1] == ':' {
		e--
	}
	for e > a && s[e-1] == ']' && !f.inSpan(e-1) && len(out) < 16 {
		o := strings.LastIndexByte(s[a:e-1], '[')
		if o < 0 {
			break
		}
		o += a
		eq := strings.IndexByte(s[o:e], '=')
		if eq < 0 || o == a || !isWSByte(s[o-1]) || f.inSpan(o) {
			break
		}
		eq += o
		k0, k1, v0, v1 := o+1, eq, eq+1, e-1
		if k1 <= k0 || v1 <= v0 || !isAttrKey(s[k0:k1]) || strings.ContainsAny(s[v0:v1], "[]\n") {
			break
		}
		out = append(out, [4]int{k0, k1, v0, v1})
		tail = o
		e = trimRightSpace(s, a, o)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, tail
}

// headMain splits the first line [a, b) of the item, trailing attributes
// excluded.
func (f *itemFielder) headMain(a, b int) {
	s := f.item
	p := skipSpace(s, a, b)
	// Tree drawing: "└─ TASK-3 - Title".
	p = skipSpace(s, treePrefix(s, p, b), b)
	indexed := false
	// Index prefix.
	if q, name, v0, v1 := indexPrefix(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(name, v0, v1)
		p = skipSpace(s, q, b)
		indexed = true
		// "#101 | Title | …", "3 — Title": the mark after the index
		for _, m := range [...]string{"|", "-", "–", "—", "·", "•"} {
			if strings.HasPrefix(s[p:b], m) && p+len(m) < b && isWSByte(s[p+len(m)]) {
				p = skipSpace(s, p+len(m), b)
				break
			}
		}
	}
	if indexed {
		// `[0] id="net" name="Branch network" cells=7`: after the index,
		// the keys name the values
		if ps := LogfmtPairs(s, p, trimRightSpace(s, p, b)); ps != nil && !f.inSpan(p) {
			for i := 0; i+1 < len(ps); i += 2 {
				f.add(keyName(s[ps[i].Start:ps[i].End]), ps[i+1].Start, ps[i+1].End)
			}
			return
		}
	}
	// Task list checkbox: "[x] done", "[ ] to do".
	if p+3 < b && s[p] == '[' && s[p+2] == ']' && isWSByte(s[p+3]) && (s[p+1] == ' ' || s[p+1] == 'x' || s[p+1] == 'X') {
		if s[p+1] != ' ' {
			f.add(FieldChecked, p+1, p+2)
		}
		p = skipSpace(s, p+3, b)
		// "[ ] #1 Write the docs": an index after the box
		if q, name, v0, v1 := indexPrefix(s, p, b); !indexed && q > p && f.spanAt(p) == nil {
			f.add(name, v0, v1)
			p = skipSpace(s, q, b)
			indexed = true
		}
	}
	// A time or a time range opening the item: "09:00–09:30 Standup".
	if q := leadTime(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(FieldTime, p, q)
		p = skipSpace(s, q, b)
	}
	// Symbol tag: "📁 src", "📄 main.go".
	if q := symbolPrefix(s, p, b); q > p {
		f.add(FieldType, p, q)
		p = skipSpace(s, q, b)
	}
	// A log entry: "[2026-01-02 10:00] [Ann] - Kind: detail".
	if q := f.logEntry(p, b); q > p {
		return
	}
	// Bracketed date or time: "[11/25/2026, 4:46:12 AM]".
	if v0, v1, q := bracketedStamp(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(FieldDate, v0, v1)
		p = skipSpace(s, q, b)
		if p >= b {
			return
		}
	}
	// Bracketed label and value: "[UID 1042] From: …".
	if name, v0, v1, q := keyedTag(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(name, v0, v1)
		p = skipSpace(s, q, b)
	}
	// Bracketed reference of a kind and an id: "[card:11] Shipments".
	if t0, t1, i0, i1, q := typedRef(s, p, b); q > p && f.spanAt(p) == nil {
		f.add(FieldType, t0, t1)
		f.add(FieldID, i0, i1)
		p = skipSpace(s, q, b)
	}
	// Bracketed tag: "[FILE] name".
	// Several: "[HIGH] [bug] TASK-2 - …" (type, type_2).
	for k := 0; k < 4; k++ {
		q := tagPrefix(s, p, b)
		if q == p || f.spanAt(p) != nil {
			break
		}
		f.add(FieldType, p+1, q-1)
		p = skipSpace(s, q, b)
	}
	// Parenthesised state before more text: "(current) [Title](url)".
	if q := stateTag(s, p, b); q > p && !f.inSpan(p) {
		f.add(FieldState, p+1, q-1)
		p = skipSpace(s, q, b)
	}
	// Lint location and severity: "12:5 error …", "main.go:3:1: warning …".
	if q := f.location(p, b); q > p {
		p = skipSpace(s, q, b)
	}
	// Commit hash: "a1b2c3d Fix the parser".
	hashed := false
	if q := HashPrefix(s, p, b); q > p {
		hashed = true
		f.add(FieldHash, p, q)
		p = skipSpace(s, q, b)
		// "Ana Lima Mon May 4 16:45:00 2026 +0000 Fix typo": a date
		// between the author and the subject cuts the three
		if d0, d1 := embeddedDate(s, p, b); d0 > p && d1 < b && f.nextSpan(p, b) == nil {
			f.add(FieldName, p, trimRightSpace(s, p, d0))
			f.add(FieldDate, d0, d1)
			f.add(FieldDescription, skipSpace(s, d1, b), b)
			return
		}
	}
	if p >= b {
		return
	}
	// Trailing parenthetical, found first so the text before it stops there.
	pa, pb := f.trailingParen(p, b)
	end := b
	var pl [][2]int // the trailing parentheticals, in text order
	if pa >= 0 {
		end = trimRightSpace(s, p, pa)
		pl = append(pl, [2]int{pa, pb})
		// "iPhone 16 (A1B2…) (Booted)": up to three in a row, a name
		// before them
		for len(pl) < 3 {
			qa, qb := f.trailingParen(p, end)
			if qa < 0 || strings.TrimSpace(s[p:qa]) == "" {
				break
			}
			pl = append([][2]int{{qa, qb}}, pl...)
			end = trimRightSpace(s, p, qa)
		}
	}
	// Role and quoted name: `button "Submit"`, `link "Learn more"`.
	if w, q0, q1 := roleQuoted(s, p, end); w > p && !f.inSpan(q0) {
		f.add(FieldType, p, w)
		f.add(FieldName, q0, q1)
		f.rest(q1+1, end)
		f.parenAll(pl)
		return
	}
	// An id and a quoted name: `1decaed1… "Add a fixture" — unassigned`.
	if w, q0, q1 := idQuoted(s, p, end); w > p && !f.inSpan(q0) {
		f.add("id", p, w)
		f.add(FieldName, q0, q1)
		f.rest(q1+1, end)
		f.parenAll(pl)
		return
	}
	// A graph's edge: "Alice --works_at--> Acme".
	if fr, rel, to, ok := relationArrow(s, p, b); ok && f.nextSpan(p, b) == nil {
		f.add("from", fr.Start, fr.End)
		f.add("relation", rel.Start, rel.End)
		f.add("to", to.Start, to.End)
		return
	}
	// A mapping: "logs -> lab (127.0.0.1)".
	if n1, t0, ok := plainArrow(s, p, end); ok && f.nextSpan(p, b) == nil {
		f.add(FieldName, p, n1)
		f.add("target", t0, end)
		f.parenAll(pl)
		return
	}
	// Lead.
	if sp := f.spanAt(p); sp != nil && sp.end <= b {
		switch sp.kind {
		case inStrong, inCode:
			inner := strings.TrimSpace(s[sp.in0:sp.in1])
			if sp.kind == inStrong && strings.HasSuffix(inner, ":") && len(inner) > 1 {
				// "**Key:** value"
				f.pairs(keyName(inner[:len(inner)-1]), sp.end, b)
				return
			}
			if sp.kind == inStrong && sp.end < b && s[sp.end] == ':' && isKey(inner) && !indexed && sp.end+1 < b && isWSByte(s[sp.end+1]) && f.nextSpan(sp.end, b) == nil {
				// "**Key**: value" with a plain value
				f.pairs(keyName(inner), sp.end+1, b)
				return
			}
			f.add(FieldName, sp.in0, sp.in1)
		case inLink, inImage:
			f.add(FieldTitle, sp.in0, sp.in1)
			if sp.u0 >= 0 {
				f.add(FieldURL, sp.u0, sp.u1)
			}
		case inAuto:
			f.add(FieldURL, sp.in0, sp.in1)
		default: // emphasis: words
			f.rest(f.plainLead(p, end, indexed), end)
			f.parenAll(pl)
			return
		}
		f.rest(sp.end, end)
		f.parenAll(pl)
		return
	}
	// Plain `Key: value` line; a key that reads as data ("notes.txt:
	// plain text") is a name followed by its description.
	if hashed && f.nextSpan(p, b) == nil {
		// "a1b2c3d fix: retry uploads": after a hash the line is the
		// subject, a conventional "type:" prefix included
		if k, _ := keyValueAt(s, p, b); k > p && !strings.Contains(s[p:k], " ") {
			f.add(FieldTitle, p, end)
			f.parenAll(pl)
			return
		}
	}
	if !indexed {
		if k, v := keyValueAt(s, p, b); k > p && f.nextSpan(p, v) == nil {
			// "Alice (person): works at Acme": a key ending in a
			// parenthetical names a thing (and its kind); it is no label
			parenKey := s[k-1] == ')' && strings.Contains(s[p:k], " (")
			if isLabel(s[p:k]) && !parenKey && !slugHead(s, p, k, b) && !idKey(s[p:k]) {
				f.pairs(keyName(s[p:k]), v, b)
				return
			}
			q := min(f.leadEnd(p, end), k)
			f.add(FieldName, p, q)
			f.rest(q, end)
			f.parenAll(pl)
			return
		}
	}
	q := f.plainLead(p, end, indexed)
	f.rest(q, end)
	f.parenAll(pl)
}

// plainLead records the words at [p, …) up to a separator, a link or a
// code span as name (title after an index); it returns where they end.
func (f *itemFielder) plainLead(p, end int, indexed bool) int {
	q := f.leadEnd(p, end)
	name := FieldName
	if indexed {
		name = FieldTitle
	}
	if isBareURL(strings.TrimSpace(f.item[p:q])) {
		name = FieldURL
	}
	if at := versionAt(f.item, p, q); at > p {
		// "left-pad@1.3.0": the package and its version
		f.add(name, p, at)
		f.add(FieldVersion, at+1, q)
		return q
	}
	f.add(name, p, q)
	return q
}

// leadEnd is the end of plain lead words starting at p: the first
// separator, column gap, link, autolink or code span outside markup, else
// end.
func (f *itemFielder) leadEnd(p, end int) int {
	s := f.item
	k := f.spanIndex(p)
	for i := p; i < end; {
		if k < len(f.spans) && f.spans[k].start == i {
			sp := &f.spans[k]
			if i > p && (sp.kind == inLink || sp.kind == inImage || sp.kind == inAuto || sp.kind == inCode) {
				return trimRightSpace(s, p, i)
			}
			i = max(sp.end, i+1)
			for k < len(f.spans) && f.spans[k].start < i {
				k++
			}
			continue
		}
		if i > p {
			if _, ok := separatorAt(s, i, end); ok {
				return i
			}
			if s[i] == '\t' || s[i] == ' ' && i+1 < end && s[i+1] == ' ' {
				return i
			}
			if s[i] == ' ' && midParenEnd(s, i+1, end) > 0 {
				return i
			}
			if s[i] == ' ' && strings.IndexByte(s[p:i], ' ') < 0 && parenThenText(s, i+1, end) {
				// "id (INTEGER) PK", "stock (INTEGER) NOT NULL DEFAULT
				// 0": a one-word name, its type, then more
				return i
			}
		}
		i++
	}
	return end
}

// rest records what follows the lead on the first line, [q, end): a
// parenthetical a colon follows (named as a trailing one is), then after
// an optional separator (" - ", " – ", " — ", " | ", " · ", " • " or
// ":"), one link (title and url) or URL → url, columns, else description.
func (f *itemFielder) rest(q, end int) {
	s := f.item
	if q+1 < end && (s[q] == '\t' || s[q] == ' ' && s[q+1] == ' ') {
		f.columns(skipSpace(s, q, end), end)
		return
	}
	if q+1 < end && s[q] == '(' && q > 0 && !isWSByte(s[q-1]) && !f.inSpan(q) {
		// "**open**(path, mode): `File`": parameters right after the name
		if c := midParenEnd(s, q, end); c > 0 || s[q+1] == ')' && q+2 < end && s[q+2] == ':' {
			if c < 0 {
				c = q + 1
			}
			f.add(FieldParams, q+1, c)
			q = c + 1
		}
	}
	q = skipSpace(s, q, end)
	if c := midParenEnd(s, q, end); c > 0 && !f.inSpan(q) {
		f.paren(q, c+1)
		q = skipSpace(s, c+1, end)
	}
	if sp := f.spanAt(q); sp != nil && sp.kind == inAuto && sp.end < trimRightSpace(s, q, end) && !f.isUsed(FieldURL) {
		// "Ana Lima <ana@example.org> — lead": the address after the
		// name, then the rest
		f.add(FieldURL, sp.in0, sp.in1)
		q = skipSpace(s, sp.end, end)
	}
	q = f.afterLead(q, end)
	mark := ""
	if q < end {
		for _, m := range [...]string{":", "-", "–", "—", "|", "·", "•", "→", "/"} {
			if strings.HasPrefix(s[q:end], m) && (q+len(m) == end || s[q+len(m)] == ' ' || s[q+len(m)] == '\t') {
				q = skipSpace(s, q+len(m), end)
				mark = m
				break
			}
		}
	}
	q = f.afterLead(q, end)
	if q >= end {
		return
	}
	marked, colon := mark != "", mark == ":"
	if f.gapAt(q, end) >= 0 {
		f.columns(q, end)
		return
	}
	if mark == "" || mark == ":" {
		mark = "|"
	}
	if f.markAt(q, end, mark) >= 0 {
		// "name — 2026-11-20 — 5 items": the mark cuts every cell
		f.cells(q, end, mark)
		return
	}
	if sp := f.spanAt(q); sp != nil && trimRightSpace(s, q, end) == sp.end {
		switch sp.kind {
		case inLink, inImage:
			if sp.u0 >= 0 && !f.isUsed(FieldURL) {
				if !f.isUsed(FieldTitle) {
					f.add(FieldTitle, sp.in0, sp.in1)
				}
				f.add(FieldURL, sp.u0, sp.u1)
				return
			}
		case inAuto:
			if !f.isUsed(FieldURL) {
				f.add(FieldURL, sp.in0, sp.in1)
				return
			}
		}
	}
	if isBareURL(strings.TrimSpace(s[q:end])) && !f.isUsed(FieldURL) {
		f.add(FieldURL, q, end)
		return
	}
	if a0, a1, e := f.byAuthor(q, end); e < end {
		if e > q {
			f.add(FieldDescription, q, e)
		}
		f.add(FieldAuthor, a0, a1)
		return
	}
	if mark != "" && f.dataLine(q, end) {
		return
	}
	if marked && !colon {
		// "[Guide](url) — tags: db, docs": a pair after the mark
		if k, v := keyValueAt(s, q, end); k > q && isLabel(s[q:k]) && !f.inSpan(k) && f.nextSpan(q, end) == nil {
			f.pairs(keyName(s[q:k]), v, end)
			return
		}
	}
	if (!marked || colon && f.spanAt(q) != nil) && (strings.Contains(s[q:end], " \u2014 ") || strings.Contains(s[q:end], " \u2013 ") || strings.Contains(s[q:end], " \u00b7 ") || strings.Contains(s[q:end], " \u2022 ")) {
		// "**KB-12** Drop the cache — ana": no mark after the lead, one
		// further on cuts the cells
		for _, m := range [...]string{"—", "–", "·", "•"} {
			if f.markAt(q, end, m) >= 0 {
				f.cells(q, end, m)
				return
			}
		}
	}
	if f.commaCells(q, end) {
		// "coordinator, ines@…, Mondays and Wednesdays": short parts
		return
	}
	f.add(FieldDescription, q, end)
}

// midParenEnd returns the offset of the ')' closing a short
// parenthetical at q that a colon or a separator follows ("#general
// (C01AB): chat", "`search` (read-only) — full-text search"), or -1.
func midParenEnd(s string, q, end int) int {
	if q >= end || s[q] != '(' {
		return -1
	}
	for i := q + 1; i < end && i-q <= 64; i++ {
		switch s[i] {
		case '`':
			// a code span may hold parentheses: "(`() => void`)"
			if k := strings.IndexByte(s[i+1:end], '`'); k >= 0 {
				i += k + 1
			}
		case '(', '\n':
			return -1
		case ')':
			if i == q+1 || i+1 >= end {
				return -1
			}
			if _, sep := separatorAt(s, i+1, end); s[i+1] != ':' && !sep {
				return -1
			}
			return i
		}
	}
	return -1
}

// trimSeparator drops a separator mark (and the blanks before it) that
// ends [a, b): "Third result -" → "Third result".
func trimSeparator(s string, a, b int) int {
	for _, m := range [...]string{"-", "–", "—", "|", "·", "•", ":", "->", "→", "=>"} {
		if strings.HasSuffix(s[a:b], " "+m) {
			return trimRightSpace(s, a, b-len(m))
		}
	}
	return b
}

// location reads a lint location at p, "12:5" or "path/file.go:12:5:"
// (file, line, column), and a severity word after it (error, warning,
// info, note, hint); it records them and returns where they end, or p.
func (f *itemFielder) location(p, b int) int {
	s := f.item
	i := p
	for i < b && !isWSByte(s[i]) {
		i++
	}
	tok := strings.TrimSuffix(s[p:i], ":")
	n := strings.Count(tok, ":") + 1
	if n < 2 || n > 3 {
		return p
	}
	var parts [3]string // tok split at ":", without allocating
	rest := tok
	for k := 0; k < n-1; k++ {
		parts[k], rest, _ = strings.Cut(rest, ":")
	}
	parts[n-1] = rest
	if !isDigits(parts[n-1]) || !isDigits(parts[n-2]) || n == 3 && parts[0] == "" {
		return p
	}
	q := skipSpace(s, i, b)
	w := q
	for w < b && isLetterByte(s[w]) {
		w++
	}
	severity := false
	switch strings.ToLower(s[q:w]) {
	case "error", "warning", "warn", "info", "note", "hint":
		severity = w == b || isWSByte(s[w]) || s[w] == ':'
	}
	if n == 2 && !severity {
		return p // "10:30 standup" is a time
	}
	if n == 3 {
		f.add(FieldFile, p, p+len(parts[0]))
	}
	l0 := p + len(tok) - len(parts[n-1]) - 1 - len(parts[n-2])
	f.add(FieldLine, l0, l0+len(parts[n-2]))
	f.add(FieldColumn, p+len(tok)-len(parts[n-1]), p+len(tok))
	if !severity {
		return i
	}
	f.add(FieldSeverity, q, w)
	if w < b && s[w] == ':' {
		w++
	}
	return w
}

// gapAt returns the offset of the first column gap (two or more blanks,
// or a tab) in [q, end) outside markup, or -1.
func (f *itemFielder) gapAt(q, end int) int {
	s := f.item
	for i := q; i+1 < end; i++ {
		if (s[i] == '\t' || s[i] == ' ' && s[i+1] == ' ') && i > q && !f.inSpan(i) {
			return i
		}
	}
	return -1
}

// markAt returns the offset of the first " <mark> " in [q, end) outside
// markup, or -1.
func (f *itemFielder) markAt(q, end int, mark string) int {
	s := f.item
	for i := q; i+len(mark)+1 < end; i++ {
		if s[i] == ' ' && strings.HasPrefix(s[i+1:end], mark) && s[i+1+len(mark)] == ' ' && !f.inSpan(i+1) {
			return i
		}
	}
	return -1
}

// cells records the cells of [q, end) separated by " <mark> ", each named
// by its shape (url, size, count, date, "5 items" → items), a `Key:
// value` cell by its key, else description then details.
func (f *itemFielder) cells(q, end int, mark string) {
	s := f.item
	for guard := 0; q < end && guard < maxItemFields; guard++ {
		e := end
		next := end
		if g := f.markAt(q, end, mark); g >= 0 {
			e, next = trimRightSpace(s, q, g), skipSpace(s, g+len(mark)+1, end)
		}
		if e > q {
			f.cell(q, e)
		}
		q = next
	}
}

// cell records the cell [q, e) named by its shape (url, size, count,
// date), a `Key: value` cell by its key, else description then details.
func (f *itemFielder) cell(q, e int) {
	s := f.item
	name, v0, v1 := shapeName(s[q:e]), q, e
	if k, vv := keyValueAt(s, q, e); name == "" && k > q && vv < e {
		// "status: open": a pair, named by its key
		name, v0 = keyName(s[q:k]), vv
	}
	if name == "" {
		if n, a, b := parenField(s, q, e); n != FieldDetails {
			name, v0, v1 = n, a, b
		}
	}
	if name == "" {
		name = f.freeName()
	}
	f.add(name, v0, v1)
}

// freeName names a cell no shape names: description the first time,
// details after.
func (f *itemFielder) freeName() string {
	if f.isUsed(FieldDescription) {
		return FieldDetails
	}
	f.mark(FieldDescription)
	return FieldDescription
}

// commaCells records the parts of [q, end) parted by ", " as cells
// ("coordinator, ines@…, Mondays and Wednesdays") when there are three
// or more, each of at most five words and 60 bytes, none a sentence and
// none cut inside a link, code or parenthesis; it reports whether it did.
func (f *itemFielder) commaCells(q, end int) bool {
	s := f.item
	var cuts []int
	depth := 0
	for i := q; i+1 < end; i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if s[i+1] == ' ' && depth == 0 && !f.inSpan(i) {
				cuts = append(cuts, i)
			}
		}
	}
	if len(cuts) < 2 || len(cuts) >= maxItemFields {
		return false
	}
	bounds := append(append([]int{q - 2}, cuts...), end)
	for k := 1; k < len(bounds); k++ {
		a, b := skipSpace(s, bounds[k-1]+2, end), trimRightSpace(s, q, bounds[k])
		part := s[a:b]
		if a >= b || len(part) > 60 || len(strings.Fields(part)) > 5 || strings.HasSuffix(part, ".") || strings.Contains(part, ". ") {
			return false
		}
	}
	for k := 1; k < len(bounds); k++ {
		f.cell(skipSpace(s, bounds[k-1]+2, end), trimRightSpace(s, q, bounds[k]))
	}
	return true
}

// columns records the gap-separated columns of [q, end), each named by
// its shape (url, size, count, date), else description then details.
func (f *itemFielder) columns(q, end int) {
	s := f.item
	for q < end {
		g := f.gapAt(q, end)
		e := end
		if g >= 0 {
			e = g
		}
		name := shapeName(s[q:e])
		if name == "" {
			name = f.freeName()
		}
		f.add(name, q, e)
		q = skipSpace(s, e, end)
	}
}

// pairs records a `Key: value` value [v, b) under name. Further pairs
// after ", ", "; " or " | " become fields of their own, and a trailing
// parenthetical of a value its own field ("@alice (2025-12-20)").
func (f *itemFielder) pairs(name string, v, b int) {
	s := f.item
	for guard := 0; guard < 64; guard++ {
		cut, next := -1, -1
		for i := v; i+1 < b; i++ {
			c := s[i]
			if (c == ',' || c == ';' || c == '|') && s[i+1] == ' ' && !f.inSpan(i) {
				j := skipSpace(s, i+1, b)
				if k, _ := keyValueAt(s, j, b); k > j {
					cut, next = i, j
					break
				}
			}
		}
		end := b
		if cut >= 0 {
			end = trimRightSpace(s, v, cut)
		}
		pa, pb := f.trailingParen(v, end)
		if d := dashMark(f, v, end, pa); d > v {
			// "Performance: NORMAL — install Bun": the value, then its
			// note
			f.add(name, v, trimRightSpace(s, v, d))
			if n0 := skipSpace(s, d+len("—")+1, end); n0 < end {
				f.add(f.freeName(), n0, end)
			}
		} else if pa >= 0 {
			f.add(name, v, pa)
			f.paren(pa, pb)
		} else if !f.wordList(name, v, end) {
			f.add(name, v, end)
		}
		if cut < 0 {
			return
		}
		k, vv := keyValueAt(s, next, b)
		name, v = keyName(s[next:k]), vv
	}
}

// parenAll records the trailing parentheticals pl, in text order.
func (f *itemFielder) parenAll(pl [][2]int) {
	for _, p := range pl {
		f.paren(p[0], p[1])
	}
}

// paren records the trailing parenthetical [pa, pb) (the parentheses
// included), when there is one.
func (f *itemFielder) paren(pa, pb int) {
	if pa < 0 {
		return
	}
	a, b := pa+1, pb-1
	for a < b && isWSByte(f.item[a]) {
		a++
	}
	for b > a && isWSByte(f.item[b-1]) {
		b--
	}
	// several parts: "(v2.1.0, 1200 downloads)", "(email: a@b.org,
	// phone: +1 555)" → one field each
	if parts := parenParts(f.item, a, b); len(parts) > 1 {
		for _, pt := range parts {
			if k, v := keyValueAt(f.item, pt[0], pt[1]); k > pt[0] && isLabel(f.item[pt[0]:k]) {
				f.add(keyName(f.item[pt[0]:k]), v, pt[1])
				continue
			}
			name, v0, v1 := parenField(f.item, pt[0], pt[1])
			f.add(name, v0, v1)
		}
		return
	}
	// one pair: "(ac: 0/2)" → ac
	if k, v := keyValueAt(f.item, a, b); k > a && isLabel(f.item[a:k]) && !idKey(f.item[a:k]) {
		f.add(keyName(f.item[a:k]), v, b)
		return
	}
	name, v0, v1 := parenField(f.item, a, b)
	f.add(name, v0, v1)
}

// parenParts splits the content [a, b) of a parenthetical at ", " and
// "; " outside nested brackets into its trimmed parts; one part when it
// has no such separator, or when a part is empty or not shaped as a
// field (a sentence with a comma is one part).
func parenParts(s string, a, b int) [][2]int {
	var out [][2]int
	depth, start := 0, a
	for i := a; i <= b; i++ {
		if i < b {
			switch s[i] {
			case '(', '[', '{':
				depth++
				continue
			case ')', ']', '}':
				depth--
				continue
			}
			if depth != 0 || !(s[i] == ',' || s[i] == ';') || i+1 >= b || s[i+1] != ' ' {
				continue
			}
		}
		p0 := skipSpace(s, start, i)
		p1 := trimRightSpace(s, p0, i)
		if p1 <= p0 || !fieldShaped(s, p0, p1) {
			return [][2]int{{a, b}}
		}
		out = append(out, [2]int{p0, p1})
		start = i + 1
	}
	return out
}

// trailingParen finds a parenthetical closing the line [p, b): its '('
// follows white space, lies outside markup and is not the line start.
// It returns (-1, -1) when there is none.
func (f *itemFielder) trailingParen(p, b int) (int, int) {
	s := f.item
	if b <= p || s[b-1] != ')' || f.inSpan(b-1) {
		return -1, -1
	}
	depth := 0
	for i := b - 1; i > p; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				if !isWSByte(s[i-1]) || f.inSpan(i) || i-p > 0 && strings.TrimSpace(s[p:i]) == "" {
					return -1, -1
				}
				return i, b
			}
		}
	}
	return -1, -1
}

// body reads one continuation line [a, b): a `Key: value` pair or a free
// line (description).
func (f *itemFielder) body(a, b int) {
	s := f.item
	b = trimRightSpace(s, a, b)
	p := skipSpace(s, a, b)
	if p >= b {
		return
	}
	p = skipSpace(s, skipMarker(s, p, b), b)
	if sp := f.spanAt(p); sp != nil && sp.kind == inStrong {
		inner := strings.TrimSpace(s[sp.in0:sp.in1])
		if strings.HasSuffix(inner, ":") && len(inner) > 1 && isKey(inner[:len(inner)-1]) {
			f.pairs(keyName(inner[:len(inner)-1]), sp.end, b)
			return
		}
		if sp.end+1 < b && s[sp.end] == ':' && isWSByte(s[sp.end+1]) && isKey(inner) {
			f.pairs(keyName(inner), sp.end+1, b)
			return
		}
	}
	if k, v := keyValueAt(s, p, b); k > p && !f.inSpan(k) && isLabel(s[p:k]) {
		f.pairs(keyName(s[p:k]), v, b)
		return
	}
	if isBareURL(s[p:b]) && !f.isUsed(FieldURL) {
		f.add(FieldURL, p, b)
		return
	}
	if f.symbolLine(p, b) || f.byLine(p, b) || f.dataLine(p, b) {
		return
	}
	if mark := chipMark(f, p, b); mark != "" {
		// "9,876 followers • 212 repos • Montreal": one field a chip
		f.cells(p, b, mark)
		return
	}
	f.add(FieldDescription, p, b)
}

// chipMark returns the separator ("•", "·" or "|") that cuts the line
// [p, b) into two or more short chips (up to four words each, none a
// sentence), or "".
func chipMark(f *itemFielder, p, b int) string {
	s := f.item
	// most lines hold no mark: one pass for the marks' first bytes ('|',
	// and 0xE2 and 0xC2, which start "•" and "·") before any search
	i := p
	for i < b && s[i] != '|' && s[i] != 0xE2 && s[i] != 0xC2 {
		i++
	}
	if i == b {
		return ""
	}
	for _, mark := range [...]string{"•", "·", "|"} {
		if f.markAt(p, b, mark) < 0 {
			continue
		}
		ok, n := true, 0
		for _, c := range strings.Split(s[p:b], " "+mark+" ") {
			c = strings.TrimSpace(c)
			if c == "" || len(c) > 40 || len(strings.Fields(c)) > 4 || strings.HasSuffix(c, ".") {
				ok = false
				break
			}
			n++
		}
		if ok && n >= 2 {
			return mark
		}
	}
	return ""
}

// fieldShaped reports whether [a, b) reads as one field of a
// parenthetical: a `key: value` pair, one token, one code span, or a value parenField
// names (a count, size, date, "3 rows", "build 4812").
func fieldShaped(s string, a, b int) bool {
	if b-a > 2 && s[a] == '`' && s[b-1] == '`' && strings.IndexByte(s[a+1:b-1], '`') < 0 {
		return true // one code span: "`\"sm\" | \"md\"`"
	}
	if k, _ := keyValueAt(s, a, b); k > a && isLabel(s[a:k]) {
		return true
	}
	if strings.IndexAny(s[a:b], " \t") < 0 {
		return true
	}
	name, _, _ := parenField(s, a, b)
	return name != FieldDetails
}

// embeddedDate finds, in [p, b) at a word start, a date and time as git
// and date(1) write them, "Mon May 4 16:45:00 2026 +0000", or an ISO one,
// "2026-05-04 16:45:00 +0000" / "2026-05-04T16:45:00Z"; it returns its
// span, or (-1, -1).
func embeddedDate(s string, p, b int) (int, int) {
	for i := p; i < b; i++ {
		if i > p && s[i-1] != ' ' {
			continue
		}
		if e := ctimeAt(s, i, b); e > i {
			return i, e
		}
		if e := isoTimeAt(s, i, b); e > i {
			return i, e
		}
	}
	return -1, -1
}

// ctimeAt reads "Mon May 4 16:45:00 2026" and an optional " +0000" at i;
// it returns the end, or i.
func ctimeAt(s string, i, b int) int {
	t := s[i:b]
	if len(t) < 24 || !isWeekday(t[:3]) || t[3] != ' ' || !isMonthName(t[4:7]) || t[7] != ' ' {
		return i
	}
	k := 8
	for k < len(t) && t[k] == ' ' {
		k++
	}
	d := k
	for k < len(t) && t[k] >= '0' && t[k] <= '9' {
		k++
	}
	if k == d || k-d > 2 || k+14 > len(t) || t[k] != ' ' || !clock(t[k+1:k+9]) || t[k+9] != ' ' || !isDigits(t[k+10:k+14]) {
		return i
	}
	k += 14
	return i + zoneAt(t, k)
}

// isoTimeAt reads "2026-05-04 16:45:00" or "2026-05-04T16:45:00" with an
// optional zone ("Z", " +0000", "+02:00") at i; it returns the end, or i.
func isoTimeAt(s string, i, b int) int {
	t := s[i:b]
	if len(t) < 19 || !isISODate(t[:10]) || (t[10] != ' ' && t[10] != 'T') || !clock(t[11:19]) {
		return i
	}
	k := 19
	if k < len(t) && t[k] == 'Z' {
		return i + k + 1
	}
	return i + zoneAt(t, k)
}

// zoneAt extends k over a zone offset " +0000", "+0000" or "+02:00".
func zoneAt(t string, k int) int {
	j := k
	if j < len(t) && t[j] == ' ' {
		j++
	}
	if j+5 <= len(t) && (t[j] == '+' || t[j] == '-') && isDigits(t[j+1:j+5]) {
		return j + 5
	}
	if j+6 <= len(t) && (t[j] == '+' || t[j] == '-') && isDigits(t[j+1:j+3]) && t[j+3] == ':' && isDigits(t[j+4:j+6]) {
		return j + 6
	}
	return k
}

func clock(v string) bool {
	return len(v) == 8 && v[2] == ':' && v[5] == ':' && isDigits(v[:2]) && isDigits(v[3:5]) && isDigits(v[6:])
}

func isWeekday(v string) bool {
	return strings.Contains("Mon Tue Wed Thu Fri Sat Sun", v) && len(v) == 3 && v[0] >= 'A' && v[0] <= 'Z'
}

func isMonthName(v string) bool {
	return strings.Contains("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", v) && len(v) == 3 && v[0] >= 'A' && v[0] <= 'Z'
}

// trailingStars finds a star count ending [a, b): a star glyph ("★",
// "⭐", "☆", "🌟"), optional white space and a number, after white space
// and some text. It returns where the text before it ends and where the
// number starts, or (a, a).
func trailingStars(s string, a, b int) (int, int) {
	n0 := b
	for n0 > a && (s[n0-1] >= '0' && s[n0-1] <= '9' || s[n0-1] == ',' || s[n0-1] == '.' || s[n0-1] == 'k' || s[n0-1] == 'K') {
		n0--
	}
	if n0 == b || !isNumber(strings.TrimRight(s[n0:b], "kK")) {
		return a, a
	}
	g := trimRightSpace(s, a, n0)
	for _, star := range [...]string{"★", "⭐", "☆", "🌟"} {
		if strings.HasSuffix(s[a:g], star) {
			cut := g - len(star)
			if cut > a && isWSByte(s[cut-1]) {
				if e := trimRightSpace(s, a, cut); e > a {
					return e, n0
				}
			}
		}
	}
	return a, a
}

// dashMark returns where " — " parts a pair's value [v, end) from its note
// (f.markAt), or -1: none when the value ends in a parenthetical (pa ≥ 0)
// or holds no em dash at all (the common case, tested first).
func dashMark(f *itemFielder, v, end, pa int) int {
	if pa >= 0 || !strings.Contains(f.item[v:end], " — ") {
		return -1
	}
	return f.markAt(v, end, "—")
}

// leadTime reads a time ("09:00", "9:30") or a range of two ("09:00–09:30",
// "13:00-14:00", "09:00 – 09:30") at p, followed by a blank and more
// text: it returns where it ends, or p.
func leadTime(s string, p, b int) int {
	q := clockAt(s, p, b)
	if q == p {
		return p
	}
	for _, dash := range [...]string{"–", "-", " – ", " - ", "—"} {
		if strings.HasPrefix(s[q:b], dash) {
			if r := clockAt(s, q+len(dash), b); r > q+len(dash) {
				q = r
				break
			}
		}
	}
	if q >= b || !isWSByte(s[q]) || skipSpace(s, q, b) >= b {
		return p
	}
	return q
}

// clockAt reads "H:MM" or "HH:MM" at p: it returns where it ends, or p.
func clockAt(s string, p, b int) int {
	i := p
	for i < b && i-p < 2 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == p || i+3 > b || s[i] != ':' || !isDigitByte(s[i+1]) || !isDigitByte(s[i+2]) {
		return p
	}
	h := 0
	for k := p; s[k] != ':'; k++ {
		h = 10*h + int(s[k]-'0')
	}
	if h > 23 || s[i+1] > '5' {
		return p // "40:13": a line and a column
	}
	i += 3
	if i < b && (isDigitByte(s[i]) || s[i] == ':') {
		return p // "12:345", a time with seconds or a location: not read here
	}
	q := skipSpace(s, i, b)
	w := q
	for w < b && isLetterByte(s[w]) {
		w++
	}
	switch strings.ToLower(s[q:w]) {
	case "error", "warning", "warn", "info", "note", "hint":
		return p // "12:30 error …": a lint location
	}
	return i
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// parenThenText reports a short parenthetical at q (one word or a few,
// no nested parentheses) followed by a blank and more text.
func parenThenText(s string, q, end int) bool {
	if q >= end || s[q] != '(' {
		return false
	}
	c := strings.IndexByte(s[q:end], ')')
	if c < 2 || c > 32 || strings.ContainsAny(s[q+1:q+c], "(\n") {
		return false
	}
	r := q + c + 1
	return r+1 < end && s[r] == ' ' && s[r+1] != ' '
}
