package extract

import (
	"slices"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// extractAuto is parser auto: seed 000's flowchart, its "Pattern type?"
// branch decided per output. In order:
//  1. JSON that carries the payload (detectJSON, whatever auto_detect_json
//     says) and the text inside it (jsonPayload: a wrapped CallToolResult
//     unwrapped, string members of structured text read under
//     key_parsed); an array is wrapped as {list_field: [...]} ("items" by
//     default) so the value is always an object; the counts of a header
//     line above the JSON are added (preambleCounts);
//  2. sections ("path:" headers between "---" lines), each read by auto;
//  3. a unified diff: {"files": [...], "text": the diff} (parseDiff); a
//     text that is one fenced block: its content as {"text": …}; an
//     XML document (not HTML): its elements under "xml" (parseXML);
//  4. the patterns guessPattern finds, best first, with the seed's
//     parsers: markdown_table, markdown_numbered_list (items split by
//     textparse.ItemFieldsList unless item_patterns are given),
//     key_value_pairs (config honoured), record lines; a parser that finds
//     nothing gives way to the next;
//  5. record lines (parseLineRecords), values one a paragraph
//     (parseParagraphValues), else the text as {"text": …}.
//
// Account.Pattern says which pattern was chosen, Account.Parser which
// parser produced the value.
func (x *Extractor) extractAuto(r *run) (any, bool) {
	r.valueFields = true
	h0, j0, n0 := len(r.hits), len(r.acc.JSON), len(r.acc.Nested)
	if v, ok := x.jsonPayload(r); ok {
		r.acc.Pattern = PatternJSON
		if arr, isArr := v.([]any); isArr {
			// a structured value is an object: wrap the array as the
			// list parser does
			name := x.te.ListField
			if name == "" {
				name = DefaultListField
			}
			base := pointer("", name)
			for i := h0; i < len(r.hits); i++ {
				r.hits[i].path = base + r.hits[i].path
			}
			for i := j0; i < len(r.acc.JSON); i++ {
				r.acc.JSON[i].Path = base + r.acc.JSON[i].Path
			}
			for i := n0; i < len(r.acc.Nested); i++ {
				r.acc.Nested[i].Path = base + r.acc.Nested[i].Path
				r.acc.Nested[i].Into = base + r.acc.Nested[i].Into
			}
			v = map[string]any{name: arr}
		}
		r.preambleCounts(v, h0) // "Found 3 matches:" above the JSON
		r.tablePairs(v, h0)     // "Query execution time: 0.92 ms" below it
		return v, true
	}
	if v, ok := x.doubleEncoded(r); ok {
		// "{\"id\": 7}": JSON encoded twice
		return v, true
	}
	if v, ok := x.pyLiteral(r); ok {
		// {'id': 7, 'ok': True}: a Python server's str(result)
		return v, true
	}
	if v, ok := x.partialJSON(r); ok {
		// JSON cut short at a size limit, or with a trailing comma
		return v, true
	}
	if t, ok := literalNewlines(r.text); ok {
		// "✅ Done\n📊 3 rows\n…" on one line: a text escaped twice,
		// read with its written-out line breaks made real
		r.relines(t)
		r.warn(`the text writes its line breaks as "\n" (escaped twice): read with them as line breaks; line numbers count them`)
	}
	if v, ok := x.parseTOON(r); ok {
		// TOON (Token-Oriented Object Notation): JSON's data model in
		// indented pairs, inline arrays and tables with declared lengths
		return v, true
	}
	if secs := splitSections(r.text); secs != nil && r.depth == 0 {
		r.acc.Pattern = PatternUnstructured
		return x.parseSections(r, secs), true
	}
	if v, ok := x.parseDiff(r); ok {
		// a unified diff: the files it touches, and the diff
		r.acc.Pattern = PatternUnstructured
		return v, true
	}
	if v, ok := x.parseSQLDDL(r); ok {
		// CREATE TABLE statements (a database server's schema): tables
		// and their columns
		return v, true
	}
	if v, ok := x.parseICal(r); ok {
		// an iCalendar or vCard text: its components and properties
		return v, true
	}
	if v, ok := x.parseSnapshot(r); ok {
		// a browser's accessibility snapshot: its elements
		return v, true
	}
	if v, ok := x.parseTree(r); ok {
		// a file tree drawn with connectors: one item a line, with paths (in a
		// fence too)
		return v, true
	}
	if _, body, ok := textparse.WholeFence(r.text); ok {
		if v, ok := x.fencedDiff(r, body.Start, body.End); ok {
			// a diff in a fence: the files it touches, and the diff
			r.acc.Pattern = PatternUnstructured
			return v, true
		}
		// one fenced block of code, a diff, a log: its content is the text
		r.acc.Pattern = PatternUnstructured
		r.acc.Parser = ParsedText
		r.addHit(pointer("", DefaultTextField), span{body.Start, body.End})
		return map[string]any{DefaultTextField: r.text[body.Start:body.End]}, true
	}
	if v, ok := x.parseXML(r); ok {
		// an XML document: its elements
		r.acc.Pattern = PatternUnstructured
		return v, true
	}
	if v, ok := x.parseCSS(r); ok {
		// a stylesheet: its rules and their declarations
		return v, true
	}
	sep := ""
	if c := x.te.Config; c != nil {
		sep = c.Separator
	}
	// "• item" lines are list items (bullets replaced in place: the
	// offsets stay those of the text)
	orig := r.text
	r.text = normalizeEmphasisPairs(normalizeBullets(r.text))
	if sep == "" || sep == ":" {
		// "版本：6.6.1": a full-width colon after a label is the separator
		r.text = normalizeWideColons(r.text)
	}
	if cut := hintsStart(r.text); cut > 0 {
		// "Next Steps:" and advice under it, ending the text: the
		// pattern readers read what is above it (blanked in place, so
		// offsets stay; the text as written comes back when none of
		// them reads it)
		r.text = r.text[:cut] + blankOut(r.text[cut:])
	}
	g := guessPattern(r.text, sep, r.headed)
	triedLines := false
	if v, ok := x.parseHeadedRecords(r); ok {
		// record lines grouped under "Name:" headers
		return v, true
	}
	if _, _, _, ok := groupedRecords(r.text); ok {
		// matches grouped under file headings ("Line 42: …" lines read
		// like pairs): record lines first
		g.order = append([]string{patternLines}, g.order...)
	}
	for _, p := range g.order {
		misses, count, h1 := len(r.acc.Misses), r.missCount, len(r.hits)
		items, kept := r.acc.Items, r.acc.ItemsKept
		var v any
		var ok bool
		switch p {
		case PatternTable:
			if numberedTables(r.text) {
				// "### 1. Fix retry cap (#412)" over a table, "### 2. …"
				// over another: records, each with its table
				if v, ok = x.parseNumberedHeadings(r); ok {
					break
				}
			}
			r.acc.Parser = ParserTable
			if v, ok = x.parseTable(r); ok {
				r.tablePairs(v, h1)
			}
		case PatternList:
			r.acc.Parser = ParserNumberedList
			if v, ok = x.parseList(r); ok {
				r.tablePairs(v, h1)
			}
		case PatternKeyValue:
			r.acc.Parser = ParserKeyValue
			v, ok = x.parseKeyValuesSep(r, g.sep)
		case patternLines:
			v, ok = x.parseLineRecords(r)
			p, triedLines = PatternUnstructured, true
		}
		if ok {
			r.acc.Pattern = p
			r.preambleCounts(v, h1)
			r.strayFences(v, h1)
			r.residualTokens(v, h1) // the lines beside the payload
			return v, true
		}
		// not this one after all: forget what the attempt recorded
		r.acc.Misses, r.missCount = r.acc.Misses[:misses], count
		r.acc.Items, r.acc.ItemsKept = items, kept
	}
	r.text = orig // nothing read as a list: the text as written
	r.acc.Pattern = PatternUnstructured
	if !triedLines {
		h1 := len(r.hits)
		if v, ok := x.parseLineRecords(r); ok {
			r.preambleCounts(v, h1)
			r.residualTokens(v, h1)
			return v, true
		}
	}
	if v, ok := x.parseParagraphValues(r); ok {
		// a table or list written one cell a paragraph
		return v, true
	}
	if v, ok := x.parseNumberedHeadings(r); ok {
		// search results, findings: one record a numbered heading
		r.residualTokens(v, 0)
		return v, true
	}
	if r.depth <= maxHeadedSectionsDepth {
		if secs := headingSections(r.text); secs != nil {
			// a markdown note or docs page: each heading's section read
			// by auto (its list items, pairs, or its text)
			v := x.parseSections(r, secs)
			if m, ok := v.(map[string]any); ok {
				// the document itself stays a value too (a file read
				// back is often wanted whole)
				a, b := trimSpaceSpan(r.text, 0, len(r.text))
				m[DefaultTextField] = r.text[a:b]
				r.addHit(pointer("", DefaultTextField), span{a, b})
			}
			r.acc.Parser = ParsedHeadingSections
			r.residualTokens(v, 0)
			return v, true
		}
	}
	if hasGFMTable(r.text) {
		// nothing carries half the text, but a GFM table is there (one
		// row among hints and prose): its rows, with the counts above
		h1 := len(r.hits)
		acc := r.acc
		r.acc.Parser = ParserTable
		if v, ok := x.parseTable(r); ok {
			r.acc.Pattern = PatternTable
			r.preambleCounts(v, h1)
			r.residualTokens(v, h1)
			return v, true
		}
		r.acc = acc
	}
	if r.depth == 0 {
		if secs := blockSections(r.text); secs != nil {
			// a report of a few blocks, some headed over indented
			// bodies: each block read by auto
			r.acc.Pattern = PatternUnstructured
			return x.parseSections(r, secs), true
		}
	}
	return r.passThrough(), true
}

// hintsStart returns the offset of the line that heads the advice a text
// ends with for the model reading it ("Next Steps:", textparse.HintsHeader),
// or 0: the last such line, with a line above it that is not blank.
func hintsStart(text string) int {
	start := 0
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		e := le
		for e > ls && isSpaceASCII(text[e-1]) {
			e--
		}
		// a header ends in ':' (or the emphasis around it): most lines
		// fail that at once
		if e > ls && ls > 0 && (text[e-1] == ':' || text[e-1] == '*' || text[e-1] == '_') && strings.TrimSpace(text[:ls]) != "" {
			if a, b := trimSpaceSpan(text, ls, e); textparse.HintsHeader(text[a:b]) {
				start = ls
			}
		}
		ls = next
	}
	return start
}

