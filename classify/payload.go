package classify

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
)

// Tuning of the "main payload" rule (DESIGN.md §4).
const (
	maxAnalyze       = 1 << 20 // markdown analysis looks at the first 1 MiB
	shortLine        = 200     // longest line that can be a preamble/footer line
	maxEdgeLines     = 2       // preamble/footer: at most this many lines
	minShare         = 0.40    // below this share the text is unstructured
	minJSONShare     = 0.60    // JSON must carry this share of the bytes
	hybridProseShare = 0.20    // leftover prose from this share → hybrid unstructured
	maxRunsEvidence  = 8       // evidence pieces per pattern before summarising
)

// region is one piece of the text explained by a pattern: a table, a list,
// a run of key-value lines, a JSON value, a fence.
type region struct {
	pattern   string
	note      string
	rows      int     // table rows
	pairs     int     // key-value pairs
	jsonLines int     // values of a JSON Lines run
	capConf   float64 // confidence cap (0: none)
	plain     bool    // list of one-field items (supports no pattern)
	fenced    bool    // JSON in a code fence
	empty     bool    // JSON: an empty object or array ({} or [])
	keyBytes  int     // JSON after a key on its first line ("Echo: {…}"): the key's bytes
}

// analysis is the per-line view of one text block.
type analysis struct {
	li      *lineIndex
	w       []int // non-blank bytes per line
	kind    []lineKind
	reg     []int32 // region per line, -1 for none
	regions []region
}

func newAnalysis(li *lineIndex) *analysis {
	n := li.count()
	a := &analysis{li: li, w: make([]int, n), kind: make([]lineKind, n), reg: make([]int32, n)}
	for i := 0; i < n; i++ {
		a.w[i] = len(li.trimmed(i))
		a.reg[i] = -1
		if a.w[i] > 0 {
			a.kind[i] = kProse
		}
	}
	return a
}

// setKind sets the kind and region of the non-blank lines first..last.
func (a *analysis) setKind(first, last int, k lineKind, r int) {
	for i := first; i <= last && i < len(a.kind); i++ {
		if a.w[i] > 0 {
			a.kind[i] = k
			a.reg[i] = int32(r)
		}
	}
}

func (a *analysis) addRegion(r region) int {
	a.regions = append(a.regions, r)
	return len(a.regions) - 1
}

// blockAnalysis is the verdict on one text block.
type blockAnalysis struct {
	index    int
	size     int
	empty    bool
	lines    int // non-blank, non-neutral lines
	pattern  string
	conf     float64
	hybrid   []string
	flags    []string
	evidence []Evidence
}

// analyzeText classifies one text block.
func analyzeText(index int, text []byte) blockAnalysis {
	return analyzeWith(index, text, parseMarkdown, false)
}

