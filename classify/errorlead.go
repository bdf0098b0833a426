package classify

import (
	"bytes"
	"regexp"
	"unicode"
	"unicode/utf8"
)

// leadWordOK reports whether the error word errorLead found at the start
// of line (group 1 of loc, lower-cased in word) really opens an error
// message rather than a title, a key or a compound naming data: "Error
// rate: 0.3%", "Error handling", "Cannot-miss deals", "Failed jobs:",
// "Not Found (2019) is a film" and "Rejected orders:" over a list are
// data; "Error: x", "Error 1146 (42S02): …", "Error executing tool x",
// "Failed to …", "Not found" are errors.
func leadWordOK(word string, rest []byte) bool {
	if len(rest) >= 2 && rest[0] == '-' && isLetter(rest[1]) {
		return false // a compound: "Cannot-miss", "Error-free"
	}
	next := bytes.TrimLeft(rest, " \t")
	if len(next) == 0 {
		return true
	}
	if namedTitle(next) {
		return false // "Not Found, a 2023 short film", "Cannot Stop Now - album by …"
	}
	switch word {
	case "error", "failure", "exception", "bad request", "bad gateway":
		return followsErrorNoun(next)
	case "timeout":
		return next[0] == ':'
	case "failed", "not found":
		return followsFailed(next)
	case "panic":
		return next[0] == ':'
	}
	return true
}

// namedTitle reports whether what follows an error word shows the line
// names a work or a thing: an appositive (", a 2023 short film", ", an
// album") or two words or more in Title Case then a dash or a
// parenthesis ("Stop Now - album by …", "Stop Now (2011)").
func namedTitle(next []byte) bool {
	if next[0] == ',' {
		b := bytes.TrimLeft(next[1:], " ")
		return len(b) > 3 && (b[0] == 'a' && b[1] == ' ' || b[0] == 'a' && b[1] == 'n' && b[2] == ' ')
	}
	words := 0
	for len(next) > 0 && next[0] >= 'A' && next[0] <= 'Z' {
		i := 1
		for i < len(next) && isLetter(next[i]) {
			i++
		}
		words++
		next = bytes.TrimLeft(next[i:], " ")
	}
	if words < 2 || len(next) == 0 {
		return false
	}
	return next[0] == '(' || next[0] == '-' || bytes.HasPrefix(next, []byte("–")) || bytes.HasPrefix(next, []byte("—"))
}

// followsErrorNoun: what may follow "Error" opening an error message: a
// punctuation mark, a code number, or a word that goes on describing the
// failure ("in", "while", "executing", "occurred"), not a noun making a
// compound key or title ("rate", "handling", "log").
func followsErrorNoun(next []byte) bool {
	if !isLetter(next[0]) {
		return true
	}
	w := lowerWord(next)
	switch w {
	case "in", "on", "at", "from", "while", "when", "during", "occurred", "occured", "was", "has", "for", "with", "is":
		return true
	case "handling", "reporting", "logging", "tracking", "boundary", "boundaries":
		return false
	}
	return len(w) > 4 && w[len(w)-3:] == "ing"
}

// followsFailed: what may follow "Failed" or "Not found" opening an error
// message ("Failed to …", "Failed: …", "Not found in …"), not a noun it
// qualifies ("Failed jobs:") nor a title going on ("Not Found (2019) is …").
func followsFailed(next []byte) bool {
	switch next[0] {
	case ':', '.', '!', ',', ';', '-', '\'', '"', '`':
		return true
	}
	if !isLetter(next[0]) {
		return false
	}
	switch lowerWord(next) {
	case "to", "with", "because", "due", "for", "on", "at", "in", "while", "after", "or", "and", "when", "under", "within",
		"since", "until", "by", "yet", "anymore", "here", "now", "right", "please", "try",
		"offline", "online", "currently", "temporarily":
		return true
	}
	return false
}

