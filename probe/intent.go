package probe

import (
	"encoding/json"
	"strings"
	"unicode"
)

// The safety decision of `--calls explore`: which tools of a server may be
// called without a human plan. Annotations decide when the server's
// annotations say something; otherwise the tool's words do (its name
// first, then the leading verb phrase of its description's first
// sentence). Every rule leans towards not calling: a read tool left
// uncalled costs a little coverage, a write tool called may change the
// server's world.
//
// Everything here is a pure function of the tool definitions.

// Intent is the explore policy's decision for one tool.
type Intent struct {
	// Call is true when the tool may be called without a human plan.
	Call bool
	// Write is true when the tool reads as a write (by its annotations or
	// its words): calling it may change state. A tool left uncalled only
	// because nothing in it reads as a read has Write false.
	Write bool
	// Reason names the annotation or the words that decided, for example
	// `unannotated; name verb "list" reads as a read`.
	Reason string
}

// toolText is what the intent decision reads from a raw tool definition.
type toolText struct {
	Name        string
	Title       string // the tool's title, or else annotations.title
	Description string
	Annotated   bool // annotations is a JSON object
	Hints       toolHints
}

// toolHints are a tool's behaviour hints; nil when absent or not a JSON
// boolean.
type toolHints struct {
	ReadOnly, Destructive, Idempotent, OpenWorld *bool
}

// The spec's default hint values: a hint equal to its default says
// nothing about the tool.
const (
	defaultReadOnly    = false
	defaultDestructive = true
	defaultIdempotent  = false
	defaultOpenWorld   = true
)

// parseToolText reads a raw tool definition leniently: a field of the
// wrong type counts as absent.
func parseToolText(def json.RawMessage) toolText {
	var raw struct {
		Name        json.RawMessage `json:"name"`
		Title       json.RawMessage `json:"title"`
		Description json.RawMessage `json:"description"`
		Annotations json.RawMessage `json:"annotations"`
	}
	var t toolText
	if json.Unmarshal(def, &raw) != nil {
		return t
	}
	_ = json.Unmarshal(raw.Name, &t.Name)
	_ = json.Unmarshal(raw.Title, &t.Title)
	_ = json.Unmarshal(raw.Description, &t.Description)
	var ann map[string]json.RawMessage
	if len(raw.Annotations) > 0 && json.Unmarshal(raw.Annotations, &ann) == nil && ann != nil {
		t.Annotated = true
		t.Hints = toolHints{
			ReadOnly:    boolPtr(ann["readOnlyHint"]),
			Destructive: boolPtr(ann["destructiveHint"]),
			Idempotent:  boolPtr(ann["idempotentHint"]),
			OpenWorld:   boolPtr(ann["openWorldHint"]),
		}
		if t.Title == "" {
			_ = json.Unmarshal(ann["title"], &t.Title)
		}
	}
	return t
}

// any reports whether any hint is present.
func (h toolHints) any() bool {
	return h.ReadOnly != nil || h.Destructive != nil || h.Idempotent != nil || h.OpenWorld != nil
}

// informative reports whether any hint differs from the spec's default.
func (h toolHints) informative() bool {
	differs := func(p *bool, def bool) bool { return p != nil && *p != def }
	return differs(h.ReadOnly, defaultReadOnly) || differs(h.Destructive, defaultDestructive) ||
		differs(h.Idempotent, defaultIdempotent) || differs(h.OpenWorld, defaultOpenWorld)
}

// AnnotationsInformative reports whether a server's tool annotations say
// anything: false when every tool has no annotations, or annotations
// holding only a title and hints equal to the spec's defaults
// (readOnlyHint false, destructiveHint true, idempotentHint false,
// openWorldHint true), as some SDKs emit for every tool. On such a server
// ExploreIntent ignores annotations and reads the tools' words.
func AnnotationsInformative(defs []json.RawMessage) bool {
	for _, d := range defs {
		if parseToolText(d).Hints.informative() {
			return true
		}
	}
	return false
}

