package classify

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// FlagErrorText marks a result that reads as an error although isError is
// absent or false: its main text begins like an error message ("Error:
// fetch failed", "Failed to open …", "ENOENT: …", "Key not found: k",
// "Permission denied"), or is a small JSON envelope whose payload is a
// failure ({"error":"fetch failed"}, {"success":false,"message":…},
// {"status":"error","message":…}). Such answers are error answers, not
// outputs of a pattern. A JSON answer that reports a validation verdict
// ({"valid":false,"error":…}), counts problems ({"error":0}) or carries
// data besides the error is not an error answer; neither is text that
// merely mentions an error after its first line.
const FlagErrorText = "error_text"

// errorLead matches the first line of an error message: it starts with an
// error word ("Error", "Failed", "Cannot", "Not found", "Permission
// denied", a refusal such as "Forbidden" or "Not allowed", "Timeout:",
// "Insufficient permissions", "Oops", "Sorry, I could not"), an errno code
// (ENOENT:), an exception name (TypeError:, java.io.IOException,
// psycopg2.errors.UndefinedTable:) or npm's "npm ERR!". Group 1 holds the
// error word, which leadWordOK checks against what follows it.
var errorLead = regexp.MustCompile(`^(?:(?i:[^A-Za-z0-9]{0,4}(error|an? (?:unexpected |internal |unknown )?error (?:has )?occurr?ed|exception|traceback|fatal|failed|timeout|insufficient (?:permissions?|privileges?|scopes?|funds|balance|credits|quota)|failure|unable to|cannot|can't|could not|couldn't|permission denied|access denied|not found|no such|invalid|unsupported|unknown (?:tool|command|method|argument|parameter)|something went wrong|missing required|not (?:allowed|permitted|authori[sz]ed)|forbidden|unauthori[sz]ed|denied|refus(?:e|ed|ing) to|rejected|panic|oops|bad (?:request|credentials|gateway|token)|sorry,?\s+(?:i |we )?(?:could not|couldn't|can't|cannot|was unable|am unable|were unable|failed|did not find|didn't find))\b)|E[A-Z]{3,}:|[A-Za-z0-9_.$]*[a-z](?:Error|Exception)\b|[a-z_]\w*(?:\.\w+)*\.(?:errors?|exceptions?)\.[A-Z]\w*:|(?i:[^A-Za-z0-9]{0,4}(?:npm )?err!))`)

// unknownThing matches "Unknown <thing>" naming what the call asked for
// ("Unknown repository: acme/x", "Unknown action 'purge'"): one word,
// then a colon and a value that is not a number, or a quoted name.
var unknownThing = regexp.MustCompile(`(?i)^[^A-Za-z0-9]{0,4}unknown\s+[a-z_-]+\s*(?::\s*[^\s\d]|['"` + "`" + `‘“])`)

// errorClause matches a short message whose subject (at most five words,
// no sentence or clause end before it, no ':' in it; dots inside words
// such as file names are fine) is said to be missing, refused or failed:
// "Key not found: a:b", "Table 'x' does not exist", "Request failed:
// timeout", "SQL error: near FROM", "Authentication required". It is only
// applied to texts of at most two non-blank lines (a message, not a
// document that mentions a failure).
var errorClause = regexp.MustCompile(`(?i)^[^A-Za-z0-9]{0,4}(?:[^\s:]*[^\s.!?:;,]\s+){0,5}?(?:(?:was |were |is |are |could )?not (?:be )?found|(?:does|do|did) not exist|doesn't exist|(?:is |are |was )?not (?:allowed|permitted|authori[sz]ed|available|supported)|(?:has |have )?failed(?:\s*(?:[:.!]|$)|\s+(?:with|because|due|for|to|on|at|while|after|when)\b)|(?:error|exception)(?:\s+-?\d+)?\s*[:!]|(?:has |have |was )?timed out\b|(?:limit|quota) (?:exceeded|reached)\b|(?:authentication|authori[sz]ation|confirmation|permission|login|approval)\s+required\b|(?:is |was )?(?:denied|rejected|refused)\b|(?:is|are) required\b|(?:is|are) not (?:a )?valid\b|violates\s+(?:[\w-]+\s+){0,2}constraint\b)`)

