package classify

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// kvParse is a `Key: value` line split into its parts.
type kvParse struct {
	key     string // key text without emphasis markers or decoration
	valueAt int    // index in the line where the value starts
	value   bool   // the value is not empty (else the line may be a section header)
}

// maxKeyRunes and maxKeyWords bound what looks like a key rather than a
// sentence ending in a colon.
const (
	maxKeyRunes = 40
	maxKeyWords = 5
)

// parseKV reads a trimmed line as `Key: value`. Accepted forms: `Key: v`,
// `**Key:** v`, `**Key**: v`, `*Key*: v`, `__Key__: v`, “ `key`: v “, each
// optionally after emoji or symbol decoration (`🎯 **Data Access ID:** x`)
// or a status tag (`[OK] Server test: PASS`, skipStatusTag).
// The colon must be followed by white space or the end of the line (so
// URLs and times do not split), the key must start with a letter, be at
// most 40 runes and 5 words, hold no quotes, brackets, braces, pipes or
// leftover emphasis, not end in punctuation or a function word ("with",
// "to", "by"...; a sentence, not a key), and not be a log level (INFO:,
// ERROR: ... lines are logs). `key=value` lines are read by parseEqKV.
func parseKV(t []byte) (kvParse, bool) {
	var kv kvParse
	i := skipDecoration(t, skipStatusTag(t))
	wrap := ""
	switch {
	case bytes.HasPrefix(t[i:], []byte("***")):
		wrap = "***"
	case bytes.HasPrefix(t[i:], []byte("**")):
		wrap = "**"
	case bytes.HasPrefix(t[i:], []byte("__")):
		wrap = "__"
	case i < len(t) && (t[i] == '*' || t[i] == '_' || t[i] == '`'):
		wrap = string(t[i])
	}
	i += len(wrap)
	i = skipDecoration(t, i)
	if i >= len(t) {
		return kv, false
	}
	r, _ := utf8.DecodeRune(t[i:])
	if !unicode.IsLetter(r) && !(wrap == "" && digitIdentKey(t[i:])) {
		if wrap == "" && dateKey(t[i:]) {
			// "2026-11-01: store recipes as files": a dated entry
			j := i + 11
			for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
				j++
			}
			return kvParse{key: string(t[i : i+10]), valueAt: j, value: j < len(t)}, true
		}
		return kv, false
	}
	c := bytes.IndexByte(t[i:], ':')
	if c < 0 {
		return kv, false
	}
	c += i
	key := t[i:c]
	j := c + 1
	if wrap != "" {
		switch {
		case bytes.HasPrefix(t[j:], []byte(wrap)):
			j += len(wrap)
		case bytes.HasSuffix(key, []byte(wrap)):
			key = key[:len(key)-len(wrap)]
		}
	}
	if j < len(t) && t[j] != ' ' && t[j] != '\t' {
		return kv, false
	}
	key = bytes.TrimSpace(key)
	if !keyLike(key) {
		return kv, false
	}
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	kv.key = string(key)
	kv.valueAt = j
	kv.value = j < len(t)
	return kv, true
}

// maxEqKeyBytes bounds the key of a key=value pair.
const maxEqKeyBytes = 40

// parseEqKV reads a trimmed line as `key=value` (also `key = value`), the
// pairs of config files, env listings and program printouts: the key is an
// identifier (a letter or '_', then letters, digits, '_', '.', '-'; at most
// 40 bytes, no spaces), the value is not empty, and the line holds one
// pair: a logfmt line (`level=info msg=… user=…`) is a record of several
// pairs, not a key-value line, and `==`, `=>` are operators.
func parseEqKV(t []byte) (string, bool) {
	k := 0
	for k < len(t) && k <= maxEqKeyBytes {
		c := t[k]
		if isLetterByte(c) || c == '_' || k > 0 && (isDigit(c) || c == '.' || c == '-') {
			k++
			continue
		}
		break
	}
	if k == 0 || k > maxEqKeyBytes {
		return "", false
	}
	j := k
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j >= len(t) || t[j] != '=' || j-k > 1 {
		return "", false
	}
	j++
	if j < len(t) && (t[j] == '=' || t[j] == '>') {
		return "", false
	}
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j >= len(t) || morePairs(t[j:]) {
		return "", false
	}
	return string(t[:k]), true
}

