package classify

import (
	"slices"
	"strings"
	"testing"
)

// structuredCase is a result with structuredContent sc and one text block
// text (none when text is "-").
type structuredCase struct {
	sc, text string
	want     bool
}

// structuredFlagged classifies a result made of c's structuredContent and
// text and reports whether it is flagged as an error answer, with the
// flag's evidence note.
func structuredFlagged(t *testing.T, c structuredCase) (bool, string) {
	t.Helper()
	content := `[]`
	if c.text != "-" {
		content = `[{"type":"text","text":` + quoteJSON(c.text) + `}]`
	}
	l := Classify(Input{Result: []byte(`{"content":` + content + `,"structuredContent":` + c.sc + `}`)})
	if l.Pattern != Structured {
		t.Errorf("%s: pattern %s, want structured", c.sc, l.Pattern)
	}
	for _, e := range l.Evidence {
		if e.Pattern == FlagErrorText {
			return slices.Contains(l.Flags, FlagErrorText), e.Note
		}
	}
	return slices.Contains(l.Flags, FlagErrorText), ""
}

// quoteJSON quotes s as a JSON string (the texts here hold no control
// characters but newlines).
func quoteJSON(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

func checkStructured(t *testing.T, cases []structuredCase) {
	t.Helper()
	for _, c := range cases {
		if got, note := structuredFlagged(t, c); got != c.want {
			t.Errorf("structuredContent %s, text %q: error %v (%s), want %v", c.sc, c.text, got, note, c.want)
		}
	}
}

// TestStructuredEnvelope: a structuredContent that is an error envelope
// makes an error answer by the same rules as a JSON text, whatever the
// text says; one that is data does not.
func TestStructuredEnvelope(t *testing.T) {
	checkStructured(t, []structuredCase{
		{`{"success":false,"error":"Repository not found"}`, "-", true},
		{`{"ok":false,"message":"Token expired"}`, `{"ok":false,"message":"Token expired"}`, true},
		{`{"error":{"code":"NOT_FOUND","message":"No such event"}}`, "Could not load the event", true},
		{`{"status":"error","message":"Database is locked"}`, "Done.", true},
		{`{"result":"Error: could not open workbook"}`, "Error: could not open workbook", true},
		{`{"error":"Invalid date range","data":null}`, "-", true},
		{`{"errors":[{"message":"Field 'x' does not exist"}],"data":null}`, "-", true},
		{`[{"path":"a.txt","error":"File not found"},{"path":"b.txt","error":"Permission denied"}]`, "-", true},
		{`"Error: the index is locked"`, "-", true},
		{`{"success":true,"data":{"id":7},"error":null}`, "-", false},
		{`{"valid":false,"errors":[{"path":"/name","message":"is required"}]}`, "-", false},
		{`{"results":[],"total":0,"query":"cats"}`, "-", false},
		{`{"content":"Error: disk full"}`, "Error: disk full", false},
		{`{"temperature":33,"conditions":"Cloudy"}`, "Error: sensor offline", false},
		{`"No results"`, "-", false},
	})
}

// TestStructuredAgreesWithText: an error text makes an error answer when
// the structuredContent beside it holds no data (empty, nulls, empty
// lists) or states a failure beside scalars; data beside it wins.
func TestStructuredAgreesWithText(t *testing.T) {
	checkStructured(t, []structuredCase{
		{`{}`, "Could not reach the weather service", true},
		{`{"rows":null,"columns":null}`, "Error: no such table: orders", true},
		{`{"issue":null,"count":0,"labels":[]}`, "Failed to create issue: label missing", true},
		{`{"success":false,"url":"https://example.org","content":null}`, "Failed to fetch page: 403 Forbidden", true},
		{`{"message":"see text","code":"E_FETCH"}`, "Error: fetch failed", true},
		{`{}`, "Deleted 2 relations", false},
		{`{"entities":null,"relations":null}`, "No entities found", false},
		{`{"url":"https://example.org","bytes":0}`, "Error: fetch failed", false},
		{`{"lines":["Error: disk full"],"count":1}`, "Error: disk full", false},
		{`{"stdout":"Error: x\n","exit_code":0}`, "Error: x", false},
		{`{"valid":false,"error":null}`, "Error: schema mismatch", false},
		{`{"rows":[{"id":1}],"failedRows":[3]}`, "Failed to parse 1 of 2 rows", false},
	})
}

// TestStructuredEvidence: the flag's evidence says where the error was
// read (the structuredContent or the text).
func TestStructuredEvidence(t *testing.T) {
	if _, note := structuredFlagged(t, structuredCase{`{"ok":false,"error":"x"}`, "-", true}); !strings.HasPrefix(note, "structuredContent: ") {
		t.Errorf("envelope evidence %q", note)
	}
	if _, note := structuredFlagged(t, structuredCase{`{}`, "Error: x", true}); !strings.Contains(note, "structuredContent holds no data") {
		t.Errorf("text evidence %q", note)
	}
}

// TestFailureOrNoData: which structuredContent objects hold no data an
// error text could be wrong about.
func TestFailureOrNoData(t *testing.T) {
	for sc, want := range map[string]bool{
		`{}`: true,
		`{"a":null,"b":"","c":0,"d":false,"e":[]}`: true,
		`{"status":"done","message":"x"}`:          true,
		`{"success":false,"url":"u"}`:              true,
		`{"error":{"code":1},"host":"h"}`:          true,
		`{"url":"u"}`:                              false,
		`{"items":[1]}`:                            false,
		`{"error":"x","items":[1]}`:                false,
		`{"healthy":false}`:                        false,
		`[]`:                                       false,
		`{"success":false,"note":"` + strings.Repeat("x", 5000) + `"}`:                                                                      false,
		`{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"k":11,"l":12,"m":13,"n":14,"o":15,"p":16,"q":null,"success":false}`: false,
	} {
		if got := failureOrNoData([]byte(sc)); got != want {
			t.Errorf("failureOrNoData(%s) = %v, want %v", sc, got, want)
		}
	}
}

// TestEnvelopeRecordsAndVerdicts: a job or task record whose state is
// failed and a check's verdict carry an "error" member as data; an error
// naming the id asked for, an HTTP problem body and an error beside empty
// members are errors.
func TestEnvelopeRecordsAndVerdicts(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"id":"job_82","status":"failed","error":"OOM killed"}`:                 false,
		`{"taskId":"exp-3","state":"failed","error":"missing column"}`:           false,
		`{"id":"t-9","title":"Fix login","status":"failed","error":"blocked"}`:   false,
		`{"id":"j1","status":"error","error":"Job queue unreachable"}`:           true,
		`{"error":"Task not found","taskId":"t-9"}`:                              true,
		`{"status":"failed","error":"Connection refused","requestId":"r-1"}`:     true,
		`{"healthy":false,"error":"connection refused","service":"redis"}`:       false,
		`{"passed":false,"error":"assertion failed"}`:                            false,
		`{"type":"about:blank","title":"Unavailable","status":503,"detail":"x"}`: true,
		`{"title":"Nightly backup","status":"failed","detail":"disk"}`:           false,
		`{"status":"error","message":"Cannot connect","containers":[]}`:          true,
		`{"status":"error","message":"Cannot connect","containers":["a"]}`:       false,
		`{"message":"Not Found","count":0,"items":[]}`:                           false,
	})
}

// TestEnvelopeExplicitFailure: success/ok false is a failure the envelope
// states outright: with an error member it outweighs data beside it, with
// a message it needs no other envelope member; a list of errors goes with
// it too.
func TestEnvelopeExplicitFailure(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"ok":false,"error":{"code":"E_TIMEOUT","message":"Timed out"},"result":{"partial":true}}`: true,
		`{"success":false,"message":"Email is already registered","field":"email"}`:                 true,
		`{"success":false,"errors":["Title is required"]}`:                                          true,
		`{"success":false,"items":[1,2]}`:                                                           false,
		`{"status":"failed","error":"x","items":[1,2]}`:                                             false,
		`{"ok":true,"error":"x","items":[1]}`:                                                       false,
		`{"success":false,"count":3}`:                                                               false,
		`{"status":"ok","errors":["deprecated field"]}`:                                             false,
	})
}