// noErrorValue matches the value of an "error" line that says there is
// none ("Last error: none").
var noErrorValue = regexp.MustCompile(`(?i)(?:error|exception)\s*[:!]\s*(?:none|null|nil|no|0|-|n/a|false|\(none\))?\s*$`)

// countLead matches a line that starts with a count ("3 tests failed"):
// a report of problems, not an error answer. An HTTP status ("404 not
// found") is not a count.
var countLead = regexp.MustCompile(`^\d[\d,.]*\s+[A-Za-z]`)

// httpStatusLead matches a line that starts with an HTTP error status.
var httpStatusLead = regexp.MustCompile(`^[45]\d\d\s`)

// maxErrorJSONKeys bounds the members of a JSON object read as an error
// envelope: a record with an "error" field among many is data.
const maxErrorJSONKeys = 4

// ErrorShapedText reports whether a text reads as an error answer (the
// rule behind FlagErrorText), with a note saying why. Fitting and scoring
// leave such outputs out, like isError results.
func ErrorShapedText(text []byte) (string, bool) { return errorShaped(text) }

// errorShaped reports whether a text block reads as an error, with a note
// saying why.
func errorShaped(text []byte) (string, bool) {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return "", false
	}
	if t[0] == '{' {
		return errorEnvelope(t)
	}
	if t[0] == '[' {
		if note, isErr, isJSON := errorArray(t); isJSON {
			return note, isErr
		}
	}
	if body, ok := fencedJSON(t); ok {
		if note, isErr := errorEnvelope(body); isErr {
			return note + " in a fenced code block", true
		}
		return "", false
	}
	return errorMessage(t)
}

// errorMessage applies the text rules to a trimmed text: an error word
// leading the first line, or a short message whose subject is missing,
// refused or failed.
func errorMessage(t []byte) (string, bool) {
	if len(t) == 0 {
		return "", false
	}
	line := t
	if i := bytes.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	if len(line) > 300 {
		line = line[:300]
	}
	if note, ok := errorFirstLine(t, line); ok {
		if logExcerpt(t) {
			return "", false // "ERROR 2026-03-01 disk full\nINFO … retry ok": a log read back
		}
		if line[0] == '#' && documentBelow(t[len(line):]) {
			return "", false // "## [error] ECONNRESET …" over "## Root Cause", "## Fix", pairs: a record about an error
		}
		return note, true
	}
	if httpReasonMessage(t) {
		return "an HTTP error reason phrase as the whole message", true
	}
	if httpErrorResponse(t) {
		return "an HTTP client's report of a 4xx or 5xx status whose response body is a JSON error object", true
	}
	if nonBlankLines(t, 3) <= 2 && (clauseEnds(afterApology(line)) || errnoName.Match(line)) && !noErrorValue.Match(line) && (!countLead.Match(line) || httpStatusLead.Match(line)) && !metricNotError(line) {
		return "a short message saying its subject is missing, refused or failed", true
	}
	if nonBlankLines(t, 3) <= 2 && (programPrefixed(line) || httpStatusAnywhere(line) && !countLead.Match(line)) {
		return "a short message reporting a failure", true
	}
	if nonBlankLines(t, 3) <= 2 && namedMissing.Match(line) {
		return "a short message saying a named file or resource was not found", true
	}
	if s, ok := sentenceAfterHeading(t); ok && nonBlankLines(t, 4) <= 3 {
		if _, isErr := errorFirstLine(s, s); isErr {
			return "a heading over a short error message", true
		}
	}
	if s, ok := sentenceAfterHeading(t); ok && clausePossible(s) && errorClause.Match(s) && errorSentence(s) {
		return "a heading over a sentence saying its subject is missing, refused or failed", true
	}
	return cjkError(t)
}

