package classify

import "testing"

// errorCases checks ErrorShapedText on synthetic texts.
func errorCases(t *testing.T, cases map[string]bool) {
	t.Helper()
	for text, want := range cases {
		if note, got := ErrorShapedText([]byte(text)); got != want {
			t.Errorf("ErrorShapedText(%q) = %v (%s), want %v", text, got, note, want)
		}
	}
}

// TestErrorLeadWord: an error word opens an error message only when what
// follows goes on about a failure, not when it makes a key, a title or a
// compound.
func TestErrorLeadWord(t *testing.T) {
	errorCases(t, map[string]bool{
		"Error fetching page 3: socket hang up":   true,
		"Error 502 from upstream":                 true,
		"Error in query near line 2":              true,
		"Error occurred while saving":             true,
		"Error logging: 3 entries":                false,
		"Error handling guide\n\nUse retries.":    false,
		"Error budget: 12 minutes left":           false,
		"Exception handling\n\nWrap calls.":       false,
		"Failure modes of disks\n- a\n- b":        false,
		"Failure: quorum lost":                    true,
		"Failed jobs:\n- nightly\n- weekly":       false,
		"Failed to start: port in use":            true,
		"Failed with exit code 2":                 true,
		"Cannot-fail writes are enabled":          false,
		"Error-free run in 3 minutes":             false,
		"Not found in index: page 7":              true,
		"Not Found (2019) is a drama":             false,
		"panic: nil map write":                    true,
		"panicked users: 3":                       false,
		"Timeout: upstream did not answer":        true,
		"Timeout: 45s":                            false,
		"Insufficient privileges to drop table":   true,
		"Oops, that page is gone":                 true,
		"Sorry, we couldn't reach the server":     true,
		"Sorry, no results for that query":        false,
		"Bad request: 'q' is empty":               true,
		"Bad Bunny tour dates:\n- May 1\n- May 2": false,
	})
}

// TestErrorMetricAndTitle: a key with a number, or a failure adjective
// titling a list, is data.
func TestErrorMetricAndTitle(t *testing.T) {
	errorCases(t, map[string]bool{
		"Invalid rows: 4 of 900":               false,
		"Denied: 7":                            false,
		"Error: 503":                           true,
		"Failed: 12%":                          false,
		"Rejected invoices:\n- INV-1\n- INV-2": false,
		"Blocked domains:\n* a.example\n* b.example":   false,
		"Invalid arguments:\n- limit: > 0\n- q: empty": true,
		"Rejected: the branch is protected":            true,
		"Unsupported mime type: application/json":      true,
		"Unsupported formats:\n- .xyz\n- .abc":         false,
	})
}

// TestErrorStatusAndConstants: HTTP status lines and error constants.
func TestErrorStatusAndConstants(t *testing.T) {
	errorCases(t, map[string]bool{
		"403 Forbidden":                              true,
		"HTTP/2 504 Gateway Timeout":                 true,
		"422 Unprocessable Entity: name is required": true,
		"200 OK":               false,
		"404 pages served: 12": false,
		"500 Internal Server Error\n<html>oops</html>": true,
		"FILE_NOT_FOUND": true,
		"ERR_INVALID_ARG_TYPE: path must be a string": true,
		"PG_ERROR: deadlock detected":                 true,
		"ERROR_COUNT=0":                               false,
		"Unknown model: 'x-1'":                        true,
		"Unknown format \"tiff\"":                     true,
		"Unknown: 3":                                  false,
		"Unknown words: 2":                            false,
		"redis.exceptions.ConnectionError: refused":   true,
		"npm ERR! missing script: build":              true,
		"Authorization failed for token abc":          true,
		"Login failed on 3 of 5 hosts\nsee log\nmore": false,
		"Service is not available right now":          true,
	})
}