// TestEnvelopeCodesAndMembers: an error code that is not 0, an HTTP error
// status as the code, an exception member and an error_description are
// envelope members; a message that is only an HTTP reason phrase reads as
// an error.
func TestEnvelopeCodesAndMembers(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"error_code":403,"error_description":"Access to this board is forbidden"}`: true,
		`{"error_code":0,"description":"done"}`:                                      false,
		`{"code":503,"message":"try later"}`:                                         true,
		`{"code":200,"message":"try later"}`:                                         false,
		`{"exception":"java.lang.IllegalStateException: closed"}`:                    true,
		`{"exception":null,"value":3}`:                                               false,
		`{"message":"Internal server error"}`:                                        true,
		`{"message":"Gone"}`:                                                         false,
		"Internal Server Error":                                                      true,
		"Service unavailable.":                                                       true,
		"Conflict":                                                                   false,
		"Payment required for pro plans":                                             false,
	})
}

// TestEnvelopeWrappedAndListed: an envelope wrapped once in a result
// member, errors by field beside a failure message, FastAPI's detail
// list, a message list beside an error, success as the string "false",
// and a gateway's status code with its body.
func TestEnvelopeWrappedAndListed(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"result":{"error":"Division by zero"}}`:                                   true,
		`{"data":{"status":"error","message":"Session expired"}}`:                   true,
		`{"result":{"valid":false,"reason":"expired"}}`:                             false,
		`{"result":{"sum":42}}`:                                                     false,
		`{"result":{"result":{"error":"x"}}}`:                                       false,
		`{"result":{"error":"x"},"id":3}`:                                           false,
		`{"message":"Validation failed","errors":{"email":["is invalid"]}}`:         true,
		`{"message":"Saved","errors":{"total":0}}`:                                  false,
		`{"detail":[{"loc":["body","q"],"msg":"field required"}]}`:                  true,
		`{"error":"Bad Request","statusCode":400,"message":["limit is too large"]}`: true,
		`{"success":"false","message":"Invalid token"}`:                             true,
		`{"success":"true","message":"Saved"}`:                                      false,
		`{"statusCode":500,"body":"Internal Server Error"}`:                         true,
		`{"statusCode":200,"body":"Internal Server Error"}`:                         false,
		`{"title":"Post","body":"Failed to save the draft"}`:                        false,
		"Sorry, that city could not be found.":                                      true,
		"Unfortunately, the file was not found.":                                    true,
		"Sorry for the wait, here are 3 results":                                    false,
	})
}