// namedMissing matches "No <a named thing> found": a file name, a path or
// an identifier with '.', '/' or '_' ("No SOURCE_MAP.json found for x",
// "No config/app.yaml found"), not a plural of words ("No results found",
// "No matches found" say an empty answer).
var namedMissing = regexp.MustCompile(`^No\s+[\w@-]*[./_][\w@./-]*\s+(?:was\s+|is\s+)?found\b`)

// sentenceAfterHeading returns the first line after a leading markdown
// heading ("## no/such/page" over "Path \"no/such/page\" not found."), when
// the text starts with one.
func sentenceAfterHeading(t []byte) ([]byte, bool) {
	if len(t) < 3 || t[0] != '#' {
		return nil, false
	}
	i := bytes.IndexByte(t, '\n')
	if i < 0 || i > 120 {
		return nil, false
	}
	rest := bytes.TrimLeft(t[i+1:], " \t\r\n")
	if j := bytes.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	return bytes.TrimSpace(rest), len(rest) > 0
}

// errorSentence: a line that is one short sentence (at most 100 bytes)
// ending with the failure, so the error clause is the whole message
// ("Path \"x\" not found.") rather than the start of a document.
func errorSentence(s []byte) bool {
	if len(s) > 100 {
		return false
	}
	loc := errorClause.FindIndex(s)
	if loc == nil {
		return false
	}
	tail := bytes.TrimSpace(s[loc[1]:])
	return len(tail) == 0 || len(tail) == 1 && (tail[0] == '.' || tail[0] == '!')
}

// errnoName matches a system error code anywhere in a line ("connect
// ECONNREFUSED 127.0.0.1:5432").
var errnoName = regexp.MustCompile(`\bE(?:CONNREFUSED|CONNRESET|CONNABORTED|NOTFOUND|TIMEDOUT|HOSTUNREACH|NETUNREACH|ACCES|PERM|NOENT|EXIST|ISDIR|NOTDIR|NOTEMPTY|ADDRINUSE|PIPE)\b`)

// nonBlankLines counts the non-blank lines of t, stopping at limit.
func nonBlankLines(t []byte, limit int) int {
	n := 0
	for len(t) > 0 && n < limit {
		line := t
		if i := bytes.IndexByte(t, '\n'); i >= 0 {
			line, t = t[:i], t[i+1:]
		} else {
			t = nil
		}
		if len(bytes.TrimSpace(line)) > 0 {
			n++
		}
	}
	return n
}

// jsonMember is one member of a small JSON object: its key normalised
// (lower case, '_' and '-' removed) and its raw value.
type jsonMember struct {
	key string
	val []byte
}

// smallObject reads t as exactly one JSON object of at most
// maxErrorJSONKeys members. It stops scanning at the first member over the
// bound, so large objects cost little.
func smallObject(t []byte) ([]jsonMember, bool) {
	ms := make([]jsonMember, 0, maxErrorJSONKeys+maxExtraEnvelopeKeys)
	ok := eachObjectMember(t, func(s *jsonx.Scanner, key []byte) bool {
		if len(ms) == maxErrorJSONKeys+maxExtraEnvelopeKeys {
			return false
		}
		v, _, err := s.Value()
		if err != nil {
			return false
		}
		ms = append(ms, jsonMember{key: normKey(jsonx.NameText(key)), val: v})
		// Past maxErrorJSONKeys members every member must be an envelope
		// member, else the object is a record: stop reading it at once.
		switch {
		case len(ms) == maxErrorJSONKeys+1:
			for _, m := range ms {
				if !envelopeRole(m) {
					return false
				}
			}
		case len(ms) > maxErrorJSONKeys+1:
			return envelopeRole(ms[len(ms)-1])
		}
		return true
	})
	if !ok {
		return nil, false
	}
	return ms, true
}

// envelopeRole reports whether a member has a role in an error envelope.
func envelopeRole(m jsonMember) bool {
	return errorMemberKey(m.key) || outcomeKey(m.key) || messageKey(m.key) || envelopeKey(m.key) || metaKey(m.key) ||
		descriptorMember(m.key, m.val)
}

