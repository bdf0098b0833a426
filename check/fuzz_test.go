package check

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// FuzzRun runs every check over a capture built from arbitrary bytes: no
// check may panic (an internal finding is a failure here) on any tool
// definition, result, JSON-RPC error or initialize result. Run a long
// session by hand: go test ./check -run '^$' -fuzz FuzzRun -fuzztime 5m
func FuzzRun(f *testing.F) {
	f.Add([]byte(schemaTool("u", userSchema)), []byte(`{"content":[{"type":"text","text":"{\"name\":1}"}],"structuredContent":{"name":1}}`), []byte(`{"code":-32603,"message":"x"}`), []byte(`{}`))
	f.Add([]byte(`{"name":"a b","inputSchema":null,"annotations":{"readOnlyHint":"x"}}`), []byte(`{"content":[{"type":"image"}],"data":1}`), []byte(`null`), []byte(`[]`))
	f.Add([]byte(schemaTool("u", `{"type":"object","properties":{"a":{"$ref":"#/definitions/x"}}}`)), []byte(text("Error: x")), []byte(`{"code":"x"}`), []byte(`{"protocolVersion":1}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"ping"}`), []byte(`{"jsonrpc":"2.0","id":2,"result":{"resultType":"done","tools":[{"name":"b"},{"name":"a"}],"ttlMs":-5,"cacheScope":1}}`),
		[]byte(`{"jsonrpc":"2.0","id":3,"error":{"code":-32004,"message":"x","data":{"supported":"x"}}}`), []byte(cleanDiscover))
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
		// A 2026-07-28 session whose discover result, listing, wire and
		// errors are the arbitrary bytes.
		s := server(V20260728)
		s.ProtocolPath, s.InitializeResult, s.DiscoverResult, s.DiscoverError = capture.PathDiscover, nil, init, rpcErr
		s.ListResults = []capture.ListResult{{Round: 1, Page: 1, Raw: def}, {Round: 2, Page: 1, Raw: result}}
		s.Wire = []capture.WireMessage{{Dir: capture.WireSend, Method: "tools/call", Raw: def}, {Dir: capture.WireRecv, Method: "tools/call", Raw: result},
			{Dir: capture.WireRecv, Raw: rpcErr}, {Dir: capture.WireRecv, Raw: init, Truncated: len(init)%2 == 1}}
		s.Calls = []capture.Call{{ID: "srv/u/1", Tool: "u", Status: capture.CallOK, Result: result}, {ID: "srv/u/2", Tool: "u", Status: capture.CallRPCError, Error: rpcErr}}
		for _, fd := range runCached(All(), s) {
			if fd.CheckID == InternalCheckID {
				t.Fatalf("modern: %s", fd.Message)
			}
		}
		for _, m := range s.Wire {
			_, _, _ = ValidateWireMessage(testSchemas, V20260728, m)
		}
	})
}