// blankOut is s with every byte but line breaks made a blank.
func blankOut(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}

// barPairCount counts the pairs after a pair's value on its line, parted
// by " | " ("Entity: x | Type: y | Project: z" holds two more), 0 unless
// every piece after the first is a pair (kvOf).
func barPairCount(t string, kvOf func(string) byte) int {
	if !strings.Contains(t, " | ") {
		return 0
	}
	pieces := strings.Split(t, " | ")
	for _, p := range pieces[1:] {
		if kvOf(strings.TrimSpace(p)) == 0 {
			return 0
		}
	}
	return len(pieces) - 1
}

// hasGFMTable reports whether text holds a GFM table: a line with a '|'
// right above a delimiter row, then a row.
func hasGFMTable(text string) bool {
	prevPipe := false
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		t := strings.TrimSpace(text[ls:le])
		if prevPipe && isDelimiterRow(t) {
			if next < len(text) {
				nle, _ := lineBounds(text, next)
				return strings.IndexByte(text[next:nle], '|') >= 0
			}
			return false
		}
		prevPipe = strings.IndexByte(t, '|') >= 0
		ls = next
	}
	return false
}

// passThrough is the flowchart's "Pass Through Text": the trimmed text as
// the one field "text".
func (r *run) passThrough() any {
	r.acc.Parser = ParsedText
	a, b := 0, len(r.text)
	for a < b && isSpaceASCII(r.text[a]) {
		a++
	}
	for b > a && isSpaceASCII(r.text[b-1]) {
		b--
	}
	r.addHit(pointer("", DefaultTextField), span{a, b})
	v := map[string]any{DefaultTextField: r.text[a:b]}
	r.fenceParts(v, a, b)
	r.erDiagram(v) // a database's schema drawn in Mermaid
	if ma, mb := unquotedSpan(r.text, a, b); mb-ma <= maxMessageBytes && r.depth == 0 {
		before := len(v) // the text, and the fences' parts
		r.messageFields(v, ma, mb)
		if len(v) == before {
			// not one message (several lines of a log, a command's
			// output under a header): the tokens of each paragraph
			r.paragraphFields(v, a, b)
		}
	} else if r.depth == 0 {
		// a longer text: the tokens of each short paragraph
		r.paragraphFields(v, a, b)
	}
	if r.depth == 0 {
		r.jsonParagraphs(v, a, b)
	}
	if lines := plainLines(r.text, a, b); lines != nil {
		// one item a line: the lines are values too
		if _, clash := v[LinesField]; !clash {
			v[LinesField] = r.spanValues(LinesField, lines)
		}
	} else if lines := plainLineRuns(r.text, a, b); lines != nil {
		// lists of plain lines inside the text: each line is a value
		if _, clash := v[LinesField]; !clash {
			v[LinesField] = r.spanValues(LinesField, lines)
		}
	}
	if recs := r.paragraphRecords(a, b); recs != nil {
		// records one paragraph each: title, URL, snippet
		if _, clash := v[DefaultListField]; !clash {
			v[DefaultListField] = recs
		}
	}
	if paras := descriptionParagraphs(r.text, a, b); paras != nil {
		// pairs and a paragraph of prose: a record and its description
		if _, clash := v[DescriptionField]; !clash {
			if len(paras) == 1 {
				v[DescriptionField] = r.text[paras[0].start:paras[0].end]
				r.addHit(pointer("", DescriptionField), paras[0])
			} else {
				v[DescriptionField] = r.spanValues(DescriptionField, paras)
			}
		}
	}
	return v
}