// metaKey: a member that says when or where a call failed; an error
// envelope may carry it ({"error":…,"timestamp":…,"path":…}), but beside
// a status alone it may as well be a record's ({"status":"failed",
// "time":…}), so it does not count as an envelope member there.
func metaKey(k string) bool {
	switch k {
	case "timestamp", "time", "path", "file", "filepath", "filename", "command", "requestid", "traceid", "correlationid":
		return true
	}
	return false
}

// maxExtraEnvelopeKeys: an object of envelope members only may have this
// many members more than maxErrorJSONKeys ({"timestamp":…,"status":404,
// "error":"Not Found","message":…,"path":"/x"}).
const maxExtraEnvelopeKeys = 3

// Member roles in an error envelope (keys normalised by normKey).

// errorMemberKey: the member carries the error itself.
func errorMemberKey(k string) bool {
	switch k {
	case "error", "err", "errormessage", "errormsg", "errordetail", "iserror", "fault", "exception":
		return true
	}
	return false
}

// verdictKey: the member reports a check's verdict, so the object is a
// validation, health or test result whatever its "error" member says
// ({"healthy":false,"error":"connection refused"}).
func verdictKey(k string) bool {
	switch k {
	case "valid", "isvalid", "healthy", "ishealthy", "passed", "compliant", "reachable":
		return true
	}
	return false
}

// logLevelKey: the member gives a log entry's level, so the object is a
// log record whatever its error members say.
func logLevelKey(k string) bool { return k == "level" || k == "severity" || k == "loglevel" }

// recordIDKey: the member names the thing a record describes ("id",
// "jobId", "task_id"); the ids of a request or a trace (metaKey) do not.
func recordIDKey(k string) bool {
	return k == "id" || len(k) > 2 && k[len(k)-2:] == "id" && !metaKey(k) && k != "errorid"
}

// problemKey: a member of an RFC 9457 problem details body ("title",
// "instance") or of a gateway's answer ("body"), an envelope member only
// beside an HTTP error status.
func problemKey(k string) bool { return k == "title" || k == "instance" || k == "body" }

// jobFailedState reports whether a status or state member says a job or
// task failed ("failed", "FAILURE", "task_errored"), as a record's state;
// "error" and "fail" are what envelopes say (JSend, {"status":"error"}).
func jobFailedState(k string, v []byte) bool {
	return (k == "status" || k == "state") && v[0] == '"' && failedOutcome(k, v) &&
		!bytes.EqualFold(v, []byte(`"error"`)) && !bytes.EqualFold(v, []byte(`"fail"`))
}

// descriptorMember: a member saying what kind of object this is, when it
// says an error or a status object ({"object":"error"}, {"kind":"Status",
// "apiVersion":"v1"}); an envelope member then.
func descriptorMember(k string, v []byte) bool {
	switch k {
	case "apiversion":
		return v[0] == '"'
	case "kind", "object":
		return bytes.EqualFold(v, []byte(`"error"`)) || bytes.EqualFold(v, []byte(`"status"`))
	}
	return false
}

// exceptionName reports whether a type name is an exception or error
// class ("ResourceNotFoundException", "ValidationError"): one word ending
// in Exception or Error after at least one more letter.
func exceptionName(v []byte) bool {
	if len(v) > 64 || bytes.IndexAny(v, " \t") >= 0 {
		return false
	}
	return len(v) > 9 && bytes.HasSuffix(v, []byte("Exception")) || len(v) > 5 && bytes.HasSuffix(v, []byte("Error"))
}

// wrapperKey: a member a framework wraps a tool's whole answer in
// ({"result":…}); an error envelope inside it is an error envelope.
func wrapperKey(k string) bool {
	switch k {
	case "result", "data", "response", "output", "payload":
		return true
	}
	return false
}

// httpErrorNumber reports whether a raw JSON value is a number from 400
// to 599.
func httpErrorNumber(v []byte) bool {
	return len(v) == 3 && (v[0] == '4' || v[0] == '5') && isDigit(v[1]) && isDigit(v[2])
}