// ExploreIntent decides whether `--calls explore` may call the tool whose
// raw definition (an element of tools/list's tools) is def.
// serverInformative is AnnotationsInformative of all the server's tools.
//
// On a server whose annotations are informative, a tool's hints decide:
// destructiveHint true is never called (even with readOnlyHint true),
// readOnlyHint true is called, and any other hints without readOnlyHint
// true leave it a write (readOnlyHint defaults to false). A tool without
// hints there, and every tool of a server whose annotations say nothing,
// is judged by its words: the verbs of its name
// (split at _ - . / spaces and camelCase), then the leading verb phrase of
// its description's first sentence. It is called only when they read as a
// read and nothing reads as a write.
func ExploreIntent(def json.RawMessage, serverInformative bool) Intent {
	t := parseToolText(def)
	if t.Name == "" {
		return Intent{Reason: "tool definition has no readable name; not called"}
	}
	h := t.Hints
	prefix := "unannotated"
	switch {
	case serverInformative && h.Destructive != nil && *h.Destructive:
		if h.ReadOnly != nil && *h.ReadOnly {
			return Intent{Write: true, Reason: "annotated readOnlyHint: true with destructiveHint: true; treated as destructive"}
		}
		return Intent{Write: true, Reason: "annotated destructiveHint: true"}
	case serverInformative && h.ReadOnly != nil:
		if *h.ReadOnly {
			return Intent{Call: true, Reason: "annotated readOnlyHint: true"}
		}
		return Intent{Write: true, Reason: "annotated readOnlyHint: false"}
	case serverInformative && h.any():
		return Intent{Write: true, Reason: "annotated without readOnlyHint, which defaults to false"}
	case serverInformative && t.Annotated:
		prefix = "annotations carry no hint"
	case t.Annotated:
		prefix = "default-only annotations on every tool of the server"
	}
	w := judgeWords(t)
	w.Reason = prefix + "; " + w.Reason
	return w
}

// verdict is what a piece of text says about a tool.
type verdict int

const (
	vNone      verdict = iota // no verb of the lexicon
	vAmbiguous                // a verb that may read or write
	vReadNoun                 // no verb, but a read noun such as "status"
	vRead
	vWrite
)

// wordClass is a lexicon entry's class.
type wordClass int

const (
	wNone wordClass = iota
	wRead
	wWrite
	wStrongWrite // a write verb rarely used as a noun ("delete", "create")
	wAmbiguous
)

// lexicon maps base forms to their class. Write verbs that often stand as
// nouns after a read verb ("get_commit", "list_orders") are plain wWrite;
// strong ones make a name a write wherever they stand.
var lexicon = func() map[string]wordClass {
	m := map[string]wordClass{}
	put := func(c wordClass, words string) {
		for _, w := range strings.Fields(words) {
			m[w] = c
		}
	}
	put(wRead, `get list ls read search find describe show view count lookup look retrieve fetch
		explain check inspect examine stat preview echo compute calculate calc convert validate lint
		verify parse decode encode hash compare diff analyze analyse summarize summarise estimate
		translate detect measure grep glob locate match filter peek whoami identify suggest recommend
		explore discover return audit scan sum tokenize geocode cat pwd encrypt decrypt`)
	put(wWrite, `move set unset update drop push post send launch upload publish deploy commit merge
		reset restore clear save store add append prepend import apply approve reject cancel close
		archive unarchive start stop restart login logout signin signout subscribe unsubscribe notify
		transfer pay buy purchase sell assign unassign invite grant revoke lock unlock sync migrate
		mark toggle enable disable trigger register unregister init initialize initialise checkout
		switch stash rebase cherry clone fork copy duplicate pull download record request reply react
		schedule reschedule submit invoke call process handle manage configure fix change discard
		dismiss unstage stage follow unfollow star unstar like vote share attach detach link unlink
		connect disconnect navigate click fill type press hover drag scroll resize upgrade downgrade
		refresh reload rollback revert undo redo scale provision build compile backup remember forget
		memorize learn complete finish block unblock ban unban mute unmute kick pin unpin hide unhide
		accept decline confirm book order withdraw deposit refund charge sign put make edit patch run
		tag label rate tweet forward interact end finalize pause resume suspend transition recreate
		touch mkdir chmod chown cp mv cd rerun retry reopen invalidate flush dispatch emit broadcast
		enqueue dequeue announce propose draft reserve claim release authenticate authorize
		impersonate escalate acknowledge ack snooze silence upvote downvote bookmark favorite inject
		ingest activate deactivate unpause reboot shutdown poweroff halt replay`)
	put(wStrongWrite, `create write delete remove rename insert upsert truncate purge kill terminate
		execute exec eval spawn install uninstall modify replace overwrite alter destroy erase wipe rm
		del`)
	put(wAmbiguous, `query open export generate render print format sample think plan ask display
		capture screenshot snapshot take select evaluate log track report wait sleep simulate access
		browse visit scrape crawl load test resolve extract review ping monitor watch poll transform
		play speak draw debug issue index embed choose focus alert perform`)
	// Words with another role in descriptions: "use this tool to", "allows
	// you to", "helps", "can" lead in to the verb that matters.
	put(wNone, `use allow let help can may will`)
	return m
}()