// labelKey reports whether the key before the first ':' of s is a label
// with no word that is a number ("Server test", not "tick 14": a log
// message that holds a colon).
func labelKey(s string) bool {
	k, _, ok := strings.Cut(s, ":")
	if !ok {
		return false
	}
	for _, w := range strings.Fields(k) {
		if strings.Trim(w, "0123456789.,") == "" {
			return false
		}
	}
	return true
}

// unquotedSpan returns the inside of text[a:b] when it is one line
// wrapped in double quotes with no quote or backslash inside (a JSON
// string a server returned as its text: "\"a, b, c\""), else a, b.
func unquotedSpan(text string, a, b int) (int, int) {
	if b-a >= 3 && text[a] == '"' && text[b-1] == '"' && !strings.ContainsAny(text[a+1:b-1], "\"\\\n") {
		return a + 1, b - 1
	}
	return a, b
}

func isSpaceASCII(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// patternGuess is what one pass over the lines of a text saw: the
// patterns whose structure carries at least half of the text's bytes,
// best first, and the key-value separator used most.
type patternGuess struct {
	order []string
	sep   string
}

// guessPattern reads the text's lines once and measures, in non-blank
// bytes, how much of it is a GFM table (header, delimiter row, rows), a
// list (top-level items and their continuation lines) and `Key: value`
// pairs (also `- **Key:** value` bullets and "Section:" headers over
// pairs). It applies the main-payload rules of DESIGN.md §4: a pattern
// must carry at least half of the bytes; a list needs two or more items,
// one item of several lines (a record) or one item under a first line
// ending in ':' ("Found 1 result:", counted with it), and a list whose items are
// each one `Key: value` line is key-value
// text; key-value text needs two or more pairs (one pair is a status
// line). The parsers themselves then read the text exactly.
//
// sep is the configured key-value separator; "" means ":" or "=".
// headed: the text is a section's body under its header, which announces
// a list of one item as a first line ending in ':' does.
func guessPattern(text, sep string, headed bool) patternGuess {
	kvOf := kvShape
	if sep != "" && sep != ":" && sep != "=" {
		kvOf = func(t string) byte { return kvShapeSep(t, sep) }
	}
	var s lineStats
	prevPipe, prevLen, prevKind := false, 0, kindNone
	prevBlank := true
	headerLen := 0 // a "Section:" line waiting for the pair under it
	headerInd := 0 // its indentation
	keyList := -1  // indentation of a "Name:" line whose list items are its values
	inTable := false
	inBody := false   // in the prose body of a ruled "Section:" header (see secBytes)
	ruled := false    // a rule line right under the pending header
	secItems := false // list items here are a framed section header's
	announce := 0     // the bytes of a first line ending in ':' right above the first item
	first, nonBlank := "", 0
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		line := text[ls:le]
		ls = next
		ind, t := indentOf(line)
		if t == "" {
			prevBlank = true
			s.closeItem()
			inTable, inBody, secItems = false, false, false
			headerLen, keyList = 0, -1
			continue
		}
		if !inTable && !s.inItem && textparse.RuleLine(t) && strings.IndexByte(t, '|') < 0 {
			// a rule under a title or a "Section:" header is drawing, not
			// data: not counted; under a header it opens the header's
			// body
			inBody, ruled = false, headerLen > 0
			continue
		}
		if keyList >= 0 && ind <= keyList {
			keyList = -1
		}
		if nonBlank++; nonBlank == 1 {
			first = t
		}
		s.total += len(t)
		pipe := strings.IndexByte(t, '|') >= 0
		switch {
		case inTable && pipe:
			s.tableBytes += len(t)
			s.tableRows++
			prevBlank, prevPipe, prevLen, prevKind = false, pipe, len(t), kindTable
			continue
		case !prevBlank && prevPipe && isDelimiterRow(t):
			// the previous line was the header: take it back from what
			// it was counted as
			s.unCount(prevKind, prevLen)
			s.closeItem()
			s.tableBytes += prevLen + len(t)
			inTable = true
			prevBlank, prevPipe, prevLen, prevKind = false, pipe, len(t), kindTable
			continue
		}
		inTable = false
		kind := kindNone
		if inner, ok := textparse.Framed(t); ok && !s.inItem {
			// "--- Thought Sequence ---" over a list is a section
			// header; "=== Review: db-2 ===" a pair in a frame. (Its
			// prose body does not count: that misread a collection.)
			inBody = false
			if kvOf(inner) != 0 {
				s.kvBytes += len(t)
				s.kvLines++
				headerLen, secItems = 0, false
			} else {
				headerLen, headerInd, secItems = len(t), ind, true
			}
			prevBlank, prevPipe, prevLen, prevKind = false, pipe, len(t), kindNone
			continue
		}
		if m := listMarker(t); m > 0 && secItems && s.kvLines > 0 {
			// the items under a framed section header, among pairs: the
			// section's values
			s.kvBytes += len(t) + headerLen
			headerLen = 0
			kind = kindKV
		} else if m := listMarker(t); m > 0 && (keyList >= 0 || headerLen > 0 && s.kvLines > 0) && ind > headerInd {
			// the items of a key among pairs ("tags:" over "  - red"):
			// its values
			s.closeItem()
			if keyList < 0 {
				keyList = headerInd
			}
			s.kvBytes += len(t) + headerLen
			headerLen = 0
			kind = kindKV
		} else if m > 0 && ind <= 3 && !(s.inItem && ind >= s.itemInd+2) {
			if s.items == 0 && !s.inItem && nonBlank == 2 && len(first) <= 60 && (strings.HasSuffix(first, ":") || strings.HasPrefix(first, "# ") || strings.HasPrefix(first, "## ") || boldTitle(first)) {
				// "Found 1 result:", "# Projects in **fernweh**" over the
				// first item
				announce = len(first)
			}
			s.closeItem()
			s.openItem(len(t), kvOf(t[m:]))
			s.itemInd = ind
			kind = kindItem
		} else if s.inItem && (ind >= 2 && ind > s.itemInd || !prevBlank && !(ind <= s.itemInd && (kvOf(t) != 0 || t[len(t)-1] == ':'))) {
			// a continuation line; a `Key: value` line or a "Name:"
			// header no deeper than the marker closes the item (YAML's
			// "tags:" list, then the next key)
			s.itemMore(len(t))
			kind = kindItem
		} else {
			s.closeItem()
			switch sep := kvOf(t); {
			case tagEnd(t) > 0:
				s.recBytes += len(t)
				headerLen = 0
			case sep != 0:
				s.kvBytes += len(t) + headerLen
				s.kvLines += 1 + barPairCount(t, kvOf)
				if sep == '=' {
					s.eqLines++
				}
				headerLen, inBody = 0, false
				kind = kindKV
			case headerEnd(t) && len(t) <= 60:
				headerLen, headerInd, inBody, ruled = len(t), ind, false, false
			case (ruled && headerLen > 0 || inBody) && ind <= headerInd:
				// the prose under a ruled "Section:" header
				// ("Description:" over "-----" over a paragraph): the
				// header's value
				s.secBytes += len(t) + headerLen
				headerLen, inBody = 0, true
			default:
				headerLen = 0
			}
		}
		prevBlank, prevPipe, prevLen, prevKind = false, pipe, len(t), kind
	}
	s.closeItem()
	if s.kvLines >= 2 {
		// among pairs, "Section:" headers over prose are pairs too
		s.kvBytes += s.secBytes
	}
	if s.kvItems*2 > s.items {
		// a list of single `Key: value` lines is key-value text
		s.kvBytes += s.listBytes
		s.kvLines += s.items
		s.listBytes, s.items = 0, 0
	}
	g := patternGuess{sep: ":"}
	if s.eqLines*2 > s.kvLines {
		g.sep = "="
	}
	if sep != "" {
		g.sep = sep
	}
	type cand struct {
		p     string
		bytes int
	}
	var cands []cand
	if s.tableRows >= 1 && s.tableBytes*2 >= s.total {
		cands = append(cands, cand{PatternTable, s.tableBytes})
	}
	if announce > 0 && (s.items == 1 && !s.multiLine || s.items >= 2) {
		// a list announced by the line above it ("Found 1 result:",
		// "📋 **Field Values**" over short items): that line is the
		// list's title
		s.listBytes += announce
	}
	if (s.items >= 2 || s.multiLine || s.items == 1 && (announce > 0 || headed)) && s.listBytes*2 >= s.total {
		cands = append(cands, cand{PatternList, s.listBytes})
	}
	if s.kvLines >= 2 && s.kvBytes*2 >= s.total {
		cands = append(cands, cand{PatternKeyValue, s.kvBytes})
	}
	if rec := s.recBytes + s.kvBytes; s.recBytes > 0 && rec*2 >= s.total {
		// record lines, with the pairs of a trailer
		cands = append(cands, cand{patternLines, rec})
	}
	// best first; on a tie the order above (table, list, key-value)
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j].bytes > cands[j-1].bytes; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	for _, c := range cands {
		g.order = append(g.order, c.p)
	}
	return g
}

