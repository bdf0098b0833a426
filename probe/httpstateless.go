package probe

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// statelessErrorBody caps the body of a 4xx/5xx answer read in a
// stateless session (it may carry the request's JSON-RPC error).
const statelessErrorBody = 64 << 10

// SetStateless switches the connection to a 2026-07-28 stateless session
// (on) or back to the session-based Streamable HTTP of 2025-03-26 to
// 2025-11-25 (off). In a stateless session every POST carries the headers
// of the 2026-07-28 transport (MCP-Protocol-Version from the body's _meta,
// Mcp-Method, Mcp-Name, Mcp-Param-* for a tool's x-mcp-header
// parameters), no Mcp-Session-Id is sent or kept, and a non-2xx answer
// whose body is a JSON-RPC response with an id is delivered to the
// request (modern servers answer errors with 400 or 404 and such a body).
func (c *StreamableHTTPConn) SetStateless(on bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stateless = on
}

// SetToolHeaders records, from a tool's raw definition, the parameters
// whose values a stateless tools/call mirrors into Mcp-Param-* headers
// (x-mcp-header). It returns the problems found in the annotations; a
// tool with problems gets no headers.
func (c *StreamableHTTPConn) SetToolHeaders(tool string, inputSchema json.RawMessage) []string {
	hs, problems := paramHeaders(inputSchema)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.toolHeaders == nil {
		c.toolHeaders = map[string][]paramHeader{}
	}
	if len(problems) > 0 {
		delete(c.toolHeaders, tool)
		return problems
	}
	c.toolHeaders[tool] = hs
	return nil
}

// noteSessionID keeps the session id of a session-based connection; in a
// stateless session an id is not used and reported once.
func (c *StreamableHTTPConn) noteSessionID(id string, stateless bool) {
	c.mu.Lock()
	if !stateless {
		c.sessionID = id
		c.mu.Unlock()
		return
	}
	seen := c.mintedSeen
	c.mintedSeen = true
	c.mu.Unlock()
	if !seen {
		dialEvent(c.opts, capture.EventTransport, "Mcp-Session-Id "+cutUTF8([]byte(id), 200)+" sent in a stateless (2026-07-28) session: not used", nil)
	}
}

// statelessError reads a non-2xx body of a stateless session. When it is a
// JSON-RPC response with an id, it is queued for Recv (delivered) and the
// status is recorded as an event.
func (c *StreamableHTTPConn) statelessError(resp *http.Response) (body []byte, delivered bool) {
	body, _ = io.ReadAll(io.LimitReader(resp.Body, statelessErrorBody))
	var env struct {
		ID     json.RawMessage `json:"id"`
		Error  json.RawMessage `json:"error"`
		Result json.RawMessage `json:"result"`
	}
	trimmed := bytes.TrimSpace(body)
	if json.Unmarshal(trimmed, &env) != nil || len(env.ID) == 0 || string(env.ID) == "null" ||
		(len(env.Error) == 0 && len(env.Result) == 0) {
		return body, false
	}
	dialEvent(c.opts, capture.EventHTTPStatus, fmt.Sprintf("POST %d (JSON-RPC answer in the body, delivered)", resp.StatusCode), body)
	c.in.push(inboxItem{msg: append([]byte(nil), trimmed...)})
	return body, true
}

// setStatelessHeaders sets the request headers of the 2026-07-28
// transport from the JSON-RPC body.
func (c *StreamableHTTPConn) setStatelessHeaders(req *http.Request, body []byte, fallbackVersion string) {
	var msg struct {
		Method string `json:"method"`
		Params struct {
			Name      *string                    `json:"name"`
			URI       *string                    `json:"uri"`
			Arguments map[string]json.RawMessage `json:"arguments"`
			Meta      map[string]json.RawMessage `json:"_meta"`
		} `json:"params"`
	}
	if len(body) == 0 || json.Unmarshal(body, &msg) != nil {
		return
	}
	version := fallbackVersion
	if raw, ok := msg.Params.Meta[MetaProtocolVersion]; ok {
		_ = json.Unmarshal(raw, &version)
	}
	if version != "" {
		req.Header.Set("MCP-Protocol-Version", version)
	}
	if msg.Method == "" {
		return
	}
	req.Header.Set("Mcp-Method", msg.Method)
	switch msg.Method {
	case "tools/call", "prompts/get":
		if msg.Params.Name != nil {
			req.Header.Set("Mcp-Name", headerValue(*msg.Params.Name))
		}
	case "resources/read":
		if msg.Params.URI != nil {
			req.Header.Set("Mcp-Name", headerValue(*msg.Params.URI))
		}
	}
	if msg.Method != "tools/call" || msg.Params.Name == nil {
		return
	}
	c.mu.Lock()
	hs := c.toolHeaders[*msg.Params.Name]
	c.mu.Unlock()
	for _, h := range hs {
		if v, ok := h.value(msg.Params.Arguments); ok {
			req.Header.Set("Mcp-Param-"+h.name, headerValue(v))
		}
	}
}

