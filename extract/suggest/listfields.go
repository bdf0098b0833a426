package suggest

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// headField is a field textparse.ItemFields finds on the first line of
// list items, with its value's span in each item.
type headField struct {
	name  string
	spans [][2]int // per item; {-1, -1} where the item lacks it
	n     int      // items that have it
}

// itemStructure is what textparse.ItemFields finds in a list's items: the
// first-line fields (and the author of a byline on a later line) more
// than half of the items share (in text order) and
// how many items have free continuation lines (description).
type itemStructure struct {
	head     []*headField
	bodyDesc int
}

// structureOf runs textparse.ItemFields on every item (one goldmark
// parse for all of them).
func structureOf(items []listItem) itemStructure {
	byName := map[string]*headField{}
	var order []*headField
	bodyDesc := 0
	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = it.text
	}
	fieldsOf := textparse.ItemFieldsList(texts)
	for i, it := range items {
		eol := strings.IndexByte(it.text, '\n')
		if eol < 0 {
			eol = len(it.text)
		}
		seen := map[string]bool{}
		hasBody := false
		for _, f := range fieldsOf[i] {
			if f.Start >= eol && f.Name != textparse.FieldAuthor {
				// a byline under the title ("by ana.ruiz on …") is the
				// items' author; other fields below the first line are
				// left to the other learners
				hasBody = hasBody || f.Name == textparse.FieldDescription
				continue
			}
			if seen[f.Name] {
				continue
			}
			seen[f.Name] = true
			h := byName[f.Name]
			if h == nil {
				h = &headField{name: f.Name, spans: make([][2]int, len(items))}
				for k := range h.spans {
					h.spans[k] = [2]int{-1, -1}
				}
				byName[f.Name] = h
				order = append(order, h)
			}
			h.spans[i] = [2]int{f.Start, f.End}
			h.n++
		}
		if hasBody {
			bodyDesc++
		}
	}
	var out itemStructure
	out.bodyDesc = bodyDesc
	for _, h := range order {
		if h.n*2 > len(items) {
			out.head = append(out.head, h)
		}
	}
	return out
}

// coverage counts the (item, first-line field) values of st that some
// accepted field of l extracts exactly (same bytes), and the total.
func (l *listLearner) coverage(st itemStructure) (got, total int) {
	for _, h := range st.head {
		for i, sp := range h.spans {
			if sp[0] < 0 {
				continue
			}
			total++
			for _, name := range l.accepted {
				if hasSpan(l.spansOf[name][i], sp) {
					got++
					break
				}
			}
		}
	}
	return got, total
}

func hasSpan(list [][2]int, sp [2]int) bool {
	for _, s := range list {
		if s == sp {
			return true
		}
	}
	return false
}

// learnStructure accepts one item pattern per first-line field of st, in
// text order: a seed-000 regex written from the bytes around the value
// that, on every fitted item, extracts exactly the value ItemFields found
// (and nothing on items without the field). A head description is named
// title when the items also have description lines.
func (l *listLearner) learnStructure(st itemStructure) {
	for _, h := range st.head {
		name := h.name
		if name == textparse.FieldDescription && st.bodyDesc*2 > len(l.items) {
			name = textparse.FieldTitle
			if l.names[name] {
				name = "summary"
			}
		}
		expr, ok := headRegex(l.items, h)
		if !ok {
			l.notes = append(l.notes, "item field "+h.name+": no regex extracts exactly its values")
			continue
		}
		var vals []string
		for i, sp := range h.spans {
			if sp[0] >= 0 {
				vals = append(vals, l.items[i].text[sp[0]:sp[1]])
			}
		}
		p := &extract.ItemPattern{Regex: expr}
		switch h.name {
		case textparse.FieldIndex, textparse.FieldNumber, textparse.FieldStars, textparse.FieldCount:
			p.Type, p.Transform = valueType(vals)
		}
		l.try(newCandidate(name, p, "item field "+h.name+" (markdown structure)"))
	}
}

