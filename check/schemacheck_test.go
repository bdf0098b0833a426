package check

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestValidateWireMessage(t *testing.T) {
	meta := `{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	for _, c := range []struct {
		name, dir, method, raw, def string
		bad                         string // substring of the first violation; "" = conforms
	}{
		{"tools/list request", capture.WireSend, "tools/list", `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":` + meta + `}}`, "ListToolsRequest", ""},
		{"tools/call without name", capture.WireSend, "tools/call", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"arguments":{},"_meta":` + meta + `}}`, "CallToolRequest", "name"},
		{"request without _meta", capture.WireSend, "tools/list", `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}`, "ListToolsRequest", "_meta"},
		{"discover answer", capture.WireRecv, "server/discover", `{"jsonrpc":"2.0","id":1,"result":` + cleanDiscover + `}`, "DiscoverResult", ""},
		{"list answer without hints", capture.WireRecv, "tools/list", `{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[]}}`, "ListToolsResult", "ttlMs"},
		{"error answer", capture.WireRecv, "tools/call", `{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Unknown tool"}}`, "JSONRPCErrorResponse", ""},
		{"notification", capture.WireRecv, "notifications/progress", `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1}}`, "ProgressNotification", "progress"},
	} {
		def, vs, err := ValidateWireMessage(testSchemas, V20260728, capture.WireMessage{Dir: c.dir, Method: c.method, Raw: json.RawMessage(c.raw)})
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if def != c.def {
			t.Errorf("%s: validated against %s, want %s", c.name, def, c.def)
		}
		switch {
		case c.bad == "" && len(vs) > 0:
			t.Errorf("%s: unexpected violations %v", c.name, vs)
		case c.bad != "" && (len(vs) == 0 || !strings.Contains(vs[0].String(), c.bad)):
			t.Errorf("%s: violations %v, want one naming %q", c.name, vs, c.bad)
		}
	}
	if _, _, err := ValidateWireMessage(nil, V20260728, capture.WireMessage{Dir: capture.WireRecv, Raw: json.RawMessage(`"cut"`), Truncated: true}); err == nil {
		t.Error("a truncated message was validated")
	}
	if _, _, err := ValidateWireMessage(nil, V20241105, capture.WireMessage{Dir: capture.WireRecv, Raw: json.RawMessage(`{}`)}); err == nil {
		t.Error("2024-11-05 has no JSON schema, yet a message was validated")
	}
}
