package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MessageField is one data token of a short message: a path, URL, e-mail,
// date, time, number, file name, id, quoted name, the value of `key=value`,
// or the value of a line `Label: value`.
type MessageField struct {
	// Name is the token's kind ("path", "url", "email", "date", "time",
	// "number", "file", "id", "name") or, for `key=value` and `Label:
	// value`, the key in snake_case.
	Name string
	Span Span
}

// Limits of a short message: longer texts are documents, not messages.
const (
	maxMessageBytes = 600
	maxMessageLines = 6
	maxMessageLabel = 40
)

// MessageFields returns the data tokens of a short message ("Successfully
// wrote to /srv/a.txt", "The sum of 2 and 3 is 5", "Decision logged:
// Nightly sync", "a.md,b.md,c.md"): the parts that vary from one call of a
// tool to the next while its wording stays. Prose words are not tokens. It
// returns nil for a text longer than a few lines, for a markdown document
// (a heading, a list, a table, a fence) and when nothing looks like data.
func MessageFields(text string) []MessageField {
	return messageFields(text, false)
}

// TitleFields is MessageFields for a title line over a payload
// ("Invoice INV-2026-0142", "Build #812 finished"): its tokens count
// even with fewer than three words of wording around them, since the
// line names what the payload is about.
func TitleFields(text string) []MessageField {
	return messageFields(text, true)
}

func messageFields(text string, title bool) []MessageField {
	if len(text) > maxMessageBytes || len(text) == 0 {
		return nil
	}
	if strings.Contains(text, "```") || headingLine(text) ||
		strings.IndexByte(text, '{') >= 0 || markupTag(text) || statementEnd(text) || strings.Contains(text, "|") && unframedRule(text) {
		return nil // markdown, markup or code, not a message
	}
	var out []MessageField
	lines, words, labels, nUnits := 0, 0, 0, 0
	var lists, tagged, assigned []MessageField
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		a, b := msgTrim(text, start, end)
		if a < b {
			lines++
			if lines > maxMessageLines || msgListLine(text[a:b]) {
				return nil
			}
			if fs := assignedLine(text, a, b); fs != nil {
				// `[0] id="net" name="Branch network" cells=7`: a record
				assigned = append(assigned, fs...)
				start = end + 1
				continue
			}
			if ma, ok := taggedLead(text, a, b); ok {
				// "🟡 [medium] System actor detected — verify it",
				// "[WARN] disk almost full on node-3": what the line says
				tagged = append(tagged, MessageField{Name: "message", Span: Span{ma, b}})
			}
			// a line of several sentences is read one sentence at a
			// time: a label's value ends with its sentence ("Weather in
			// Oslo: 4°C, rain. Wind 12 km/h.")
			units := Sentences(text[a:b])
			nUnits += len(units)
			for _, u := range units {
				ua, ub := a+u.Start, a+u.End
				n := len(out)
				var w int
				var list bool
				out, w, list = msgLineFields(text, ua, ub, out)
				words += w
				if list {
					lists = append(lists, out[n:]...)
					out = out[:n]
				}
				la := ua
				if _, v, ok := SymbolLead(text[ua:ub]); ok {
					la = ub - len(v) // a glyph before the label
				}
				if c := strings.Index(text[la:ub], ":"); c > 0 && msgLabelOrRef(text[la:la+c]) {
					labels++
				} else if _, _, ok := msgBoldLabel(text[la:ub]); ok {
					labels++
				}
			}
		}
		start = end + 1
	}
	// the wording around the tokens: without a sentence or a label
	// ("5 minutes ago", "x9 / 7", "Mon, 1 Mar 2027") the text is one value,
	// handed over whole; a line that is a list of names is data anyway, and
	// so are the values of a message of label lines only ("Result: 42")
	if !title && words < 3 && (words < 2 || labels == 0) && !(words >= 1 && msgStrong(out)) && !(words >= 2 && msgNamed(out)) && !(words >= 2 && msgQuoted(out)) && !(labels > 0 && labels == nUnits) {
		out = out[:0]
	}
	if len(out) == 1 && (out[0].Span == (Span{0, len(text)}) || out[0].Span == (Span{1, len(text) - 1}) && strings.IndexByte("[(\"'`", text[0]) >= 0) {
		out = out[:0] // the whole text is the token: it is the value
	}
	if len(lists) > 0 {
		out = append(out, lists...)
	}
	out = append(append(out, tagged...), assigned...)
	if len(out) == 0 {
		return nil
	}
	return out
}

// Bounds of taggedLead: the tags or symbols before a line's message, and
// the words of the message.
const (
	maxLeadTags       = 3
	maxLeadTagBytes   = 24
	minTaggedMsgWords = 3
)

// taggedLead returns where the message of the line text[a:b] starts when
// the line opens with tags in brackets or a symbol ("[WARN]", "🟡
// [medium] [actors]", "✅") and goes on with a message of
// minTaggedMsgWords words or more that is not a `Label: value` pair: the
// line's message is a value of its own, besides its tokens.
func taggedLead(text string, a, b int) (int, bool) {
	i, tags := a, 0
	for tags < maxLeadTags && i < b {
		if text[i] == '[' {
			k := leadBracket(text, i, b)
			if k < 0 {
				break
			}
			i = k + 1
		} else if sym, v, ok := SymbolLead(text[i:b]); ok && sym != 0 {
			i = b - len(v)
		} else {
			break
		}
		tags++
		for i < b && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
	}
	if tags == 0 || i >= b {
		return 0, false
	}
	rest := text[i:b]
	if c := strings.Index(rest, ": "); c > 0 && msgLabel(rest[:c]) {
		return 0, false
	}
	if len(strings.Fields(rest)) < minTaggedMsgWords || !HasWordOrName(rest) {
		return 0, false
	}
	return i, true
}

