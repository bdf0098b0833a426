package classify

import (
	"bytes"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// softDataKey: a member that may carry an object of details beside an
// explicit failure ({"success":false,"message":…,"data":{…}}); beside
// anything else it is data.
func softDataKey(k string) bool {
	switch k {
	case "data", "context", "meta", "metadata", "info", "extra":
		return true
	}
	return false
}

// errorListValue reports whether an "errors" member's raw value is a
// non-empty array of messages or error objects ({"errors":["x"]}, the
// GraphQL {"errors":[{"message":…}]}); a count or an empty list is not.
func errorListValue(v []byte) bool {
	if v[0] != '[' || emptyJSON(v) {
		return false
	}
	e := bytes.TrimLeft(v[1:], " \t\r\n")
	return len(e) > 0 && (e[0] == '"' || e[0] == '{')
}

// maxErrorArrayItems bounds the items of a JSON array read as a batch of
// failures.
const maxErrorArrayItems = 32

// errorArray reads a JSON array of objects whose every item is an error
// envelope ([{"path":"x.txt","error":"File not found"}]): a batch call all
// of whose items failed. isJSON is false when t is not an array of objects
// (the text rules apply then); a batch with one item that succeeded, or
// with more than maxErrorArrayItems items, is data.
func errorArray(t []byte) (note string, isErr, isJSON bool) {
	if e := bytes.TrimLeft(t[1:], " \t\r\n"); len(e) == 0 || e[0] != '{' {
		return "", false, false
	}
	s := jsonx.NewScanner(t)
	defer s.Release()
	if k, err := s.Begin(); err != nil || k != '[' {
		return "", false, false
	}
	n := 0
	for s.More() {
		v, _, err := s.Value()
		if err != nil {
			return "", false, false
		}
		if n++; n > maxErrorArrayItems {
			return "", false, true
		}
		if _, ok := errorEnvelope(v); !ok {
			return "", false, true
		}
	}
	if s.End() != nil || !s.AtEOF() || n == 0 {
		return "", false, true
	}
	return "JSON array whose every item is an error envelope", true, true
}

// fencedJSON returns the body of a text that is one fenced code block
// holding a JSON object ("```json\n{…}\n```"), trimmed.
func fencedJSON(t []byte) ([]byte, bool) {
	if len(t) < 8 || !bytes.HasPrefix(t, []byte("```")) || !bytes.HasSuffix(t, []byte("```")) {
		return nil, false
	}
	nl := bytes.IndexByte(t, '\n')
	if nl < 0 || nl > 20 {
		return nil, false
	}
	body := bytes.TrimSpace(t[nl+1 : len(t)-3])
	if len(body) < 2 || body[0] != '{' || bytes.Contains(body, []byte("```")) {
		return nil, false
	}
	return body, true
}

// grpcErrorCode reports whether v is an error code of gRPC or of APIs
// modelled on it ({"code":"UNAUTHENTICATED","message":…}).
func grpcErrorCode(v []byte) bool {
	switch string(v) {
	case "UNAUTHENTICATED", "PERMISSION_DENIED", "NOT_FOUND", "INVALID_ARGUMENT", "RESOURCE_EXHAUSTED",
		"DEADLINE_EXCEEDED", "UNAVAILABLE", "INTERNAL", "FAILED_PRECONDITION", "ABORTED", "ALREADY_EXISTS",
		"UNIMPLEMENTED", "DATA_LOSS":
		return true
	}
	return false
}

// errorCodeValue reports whether a "code" member's text names an error:
// a gRPC code or a code with a failure word ("not_found",
// "RATE_LIMIT_ERROR").
func errorCodeValue(v []byte) bool {
	return grpcErrorCode(v) || failureWords.Match(v)
}
