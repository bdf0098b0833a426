package check

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// FuzzRun runs every check over a capture built from arbitrary bytes: no
// check may panic (an internal finding is a failure here) on any tool
// definition, result, JSON-RPC error or initialize result. Run a long
// session by hand: go test ./probe/check -run '^$' -fuzz FuzzRun -fuzztime 5m
func FuzzRun(f *testing.F) {
	f.Add([]byte(schemaTool("u", userSchema)), []byte(`{"content":[{"type":"text","text":"{\"name\":1}"}],"structuredContent":{"name":1}}`), []byte(`{"code":-32603,"message":"x"}`), []byte(`{}`))
	f.Add([]byte(`{"name":"a b","inputSchema":null,"annotations":{"readOnlyHint":"x"}}`), []byte(`{"content":[{"type":"image"}],"data":1}`), []byte(`null`), []byte(`[]`))
	f.Add([]byte(schemaTool("u", `{"type":"object","properties":{"a":{"$ref":"#/definitions/x"}}}`)), []byte(text("Error: x")), []byte(`{"code":"x"}`), []byte(`{"protocolVersion":1}`))
	f.Fuzz(func(t *testing.T, def, result, rpcErr, init []byte) {
		for _, v := range []string{V20250618, V20251125, V20260728} {
			s := server(v)
			s.InitializeResult = init
			s.Tools = []capture.Tool{{Name: toolName(string(def)), Def: def, Page: 1}}
			s.Calls = []capture.Call{
				{ID: "srv/u/1", Tool: toolName(string(def)), Status: capture.CallOK, Result: result},
				{ID: "srv/u/2", Tool: toolName(string(def)), Status: capture.CallRPCError, Error: rpcErr},
			}
			for _, fd := range runCached(All(), s) {
				if fd.CheckID == InternalCheckID {
					t.Fatalf("%s: %s", v, fd.Message)
				}
			}
		}
	})
}