// boldTitle reports whether t is a title wholly in bold (one "**" span,
// textparse.IsBoldOnly), after an optional leading symbol ("📋 **Field
// Values (ID: 1024)**").
func boldTitle(t string) bool {
	i := strings.Index(t, "**")
	if i < 0 || i > 8 || strings.HasSuffix(t, ":") || !textparse.IsBoldOnly(t[i:]) {
		return false
	}
	for _, c := range t[:i] {
		if c < 0x80 && c != ' ' {
			return false // words before the bold: a sentence, not a title
		}
	}
	return true
}

// headerEnd reports whether the line t ends like a "Section:" header: a
// colon, or a colon inside closing emphasis ("**Memory Usage:**").
func headerEnd(t string) bool {
	e := len(t)
	for e > 0 && (t[e-1] == '*' || t[e-1] == '_') {
		e--
	}
	return e > 0 && t[e-1] == ':'
}

// patternLines is guessPattern's candidate for text of "[TYPE] …" record
// lines (parseLineRecords); the account calls it unstructured.
const patternLines = "lines"

// Line kinds of guessPattern.
const (
	kindNone = iota
	kindItem
	kindKV
	kindTable
)

// lineStats are guessPattern's counts.
type lineStats struct {
	total                     int // non-blank bytes, trimmed
	tableBytes, tableRows     int
	listBytes, items, kvItems int
	kvBytes, kvLines, eqLines int
	recBytes                  int // "[TYPE] …" record lines
	secBytes                  int // "Section:" headers and the prose lines under them
	inItem, itemKV            bool
	itemInd                   int  // indentation of the open item's marker
	multiLine                 bool // an item has continuation lines
	itemLines, itemBytes      int
}

func (s *lineStats) openItem(n int, kv byte) {
	s.inItem, s.itemKV, s.itemLines, s.itemBytes = true, kv != 0, 1, n
}

func (s *lineStats) itemMore(n int) {
	s.itemLines++
	s.itemBytes += n
}

func (s *lineStats) closeItem() {
	if !s.inItem {
		return
	}
	s.inItem = false
	s.items++
	s.listBytes += s.itemBytes
	if s.itemLines == 1 && s.itemKV {
		s.kvItems++
	}
	if s.itemLines > 1 {
		s.multiLine = true
	}
}

// unCount takes back a line counted as kind (the header of a table found
// on the next line).
func (s *lineStats) unCount(kind, n int) {
	switch kind {
	case kindItem:
		if s.inItem {
			s.itemBytes -= n
			s.itemLines--
			if s.itemLines == 0 {
				s.inItem = false
			}
		}
	case kindKV:
		s.kvBytes -= n
		s.kvLines--
	}
}

// indentOf returns the indentation of line in columns (a tab counts 4)
// and the line trimmed of white space.
func indentOf(line string) (int, string) {
	col, i := 0, 0
	for ; i < len(line); i++ {
		switch line[i] {
		case ' ':
			col++
		case '\t':
			col += 4
		default:
			e := len(line) // trailing blanks off, without a cutset's set
			for e > i && (line[e-1] == ' ' || line[e-1] == '\t' || line[e-1] == '\r') {
				e--
			}
			return col, line[i:e]
		}
	}
	return col, ""
}

// listMarker returns the length of a list marker and the white space after
// it at the start of t ("- ", "* ", "+ ", "12. ", "3) "), or 0.
func listMarker(t string) int {
	i := 0
	switch {
	case len(t) >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+'):
		i = 1
	default:
		for i < len(t) && i < 9 && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i == 0 || i >= len(t) || (t[i] != '.' && t[i] != ')') {
			return 0
		}
		i++
	}
	if i >= len(t) || (t[i] != ' ' && t[i] != '\t') {
		return 0
	}
	if t[0] == '-' || t[0] == '*' {
		// a thematic break ("- - -", "***") is not an item
		if strings.Trim(t, "-* \t") == "" {
			return 0
		}
	}
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	return i
}

// isDelimiterRow reports whether t is a GFM table delimiter row: cells of
// dashes with optional colons, separated by pipes.
func isDelimiterRow(t string) bool {
	dash, pipe := false, false
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '-':
			dash = true
		case '|':
			pipe = true
		case ':', ' ', '\t':
		default:
			return false
		}
	}
	return dash && pipe
}

// kvShape reports whether t is a `Key: value` (or `KEY=value`) line: a
// label of 1 to 40 bytes starting with a letter, at most five words,
// optionally bold, then the separator and a value. It returns ':' or '=',
// or 0.
func kvShape(t string) byte {
	i := 0
	if strings.HasPrefix(t, "**") || strings.HasPrefix(t, "__") {
		i = 2
	}
	k0 := i
	if i >= len(t) || !(isASCIILetter(t[i]) || t[i] >= 0x80) {
		return 0
	}
	words, parens := 1, 0 // parens: opened minus closed
	for ; i < len(t) && i-k0 <= 40; i++ {
		c := t[i]
		switch {
		case isASCIILetter(c), c >= '0' && c <= '9', c >= 0x80, c == '_', c == '-', c == '.', c == '/', c == '\'':
		case c == '(':
			parens++
		case c == ')':
			parens--
		case c == ' ':
			words++
			if words > 5 {
				return 0
			}
			if i+1 < len(t) && t[i+1] == '=' {
				continue
			}
		case c == '*' || c == ':' || c == '=':
			if parens != 0 {
				return 0 // "web (ID: 71)": a pair inside a parenthesis
			}
			sep := kvSeparator(t, i)
			if sep == '=' && logfmtLine(t, 0, len(t)) != nil {
				return 0 // several pairs: a record, not one pair
			}
			return sep
		default:
			return 0
		}
	}
	return 0
}

