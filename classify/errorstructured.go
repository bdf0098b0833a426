package classify

import (
	"bytes"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// errorAnswer applies the error rules (errorShapedAnswer) to a result
// without isError and returns the evidence of an error answer: over the
// structuredContent when that is an error envelope, else over the first
// line of the primary text block.
func errorAnswer(res parsedResult, primary int, empty bool) (Evidence, bool) {
	var text, sc []byte
	if primary >= 0 && !empty {
		text = res.blocks[primary].text
	}
	if res.structured != nil {
		sc = res.raw[res.structured.start:res.structured.end]
	}
	note, inSC, ok := errorShapedAnswer(text, sc)
	if !ok && sc == nil && len(res.blocks) > 1 && len(res.blocks) <= 6 {
		// an HTTP client's report written a line a content item (the
		// request, "Status: 404 Not Found", the JSON error body)
		var all []byte
		for _, b := range res.blocks {
			all = append(append(all, b.text...), '\n')
		}
		if httpErrorResponse(bytes.TrimSpace(all)) {
			note, ok = "an HTTP client's report, over its content items, of a 4xx or 5xx status whose response body is a JSON error object", true
		}
	}
	switch {
	case !ok:
		return Evidence{}, false
	case inSC:
		return rawEvidence(res.raw, FlagErrorText, res.structured.start, res.structured.end, note+" without isError"), true
	}
	return textErrorEvidence(res, primary, note+" without isError"), true
}

// ErrorShapedAnswer reports whether a result's answer reads as an error
// answer (the rule behind FlagErrorText), given its primary text (nil or
// empty when it has none) and its raw structuredContent (nil when absent),
// with a note saying why. Without structuredContent the text decides
// (ErrorShapedText). With it, the answer is an error when the
// structuredContent is itself an error envelope, by the JSON rules a JSON
// text meets ({"success":false,"error":…}, {"status":"error","message":…},
// {"error":{"code":…,"message":…}}), or when the text, not JSON (a JSON
// text is the structuredContent's serialisation, already read), reads as
// an error and the structuredContent beside it holds no data or states
// the failure too ({} or {"rows":null} under "Error: no such table", {"success":false,
// "url":…} under "Failed to fetch …"). The MCP spec has structuredContent
// carry the same result as the text, so a failure reported there is an
// error answer, and an error text over structuredContent that holds data
// is not (the data wins). Fitting and scoring leave such answers out.
func ErrorShapedAnswer(text, structured []byte) (string, bool) {
	note, _, ok := errorShapedAnswer(text, structured)
	return note, ok
}

// errorShapedAnswer is ErrorShapedAnswer; inSC tells that the
// structuredContent itself is the error envelope.
func errorShapedAnswer(text, sc []byte) (note string, inSC, ok bool) {
	if sc == nil || string(bytes.TrimSpace(sc)) == "null" {
		if len(text) == 0 {
			return "", false, false
		}
		note, ok = errorShaped(text)
		return note, false, ok
	}
	if note, ok := errorJSON(sc); ok {
		return "structuredContent: " + note, true, true
	}
	if t := bytes.TrimLeft(text, " \t\r\n"); len(t) == 0 || t[0] == '{' || t[0] == '[' || !failureOrNoData(sc) {
		return "", false, false // no text, or a JSON text: the structuredContent's JSON has decided
	}
	if note, ok = errorShaped(text); !ok {
		return "", false, false
	}
	return note + ", and structuredContent holds no data but a failure or nulls", false, true
}

// textErrorEvidence points at the first line of the primary text block.
func textErrorEvidence(res parsedResult, primary int, note string) Evidence {
	tb := res.blocks[primary]
	end := bytes.IndexByte(tb.text, '\n')
	if end < 0 {
		end = len(tb.text)
	}
	return Evidence{Pattern: FlagErrorText, Block: tb.index, StartLine: 1, EndLine: 1, StartByte: 0, EndByte: end, Note: note}
}

// errorJSON applies the JSON error rules to a JSON value (a JSON text or
// a result's structuredContent): an object must be an error envelope
// (errorEnvelope), an array a batch whose every item is one (errorArray),
// a string must read as an error message by the text rules.
func errorJSON(v []byte) (string, bool) {
	t := bytes.TrimSpace(v)
	if len(t) < 2 {
		return "", false
	}
	switch t[0] {
	case '{':
		return errorEnvelope(t)
	case '[':
		note, isErr, _ := errorArray(t)
		return note, isErr
	case '"':
		if note, ok := errorMessage(bytes.TrimSpace(jsonx.NameText(t))); ok {
			return "a JSON string: " + note, true
		}
	}
	return "", false
}

// maxNoDataBytes bounds the structuredContent failureOrNoData reads, so
// large data is not scanned twice.
const maxNoDataBytes = 4 << 10

// maxNoDataMembers bounds the members failureOrNoData reads: an object
// with more is a record.
const maxNoDataMembers = 16

// failureOrNoData reports whether a structuredContent object holds no
// data an error text could be wrong about: no non-empty array or object
// outside its error members, and either every other member empty (null,
// "", 0, false, [] or {}) or an envelope member (outcome, message, code),
// or a member stating the failure (a set error member, success/ok false,
// a failed status) beside scalars only ({"success":false,"url":…}). A
// record with an id and a failed status ({"id":7,"status":"failed"}) is
// data.
func failureOrNoData(sc []byte) bool {
	if len(sc) > maxNoDataBytes {
		return false // an object this large holds data (an error it holds alone is errorJSON's)
	}
	failed, scalarData, recordID, jobState, n := false, false, false, false, 0
	ok := eachObjectMember(sc, func(s *jsonx.Scanner, key []byte) bool {
		if n++; n > maxNoDataMembers {
			return false
		}
		v, _, err := s.Value()
		if err != nil {
			return false
		}
		k := normKey(jsonx.NameText(key))
		if recordIDKey(k) && !emptyValue(v) {
			recordID = true
		}
		jobState = jobState || jobFailedState(k, v)
		switch {
		case errorMemberKey(k) && errorValueSet(v), outcomeKey(k) && failedOutcome(k, v):
			failed = true
		case verdictKey(k):
			return false // a check's verdict is its answer
		case emptyValue(v):
		case v[0] == '{' || v[0] == '[':
			return false // data
		case !outcomeKey(k) && !messageKey(k) && !envelopeKey(k) && !metaKey(k):
			scalarData = true
		}
		return true
	})
	return ok && !(recordID && jobState) && (failed || !scalarData)
}

// emptyValue reports whether a raw JSON value carries nothing: null, "",
// false, 0, [] or {}.
func emptyValue(v []byte) bool {
	switch string(v) {
	case "null", `""`, "false", "0":
		return true
	}
	return (v[0] == '[' || v[0] == '{') && emptyJSON(v)
}