// markupTag reports a '<' that opens an HTML or XML tag, a comment or a
// declaration: a lower-case letter, '/', '!' or '?' after it ("<p>",
// "</div>"). "<Relates>", "a < b" or an address in angle brackets
// ("<ana@example.org>") is wording.
func markupTag(text string) bool {
	for i := strings.IndexByte(text, '<'); i >= 0 && i+1 < len(text); {
		if c := text[i+1]; c == '/' || c == '!' || c == '?' {
			return true
		} else if c >= 'a' && c <= 'z' {
			// a tag's name ends at '>', '/' or a blank; "<ana@example.org>"
			// and "<https://x.org>" are addresses written in a message
			j := i + 2
			for j < len(text) && (isAlnumByte(text[j]) || text[j] == '-') {
				j++
			}
			if j == len(text) || text[j] == '>' || text[j] == '/' || text[j] == ' ' || text[j] == '\t' || text[j] == '\n' {
				return true
			}
		}
		j := strings.IndexByte(text[i+1:], '<')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// msgStrong reports whether fs holds a path, URL, e-mail or file name:
// with one a verb is wording enough ("Moved /tmp/a.txt to /srv/b.txt",
// "Saved to /tmp/x"); numbers and ids alone are not ("5 minutes ago").
func msgStrong(fs []MessageField) bool {
	strong := false
	for _, f := range fs {
		switch f.Name {
		case "path", "url", "email", "file", "ref", "tag":
			strong = true
		}
	}
	return strong
}

// msgQuoted reports whether fs holds a quoted name: with two words of
// wording around it ("Created milestone \"v2.0\" (m-1)") the text is a
// message about it.
func msgQuoted(fs []MessageField) bool {
	for _, f := range fs {
		if f.Name == "name" {
			return true
		}
	}
	return false
}

// msgTrim trims ASCII white space off text[a:b].
func msgTrim(text string, a, b int) (int, int) {
	for a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '\r') {
		a++
	}
	for b > a && (text[b-1] == ' ' || text[b-1] == '\t' || text[b-1] == '\r') {
		b--
	}
	return a, b
}

// msgListLine reports a markdown list item or table row: a document's line,
// not a message's.
func msgListLine(t string) bool {
	if len(t) >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && t[1] == ' ' || t[0] == '|' {
		return true
	}
	i := 0
	for i < len(t) && i < 4 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// msgLineFields appends the tokens of the line text[a:b]; words counts
// the line's words of wording (two letters or more, not a token).
func msgLineFields(text string, a, b int, out []MessageField) (_ []MessageField, words int, list bool) {
	if _, v, ok := SymbolLead(text[a:b]); ok {
		a = b - len(v) // "📝 Language detected: en": the label after the glyph
	}
	line := text[a:b]
	first := len(out)
	// "Label: value": the value is the rest of the line, parts split at
	// " - " ("Progress tracked: Fixed bug - retries"); a bold label
	// ("**Priority:** High", "**Owner**: kim") is read without its
	// markers
	if c, vs, ok := msgBoldLabel(line); ok {
		if pairs := barPairs(text, a+vs, b); pairs != nil {
			// "**Score:** 0.88 | **Source:** docs/queue.md": the first
			// value, then one field a pair
			out = append(out, MessageField{Name: msgSnake(line[2:c]), Span: pairs[0].Span})
			return append(out, pairs[1:]...), len(strings.Fields(line[2:c])), false
		}
		out = msgLabelled(text, a+2, a+c, a+vs, b, out)
		return out, len(strings.Fields(line[2:c])), false
	}
	c := strings.Index(line, ": ")
	lab, ref := "", Span{}
	if c > 0 && c <= maxMessageLabel {
		if w, r0, ok := labelRef(line[:c]); ok {
			// "Issue #48: Crash on empty cart": the label's words name
			// the value, the reference is a field of its own
			lab, ref = line[:w], Span{a + r0, a + c}
		} else if msgLabel(line[:c]) {
			lab = line[:c]
		}
	}
	if lab != "" {
		va, vb := a+c+2, b
		va, vb = msgTrim(text, va, vb)
		for vb > va+1 && strings.IndexByte(".!", text[vb-1]) >= 0 && text[vb-2] != ' ' {
			vb--
		}
		var clause []Span
		if n := numberBeforeClause(text[va:vb]); n > 0 {
			// "Total results: 1288, showing 1 from 0": the label's value
			// is the number; the clause after it is wording, with
			// numbers of its own
			_, clause = LeadNumberClause(text[va:vb])
			for k := range clause {
				clause[k].Start += va
				clause[k].End += va
			}
			vb = va + n
		}
		if va < vb {
			words = len(strings.Fields(lab))
			name := msgSnake(lab)
			if ref.End > ref.Start {
				out = append(out, msgRef(text, ref))
			}
			var note []MessageField
			for _, sp := range clause {
				note = append(note, MessageField{Name: "number", Span: sp})
			}
			if len(clause) == 0 {
				if fs := valueList(text, va, vb, name); fs != nil {
					// "Totals: 4,812 words, 214 pages": a field an item
					return append(out, fs...), words, true
				}
			}
			vb, note = msgParenthetical(text, va, vb, name, false, note)
			if vb-va >= 3 && strings.IndexByte("\"'`", text[va]) >= 0 && text[vb-1] == text[va] && strings.IndexByte(text[va+1:vb-1], text[va]) < 0 {
				va, vb = va+1, vb-1 // a quoted value: its inside
			}
			if parts := commaList(text, va, vb); parts != nil {
				// "Tags: red, green, blue": one field a name
				for _, p := range parts {
					out = append(out, MessageField{Name: name, Span: p})
				}
				return append(out, note...), words, true
			}
			if eq := assignList(text, va, vb); eq != nil {
				// "Bounding box: x=120, y=340, width=200": one field a
				// key
				return append(append(out, eq...), note...), words, false
			}
			if recs := assignedRecords(text, va, vb); recs != nil {
				// "Pages (2): [0] id=net name=\"Branch network\" | [1] …"
				out = msgLabelCount(text, a, a+c, out)
				return append(append(out, recs...), note...), words, false
			}
			pairs := barPairs(text, va, vb)
			if pairs == nil {
				// "Affected rows: 1, Changed rows: 1"
				pairs = sepPairs(text, va, vb, ", ")
			}
			if pairs != nil {
				// "Entity: cache-db | Type: decision | Project: p": the
				// first value, then one field a pair
				out = append(out, MessageField{Name: name, Span: pairs[0].Span})
				return append(append(out, pairs[1:]...), note...), words, false
			}
			if n, ok := CountPhrase(text[va:vb]); ok {
				// "Found: 3 open issues": its number too
				out = append(out, MessageField{Name: "number", Span: Span{va, va + n}})
			}
			out = msgStrongTokens(text, va, vb, out)
			out = msgLabelCount(text, a, a+c, out)
			if q0, q1, r0, r1, ok := quotedInValue(text, va, vb); ok {
				// "Task created: 1dec… \"Add a fixture\"": the quoted
				// name, and the rest as the label's value
				out = append(out, MessageField{Name: "name", Span: Span{q0, q1}}, MessageField{Name: name, Span: Span{r0, r1}})
				return append(out, note...), words, false
			}
			if va < vb && text[va] == '[' {
				// "Current Tab: [1] Service status": the index, then the
				// label's value
				if k := strings.IndexByte(text[va:vb], ']'); k > 1 && msgDigits(text[va+1:va+k]) && va+k+2 < vb && text[va+k+1] == ' ' {
					out = append(out, MessageField{Name: "index", Span: Span{va + 1, va + k}})
					va, _ = msgTrim(text, va+k+1, vb)
				}
			}
			if from, to, ok := Transition(text[va:vb]); ok {
				// "Alias created: main -> box": the value, and its sides
				out = append(out, MessageField{Name: name, Span: Span{va, vb}},
					MessageField{Name: "from", Span: Span{va + from.Start, va + from.End}},
					MessageField{Name: "to", Span: Span{va + to.Start, va + to.End}})
				return append(out, note...), words, false
			}
			for va < vb {
				k := strings.Index(text[va:vb], " - ")
				if k >= 0 && msgRange(text[va:vb], k) {
					k = -1 // "10:00 - 18:00": a range, one value
				}
				e := vb
				if k >= 0 {
					e = va + k
				}
				if x, y := msgTrim(text, va, e); x < y {
					out = append(out, MessageField{Name: name, Span: Span{x, y}})
				}
				if k < 0 {
					break
				}
				va = e + 3
			}
			return append(out, note...), words, false
		}
	}
	if parts := commaList(text, a, b); parts != nil {
		// a line that is a list of names: "Leeds, Porto, Lyon"
		for _, p := range parts {
			out = append(out, MessageField{Name: "item", Span: p})
		}
		return out, 0, true
	}
	// "Saved 3 rows (format: csv, mode: append)": the pairs in the
	// parenthetical at the end are named by their keys
	var note []MessageField
	if e := b - 1; e > a && text[e] == '.' {
		if h, n := msgParenthetical(text, a, e, "", true, nil); len(n) > 0 {
			b, note = h, n
		}
	} else {
		b, note = msgParenthetical(text, a, b, "", true, nil)
	}
	for i := a; i < b; {
		if text[i] == ' ' || text[i] == '\t' {
			i++
			continue
		}
		if text[i] == '(' && i+1 < b && strings.IndexByte("\"'`", text[i+1]) >= 0 {
			i++ // `("Board")`: a quoted name in parentheses
		}
		// a quoted name: "…", '…', `…`
		if q := text[i]; (q == '"' || q == '\'' || q == '`') && (i == a || strings.IndexByte(" \t(:=[", text[i-1]) >= 0) {
			if k := strings.IndexByte(text[i+1:b], q); k > 0 {
				e := i + 1 + k
				if e+1 == b || strings.IndexByte(" \t.,;:!?)]", text[e+1]) >= 0 {
					out = append(out, MessageField{Name: "name", Span: Span{i + 1, e}})
					i = e + 1
					continue
				}
			}
		}
		if c := text[i]; c >= 'A' && c <= 'Z' || c >= '1' && c <= '9' {
			if e, ok := MonthDate(text[:b], i); ok {
				// "November 21, 2026", "21 Nov 2026": a date in words
				out = append(out, MessageField{Name: "date", Span: Span{i, e}})
				i = e
				continue
			}
		}
		if parts, e := barBracket(text, i, b); parts != nil {
			// "[current-session | 2026-11-25 09:50 | handbook]": a
			// source's fields parted by bars
			for _, p := range parts {
				out = append(out, MessageField{Name: "tag", Span: p})
			}
			i = e
			continue
		}
		if l0, l1, u0, u1, e, ok := msgLink(text, i, b); ok {
			// "[Team page](http://…/team.html)": the link's text and URL
			out = append(out, MessageField{Name: "name", Span: Span{l0, l1}}, MessageField{Name: "url", Span: Span{u0, u1}})
			i = e
			continue
		}
		j := i
		for j < b && text[j] != ' ' && text[j] != '\t' {
			j++
		}
		if t0, t1, ok := bracketTag(text, i, j); ok {
			// "[medium]", "[INFO]", "[vague_criteria]:": a tag in
			// brackets is a value, not wording
			out = append(out, MessageField{Name: "tag", Span: Span{t0, t1}})
			i = j
			continue
		}
		n := len(out)
		out = msgChunk(text, i, j, b-a == j-i, i == a, out)
		if n == len(out) && wordy(text[i:j]) {
			words++
		}
		if len(out) == n+1 && out[n].Name == "number" && out[n].Span.End == j {
			if e, ok := unitAfter(text, j, b); ok {
				// "212 MiB", "42 ms": a quantity, its unit with it
				out[n].Name, out[n].Span.End = "quantity", e
				words++
				j = e
			}
		}
		if len(out) == n+1 && out[n].Name == "email" && text[i] == '(' {
			if p0, p1, ok := nameBefore(text, a, i); ok {
				// "authenticated as Ines Okafor (ines@…)": the person
				out = append(out[:n], MessageField{Name: "name", Span: Span{p0, p1}}, out[n])
			}
		}
		i = j
	}
	n := 0
	for _, f := range out[first:] {
		if f.Name == "item" {
			n++
		}
	}
	list = n > 0 && n == len(out)-first
	if !list {
		out = properNames(text, a, b, out, first)
		out = capsWords(text, a, b, out, first)
	}
	return append(out, note...), words, list
}

// msgParenthetical splits a value text[a:b] that ends in a parenthetical
// ("a.md (mode: append)", "Launch (2026-12-15)", "x (3 rows)") into the
// value before it and the parenthetical's fields: its `key: value` pairs
// or `word number` pairs ("confidence 0.98") (", " or "; " between them)
// named by their keys, or else (unless
// pairsOnly) its text named "<name>_note". It returns the new end of the
// value and note with the fields appended; b unchanged when there is no
// such parenthetical or nothing before it.
func msgParenthetical(text string, a, b int, name string, pairsOnly bool, note []MessageField) (int, []MessageField) {
	if b-a < 4 || text[b-1] != ')' {
		return b, note
	}
	o := strings.LastIndexByte(text[a:b], '(')
	if o <= 0 || text[a+o-1] != ' ' || strings.ContainsAny(text[a+o+1:b-1], "()") {
		return b, note
	}
	o += a
	ia, ib := msgTrim(text, o+1, b-1)
	ha, hb := msgTrim(text, a, o)
	if ia >= ib || ha >= hb {
		return b, note
	}
	n := len(note)
	for p := ia; p < ib; {
		e := ib
		if k := strings.IndexAny(text[p:ib], ",;"); k >= 0 {
			e = p + k
		}
		x, y := msgTrim(text, p, e)
		c := strings.Index(text[x:y], ": ")
		sep := 2
		if c <= 0 {
			// "(confidence 0.98)", "(page 2 of 5)" is not: a word and a number
			c, sep = wordNumber(text[x:y]), 1
		}
		if c <= 0 || !msgLabel(text[x:x+c]) {
			note = note[:n]
			break
		}
		if va, vb := msgTrim(text, x+c+sep, y); va < vb {
			note = append(note, MessageField{Name: msgSnake(text[x : x+c]), Span: Span{va, vb}})
		}
		p = e + 1
	}
	if len(note) == n {
		if pairsOnly {
			return b, note
		}
		note = append(note, MessageField{Name: name + "_note", Span: Span{ia, ib}})
	}
	return hb, note
}

// wordy: a chunk with two letters or more.
func wordy(c string) bool {
	n := 0
	for _, r := range c {
		if unicode.IsLetter(r) {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// msgBoldLabel reads a line "**Label:** value" or "**Label**: value":
// the end of the label (after the opening "**") and where the value
// starts, or ok false.
func msgBoldLabel(line string) (labelEnd, valueStart int, ok bool) {
	if !strings.HasPrefix(line, "**") {
		return 0, 0, false
	}
	for _, m := range [...]string{":** ", "**: "} {
		if c := strings.Index(line, m); c > 2 && c-2 <= maxMessageLabel && msgLabel(line[2:c]) {
			vs := c + len(m)
			for vs < len(line) && (line[vs] == ' ' || line[vs] == '\t') {
				vs++
			}
			if vs < len(line) {
				return c, vs, true
			}
		}
	}
	return 0, 0, false
}

// msgLabelCount appends the number of a count inside a label text[a:b]
// ("Resolved 1 observation(s)": 1; "Pages (2)": 2), named "number".
func msgLabelCount(text string, a, b int, out []MessageField) []MessageField {
	if b-a > 3 && text[b-1] == ')' {
		// "Pages (2)": a count in parentheses closing the label
		if o := strings.LastIndexByte(text[a:b], '('); o > 0 && text[a+o-1] == ' ' && msgDigits(text[a+o+1:b-1]) {
			return append(out, MessageField{Name: "number", Span: Span{a + o + 1, b - 1}})
		}
	}
	for i := a; i < b; i++ {
		if text[i] < '0' || text[i] > '9' || i > a && text[i-1] != ' ' {
			continue
		}
		j := i
		for j < b && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if n, ok := CountPhrase(text[i:b]); ok && i+n == j {
			return append(out, MessageField{Name: "number", Span: Span{i, j}})
		}
		i = j
	}
	return out
}

// quotedInValue finds one double-quoted part inside a label's value
// text[va:vb] with other text beside it (an id before a quoted title):
// the quoted text and the rest, both trimmed. ok is false for a value
// with no quotes, with more than one quoted part, or that is all quoted.
func quotedInValue(text string, va, vb int) (q0, q1, r0, r1 int, ok bool) {
	v := text[va:vb]
	i := strings.IndexByte(v, '"')
	if i < 0 {
		return 0, 0, 0, 0, false
	}
	j := strings.IndexByte(v[i+1:], '"')
	if j < 1 || strings.IndexByte(v[i+1+j+1:], '"') >= 0 {
		return 0, 0, 0, 0, false
	}
	q0, q1 = va+i+1, va+i+1+j
	before := strings.TrimSpace(v[:i])
	after := strings.TrimSpace(v[i+1+j+1:])
	switch {
	case before != "" && after == "":
		r0, r1 = msgTrim(text, va, va+i)
	case before == "" && after != "":
		r0, r1 = msgTrim(text, q1+1, vb)
	default:
		return 0, 0, 0, 0, false
	}
	return q0, q1, r0, r1, r0 < r1
}

// barPairs reads a label's value text[va:vb] that goes on with more
// pairs after " | " ("cache-db | Type: decision | Project: local/proj"):
// the first value (named "") and one field a later pair, named by its
// label, or a later count ("4 facts"), named by its unit. It returns nil
// unless every piece after the first is a `Label: value` pair (the label
// bold or not) or a count.
func barPairs(text string, va, vb int) []MessageField {
	return sepPairs(text, va, vb, " | ")
}

// sepPairs is barPairs with the pieces parted by sep (" | ", ", ").
func sepPairs(text string, va, vb int, sep string) []MessageField {
	if !strings.Contains(text[va:vb], sep) {
		return nil
	}
	var out []MessageField
	at := va
	for at <= vb {
		i := strings.Index(text[at:vb], sep)
		end := vb
		if i >= 0 {
			end = at + i
		}
		a, b := msgTrim(text, at, end)
		if a >= b {
			return nil
		}
		if len(out) == 0 {
			out = append(out, MessageField{Span: Span{a, b}})
		} else if n, ok := CountPhrase(text[a:b]); ok {
			// "| 4 facts": the number, named by what it counts
			ua, ub := msgTrim(text, a+n, b)
			out = append(out, MessageField{Name: msgSnake(strings.TrimSuffix(text[ua:ub], "(s)")), Span: Span{a, a + n}})
		} else if c, vs, ok := msgBoldLabel(text[a:b]); ok {
			// "| **Source:** docs/queue.md": a bold label's pair
			out = append(out, MessageField{Name: msgSnake(text[a+2 : a+c]), Span: Span{a + vs, b}})
		} else {
			c := strings.Index(text[a:b], ": ")
			if c <= 0 || c > maxMessageLabel || !msgLabel(text[a:a+c]) {
				return nil
			}
			x, y := msgTrim(text, a+c+2, b)
			if x >= y {
				return nil
			}
			out = append(out, MessageField{Name: msgSnake(text[a : a+c]), Span: Span{x, y}})
		}
		if i < 0 {
			break
		}
		at = end + len(sep)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// numberBeforeClause returns the length of the number that opens v when
// a clause follows it after ", " (a lower-case word: "1288, showing 1
// from 0"), else 0. Thousands groups ("1,288, showing") stay in the
// number.
// LeadNumberClause reads a value that is a number followed by a clause
// ("3, showing 2 from position 0"): the number's length (0 when v is not
// so) and the spans of the plain numbers of the clause.
func LeadNumberClause(v string) (int, []Span) {
	n := numberBeforeClause(v)
	if n == 0 || len(v)-n > 120 {
		return 0, nil
	}
	var nums []Span
	for i := n + 1; i < len(v); {
		if v[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(v) && v[j] != ' ' {
			j++
		}
		a, b := i, j
		for b > a && strings.IndexByte(".,;:)", v[b-1]) >= 0 {
			b--
		}
		if a < b && msgNumber(v[a:b]) {
			nums = append(nums, Span{a, b})
		}
		i = j
	}
	return n, nums
}

func numberBeforeClause(v string) int {
	i := 0
	for i < len(v) && v[i] >= '0' && v[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0
	}
	for i+4 <= len(v) && v[i] == ',' && isDigits(v[i+1:i+4]) && (i+4 == len(v) || v[i+4] < '0' || v[i+4] > '9') {
		i += 4
	}
	if i+1 < len(v) && v[i] == '.' && v[i+1] >= '0' && v[i+1] <= '9' {
		i++
		for i < len(v) && v[i] >= '0' && v[i] <= '9' {
			i++
		}
	}
	if i+2 < len(v) && v[i] == ',' && v[i+1] == ' ' && v[i+2] >= 'a' && v[i+2] <= 'z' {
		return i
	}
	return 0
}

// msgLabelled appends the value text[va:b] of the label text[la:lb]
// (named by the label in snake_case) without sentence punctuation at its
// end.
func msgLabelled(text string, la, lb, va, b int, out []MessageField) []MessageField {
	va, vb := msgTrim(text, va, b)
	for vb > va+1 && strings.IndexByte(".!", text[vb-1]) >= 0 && text[vb-2] != ' ' {
		vb--
	}
	if va >= vb {
		return out
	}
	return append(out, MessageField{Name: msgSnake(text[la:lb]), Span: Span{va, vb}})
}

// msgNamed reports whether fs holds a name-like token (an id, a host, an
// e-mail address, a handle, a duration): with two words of wording it is what the message is
// about ("Database shop_copy created", "User ann@% created"). Numbers and
// dates alone are not ("5 minutes ago").
func msgNamed(fs []MessageField) bool {
	for _, f := range fs {
		switch f.Name {
		case "id", "host", "email", "version", "duration", "handle":
			return true
		}
	}
	return false
}

// msgStrongTokens appends the paths, URLs, e-mails and file names among
// the blank-separated chunks of a label's value text[a:b] of two chunks or
// more ("Written: a.md, b.md to /srv/out" → a.md, b.md, /srv/out): the
// value's data beside the value itself.
func msgStrongTokens(text string, a, b int, out []MessageField) []MessageField {
	if strings.IndexByte(text[a:b], ' ') < 0 {
		return out
	}
	for i := a; i < b; {
		if text[i] == ' ' || text[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < b && text[j] != ' ' && text[j] != '\t' {
			j++
		}
		n := len(out)
		out = msgChunk(text, i, j, false, false, out)
		if len(out) > n {
			switch out[n].Name {
			case "path", "url", "email", "file":
				if len(out) > n+1 {
					out = out[:n+1]
				}
			default:
				out = out[:n]
			}
		}
		i = j
	}
	return out
}

// msgChunk appends the tokens of one blank-separated chunk text[i:j];
// whole says the chunk is the whole line, first that it starts it.
func msgChunk(text string, i, j int, whole, first bool, out []MessageField) []MessageField {
	// peel brackets and quotes, and sentence punctuation at the end
	for i < j && strings.IndexByte("([{<\"'`*", text[i]) >= 0 {
		i++
	}
	for j > i && strings.IndexByte(")]}>\"'`*.,;:!?", text[j-1]) >= 0 {
		j--
	}
	if i >= j {
		return out
	}
	c := text[i:j]
	if plainWord(c) {
		return out // a word of prose: no token (most chunks; tested first)
	}
	if k := strings.IndexByte(c, '='); k > 0 && k+1 < len(c) && msgIdent(c[:k]) {
		return append(out, MessageField{Name: msgSnake(c[:k]), Span: Span{i + k + 1, j}})
	}
	if c[0] == '#' && len(c) > 1 && msgDigits(c[1:]) {
		// "#42": an issue, a pull request, a ticket
		return append(out, MessageField{Name: "number", Span: Span{i + 1, j}})
	}
	if c[0] == '#' && len(c) > 1 && cssName(c[1:]) {
		// "Clicked #submit": an element's id, a channel, a tag
		return append(out, MessageField{Name: "ref", Span: Span{i, j}})
	}
	if fs := msgLocation(c, i); fs != nil {
		// "src/app.ts:42", "lib/util.js:12:5": the file, its line and
		// column
		return append(out, fs...)
	}
	if dimensions(c) {
		// "at 400x300": a size
		return append(out, MessageField{Name: "size", Span: Span{i, j}})
	}
	if gluedQuantity(c) {
		// "Feels like 17°C", "grew to 2.4GB": a number and its unit
		return append(out, MessageField{Name: "quantity", Span: Span{i, j}})
	}
	if Duration(c) {
		// "in 3m 12s", "took 850ms": a duration, its parts one token
		if n := len(out); n > 0 && out[n-1].Name == "duration" && out[n-1].Span.End == i-1 && text[i-1] == ' ' {
			out[n-1].Span.End = j
			return out
		}
		return append(out, MessageField{Name: "duration", Span: Span{i, j}})
	}
	if handle(c) {
		// "opened by @ana": a user's handle
		return append(out, MessageField{Name: "handle", Span: Span{i, j}})
	}
	if kind := msgKind(c); kind != "" && (kind != "slug" || !first) {
		if kind == "slug" {
			kind = "id"
		}
		return append(out, MessageField{Name: kind, Span: Span{i, j}})
	}
	// a one-line list of names: "a.md,b.md" or "alpha,beta" on a line of
	// its own
	if strings.IndexByte(c, ',') > 0 {
		parts := strings.Split(c, ",")
		n := 0
		for _, p := range parts {
			if p == "" || !(msgKind(p) != "" || whole && msgIdent(strings.ReplaceAll(p, "-", "_"))) {
				return out
			}
			n++
		}
		for _, p := range parts {
			out = append(out, MessageField{Name: "item", Span: Span{i, i + len(p)}})
			i += len(p) + 1
		}
	}
	return out
}

// HasWording reports whether s holds n words of prose or more: words of
// two ASCII letters or more with no capital after the first (plainWord),
// parted by blanks. It is a cheap test a text must pass before
// MessageFields finds tokens in it, which needs wording around them.
func HasWording(s string, n int) bool {
	for i := 0; i < len(s); {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		if w := strings.TrimRight(s[i:j], ".,;:!?"); len(w) >= 2 && plainWord(w) {
			if n--; n <= 0 {
				return true
			}
		}
		i = j
	}
	return false
}

// msgLocation reads a chunk c at offset i that is a source location, a
// path or file name then ":line" and maybe ":column" ("src/app.ts:42"):
// the location as written, the path or file, "line" and "column". nil for
// other chunks (a time, a host and port, a URL).
func msgLocation(c string, i int) []MessageField {
	k := strings.IndexByte(c, ':')
	if k <= 0 || k+1 >= len(c) || c[k+1] < '0' || c[k+1] > '9' {
		return nil
	}
	line, col := c[k+1:], ""
	if m := strings.IndexByte(line, ':'); m >= 0 {
		line, col = line[:m], line[m+1:]
		if !msgDigits(col) {
			return nil
		}
	}
	kind := msgKind(c[:k])
	if !msgDigits(line) || kind != "path" && kind != "file" {
		return nil
	}
	out := []MessageField{{Name: "location", Span: Span{i, i + len(c)}}, {Name: kind, Span: Span{i, i + k}}, {Name: "line", Span: Span{i + k + 1, i + k + 1 + len(line)}}}
	if col != "" {
		at := i + k + 2 + len(line)
		out = append(out, MessageField{Name: "column", Span: Span{at, at + len(col)}})
	}
	return out
}

// msgRange reports whether v, with " - " at k, is a range of two
// numbers, times or dates ("10:00 - 18:00", "2026-01-01 - 2026-03-31").
func msgRange(v string, k int) bool {
	a, b := strings.TrimSpace(v[:k]), strings.TrimSpace(v[k+3:])
	if a == "" || b == "" || strings.Contains(b, " - ") {
		return false
	}
	ka, kb := msgKind(a), msgKind(b)
	return ka == kb && (ka == "number" || ka == "time" || ka == "date")
}

// plainWord reports a word of ASCII letters with no capital after its
// first letter ("the", "Saved"): no token kind (msgKind) reads one.
func plainWord(c string) bool {
	for k := 0; k < len(c); k++ {
		b := c[k]
		if !(b >= 'a' && b <= 'z' || k == 0 && b >= 'A' && b <= 'Z') {
			return false
		}
	}
	return true
}

// msgKind says what kind of data token c is, or "" for a word.
func msgKind(c string) string {
	switch {
	case msgNumber(c):
		return "number"
	case strings.HasPrefix(c, "http://") || strings.HasPrefix(c, "https://"):
		return "url"
	case ipv4Port(c):
		return "host"
	}
	if c[0] >= '0' && c[0] <= '9' {
		if len(c) >= 10 && c[4] == '-' && c[7] == '-' && msgDigits(c[:4]) {
			return "date"
		}
		if k := strings.IndexByte(c, ':'); k > 0 && k <= 2 && msgDigits(c[:k]) && len(c) >= k+3 && msgDigits(c[k+1:k+3]) {
			return "time"
		}
	}
	slash := strings.Count(c, "/") + strings.Count(c, "\\")
	dot := strings.LastIndexByte(c, '.')
	letters := strings.ContainsFunc(c, unicode.IsLetter)
	switch {
	case !letters && !strings.ContainsAny(c, "0123456789"):
		return ""
	case strings.IndexByte(c, '@') > 0 && strings.IndexByte(c[strings.IndexByte(c, '@'):], '.') > 1:
		return "email"
	case c[0] == '/' && len(c) > 1 || c[0] == '~' && len(c) > 1 && c[1] == '/' || strings.HasPrefix(c, "./") ||
		slash >= 2 || slash == 1 && dot > strings.LastIndexAny(c, "/\\"):
		return "path"
	case slash == 1 && c[len(c)-1] != '/' && (c[0] == '@' || strings.ContainsAny(c, "-_0123456789")) && msgNameRunes(strings.Replace(strings.TrimPrefix(c, "@"), "/", "-", 1)):
		// "@scope/pkg", "acme/web-app": a package or a repository
		return "id"
	case dot > 1 && dot+1 < len(c) && msgExt(c[dot+1:]) && msgNameRunes(c[:dot]):
		return "file"
	case msgNameRunes(c) && (strings.ContainsAny(c, "0123456789") && letters || strings.IndexByte(c, '_') > 0 || msgCamel(c)):
		return "id"
	case msgNameRunes(c) && strings.IndexByte(c, '-') > 0 && c[len(c)-1] != '-' && !strings.ContainsFunc(c, unicode.IsUpper):
		// a lower-case kebab-case name ("orbit-app"); not at the start of
		// a line, where a compound word begins a sentence
		return "slug"
	case dottedVersion(c):
		return "version"
	}
	return ""
}

// dottedVersion reports a version of three or more dotted numbers
// ("4.0.2", "2.10.1-rc.1"): a pre-release or build suffix after '-' or
// '+' allowed.
func dottedVersion(c string) bool {
	if c == "" || c[0] < '0' || c[0] > '9' || strings.Count(c, ".") < 2 {
		return false
	}
	core := c
	if k := strings.IndexAny(c, "-+"); k > 0 {
		core = c[:k]
		if !msgNameRunes(strings.ReplaceAll(strings.ReplaceAll(c[k+1:], ".", "-"), "+", "-")) {
			return false
		}
	}
	parts := strings.Split(core, ".")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if !msgDigits(p) || len(p) > 6 {
			return false
		}
	}
	return true
}

// msgNumber: an optionally signed decimal number, with an optional
// exponent, comma thousands separators or a trailing '%'; a leading '~'
// (about) or '$' (an amount) is allowed.
func msgNumber(c string) bool {
	c = strings.TrimSuffix(strings.TrimPrefix(c, "~"), "%") // "~53": about 53
	if c != "" && c[0] == '$' {
		c = c[1:] // "$0.01", "~$0.01": an amount
	}
	if c != "" && (c[0] == '-' || c[0] == '+') {
		c = c[1:]
	}
	if e := strings.IndexAny(c, "eE"); e > 0 {
		x := strings.TrimLeft(c[e+1:], "+-")
		if x == "" || !msgDigits(x) {
			return false
		}
		c = c[:e]
	}
	if c == "" || c[0] < '0' || c[0] > '9' {
		return false
	}
	dot := false
	for k := 0; k < len(c); k++ {
		switch {
		case c[k] >= '0' && c[k] <= '9':
		case c[k] == '.' && !dot && k+1 < len(c):
			dot = true
		case c[k] == ',' && !dot && k+3 < len(c)+0 && k+4 <= len(c) && msgDigits(c[k+1:k+4]) && (k+4 == len(c) || c[k+4] == ',' || c[k+4] == '.'):
		default:
			return false
		}
	}
	return true
}

func msgDigits(s string) bool {
	for k := 0; k < len(s); k++ {
		if s[k] < '0' || s[k] > '9' {
			return false
		}
	}
	return s != ""
}

// msgExt: a file extension, 1 to 5 letters or digits starting with a
// letter, or 6 or 7 lower-case ones ("drawio", "sqlite", "parquet").
func msgExt(s string) bool {
	if len(s) > 7 || s == "" || !msgAlpha(s[0]) {
		return false
	}
	if len(s) > 5 && strings.ToLower(s) != s {
		return false
	}
	for k := 0; k < len(s); k++ {
		if !msgAlpha(s[k]) && (s[k] < '0' || s[k] > '9') {
			return false
		}
	}
	return true
}

func msgAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// msgNameRunes: letters, digits, '-', '_' and '.' only, starting with a
// letter or digit.
func msgNameRunes(s string) bool {
	if s == "" {
		return false
	}
	for k, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			continue
		}
		if k == 0 || r != '-' && r != '_' && r != '.' {
			return false
		}
	}
	return true
}

// msgCamel: a lower-case letter followed by an upper-case one ("techContext").
func msgCamel(s string) bool {
	prev := rune(0)
	for _, r := range s {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			return true
		}
		prev = r
	}
	return false
}

// msgIdent: a key of `key=value`: a letter or '_', then letters, digits,
// '_', '.' or '-'.
func msgIdent(s string) bool {
	if s == "" || !(msgAlpha(s[0]) || s[0] == '_') || len(s) > maxMessageLabel {
		return false
	}
	for k := 1; k < len(s); k++ {
		c := s[k]
		if !msgAlpha(c) && (c < '0' || c > '9') && c != '_' && c != '.' && c != '-' {
			return false
		}
	}
	return true
}

// msgLabel: the label of `Label: value`: one to four words of letters,
// digits and ' _-()', starting with a letter.
func msgLabel(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if !unicode.IsLetter(r) || len(strings.Fields(s)) > 4 || strings.Count(s, "(") != strings.Count(s, ")") {
		return false // "Solution recorded (ID": the pair is in a parenthesis
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" _-()", r) {
			return false
		}
	}
	return true
}

// labelRef reads a label that ends in a reference, "Issue #48", "Task
// T-12", "Order 1042" (one to three words that msgLabel takes, then "#"
// and digits or a chunk with a digit): the end of the words and the start
// of the reference. ok is false for other labels.
func labelRef(s string) (wordsEnd, refStart int, ok bool) {
	k := strings.LastIndexByte(s, ' ')
	if k <= 0 || k+1 >= len(s) || len(strings.Fields(s[:k])) > 3 || !msgLabel(s[:k]) {
		return 0, 0, false
	}
	r := s[k+1:]
	if r[0] == '#' && msgDigits(r[1:]) || strings.ContainsAny(r, "0123456789") && msgNameRunes(r) {
		return k, k + 1, true
	}
	return 0, 0, false
}

// msgLabelOrRef reports a label msgLabel takes or one ending in a
// reference (labelRef).
func msgLabelOrRef(s string) bool {
	if msgLabel(s) {
		return true
	}
	_, _, ok := labelRef(s)
	return ok
}

// msgRef is the field of a label's reference at sp: "#48" gives the
// number 48, "T-12" the id.
func msgRef(text string, sp Span) MessageField {
	if text[sp.Start] == '#' {
		return MessageField{Name: "number", Span: Span{sp.Start + 1, sp.End}}
	}
	if msgDigits(text[sp.Start:sp.End]) {
		return MessageField{Name: "number", Span: sp}
	}
	return MessageField{Name: "id", Span: sp}
}

// msgSnake turns a label into a snake_case field name ("Decision
// logged" → "decision_logged", "DB_POOL" → "db_pool").
func msgSnake(s string) string {
	if n := Snake(s); n != "" {
		return n
	}
	return "value"
}

// commaList returns the parts of text[a:b] when it is a list of two or
// more single names separated by ", " or "; " (each part one token of letters,
// digits, '.', '_', '-', '@', '/' or ':', no white space), a final '.'
// allowed; nil otherwise.
func commaList(text string, a, b int) []Span {
	sep := byte(',')
	if !strings.Contains(text[a:b], ", ") {
		if !strings.Contains(text[a:b], "; ") {
			return nil
		}
		sep = ';' // "Hardware; Garden; Outdoor"
	}
	if b > a && text[b-1] == '.' {
		b--
	}
	var out []Span
	for p := a; p <= b; {
		e := strings.IndexByte(text[p:b], sep)
		if e < 0 {
			e = b
		} else {
			e += p
		}
		x, y := msgTrim(text, p, e)
		if x >= y || y-x > 80 {
			return nil
		}
		for k := x; k < y; k++ {
			c := text[k]
			if c == ' ' || c == '\t' || c < 0x80 && !msgAlpha(c) && (c < '0' || c > '9') && strings.IndexByte("._-@/:", c) < 0 {
				return nil
			}
		}
		out = append(out, Span{x, y})
		p = e + 1
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// statementEnd reports whether a line of text ends in ';' (code: a
// statement), as a semicolon inside a sentence does not.
func statementEnd(text string) bool {
	for i := strings.IndexByte(text, ';'); i >= 0; {
		j := i + 1
		for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r') {
			j++
		}
		if j == len(text) || text[j] == '\n' {
			return true
		}
		k := strings.IndexByte(text[j:], ';')
		if k < 0 {
			break
		}
		i = j + k
	}
	return false
}

// ipv4Port reports whether c is an IPv4 address, with a port or not
// ("127.0.0.1", "10.0.0.7:2242").
func ipv4Port(c string) bool {
	if c == "" || c[0] < '0' || c[0] > '9' || strings.Count(c, ".") != 3 {
		return false
	}
	host, port, hasPort := strings.Cut(c, ":")
	if hasPort && (!msgDigits(port) || len(port) > 5) {
		return false
	}
	parts := strings.Split(host, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if !msgDigits(p) || len(p) > 3 {
			return false
		}
	}
	return true
}

// maxTagLen bounds the text of a bracketed tag.
const maxTagLen = 40

// bracketTag reports whether the chunk text[i:j] (no blanks) is a tag in
// square brackets, "[medium]" or "[INFO]:" (a colon or comma after it
// allowed), and returns the tag's span: two to maxTagLen letters, digits
// and "_-./:" with a letter among them. A markdown link "[a](…)" or task
// box "[x]" is no tag.
func bracketTag(text string, i, j int) (int, int, bool) {
	if j-i < 4 || text[i] != '[' {
		return 0, 0, false
	}
	e := j
	if c := text[e-1]; c == ':' || c == ',' {
		e--
	}
	if text[e-1] != ']' || e-i-2 < 2 || e-i-2 > maxTagLen {
		return 0, 0, false
	}
	letter := false
	for k := i + 1; k < e-1; k++ {
		c := text[k]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		case c >= '0' && c <= '9' || strings.IndexByte("_-./:", c) >= 0:
		default:
			return 0, 0, false
		}
	}
	return i + 1, e - 1, letter
}

// msgLink reads a markdown link "[text](url)" at text[i:b]: the spans of
// its text and its URL (no blanks in it), and where the link ends.
func msgLink(text string, i, b int) (l0, l1, u0, u1, end int, ok bool) {
	if text[i] != '[' {
		return
	}
	k := strings.Index(text[i:b], "](")
	if k < 2 || strings.IndexByte(text[i+1:i+k], ']') >= 0 || strings.IndexByte(text[i+1:i+k], '\n') >= 0 {
		return
	}
	u0 = i + k + 2
	e := strings.IndexByte(text[u0:b], ')')
	if e <= 0 || strings.ContainsAny(text[u0:u0+e], " \t\n") {
		return
	}
	l0, l1 = msgTrim(text, i+1, i+k)
	if l0 >= l1 {
		return
	}
	return l0, l1, u0, u0 + e, u0 + e + 1, true
}

// cssName reports whether s is a name as CSS ids and tags write them: a
// letter, then letters, digits, '-' and '_' (at most 64 bytes).
func cssName(s string) bool {
	if s == "" || len(s) > 64 || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// dimensions reports whether s is a size written "400x300" (digits, 'x'
// or '×', digits).
func dimensions(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	k := strings.IndexAny(s, "x×")
	if k <= 0 {
		return false
	}
	w := 1
	if s[k] != 'x' {
		w = len("×")
	}
	return k <= 6 && len(s)-k-w <= 6 && msgDigits(s[:k]) && msgDigits(s[k+w:])
}

// nameBefore returns the span of the one to four capitalised words
// right before text[i] (a parenthesis after a blank) and after text[a]:
// a person's name before their address.
func nameBefore(text string, a, i int) (int, int, bool) {
	e := i
	for e > a && text[e-1] == ' ' {
		e--
	}
	s, words := e, 0
	for s > a && words < 4 {
		w := s
		for w > a && text[w-1] != ' ' {
			w--
		}
		r, _ := utf8.DecodeRuneInString(text[w:s])
		if !unicode.IsUpper(r) || strings.ContainsAny(text[w:s], ",:;()@") {
			break
		}
		s, words = w, words+1
		for s > a && text[s-1] == ' ' {
			s--
		}
	}
	for s < e && text[s] == ' ' {
		s++
	}
	return s, e, words > 0 && s < e
}

// barBracket reads "[a | b | c]" at text[i:b]: the spans of its two parts
// or more, each trimmed and at most 80 bytes, and where the bracket ends;
// nil when text[i] opens no such bracket (a link, a tag, a list).
func barBracket(text string, i, b int) ([]Span, int) {
	if text[i] != '[' {
		return nil, 0
	}
	e := strings.IndexByte(text[i:b], ']')
	if e < 0 {
		return nil, 0
	}
	e += i
	inner := text[i+1 : e]
	if !strings.Contains(inner, " | ") || strings.ContainsAny(inner, "[\n") || e+1 < b && text[e+1] == '(' {
		return nil, 0
	}
	var out []Span
	for a := i + 1; a <= e; {
		k := strings.Index(text[a:e], " | ")
		end := e
		if k >= 0 {
			end = a + k
		}
		p0, p1 := a, end
		for p0 < p1 && text[p0] == ' ' {
			p0++
		}
		for p1 > p0 && text[p1-1] == ' ' {
			p1--
		}
		if p0 == p1 || p1-p0 > 80 {
			return nil, 0
		}
		out = append(out, Span{p0, p1})
		if k < 0 {
			break
		}
		a = end + 3
	}
	if len(out) < 2 {
		return nil, 0
	}
	return out, e + 1
}

// unframedRule reports whether text has "---" on a line that is not a
// frame around a title ("--- [source | date] ---"): a rule or a table's
// delimiter row, markdown rather than a message.
func unframedRule(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if !strings.Contains(t, "---") {
			continue
		}
		if len(t) > 8 && strings.HasPrefix(t, "--- ") && strings.HasSuffix(t, " ---") && strings.Trim(t, "- ") != "" && !strings.Contains(t[4:len(t)-4], "---") {
			continue
		}
		return true
	}
	return false
}

// wordNumber returns the end of the word of t when t is one word of
// letters, a blank and a number ("confidence 0.98", "score 12"), else -1.
func wordNumber(t string) int {
	k := strings.IndexByte(t, ' ')
	if k <= 1 || strings.IndexByte(t[k+1:], ' ') >= 0 {
		return -1
	}
	for i := 0; i < k; i++ {
		if !isLetterByte(t[i]) && t[i] != '_' {
			return -1
		}
	}
	if !msgNumber(t[k+1:]) {
		return -1
	}
	return k
}

// LabelLine reports whether the trimmed line is a pair, `Label: value` or
// `**Label:** value`, with a label msgLabel takes.
func LabelLine(line string) bool {
	if _, _, ok := msgBoldLabel(line); ok {
		return true
	}
	c := strings.Index(line, ": ")
	return c > 0 && c <= maxMessageLabel && msgLabel(line[:c]) && strings.TrimSpace(line[c+2:]) != ""
}

// assignList reads text[a:b] as two or more `key=value` assignments
// parted by ", ", "; " or blanks ("x=120, y=340", "scale=2 mobile=false"):
// one field each, named by its key (an identifier); nil otherwise.
func assignList(text string, a, b int) []MessageField {
	if strings.IndexByte(text[a:b], '=') < 0 {
		return nil
	}
	var out []MessageField
	for p := a; p < b; {
		for p < b && (text[p] == ' ' || text[p] == ',' || text[p] == ';') {
			p++
		}
		if p >= b {
			break
		}
		e := p
		for e < b && text[e] != ' ' && text[e] != ',' && text[e] != ';' {
			e++
		}
		k := strings.IndexByte(text[p:e], '=')
		if k <= 0 || k == e-p-1 || !msgIdent(text[p:p+k]) {
			return nil
		}
		out = append(out, MessageField{Name: msgSnake(text[p : p+k]), Span: Span{p + k + 1, e}})
		p = e
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// assignedLine reads the line text[a:b] as a record of `key=value` pairs
// (LogfmtPairs), after optional tags in brackets (`[0] id="net"
// name="Branch network" cells=7`): one field a key, a tag of digits
// "index"; nil otherwise.
func assignedLine(text string, a, b int) []MessageField {
	if strings.IndexByte(text[a:b], '=') < 0 {
		return nil
	}
	var out []MessageField
	p := a
	for k := 0; k < maxLeadTags && p < b && text[p] == '['; k++ {
		e := leadBracket(text, p, b)
		if e < 0 {
			break
		}
		name := "tag"
		if msgDigits(text[p+1 : e]) {
			name = "index"
		}
		out = append(out, MessageField{Name: name, Span: Span{p + 1, e}})
		p = e + 1
		for p < b && (text[p] == ' ' || text[p] == '\t') {
			p++
		}
	}
	ps := LogfmtPairs(text, p, b)
	if ps == nil {
		return nil
	}
	for i := 0; i+1 < len(ps); i += 2 {
		out = append(out, MessageField{Name: msgSnake(text[ps[i].Start:ps[i].End]), Span: ps[i+1]})
	}
	return out
}

// assignedRecords reads text[a:b], a label's value, as records parted by
// " | ", each an assignedLine ("[0] id=net cells=7 | [1] id=rooms
// cells=4"); nil unless every part is one.
func assignedRecords(text string, a, b int) []MessageField {
	if strings.IndexByte(text[a:b], '=') < 0 {
		return nil
	}
	var out []MessageField
	for p := a; p < b; {
		e := b
		if k := strings.Index(text[p:b], " | "); k >= 0 {
			e = p + k
		}
		x, y := msgTrim(text, p, e)
		fs := assignedLine(text, x, y)
		if fs == nil {
			return nil
		}
		out = append(out, fs...)
		p = e + 3
	}
	return out
}

// handle reports a user's handle, "@" and a name of letters, digits, '_',
// '-' or '.' ("@ana", "@ci-bot"; not "@scope/pkg" or an e-mail address).
func handle(c string) bool {
	if len(c) < 2 || c[0] != '@' || !msgAlpha(c[1]) {
		return false
	}
	for k := 2; k < len(c); k++ {
		if b := c[k]; !msgAlpha(b) && (b < '0' || b > '9') && b != '_' && b != '-' && b != '.' {
			return false
		}
	}
	return true
}

// headingLine reports whether a line of text is a markdown ATX heading:
// one to six '#' then a blank or the line's end ("# Title"; not "#42
// Login fails", an issue's number, nor "#submit", an element's id).
func headingLine(text string) bool {
	for ls := 0; ls < len(text); {
		if text[ls] == '#' {
			k := ls
			for k < len(text) && text[k] == '#' && k-ls < 7 {
				k++
			}
			if k-ls <= 6 && (k == len(text) || text[k] == ' ' || text[k] == '\t' || text[k] == '\n') {
				return true
			}
		}
		nl := strings.IndexByte(text[ls:], '\n')
		if nl < 0 {
			break
		}
		ls += nl + 1
	}
	return false
}

// leadBracket returns the offset of the ']' closing a tag or an index in
// brackets opening a line at p ("[WARN]", "[0]": one word of at most
// maxLeadTagBytes bytes), or -1 (taggedLead, assignedLine).
func leadBracket(text string, p, b int) int {
	k := strings.IndexByte(text[p:b], ']')
	if k < 2 || k > maxLeadTagBytes || strings.IndexByte(text[p:p+k], ' ') >= 0 {
		return -1
	}
	return p + k
}