// headRegex writes a regex for first-line field h: a left context (a
// literal suffix of the text before the value, else the whole prefix
// generalised), a value group and a right context (the rest of the line's
// shape when every value is followed by the same shape, else a literal);
// the first candidate that extracts exactly h's values from all items
// wins.
func headRegex(items []listItem, h *headField) (string, bool) {
	var lefts, rights, vals []string
	for i, sp := range h.spans {
		if sp[0] < 0 {
			continue
		}
		t := items[i].text
		eol := strings.IndexByte(t[sp[1]:], '\n')
		if eol < 0 {
			eol = len(t) - sp[1]
		}
		lefts = append(lefts, t[:sp[0]])
		rights = append(rights, strings.TrimRight(t[sp[1]:sp[1]+eol], "\r"))
		vals = append(vals, t[sp[0]:sp[1]])
	}
	if len(vals) == 0 {
		return "", false
	}
	leftCtx := leftContexts(lefts)
	if len(items) == 1 || oneItemEach(items) && allEqual(lefts) {
		// one item seen in all the samples, or the same one item in
		// each: its whole prefix is common, its name included
		leftCtx = append(oneItemLeft(lefts[0]), leftCtx...)
	}
	rightCtx := rightContexts(rights)
	kinds := valueKinds(vals)
	for _, left := range leftCtx {
		for _, right := range rightCtx {
			for _, v := range append(right.values(kinds), leftExcluded(left, right, kinds)...) {
				expr := left + v + right.expr
				if verifyHead(expr, items, h) {
					return expr, true
				}
			}
		}
	}
	return "", false
}

