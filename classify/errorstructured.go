package classify

import (
	"bytes"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// errorAnswer applies the error rules to a result without isError and
// returns the evidence of an error answer: the primary text block reads
// as an error (ErrorShapedText) and there is no structuredContent, or the
// structuredContent is itself an error envelope (the JSON rules of
// errorJSON, the same ones a JSON text meets), or the primary text reads
// as an error and the structuredContent beside it carries no data or
// states the failure too ({} or {"rows":null} under "Error: no such
// table", {"success":false,"url":…} under "Failed to fetch …"). The MCP
// spec has structuredContent carry the same result as the text, so a
// failure reported there is an error answer, and a text error over
// structuredContent that holds data is not (the data wins).
func errorAnswer(res parsedResult, primary int, empty bool) (Evidence, bool) {
	var text []byte
	if primary >= 0 && !empty {
		text = res.blocks[primary].text
	}
	if res.structured == nil {
		if text == nil {
			return Evidence{}, false
		}
		note, ok := errorShaped(text)
		if !ok {
			return Evidence{}, false
		}
		return textErrorEvidence(res, primary, note+" without isError"), true
	}
	sc := res.raw[res.structured.start:res.structured.end]
	if note, ok := errorJSON(sc); ok {
		return rawEvidence(res.raw, FlagErrorText, res.structured.start, res.structured.end,
			"structuredContent: "+note+" without isError"), true
	}
	if text == nil || !failureOrNoData(sc) {
		return Evidence{}, false
	}
	note, ok := errorShaped(text)
	if !ok {
		return Evidence{}, false
	}
	return textErrorEvidence(res, primary, note+", and structuredContent holds no data but a failure or nulls, without isError"), true
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
