package suggest

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// Regexes that find the pieces of list items.
var (
	boldStartRE  = regexp.MustCompile(`^\*\*([^*\n]+)\*\*`)
	linkStartRE  = regexp.MustCompile(`^\[([^\]\n]+)\]\(`)
	subKVRE      = regexp.MustCompile(`^[ \t]*(?:[-*+][ \t]+)?(\*\*)?([A-Za-z][\w .()/'-]{0,40}?)(?:\*\*)?:(?:\*\*)?[ \t]+(\S.*)$`)
	parenRE      = regexp.MustCompile(`\(([^()\n]*)\)`)
	starParenRE  = regexp.MustCompile(`^([★⭐☆🌟]) ?([\d,]+)$`)
	numWordRE    = regexp.MustCompile(`^([\d,]+) ([A-Za-z]+)$`)
	bareNumRE    = regexp.MustCompile(`^\d[\d,]*$`)
	starBareRE   = regexp.MustCompile(`([★⭐☆🌟]) ?\d[\d,]*`)
	isoDateRE    = regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}\b`)
	trailParenRE = regexp.MustCompile(`\S[ \t]*\([^()\n]*\)$`)
	numberValRE  = regexp.MustCompile(`^-?\d+(?:\.\d+)?$`)
)

// Regex texts of the suggested item patterns.
const (
	reName      = `\*\*([^*]+)\*\*`
	reNameStart = `^\*\*([^*]+)\*\*`
	reLinkName  = `^\[([^\]]+)\]\(`
	rePlainName = `^([^\s(*\[][^(\n]*?)[ \t]*(?:\(|\n|$)`
	reURL       = `https?://[^\s)>\]]+`
	reDate      = `\b(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)\b`
	reDetails   = `\(([^()\n]+)\)`
)

// listItem is one item's text (content after the marker, continuation
// lines raw).
type listItem struct {
	text   string
	sample int // index of the sample the item came from
}

// candidate is a proposed item pattern with the regex compiled as the
// extractor compiles it.
type candidate struct {
	name string
	pat  *extract.ItemPattern
	re   *regexp.Regexp
	why  string
	// labelled: the field is a `Key: value` line the items name
	// themselves, so it may be optional: two items holding it are enough
	// (an unlabelled part needs more than half of the items).
	labelled bool
}

func newCandidate(name string, p *extract.ItemPattern, why string) *candidate {
	expr := p.Regex
	if p.Multiline {
		expr = "(?m)" + expr
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil
	}
	return &candidate{name: name, pat: p, re: re, why: why}
}

// spans returns the byte spans of the values the candidate takes from an
// item (the capture group, else the whole match). As in the extractor, a
// multiline pattern skips matches lying inside one span of taken (bytes
// single-match fields took).
func (c *candidate) spans(s string, taken [][2]int) [][2]int {
	g := 0
	if c.re.NumSubexp() >= 1 {
		g = 1
	}
	var out [][2]int
	if c.pat.Multiline {
	next:
		for _, m := range c.re.FindAllStringSubmatchIndex(s, -1) {
			a, b := m[2*g], m[2*g+1]
			if a < 0 || b <= a {
				continue
			}
			for _, t := range taken {
				if a >= t[0] && b <= t[1] {
					continue next
				}
			}
			out = append(out, [2]int{a, b})
		}
		return out
	}
	m := c.re.FindStringSubmatchIndex(s)
	if m != nil && m[2*g] >= 0 && m[2*g+1] > m[2*g] {
		out = append(out, [2]int{m[2*g], m[2*g+1]})
	}
	return out
}

// listLearner accumulates the accepted fields over all items.
type listLearner struct {
	items    []listItem
	taken    [][][2]int // per item, spans of accepted fields
	fields   map[string]*extract.ItemPattern
	spansOf  map[string][][][2]int // per accepted field, per item: the spans it takes
	names    map[string]bool
	notes    []string
	accepted []string
}

// try accepts c when it yields a value in more than half of the items and
// never overlaps a field accepted before; it returns whether it did.
func (l *listLearner) try(c *candidate) bool {
	if c == nil {
		return false
	}
	present := 0
	spans := make([][][2]int, len(l.items))
	for i, it := range l.items {
		spans[i] = c.spans(it.text, l.taken[i])
		if len(spans[i]) > 0 {
			present++
		}
		for _, s := range spans[i] {
			for _, t := range l.taken[i] {
				if s[0] < t[1] && t[0] < s[1] {
					return false // it would steal another field's text
				}
			}
		}
	}
	if present*2 <= len(l.items) && !(c.labelled && present >= minLabelledItems) {
		return false
	}
	if c.pat.Type == "integer" || c.pat.Type == "number" {
		for i, it := range l.items {
			for _, s := range spans[i] {
				v := it.text[s[0]:s[1]]
				if c.pat.Type == "integer" {
					v = strings.ReplaceAll(v, ",", "")
				}
				if !numberValRE.MatchString(v) || c.pat.Type == "integer" && strings.Contains(v, ".") {
					c.pat.Type, c.pat.Transform = "", nil
				}
			}
		}
	}
	name := uniqueName(c.name, l.names)
	l.fields[name] = c.pat
	l.spansOf[name] = spans
	l.accepted = append(l.accepted, name)
	for i := range l.items {
		l.taken[i] = append(l.taken[i], spans[i]...)
	}
	return true
}

// learnList learns item_patterns from the items of the main list of every
// sample.
func learnList(ds []decoded, tool string) learnt {
	var items []listItem
	listField := ""
	for k, d := range ds {
		its, preamble := mainList(d.text)
		for _, it := range its {
			items = append(items, listItem{text: strings.ReplaceAll(it.Text, "\r\n", "\n"), sample: k})
		}
		if listField == "" && len(its) > 0 {
			listField = countNoun(preamble)
			if listField == "" {
				listField = headingName(preamble)
			}
		}
	}
	if len(items) == 0 {
		// records without list markers (one a line, or sections under
		// headings): the list parser reads none, parser auto reads lines
		return learnAuto("classified markdown_list, but the records carry no list markers the list parser reads: parser auto reads them line by line")
	}
	if listField == "" {
		listField = toolNoun(tool)
	}
	if listField == "" {
		listField = extract.DefaultListField
	}
	// The fields a regex per kind of piece finds; when the items' markdown
	// structure (textparse.ItemFields) has first-line values those miss,
	// the structure's fields go first and the same learners fill the rest.
	l := newListLearner(items)
	l.learnPieces()
	st := structureOf(items)
	if got, total := l.coverage(st); got < total {
		s := newListLearner(items)
		s.learnStructure(st)
		s.learnPieces()
		if got2, _ := s.coverage(st); got2 > got {
			l = s
		}
	}
	if len(l.fields) == 0 {
		return learnt{reason: "the list items carry no field a pattern extracts reliably", notes: l.notes}
	}
	te := &extract.TextExtraction{Enabled: true, Parser: extract.ParserNumberedList, ListField: listField, ItemPatterns: l.fields}
	names := append([]string(nil), l.accepted...)
	sort.Strings(names)
	return learnt{te: te, parser: extract.ParserNumberedList, notes: l.notes,
		reason: fmt.Sprintf("a list of %d items (all samples); fields %s", len(items), strings.Join(names, ", "))}
}

func newListLearner(items []listItem) *listLearner {
	return &listLearner{items: items, taken: make([][][2]int, len(items)),
		fields: map[string]*extract.ItemPattern{}, spansOf: map[string][][][2]int{}, names: map[string]bool{}}
}

// learnPieces accepts, in order, the name, `Key: value` lines, URLs,
// counts, dates, parenthesised metadata, description lines and the rest
// of the first line, each where it does not overlap a field accepted
// before.
func (l *listLearner) learnPieces() {
	// 1. The name: a bold span or a link at the item start, else the
	// leading words of the first line.
	// Items each led by a key of their own are name: value records.
	nameKind := ""
	if !l.learnKeyedItems() {
		nameKind = l.learnName()
	}
	// 2. `Key: value` lines inside the items (several on a line first).
	l.learnLinePairs()
	l.learnSubKV()
	l.learnSymbolLines()
	// 3. URLs, counts, dates, parenthesised metadata.
	l.try(newCandidate("url", &extract.ItemPattern{Regex: reURL}, "first URL"))
	l.learnCounts()
	l.try(newCandidate("date", &extract.ItemPattern{Regex: reDate}, "ISO date"))
	l.try(newCandidate("details", &extract.ItemPattern{Regex: reDetails}, "parenthesised metadata"))
	// 4. Free text: the rest of the first line, indented description lines.
	desc := l.learnDescription()
	if nameKind != "" {
		l.learnRemainder(nameKind, desc)
	}
}

// mainList returns the items the extractor's list parser takes (those of
// the numbered lists, else of the bulleted ones) and the line before the
// first of them. Bullets such as "•" count as list markers, as in the
// extractor.
func mainList(text string) ([]textparse.ListItem, string) {
	all := textparse.ListItemsLoose(extract.NormalizeBullets(text))
	ordered := false
	for _, it := range all {
		ordered = ordered || it.Ordered
	}
	var out []textparse.ListItem
	for _, it := range all {
		if it.Ordered == ordered {
			out = append(out, it)
		}
	}
	if len(out) == 0 {
		return nil, ""
	}
	return out, lastLineBefore(text, out[0].Span.Start)
}

// learnName accepts the name field; it returns the kind found ("bold",
// "link", "plain" or "").
func (l *listLearner) learnName() string {
	bold, link, all := 0, 0, len(l.items)
	for _, it := range l.items {
		if m := boldStartRE.FindStringSubmatch(it.text); m != nil && !strings.HasSuffix(strings.TrimSpace(m[1]), ":") {
			bold++
		} else if linkStartRE.MatchString(it.text) {
			link++
		}
	}
	switch {
	case bold*2 >= all && bold > 0:
		expr := reNameStart
		if bold == all {
			expr = reName // the first bold span is the one at the start
		}
		if l.try(newCandidate("name", &extract.ItemPattern{Regex: expr, Required: bold == all}, "bold span at the item start")) {
			return "bold"
		}
	case link*2 >= all && link > 0:
		if l.try(newCandidate("name", &extract.ItemPattern{Regex: reLinkName, Required: link == all}, "link text at the item start")) {
			return "link"
		}
	}
	// Plain items: the leading words of the first line, when short.
	short := 0
	for _, it := range l.items {
		first, _, _ := strings.Cut(it.text, "\n")
		lead, _, _ := strings.Cut(first, "(")
		lead = strings.TrimSpace(lead)
		if lead != "" && len(lead) <= 80 && len(strings.Fields(lead)) <= 8 && !subKVRE.MatchString(first) {
			short++
		}
	}
	if short*5 >= all*4 {
		// four items in five or more: a longer title among short ones
		// is still the item's name
		l.try(newCandidate("name", &extract.ItemPattern{Regex: rePlainName, Required: short == all}, "leading words of the item"))
	}
	return ""
}

// learnSubKV accepts one field per `Key: value` label found inside the
// items (snake_cased key), typed when every value is a number.
func (l *listLearner) learnSubKV() {
	type kv struct {
		bold, marker bool
		values       []string
		trailParen   int
		items, lines int
	}
	keys := map[string]*kv{}
	var order []string
	for _, it := range l.items {
		seen := map[string]bool{}
		lines := strings.Split(it.text, "\n")
		for _, line := range lines[1:] {
			m := subKVRE.FindStringSubmatch(line)
			if m == nil || strings.Contains(m[2], "://") {
				continue
			}
			k := strings.TrimSpace(m[2])
			e := keys[k]
			if e == nil {
				e = &kv{}
				keys[k] = e
				order = append(order, k)
			}
			e.bold = e.bold || m[1] != ""
			e.marker = e.marker || subMarkerRE.MatchString(line)
			e.lines++
			if !seen[k] {
				seen[k] = true
				e.items++
				v := strings.TrimSpace(m[3])
				e.values = append(e.values, v)
				if trailParen.MatchString(v) {
					e.trailParen++
				}
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return keys[order[i]].items > keys[order[j]].items })
	for _, k := range order {
		e := keys[k]
		if e.items*2 <= len(l.items) && e.items < minLabelledItems {
			continue
		}
		name := snake(k)
		if name == "" {
			continue
		}
		value := `(.+)$`
		vals := e.values
		if e.trailParen == len(e.values) {
			// "4.5 (1,204 reviews)": the value stops before the parentheses,
			// which become fields of their own.
			value = `(.+?)[ \t]*\([^()\n]*\)[ \t]*$`
			vals = make([]string, len(e.values))
			for i, v := range e.values {
				vals[i] = strings.TrimSpace(v[:strings.LastIndexByte(v, '(')])
			}
		}
		prefix := `(?m)^[ \t]+`
		if e.bold || e.marker {
			prefix = `(?m)^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?`
		}
		label := regexp.QuoteMeta(k) + `:`
		if e.bold {
			label = regexp.QuoteMeta(k) + `(?:\*\*)?:(?:\*\*)?`
		}
		p := &extract.ItemPattern{Regex: prefix + label + `[ \t]*` + value}
		p.Type, p.Transform = valueType(vals)
		if p.Type == "integer" && !countLabel(k) {
			p.Type = "number" // "Price: 10" in the samples, "Price: 10.5" next
		}
		c := newCandidate(name, p, "`"+k+":` lines")
		if c != nil {
			c.labelled = true
		}
		l.try(c)
	}
}

// minLabelledItems is how many items must hold a `Key: value` line for its
// key to be a field when fewer than half of the items hold it (an
// optional "requires:" under some packages of a list).
const minLabelledItems = 2

// subMarkerRE finds a nested list marker before a `Key: value` line.
var subMarkerRE = regexp.MustCompile(`^[ \t]*[-*+][ \t]+`)

var trailParen = regexp.MustCompile(`^[^(]*\S[ \t]*\([^()]*\)$`)

// valueType is the type (and transform) every value fits: integer (with
// thousands commas removed), number, or "" for strings.
func valueType(vals []string) (string, extract.Transforms) {
	if len(vals) == 0 {
		return "", nil
	}
	ints, nums, commas := true, true, false
	for _, v := range vals {
		if integerRE.MatchString(v) {
			commas = commas || strings.Contains(v, ",")
			continue
		}
		ints = false
		if !numberValRE.MatchString(v) {
			nums = false
		}
	}
	switch {
	case ints && commas:
		return "integer", extract.Transforms{"remove_commas"}
	case ints:
		return "integer", nil
	case nums:
		return "number", nil
	}
	return "", nil
}

// learnCounts accepts counts: "(★ 1,234)", "⭐ 1,234", "(3 rows)",
// "(12)": integers with thousands commas removed, named after the symbol
// or the word that follows the number.
func (l *listLearner) learnCounts() {
	type sig struct{ kind, sym, word string }
	counts := map[sig]int{}
	var order []sig
	add := func(s sig, seen map[sig]bool) {
		if seen[s] {
			return
		}
		seen[s] = true
		if counts[s] == 0 {
			order = append(order, s)
		}
		counts[s]++
	}
	for _, it := range l.items {
		seen := map[sig]bool{}
		for _, m := range parenRE.FindAllStringSubmatch(it.text, -1) {
			c := strings.TrimSpace(m[1])
			switch {
			case starParenRE.MatchString(c):
				sm := starParenRE.FindStringSubmatch(c)
				sp := ""
				if strings.Contains(m[1], sm[1]+" ") {
					sp = " "
				}
				add(sig{"paren-star", sm[1] + sp, ""}, seen)
			case numWordRE.MatchString(c):
				w := numWordRE.FindStringSubmatch(c)[2]
				add(sig{"paren-word", "", strings.TrimSuffix(strings.ToLower(w), "s")}, seen)
			case bareNumRE.MatchString(c):
				add(sig{"paren-bare", "", ""}, seen)
			}
		}
		for _, m := range starBareRE.FindAllStringSubmatch(it.text, -1) {
			add(sig{"star", m[1], ""}, seen)
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return counts[order[i]] > counts[order[j]] })
	for _, s := range order {
		if counts[s]*2 <= len(l.items) {
			continue
		}
		var name, expr string
		switch s.kind {
		case "paren-star":
			name, expr = "stars", `\(`+regexp.QuoteMeta(s.sym)+`([\d,]+)\)`
		case "star":
			name, expr = "stars", regexp.QuoteMeta(s.sym)+` ?([\d,]+)`
		case "paren-word":
			name, expr = snake(s.word+"s"), `\(([\d,]+) `+regexp.QuoteMeta(s.word)+`s?\)`
		case "paren-bare":
			name, expr = "count", `\(([\d,]+)\)`
		}
		l.try(newCandidate(name, &extract.ItemPattern{Regex: expr, Type: "integer", Transform: extract.Transforms{"remove_commas"}}, "count"))
	}
}

// learnDescription accepts the indented continuation lines no other field
// took as "description" (multiline). It returns whether it did.
func (l *listLearner) learnDescription() bool {
	free := make([]map[int]bool, len(l.items)) // per item: start offsets of free lines
	minIndent, any, tabs := -1, false, false
	for i, it := range l.items {
		free[i] = map[int]bool{}
		off := 0
		for k, line := range strings.Split(it.text, "\n") {
			start := off
			off += len(line) + 1
			if k == 0 || strings.TrimSpace(line) == "" {
				continue
			}
			end := start + len(line)
			used := false
			for _, t := range l.taken[i] {
				if start < t[1] && t[0] < end {
					used = true
				}
			}
			if used {
				continue
			}
			ind := len(line) - len(strings.TrimLeft(line, " \t"))
			tabs = tabs || strings.Contains(line[:ind], "\t")
			if minIndent < 0 || ind < minIndent {
				minIndent = ind
			}
			free[i][start+ind] = true
			any = true
		}
	}
	if !any {
		return false
	}
	if minIndent < 1 {
		l.notes = append(l.notes, "continuation lines are not indented: no description field (its regex could not tell them from the first line)")
		return false
	}
	ind := fmt.Sprintf(" {%d,}", minIndent)
	exact := "^" + strings.Repeat(" ", minIndent)
	if tabs {
		ind = fmt.Sprintf("[ \\t]{%d,}", minIndent)
		exact = "^" + ind
	}
	for _, expr := range []string{
		exact + `(.+)$`,
		exact + `(\S.*)$`,
		"^" + ind + `(\S.*)$`,
		"^" + ind + `([^\s:]+(?: .*)?)$`,
		"^" + ind + `([^:\n]*[^\s:])$`,
	} {
		c := newCandidate("description", &extract.ItemPattern{Regex: expr, Multiline: true}, "indented description lines")
		if c == nil {
			continue
		}
		exactFit := true
		for i, it := range l.items {
			got := map[int]bool{}
			for _, s := range c.spans(it.text, l.taken[i]) {
				got[s[0]] = true
			}
			for s := range got {
				if !free[i][s] {
					exactFit = false
				}
			}
			for s := range free[i] {
				if !got[s] {
					exactFit = false
				}
			}
		}
		if exactFit {
			if l.try(c) {
				return true
			}
		}
	}
	l.notes = append(l.notes, "indented lines left out: no description regex takes exactly them without other fields' lines")
	return false
}

// learnRemainder accepts the rest of the first line after the name as
// "description" (or "title" when indented description lines exist).
func (l *listLearner) learnRemainder(kind string, haveDesc bool) {
	lead := `^\*\*[^*]+\*\*`
	if kind == "link" {
		lead = `^\[[^\]]+\]\([^)\n]*\)`
	}
	name := "description"
	if haveDesc {
		name = "title"
	}
	// The text runs to the line end or to a parenthetical that ends the
	// line ("Tools (and more) for MCP (★ 12)" → "Tools (and more) for MCP").
	expr := lead + `[ \t]*(?:[-–—:|][ \t]*)?([^\s(\[][^\n]*?)[ \t]*(?:\([^()\n]*\)[ \t]*)?(?:\n|$)`
	l.try(newCandidate(name, &extract.ItemPattern{Regex: expr}, "text after the name"))
}