// outcomeKey: the member says whether the call succeeded.
func outcomeKey(k string) bool {
	switch k {
	case "status", "state", "result", "outcome", "type", "success", "ok", "succeeded":
		return true
	}
	return false
}

// messageKey: the member explains an outcome.
func messageKey(k string) bool {
	switch k {
	case "message", "msg", "reason", "detail", "details", "description", "hint", "error", "errormessage", "errordescription":
		return true
	}
	return false
}

// envelopeKey: the member may sit in an error envelope besides outcome,
// message and error members.
func envelopeKey(k string) bool {
	switch k {
	case "code", "statuscode", "errorcode", "errortype", "suggestion", "help", "retryable", "documentationurl",
		"errordescription", "erroruri", "moreinfo":
		return true
	}
	return false
}

// failureWords in a status string mark a failed outcome ("error",
// "task_not_found", "FAILED", "permission-denied"). "invalid" and
// "rejected" are not among them: they are verdicts a validating or
// reviewing tool reports as its answer.
var failureWords = regexp.MustCompile(`(?i)(?:^|[^a-z])(?:error|errored|fail|failed|failure|fatal|denied|forbidden|unauthori[sz]ed|not[^a-z]?(?:found|allowed|permitted|authori[sz]ed|exists?))(?:$|[^a-z])`)