// TestErrorEnvelopeShapes: JSON envelopes of failures, and data that
// looks like them.
func TestErrorEnvelopeShapes(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"errors":[{"message":"Unauthorized"}]}`:                          true,
		`{"errors":["name is required"],"data":null}`:                      true,
		`{"errors":[1,2]}`:                                                 false,
		`{"errors":[],"data":null}`:                                        false,
		`{"errors":["x"],"items":[1]}`:                                     false,
		`{"errors":["x"],"success":true}`:                                  false,
		`{"valid":false,"errors":["x"]}`:                                   false,
		`{"isError":true,"text":"Quota used up"}`:                          true,
		`{"isError":false,"message":"done"}`:                               false,
		`{"message":"Bad credentials","documentation_url":"https://d.x/"}`: true,
		`{"message":"Moved","documentation_url":"https://d.x/"}`:           false,
		`{"success":false,"message":"Locked","data":{"id":1}}`:             true,
		`{"success":true,"message":"Saved","data":{"id":1}}`:               false,
		`{"status":"failed","message":"exit 1","data":{"id":1}}`:           false,
		`{"error":"x","data":{"id":1}}`:                                    false,
		`{"ok":false,"error":"not_in_channel","meta":{"warnings":["a"]}}`:  true,
	})
}

// TestErrorArrayShapes: a JSON array whose every item failed is an error
// answer; a batch where one item succeeded is data.
func TestErrorArrayShapes(t *testing.T) {
	errorCases(t, map[string]bool{
		`[{"path":"a","error":"ENOENT"}]`:                         true,
		`[{"id":1,"error":"gone"},{"id":2,"error":"gone"}]`:       true,
		`[{"id":1,"error":"gone"},{"id":2,"name":"ok"}]`:          false,
		`[{"id":1,"error":null}]`:                                 false,
		`[]`:                                                      false,
		`[{"id":1,"status":"failed"}]`:                            false,
		`[{"path":"a","error":"ENOENT"}] trailing`:                false,
		"[ERROR] disk full":                                       true,
		`[{"level":"error","msg":"disk full","ts":"2026-01-01"}]`: false,
	})
}

// TestLeadCandidate: the cheap pre-test lets every first word errorLead
// can start with through.
func TestLeadCandidate(t *testing.T) {
	for _, s := range []string{"Failed.", "ERR!", "❌ Error: x", "**Error:** x", "[ERROR] x", "EACCES: x",
		"TypeError: x", "java.io.IOException: x", "psycopg2.errors.UndefinedTable: x", "Can't open", "⚠️ Cannot open",
		"npm ERR! code E404", "Sorry, I could not", "Oops!", "Not found",
		"java.lang.IllegalArgumentException: x", "org.springframework.web.client.HttpClientErrorException: 404"} {
		if !leadCandidate([]byte(s)) {
			t.Errorf("leadCandidate(%q) = false", s)
		}
	}
	for _, s := range []string{"Users:", "The sum", "| a | b |", "{\"x\":1}", "Echo: example"} {
		if leadCandidate([]byte(s)) {
			t.Errorf("leadCandidate(%q) = true", s)
		}
	}
}

// TestErrorFencedAndHeading: a fenced error envelope, and a heading over a
// short error message, are error answers; a fenced record and a heading
// over a document are not.
func TestErrorFencedAndHeading(t *testing.T) {
	errorCases(t, map[string]bool{
		"```json\n{\"error\":\"index missing\"}\n```":                true,
		"```\n{\"success\":false,\"message\":\"Locked\"}\n```":       true,
		"```json\n{\"id\":1,\"name\":\"a\"}\n```":                    false,
		"```json\n{\"error\":\"x\"}\n```\nmore text":                 false,
		"# Search\n\nError: the index is not built yet.":             true,
		"### deploy\n\nFailed to reach host web-3 (timeout)":         true,
		"# Search\n\nError rate: 3%":                                 false,
		"# Guide\n\nError: example output\n\nMore text\n\nAnd more.": false,
	})
}