// readNouns make a verbless name read as a read ("git_status", "db_info").
var readNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`status info information stats statistics tree blame details
		metadata version versions health summary overview help usage reflog history schema docs
		documentation`) {
		readNouns[w] = true
	}
}

// phrasal verbs whose particle changes the meaning: "check_in", "log_out",
// "look up", "clean up".
var phrasal = map[string]wordClass{
	"check in": wWrite, "check out": wWrite, "check off": wWrite,
	"log in": wWrite, "log out": wWrite, "log into": wWrite,
	"sign in": wWrite, "sign up": wWrite, "sign out": wWrite,
	"look up": wRead, "back up": wWrite, "clean up": wWrite, "set up": wWrite,
	"shut down": wWrite, "turn on": wWrite, "turn off": wWrite, "bring up": wWrite,
}

// nounCompounds are pairs that name a thing, not an action ("pull
// request", "merge request"): neither word is a verb there.
var nounCompounds = map[string]bool{
	"pull request": true, "pull requests": true, "merge request": true, "merge requests": true,
	"push notification": true, "push notifications": true,
}

// splitName splits a tool name into lower-case words at any character that
// is not a letter or digit and at camelCase boundaries ("listAllowedDirs",
// "HTTPServer", "get-env", "sqlite.query").
func splitName(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		if unicode.IsUpper(r) && len(cur) > 0 {
			prev := rs[i-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || (unicode.IsUpper(prev) && nextLower) {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

// class returns a name word's lexicon class (exact form). "return" leads
// descriptions of getters ("Returns the list…") but in a name it may be
// an action ("return_book").
func class(w string) wordClass {
	if w == "return" {
		return wAmbiguous
	}
	return lexicon[w]
}

// stem returns the lexicon base form of an inflected description word
// ("Creates" → "create", "stopped" → "stop") and its class, or "" when
// no form of it is in the lexicon.
func stem(w string) (string, wordClass) {
	w = strings.ToLower(w)
	cands := []string{w}
	add := func(s string) {
		if len(s) >= 2 {
			cands = append(cands, s)
		}
	}
	n := len(w)
	if strings.HasSuffix(w, "s") {
		add(w[:n-1])
	}
	if strings.HasSuffix(w, "es") {
		add(w[:n-2])
	}
	if strings.HasSuffix(w, "ies") {
		add(w[:n-3] + "y")
	}
	if strings.HasSuffix(w, "ed") {
		add(w[:n-1])
		add(w[:n-2])
		if n > 4 && w[n-3] == w[n-4] {
			add(w[:n-3])
		}
		if strings.HasSuffix(w, "ied") {
			add(w[:n-3] + "y")
		}
	}
	if strings.HasSuffix(w, "ing") {
		add(w[:n-3])
		add(w[:n-3] + "e")
		if n > 5 && w[n-4] == w[n-5] {
			add(w[:n-4])
		}
	}
	for _, c := range cands {
		if cl, ok := lexicon[c]; ok && cl != wNone {
			return c, cl
		}
	}
	return "", wNone
}

// nameVerdict is what a tool's name says.
type nameVerdict struct {
	v    verdict
	word string // the deciding word
}

// judgeName reads the words of a name. The first verb decides; after a
// read verb, a later write word counts only when it is a strong write
// ("search_replace") or follows "and"/"or"/"then" ("get_or_create");
// otherwise it is the read's object ("get_commit", "list_orders"). After
// an ambiguous verb any write word decides ("test_deploy").
func judgeName(words []string) nameVerdict {
	var first nameVerdict
	noun := ""
	for i := 0; i < len(words); i++ {
		w := words[i]
		if i+1 < len(words) {
			pair := w + " " + words[i+1]
			if nounCompounds[pair] {
				i++
				continue
			}
			if c, ok := phrasal[pair]; ok {
				if c == wWrite {
					return nameVerdict{vWrite, pair}
				}
				if first.v == vNone {
					first = nameVerdict{vRead, pair}
				}
				i++
				continue
			}
		}
		c := class(w)
		afterConj := i > 0 && (words[i-1] == "and" || words[i-1] == "or" || words[i-1] == "then")
		switch c {
		case wStrongWrite:
			return nameVerdict{vWrite, w}
		case wWrite:
			if first.v != vRead || afterConj {
				return nameVerdict{vWrite, w}
			}
		case wRead:
			if first.v == vNone {
				first = nameVerdict{vRead, w}
			}
		case wAmbiguous:
			if first.v == vNone {
				first = nameVerdict{vAmbiguous, w}
			}
		}
		if first.v == vNone && noun == "" && readNouns[w] {
			noun = w
		}
	}
	if first.v == vNone && noun != "" {
		return nameVerdict{vReadNoun, noun}
	}
	return first
}

// descVerdict is what a description's first sentence says.
type descVerdict struct {
	v      verdict
	word   string // the deciding verb's base form
	phrase string // the words quoted in the reason
	sqlRO  bool   // a run/execute verb over SELECT-only or read-only SQL
	arith  bool   // "Adds two numbers"
}

// descWord is one word of a description's first sentence.
type descWord struct {
	text  string // as written, punctuation stripped
	lower string
	skip  bool // an identifier, quoted text, or all capitals: never a verb
	paren bool // inside parentheses: only a strong write counts there
	comma bool // a comma or semicolon follows it
}

// firstSentence returns the description up to its first sentence end.
func firstSentence(s string) string {
	s = strings.TrimSpace(s)
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			if strings.TrimSpace(s[:i]) != "" {
				return s[:i]
			}
		case '.', '!', '?':
			if i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n' {
				lw := strings.ToLower(s[:i+1])
				if strings.HasSuffix(lw, "e.g.") || strings.HasSuffix(lw, "i.e.") || strings.HasSuffix(lw, " etc.") || strings.HasSuffix(lw, "vs.") {
					continue
				}
				return s[:i]
			}
		}
	}
	return s
}

// descWords splits a sentence into words, marking those that cannot be
// the verb: identifiers (snake_case, camelCase: other tools' names),
// text in quotes or backticks, all-capital words (SQL keywords, acronyms).
func descWords(sentence string) []descWord {
	var out []descWord
	inTick := false
	depth := 0
	for _, f := range strings.Fields(sentence) {
		opens, closes := strings.Count(f, "("), strings.Count(f, ")")
		paren := depth > 0 || opens > 0
		depth += opens - closes
		if depth < 0 {
			depth = 0
		}
		startTick := strings.HasPrefix(f, "`")
		ticks := strings.Count(f, "`")
		quoted := startTick || inTick || strings.HasPrefix(f, "'") || strings.HasPrefix(f, "\"") ||
			strings.HasPrefix(f, "“") || strings.HasPrefix(f, "‘")
		if ticks%2 == 1 {
			inTick = !inTick
		}
		comma := strings.HasSuffix(f, ",") || strings.HasSuffix(f, ";") || strings.HasSuffix(f, ":")
		text := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if text == "" {
			if comma && len(out) > 0 {
				out[len(out)-1].comma = true
			}
			continue
		}
		if alts := slashAlternatives(text); alts != nil && !quoted {
			// "update/delete": verbs as alternatives, each joined to the
			// one before; "pages/blocks": nouns, not joined.
			_, c := stem(alts[0])
			verbs := c != wNone
			for i, a := range alts {
				joined := verbs && i < len(alts)-1
				out = append(out, descWord{text: a, lower: a, paren: paren, comma: joined || comma && i == len(alts)-1})
			}
			continue
		}
		skip := quoted || strings.ContainsAny(text, "_`'\"/.()") || isIdentifierCase(text) || isAllCaps(text)
		out = append(out, descWord{text: text, lower: strings.ToLower(text), skip: skip, paren: paren, comma: comma})
	}
	return out
}

// slashAlternatives splits "update/delete" into its words, or returns nil
// when text is not two or more plain lower-case words joined by slashes
// (a path, a URL, "TCP/IP").
func slashAlternatives(text string) []string {
	if !strings.Contains(text, "/") {
		return nil
	}
	parts := strings.Split(text, "/")
	for _, p := range parts {
		if len(p) < 2 {
			return nil
		}
		for _, r := range p {
			if !unicode.IsLower(r) {
				return nil
			}
		}
	}
	return parts
}

// isIdentifierCase reports camelCase words such as "matchAll".
func isIdentifierCase(w string) bool {
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// isAllCaps reports words of two or more capital letters ("SELECT", "URL").
func isAllCaps(w string) bool {
	n := 0
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2
}

var negators = map[string]bool{
	"not": true, "never": true, "without": true, "no": true, "don't": true, "doesn't": true,
	"cannot": true, "can't": true, "won't": true, "nor": true, "dont": true, "doesnt": true, "neither": true,
}

var conjunctions = map[string]bool{"and": true, "or": true, "then": true, "also": true, "plus": true}

// adverbs may stand between a conjunction and its verb ("and optionally
// delete").
var adverbs = map[string]bool{"optionally": true, "also": true, "then": true, "automatically": true,
	"immediately": true, "permanently": true, "even": true, "possibly": true, "eventually": true}

// negated reports whether the word at i is negated by one of the two
// words before it ("does not modify", "never writes").
func negated(ws []descWord, i int) bool {
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if negators[ws[j].lower] {
			return true
		}
	}
	return false
}

// afterConjunction reports whether the word at i continues a list of
// actions: it follows "and"/"or"/"then" or a comma, maybe with an adverb
// between.
func afterConjunction(ws []descWord, i int) bool {
	j := i - 1
	if j >= 0 && adverbs[ws[j].lower] {
		j--
	}
	if j < 0 {
		return false
	}
	return conjunctions[ws[j].lower] || ws[j].comma
}

// isVerbForm reports whether w is the base or third-person form of base
// (not a past participle or gerund, which often describe an object:
// "created", "running").
func isVerbForm(w, base string) bool {
	return w == base || w == base+"s" || w == base+"es" ||
		(strings.HasSuffix(base, "y") && w == strings.TrimSuffix(base, "y")+"ies")
}

// judgeDescription reads the leading verb of a description's first
// sentence, and any write verb that joins it ("Get the file and delete
// it"). Negated verbs and other tools' names are passed over.
func judgeDescription(desc string) descVerdict {
	sentence := firstSentence(desc)
	ws := descWords(sentence)
	lead := -1
	var d descVerdict
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if w.skip || negated(ws, i) {
			continue
		}
		if i+1 < len(ws) && nounCompounds[w.lower+" "+ws[i+1].lower] {
			i++
			continue
		}
		base, c := stem(w.lower)
		if c == wNone {
			continue
		}
		word, next := base, i
		if i+1 < len(ws) {
			if pc, ok := phrasal[base+" "+ws[i+1].lower]; ok {
				word, c, next = base+" "+ws[i+1].lower, pc, i+1
				if pc == wWrite {
					c = wStrongWrite
				}
			}
		}
		verbForm := word != base || isVerbForm(w.lower, base)
		if w.paren {
			// Parenthesized words are mostly lists of nouns ("(code
			// point, block, category)"); only a strong write in verb
			// form counts there.
			if c == wStrongWrite && verbForm {
				d.v, d.word, lead = vWrite, word, i
				break
			}
			continue
		}
		if lead < 0 {
			if c == wRead && !verbForm {
				// "matching", "listed": a participle describes an object,
				// it does not name the tool's action.
				continue
			}
			lead, d.word = i, word
			switch c {
			case wRead:
				d.v = vRead
			case wWrite, wStrongWrite:
				d.v = vWrite
			default:
				d.v = vAmbiguous
			}
			if d.v == vWrite {
				break
			}
			i = next
			continue
		}
		// A later verb matters only when it is a write joined to the
		// lead ("and delete", ", remove"); after an ambiguous lead any
		// strong write does. An -s form ending the sentence or followed
		// by a preposition is a plural noun ("between branches or
		// commits").
		if c == wWrite || c == wStrongWrite {
			joined := afterConjunction(ws, i) && (c == wStrongWrite || verbForm && !pluralNoun(ws, i, base))
			if joined || (d.v == vAmbiguous && c == wStrongWrite) {
				d.v, d.word, lead = vWrite, word, i
				break
			}
		}
		i = next
	}
	if lead < 0 {
		return descVerdict{}
	}
	d.phrase = phraseAt(ws, lead)
	all := strings.ToLower(desc)
	switch d.word {
	case "execute", "run", "perform", "query", "exec":
		if sqlReadOnly(desc, all) {
			d.v, d.sqlRO = vRead, true
		}
	case "add", "sum", "subtract", "multiply", "divide":
		if arithmetic(ws, lead) {
			d.v, d.arith = vRead, true
		}
	}
	return d
}