// morePairs reports whether a value holds a further ` key=` pair
// (logfmt), ignoring '=' inside quotes.
func morePairs(v []byte) bool {
	inQuote := false
	for i := 1; i < len(v); i++ {
		switch c := v[i]; {
		case c == '"':
			inQuote = !inQuote
		case c == '=' && !inQuote:
			// walk back over an identifier to a space
			s := i
			for s > 0 && (isLetterByte(v[s-1]) || isDigit(v[s-1]) || v[s-1] == '_' || v[s-1] == '.' || v[s-1] == '-') {
				s--
			}
			if s < i && s > 0 && (v[s-1] == ' ' || v[s-1] == '\t') && isLetterByte(v[s]) {
				return true
			}
		}
	}
	return false
}

// maxStatusTag bounds the word of a status tag.
const maxStatusTag = 16

// skipStatusTag returns the index after a status or host tag that leads
// the line, "[OK] ", "[FAIL] ", "[lab] " (one word of letters, digits,
// '-', '_' or '.', then a blank), or 0 when there is none. A check box
// ("[x] ") and a log's own level ("[INFO] ", "[DEBUG] ": a log line) are
// no tags; a verdict ("[WARN] ", "[FAIL] ") is one.
func skipStatusTag(t []byte) int {
	if len(t) < 4 || t[0] != '[' {
		return 0
	}
	e := bytes.IndexByte(t, ']')
	if e < 2 || e > maxStatusTag+1 || e+1 >= len(t) || t[e+1] != ' ' && t[e+1] != '\t' {
		return 0
	}
	w := t[1:e]
	for _, c := range w {
		if !(isLetter(c) || isDigit(c) || c == '-' || c == '_' || c == '.') {
			return 0
		}
	}
	if len(w) == 1 && (w[0]|0x20 == 'x') || logOnlyLevel(strings.ToLower(string(w))) {
		return 0
	}
	return e + 2
}