// errorEnvelope reports whether a JSON text is an error envelope: one
// object of at most maxErrorJSONKeys members (or a few more, all of them
// envelope members) that reports no validation verdict, carries no data
// array or object outside its error members (a "data" object only beside
// success/ok false or a JSend "fail"), and either has a set error member
// ({"error":"x"}, {"isError":true}, {"fault":…}; a number there is a count
// of problems, not an error), or holds only a list of errors
// ({"errors":[…]} beside null data), or states a failed outcome
// (success/ok false, a status such as "error", "failed",
// "task_not_found", or an HTTP status ≥ 400, also as a string) with a
// message and nothing but envelope members, or is made of envelope members
// only, with no outcome, and either its code names an error
// ({"code":"UNAUTHENTICATED",…}) or its message reads as an error by the
// text rules ({"detail":"Not Found"}).
func errorEnvelope(t []byte) (string, bool) {
	ms, ok := smallObject(t)
	if !ok {
		return "", false
	}
	if len(ms) == 1 && wrapperKey(ms[0].key) && ms[0].val[0] == '{' {
		// {"result":{"error":"Division by zero"}}: one level of wrapping.
		if inner, ok := smallObject(ms[0].val); ok && !(len(inner) == 1 && wrapperKey(inner[0].key)) {
			if note, ok := errorEnvelope(ms[0].val); ok {
				return note + ` inside a "` + ms[0].key + `" member`, true
			}
		}
		return "", false
	}
	var errKey, outcome, errText string
	onlyEnvelope, hasMessage, anyOutcome, errorList, softData := true, false, false, false, false
	jsendFail, failedCode, hasMeta := false, false, false
	recordID, jobState, httpStatus, problem, data := false, false, false, false, false
	errorMap, bodyMessage := false, false
	for _, m := range ms {
		v := m.val
		if verdictKey(m.key) {
			return "", false // a validation result
		}
		if logLevelKey(m.key) && v[0] == '"' {
			return "", false // a log entry ({"level":"error","msg":…,"exception":…})
		}
		if v[0] == 'n' || (v[0] == '[' || v[0] == '{' || v[0] == '"') && emptyJSON(v) && !errorMemberKey(m.key) {
			continue // a null or empty member says nothing ("data": null, "items": [])
		}
		if recordIDKey(m.key) && v[0] != '{' && v[0] != '[' {
			recordID = true
		}
		if (m.key == "errors" || m.key == "detail" || m.key == "errormessages") && errorListValue(v) {
			errorList = true // also FastAPI's {"detail":[{"loc":…,"msg":…}]}
			continue
		}
		if m.key == "errors" && v[0] == '{' {
			errorMap = true // {"errors":{"email":["is invalid"]}}: counts with a message reading as an error
			continue
		}
		if messageKey(m.key) && !errorMemberKey(m.key) && errorListValue(v) {
			hasMessage = true // {"message":["limit must not be greater than 100"]}
			continue
		}
		if softDataKey(m.key) && v[0] == '{' {
			softData = true // allowed only beside an explicit failure
			continue
		}
		if messageKey(m.key) && (v[0] == '"' && len(v) > 2 || v[0] == '{' && len(v) > 2) {
			hasMessage = true
		}
		if (messageKey(m.key) || outcomeKey(m.key)) && v[0] == '"' && errText == "" {
			if _, ok := errorMessage(bytes.TrimSpace(jsonx.NameText(v))); ok {
				errText = m.key
			}
		}
		if outcomeKey(m.key) {
			anyOutcome = true
		}
		if errorMemberKey(m.key) {
			if errKey == "" && errorValueSet(v) {
				errKey = m.key
			}
			continue
		}
		if (v[0] == '[' || v[0] == '{') && !emptyJSON(v) && m.key != "details" {
			data = true // data besides the error: only an explicit failure with an error member outweighs it
			continue
		}
		switch {
		case outcomeKey(m.key):
			if outcome == "" && failedOutcome(m.key, v) {
				outcome = m.key
			}
			jsendFail = jsendFail || m.key == "status" && (string(v) == `"fail"` || string(v) == `"error"`)
			jobState = jobState || jobFailedState(m.key, v)
			httpStatus = httpStatus || m.key == "status" && v[0] != '"' && failedOutcome(m.key, v)
		case problemKey(m.key):
			problem = true
			bodyMessage = bodyMessage || m.key == "body" && v[0] == '"'
		case m.key == "statuscode" && httpErrorNumber(v):
			failedCode, httpStatus = true, true
		case (m.key == "code" || m.key == "errorcode") && v[0] == '"' && errorCodeValue(jsonx.NameText(v)),
			m.key == "errorcode" && v[0] != '"' && string(v) != "0" && string(v) != "false",
			m.key == "code" && httpErrorNumber(v):
			failedCode = true // a code naming an error, any error_code but 0, an HTTP error status as the code
		case messageKey(m.key), envelopeKey(m.key):
		case descriptorMember(m.key, v):
			if m.key != "apiversion" && bytes.EqualFold(v, []byte(`"error"`)) {
				anyOutcome = true
				if outcome == "" {
					outcome = m.key // {"object":"error",…}
				}
			}
		case metaKey(m.key):
			hasMeta = true
		default:
			onlyEnvelope = false
		}
	}
	if hasMeta && !(outcome == "success" || outcome == "ok" || outcome == "succeeded" || jsendFail) {
		onlyEnvelope = false // "time" beside a status alone may be a record's
	}
	if problem && !httpStatus {
		onlyEnvelope = false // a title beside anything but an HTTP error status is a record's
	}
	hasMessage = hasMessage || bodyMessage && httpStatus
	if recordID && jobState {
		return "", false // a job or task record whose state is failed ({"id":…,"status":"failed","error":…})
	}
	explicitFail := outcome == "success" || outcome == "ok" || outcome == "succeeded"
	if data {
		if explicitFail && errKey != "" {
			return `JSON envelope whose "` + outcome + `" member is false, with a set "` + errKey + `" member beside data`, true
		}
		return "", false // data besides the error
	}
	if softData && !(outcome == "success" || outcome == "ok" || outcome == "succeeded" || jsendFail) {
		return "", false // data besides the error
	}
	if softData && jsendFail && onlyEnvelope {
		return `JSON envelope whose "status" reports a failure with its data`, true
	}
	if errKey != "" {
		return `JSON object with a set "` + errKey + `" member`, true
	}
	if errorList && onlyEnvelope && (!anyOutcome || outcome != "") {
		return `JSON object holding only a list of errors`, true
	}
	if errorMap && errText != "" && onlyEnvelope && (!anyOutcome || outcome != "") {
		return `JSON object holding errors by field and a message reading as an error`, true
	}
	if explicitFail && (hasMessage || errText != "") {
		return `JSON envelope whose "` + outcome + `" member is false, with a message`, true
	}
	if outcome != "" && (hasMessage || errText != "") && onlyEnvelope {
		return `JSON envelope whose "` + outcome + `" member reports a failure`, true
	}
	if !anyOutcome && onlyEnvelope && failedCode && hasMessage {
		return `JSON envelope whose "code" names an error`, true
	}
	if !anyOutcome && onlyEnvelope && errText != "" {
		return `JSON envelope whose "` + errText + `" member reads as an error message`, true
	}
	return "", false
}