// analyzeWith is analyzeText with the markdown parse passed in (tests use
// a panicking parser to check the fallback) and, with alwaysParse, without
// the needsMarkdown shortcut (tests check that it changes nothing).
func analyzeWith(index int, text []byte, parse func([]byte) (ast.Node, bool), alwaysParse ...bool) blockAnalysis {
	b := blockAnalysis{index: index, size: len(text), pattern: Unstructured}
	s, e := trimmedSpan(text)
	if s == e {
		b.empty, b.conf = true, 1
		return b
	}
	t := text[s:e]
	if validJSON(t) {
		return wholeJSON(b, text, s, e)
	}
	capped := false
	if len(text) > maxAnalyze {
		cut := bytes.LastIndexByte(text[:maxAnalyze], '\n')
		if cut <= 0 {
			cut = maxAnalyze
			for cut > 0 && !utf8.RuneStart(text[cut]) {
				cut--
			}
		}
		text, capped = text[:cut], true
	}
	li := newLineIndex(text)
	a := newAnalysis(li)
	panicked := false
	if isUnifiedDiff(li) {
		if pairs, last := diffHeader(li); pairs >= 2 {
			a.setKind(0, li.count()-1, kCode, -1)
			diffHeaderLabel(&b, li, pairs, last)
			return b
		}
		a.setKind(0, li.count()-1, kCode, -1)
		b.pattern, b.conf = Unstructured, 0.95
		b.lines = li.count()
		ls, le := li.span(0, li.count()-1)
		b.evidence = append(b.evidence, byteEvidence(li, Unstructured, index, ls, le, "unified diff: code, not markdown"))
		return b
	}
	if fileDump(li) {
		a.setKind(0, li.count()-1, kCode, -1)
		b.pattern, b.conf = Unstructured, 0.9
		b.lines = li.count()
		ls, le := li.span(0, li.count()-1)
		b.evidence = append(b.evidence, byteEvidence(li, Unstructured, index, ls, le, "files read back one after another (\"path:\" over each file's content, \"---\" between them): contents, not one payload"))
		return b
	}
	fmOpen, fmClose, fm := frontMatter(li)
	if fm || (len(alwaysParse) > 0 && alwaysParse[0]) || needsMarkdown(li) {
		src := text
		if fm {
			src = markdownView(li, fmOpen, fmClose)
		}
		if doc, ok := parse(src); ok {
			a.markDocument(doc)
			if fm {
				a.setKind(fmOpen, fmOpen, kNeutral, -1)
				if fmClose >= 0 {
					a.setKind(fmClose, fmClose, kNeutral, -1)
				}
			}
		} else {
			panicked = true
		}
	} else {
		a.markIndentedCode()
	}
	a.markGlyphLists()
	a.overlayJSON()
	a.scanKV()
	a.markHeadedRecords()
	a.markSeparatedRecords()
	a.markHeadedLists()
	a.markFileSections()
	a.markHints()
	a.markPairsBesideCode()
	a.decide(&b)
	if capped {
		ls, le := li.span(0, li.count()-1)
		b.evidence = append(b.evidence, byteEvidence(li, FlagLong, index, ls, le,
			fmt.Sprintf("text is %d bytes: analysis capped at the first %d bytes (1 MiB)", b.size, len(text))))
	}
	if panicked {
		b.flags = append(b.flags, FlagParserPanic)
		ls, le := li.span(0, li.count()-1)
		b.evidence = append(b.evidence, byteEvidence(li, FlagParserPanic, index, ls, le,
			"markdown parser panicked: line-based view used"))
	}
	return b
}

// wholeJSON labels a text whose trimmed content (text[s:e]) is valid JSON:
// json_in_text for an object or array, unstructured for a bare scalar.
func wholeJSON(b blockAnalysis, text []byte, s, e int) blockAnalysis {
	t := text[s:e]
	sl := bytes.Count(text[:s], []byte{'\n'}) + 1
	nl := bytes.Count(t, []byte{'\n'})
	ev := Evidence{Block: b.index, StartLine: sl, EndLine: sl + nl, StartByte: s, EndByte: e}
	b.lines = nl + 1
	kind := jsonKind(t[0])
	if t[0] != '{' && t[0] != '[' {
		b.conf = 0.9
		ev.Pattern = Unstructured
		ev.Note = "bare JSON scalar (" + kind + "): not an object or array"
		b.evidence = append(b.evidence, ev)
		return b
	}
	b.pattern, b.conf = JSONInText, 1
	ev.Pattern = JSONInText
	if nl > 0 {
		ev.Note = fmt.Sprintf("whole text is one JSON %s, pretty-printed (%d lines, %d bytes)", kind, nl+1, len(t))
	} else {
		ev.Note = fmt.Sprintf("whole text is one JSON %s on a single line (%d bytes)", kind, len(t))
	}
	b.evidence = append(b.evidence, ev)
	if len(text) > maxAnalyze {
		ev.Pattern = FlagLong
		ev.Note = fmt.Sprintf("text is %d bytes (over 1 MiB); validated as JSON in full", len(text))
		b.evidence = append(b.evidence, ev)
	}
	return b
}

// candidateName is the pattern of candidate c; candidates are numbered in
// taxonomy order (ties go to the earlier one).
func candidateName(c int) string {
	switch c {
	case 0:
		return JSONInText
	case 1:
		return MarkdownList
	case 2:
		return KeyValue
	}
	return MarkdownTable
}

func candidateIndex(p string) int {
	switch p {
	case JSONInText:
		return 0
	case MarkdownList:
		return 1
	case KeyValue:
		return 2
	case MarkdownTable:
		return 3
	}
	return -1
}

// edge is a preamble (lines before a pattern's first line) or footer
// (after its last line).
type edge struct {
	ok          bool // at most 2 short prose/key-value lines
	lines       int  // counted (non-neutral) lines
	bytes       int
	kv          bool // holds a key-value line
	first, last int  // non-blank line range, -1 when none
}