// TestErrorValidationMessages: messages about the call's own arguments.
func TestErrorValidationMessages(t *testing.T) {
	errorCases(t, map[string]bool{
		"Parameter 'owner' is required":                  true,
		"'2026-13-01' is not a valid date":               true,
		"Expected number, received string":               true,
		"expected 5 fields (m h dom mon dow), got 3":     true,
		"Expected delivery: Monday":                      false,
		"No user with id 4471":                           true,
		"No project with name 'atlas'":                   true,
		"No tasks matching \"payment\" were found.":      false,
		"No results for query 'x'":                       false,
		"Fields required for signup:\n- name\n- email\n": false,
	})
}

// TestErrorPrefixedAndCodes: messages behind a program prefix, HTTP
// statuses inside a short line, error codes and JSend failures.
func TestErrorPrefixedAndCodes(t *testing.T) {
	errorCases(t, map[string]bool{
		"bash: foo: command not found":                               true,
		"python3: can't open file 'x.py'":                            true,
		"object_not_found: Could not find page 12":                   true,
		"warning: could not read cache, rebuilding":                  false,
		"status: failed":                                             false,
		"build: failed":                                              false,
		"Upstream returned 502 Bad Gateway":                          true,
		"3 pages answered 404 Not Found":                             false,
		"An error occurred (Throttling) when calling DescribeStacks": true,
		"An apple a day":                                             false,
		"duplicate key value violates unique constraint \"pk\"":      true,
		`{"message":"Not Found","status":"404"}`:                     true,
		`{"code":"UNAUTHENTICATED","message":"Bad auth"}`:            true,
		`{"code":"OK","message":"done"}`:                             false,
		`{"code":"not_found","message":"No such page"}`:              true,
		`{"fault":{"faultstring":"Invalid key"}}`:                    true,
		`{"status":"fail","data":{"title":"required"}}`:              true,
		`{"status":"success","data":{"id":1}}`:                       false,
		`{"status":"fail","data":{"title":"required"},"items":[1]}`:  false,
	})
}

// TestClausePossibleCoversErrorClause: the cheap pre-test never hides an
// errorClause match, on every text of the collection.
func TestClausePossibleCoversErrorClause(t *testing.T) {
	for _, set := range errorFormSets {
		for _, name := range []string{set.errors, set.notErrors} {
			for _, f := range loadErrorForms(t, name) {
				for _, line := range splitLines([]byte(f.text())) {
					if errorClause.Match(line) && !clausePossible(line) {
						t.Errorf("%s: errorClause matches %q but clausePossible is false", name, line)
					}
				}
			}
		}
	}
}

// TestFirstWordIs: the first word after marks, in any case, whole.
func TestFirstWordIs(t *testing.T) {
	for _, c := range []struct {
		line, w string
		want    bool
	}{{"Unknown tool: x", "unknown", true}, {"❌ unknown x", "unknown", true}, {"Unknowns", "unknown", false},
		{"No user", "no", true}, {"Nothing", "no", false}, {"no", "no", true}, {"expected: 3", "expected", true}} {
		if got := firstWordIs([]byte(c.line), c.w); got != c.want {
			t.Errorf("firstWordIs(%q, %q) = %v", c.line, c.w, got)
		}
	}
}

// TestErrorEmptyMembers: empty and blank strings never panic nor read as
// errors.
func TestErrorEmptyMembers(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"message":""}`:               false,
		`{"status":"","message":"  "}`: false,
		`{"result":"","code":""}`:      false,
		`[{"error":""}]`:               false,
		"```json\n{}\n```":             false,
		"S3_ERROR: bucket gone":        true,
		"#":                            false,
		"## \n\n":                      false,
	})
	for _, s := range []string{"", " ", "\n", "[", "{", "```", "# x\n\n", "bash: ", "a: b: ", "4", "H", "E"} {
		ErrorShapedText([]byte(s))
		errorMessage([]byte(s))
		errorFirstLine([]byte(s), []byte(s))
		programPrefixed([]byte(s))
		clauseEnds([]byte(s))
	}
}