// TestFailureOrNoDataRecord: a record with an id and a failed state is
// data beside a failure sentence.
func TestFailureOrNoDataRecord(t *testing.T) {
	checkStructured(t, []structuredCase{
		{`{"status":"failed","id":7}`, "Run 7 failed: 2 tests did not pass", false},
		{`{"status":"error","id":7}`, "Error: run 7 could not start", true},
		{`{"status":"failed"}`, "Error: the run could not start", true},
	})
}

// TestErrorShapedAnswer: the exported rule over a text and a raw
// structuredContent gives what Classify flags.
func TestErrorShapedAnswer(t *testing.T) {
	for _, c := range []struct {
		text, sc string
		want     bool
	}{
		{"Error: fetch failed", "", true},
		{"Error: fetch failed", "null", true},
		{"Error: fetch failed", `{"rows":[{"id":1}]}`, false},
		{"Error: fetch failed", `{}`, true},
		{"", `{"ok":false,"error":"x"}`, true},
		{"done", `{"status":"error","message":"Disk full"}`, true},
		{"", "", false},
		{"", `{"ok":true}`, false},
	} {
		var sc []byte
		if c.sc != "" {
			sc = []byte(c.sc)
		}
		if note, got := ErrorShapedAnswer([]byte(c.text), sc); got != c.want {
			t.Errorf("ErrorShapedAnswer(%q, %s) = %v (%s), want %v", c.text, c.sc, got, note, c.want)
		}
		if c.text == "" && c.sc == "" {
			continue
		}
		sf := structuredCase{sc: c.sc, text: c.text}
		if c.text == "" {
			sf.text = "-"
		}
		if c.sc == "" || c.sc == "null" {
			continue // structuredFlagged needs structuredContent
		}
		if got, _ := structuredFlagged(t, sf); got != c.want {
			t.Errorf("Classify(%q, %s) flags %v, want %v", c.text, c.sc, got, c.want)
		}
	}
}