func (a *analysis) edge(from, to int) edge {
	ed := edge{ok: true, first: -1, last: -1}
	for i := from; i <= to; i++ {
		k := a.kind[i]
		if k == kBlank {
			continue
		}
		if ed.first < 0 {
			ed.first = i
		}
		ed.last = i
		if patternOf(k) == "" {
			continue
		}
		ed.lines++
		ed.bytes += a.w[i]
		switch k {
		case kProse, kCode, kQuote:
		case kKV:
			ed.kv = true
		default:
			ed.ok = false
		}
		if a.w[i] > shortLine {
			ed.ok = false
		}
	}
	if ed.lines > maxEdgeLines {
		ed.ok = false
	}
	return ed
}

// decide applies the main-payload rule to the line view.
func (a *analysis) decide(b *blockAnalysis) {
	li := a.li
	n := li.count()
	var E [4]int
	var first, last [4]int
	for k := range first {
		first[k], last[k] = -1, -1
	}
	regLines := make([]int, len(a.regions))
	N, firstNB, lastNB := 0, -1, -1
	for i := 0; i < n; i++ {
		k := a.kind[i]
		if k == kBlank {
			continue
		}
		if firstNB < 0 {
			firstNB = i
		}
		lastNB = i
		if r := a.reg[i]; r >= 0 {
			regLines[r]++
		}
		p := patternOf(k)
		if p == "" {
			continue
		}
		N += a.w[i]
		b.lines++
		if c := candidateIndex(p); c >= 0 {
			E[c] += a.w[i]
			if first[c] < 0 {
				first[c] = i
			}
			last[c] = i
		}
	}
	// A key before the JSON on the same line ("Response: {…}") is not a
	// header line: its bytes are not the JSON's. When the value opens
	// there and goes on over the lines below ("Result: [" then the
	// pretty-printed array), the key's line is the value's header: its
	// bytes count for nobody, as a header line's do.
	for r, reg := range a.regions {
		if reg.pattern == JSONInText && reg.keyBytes > 0 && regLines[r] > 0 {
			E[0] = max(E[0]-reg.keyBytes, 1)
			if f, l := a.regionLines(r); l > f && N > reg.keyBytes {
				N -= reg.keyBytes
			}
		}
	}
	if firstNB < 0 { // not reached: the caller returns early for blank texts
		firstNB, lastNB = 0, n-1
	}
	if N == 0 {
		b.pattern, b.conf = Unstructured, 0.95
		b.evidence = append(b.evidence, li.evidence(Unstructured, b.index, firstNB, lastNB,
			"only headings and separators"))
		return
	}
	pairs := 0
	for r, reg := range a.regions {
		if reg.pattern == KeyValue && regLines[r] > 0 {
			pairs += reg.pairs
		}
	}
	var pre, foot [4]edge
	var share [4]float64
	eligible := [4]bool{}
	for c := range E {
		if E[c] == 0 {
			continue
		}
		pre[c] = a.edge(0, first[c]-1)
		foot[c] = a.edge(last[c]+1, n-1)
		den := N
		if pre[c].ok {
			den -= pre[c].bytes
		}
		if foot[c].ok {
			den -= foot[c].bytes
		}
		share[c] = float64(E[c]) / float64(max(den, 1))
		switch c {
		case 0:
			// The JSON carries most of the bytes: 60 % of all of them, or
			// 60 % of what a one- or two-line header and a short
			// trailer leave (seed 001 Pattern 2, DESIGN.md §4: "behind a
			// short header line or before a short trailer"), when it
			// holds something (an empty {} or [] behind a status line is
			// no payload).
			eligible[c] = float64(E[c]) >= minJSONShare*float64(N) ||
				((pre[c].ok || foot[c].ok) && share[c] >= minJSONShare && a.jsonHoldsData(regLines))
		case 2:
			eligible[c] = pairs >= 2 && !a.pairsAreRecords()
		default:
			eligible[c] = true
		}
	}
	win := -1
	for c := range E {
		if eligible[c] && share[c] >= minShare && (win < 0 || share[c] > share[win]) {
			win = c
		}
	}

	// Hybrid: the other candidates present.
	present := func(c int) bool {
		if E[c] == 0 {
			return false
		}
		if c == 2 && pairs < 2 {
			return win >= 0 && ((pre[win].ok && pre[win].kv) || (foot[win].ok && foot[win].kv))
		}
		return true
	}
	for c := range E {
		if c != win && present(c) {
			b.hybrid = append(b.hybrid, candidateName(c))
		}
	}
	fencedJSON := -1
	for r, reg := range a.regions {
		if reg.fenced && regLines[r] > 0 {
			fencedJSON = r
			break
		}
	}

	if win < 0 {
		a.decideUnstructured(b, E, share, eligible, pairs, N, firstNB, lastNB, regLines)
	} else {
		a.decideWinner(b, win, E, share, pre[win], foot[win], pairs, N, regLines)
	}
	if fencedJSON >= 0 && win != 0 {
		b.flags = append(b.flags, FlagJSONInFence)
		f, l := a.regionLines(fencedJSON)
		b.evidence = append(b.evidence, li.evidence(FlagJSONInFence, b.index, f, l,
			a.regions[fencedJSON].note+" inside other content"))
	}
}