// kvSeparator reads the separator at t[i:] (with bold markers around it)
// and reports it when a value follows.
func kvSeparator(t string, i int) byte {
	for i < len(t) && (t[i] == '*' || t[i] == '_') {
		i++
	}
	if i >= len(t) || (t[i] != ':' && t[i] != '=') {
		return 0
	}
	sep := t[i]
	i++
	for i < len(t) && (t[i] == '*' || t[i] == '_') {
		i++
	}
	if i >= len(t) || (sep == ':' && t[i] != ' ' && t[i] != '\t') || t[i] == '=' {
		return 0 // "https://", "10:30", a header "Key:" with no value, "=="
	}
	if strings.TrimSpace(t[i:]) == "" {
		return 0
	}
	return sep
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// kvShapeSep reports whether t is a pair with the configured separator
// sep: a label (as in kvShape) before the first sep and a value after it.
// It returns 1 for a pair, else 0.
func kvShapeSep(t, sep string) byte {
	k, v, ok := strings.Cut(t, sep)
	k = strings.Trim(strings.TrimSpace(k), "*_")
	if !ok || k == "" || len(k) > 40 || strings.Count(k, " ") > 4 || strings.TrimSpace(v) == "" {
		return 0
	}
	if !isASCIILetter(k[0]) && k[0] < 0x80 {
		return 0
	}
	return 1
}

// ParsedLines is Account.Parser when parser auto read the text as one
// record per line (see parseLineRecords).
const ParsedLines = "lines"

// lineShape is the shape shared by the lines of a record block.
type lineShape uint8

const (
	shapeNone    lineShape = iota
	shapeTagged            // "[FILE] name    287 B"
	shapeToken             // one token: a path, a URL, a file name, a word or a number
	shapeColumns           // columns separated by two spaces or more
	shapeLocated           // "src/a.go:12:5: message" (grep, linters, compilers)
	shapeIndexed           // "#12 title (open)", "3: [title](url)", "[3] name"
	shapeHashed            // "a1b2c3d Fix the parser (ana, 2 days ago)": a commit per line
	shapeItem              // "name (A, b) — text": a list item without a marker (textparse.RecordLine)
	shapeLog               // "[12:]2026-05-02T09:03:12Z WARN message": a log record (logLine)
	shapeBlame             // "^6b1fc8a (Ben 2026-04-10 09:00:00 +0000 1) code": git blame (blameLine)
	shapeLogfmt            // "id=1 name=Oak price=89.5": key=value pairs (logfmtLine)
	shapeFields            // "6.6.1: 2026-08-17: Fix …": tokens and a text cut by colons (fieldLine)
	shapeGlyph             // "✅ build passed (12.3s)": a status glyph leading an item (glyphLine)
	shapeArrow             // "*lab -> https://127.0.0.1:19443": a name mapped to a target (arrowLine)
	shapeChat              // "[09:12] alice: deploy is done": a chat message (chatLine)
	shapeListing           // "-rw-r--r-- 1 ana staff 131 Nov 25 03:52 a.sh": a long directory listing (listingLine)
	shapeSyslog            // "Nov 20 09:14:03 web-1 sshd[1234]: message": a BSD syslog line (syslogLine)
)

// hashedLine reports whether s starts with a commit hash (7 to 40 hex
// digits, lower case, with a digit and a letter; a '^' before it, as git
// blame writes, is allowed) followed by white space and text.
func hashedLine(s string) bool {
	i := 0
	if strings.HasPrefix(s, "^") {
		i = 1
	}
	return textparse.HashPrefix(s, i, len(s)) > i
}

// indexedLine reports whether s starts with an index prefix other than a
// list marker: "#12 ", "12: ", "[12] ", followed by text.
func indexedLine(s string) bool {
	i, closeBy := 0, byte(0)
	switch {
	case strings.HasPrefix(s, "#"):
		i = 1
	case strings.HasPrefix(s, "["):
		i, closeBy = 1, ']'
	}
	d := i
	for i < len(s) && i-d < 9 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == d || i >= len(s) {
		return false
	}
	switch {
	case closeBy != 0:
		if s[i] != closeBy {
			return false
		}
		i++
	case d == 0:
		if s[i] != ':' {
			return false
		}
		i++
	}
	return i+1 < len(s) && (s[i] == ' ' || s[i] == '\t') && strings.TrimSpace(s[i:]) != ""
}

// locatedLine reads text[a:b] as "path:line[:column][:] message" and
// returns the cells file, line, column (empty when absent) and message,
// or nil.
func locatedLine(text string, a, b int) []cell {
	s := text[a:b]
	i := strings.IndexByte(s, ':')
	if i <= 0 || strings.ContainsAny(s[:i], " \t") {
		return nil
	}
	if !isPathToken(s[:i]) {
		return parenLocated(text, a, b, i)
	}
	num := func(j int) int { // end of the digits at j
		k := j
		for k < len(s) && k-j < 9 && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		return k
	}
	l0 := i + 1
	l1 := num(l0)
	if l1 == l0 {
		return nil
	}
	c0, c1 := l1, l1
	if l1 < len(s) && s[l1] == ':' {
		if e := num(l1 + 1); e > l1+1 {
			c0, c1 = l1+1, e
		}
	}
	m := c1
	if m < len(s) && s[m] == ':' {
		m++
	}
	if m >= len(s) || (s[m] != ' ' && s[m] != '\t' && m == c1) {
		return nil
	}
	m = skipMessageDash(s, m)
	if m >= len(s) {
		return nil
	}
	return []cell{{a, a + i}, {a + l0, a + l1}, {a + c0, a + c1}, {a + m, b}}
}

// cell is one column of a record line: bytes [a, b) of the text.
type cell struct{ a, b int }

// recordLine splits the line text[a:b] (trimmed) into its shape and
// cells; glyph-led lines are items only with glyphs.
func recordLine(text string, a, b int, glyphs bool) (lineShape, []cell) {
	s := text[a:b]
	if len(s) > 4 && s[0] == '[' && s[2] == ']' && s[3] == ' ' && strings.IndexByte(" xX", s[1]) >= 0 {
		// "[x] #1 Write the spec (high)": a task without a list marker
		return shapeItem, []cell{{a, b}}
	}
	if tag := tagEnd(s); tag > 0 {
		cells := []cell{{a + 1, a + strings.IndexByte(s, ']')}}
		return shapeTagged, append(cells, splitColumns(text, a+tag, b)...)
	}
	if cells := locatedLine(text, a, b); cells != nil {
		return shapeLocated, cells
	}
	if cells := listingLine(text, a, b); cells != nil {
		return shapeListing, cells
	}
	if cells := logfmtLine(text, a, b); cells != nil {
		return shapeLogfmt, cells
	}
	if cells := syslogLine(text, a, b); cells != nil {
		return shapeSyslog, cells
	}
	if cells := logLine(text, a, b); cells != nil {
		if chat := chatLine(text, a, b); chat != nil && text[cells[2].a:cells[2].b] == "" {
			return shapeChat, chat // a time stamp, then an author: a chat
		}
		return shapeLog, cells
	}
	if cells := chatLine(text, a, b); cells != nil {
		return shapeChat, cells
	}
	if cells := blameLine(text, a, b); cells != nil {
		return shapeBlame, cells
	}
	if cells := fieldLine(text, a, b); cells != nil {
		return shapeFields, cells
	}
	if indexedLine(s) {
		return shapeIndexed, []cell{{a, b}}
	}
	if glyphs && glyphLine(s) {
		return shapeGlyph, []cell{{a, b}}
	}
	if hashedLine(s) {
		if cols := splitColumns(text, a, b); len(cols) >= 3 {
			// "4f2a9c1d2e3f   nginx:1.25   Up 3 hours": an id in a
			// column of a table, not a commit over its subject
			return shapeColumns, cols
		}
		return shapeHashed, []cell{{a, b}}
	}
	if strings.IndexAny(s, " \t") < 0 && (isPathToken(s) || isKeyToken(s) || isValueToken(s)) {
		return shapeToken, []cell{{a, b}}
	}
	if len(s) > 2 && s[0] == '"' && s[len(s)-1] == '"' && strings.IndexByte(s[1:len(s)-1], '"') < 0 && len(s) <= 200 {
		// one quoted value a line (a one-column CSV): the value inside
		return shapeToken, []cell{{a + 1, b - 1}}
	}
	if cells := arrowLine(text, a, b); cells != nil {
		return shapeArrow, cells
	}
	if _, _, ok := textparse.RecordLine(s); ok {
		return shapeItem, []cell{{a, b}}
	}
	if cols := splitColumns(text, a, b); len(cols) >= 2 && listMarker(s) == 0 {
		// ("*   [Item](url) — …": a list item whose marker CommonMark
		// lets wide apart, not a row of columns)
		return shapeColumns, cols
	}
	return shapeNone, nil
}

// tagEnd returns the length of a bracketed tag and the white space after
// it at the start of s ("[FILE] "), or 0: 1 to 24 letters, digits, '_' or
// '-', with a letter, then white space and more text.
func tagEnd(s string) int {
	if len(s) < 4 || s[0] != '[' {
		return 0
	}
	letter := false
	i := 1
	for ; i < len(s) && i <= 25 && s[i] != ']'; i++ {
		c := s[i]
		switch {
		case isASCIILetter(c):
			letter = true
		case c >= '0' && c <= '9', c == '_', c == '-':
		default:
			return 0
		}
	}
	if i >= len(s) || s[i] != ']' || !letter || i+2 >= len(s) || (s[i+1] != ' ' && s[i+1] != '\t') {
		return 0
	}
	j := i + 1
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) {
		return 0
	}
	return j
}

