package check

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// serverInfoMeta is a result's _meta naming the fixture server.
const serverInfoMeta = `{"io.modelcontextprotocol/serverInfo":{"name":"srv","version":"1.0.0"}}`

// cleanDiscover is a server/discover result that follows every rule.
const cleanDiscover = `{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},"_meta":` + serverInfoMeta + `,"ttlMs":60000,"cacheScope":"public"}`

// withMembers adds members to a raw JSON object when they are absent; any
// other value is returned unchanged.
func withMembers(raw json.RawMessage, members map[string]string) json.RawMessage {
	var m map[string]json.RawMessage
	if jsonKind(raw) != "object" || json.Unmarshal(raw, &m) != nil {
		return raw
	}
	for k, v := range members {
		if _, ok := m[k]; !ok {
			m[k] = json.RawMessage(v)
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// modernize turns a fixture into the capture of a clean 2026-07-28
// session, as the probe records one: server/discover instead of
// initialize, resultType and serverInfo on every result, caching hints on
// the tools/list pages, two identical listings, and the wire of it all.
// Captures of earlier versions are returned unchanged.
func modernize(s *capture.Server) *capture.Server {
	if !atLeast(s.ProtocolVersion, V20260728) {
		return s
	}
	s.ProtocolPath = capture.PathDiscover
	s.InitializeResult = nil
	s.DiscoverResult = json.RawMessage(cleanDiscover)
	s.AdvertisedVersions = []string{V20260728}
	var defs []string
	for _, tl := range s.Tools {
		if json.Valid(tl.Def) {
			defs = append(defs, string(tl.Def))
		}
	}
	page := `{"resultType":"complete","tools":[` + strings.Join(defs, ",") + `],"ttlMs":60000,"cacheScope":"public","_meta":` + serverInfoMeta + `}`
	s.ListResults = []capture.ListResult{{Round: 1, Page: 1, Raw: json.RawMessage(page)}, {Round: 2, Page: 1, Raw: json.RawMessage(page)}}
	for i := range s.Calls {
		c := &s.Calls[i]
		if len(c.Result) > 0 {
			c.Result = withMembers(c.Result, map[string]string{"resultType": `"complete"`, "_meta": serverInfoMeta})
			c.ResultType = capture.ResultComplete
		}
	}
	rebuildWire(s)
	return s
}

// rebuildWire records the session's messages from its captured values:
// server/discover, the tools/list pages, then each call.
func rebuildWire(s *capture.Server) {
	s.Wire = nil
	id := 0
	meta := `{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	pair := func(method, params string, result, rpcErr json.RawMessage) {
		id++
		ids := strconv.Itoa(id)
		s.Wire = append(s.Wire, capture.WireMessage{Dir: capture.WireSend, Method: method,
			Raw: json.RawMessage(`{"jsonrpc":"2.0","id":` + ids + `,"method":"` + method + `","params":` + params + `}`)})
		switch {
		case len(rpcErr) > 0:
			s.Wire = append(s.Wire, capture.WireMessage{Dir: capture.WireRecv, Method: method, Raw: json.RawMessage(`{"jsonrpc":"2.0","id":` + ids + `,"error":` + string(rpcErr) + `}`)})
		case len(result) > 0:
			s.Wire = append(s.Wire, capture.WireMessage{Dir: capture.WireRecv, Method: method, Raw: json.RawMessage(`{"jsonrpc":"2.0","id":` + ids + `,"result":` + string(result) + `}`)})
		}
	}
	pair("server/discover", `{"_meta":`+meta+`}`, s.DiscoverResult, s.DiscoverError)
	for _, lr := range s.ListResults {
		pair("tools/list", `{"_meta":`+meta+`}`, lr.Raw, nil)
	}
	for _, c := range s.Calls {
		if !json.Valid(c.Result) && !json.Valid(c.Error) {
			continue
		}
		name, _ := json.Marshal(c.Tool)
		args := "{}"
		if len(c.Arguments) > 0 {
			args = string(c.Arguments)
		}
		var res, rpcErr json.RawMessage
		if json.Valid(c.Result) {
			res = c.Result
		}
		if json.Valid(c.Error) {
			rpcErr = c.Error
		}
		pair("tools/call", `{"name":`+string(name)+`,"arguments":`+args+`,"_meta":`+meta+`}`, res, rpcErr)
	}
}

// modern makes a builder's captures modern (on 2026-07-28).
func modern(b build) build {
	return func(v string) *capture.Server { return modernize(b(v)) }
}

// modernWith makes a builder's captures modern, then applies change and
// records the wire again.
func modernWith(b build, change func(s *capture.Server)) build {
	return func(v string) *capture.Server {
		s := modernize(b(v))
		change(s)
		rebuildWire(s)
		return s
	}
}

// wireThen makes a builder's captures modern, then applies change to the
// recorded capture as it is (the wire is not rebuilt).
func wireThen(b build, change func(s *capture.Server)) build {
	return func(v string) *capture.Server {
		s := modernize(b(v))
		change(s)
		return s
	}
}

// only limits a case to some versions: on others its build returns nil.
func only(c checkCase, versions ...string) checkCase {
	b := c.build
	c.build = func(v string) *capture.Server {
		if !slices.Contains(versions, v) {
			return nil
		}
		return b(v)
	}
	return c
}

// modernCases are the case tables of the 2026-07-28 checks.
func modernCases() map[string]struct{ fail, pass []checkCase } {
	one := toolCall(plainTool("a"), text("ok"))
	two := with(toolsOnly(plainTool("a"), plainTool("b"), plainTool("c")), func(s *capture.Server) {})
	return map[string]struct{ fail, pass []checkCase }{
		"MCP4009": {
			fail: []checkCase{
				// 2025-06-18 and 2025-11-25: captured values against their schema.
				only(checkCase{"structuredContent array", toolCall(plainTool("a"), `{"content":[{"type":"text","text":"[1]"}],"structuredContent":[1]}`)}, V20250618, V20251125),
				only(checkCase{"initialize without serverInfo", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"` + s.ProtocolVersion + `","capabilities":{}}`)
				})}, V20250618, V20251125),
				only(checkCase{"content block without text", toolCall(plainTool("a"), `{"content":[{"type":"text"}]}`)}, V20250618, V20251125),
				// 2026-07-28: the wire.
				only(checkCase{"tools/list page without caching hints", modernWith(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.ListResults[0].Raw = json.RawMessage(`{"resultType":"complete","tools":[` + plainTool("a") + `]}`)
				})}, V20260728),
				only(checkCase{"content block of unknown type", modern(toolCall(plainTool("a"), `{"content":[{"type":"weird"}]}`))}, V20260728),
				only(checkCase{"unsupported version error without data", modernWith(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Calls = append(s.Calls, capture.Call{ID: "srv/a/1", Tool: "a", Seq: 1, Status: capture.CallRPCError, Error: json.RawMessage(`{"code":-32022,"message":"Unsupported protocol version"}`)})
				})}, V20260728),
			},
			pass: []checkCase{
				{"clean", modern(toolCall(plainTool("a"), text("ok")))},
				only(checkCase{"array structuredContent (SEP-2106)", modern(toolCall(schemaTool("a", `{"type":"array"}`), `{"content":[{"type":"text","text":"[1]"}],"structuredContent":[1]}`))}, V20260728),
				only(checkCase{"input_required result", modernWith(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Calls = append(s.Calls, capture.Call{ID: "srv/a/1", Tool: "a", Seq: 1, Status: capture.CallInputRequired, ResultType: capture.ResultInputRequired,
						Result: json.RawMessage(`{"resultType":"input_required","inputRequests":{"confirm":{"method":"elicitation/create","params":{"mode":"form","message":"Sure?","requestedSchema":{"type":"object","properties":{}}}}},"_meta":` + serverInfoMeta + `}`)})
				})}, V20260728),
			},
		},
		"MCP4010": {
			fail: []checkCase{
				{"call result without resultType", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result = json.RawMessage(`{"content":[{"type":"text","text":"ok"}],"_meta":` + serverInfoMeta + `}`)
				})},
				{"discover without resultType", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, `"resultType":"complete",`, "", 1))
				})},
				{"unknown resultType", modernWith(one, func(s *capture.Server) {
					s.ListResults[1].Raw = json.RawMessage(strings.Replace(string(s.ListResults[1].Raw), `"complete"`, `"done"`, 1))
				})},
			},
			pass: []checkCase{
				{"complete everywhere", modern(one)},
				{"input_required", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result = json.RawMessage(`{"resultType":"input_required","requestState":"abc","_meta":` + serverInfoMeta + `}`)
				})},
				{"session not of 2026-07-28 (initialize path, no modern data)", one},
			},
		},
		"MCP4011": {
			fail: []checkCase{
				{"tools/list without hints", modernWith(one, func(s *capture.Server) {
					s.ListResults[0].Raw = json.RawMessage(`{"resultType":"complete","tools":[],"_meta":` + serverInfoMeta + `}`)
				})},
				{"negative ttlMs", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, `"ttlMs":60000`, `"ttlMs":-1`, 1))
				})},
				{"bad cacheScope", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, `"public"`, `"shared"`, 1))
				})},
				{"pages with different cacheScope", modernWith(one, func(s *capture.Server) {
					s.ListResults = append(s.ListResults, capture.ListResult{Round: 1, Page: 2,
						Raw: json.RawMessage(`{"resultType":"complete","tools":[],"ttlMs":0,"cacheScope":"private","_meta":` + serverInfoMeta + `}`)})
				})},
			},
			pass: []checkCase{
				{"hints everywhere", modern(one)},
				{"ttlMs 0, private", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(strings.Replace(cleanDiscover, `"ttlMs":60000`, `"ttlMs":0`, 1), `"public"`, `"private"`, 1))
				})},
				{"input_required carries no hints", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(`{"resultType":"input_required","requestState":"x"}`)
				})},
			},
		},
		"MCP4012": {
			fail: []checkCase{
				{"discover fails", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult, s.DiscoverError = nil, json.RawMessage(`{"code":-32601,"message":"Method not found"}`)
				})},
				{"supportedVersions without the session's version", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, `["2026-07-28"]`, `["2025-11-25"]`, 1))
				})},
				{"tools without the capability", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, `{"tools":{}}`, `{"prompts":{}}`, 1))
				})},
				{"initialize answered with 2026-07-28", with(one, func(s *capture.Server) { s.ProtocolPath = capture.PathInitialize })},
				{"unsupported-version error disagrees", modernWith(one, func(s *capture.Server) {
					s.Calls = append(s.Calls, capture.Call{ID: "srv/a/2", Tool: "a", Seq: 2, Status: capture.CallRPCError,
						Error: json.RawMessage(`{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2025-11-25"],"requested":"2030-01-01"}}`)})
				})},
			},
			pass: []checkCase{
				{"consistent", modern(one)},
				{"prompts advertised, not used", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, `{"tools":{}}`, `{"tools":{},"prompts":{}}`, 1))
				})},
			},
		},
		"MCP4013": {
			fail: []checkCase{
				{"order differs", modernWith(two, func(s *capture.Server) {
					s.ListResults[1].Raw = json.RawMessage(`{"resultType":"complete","tools":[` + plainTool("c") + `,` + plainTool("a") + `,` + plainTool("b") + `],"ttlMs":60000,"cacheScope":"public","_meta":` + serverInfoMeta + `}`)
				})},
				{"set differs", modernWith(two, func(s *capture.Server) {
					s.ListResults[1].Raw = json.RawMessage(`{"resultType":"complete","tools":[` + plainTool("a") + `],"ttlMs":60000,"cacheScope":"public","_meta":` + serverInfoMeta + `}`)
				})},
			},
			pass: []checkCase{
				{"same order", modern(two)},
				{"same order over other pages", modernWith(two, func(s *capture.Server) {
					p := func(names ...string) json.RawMessage {
						var ds []string
						for _, n := range names {
							ds = append(ds, plainTool(n))
						}
						return json.RawMessage(`{"resultType":"complete","tools":[` + strings.Join(ds, ",") + `],"ttlMs":1,"cacheScope":"public","_meta":` + serverInfoMeta + `}`)
					}
					s.ListResults = []capture.ListResult{{Round: 1, Page: 1, Raw: p("a", "b")}, {Round: 1, Page: 2, Raw: p("c")},
						{Round: 2, Page: 1, Raw: p("a")}, {Round: 2, Page: 2, Raw: p("b", "c")}}
				})},
				{"one listing only", modernWith(two, func(s *capture.Server) { s.ListResults = s.ListResults[:1] })},
			},
		},
		"MCP4014": {
			fail: []checkCase{
				{"-32002 resource not found", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result, s.Calls[0].Error, s.Calls[0].Status = nil, json.RawMessage(`{"code":-32002,"message":"Resource not found"}`), capture.CallRPCError
				})},
				{"draft -32004", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult, s.DiscoverError = nil, json.RawMessage(`{"code":-32004,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"],"requested":"x"}}`)
				})},
				{"undefined reserved -32050", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result, s.Calls[0].Error, s.Calls[0].Status = nil, json.RawMessage(`{"code":-32050,"message":"x"}`), capture.CallRPCError
				})},
				{"code not an integer", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result, s.Calls[0].Error, s.Calls[0].Status = nil, json.RawMessage(`{"code":-32602.5,"message":"x"}`), capture.CallRPCError
				})},
			},
			pass: []checkCase{
				{"-32602 and -32022", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result, s.Calls[0].Error, s.Calls[0].Status = nil, json.RawMessage(`{"code":-32602,"message":"Unknown tool"}`), capture.CallRPCError
					s.Calls = append(s.Calls, capture.Call{ID: "srv/a/2", Tool: "a", Seq: 2, Status: capture.CallRPCError,
						Error: json.RawMessage(`{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"],"requested":"x"}}`)})
				})},
				{"application code", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result, s.Calls[0].Error, s.Calls[0].Status = nil, json.RawMessage(`{"code":1001,"message":"quota"}`), capture.CallRPCError
				})},
			},
		},
		"MCP4016": {
			fail: []checkCase{
				{"ping on the wire", wireThen(one, func(s *capture.Server) {
					s.Wire = append(s.Wire,
						capture.WireMessage{Dir: capture.WireRecv, Method: "ping", Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"ping"}`)},
						capture.WireMessage{Dir: capture.WireSend, Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"refused"}}`)})
				})},
				{"elicitation request event, no wire", wireThen(one, func(s *capture.Server) {
					s.Wire = nil
					s.Events = append(s.Events, capture.Event{Kind: capture.EventServerRequest, Detail: "elicitation/create: a server-to-client request in a stateless session, refused with error -32601"})
				})},
			},
			pass: []checkCase{
				{"notifications only", wireThen(one, func(s *capture.Server) {
					s.Wire = append(s.Wire, capture.WireMessage{Dir: capture.WireRecv, Method: "notifications/progress",
						Raw: json.RawMessage(`{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}`)})
				})},
				{"legacy session (server requests allowed)", with(one, func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventServerRequest, Detail: "ping: answered with an empty result"})
				})},
			},
		},
		"MCP4015": {
			fail: []checkCase{
				{"call result without _meta", modernWith(one, func(s *capture.Server) {
					s.Calls[0].Result = json.RawMessage(`{"resultType":"complete","content":[{"type":"text","text":"ok"}]}`)
				})},
				{"_meta without serverInfo", modernWith(one, func(s *capture.Server) {
					s.DiscoverResult = json.RawMessage(strings.Replace(cleanDiscover, serverInfoMeta, `{"other":1}`, 1))
				})},
			},
			pass: []checkCase{
				{"everywhere", modern(one)},
			},
		},
	}
}
