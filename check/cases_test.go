package check

import (
	"encoding/json"
	"maps"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// ecmaScopes is a real tool's pattern (as a JSON string): a comma-separated
// scope list without a repeated team or scim scope. Lookahead and the
// backreference are ECMA-262, JSON Schema's regular expressions, though Go's
// RE2 rejects them.
const ecmaScopes = `"^(?!.*(?:^|,)(team|scim),(?:.*,)?\\1(?:$|,)).*$"`

// checkCase is one named capture for a check's table.
// A build that returns nil for a version (see only) has no case there.
type checkCase struct {
	name  string
	build build
}

// appliesTo reports whether the case runs on version v.
func (c checkCase) appliesTo(v string) bool { return c.build(v) != nil }

// caseTable holds, per check ID, captures on which the check must fire
// (fail) and captures on which it must stay silent (pass), on every
// protocol version the check applies to. TestEveryCheckHasCases fails
// when a registered ID lacks either.
func caseTable() map[string]struct{ fail, pass []checkCase } {
	long := strings.Repeat("a", 129)
	table := map[string]struct{ fail, pass []checkCase }{
		"MCP1001": {
			fail: []checkCase{
				{"space and slash", toolsOnly(`{"name":"search repos/github","inputSchema":{"type":"object"}}`)},
				{"129 characters", toolsOnly(`{"name":"` + long + `","inputSchema":{"type":"object"}}`)},
			},
			pass: []checkCase{
				{"no name (MCP1002)", toolsOnly(`{"inputSchema":{"type":"object"}}`)},
				{"letters digits _ - .", toolsOnly(`{"name":"search_repos.github-v2","inputSchema":{"type":"object"}}`)},
				{"128 characters", toolsOnly(`{"name":"` + long[:128] + `","inputSchema":{"type":"object"}}`)},
			},
		},
		"MCP1002": {
			fail: []checkCase{
				{"null", toolsOnly(`{"name":"a","inputSchema":null}`)},
				{"missing", toolsOnly(`{"name":"a"}`)},
				{"string root", toolsOnly(`{"name":"a","inputSchema":{"type":"string"}}`)},
				{"no type", toolsOnly(`{"name":"a","inputSchema":{"properties":{}}}`)},
				{"definition not an object", toolsOnly(`["a"]`)},
				{"no name", toolsOnly(`{"inputSchema":{"type":"object"}}`)},
				{"name not a string", toolsOnly(`{"name":42,"inputSchema":{"type":"object"}}`)},
			},
			pass: []checkCase{
				{"object", toolsOnly(`{"name":"a","inputSchema":{"type":"object","additionalProperties":false}}`)},
			},
		},
		"MCP1003": {
			fail: []checkCase{
				{"required not an array", toolsOnly(schemaTool("a", `{"type":"object","required":"count"}`))},
				{"string", toolsOnly(schemaTool("a", `"object"`))},
				{"remote ref", toolsOnly(schemaTool("a", `{"type":"object","properties":{"x":{"$ref":"https://example.com/x.json"}}}`))},
			},
			pass: []checkCase{
				{"valid", toolsOnly(schemaTool("a", userSchema))},
				{"local ref", toolsOnly(schemaTool("a", `{"type":"object","properties":{"x":{"$ref":"#/$defs/x"}},"$defs":{"x":{"type":"string"}}}`))},
				{"no outputSchema", toolsOnly(plainTool("a"))},
			},
		},
		"MCP1004": {
			fail: []checkCase{
				{"array root", toolsOnly(schemaTool("a", `{"type":"array","items":{"type":"string"}}`))},
				{"no type", toolsOnly(schemaTool("a", `{"properties":{"a":{"type":"string"}}}`))},
				{"type list", toolsOnly(schemaTool("a", `{"type":["object","null"]}`))},
			},
			pass: []checkCase{
				{"object root", toolsOnly(schemaTool("a", userSchema))},
			},
		},
		"MCP1005": {
			fail: []checkCase{
				{"same page", toolsOnly(plainTool("a"), plainTool("b"), plainTool("a"))},
			},
			pass: []checkCase{
				{"distinct", toolsOnly(plainTool("a"), plainTool("b"))},
				{"other page (MCP4004)", with(toolsOnly(plainTool("a"), plainTool("a")), func(s *capture.Server) { s.Tools[1].Page = 2 })},
			},
		},
		"MCP1006": {
			fail: []checkCase{
				{"read-only and destructive", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true,"destructiveHint":true}}`)},
				{"string hint", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"idempotentHint":"yes"}}`)},
				{"annotations array", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":[true]}`)},
			},
			pass: []checkCase{
				{"read-only idempotent", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"title":"A","readOnlyHint":true,"idempotentHint":true,"destructiveHint":false,"openWorldHint":false}}`)},
				{"destructive", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":false,"destructiveHint":true}}`)},
			},
		},
		"MCP1007": {
			fail: []checkCase{
				{"bad type name", toolsOnly(`{"name":"a","inputSchema":{"type":"object","properties":{"q":{"type":"text"}}}}`)},
				{"pattern that is no regular expression", toolsOnly(`{"name":"a","inputSchema":{"type":"object","properties":{"q":{"type":"string","pattern":"("}}}}`)},
				{"patternProperties key that is no regular expression", toolsOnly(`{"name":"a","inputSchema":{"type":"object","patternProperties":{"[a-":{"type":"string"}}}}`)},
			},
			pass: []checkCase{
				{"valid", toolsOnly(`{"name":"a","inputSchema":{"type":"object","properties":{"q":{"type":"string","minLength":1}},"required":["q"]}}`)},
				{"ECMA-262 lookahead and backreference", toolsOnly(`{"name":"a","inputSchema":{"type":"object","properties":{"scopes":{"type":"string","pattern":` + ecmaScopes + `}}}}`)},
				{"ECMA-262 lookbehind in patternProperties", toolsOnly(`{"name":"a","inputSchema":{"type":"object","patternProperties":{"(?<!_)id$":{"type":"string"}}}}`)},
			},
		},
		"MCP1008": {
			fail: []checkCase{
				{"read tools annotated destructive, open world", toolsOnly(
					`{"name":"list_issues","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true,"openWorldHint":true}}`,
					`{"name":"get_issue","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true,"openWorldHint":true}}`)},
				{"all four defaults", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"title":"A","readOnlyHint":false,"destructiveHint":true,"idempotentHint":false,"openWorldHint":true}}`)},
				{"one default hint, other tools unannotated", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":false}}`, `{"name":"b","inputSchema":{"type":"object"}}`)},
				{"defaults beside a malformed hint (MCP1006)", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"openWorldHint":true,"readOnlyHint":"true"}}`)},
			},
			pass: []checkCase{
				{"no annotations", toolsOnly(`{"name":"a","inputSchema":{"type":"object"}}`, `{"name":"b","inputSchema":{"type":"object"}}`)},
				{"title only", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"title":"A"}}`)},
				{"one read-only tool among default ones", toolsOnly(
					`{"name":"delete_issue","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true,"openWorldHint":true}}`,
					`{"name":"list_issues","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true,"openWorldHint":true}}`)},
				{"closed world", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true,"openWorldHint":false}}`)},
				{"idempotent", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":false,"idempotentHint":true}}`)},
				{"additive write", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"destructiveHint":false}}`)},
				{"null hints and annotations", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"destructiveHint":null}}`, `{"name":"b","inputSchema":{"type":"object"},"annotations":null}`)},
				{"no tools", toolsOnly()},
			},
		},
		"MCP2001": {
			fail: []checkCase{
				{"JSON text only", toolCall(schemaTool("u", userSchema), text(`{"name":"John"}`))},
				{"prose only", toolCall(schemaTool("u", userSchema), text("John, 42"))},
				// Until 2025-11-25 null is no structuredContent; from 2026-07-28
				// (SEP-2106) null is a value, validated by MCP2002.
				only(checkCase{"structuredContent null", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"x"}],"structuredContent":null}`)}, V20250618, V20251125),
			},
			pass: []checkCase{
				only(checkCase{"structuredContent null is a value (SEP-2106)", toolCall(schemaTool("u", `{"type":"null"}`), `{"content":[{"type":"text","text":"null"}],"structuredContent":null}`)}, V20260728),
				{"structured", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"{\"name\":\"John\"}"}],"structuredContent":{"name":"John"}}`)},
				{"error result", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"no such user"}],"isError":true}`)},
				{"no outputSchema", toolCall(plainTool("u"), text(`{"name":"John"}`))},
			},
		},
		"MCP2002": {
			fail: []checkCase{
				{"wrong type", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"{\"name\":5}"}],"structuredContent":{"name":5}}`)},
				{"missing required", toolCall(schemaTool("u", userSchema), `{"content":[],"structuredContent":{"age":3}}`)},
				{"ECMA-262 pattern with a repeated scope", toolCall(schemaTool("u", `{"type":"object","properties":{"scopes":{"type":"string","pattern":`+ecmaScopes+`}}}`), `{"content":[],"structuredContent":{"scopes":"team,user,team"}}`)},
			},
			pass: []checkCase{
				{"valid", toolCall(schemaTool("u", userSchema), `{"content":[],"structuredContent":{"name":"John","age":3}}`)},
				{"integer written 3.0", toolCall(schemaTool("u", userSchema), `{"content":[],"structuredContent":{"name":"John","age":3.0}}`)},
				{"ECMA-262 pattern matched", toolCall(schemaTool("u", `{"type":"object","properties":{"scopes":{"type":"string","pattern":`+ecmaScopes+`}}}`), `{"content":[],"structuredContent":{"scopes":"user,team"}}`)},
				{"error result (MCP3003)", toolCall(schemaTool("u", userSchema), `{"content":[],"isError":true,"structuredContent":{"age":"x"}}`)},
			},
		},
		"MCP2003": {
			fail: []checkCase{
				{"no text", toolCall(schemaTool("u", userSchema), `{"content":[],"structuredContent":{"name":"John"}}`)},
				{"prose", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"User John"}],"structuredContent":{"name":"John"}}`)},
				{"other JSON", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"{\"name\":\"Jon\"}"}],"structuredContent":{"name":"John"}}`)},
			},
			pass: []checkCase{
				{"same JSON reordered", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"{ \"age\": 3.0, \"name\": \"John\" }"}],"structuredContent":{"name":"John","age":3}}`)},
				{"fenced JSON in second block", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"User:"},{"type":"text","text":"`+"```json\\n{\\\"name\\\":\\\"John\\\"}\\n```"+`"}],"structuredContent":{"name":"John"}}`)},
				{"no structuredContent", toolCall(plainTool("u"), text("hello"))},
			},
		},
		"MCP2004": {
			fail: []checkCase{
				{"valid JSON text", toolCall(schemaTool("u", userSchema), text(`{"name":"John","age":42}`))},
			},
			pass: []checkCase{
				{"JSON text not matching", toolCall(schemaTool("u", userSchema), text(`{"age":"old"}`))},
				{"structured present", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"{\"name\":\"J\"}"}],"structuredContent":{"name":"J"}}`)},
				{"prose", toolCall(schemaTool("u", userSchema), text("John"))},
			},
		},
		"MCP2005": {
			fail: []checkCase{
				{"array", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"[1,2]"}],"structuredContent":[1,2]}`)},
				{"null", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"x"}],"structuredContent":null}`)},
				{"string", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"x"}],"structuredContent":"x"}`)},
			},
			pass: []checkCase{
				{"object", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"{\"items\":[1,2]}"}],"structuredContent":{"items":[1,2]}}`)},
				{"absent", toolCall(plainTool("u"), text("x"))},
			},
		},
		"MCP2006": {
			fail: []checkCase{
				{"seed 002 dual mode", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"25 proteins"}],"data":{"entities":25},"display":{"type":"markdown","content":"**25**"},"metadata":{"status":"staged"}}`)},
				{"other member", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"x"}],"success":true}`)},
				only(checkCase{"resultType before 2026-07-28", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"x"}],"resultType":"complete"}`)}, V20241105, V20250326, V20250618, V20251125),
			},
			pass: []checkCase{
				{"standard members", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"x"}],"isError":false,"_meta":{"k":1}}`)},
				only(checkCase{"resultType and requestState on 2026-07-28", toolCall(plainTool("u"), `{"resultType":"input_required","requestState":"s1","inputRequests":{}}`)}, V20260728),
			},
		},
		"MCP2007": {
			fail: []checkCase{
				{"JSON object text", toolCall(plainTool("u"), text(`{"name":"John","tags":["a","b"],"age":42}`))},
				{"JSON array text", toolCall(plainTool("u"), text(`[{"id":1,"title":"a"},{"id":2,"title":"b"}]`))},
			},
			pass: []checkCase{
				{"prose", toolCall(plainTool("u"), text("The weather in Paris is sunny."))},
				{"has outputSchema", toolCall(schemaTool("u", userSchema), text(`{"name":"John"}`))},
				{"error result", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"{\"error\":\"x\"}"}],"isError":true}`)},
			},
		},
		"MCP2008": {
			fail: []checkCase{
				{"unknown type", toolCall(plainTool("u"), `{"content":[{"type":"markdown","text":"# hi"}]}`)},
				{"image without mimeType", toolCall(plainTool("u"), `{"content":[{"type":"image","data":"aGk="}]}`)},
				{"image data not base64", toolCall(plainTool("u"), `{"content":[{"type":"image","data":"not base64!","mimeType":"image/png"}]}`)},
				{"no content", toolCall(plainTool("u"), `{"structuredContent":{"a":1}}`)},
				{"content object", toolCall(plainTool("u"), `{"content":{"type":"text","text":"x"}}`)},
				{"text not a string", toolCall(plainTool("u"), `{"content":[{"type":"text","text":42}]}`)},
				{"resource without text or blob", toolCall(plainTool("u"), `{"content":[{"type":"resource","resource":{"uri":"file:///a"}}]}`)},
				{"result is an array", toolCall(plainTool("u"), `[{"type":"text","text":"x"}]`)},
			},
			pass: []checkCase{
				{"text image resource", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"x"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},{"type":"resource","resource":{"uri":"file:///a","text":"hi"}},{"type":"resource","resource":{"uri":"file:///b","blob":"aGk"}}]}`)},
				{"empty content", toolCall(plainTool("u"), `{"content":[]}`)},
			},
		},
		"MCP3001": {
			fail: []checkCase{
				{"Error:", toolCall(plainTool("u"), text("Error: repository not found"))},
				{"emoji and bold", toolCall(plainTool("u"), text("❌ **Error:** rate limit exceeded"))},
				{"Failed to", toolCall(plainTool("u"), text("Failed to fetch https://x: 500"))},
				{"exception name", toolCall(plainTool("u"), text("ValueError: invalid literal for int()"))},
				{"not found", toolCall(plainTool("u"), text("File not found: /tmp/x"))},
				{"traceback", toolCall(plainTool("u"), text("Traceback (most recent call last):\n  File \"x.py\", line 1"))},
				{"JSON envelope", toolCall(plainTool("u"), text(`{"success":false,"error":"bad token"}`))},
				{"JSON envelope with a message", toolCall(plainTool("u"), text(`{"success":false,"message":"quota exceeded"}`))},
				{"could not connect", toolCall(plainTool("u"), text("Could not connect to the database at localhost:5432"))},
			},
			pass: []checkCase{
				{"no results", toolCall(plainTool("u"), text("No results found for \"foo\"."))},
				{"error rate metric", toolCall(plainTool("u"), text("Error rate: 5%\nLatency: 20ms"))},
				{"isError set", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"Error: x"}],"isError":true}`)},
				{"long log quoting an error", toolCall(plainTool("u"), text("Error: first\n"+strings.Repeat("line\n", 20)))},
				{"JSON data with an error member among others", toolCall(plainTool("u"), text(`{"error":null,"items":[1]}`))},
				{"asked for an error message", with(toolCall(plainTool("u"), text("Error: Operation failed")), func(s *capture.Server) {
					s.Calls[0].Arguments = json.RawMessage(`{"messageType":"error","includeImage":false}`)
				})},
				{"could not find", toolCall(plainTool("u"), text("Could not find any files matching \"*.md\""))},
				{"a negative answer", toolCall(plainTool("u"), text(`{"ok":false}`))},
				{"sentence mentioning failure", toolCall(plainTool("u"), text("The build failed twice last week, then passed."))},
			},
		},
		"MCP3002": {
			fail: []checkCase{
				{"-32603 with a domain message", rpcCall(plainTool("u"), `{"code":-32603,"message":"ENOENT: no such file or directory, open '/data/x.csv'"}`)},
				{"-32000 rate limit", rpcCall(plainTool("u"), `{"code":-32000,"message":"GitHub API rate limit exceeded"}`)},
			},
			pass: []checkCase{
				{"unknown tool", rpcCall(plainTool("u"), `{"code":-32602,"message":"Unknown tool: u"}`)},
				{"bare internal error", rpcCall(plainTool("u"), `{"code":-32603,"message":"Internal error"}`)},
				{"method not found", rpcCall(plainTool("u"), `{"code":-32601,"message":"Method not found"}`)},
				{"isError result", toolCall(plainTool("u"), `{"content":[{"type":"text","text":"ENOENT"}],"isError":true}`)},
			},
		},
		"MCP3003": {
			fail: []checkCase{
				{"error shape not in schema", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"boom"}],"isError":true,"structuredContent":{"error":"boom"}}`)},
			},
			pass: []checkCase{
				{"no structuredContent", toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"boom"}],"isError":true}`)},
				{"matching", toolCall(schemaTool("u", userSchema), `{"content":[],"isError":true,"structuredContent":{"name":"x"}}`)},
				{"success result (MCP2002)", toolCall(schemaTool("u", userSchema), `{"content":[],"structuredContent":{"age":"x"}}`)},
			},
		},
		"MCP4001": {
			fail: []checkCase{
				{"banner", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventStdoutNoise, Detail: "non-JSON line on stdout", Raw: "Server started"})
				})},
			},
			pass: []checkCase{
				{"stderr only", with(toolsOnly(plainTool("a")), func(s *capture.Server) { s.StderrTail = "Server started\n" })},
			},
		},
		"MCP4002": {
			fail: []checkCase{
				{"no tools capability", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"` + s.ProtocolVersion + `","capabilities":{"resources":{}},"serverInfo":{"name":"s","version":"1"}}`)
				})},
				{"tools capability true", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"` + s.ProtocolVersion + `","capabilities":{"tools":true},"serverInfo":{"name":"s","version":"1"}}`)
				})},
			},
			pass: []checkCase{
				{"declared", toolsOnly(plainTool("a"))},
				{"no tools, no capability", with(server, func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"` + s.ProtocolVersion + `","capabilities":{},"serverInfo":{"name":"s","version":"1"}}`)
				})},
			},
		},
		"MCP4003": {
			fail: []checkCase{
				{"bogus answer", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.ProtocolVersion = "1.0"
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"1.0","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}`)
				})},
				{"no protocolVersion", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}`)
				})},
			},
			pass: []checkCase{
				{"echo", toolsOnly(plainTool("a"))},
				{"another released version", with(toolsOnly(plainTool("a")), func(s *capture.Server) { s.OfferedVersion = "2099-01-01" })},
			},
		},
		"MCP4004": {
			fail: []checkCase{
				{"cursor loop", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventCursorLoop, Detail: `tools/list page 3 returned cursor "p2", already seen: stopped listing`})
				})},
				{"tool on two pages", with(toolsOnly(plainTool("a"), plainTool("b"), plainTool("a")), func(s *capture.Server) { s.Tools[1].Page, s.Tools[2].Page = 2, 2 })},
			},
			pass: []checkCase{
				{"three pages", with(toolsOnly(plainTool("a"), plainTool("b"), plainTool("c")), func(s *capture.Server) { s.Tools[1].Page, s.Tools[2].Page = 2, 3 })},
			},
		},
		"MCP4005": {
			fail: []checkCase{
				{"6 s", with(toolsOnly(plainTool("a")), func(s *capture.Server) { s.InitMS = 6000 })},
			},
			pass: []checkCase{
				{"4 s", with(toolsOnly(plainTool("a")), func(s *capture.Server) { s.InitMS = 4000 })},
				{"init failed", with(server, func(s *capture.Server) { s.InitMS, s.Status = 0, capture.ServerInitFailed })},
			},
		},
		"MCP4006": {
			fail: []checkCase{
				{"jsonrpc 1.0", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventInvalidFrame, Detail: `jsonrpc member is "1.0", want "2.0"`, Raw: `{"jsonrpc":"1.0","id":2,"result":{}}`})
				})},
				{"unmatched id while the discover probe was answered", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Wire = []capture.WireMessage{{Dir: capture.WireSend, Method: "server/discover", Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{}}`)},
						{Dir: capture.WireRecv, Method: "server/discover", Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`)}}
					s.Events = append(s.Events, capture.Event{Kind: capture.EventUnmatchedID, Detail: "response id 1 matches no pending request", Raw: `{"jsonrpc":"2.0","id":1,"result":{}}`})
				})},
				{"wrong id", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventUnmatchedID, Detail: "response id 99 does not match pending request 2"})
				})},
				{"initialize answered with neither result nor error", with(server, func(s *capture.Server) {
					s.Status, s.Error, s.InitializeResult = capture.ServerInitFailed, "initialize: response has neither result nor error", nil
				})},
				{"neither result nor error", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Calls = append(s.Calls, capture.Call{ID: "srv/a/1", Tool: "a", Seq: 1, Status: capture.CallInvalid, Detail: "response has neither result nor error"})
				})},
			},
			pass: []checkCase{
				{"late answer to the abandoned server/discover probe", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.ProtocolPath = capture.PathInitialize
					s.Wire = []capture.WireMessage{{Dir: capture.WireSend, Method: "server/discover", Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{}}`)}}
					s.Events = append(s.Events, capture.Event{Kind: capture.EventUnmatchedID, Detail: "response id 1 matches no pending request", Raw: `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`})
				})},
				{"notifications and server requests", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventNotification, Detail: "notifications/message"},
						capture.Event{Kind: capture.EventServerRequest, Detail: "ping: answered with an empty result"})
				})},
			},
		},
		"MCP4007": {
			fail: []checkCase{
				{"crashed", with(toolsOnly(plainTool("a")), func(s *capture.Server) { s.Status, s.Error = capture.ServerCrashed, "process exited with status 2" })},
				{"call timeout", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Calls = append(s.Calls, capture.Call{ID: "srv/a/1", Tool: "a", Seq: 1, Status: capture.CallTimeout, Detail: "no answer within 30s"})
				})},
			},
			pass: []checkCase{
				{"ok", toolCall(plainTool("a"), text("x"))},
				{"interrupted by the user", with(toolsOnly(plainTool("a")), func(s *capture.Server) { s.Status = capture.ServerInterrupted })},
			},
		},
		"MCP4008": {
			fail: []checkCase{
				{"no serverInfo", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"` + s.ProtocolVersion + `","capabilities":{"tools":{}}}`)
				})},
				{"serverInfo without version", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.InitializeResult = json.RawMessage(`{"protocolVersion":"` + s.ProtocolVersion + `","capabilities":{"tools":{}},"serverInfo":{"name":"s"}}`)
				})},
				{"not a ListToolsResult", with(toolsOnly(plainTool("a")), func(s *capture.Server) {
					s.Events = append(s.Events, capture.Event{Kind: capture.EventInvalidFrame, Detail: "tools/list page 1 is not a ListToolsResult: json: cannot unmarshal string", Raw: `{"tools":"a"}`})
				})},
			},
			pass: []checkCase{
				{"complete", toolsOnly(plainTool("a"))},
			},
		},
	}
	maps.Copy(table, modernCases())
	return table
}