var prepositions = map[string]bool{"between": true, "in": true, "from": true, "of": true, "for": true,
	"to": true, "with": true, "across": true, "on": true, "at": true, "by": true, "within": true,
	"into": true, "over": true, "under": true, "and": true, "or": true, "via": true, "per": true, "as": true,
	"that": true, "which": true, "who": true, "whose": true}

// pluralNoun reports an -s form that stands as a plural noun: it ends the
// sentence or a clause, or a preposition or relative pronoun follows it.
func pluralNoun(ws []descWord, i int, base string) bool {
	if ws[i].lower == base {
		return false
	}
	return i+1 == len(ws) || ws[i].comma || prepositions[ws[i+1].lower]
}

// phraseAt quotes the words from i on (at most six) for a reason.
func phraseAt(ws []descWord, i int) string {
	end := i + 6
	if end > len(ws) {
		end = len(ws)
	}
	parts := make([]string, 0, end-i)
	for _, w := range ws[i:end] {
		parts = append(parts, w.text)
	}
	return strings.Join(parts, " ")
}

// sqlWriteKeywords are SQL statements that change data or schema.
var sqlWriteKeywords = strings.Fields("INSERT UPDATE DELETE DROP ALTER CREATE TRUNCATE REPLACE MERGE GRANT REVOKE UPSERT")