// jsonHoldsData reports whether a JSON region that owns lines is not an
// empty object or array.
func (a *analysis) jsonHoldsData(regLines []int) bool {
	for r, reg := range a.regions {
		if reg.pattern == JSONInText && regLines[r] > 0 && !reg.empty {
			return true
		}
	}
	return false
}

// jsonAfterKey reports whether a JSON region that owns lines follows a key
// on its first line.
func (a *analysis) jsonAfterKey(regLines []int) bool {
	for r, reg := range a.regions {
		if reg.pattern == JSONInText && regLines[r] > 0 && reg.keyBytes > 0 {
			return true
		}
	}
	return false
}

// regionLines is the first and last line of region r.
func (a *analysis) regionLines(r int) (int, int) {
	f, l := -1, -1
	for i, x := range a.reg {
		if int(x) == r {
			if f < 0 {
				f = i
			}
			l = i
		}
	}
	return f, l
}

// regionOrder lists the regions of pattern p that own lines, by first line.
func (a *analysis) regionOrder(p string, regLines []int) []int {
	var out []int
	seen := make([]bool, len(a.regions))
	for _, r := range a.reg {
		if r >= 0 && !seen[r] && a.regions[r].pattern == p && regLines[r] > 0 {
			seen[r] = true
			out = append(out, int(r))
		}
	}
	return out
}

func (a *analysis) decideWinner(b *blockAnalysis, win int, E [4]int, share [4]float64, pre, foot edge, pairs, N int, regLines []int) {
	li := a.li
	p := candidateName(win)
	b.pattern = p
	conf := 0.5 + 0.5*share[win]
	regs := a.regionOrder(p, regLines)
	for _, r := range regs {
		reg := a.regions[r]
		if reg.capConf > 0 {
			conf = min(conf, reg.capConf)
		}
		if p == MarkdownTable && reg.rows == 0 {
			conf = min(conf, 0.7)
		}
		if reg.jsonLines > 1 {
			conf = min(conf, 0.9) // several values, not one object or array
		}
	}
	if p == KeyValue && pairs == 2 {
		conf = min(conf, 0.8)
	}
	if p == JSONInText && float64(E[0]) < minJSONShare*float64(N) {
		conf = min(conf, 0.8) // the JSON wins only once the header or trailer is left out
	}
	b.conf = conf

	// The deciding regions.
	for k, r := range regs {
		f, l := a.regionLines(r)
		if k == maxRunsEvidence {
			_, lastL := a.regionLines(regs[len(regs)-1])
			b.evidence = append(b.evidence, li.evidence(p, b.index, f, lastL,
				fmt.Sprintf("… and %d more %s regions", len(regs)-k, p)))
			break
		}
		note := a.regions[r].note
		if k == 0 {
			note += fmt.Sprintf(" — explains %d%% of the non-blank bytes", pct(share[win]))
		}
		b.evidence = append(b.evidence, li.evidence(p, b.index, f, l, note))
	}
	// Preamble and footer.
	inEdge := func(i int) bool {
		return (pre.ok && pre.first >= 0 && i >= pre.first && i <= pre.last) ||
			(foot.ok && foot.first >= 0 && i >= foot.first && i <= foot.last)
	}
	for _, ed := range []struct {
		e    edge
		what string
	}{{pre, "preamble"}, {foot, "footer"}} {
		if !ed.e.ok || ed.e.lines == 0 {
			continue
		}
		ep := p
		if ed.e.kv && p != KeyValue {
			ep = KeyValue
			b.hybrid = append(b.hybrid, KeyValue)
		}
		lines := "line"
		if ed.e.lines > 1 {
			lines = "lines"
		}
		note := fmt.Sprintf("%s %s (does not decide): %s", ed.what, lines, a.quoteFirst(ed.e.first, ed.e.last))
		b.evidence = append(b.evidence, li.evidence(ep, b.index, ed.e.first, ed.e.last, note))
	}
	// Leftover prose.
	left, lf, ll := 0, -1, -1
	for i := range a.kind {
		if patternOf(a.kind[i]) == Unstructured && !inEdge(i) {
			left += a.w[i]
			if lf < 0 {
				lf = i
			}
			ll = i
		}
	}
	if left > 0 {
		ep := p
		frac := float64(left) / float64(N)
		if frac >= hybridProseShare {
			ep = Unstructured
			b.hybrid = append(b.hybrid, Unstructured)
		}
		what := "other prose"
		if p == JSONInText && lf > a.lastOf(JSONInText) {
			what = "trailing prose after the JSON"
		}
		b.evidence = append(b.evidence, li.evidence(ep, b.index, lf, ll,
			fmt.Sprintf("%s: %d bytes (%d%% of the non-blank bytes)", what, left, pct(frac))))
	}
	a.hybridEvidence(b, p, regLines)
}