// splitColumns splits text[a:b] at runs of two or more spaces, or tabs.
func splitColumns(text string, a, b int) []cell {
	var out []cell
	start := a
	for i := a; i < b; {
		if text[i] == '\t' || (text[i] == ' ' && i+1 < b && text[i+1] == ' ') {
			if i > start {
				out = append(out, cell{start, i})
			}
			for i < b && (text[i] == ' ' || text[i] == '\t') {
				i++
			}
			start = i
			continue
		}
		i++
	}
	if b > start {
		out = append(out, cell{start, b})
	}
	return out
}

// recordBlock is a run of consecutive non-blank lines of one shape.
type recordBlock struct {
	shape lineShape
	lines [][]cell
	bytes int
	start int // offset of the first line
	end   int // offset after the last line
}

// parseLineRecords reads text whose main payload is one record per line
// without list markers: `[TYPE] name  size` listings, `path:line:col:
// message` lines (grep, linters, compilers), lines starting with an index
// ("#12 …", "3: …", "[3] …") or a commit hash, list items without
// markers ("name (A, b) — text", textparse.RecordLine), one path or name
// per line, or columns aligned with spaces (else a grid, parseGrid). The
// block of consecutive lines of one shape carrying the most bytes must
// carry at least half of the text (a tagged, located or hashed line may
// stand alone; the other shapes need two lines). Tagged lines become
// {type, name, size|column_N}; located lines {file, line, column,
// message}; indexed and hashed lines and items without markers the
// fields textparse.ItemFields finds; tokens become strings;
// columns become objects named by a header line of words when there is
// one, else column_N. `Key: value` lines outside the block (a "Total: …"
// trailer) are added next to the list.
// recordBlocks returns the largest block of consecutive lines of one
// record shape in text (recordLine; glyph-led lines only with glyphs),
// with the other blocks of its shape merged in (mergeBlocks), and the
// bytes of the lines that count against it.
func recordBlocks(text string, glyphs bool) (best, merged recordBlock, total int) {
	var cur recordBlock
	var all []recordBlock
	flush := func() {
		if len(cur.lines) > 0 {
			all = append(all, cur)
			if cur.bytes > best.bytes {
				best = cur
			}
		}
		cur = recordBlock{}
	}
	defer func() { merged = mergeBlocks(best, all) }()
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		if a == b {
			flush()
			continue
		}
		shape, cells := recordLine(text, a, b, glyphs)
		if shape != shapeNone || kvShape(text[a:b]) != ':' {
			total += b - a // `Key: value` lines are a trailer, taken too
		}
		if shape == shapeNone || (len(cur.lines) > 0 && shape != cur.shape) ||
			((shape == shapeColumns || shape == shapeFields) && len(cur.lines) > 0 && len(cells) != len(cur.lines[0])) {
			flush()
			if shape == shapeNone {
				continue
			}
		}
		if len(cur.lines) == 0 {
			cur.shape, cur.start = shape, a
		}
		cur.lines = append(cur.lines, cells)
		cur.bytes += b - a
		cur.end = b
	}
	flush()
	return best, best, total
}

// mergeBlocks adds to best the lines of the other blocks of its shape, in
// text order, for the shapes whose lines are records whatever stands
// between them: a compiler's errors, then a "1 warning:" line, then its
// warnings. Columns, fields and tokens depend on their block's header or
// neighbours and are not merged.
func mergeBlocks(best recordBlock, all []recordBlock) recordBlock {
	switch best.shape {
	case shapeNone, shapeColumns, shapeFields, shapeToken:
		return best
	}
	var m recordBlock
	n := 0
	for _, blk := range all {
		if blk.shape != best.shape {
			continue
		}
		n++
		if len(m.lines) == 0 {
			m.shape, m.start = blk.shape, blk.start
		}
		m.lines = append(m.lines, blk.lines...)
		m.bytes += blk.bytes
		m.end = blk.end
	}
	if n < 2 {
		return best
	}
	return m
}