// sqlReadOnly reports a description that limits its queries to reads:
// it says SELECT or read-only, and names no writing statement and no
// "any"/"arbitrary"/"raw" SQL.
func sqlReadOnly(desc, lower string) bool {
	if !containsWord(desc, "SELECT") && !strings.Contains(lower, "read-only") &&
		!strings.Contains(lower, "read only") && !strings.Contains(lower, "readonly") {
		return false
	}
	for _, k := range sqlWriteKeywords {
		if containsWord(desc, k) {
			return false
		}
	}
	for _, p := range []string{"any sql", "arbitrary", "raw sql", "any query", "any statement", "ddl", "dml"} {
		if strings.Contains(lower, p) {
			return false
		}
	}
	return true
}

// containsWord reports whether w occurs in s as a whole word.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isWordByte(s[j-1])
		after := j+len(w) == len(s) || !isWordByte(s[j+len(w)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// arithmetic reports "Adds two numbers", "Sum the numbers": the verb's
// object is numbers, directly or after a count word.
func arithmetic(ws []descWord, i int) bool {
	nums := map[string]bool{"numbers": true, "integers": true, "floats": true, "decimals": true}
	counts := map[string]bool{"two": true, "2": true, "three": true, "the": true, "multiple": true, "several": true, "of": true, "up": true}
	if i+1 < len(ws) && nums[ws[i+1].lower] {
		return true
	}
	if i+2 < len(ws) && counts[ws[i+1].lower] && nums[ws[i+2].lower] {
		return true
	}
	return false
}

// arithmeticName reports names made only of arithmetic words ("add",
// "get-sum", "add_numbers").
func arithmeticName(words []string) bool {
	ok := map[string]bool{"add": true, "sum": true, "subtract": true, "multiply": true, "divide": true,
		"get": true, "calc": true, "calculate": true, "compute": true, "numbers": true, "number": true,
		"two": true, "integers": true, "math": true}
	for _, w := range words {
		if !ok[w] {
			return false
		}
	}
	return len(words) > 0
}

// fetchVerbs read from wherever they are pointed: a URL or web page in
// the name or the first sentence makes them reach outside the server.
var fetchVerbs = map[string]bool{"fetch": true, "scrape": true, "crawl": true, "visit": true,
	"browse": true, "download": true, "load": true, "open": true}

// getVerbs reach outside only when the sentence says they read from a URL
// ("get_project_url" merely returns one).
var getVerbs = map[string]bool{"get": true, "read": true, "retrieve": true, "return": true}

var urlNameWords = map[string]bool{"url": true, "urls": true, "uri": true, "webpage": true, "website": true,
	"http": true, "https": true, "web": true, "page": true}

var urlPhrases = []string{" url", " urls", "uri ", " webpage", "web page", "website", "from the internet",
	"from the web", "http", "link"}

var getURLPhrases = []string{"from a url", "from the url", "from url", "from urls", "of a url", "of the url",
	"at a url", "at the url", "given url", "a web page", "web pages", "webpage", "website",
	"from the internet", "from the web", "http request", "http get"}

// reachesURL reports a fetch-like verb aimed at a URL or web page.
func reachesURL(verb string, nameWords []string, sentence string) bool {
	lower := " " + strings.ToLower(sentence) + " "
	switch {
	case fetchVerbs[verb]:
		for _, w := range nameWords {
			if urlNameWords[w] {
				return true
			}
		}
		for _, p := range urlPhrases {
			if strings.Contains(lower, p) {
				return true
			}
		}
	case getVerbs[verb]:
		for _, p := range getURLPhrases {
			if strings.Contains(lower, p) {
				return true
			}
		}
	}
	return false
}

// externalVerbs with an app, window or desktop object act on the user's
// machine ("open_in_browser", "show_notification").
var externalVerbs = map[string]bool{"open": true, "show": true, "display": true, "view": true, "print": true,
	"play": true, "launch": true, "speak": true}

var externalObjects = map[string]bool{"browser": true, "app": true, "application": true, "window": true,
	"editor": true, "finder": true, "desktop": true, "notification": true, "notifications": true,
	"dialog": true, "popup": true, "toast": true, "printer": true, "speaker": true, "speakers": true,
	"sound": true, "audio": true, "explorer": true, "terminal": true, "vscode": true, "ide": true}

// actsOnDesktop reports an external verb whose object is an app, window
// or desktop device.
func actsOnDesktop(verb string, nameWords []string, sentence string) bool {
	if !externalVerbs[verb] {
		return false
	}
	for _, w := range nameWords {
		if externalObjects[w] {
			return true
		}
	}
	for _, w := range descWords(sentence) {
		if externalObjects[w.lower] {
			return true
		}
	}
	return false
}

// browserNameWords and browserPhrases mark a tool that works on a live
// browser page: reading it needs a browser session, which the call opens
// or drives.
var browserNameWords = map[string]bool{"browser": true, "browserbase": true, "puppeteer": true,
	"playwright": true, "selenium": true, "webdriver": true, "chrome": true, "chromium": true,
	"firefox": true, "tab": true, "tabs": true}

var browserPhrases = []string{"browser", "current page", "current tab", "active tab", "open page", "open tab"}

// drivesBrowser returns the word that ties a tool to a live browser page,
// or "".
func drivesBrowser(nameWords []string, sentence string) string {
	for _, w := range nameWords {
		if browserNameWords[w] {
			return w
		}
	}
	lower := strings.ToLower(sentence)
	for _, p := range browserPhrases {
		if strings.Contains(lower, p) {
			return p
		}
	}
	return ""
}

// valueNouns are what "convert" may turn into another form without
// touching anything stored: times, units, numbers, colors, text formats.
var valueNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`time times timezone timezones date dates datetime datetimes
		timestamp timestamps unit units currency currencies amount amounts color colors colour colours
		number numbers base bases format formats case text string strings markdown html json csv yaml
		xml encoding encodings temperature temperatures length lengths weight weights coordinates
		measurement measurements value values hex rgb hsl`) {
		valueNouns[w] = true
	}
}