// lastOf is the last line of pattern p (-1 if none).
func (a *analysis) lastOf(p string) int {
	l := -1
	for i, k := range a.kind {
		if patternOf(k) == p {
			l = i
		}
	}
	return l
}

// hybridEvidence adds the first region of every other pattern present.
func (a *analysis) hybridEvidence(b *blockAnalysis, main string, regLines []int) {
	for c := range 4 {
		p := candidateName(c)
		if p == main || !slices.Contains(b.hybrid, p) {
			continue
		}
		regs := a.regionOrder(p, regLines)
		if len(regs) == 0 {
			continue
		}
		f, l := a.regionLines(regs[0])
		s, e := a.li.span(f, l)
		if len(regs) == 1 && slices.ContainsFunc(b.evidence, func(ev Evidence) bool {
			return ev.Pattern == p && ev.StartByte <= s && ev.EndByte >= e
		}) {
			continue // already shown (a preamble or footer)
		}
		note := "also present: " + a.regions[regs[0]].note
		if len(regs) > 1 {
			note += fmt.Sprintf(" (+%d more)", len(regs)-1)
		}
		b.evidence = append(b.evidence, a.li.evidence(p, b.index, f, l, note))
	}
}

func (a *analysis) decideUnstructured(b *blockAnalysis, E [4]int, share [4]float64, eligible [4]bool, pairs, N, firstNB, lastNB int, regLines []int) {
	li := a.li
	b.pattern = Unstructured
	best, bestC := 0.0, -1
	for c := range E {
		if E[c] == 0 {
			continue
		}
		s := share[c]
		if c == 0 {
			s = float64(E[c]) / float64(N)
		}
		if c == 2 && pairs < 2 {
			s *= 0.2
		}
		if s > best {
			best, bestC = s, c
		}
	}
	b.conf = min(max(1-best, 0.5), 0.95)
	var note string
	switch {
	case bestC < 0:
		note = fmt.Sprintf("prose: %s with no table, list, JSON or key-value pairs", plural(b.lines, "line"))
		if pl := a.kindShare(kPlainList, N); pl > 0.3 {
			note = a.plainListNote(regLines)
		} else if q := a.kindShare(kQuote, N); q > 0.3 {
			note = fmt.Sprintf("message blocks: block quotes carry %d%% of the bytes", pct(q))
		} else if c := a.kindShare(kCode, N) + a.kindShare(kFence, N); c > 0.5 {
			note = fmt.Sprintf("code: %d%% of the bytes are code blocks", pct(c))
		}
	case bestC == 2 && pairs < 2:
		note = a.onePairNote(regLines, b.lines)
	case bestC == 0 && !eligible[0] && !a.jsonHoldsData(regLines):
		note = "the only JSON is an empty object or array ({} or []): no payload; the prose decides"
	case bestC == 0 && !eligible[0]:
		note = fmt.Sprintf("JSON carries %d%% of the bytes (json_in_text needs 60%%)", pct(best))
		if a.jsonAfterKey(regLines) {
			note += "; the key before it on the same line is not a header line"
		}
	default:
		note = fmt.Sprintf("best candidate %s explains %d%% of the non-blank bytes (needs 40%%)", candidateName(bestC), pct(best))
	}
	b.evidence = append(b.evidence, li.evidence(Unstructured, b.index, firstNB, lastNB, note))
	a.hybridEvidence(b, Unstructured, regLines)
}