func (x *Extractor) parseLineRecords(r *run) (any, bool) {
	text := r.text
	if r.depth == 0 {
		if secs := captionedGrids(text); secs != nil {
			// "Schema:" over rows, "Summary:" over rows: each block
			// read on its own
			return x.parseSections(r, secs), true
		}
	}
	best, merged, total := recordBlocks(text, true)
	if best.shape == shapeGlyph && !glyphsRepeat(text, best.lines) {
		// "🔎 Scanned 42 characters", "📊 Found: 0 …": a report's
		// lines, each its own glyph, not items marked with a status
		best, merged, total = recordBlocks(text, false)
	}
	if rows, gs, ge, ok := groupedRecords(text); ok && ge-gs > best.end-best.start {
		// matches grouped under file headings: located records
		merged = recordBlock{shape: shapeLocated, lines: rows, bytes: ge - gs, start: gs, end: ge}
	}
	// the blocks of the largest block's shape together are the records
	// (errors, a "1 warning:" line, warnings)
	best = merged
	weak := best.shape == shapeNone || best.bytes*2 < total || (best.shape != shapeTagged && best.shape != shapeLocated && best.shape != shapeHashed && best.shape != shapeListing && len(best.lines) < 2)
	if weak || best.shape == shapeColumns {
		// a CSV or TSV file, aligned columns cut by single spaces too
		if v, ok := x.parseGrid(r); ok {
			return v, true
		}
	}
	if weak {
		return nil, false
	}
	if len(best.lines) > maxItems {
		best.lines = best.lines[:maxItems]
	}
	name := x.te.ListField
	if name == "" {
		name = DefaultListField
	}
	base := pointer("", name)
	var names []string
	rows := best.lines
	if best.shape == shapeColumns && len(rows) >= 3 && headerCells(text, rows[0]) {
		for _, c := range rows[0] {
			names = append(names, strings.TrimSpace(text[c.a:c.b]))
		}
		rows = rows[1:]
	}
	out := make([]any, 0, len(rows))
	for i, cells := range rows {
		path := pointerIndex(base, i)
		r.acc.Items++
		r.acc.ItemsKept++
		if best.shape == shapeToken {
			out = append(out, text[cells[0].a:cells[0].b])
			r.addHit(path, span{cells[0].a, cells[0].b})
			continue
		}
		if best.shape == shapeTagged && len(cells) == 2 {
			// "[FILE] notes.txt (1.2 KB)": one cell after the tag, its
			// trailing parenthetical a field of its own
			line := text[cells[0].a-1 : cells[1].b]
			if fs := textparse.ItemFields(line); taggedFields(fs) {
				out = append(out, r.itemObject(line, cells[0].a-1, path, fs))
				continue
			}
		}
		if best.shape == shapeIndexed || best.shape == shapeHashed || best.shape == shapeItem || best.shape == shapeGlyph {
			line := text[cells[0].a:cells[0].b]
			out = append(out, r.itemObject(line, cells[0].a, path, textparse.ItemFields(line)))
			continue
		}
		if best.shape == shapeLogfmt {
			// key and value cells in turn: the keys name the values
			obj := make(map[string]any, len(cells)/2)
			for k := 0; k+1 < len(cells); k += 2 {
				key := text[cells[k].a:cells[k].b]
				if _, dup := obj[key]; dup {
					continue
				}
				obj[key] = text[cells[k+1].a:cells[k+1].b]
				r.addHit(pointer(path, key), span{cells[k+1].a, cells[k+1].b}, span{cells[k].a, cells[k].b})
			}
			out = append(out, obj)
			continue
		}
		obj := make(map[string]any, len(cells))
		for k, c := range cells {
			if c.a == c.b {
				continue // a located line without a column
			}
			key := columnName(best.shape, k, text[c.a:c.b], names)
			if _, dup := obj[key]; dup {
				key = "column_" + itoa(k+1)
			}
			if best.shape == shapeLog && key == "message" && strings.IndexByte(text[c.a:c.b], '=') > 0 {
				// "sync started warehouse=Leeds": the pairs ending a log
				// message are fields of their own
				c.b = r.logfmtTail(obj, path, c.a, c.b)
				if c.a == c.b {
					continue
				}
			}
			if best.shape == shapeTagged && key == "name" && len(cells) == 2 && kvShape(text[c.a:c.b]) != 0 && labelKey(text[c.a:c.b]) {
				// "[OK] Server test: PASS — native module works": the
				// pair and its note, as an item reads them, beside the
				// line as written ("[warning] low stock: NUT-M6" is a
				// message too)
				for fk, fv := range r.itemObject(text[c.a:c.b], c.a, path, textparse.ItemFields(text[c.a:c.b])) {
					if _, dup := obj[fk]; !dup && fk != key {
						obj[fk] = fv
					}
				}
			}
			if best.shape == shapeArrow && key == "target" {
				// "logs -> lab (127.0.0.1)": the parenthesis ending the
				// target is its details
				if p0, p1, ok := trailingParen(text, c.a, c.b); ok && obj["details"] == nil {
					obj["details"] = text[p0+1 : p1-1]
					r.addHit(pointer(path, "details"), span{p0 + 1, p1 - 1})
					c.b = p0
					for c.b > c.a && text[c.b-1] == ' ' {
						c.b--
					}
				}
			}
			obj[key] = text[c.a:c.b]
			r.addHit(pointer(path, key), span{c.a, c.b})
		}
		out = append(out, obj)
	}
	v := map[string]any{name: out}
	r.trailerPairs(v, best.start, best.end)
	r.acc.Parser = ParsedLines
	return v, true
}

// headerCells reports whether a columns line is a header: every cell is
// words of letters (and '_', '-', ' ').
func headerCells(text string, cells []cell) bool {
	for _, c := range cells {
		for i := c.a; i < c.b; i++ {
			ch := text[i]
			if !isASCIILetter(ch) && ch != '_' && ch != '-' && ch != ' ' {
				return false
			}
		}
	}
	return true
}

// columnName names cell k of a record line.
func columnName(shape lineShape, k int, v string, header []string) string {
	if header != nil && k < len(header) && header[k] != "" {
		return header[k]
	}
	if shape == shapeLocated && k < 6 {
		return [...]string{"file", "line", "column", "message", "severity", "rule"}[k]
	}
	if shape == shapeLog && k < 4 {
		return [...]string{"line", "time", "level", "message"}[k]
	}
	if shape == shapeSyslog && k < 5 {
		return [...]string{"time", "host", "program", "pid", "message"}[k]
	}
	if shape == shapeChat && k < 3 {
		return [...]string{"time", "author", "message"}[k]
	}
	if shape == shapeArrow && k < 3 {
		return [...]string{"name", "target", "mark"}[k]
	}
	if shape == shapeListing && k < 7 {
		return [...]string{"mode", "links", "owner", "group", "size", "modified", "name"}[k]
	}
	if shape == shapeBlame && k < 5 {
		return [...]string{"hash", "author", "date", "line", "content"}[k]
	}
	if shape == shapeTagged {
		switch {
		case k == 0:
			return "type"
		case k == 1:
			return "name"
		case isSize(v):
			return "size"
		}
	}
	return "column_" + itoa(k+1)
}

