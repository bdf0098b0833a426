package check

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// build makes a server capture for one protocol version: a clean
// initialize, the given tools (raw definitions) and calls.
type build func(version string) *capture.Server

// server returns a well-formed capture negotiated at version.
func server(version string) *capture.Server {
	return &capture.Server{
		Name: "srv", Transport: capture.TransportStdio, Status: capture.ServerOK,
		OfferedVersion: version, ProtocolVersion: version,
		InitializeResult: json.RawMessage(`{"protocolVersion":"` + version + `","capabilities":{"tools":{}},"serverInfo":{"name":"srv","version":"1.0.0"}}`),
		InitMS:           20,
		ListPages:        1,
	}
}

// toolName reads the name of a raw definition (or "" when it has none).
func toolName(def string) string {
	var d struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal([]byte(def), &d)
	return d.Name
}

// addTool appends a tool definition on page 1.
func addTool(s *capture.Server, def string) {
	s.Tools = append(s.Tools, capture.Tool{Name: toolName(def), Def: json.RawMessage(def), Page: 1})
}

// addResult appends a call of tool answered with result.
func addResult(s *capture.Server, tool, result string) {
	status := capture.CallOK
	if strings.Contains(strings.ReplaceAll(result, " ", ""), `"isError":true`) {
		status = capture.CallToolError
	}
	seq := len(s.Calls) + 1
	s.Calls = append(s.Calls, capture.Call{ID: capture.CallID(s.Name, tool, seq), Tool: tool, Seq: seq,
		Status: status, Result: json.RawMessage(result), Size: int64(len(result))})
}

// addRPCError appends a call of tool answered with a JSON-RPC error.
func addRPCError(s *capture.Server, tool, errObj string) {
	seq := len(s.Calls) + 1
	s.Calls = append(s.Calls, capture.Call{ID: capture.CallID(s.Name, tool, seq), Tool: tool, Seq: seq,
		Status: capture.CallRPCError, Error: json.RawMessage(errObj)})
}

// toolCall is a server with one tool and one call answered with result.
func toolCall(def, result string) build {
	return func(v string) *capture.Server {
		s := server(v)
		addTool(s, def)
		addResult(s, toolName(def), result)
		return s
	}
}

// toolsOnly is a server listing the given tools.
func toolsOnly(defs ...string) build {
	return func(v string) *capture.Server {
		s := server(v)
		for _, d := range defs {
			addTool(s, d)
		}
		return s
	}
}

// rpcCall is a server with one tool whose call got a JSON-RPC error.
func rpcCall(def, errObj string) build {
	return func(v string) *capture.Server {
		s := server(v)
		addTool(s, def)
		addRPCError(s, toolName(def), errObj)
		return s
	}
}

// with applies a change to what another builder makes.
func with(b build, change func(s *capture.Server)) build {
	return func(v string) *capture.Server {
		s := b(v)
		change(s)
		return s
	}
}

// text is a result with one text block.
func text(s string) string {
	b, _ := json.Marshal(s)
	return `{"content":[{"type":"text","text":` + string(b) + `}]}`
}

// plainTool is a valid tool definition without outputSchema.
func plainTool(name string) string {
	return `{"name":"` + name + `","inputSchema":{"type":"object","properties":{}},"annotations":{"readOnlyHint":true}}`
}

// schemaTool is a valid tool with an outputSchema.
func schemaTool(name, outputSchema string) string {
	return `{"name":"` + name + `","inputSchema":{"type":"object"},"outputSchema":` + outputSchema + `}`
}

// userSchema is an object outputSchema with a required string and integer.
const userSchema = `{"type":"object","properties":{"name":{"type":"string"},"age":{"type":"integer"}},"required":["name"]}`

// runOneCheck runs one registered check over a capture.
func runOneCheck(t *testing.T, id string, s *capture.Server) []Finding {
	t.Helper()
	c, ok := Lookup(id)
	if !ok {
		t.Fatalf("no check %s", id)
	}
	return runCached([]*Check{c}, s)
}

// findingsOf keeps the findings of one check ID.
func findingsOf(fs []Finding, id string) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.CheckID == id {
			out = append(out, f)
		}
	}
	return out
}

// testSchemas shares the compiled protocol schemas across the tests (no
// test runs in parallel), as `mcpsurvey check` shares them across servers.
var testSchemas = NewSchemaCache()

// runCached runs checks over a capture with the shared schema cache.
func runCached(checks []*Check, s *capture.Server) []Finding {
	return RunTarget(checks, NewTarget(s, Options{Schemas: testSchemas}))
}