// skipDecoration skips emoji and other non-ASCII symbols (with the spaces
// after them) that decorate the start of a line or key.
func skipDecoration(t []byte, i int) int {
	for i < len(t) {
		c := t[i]
		if c == ' ' || c == '\t' {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			return i
		}
		r, size := utf8.DecodeRune(t[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return i
		}
		i += size
	}
	return i
}

func keyLike(key []byte) bool {
	if len(key) == 0 || utf8.RuneCount(key) > maxKeyRunes {
		return false
	}
	if bytes.ContainsAny(key, "\"[]{}|<>*`=") {
		return false
	}
	switch key[len(key)-1] {
	case '.', ',', '!', '?', ';', '(':
		return false
	}
	if bytes.Count(key, []byte("(")) > bytes.Count(key, []byte(")")) {
		// the colon is inside a parenthetical: "doc-3 - Notes (type:
		// other, path: …)" is a record line, not a pair
		return false
	}
	// Count words and find the last one without allocating.
	words, lastStart, inWord := 0, 0, false
	for k, c := range key {
		space := c == ' ' || c == '\t'
		if !space && !inWord {
			words++
			lastStart = k
		}
		inWord = !space
	}
	if words > maxKeyWords {
		return false
	}
	last := key[lastStart:]
	if words > 1 && len(last) <= 5 && isFunctionWord(strings.ToLower(string(last))) {
		return false
	}
	if words == 1 && len(last) <= 8 && isLogLevel(strings.ToLower(string(last))) {
		return false
	}
	return true
}

func isFunctionWord(w string) bool {
	switch w {
	case "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with",
		"from", "into", "as", "is", "are", "was", "were", "be", "been", "has", "have", "that", "this":
		return true
	}
	return false
}

func isLogLevel(w string) bool {
	switch w {
	case "info", "warn", "warning", "error", "err", "debug", "trace", "fatal", "critical", "notice":
		return true
	}
	return false
}

// logOnlyLevel reports a level only logs print: info, debug, trace,
// notice.
func logOnlyLevel(w string) bool {
	return w == "info" || w == "debug" || w == "trace" || w == "notice"
}

// colonPairs counts further `Key: value` fragments in a value (": " not
// part of a URL), which make an item a record rather than one pair.
func colonPairs(v []byte) int {
	n := 0
	for {
		k := bytes.Index(v, []byte(": "))
		if k < 0 {
			return n
		}
		n++
		v = v[k+2:]
	}
}

// fieldSet records which field-like elements a list item holds.
type fieldSet uint16

const (
	fBold fieldSet = 1 << iota
	fURL
	fLink
	fParen
	fCode
	fSep
	fNested
	fTask // a task box (only from lineFieldCount's callers)
	fText // text besides the marked-up fields (only from lineFieldCount)
)

func (f fieldSet) count() int {
	n := 0
	for b := f; b != 0; b &= b - 1 {
		n++
	}
	return n
}

func (f fieldSet) String() string {
	names := []string{"bold", "url", "link text and URL", "parenthetical", "code", "separator", "sub-list", "task box", "text"}
	var out []string
	for k, name := range names {
		if f&(1<<k) != 0 {
			out = append(out, name)
		}
	}
	if len(out) == 0 {
		return "no fields"
	}
	return strings.Join(out, ", ")
}

// lineFields finds field-like elements in one line of a list item: bold
// text, URLs, markdown links, parenthesised or bracketed metadata like
// `(★ 2,341)`, code spans, and separators (" - ", " | ", " — ", " · ").
func lineFields(t []byte) fieldSet {
	var f fieldSet
	if n := bytes.Count(t, []byte("**")); n >= 2 {
		f |= fBold
	} else if bytes.Count(t, []byte("__")) >= 2 {
		f |= fBold
	}
	if bytes.Contains(t, []byte("://")) || bytes.Contains(t, []byte("www.")) {
		f |= fURL
	}
	if bytes.Contains(t, []byte("](")) {
		f |= fLink
	}
	if o := bytes.IndexByte(t, '('); o >= 0 && bytes.IndexByte(t[o+1:], ')') > 0 {
		f |= fParen
	} else if o := bytes.IndexByte(t, '['); o >= 0 {
		if c := bytes.IndexByte(t[o+1:], ']'); c > 0 && !bytes.HasPrefix(t[o+1+c+1:], []byte("(")) {
			f |= fParen
		}
	}
	if bytes.Count(t, []byte("`")) >= 2 {
		f |= fCode
	}
	for _, sep := range [...]string{" - ", " — ", " – ", " | ", " · ", " • "} {
		if bytes.Contains(t, []byte(sep)) {
			f |= fSep
			break
		}
	}
	return f
}

// valueFields is lineFields for the value part of a pair.
func valueFields(v []byte) fieldSet { return lineFields(v) }

// kv line states found by the scan.
const (
	kvNone = iota
	kvPair
	kvHeader
)

// scanKV finds key-value lines among paragraph and indented-code lines:
// pairs; `Section:` headers whose next non-blank line is an indented pair
// (or a bulleted pair, or a Key: value or plain list); and indented
// continuation lines of a pair (wrapped values).
// A plain list under a header is a YAML-like sequence: the header and the
// list become one data pair of the key-value payload. Section headers are
// kept in the payload but are not data pairs (DESIGN.md §4: key_value
// needs two or more pairs carrying data).
func (a *analysis) scanKV() {
	li := a.li
	n := li.count()
	state := make([]uint8, n)
	keys := make([]string, n)
	bullet := make([]bool, n)
	eq := make([]bool, n) // a key=value pair
	any := false
	for i := 0; i < n; i++ {
		if a.kind[i] != kProse && a.kind[i] != kCode {
			continue
		}
		tr := li.trimmed(i)
		t := stripListMarker(tr)
		bullet[i] = len(t) != len(tr)
		if kv, ok := parseKV(t); ok {
			any = true
			keys[i] = kv.key
			if kv.value {
				state[i] = kvPair
			} else {
				state[i] = kvHeader
			}
		} else if key, ok := parseEqKV(t); ok && !bullet[i] {
			any = true
			keys[i] = key
			state[i] = kvPair
			eq[i] = true
		}
	}
	// A lone `x = y` line is an assignment in code or prose; key=value
	// pairs come in blocks of two or more lines at one indent.
	for i := 0; i < n; i++ {
		if !eq[i] {
			continue
		}
		ind := indentOf(li.raw(i))
		prev := i > 0 && eq[i-1] && indentOf(li.raw(i-1)) == ind
		next := i+1 < n && eq[i+1] && indentOf(li.raw(i+1)) == ind
		if !prev && !next {
			state[i], keys[i] = kvNone, ""
		}
	}
	any = a.markAligned(state, keys, bullet) || any
	if !any {
		return
	}
	scannable := func(i int) bool { return a.kind[i] == kProse || a.kind[i] == kCode }
	run := -1         // region of the current run of kv lines
	ownerIndent := -1 // indent of the last pair/header of the run
	var runPairs, runSections, runIdentKeys, runKeys, runEq int
	var runNested bool
	var firstSection string
	closeRun := func() {
		if run < 0 {
			return
		}
		r := &a.regions[run]
		r.pairs = runPairs
		note := "key-value lines: " + plural(runPairs, "pair")
		if runPairs == 0 {
			note = fmt.Sprintf("section header %q over the pairs below", firstSection)
		} else if runSections > 0 {
			note += fmt.Sprintf(", %s from %q", plural(runSections, "section"), firstSection)
		}
		if runKeys > 0 && runIdentKeys == runKeys && (runNested || runSections > 0) {
			note += " (YAML-like)"
		}
		if runEq > 0 {
			note += fmt.Sprintf(", %d written key=value", runEq)
		}
		r.note = note
		run = -1
	}
	pending := false // the last line marked is a section header awaiting its pairs
	for i := 0; i < n; i++ {
		if !scannable(i) {
			if !(pending && a.kind[i] == kBlank) {
				closeRun()
				pending = false
			}
			continue
		}
		pending = false
		ind := indentOf(li.raw(i))
		mark, section, seq := false, false, false
		switch state[i] {
		case kvPair:
			mark = true
		case kvHeader:
			// The next non-blank line decides whether this is a section
			// header: indented pairs (a blank line between is fine), a
			// bulleted pair, a Key: value list, or a plain list (a
			// YAML-like sequence).
			j := i + 1
			for j < n && a.kind[j] == kBlank {
				j++
			}
			if j < n {
				nk := a.kind[j]
				switch {
				case scannable(j) && state[j] != kvNone && (indentOf(li.raw(j)) > ind || bullet[j]):
					mark = true
				case nk == kKVList:
					mark = true
				case nk == kPlainList && a.reg[j] >= 0 && a.regions[a.reg[j]].plain,
					nk == kList && a.reg[j] >= 0 && (runPairs >= 2 || a.pairsAbove(i) >= 2):
					// A plain list under a key: a YAML-like sequence, the
					// key's value.
					r := a.reg[j]
					a.regions[r].pattern = KeyValue
					a.regions[r].plain = false
					a.regions[r].note = fmt.Sprintf("sequence under %q (YAML-like)", keys[i])
					if nk == kList {
						// A list of records under a key among pairs is
						// that key's value: the pairs are the payload.
						a.regions[r].note = fmt.Sprintf("list of records under %q, a key among pairs: its value", keys[i])
						a.regions[r].capConf = 0
					}
					for k := j; k < n && (a.reg[k] == r || a.kind[k] == kBlank); k++ {
						if a.reg[k] == r {
							a.kind[k] = kKVList
						}
					}
					seq = true
					mark = true
				}
			}
			section = mark && !seq
		default:
			// An indented continuation of the pair or section above.
			if run >= 0 && a.kind[i-1] == kKV && ind > ownerIndent {
				a.kind[i] = kKV
				a.reg[i] = int32(run)
				continue
			}
		}
		if !mark {
			closeRun()
			continue
		}
		if run < 0 {
			run = a.addRegion(region{pattern: KeyValue})
			runPairs, runSections, runIdentKeys, runKeys, runEq, runNested = 0, 0, 0, 0, 0, false
			firstSection = ""
		}
		if section {
			// A section header names the pairs under it; it carries no
			// value of its own, so it is not a data pair.
			runSections++
			if runSections == 1 {
				firstSection = keys[i]
			}
		} else {
			runPairs++ // a pair, or a key whose value is the sequence under it
			if state[i] == kvPair && !eq[i] {
				// "Entity: x | Type: y | Project: z": the pairs after bars
				runPairs += barPairs(stripListMarker(li.trimmed(i)))
			}
		}
		if ind > 0 || seq {
			runNested = true
		}
		runKeys++
		if eq[i] {
			runEq++
		}
		if identKey(keys[i]) {
			runIdentKeys++
		}
		pending = section
		ownerIndent = ind
		a.kind[i] = kKV
		a.reg[i] = int32(run)
	}
	closeRun()
}

// barPairs counts the pairs that follow a pair's value on its line after
// " | " ("Entity: cache-db | Type: decision | Project: p" holds two
// more), 0 unless every piece after the first is a `Key: value` pair.
func barPairs(t []byte) int {
	sep := []byte(" | ")
	if !bytes.Contains(t, sep) {
		return 0
	}
	pieces := bytes.Split(t, sep)
	for _, p := range pieces[1:] {
		if kv, ok := parseKV(bytes.TrimSpace(p)); !ok || !kv.value {
			return 0
		}
	}
	return len(pieces) - 1
}

// pairsAbove is the number of data pairs of the key-value run that ends
// on the last non-blank line above line i (0 when that line is not a
// key-value line).
func (a *analysis) pairsAbove(i int) int {
	p := i - 1
	for p >= 0 && a.w[p] == 0 {
		p--
	}
	if p < 0 || a.kind[p] != kKV || a.reg[p] < 0 {
		return 0
	}
	return a.regions[a.reg[p]].pairs
}

// identKey reports whether a key looks like a YAML/config identifier: it
// starts with a lower-case letter and holds no spaces (letters, digits,
// _ - . only).
func identKey(k string) bool {
	for i, r := range k {
		if i == 0 && !unicode.IsLower(r) {
			return false
		}
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '.') {
			return false
		}
	}
	return k != ""
}

