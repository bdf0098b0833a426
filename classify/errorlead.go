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
	switch word {
	case "error", "failure", "exception":
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

// metricLine matches a first line that is a key with a numeric value
// ("Error rate: 0.3%", "Errors: 0", "Denied requests today: 4", "Invalid
// entries: 0 of 120"): a measure, not an error message.
var metricLine = regexp.MustCompile(`^[^A-Za-z0-9]{0,4}[A-Za-z][A-Za-z ()/-]{0,39}:\s*\d[\d.,]*\s*(?:%|ms|s|of \d[\d,]*|/\s*\d+)?\s*$`)

// httpErrorValue matches a value that is an HTTP error status ("HTTP
// error: 503"): still an error, though numeric.
var httpErrorValue = regexp.MustCompile(`:\s*[45]\d\d\s*$`)

// metricNotError reports whether line reads as a measure rather than an
// error message.
func metricNotError(line []byte) bool {
	return metricLine.Match(line) && !httpErrorValue.Match(line)
}

// titleLead matches a title naming a kind of data by a failure adjective
// and a plural noun, ending with ':' ("Rejected orders:", "Failed
// jobs:", "Unknown words:"): over a list it titles data. Arguments and
// parameters stay errors ("Invalid arguments:" lists what the call got
// wrong).
var titleLead = regexp.MustCompile(`(?i)^[^A-Za-z0-9]{0,4}(?:rejected|denied|refused|invalid|unknown|missing|failed|blocked)\s+(?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+s\s*:\s*$`)

// paramsWord matches nouns naming a call's inputs.
var paramsWord = regexp.MustCompile(`(?i)\b(?:arguments|args|parameters|params|options|inputs)\b`)

// titleOverList reports whether t opens with a title line such as
// "Rejected orders:" followed by two or more list items.
func titleOverList(t, line []byte) bool {
	if !titleLead.Match(line) || paramsWord.Match(line) {
		return false
	}
	items := 0
	rest := t[len(line):]
	for len(rest) > 0 && items < 2 {
		l := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		l = bytes.TrimSpace(l)
		if len(l) == 0 {
			continue
		}
		if l[0] != '-' && l[0] != '*' && l[0] != '+' && !isDigit(l[0]) {
			return false
		}
		items++
	}
	return items == 2
}

// httpStatusLine matches a first line that is an HTTP error status with
// its reason phrase ("404 Not Found", "HTTP 500 Internal Server Error",
// "HTTP/1.1 503 Service Unavailable"), alone or before a message.
var httpStatusLine = regexp.MustCompile(`(?i)^(?:HTTP(?:/\d(?:\.\d)?)?\s+)?[45]\d\d\s+` + httpReasons + `\s*(?:$|[:.!\-–—(])`)

// httpReasons are the reason phrases of HTTP error statuses.
const httpReasons = `(?:bad request|unauthori[sz]ed|payment required|forbidden|not found|method not allowed|not acceptable|request timeout|conflict|gone|payload too large|unprocessable (?:entity|content)|too many requests|internal server error|not implemented|bad gateway|service unavailable|gateway timeout)`

// httpStatusAnywhere matches an HTTP error status with its reason phrase
// inside a line ("Upstream returned 502 Bad Gateway"); only short texts
// are read with it.
var httpStatusAnywhere = regexp.MustCompile(`(?i)\b[45]\d\d\s+` + httpReasons + `\b`)

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
	return len(next) == 0 || followsFailed(next)
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
	case (line[0] == '4' || line[0] == '5' || line[0]|0x20 == 'h') && httpStatusLine.Match(line):
		note = "first line is an HTTP error status"
	case len(line) > 1 && line[0] >= 'A' && line[0] <= 'Z' && (line[1] >= 'A' && line[1] <= 'Z' || isDigit(line[1]) || line[1] == '_') && constErrorLead.Match(line):
		note = "first line reads as an error message"
	case firstWordIs(line, "unknown") && unknownThing.Match(line) || firstWordIs(line, "expected") && expectedGot.Match(line) ||
		firstWordIs(line, "no") && noSuchID.Match(line):
		note = "first line reads as an error message"
	}
	if note == "" || metricNotError(line) || titleOverList(t, line) {
		return "", false
	}
	return note, true
}

// leadCandidate is a cheap test run before errorLead: whether the first
// word of line (after at most four marks such as "❌ " or "**") is one
// errorLead may start with, names an error or exception, or looks like an
// errno code. Most first lines of data fail it at once.
func leadCandidate(line []byte) bool {
	i := 0
	for k := 0; k < 4 && i < len(line); k++ {
		r, n := utf8.DecodeRune(line[i:])
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			break
		}
		i += n
	}
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
		"invalid", "unknown", "something", "missing", "forbidden", "unauthorized", "unauthorised",
		"denied", "refuse", "refused", "refusing", "rejected", "panic", "oops", "bad", "sorry", "npm", "an":
		return true
	}
	if w[0] == 'e' && upper >= 4 {
		return true // an errno code: ENOENT
	}
	return bytes.Contains(w, []byte("error")) || bytes.Contains(w, []byte("exception"))
}

// expectedGot matches a message saying what the call should have passed
// and what it passed ("Expected number, received string", "expected 5
// fields, got 3").
var expectedGot = regexp.MustCompile(`(?i)^[^A-Za-z0-9]{0,4}expected\b[^\n]{0,80}?[,;:]?\s(?:but\s)?(?:got|received|found)\b`)

// noSuchID matches "No <thing> with id/name <x>" ("No user with id 4471",
// "No project with name 'x'"): a lookup of one named thing that failed,
// not an empty search ("No tasks matching 'x'").
var noSuchID = regexp.MustCompile(`(?i)^[^A-Za-z0-9]{0,4}no\s+[a-z_-]+(?:\s+[a-z_-]+)?\s+(?:with|for|having)\s+(?:the\s+)?(?:id|ids|uuid|name|key|slug|number|path)\b`)

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
	i := 0
	for k := 0; k < 4 && i < len(line); k++ {
		r, n := utf8.DecodeRune(line[i:])
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			break
		}
		i += n
	}
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