// isSize reports whether v is a size: a number and a byte unit ("287 B",
// "1.2 MB", "4096 bytes").
func isSize(v string) bool {
	num, unit, ok := strings.Cut(strings.TrimSpace(v), " ")
	if !ok || num == "" || num[0] < '0' || num[0] > '9' || strings.Trim(num, "0123456789.,") != "" {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "bytes":
		return true
	}
	return false
}

// tablePairs adds to v, the value of the tables or the list read from
// the hits r.hits[h0:], the `Key: value` lines outside the span they
// cover (trailerPairs): totals and a database name above or below the
// rows or items are data too ("Total: 2", "Checked at: …", "**Search
// query:** fern"), and the lines that are one JSON object or array
// (under "json").
func (r *run) tablePairs(v any, h0 int) {
	obj, ok := v.(map[string]any)
	if !ok || h0 >= len(r.hits) {
		return
	}
	lo, hi := len(r.text), 0
	for _, h := range r.hits[h0:] {
		lo, hi = min(lo, h.val.start), max(hi, h.val.end)
	}
	if lo >= hi {
		return
	}
	taken := r.hits[h0:len(r.hits):len(r.hits)]
	text := r.text
	_, jsonTaken := obj[JSONField]
	var jsonVals []any
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := ls, le
		ls = next
		if a >= lo && b <= hi || slices.ContainsFunc(taken, func(h hit) bool { return h.val.start < b && h.val.end > a }) {
			continue // the payload's, or read already ("Result: OK (2 matches)" above the JSON)
		}
		a, b = trimSpaceSpan(text, a, b)
		if a < b && !jsonTaken && len(jsonVals) < maxJSONParagraphs {
			// a line that is one JSON object or array: data beside the
			// rows or items
			if val, ok := r.jsonSpan(a, b, len(jsonVals)); ok {
				jsonVals = append(jsonVals, val)
				continue
			}
		}
		if a == b || kvShape(text[a:b]) != ':' {
			continue
		}
		for _, p := range barPieces(text, a, b) {
			r.trailerPair(obj, p.start, p.end)
		}
	}
	if len(jsonVals) > 0 {
		obj[JSONField] = jsonVals
	}
}

// trailerPairs adds the `Key: value` lines of the text outside [start,
// end) to v (keys already in v are left alone).
func (r *run) trailerPairs(v map[string]any, start, end int) {
	text := r.text
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := ls, le
		ls = next
		if a >= start && b <= end {
			continue
		}
		a, b = trimSpaceSpan(text, a, b)
		if a == b || kvShape(text[a:b]) != ':' {
			continue
		}
		for _, p := range barPieces(text, a, b) {
			r.trailerPair(v, p.start, p.end)
		}
	}
}

// barPieces cuts the line text[a:b] at " | " when every piece is a pair
// ("Alive: 2 | Dead: 0"); else it returns the line whole.
func barPieces(text string, a, b int) []span {
	var out []span
	for s := a; s < b; {
		e := strings.Index(text[s:b], " | ")
		if e < 0 {
			e = b
		} else {
			e += s
		}
		ps, pe := trimSpaceSpan(text, s, e)
		if ps == pe || kvShape(text[ps:pe]) != ':' {
			return []span{{a, b}}
		}
		out = append(out, span{ps, pe})
		s = e + 3
	}
	return out
}

// trailerPair adds the pair text[a:b] to v, unless its key is taken.
func (r *run) trailerPair(v map[string]any, a, b int) {
	text := r.text
	k := strings.IndexByte(text[a:b], ':')
	if k < 0 {
		return
	}
	key := strings.Trim(strings.TrimSpace(text[a:a+k]), "*_")
	vs := a + k + 1
	for vs < b && (text[vs] == ' ' || text[vs] == '\t' || text[vs] == '*' || text[vs] == '_') {
		vs++
	}
	if _, taken := v[key]; taken || key == "" || vs >= b {
		return
	}
	p := pointer("", key)
	if r.valueFields {
		// a JSON value, or one with inline structure ("Attachment:
		// notes.txt (text/plain, 1.8 KB)"), read as in key-value text
		if jv, ok := r.jsonAt(vs, b, p); ok {
			v[key] = jv
			return
		}
		if m := r.kvValueFields(p, text[vs:b], span{vs, b}, []span{{a, a + k}}); m != nil {
			v[key] = m
			return
		}
	}
	v[key] = text[vs:b]
	r.addHit(p, span{vs, b}, span{a, a + k})
}

// itoa formats a small non-negative int.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// isKeyToken reports whether s (no white space) reads as an identifier
// built of parts: letters, digits and the separators ':', '.', '_', '-',
// '@', '#' and '+', with a letter and a separator inside ("user:1:name",
// "api.v2.orders", "build-2027-03", "db1.internal"). A plain word or
// number is not one: lines of single words are text, not a list.
func isKeyToken(s string) bool {
	if len(s) > 200 {
		return false
	}
	letter, sep := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isASCIILetter(c):
			letter = true
		case c >= '0' && c <= '9':
		case c == ':' || c == '.' || c == '_' || c == '-' || c == '@' || c == '#' || c == '+':
			if i > 0 && i < len(s)-1 {
				sep = true
			} else if i == len(s)-1 {
				return false // "Found:" or "done." ends like a header or a sentence
			}
		default:
			return false
		}
	}
	return letter && sep
}

// isPathToken reports whether s (no white space) reads as a path, a URL
// or a file name: it holds a '/' or '\\', or ends in a dot and a short
// extension of letters and digits starting with a letter ("notes.txt").
func isPathToken(s string) bool {
	if strings.ContainsAny(s, "<>\"'`()[]{}") {
		return false // markup or code, not a path
	}
	if strings.ContainsAny(s, "/\\") {
		return true
	}
	i := strings.LastIndexByte(s, '.')
	if i <= 0 || i == len(s)-1 || len(s)-i-1 > 5 || !isASCIILetter(s[i+1]) {
		return false
	}
	for j := i + 1; j < len(s); j++ {
		if !isASCIILetter(s[j]) && (s[j] < '0' || s[j] > '9') {
			return false
		}
	}
	return true
}

// isValueToken reports whether s (no white space) reads as one value
// printed on its own line: a word or a number ("milk", "3.14159",
// "v2.1.0"), at most 64 bytes, with a letter or digit, without markup
// characters and not ending like a sentence or a header (".", "!", "?",
// ":", ",", ";"). Lines of such values are a list of strings.
func isValueToken(s string) bool {
	if len(s) == 0 || len(s) > 64 || strings.ContainsAny(s, "<>\"`()[]{}|*#=,;") {
		return false
	}
	switch s[len(s)-1] {
	case '.', '!', '?', ':', ',', ';':
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; isASCIILetter(c) || c >= '0' && c <= '9' || c >= 0x80 {
			return true
		}
	}
	return false
}