// leftExcluded lists value groups for the last of several cells cut by
// the same mark ("#7 | Fix login | open | ana"): before the line end,
// text without the mark the left literal ends in, then a run without
// blanks when no value has one; the lazy groups of values would start at
// the first cell.
func leftExcluded(left string, right rightCtx, k valueKind) []string {
	if !right.eol || strings.HasPrefix(left, "^") {
		return nil
	}
	var out []string
	t := strings.TrimRight(strings.ReplaceAll(left, `\`, ""), " \t")
	if r, _ := utf8.DecodeLastRuneInString(t); t != "" && r < utf8.RuneSelf && r != ' ' && !isWordRune(r) {
		// the next output's value may hold blanks ("Li Wei") where the
		// fitted ones did not
		out = append(out, `([^`+classEscape(r)+`\n]*[^`+classEscape(r)+`\s])`)
	}
	if k.spaceless {
		out = append(out, `(\S+)`)
	}
	return out
}

// verifyHead reports whether expr's group 1 is exactly h's value on every
// item that has it and expr does not match the others.
func verifyHead(expr string, items []listItem, h *headField) bool {
	re, err := regexp.Compile(expr)
	if err != nil || re.NumSubexp() < 1 {
		return false
	}
	for i, it := range items {
		m := re.FindStringSubmatchIndex(it.text)
		sp := h.spans[i]
		if sp[0] < 0 {
			if m != nil {
				return false
			}
			continue
		}
		if m == nil || m[2] != sp[0] || m[3] != sp[1] {
			return false
		}
	}
	return true
}

// leftContexts lists left contexts: a `Key: ` label before the value
// first, then literal suffixes shared by every item's text before the
// value, shortest first (cut only between tokens, white space only
// suffixes left out), then "^" with the whole prefix generalised (digit
// runs → \d+, blanks → [ \t]*).
func leftContexts(lefts []string) []string {
	cs := lefts[0]
	for _, l := range lefts[1:] {
		cs = commonSuffix(cs, l)
	}
	var out []string
	for j := len(cs) - 1; j >= 0 && len(out) < 6; j-- {
		if !utf8.RuneStart(cs[j]) || j > 0 && !tokenBoundary(cs[:j], cs[j:]) {
			continue
		}
		suf := cs[j:]
		if strings.Trim(suf, " \t") == "" {
			continue
		}
		if labelSuffixRE.MatchString(suf) {
			// "Status: ": the label anchors the value best
			out = append([]string{regexp.QuoteMeta(suf)}, out...)
			continue
		}
		out = append(out, regexp.QuoteMeta(suf))
	}
	for _, gen := range []func(string) string{generalise, generaliseWords} {
		g := gen(lefts[0])
		same := true
		for _, l := range lefts[1:] {
			same = same && gen(l) == g
		}
		if same {
			return append(out, "^"+g)
		}
	}
	return out
}

// generaliseWords is generalise with letter runs written as \pL+ too
// ("12:5 error ", "27:1 warning " → ^\d+:\d+[ \t]*\pL+[ \t]*).
func generaliseWords(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		if unicode.IsLetter(r) {
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLetter(r2) {
					break
				}
				j += n2
			}
			b.WriteString(`\pL+`)
		} else {
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r2) {
					break
				}
				j += n2
			}
			b.WriteString(generalise(s[i:j]))
		}
		i = j
	}
	return b.String()
}

// labelSuffixRE is a `Key: ` label a value follows.
var labelSuffixRE = regexp.MustCompile(`^[A-Za-z][\w -]*:[ \t]*$`)

// tokenBoundary reports whether a cut between a and b falls between
// tokens: not inside a word, a number or a run of one punctuation mark.
func tokenBoundary(a, b string) bool {
	x, _ := utf8.DecodeLastRuneInString(a)
	y, _ := utf8.DecodeRuneInString(b)
	cx, cy := runeClass(x), runeClass(y)
	return cx != cy || cx == 'p' && x != y
}

// runeClass is 'w' for letters and digits, 's' for blanks, 'p' else.
func runeClass(r rune) byte {
	switch {
	case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_':
		return 'w'
	case r == ' ' || r == '\t':
		return 's'
	}
	return 'p'
}

// generalise writes a prefix as a regex: digit runs → \d+, blank runs →
// [ \t]*, other text quoted.
func generalise(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			b.WriteString(`\d+`)
		case c == ' ' || c == '\t':
			for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
				j++
			}
			b.WriteString(`[ \t]*`)
		default:
			for j < len(s) && !(s[j] >= '0' && s[j] <= '9' || s[j] == ' ' || s[j] == '\t') {
				j++
			}
			b.WriteString(regexp.QuoteMeta(s[i:j]))
		}
		i = j
	}
	return b.String()
}

// eolRE is the end of a line in an item pattern (not multiline).
const eolRE = `[ \t]*(?:\r?\n|$)`

// rightCtx is one right context: its regex, the first rune of its
// literal (0 when it starts with no literal) and whether it reaches the
// line end.
type rightCtx struct {
	expr  string
	first rune
	eol   bool
}

var (
	trailingParenRE = regexp.MustCompile(`^[ \t]*\([^()\n]*\)[ \t]*$`)
	numberRunRE     = regexp.MustCompile(`\d[\d,.]*`)
)

// rightContexts lists right contexts, most specific first: the line end
// when every value ends its line; a trailing parenthetical then the line
// end; the rest of the line generalised (numbers → \d[\d,.]*, blanks →
// [ \t]*) when that is the same for every item; literal prefixes (1 to 3
// characters of punctuation and blanks, not cut inside a run of one
// character) shared by every item, followed by the line end when nothing
// else follows; none.
func rightContexts(rights []string) []rightCtx {
	var out []rightCtx
	allBlank, allParen := true, true
	for _, r := range rights {
		allBlank = allBlank && strings.Trim(r, " \t") == ""
		allParen = allParen && trailingParenRE.MatchString(r)
	}
	if allBlank {
		return []rightCtx{{expr: eolRE, eol: true}}
	}
	if allParen {
		out = append(out, rightCtx{expr: `[ \t]*\([^()\n]*\)` + eolRE, eol: true})
	}
	cp := rights[0]
	for _, r := range rights[1:] {
		cp = commonPrefix(cp, r)
	}
	// Literals stop before the first word character: words after a value
	// are the next value's, shared by chance ("x - A prompt…").
	lit := cp
	if i := strings.IndexFunc(cp, func(r rune) bool { return runeClass(r) == 'w' }); i >= 0 {
		lit = cp[:i]
	}
	g := generaliseRest(rights[0])
	same := true
	for _, r := range rights[1:] {
		same = same && generaliseRest(r) == g
	}
	if same {
		first, _ := utf8.DecodeRuneInString(cp)
		if cp == "" || first >= '0' && first <= '9' {
			first = 0
		}
		out = append(out, rightCtx{expr: g + eolRE, first: first, eol: true})
	}
	var lits []string
	for k := 1; k <= len(lit) && len(lits) < 3; k++ {
		if k < len(lit) && (!utf8.RuneStart(lit[k]) || lit[k] == lit[k-1]) {
			continue
		}
		if l := lit[:k]; strings.Trim(l, " \t") != "" {
			lits = append(lits, l)
		}
	}
	for k := len(lits) - 1; k >= 0; k-- {
		lit := lits[k]
		r, _ := utf8.DecodeRuneInString(lit)
		rest := true
		for _, x := range rights {
			rest = rest && strings.Trim(x[len(lit):], " \t") == ""
		}
		if rest {
			out = append(out, rightCtx{expr: regexp.QuoteMeta(lit) + eolRE, first: r, eol: true})
		}
		out = append(out, rightCtx{expr: regexp.QuoteMeta(lit), first: r})
	}
	return append(out, rightCtx{})
}

// generaliseRest writes the rest of a line as a regex: number runs →
// \d[\d,.]*, blank runs → [ \t]*, other text quoted.
func generaliseRest(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range numberRunRE.FindAllStringIndex(s, -1) {
		b.WriteString(blanks(s[last:m[0]]))
		b.WriteString(`\d[\d,.]*`)
		last = m[1]
	}
	b.WriteString(blanks(s[last:]))
	return b.String()
}

// blanks quotes s with blank runs written as [ \t]*.
func blanks(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		if s[i] == ' ' || s[i] == '\t' {
			for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
				j++
			}
			b.WriteString(`[ \t]*`)
		} else {
			for j < len(s) && s[j] != ' ' && s[j] != '\t' {
				j++
			}
			b.WriteString(regexp.QuoteMeta(s[i:j]))
		}
		i = j
	}
	return b.String()
}

// valueKind says what every value of a field is.
type valueKind struct{ digits, numeric, spaceless, url bool }

// urlValueRE is a URL-like value: a scheme and no blanks.
var urlValueRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:\S+$`)

func valueKinds(vals []string) valueKind {
	k := valueKind{true, true, true, true}
	for _, v := range vals {
		k.digits = k.digits && v != "" && strings.Trim(v, "0123456789") == ""
		k.numeric = k.numeric && (integerRE.MatchString(v) || numberValRE.MatchString(v))
		k.spaceless = k.spaceless && !strings.ContainsAny(v, " \t")
		k.url = k.url && urlValueRE.MatchString(v)
	}
	return k
}

// values lists the value groups to try before this right context: numbers
// first; before a closing literal, the class of everything but it; before
// the line end, the shortest then the longest run of text.
func (r rightCtx) values(k valueKind) []string {
	var out []string
	if k.numeric {
		// first, when it extracts the fitted values: the next output's
		// "12.5" or "1,024" where the samples showed "12"
		out = append(out, `(\d[\d,]*(?:\.\d+)?)`)
	}
	if k.digits {
		out = append(out, `(\d+)`)
	}
	neg := ""
	if r.first != 0 && r.first != ' ' && r.first != '\t' && r.first < utf8.RuneSelf && !isWordRune(r.first) {
		neg = `([^` + classEscape(r.first) + `\n]+)`
	}
	switch {
	case r.first != 0:
		if neg != "" {
			out = append(out, neg)
		}
		out = append(out, `(.+?)`)
		if k.spaceless {
			out = append(out, `(\S+)`)
		}
	case r.eol:
		if k.url {
			out = append(out, `(\S+)`)
		}
		out = append(out, `(.+?)`, `(\S(?:.*\S)?)`)
	default:
		if k.spaceless {
			out = append(out, `(\S+)`)
		}
	}
	return out
}

func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
}

// classEscape escapes an ASCII punctuation rune for a character class.
func classEscape(r rune) string {
	if strings.ContainsRune(`\]^-[`, r) {
		return `\` + string(r)
	}
	return string(r)
}

func commonSuffix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return a[len(a)-n:]
}

func commonPrefix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return a[:n]
}
