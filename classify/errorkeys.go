package classify

// listedKey returns, as a constant string, a normalised member name the
// error envelope rules name (errorMemberKey, verdictKey, logLevelKey,
// outcomeKey, messageKey, envelopeKey, metaKey, softDataKey, problemKey,
// wrapperKey, descriptorMember and the names errorEnvelope compares
// with); ok is false for any other name. A rule naming a new member must
// list it here: normKey returns unlisted names as a placeholder. Written
// as a switch, so that the lookup allocates nothing and the package keeps
// no table.
func listedKey(b []byte) (string, bool) {
	switch string(b) {
	case "error":
		return "error", true
	case "err":
		return "err", true
	case "errormessage":
		return "errormessage", true
	case "errormsg":
		return "errormsg", true
	case "errordetail":
		return "errordetail", true
	case "iserror":
		return "iserror", true
	case "fault":
		return "fault", true
	case "exception":
		return "exception", true
	case "valid":
		return "valid", true
	case "isvalid":
		return "isvalid", true
	case "healthy":
		return "healthy", true
	case "ishealthy":
		return "ishealthy", true
	case "passed":
		return "passed", true
	case "compliant":
		return "compliant", true
	case "reachable":
		return "reachable", true
	case "level":
		return "level", true
	case "severity":
		return "severity", true
	case "loglevel":
		return "loglevel", true
	case "status":
		return "status", true
	case "state":
		return "state", true
	case "result":
		return "result", true
	case "outcome":
		return "outcome", true
	case "type":
		return "type", true
	case "success":
		return "success", true
	case "ok":
		return "ok", true
	case "succeeded":
		return "succeeded", true
	case "message":
		return "message", true
	case "msg":
		return "msg", true
	case "reason":
		return "reason", true
	case "detail":
		return "detail", true
	case "details":
		return "details", true
	case "description":
		return "description", true
	case "hint":
		return "hint", true
	case "errordescription":
		return "errordescription", true
	case "code":
		return "code", true
	case "statuscode":
		return "statuscode", true
	case "errorcode":
		return "errorcode", true
	case "errortype":
		return "errortype", true
	case "suggestion":
		return "suggestion", true
	case "help":
		return "help", true
	case "retryable":
		return "retryable", true
	case "documentationurl":
		return "documentationurl", true
	case "erroruri":
		return "erroruri", true
	case "moreinfo":
		return "moreinfo", true
	case "timestamp":
		return "timestamp", true
	case "file":
		return "file", true
	case "filepath":
		return "filepath", true
	case "filename":
		return "filename", true
	case "command":
		return "command", true
	case "time":
		return "time", true
	case "path":
		return "path", true
	case "requestid":
		return "requestid", true
	case "traceid":
		return "traceid", true
	case "correlationid":
		return "correlationid", true
	case "data":
		return "data", true
	case "context":
		return "context", true
	case "meta":
		return "meta", true
	case "metadata":
		return "metadata", true
	case "info":
		return "info", true
	case "extra":
		return "extra", true
	case "title":
		return "title", true
	case "instance":
		return "instance", true
	case "body":
		return "body", true
	case "response":
		return "response", true
	case "output":
		return "output", true
	case "payload":
		return "payload", true
	case "apiversion":
		return "apiversion", true
	case "kind":
		return "kind", true
	case "object":
		return "object", true
	case "errors":
		return "errors", true
	case "errormessages":
		return "errormessages", true
	case "id":
		return "id", true
	case "errorid":
		return "errorid", true
	}
	return "", false
}

// Placeholders normKey returns for names the rules do not list: one
// ending in "id" (a record's identifier for recordIDKey), and any other.
const (
	otherIDKey = "~id"
	otherKey   = "~"
)

// normKey lower-cases a key and drops '_' and '-' ("error_message",
// "errorMessage" → "errormessage"). A name the envelope rules do not list
// comes back as otherIDKey when it ends in "id" and as otherKey else: the
// rules ask no more of it, and no string is allocated.
func normKey(k []byte) string {
	var buf [32]byte
	n, long := 0, false
	var last [2]byte
	for _, c := range k {
		switch {
		case c == '_' || c == '-':
			continue
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		}
		last[0], last[1] = last[1], c
		if n == len(buf) {
			long = true // longer than any listed name
			continue
		}
		buf[n] = c
		n++
	}
	if !long {
		if s, ok := listedKey(buf[:n]); ok {
			return s
		}
	}
	if n > 2 && last == [2]byte{'i', 'd'} {
		return otherIDKey
	}
	return otherKey
}