// errorValueSet reports whether an error member's raw value holds an
// error: a non-empty string, true, or a non-empty object or array. null,
// false, "" and numbers (a count of problems) do not.
func errorValueSet(v []byte) bool {
	switch v[0] {
	case '"':
		return len(bytes.TrimSpace(jsonx.NameText(v))) > 0
	case 't':
		return true
	case '{', '[':
		return !emptyJSON(v)
	}
	return false
}

// failedOutcome reports whether an outcome member's raw value says the
// call failed: false for success/ok/succeeded, a string with a failure
// word for status-like members, or an HTTP error status (a number from
// 400 to 599).
func failedOutcome(key string, v []byte) bool {
	switch key {
	case "success", "ok", "succeeded":
		return string(v) == "false" || string(v) == `"false"`
	}
	if key == "status" && len(v) == 5 && v[0] == '"' && (v[1] == '4' || v[1] == '5') && isDigit(v[2]) && isDigit(v[3]) {
		return true // "status": "404"
	}
	switch {
	case v[0] == '"':
		return key != "type" && failureWords.Match(jsonx.NameText(v)) ||
			key == "type" && (strings.EqualFold(string(jsonx.NameText(v)), "error") || exceptionName(jsonx.NameText(v)))
	case key == "status" && httpErrorNumber(v):
		return true
	}
	return false
}

// httpStatusPair matches an HTTP client's status line of a failed request:
// "Status: 404 Not Found", "HTTP status: 500", "Status code: 401".
var httpStatusPair = regexp.MustCompile(`^(?i:(?:HTTP\s+)?status(?:\s+code)?):\s*[45]\d\d\b`)

// httpErrorResponse reports a short report of an HTTP request that failed
// ("DELETE request to …", "Status: 404 Not Found", "Response: {"error":
// "book not found"}"): a 4xx or 5xx status line and a line whose JSON
// object (after a label or alone) is an error envelope, in at most six
// lines.
func httpErrorResponse(t []byte) bool {
	if nonBlankLines(t, 7) > 6 {
		return false
	}
	status, body := false, false
	for _, line := range bytes.Split(t, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if httpStatusPair.Match(line) {
			status = true
			continue
		}
		if i := bytes.IndexByte(line, '{'); i >= 0 && line[len(line)-1] == '}' {
			if _, isErr := errorEnvelope(line[i:]); isErr {
				body = true
			}
		}
	}
	return status && body
}

// documentBelow reports whether the text under a heading line is a
// document of its own: two headings or more, or two `Key: value` lines or
// more (bold keys too), beside other lines: an error's write-up (its
// cause, its fix, its status), not the message of a failed call.
func documentBelow(rest []byte) bool {
	headings, pairs := 0, 0
	for len(rest) > 0 {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		line = bytes.TrimSpace(line)
		switch {
		case len(line) > 2 && line[0] == '#' && bytes.IndexByte(line, ' ') > 0:
			headings++
		case bytes.HasPrefix(line, []byte("**")) && bytes.Contains(line, []byte(":**")) || bytes.HasPrefix(line, []byte("**")) && bytes.Contains(line, []byte("**:")):
			pairs++
		}
	}
	return headings >= 2 || pairs >= 2
}