// onePairNote explains an unstructured text whose only key-value content
// is one data pair (a status message such as "Clicked element: x", a
// section header over one pair, or one pair in longer text); lines is the
// number of counted lines.
func (a *analysis) onePairNote(regLines []int, lines int) string {
	what, pairs := "", 0
	for r, reg := range a.regions {
		if reg.pattern != KeyValue || regLines[r] == 0 {
			continue
		}
		pairs += reg.pairs
		switch {
		case strings.HasPrefix(reg.note, "sequence under"):
			return "one key over a list of one-field values (" + reg.note + "): one pair, not key_value (which needs two or more pairs carrying data), and one-field items are not markdown_list records (DESIGN.md §4)"
		case what == "" && strings.Contains(reg.note, "section"):
			what = "one Key: value pair under a section header"
		}
	}
	switch {
	case what != "":
	case pairs == 0:
		what = "a section header without data pairs"
	default:
		what = "one Key: value pair"
	}
	if lines > 3 {
		return fmt.Sprintf("%s in %s of text: not key_value (which needs two or more pairs carrying data, DESIGN.md §4)", what, plural(lines, "line"))
	}
	return what + ": a status message, not key_value (which needs two or more pairs carrying data, DESIGN.md §4)"
}

// plainListNote explains an unstructured text whose main part is a list
// of one-field items.
func (a *analysis) plainListNote(regLines []int) string {
	for r, reg := range a.regions {
		if reg.plain && regLines[r] > 0 {
			return reg.note
		}
	}
	return "list of one-field items: not records"
}

// kindShare is the share of the counted bytes in lines of kind k.
func (a *analysis) kindShare(k lineKind, N int) float64 {
	s := 0
	for i, x := range a.kind {
		if x == k {
			s += a.w[i]
		}
	}
	return float64(s) / float64(N)
}

// quoteFirst quotes the first non-blank, non-neutral line of first..last.
func (a *analysis) quoteFirst(first, last int) string {
	for i := first; i <= last; i++ {
		if patternOf(a.kind[i]) != "" {
			q := fmt.Sprintf("%q", clip(string(a.li.trimmed(i)), 60))
			if i < last {
				q += " …"
			}
			return q
		}
	}
	return ""
}

func pct(f float64) int { return int(f*100 + 0.5) }

// isUnifiedDiff reports whether the text is a unified diff (a hunk header
// and a file header or `diff --git` line). Diff lines starting with "-" or
// "+" would otherwise parse as list items; a diff is code.
func isUnifiedDiff(li *lineIndex) bool {
	hunk, file := false, false
	for i := 0; i < li.count() && !(hunk && file); i++ {
		l := li.raw(i)
		switch {
		case bytes.HasPrefix(l, []byte("@@ -")):
			hunk = true
		case bytes.HasPrefix(l, []byte("+++ ")), bytes.HasPrefix(l, []byte("--- ")), bytes.HasPrefix(l, []byte("diff --git ")):
			file = true
		}
	}
	return hunk && file
}

// markIndentedCode marks indented code blocks (lines indented four or more
// columns after a blank line) when the markdown parse is skipped, as
// goldmark would: the rest of such a text is paragraphs.
func (a *analysis) markIndentedCode() {
	inCode := false
	prevBlank := true
	for i := 0; i < a.li.count(); i++ {
		if a.w[i] == 0 {
			prevBlank = true
			continue
		}
		ind := indentOf(a.li.raw(i))
		if ind >= 4 && (prevBlank || inCode) {
			inCode = true
			a.kind[i] = kCode
		} else {
			inCode = false
		}
		prevBlank = false
	}
}