// TestErrorWideEnvelopes: an envelope of more than four members is an
// error answer only when every member is an envelope member.
func TestErrorWideEnvelopes(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"timestamp":"2026-01-01T00:00:00Z","status":404,"error":"Not Found","message":"No page","path":"/x"}`:      true,
		`{"success":false,"error":"Locked","code":423,"requestId":"r1","timestamp":1700000000}`:                      true,
		`{"success":false,"error":"Command failed: x","file":"/srv/a.pdf","timestamp":"t","errorType":"TOOL_ERROR"}`: true,
		`{"id":1,"name":"a","error":"x","b":1,"c":2}`:                                                                false,
		`{"timestamp":"t","level":"error","message":"disk full","host":"db1","pid":7}`:                               false,
		`{"status":"failed","message":"m","path":"/x","time":"t","code":1,"id":"job-1"}`:                             false,
	})
}

// TestErrorMetaMembers: when/where members go with an error member or an
// explicit failure (success false, status "error"), not with a status
// such as "failed" alone (a job record's).
func TestErrorMetaMembers(t *testing.T) {
	errorCases(t, map[string]bool{
		`{"error":"Not Found","path":"/x","timestamp":"t"}`:    true,
		`{"status":"failed","message":"exit 1","time":"3s"}`:   false,
		`{"status":"error","message":"Boom","requestId":"r1"}`: true,
		`{"success":false,"message":"Locked","traceId":"t1"}`:  true,
		`{"status":"done","message":"ok","time":"3s"}`:         false,
	})
}

// TestHTTPStatusCode: the hand-written HTTP status readers.
func TestHTTPStatusCode(t *testing.T) {
	for line, want := range map[string]bool{"404 Not Found": true, "HTTP/1.1 502 Bad Gateway": true, "http 429 too many requests: slow": true,
		"HTTP 500 Internal Server Error (trace 7)": true, "404 Not Founders": false, "404 not found in index": false, "HTTPS 404 Not Found": false,
		"4040 Not Found": false, "HTTP/2": false, "503 Service Unavailable — retry": true} {
		if got := httpStatusLine([]byte(line)); got != want {
			t.Errorf("httpStatusLine(%q) = %v, want %v", line, got, want)
		}
	}
	for line, want := range map[string]bool{"Upstream returned 502 Bad Gateway": true, "got 404 Not Found twice": true,
		"x1404 Not Found": false, "port 4040 open": false, "404": false} {
		if got := httpStatusAnywhere([]byte(line)); got != want {
			t.Errorf("httpStatusAnywhere(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestMetricNotError: a key with a number is a measure, unless the number
// is an HTTP error status.
func TestMetricNotError(t *testing.T) {
	for line, want := range map[string]bool{"Error rate: 0.3%": true, "Errors: 0": true, "Invalid entries: 0 of 120": true,
		"Failed (24h): 3/ 10": false, "Failed (24h): 3": false, "Failed (last day): 3": true, "**Denied:** 4": false, "- Denied: 4": true, "HTTP error: 503": false,
		"Timeout: 45s": true, "Timeout: 45 minutes": false, "Error: disk full": false, "Error 12: x": false, "Latency: 12ms": true,
		"Failed: 3/10": true, "": false, "Errors:": false} {
		if got := metricNotError([]byte(line)); got != want {
			t.Errorf("metricNotError(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestErrorHeadingOverDocument: a heading that reads as an error over a
// document of its own (sections, pairs) is a record about an error; the
// same heading over a short message is an error answer.
func TestErrorHeadingOverDocument(t *testing.T) {
	doc := "## [error] ECONNRESET when uploading cover images\n\n## Root Cause\nThe proxy closed idle sockets.\n\n## Fix\nRetry once.\n\n**Status**: resolved\n**Tags**: uploads\n"
	if note, ok := ErrorShapedText([]byte(doc)); ok {
		t.Errorf("document read as an error: %s", note)
	}
	msg := "## Error: ECONNRESET when uploading cover images\n\nThe upload failed.\n"
	if _, ok := ErrorShapedText([]byte(msg)); !ok {
		t.Errorf("short message not read as an error")
	}
}