// TestEnvelopeLogRecord: a log entry carries its error members as data.
func TestEnvelopeLogRecord(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"level":"error","msg":"request failed","error":"EOF"}`:                       false,
		`{"severity":"ERROR","message":"x","exception":"java.io.IOException: closed"}`: false,
		`{"error":"EOF","msg":"request failed"}`:                                       true,
	})
}

// TestLeadNamedTitle: an error word opening a title or a name (Title Case
// words then a dash or parenthesis, or an appositive) is not an error.
func TestLeadNamedTitle(t *testing.T) {
	errorCases(t, map[string]bool{
		"Cannot Stop Now - album by The Bands (2011)":    false,
		"Not Found, a 2023 short film, runs 12 minutes.": false,
		"Unable To Die Twice (2019)":                     false,
		"Not found, aborting":                            true,
		"Cannot connect - check the network":             true,
		"Cannot Connect":                                 true,
		"Failed: Build Step - see log":                   true,
	})
}

// TestEnvelopeDescriptors: an object declaring itself an error or a
// status object, an exception class as its type, a list of error
// messages and a link to more information are envelope members.
func TestEnvelopeDescriptors(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"kind":"Status","apiVersion":"v1","status":"Failure","message":"pods \"x\" not found","reason":"NotFound","code":404}`: true,
		`{"kind":"Status","apiVersion":"v1","status":"Success","code":200}`:                                                      false,
		`{"kind":"Pod","apiVersion":"v1","status":"Failed","message":"Evicted"}`:                                                 false,
		`{"object":"error","status":404,"code":"object_not_found","message":"Could not find page"}`:                              true,
		`{"object":"page","id":"p1","status":404}`:                                                                               false,
		`{"__type":"ResourceNotFoundException","message":"Requested resource not found"}`:                                        true,
		`{"type":"TypeError","value":"x is undefined","count":3}`:                                                                false,
		`{"type":"Bug report","message":"Login is not found on mobile"}`:                                                         false,
		`{"errorMessages":["Issue does not exist"],"errors":{}}`:                                                                 true,
		`{"code":20404,"message":"The resource was not found","more_info":"https://x/20404","status":404}`:                       true,
	})
}

// TestLogExcerpt: a log read back whose first entry is an error is not an
// error answer; an error with more lines of its own is.
func TestLogExcerpt(t *testing.T) {
	errorCases(t, map[string]bool{
		"ERROR 2026-03-01 disk full\nINFO 2026-03-01 retry ok":       false,
		"[ERROR] 2026-03-01 disk full\n[WARN] slow\n[INFO] done":     false,
		"Error: build failed\n  at step 3\n  exit code 2":            true,
		"Error: could not connect\nERROR: retry failed":              true,
		"Error: config missing\nInformation on setup: see README.md": true,
	})
}