// plural formats a count and a noun ("1 pair", "3 pairs").
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// dateKey reports whether t starts with an ISO date and a colon followed
// by white space or the end ("2026-11-01: …"): a dated entry's key.
func dateKey(t []byte) bool {
	if len(t) < 11 || t[4] != '-' || t[7] != '-' || t[10] != ':' || len(t) > 11 && t[11] != ' ' && t[11] != '\t' {
		return false
	}
	for _, k := range [...]int{0, 1, 2, 3, 5, 6, 8, 9} {
		if t[k] < '0' || t[k] > '9' {
			return false
		}
	}
	return true
}

// digitIdentKey reports whether t starts with an identifier that starts
// with a digit and ends at a colon ("127_0_0_1_session_5e64: …",
// "2fa_enabled: true"): ASCII letters, digits, '_', '-' and '.', holding a
// letter or an underscore, so that a time ("12:30") or an address
// ("10.0.0.1:8080") is none.
func digitIdentKey(t []byte) bool {
	if len(t) == 0 || !isDigit(t[0]) {
		return false
	}
	ident := false
	for _, c := range t {
		switch {
		case isLetterByte(c) || c == '_':
			ident = true
		case isDigit(c) || c == '-' || c == '.':
		case c == ':':
			return ident
		default:
			return false
		}
	}
	return false
}