// lowerWord returns the ASCII letters leading b, lower-cased.
func lowerWord(b []byte) string {
	n := 0
	for n < len(b) && n < 24 && isLetter(b[n]) {
		n++
	}
	w := make([]byte, n)
	for i := 0; i < n; i++ {
		c := b[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		w[i] = c
	}
	return string(w)
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// metricNotError reports whether line reads as a measure rather than an
// error message: a key with a numeric value ("Error rate: 0.3%", "Errors:
// 0", "Denied requests today: 4", "Invalid entries: 0 of 120"), unless
// the value is an HTTP error status ("HTTP error: 503").
func metricNotError(line []byte) bool {
	i := skipMarks(line)
	b := line[i:]
	if len(b) == 0 || !isLetter(b[0]) {
		return false
	}
	k := 1
	for k < len(b) && k <= 40 && b[k] != ':' {
		c := b[k]
		if !isLetter(c) && c != ' ' && c != '(' && c != ')' && c != '/' && c != '-' {
			return false
		}
		k++
	}
	if k >= len(b) || b[k] != ':' {
		return false
	}
	v := bytes.TrimSpace(b[k+1:])
	if len(v) == 0 || !isDigit(v[0]) {
		return false
	}
	if len(v) == 3 && (v[0] == '4' || v[0] == '5') && isDigit(v[1]) && isDigit(v[2]) {
		return false // "HTTP error: 503"
	}
	n := 0
	for n < len(v) && (isDigit(v[n]) || v[n] == '.' || v[n] == ',') {
		n++
	}
	unit := bytes.TrimSpace(v[n:])
	switch {
	case len(unit) == 0, string(unit) == "%", string(unit) == "ms", string(unit) == "s":
		return true
	case bytes.HasPrefix(unit, []byte("of ")):
		return allDigits(bytes.TrimSpace(unit[3:]), true)
	case unit[0] == '/':
		return allDigits(bytes.TrimSpace(unit[1:]), false)
	}
	return false
}

// allDigits reports whether b is one or more digits (commas allowed when
// commas is set).
func allDigits(b []byte, commas bool) bool {
	if len(b) == 0 || !isDigit(b[0]) {
		return false
	}
	for _, c := range b {
		if !isDigit(c) && !(commas && c == ',') {
			return false
		}
	}
	return true
}

// skipMarks returns the length of the marks (at most four runes that are
// neither letters nor digits: "❌ ", "**", "- ") leading line.
func skipMarks(line []byte) int {
	i := 0
	for k := 0; k < 4 && i < len(line); k++ {
		r, n := utf8.DecodeRune(line[i:])
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			break
		}
		i += n
	}
	return i
}

// titleOverList reports whether t opens with a title line such as
// "Rejected orders:" followed by two or more list items: a failure
// adjective and a plural noun ending with ':' ("Failed jobs:", "Unknown
// words:") titles data. Arguments and parameters stay errors ("Invalid
// arguments:" lists what the call got wrong).
func titleOverList(t, line []byte) bool {
	if len(line) == 0 || line[len(line)-1] != ':' {
		return false
	}
	if !titleWords(line) {
		return false
	}
	return dataAfter(t[len(line):], false)
}

// httpReasonLen returns the length of the HTTP error reason phrase b
// starts with ("Not Found", "Service Unavailable", in any case), or 0.
func httpReasonLen(b []byte) int {
	for _, r := range [...]string{"bad request", "unauthorized", "unauthorised", "payment required", "forbidden",
		"not found", "method not allowed", "not acceptable", "request timeout", "conflict", "gone",
		"payload too large", "unprocessable entity", "unprocessable content", "too many requests",
		"internal server error", "not implemented", "bad gateway", "service unavailable", "gateway timeout"} {
		if len(b) >= len(r) && asciiFoldEqual(b[:len(r)], r) && (len(b) == len(r) || !isLetter(b[len(r)])) {
			return len(r)
		}
	}
	return 0
}

// httpReasonMessage reports whether a trimmed text is nothing but an HTTP
// error reason phrase of two words or more, with an optional final '.' or
// '!' ("Internal Server Error", "Service unavailable."); one-word phrases
// ("Conflict", "Gone") are words a text may well be.
func httpReasonMessage(t []byte) bool {
	if len(t) < 9 || len(t) > 24 {
		return false
	}
	if c := t[len(t)-1]; c == '.' || c == '!' {
		t = t[:len(t)-1]
	}
	return httpReasonLen(t) == len(t) && bytes.IndexByte(t, ' ') > 0
}

// afterApology returns line without a leading apology ("Sorry, ",
// "Unfortunately, "), so that the message after it is read as a whole
// ("Sorry, that city could not be found.").
func afterApology(line []byte) []byte {
	if len(line) < 8 {
		return line
	}
	switch line[0] | 0x20 {
	case 's', 'i', 'a', 'u':
	default:
		return line
	}
	for _, p := range [...]string{"sorry", "i'm sorry", "i am sorry", "apologies", "unfortunately"} {
		if len(line) > len(p)+1 && asciiFoldEqual(line[:len(p)], p) {
			switch line[len(p)] {
			case ',', '!', '.', ':':
				return bytes.TrimLeft(line[len(p)+1:], " \t")
			}
		}
	}
	return line
}

// logExcerpt reports whether one of the four lines after the first of t
// opens with a log level that is not an error's ("INFO", "[WARN]",
// "debug:"): the text is a log excerpt whose first entry happens to be an
// error, not an error answer.
func logExcerpt(t []byte) bool {
	i := bytes.IndexByte(t, '\n')
	for n := 0; i >= 0 && n < 4; n++ {
		t = t[i+1:]
		i = bytes.IndexByte(t, '\n')
		line := t
		if i >= 0 {
			line = t[:i]
		}
		line = bytes.TrimLeft(line, " \t[")
		for _, lvl := range [...]string{"info", "warn", "warning", "debug", "trace", "notice"} {
			if len(line) > len(lvl) && asciiFoldEqual(line[:len(lvl)], lvl) && !isLetter(line[len(lvl)]) {
				return true
			}
		}
	}
	return false
}

// asciiFoldEqual reports whether b equals the lower-case ASCII w, in any
// case.
func asciiFoldEqual(b []byte, w string) bool {
	for k := range len(w) {
		c := b[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[k] {
			return false
		}
	}
	return true
}

// httpStatusAt returns the length of the HTTP error status and reason
// phrase b starts with ("404 Not Found", "503 Service Unavailable"), or 0.
func httpStatusAt(b []byte) int {
	if len(b) < 5 || b[0] != '4' && b[0] != '5' || !isDigit(b[1]) || !isDigit(b[2]) || b[3] != ' ' && b[3] != '\t' {
		return 0
	}
	rest := bytes.TrimLeft(b[4:], " \t")
	n := httpReasonLen(rest)
	if n == 0 {
		return 0
	}
	return len(b) - len(rest) + n
}

// httpStatusLine reports whether a first line is an HTTP error status
// with its reason phrase ("404 Not Found", "HTTP 500 Internal Server
// Error", "HTTP/1.1 503 Service Unavailable"), alone or before a message
// (after ':', '.', '!', '(' or a dash).
func httpStatusLine(line []byte) bool {
	b := line
	if len(b) >= 4 && asciiFoldEqual(b[:4], "http") {
		b = b[4:]
		if len(b) > 0 && b[0] == '/' {
			b = b[1:]
			for len(b) > 0 && (isDigit(b[0]) || b[0] == '.') {
				b = b[1:]
			}
		}
		if len(b) == 0 || b[0] != ' ' && b[0] != '\t' {
			return false
		}
		b = bytes.TrimLeft(b, " \t")
	}
	n := httpStatusAt(b)
	if n == 0 {
		return false
	}
	tail := bytes.TrimLeft(b[n:], " \t")
	if len(tail) == 0 {
		return true
	}
	switch tail[0] {
	case ':', '.', '!', '(', '-', 0xe2: // 0xe2 opens "–" and "—"
		return true
	}
	return false
}

// httpStatusAnywhere reports whether a line holds an HTTP error status
// with its reason phrase ("Upstream returned 502 Bad Gateway"); only short
// texts are read with it.
func httpStatusAnywhere(line []byte) bool {
	for i := 0; i+5 <= len(line); i++ {
		if (line[i] == '4' || line[i] == '5') && (i == 0 || !isLetter(line[i-1]) && !isDigit(line[i-1])) && httpStatusAt(line[i:]) > 0 {
			return true
		}
	}
	return false
}

// constErrorLead matches an error constant leading a line ("SQLITE_ERROR:
// no such column", "ERR_INVALID_ARG_TYPE:", "FILE_NOT_FOUND"), followed
// by ':' or alone on the line.
var constErrorLead = regexp.MustCompile(`^(?:(?:[A-Z][A-Z0-9]*_)*(?:ERROR|ERR|FAILED|FAILURE|NOT_FOUND|DENIED|TIMEOUT|FORBIDDEN|UNAUTHORI[SZ]ED|INVALID(?:_[A-Z0-9]+)*)|ERR_[A-Z0-9_]+)(?:\s*:|\s*$)`)

// lowerLead lower-cases an error word and folds its inner spaces to one
// ("Not  Found" → "not found").
func lowerLead(b []byte) string {
	w := make([]byte, 0, len(b))
	for _, c := range b {
		switch {
		case c == ' ' || c == '\t':
			if len(w) > 0 && w[len(w)-1] != ' ' {
				w = append(w, ' ')
			}
		case c >= 'A' && c <= 'Z':
			w = append(w, c+'a'-'A')
		default:
			w = append(w, c)
		}
	}
	return string(w)
}

// clauseEnds reports whether errorClause matches line and the failure
// ends the clause: a mark, the line's end or a word going on about the
// failure follows ("Key not found: k", "Login failed for x"), not a title
// going on ("Not Found (2019) is a film").
func clauseEnds(line []byte) bool {
	if !clausePossible(line) {
		return false
	}
	loc := errorClause.FindIndex(line)
	if loc == nil {
		return false
	}
	if loc[1] == 0 || !isLetter(line[loc[1]-1]) {
		return true
	}
	head := line[:loc[1]]
	if bytes.HasSuffix(bytes.ToLower(head), []byte("valid")) {
		return true // "'x' is not a valid date": the noun follows
	}
	if i := bytes.LastIndexAny(head, " \t"); i >= 0 && followsFailed(head[i+1:]) {
		return true // the clause took its joining word: "failed with"
	}
	next := bytes.TrimLeft(line[loc[1]:], " \t")
	return len(next) == 0 || followsFailed(next) && !namedTitle(next)
}

// errorFirstLine applies the first-line rules to a trimmed text t whose
// first line (at most 300 bytes) is line: an error word checked against
// what follows it, an HTTP error status, an error constant or "Unknown
// <thing>: x"; never a measure ("Errors: 0") nor a title over a list
// ("Rejected orders:"). The cheap matches run first, the exclusions only
// when one of them fired.
func errorFirstLine(t, line []byte) (string, bool) {
	if len(line) == 0 {
		return "", false
	}
	note := ""
	switch {
	case leadCandidate(line) && errorLead.Match(line):
		loc := errorLead.FindSubmatchIndex(line)
		if loc[2] < 0 || leadWordOK(lowerLead(line[loc[2]:loc[3]]), line[loc[1]:]) {
			note = "first line reads as an error message"
		}
	case (line[0] == '4' || line[0] == '5' || line[0]|0x20 == 'h') && httpStatusLine(line):
		note = "first line is an HTTP error status"
	case len(line) > 1 && line[0] >= 'A' && line[0] <= 'Z' && (line[1] >= 'A' && line[1] <= 'Z' || isDigit(line[1]) || line[1] == '_') && constErrorLead.Match(line):
		note = "first line reads as an error message"
	case firstWordIs(line, "unknown") && unknownThing.Match(line) || firstWordIs(line, "expected") && expectedGot(line) ||
		firstWordIs(line, "no") && noSuchID(line):
		note = "first line reads as an error message"
	}
	if note == "" || metricNotError(line) || titleOverList(t, line) || partialOverData(t, line) {
		return "", false
	}
	return note, true
}

// leadCandidate is a cheap test run before errorLead: whether the first
// word of line (after at most four marks such as "❌ " or "**") is one
// errorLead may start with, names an error or exception, or looks like an
// errno code. Most first lines of data fail it at once.
func leadCandidate(line []byte) bool {
	i := skipMarks(line)
	var buf [24]byte
	w := buf[:0]
	upper := 0
	for j := i; j < len(line); j++ {
		c := line[j]
		if !isLetter(c) && !isDigit(c) && c != '_' && c != '.' && c != '$' && c != '\'' && c != '!' {
			break
		}
		if len(w) == len(buf) {
			return true // a long name (java.lang.IllegalStateException): errorLead decides
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
			upper++
		}
		w = append(w, c)
	}
	if string(w) == "err!" {
		return true
	}
	for len(w) > 0 && (w[len(w)-1] == '.' || w[len(w)-1] == '!') {
		w = w[:len(w)-1]
	}
	if len(w) == 0 {
		return false
	}
	switch string(w) {
	case "error", "exception", "traceback", "fatal", "failed", "timeout", "insufficient", "failure",
		"unable", "cannot", "can't", "could", "couldn't", "permission", "access", "not", "no",
		"invalid", "unsupported", "unknown", "something", "missing", "forbidden", "unauthorized", "unauthorised",
		"denied", "refuse", "refused", "refusing", "rejected", "panic", "oops", "bad", "sorry", "npm", "an":
		return true
	}
	if w[0] == 'e' && upper >= 4 {
		return true // an errno code: ENOENT
	}
	return bytes.Contains(w, []byte("error")) || bytes.Contains(w, []byte("exception"))
}

// programPrefix matches a lower-case program name or error code ending
// with ':' before a message ("bash: ", "python3: ", "object_not_found: "),
// not a level such as "warning:" or "note:".
var programPrefix = regexp.MustCompile(`^([a-z][a-z0-9_.-]{0,29}):\s+`)

// programPrefixed reports whether line is a message behind one or two
// program prefixes that reads as an error: "bash: foo: command not found",
// "python3: can't open file 'x'", "object_not_found: Could not find x".
// The message must hold two words or more ("status: failed" is a field).
func programPrefixed(line []byte) bool {
	rest := line
	for k := 0; k < 2; k++ {
		m := programPrefix.FindSubmatchIndex(rest)
		if m == nil {
			return false
		}
		switch string(rest[m[2]:m[3]]) {
		case "warning", "warn", "note", "hint", "info", "debug", "tip", "status", "state", "result":
			return false
		}
		rest = rest[m[1]:]
		if bytes.IndexByte(bytes.TrimSpace(rest), ' ') < 0 {
			return false
		}
		if _, ok := errorFirstLine(rest, rest); ok || clauseEnds(rest) && !metricNotError(rest) {
			return true
		}
	}
	return false
}

// clausePossible is a cheap test run before errorClause: whether the
// line (its first 300 bytes, lower-cased) holds one of the words every
// errorClause match holds.
func clausePossible(line []byte) bool {
	var buf [300]byte
	if len(line) > len(buf) {
		return true // errorClause decides
	}
	n := copy(buf[:], line)
	low := buf[:n]
	for i, c := range low {
		if c >= 'A' && c <= 'Z' {
			low[i] = c + 'a' - 'A'
		}
	}
	words := [...]string{"not", "n't", "fail", "error", "exception", "timed out", "exceeded", "reached",
		"required", "denied", "rejected", "refused", "violates"}
	for _, w := range words {
		if containsWord(low, w) {
			return true
		}
	}
	return false
}

// containsWord reports whether b holds w, without allocating.
func containsWord(b []byte, w string) bool {
	for i := 0; i+len(w) <= len(b); {
		k := bytes.IndexByte(b[i:], w[0])
		if k < 0 || i+k+len(w) > len(b) {
			return false
		}
		if string(b[i+k:i+k+len(w)]) == w {
			return true
		}
		i += k + 1
	}
	return false
}

// firstWordIs reports whether line's first word, after at most four
// marks, is w (lower-case ASCII), in any case.
func firstWordIs(line []byte, w string) bool {
	i := skipMarks(line)
	if len(line)-i < len(w) || len(line)-i > len(w) && isLetter(line[i+len(w)]) {
		return false
	}
	for k := 0; k < len(w); k++ {
		if line[i+k]|0x20 != w[k] {
			return false
		}
	}
	return true
}

// expectedGot reports whether line says what the call should have passed
// and what it passed ("Expected number, received string", "expected 5
// fields, got 3"). Asked only of lines whose first word is "expected", so
// the expression is compiled then, not kept.
func expectedGot(line []byte) bool {
	return regexp.MustCompile(`(?i)^[^A-Za-z0-9]{0,4}expected\b[^\n]{0,80}?[,;:]?\s(?:but\s)?(?:got|received|found)\b`).Match(line)
}

// noSuchID reports whether line says "No <thing> with id/name <x>" ("No
// user with id 4471", "No project with name 'x'"): a lookup of one named
// thing that failed, not an empty search ("No tasks matching 'x'"). Asked
// only of lines whose first word is "no".
func noSuchID(line []byte) bool {
	w := lowerWords(line[skipMarks(line):], 7)
	if len(w) < 4 || w[0] != "no" {
		return false
	}
	for k := 2; k <= 3 && k+1 < len(w); k++ {
		if w[k] != "with" && w[k] != "for" && w[k] != "having" {
			continue
		}
		n := w[k+1]
		if n == "the" && k+2 < len(w) {
			n = w[k+2]
		}
		switch n {
		case "id", "ids", "uuid", "name", "key", "slug", "number", "path":
			return true
		}
	}
	return false
}

// titleWords reports whether line is a failure adjective, one to three
// words ending with a plural and a ':' ("Rejected orders:", "Failed
// nightly jobs:"), naming no call inputs ("Invalid arguments:").
func titleWords(line []byte) bool {
	b := bytes.TrimSpace(line[skipMarks(line):])
	if len(b) < 2 || b[len(b)-1] != ':' {
		return false
	}
	w := lowerWords(b[:len(b)-1], 5)
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	switch w[0] {
	case "rejected", "denied", "refused", "invalid", "unsupported", "unknown", "missing", "failed", "blocked":
	default:
		return false
	}
	for _, x := range w[1:] {
		for k := 0; k < len(x); k++ {
			if !isLetter(x[k]) && x[k] != '-' {
				return false
			}
		}
		switch x {
		case "arguments", "args", "parameters", "params", "options", "inputs":
			return false
		}
	}
	last := w[len(w)-1]
	return last[len(last)-1] == 's'
}

// lowerWords returns the first limit words of b (split at white space),
// lower-cased; punctuation stays on its word.
func lowerWords(b []byte, limit int) []string {
	var out []string
	for _, f := range bytes.Fields(b) {
		if len(out) == limit {
			break
		}
		out = append(out, string(bytes.ToLower(f)))
	}
	return out
}
