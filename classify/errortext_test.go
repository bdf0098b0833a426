package classify

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestErrorShapedText(t *testing.T) {
	for text, want := range map[string]bool{
		"Error: fetch failed":                                       true,
		"❌ Error creating record: SQLITE_ERROR":                     true,
		"ENOENT: no such file or directory, stat '/x'":              true,
		"Failed to connect to api.github.com":                       true,
		"Cannot parse color: example":                               true,
		`{"error":"fetch failed"}`:                                  true,
		`{"success":false,"error":"bad token"}`:                     true,
		`{"error":null,"rows":[]}`:                                  false,
		`{"id":1,"name":"a","error":"x","b":1,"c":2}`:               false,
		"Found 3 errors in the log:\n- a\n- b":                      false,
		"The sum of 1 and 1 is 2.":                                  false,
		"Echo: example":                                             false,
		"Errors are counted apart":                                  false,
		"# Invalidation strategies\n\ntext":                         false,
		"":                                                          false,
		`{"success":false,"message":"Set confirm=true to proceed"}`: true,
		`{"status":"error","message":"Order already shipped"}`:      true,
		`{"status":"permission-denied","reason":"read-only token"}`: true,
		`{"status":404,"message":"Not Found"}`:                      true,
		`{"type":"error","error":{"type":"overloaded"}}`:            true,
		`{"success":true,"message":"Table created"}`:                false,
		`{"status":"task_done","message":"Task 3 marked done"}`:     false,
		`{"status":"error"}`:                                        true,
		`{"valid":false,"error":"bad date"}`:                        false,
		`{"isValid":false,"errors":["a"]}`:                          false,
		`{"error":0,"warnings":3}`:                                  false,
		`{"error":"x","items":[1,2]}`:                               false,
		`{"level":"error","msg":"disk full","ts":"2026-01-02"}`:     false,
		`{"status":"failed","id":"job-7","message":"exit 1"}`:       false,
		`{"status":"error","message":"x"} trailing`:                 false,
		"Key not found: cache:users":                                true,
		"Table 'orders' does not exist":                             true,
		"Upload failed: quota exceeded":                             true,
		"HTTP error: 503":                                           true,
		"404 not found":                                             true,
		"TypeError: Cannot read properties of undefined":            true,
		"Permission required":                                       true,
		"Login required to view private repositories":               true,
		"Forbidden: token expired":                                  true,
		"2 checks failed.":                                          false,
		"Last error: none":                                          false,
		"Build: ok\nLast error: none\nUptime: 4d":                   false,
		"Summary\nline two\nDeploy failed: timeout":                 false,
		"Nothing failed, all 4 jobs passed":                         false,
		`{"detail":"Not Found"}`:                                    true,
		`{"message":"Invalid API key","code":401}`:                  true,
		`{"result":"Failed to open /data/x.csv"}`:                   true,
		`{"message":"Table created"}`:                               false,
		`{"status":"ok","message":"Cannot-fail mode is on"}`:        false,
		`{"id":3,"message":"Error: disk full"}`:                     false,
		"MCP error -32602: Invalid arguments for tool":              true,
		"Request timed out after 30000ms":                           true,
		"Rate limit exceeded, retry in 20s":                         true,
		"connect ECONNREFUSED 127.0.0.1:6379":                       true,
		"Something went wrong while rendering the chart":            true,
		"Deploy timed out? No: finished in 42s\nall green\nok":      false,
		"File /srv/app/config.yaml not found":                       true,
		"Deleted 0 rows; 2 ids not found":                           false,
		"getErrorCount returns a number":                            false,
	} {
		if _, got := errorShaped([]byte(text)); got != want {
			t.Errorf("errorShaped(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestErrorTextFlagOnlyWithoutIsError(t *testing.T) {
	res := func(s string) json.RawMessage {
		b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": s}}})
		return b
	}
	if l := Classify(Input{Result: res("Error: fetch failed")}); !slices.Contains(l.Flags, FlagErrorText) {
		t.Errorf("flags %v lack %s", l.Flags, FlagErrorText)
	}
	if l := Classify(Input{Result: json.RawMessage(`{"content":[{"type":"text","text":"Error: x"}],"isError":true}`)}); slices.Contains(l.Flags, FlagErrorText) || !slices.Contains(l.Flags, FlagIsError) {
		t.Errorf("isError result: flags %v", l.Flags)
	}
	if l := Classify(Input{Result: res("Users:\n- alice\n- bob")}); slices.Contains(l.Flags, FlagErrorText) {
		t.Errorf("data flagged as error: %v", l.Flags)
	}
}