// convertsValue reports a "convert" whose name or first sentence names a
// value to convert ("convert_time", "Convert colors between HEX and
// RGB") rather than a stored object ("convert_position").
func convertsValue(nameWords []string, sentence string) bool {
	for _, w := range nameWords {
		if valueNouns[w] {
			return true
		}
	}
	for _, w := range descWords(sentence) {
		if valueNouns[w.lower] {
			return true
		}
	}
	return false
}

// judgeWords decides from a tool's name, title and description.
func judgeWords(t toolText) Intent {
	words := splitName(t.Name)
	nv := judgeName(words)
	label := "name"
	if nv.v == vNone && t.Title != "" {
		if tv := judgeName(splitName(t.Title)); tv.v != vNone {
			nv, label = tv, "title"
		}
	}
	dv := judgeDescription(t.Description)
	sentence := firstSentence(t.Description)
	desc := func() string { return `description "` + dv.phrase + `"` }

	if dv.arith && arithmeticName(words) {
		return Intent{Call: true, Reason: label + ` "` + t.Name + `" and ` + desc() + ` read as arithmetic on given numbers`}
	}
	if nv.v == vWrite {
		return Intent{Write: true, Reason: label + ` verb "` + nv.word + `" reads as a write`}
	}
	if dv.v == vWrite {
		r := desc() + " reads as a write"
		if nv.v == vRead {
			r = label + ` verb "` + nv.word + `" reads as a read, but ` + r
		} else if nv.v == vReadNoun {
			r = label + ` word "` + nv.word + `" reads as a read, but ` + r
		}
		return Intent{Write: true, Reason: r}
	}
	var read string
	verb := ""
	switch {
	case nv.v == vRead:
		read, verb = label+` verb "`+nv.word+`" reads as a read`, nv.word
	case dv.v == vRead:
		read, verb = desc()+" reads as a read", dv.word
		if dv.sqlRO {
			read = desc() + " reads as a read (SELECT or read-only SQL only)"
		}
		if nv.v == vAmbiguous {
			read = label + ` verb "` + nv.word + `" is ambiguous; ` + read
		}
	case nv.v == vReadNoun:
		read, verb = label+` word "`+nv.word+`" reads as a read`, ""
	}
	if read == "" {
		switch {
		case nv.v == vAmbiguous && dv.v == vAmbiguous:
			return Intent{Reason: label + ` verb "` + nv.word + `" and ` + desc() + ` are ambiguous; not called`}
		case nv.v == vAmbiguous:
			return Intent{Reason: label + ` verb "` + nv.word + `" is ambiguous and the description names no read; not called`}
		case dv.v == vAmbiguous:
			return Intent{Reason: desc() + " is ambiguous and the name has no verb; not called"}
		}
		return Intent{Reason: "no read or write verb found; not called"}
	}
	if reachesURL(verb, words, sentence) || (nv.v == vRead && reachesURL(dv.word, words, sentence)) {
		return Intent{Reason: read + ", but it fetches a caller-given URL (reaches outside the server); not called"}
	}
	for _, v := range []string{nv.word, dv.word} {
		if actsOnDesktop(v, words, sentence) {
			return Intent{Write: true, Reason: read + `, but "` + v + `" acts on an app, window or device of the user's machine`}
		}
	}
	if w := drivesBrowser(words, sentence); w != "" {
		return Intent{Write: true, Reason: read + `, but "` + w + `": it reads a browser page, and calling it opens or drives a browser`}
	}
	if verb == "convert" && !convertsValue(words, sentence) {
		return Intent{Reason: read + `, but what it converts is not a given value (it may change a stored object); not called`}
	}
	return Intent{Call: true, Reason: read}
}