// headerValue encodes a value for an Mcp-Name or Mcp-Param-* header: as
// is when it is plain visible ASCII without leading or trailing
// whitespace, else (and when it looks like the sentinel itself) as
// =?base64?...?= of its UTF-8 bytes.
func headerValue(v string) string {
	safe := v == strings.TrimSpace(v) && !(strings.HasPrefix(v, "=?base64?") && strings.HasSuffix(v, "?="))
	for i := 0; safe && i < len(v); i++ {
		b := v[i]
		safe = b == ' ' || b == '\t' || (b >= 0x21 && b <= 0x7e)
	}
	if safe {
		return v
	}
	return "=?base64?" + base64.StdEncoding.EncodeToString([]byte(v)) + "?="
}

// paramHeader is one x-mcp-header parameter: the header's name part and
// the chain of properties keys leading to the parameter.
type paramHeader struct {
	name string
	path []string
}

// value reads the parameter from call arguments as a header string
// (string as is, integer in decimal, boolean lowercase); absent or null
// values give no header.
func (h paramHeader) value(args map[string]json.RawMessage) (string, bool) {
	raw, ok := args[h.path[0]]
	for _, key := range h.path[1:] {
		if !ok {
			return "", false
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return "", false
		}
		raw, ok = obj[key]
	}
	if !ok || len(raw) == 0 || string(raw) == "null" {
		return "", false
	}
	var x any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&x) != nil {
		return "", false
	}
	switch v := x.(type) {
	case string:
		return v, true
	case bool:
		return strconv.FormatBool(v), true
	case json.Number:
		if n, err := v.Int64(); err == nil {
			return strconv.FormatInt(n, 10), true
		}
	}
	return "", false
}

// paramHeaders collects the x-mcp-header annotations of an inputSchema
// reachable through properties keys only (the 2026-07-28 transport's
// rule), with the problems of invalid ones: an empty or non-token name,
// a name used twice (case-insensitively), a non-primitive or number
// parameter.
func paramHeaders(schema json.RawMessage) ([]paramHeader, []string) {
	var out []paramHeader
	var problems []string
	seen := map[string]bool{}
	var walk func(s json.RawMessage, path []string, depth int)
	walk = func(s json.RawMessage, path []string, depth int) {
		if depth > 32 {
			return
		}
		var node struct {
			Header     json.RawMessage            `json:"x-mcp-header"`
			Type       json.RawMessage            `json:"type"`
			Properties map[string]json.RawMessage `json:"properties"`
		}
		if json.Unmarshal(s, &node) != nil {
			return
		}
		if len(node.Header) > 0 && len(path) > 0 {
			var name, typ string
			where := strings.Join(path, ".")
			switch {
			case json.Unmarshal(node.Header, &name) != nil || !isToken(name):
				problems = append(problems, fmt.Sprintf("x-mcp-header of %s is not a header token: %s", where, cutUTF8(node.Header, 80)))
			case seen[strings.ToLower(name)]:
				problems = append(problems, fmt.Sprintf("x-mcp-header %q of %s is used twice", name, where))
			case json.Unmarshal(node.Type, &typ) != nil || (typ != "string" && typ != "integer" && typ != "boolean"):
				problems = append(problems, fmt.Sprintf("x-mcp-header %q on %s whose type is not string, integer or boolean", name, where))
			default:
				seen[strings.ToLower(name)] = true
				out = append(out, paramHeader{name: name, path: append([]string(nil), path...)})
			}
		}
		for k, sub := range node.Properties {
			walk(sub, append(path, k), depth+1)
		}
	}
	walk(schema, nil, 0)
	return out, problems
}

// isToken reports whether s is an HTTP field-name token (RFC 9110 tchar).
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z', b >= '0' && b <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", b) >= 0:
		default:
			return false
		}
	}
	return true
}
