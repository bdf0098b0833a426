package probe

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestIsModernVersion(t *testing.T) {
	for v, want := range map[string]bool{
		"2026-07-28": true, "2027-01-01": true, "2025-11-25": false, "2024-11-05": false, "": false, "latest": false, "2026-7-28": false,
	} {
		if got := IsModernVersion(v); got != want {
			t.Errorf("IsModernVersion(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestHeaderValueEncoding(t *testing.T) {
	b64 := func(s string) string { return "=?base64?" + base64.StdEncoding.EncodeToString([]byte(s)) + "?=" }
	for in, want := range map[string]string{
		"us-west1":           "us-west1",
		"Hello, 世界":          b64("Hello, 世界"),
		" padded ":           b64(" padded "),
		"line1\nline2":       b64("line1\nline2"),
		"=?base64?literal?=": b64("=?base64?literal?="),
		"greet (structured)": "greet (structured)",
	} {
		if got := headerValue(in); got != want {
			t.Errorf("headerValue(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParamHeaders(t *testing.T) {
	hs, problems := paramHeaders(json.RawMessage(`{"type":"object","properties":{
		"region":{"type":"string","x-mcp-header":"Region"},
		"opts":{"type":"object","properties":{"n":{"type":"integer","x-mcp-header":"Count"}}},
		"list":{"type":"array","items":{"type":"string","x-mcp-header":"Hidden"}},
		"ratio":{"type":"number","x-mcp-header":"Ratio"},
		"bad":{"type":"string","x-mcp-header":"no spaces"},
		"dup":{"type":"string","x-mcp-header":"region"}}}`))
	got := map[string]string{}
	for _, h := range hs {
		got[h.name] = strings.Join(h.path, ".")
	}
	if len(got) != 2 || got["Count"] != "opts.n" || (got["Region"] != "region" && got["region"] != "dup") {
		t.Errorf("headers %v", got)
	}
	// number type, bad token and the case-insensitive duplicate; the
	// annotation under items is not reachable through properties.
	if len(problems) != 3 {
		t.Errorf("problems %q, want 3", problems)
	}
	v, ok := paramHeader{name: "Count", path: []string{"opts", "n"}}.value(map[string]json.RawMessage{"opts": json.RawMessage(`{"n":42}`)})
	if !ok || v != "42" {
		t.Errorf("value %q %v", v, ok)
	}
	if _, ok := (paramHeader{name: "Region", path: []string{"region"}}).value(map[string]json.RawMessage{"region": json.RawMessage(`null`)}); ok {
		t.Error("a null value gives a header")
	}
}

// statelessServer is a minimal 2026-07-28 Streamable HTTP server: it
// rejects requests without the transport's headers (-32020), answers
// unsupported versions with -32022 in a 400, and records what it saw.
type statelessServer struct {
	mu       sync.Mutex
	headers  []http.Header
	sessions int // requests that carried Mcp-Session-Id
	versions []string
}

func (s *statelessServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Params struct {
			Name      string                     `json:"name"`
			Arguments map[string]json.RawMessage `json:"arguments"`
			Meta      map[string]json.RawMessage `json:"_meta"`
		} `json:"params"`
	}
	_ = json.Unmarshal(body, &m)
	s.mu.Lock()
	s.headers = append(s.headers, r.Header.Clone())
	if r.Header.Get("Mcp-Session-Id") != "" {
		s.sessions++
	}
	s.mu.Unlock()
	w.Header().Set("Mcp-Session-Id", "should-be-ignored")
	reply := func(status int, v string) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,%s}`, m.ID, v)
	}
	var version string
	_ = json.Unmarshal(m.Params.Meta[MetaProtocolVersion], &version)
	if m.Method == "initialize" || version == "" {
		reply(http.StatusBadRequest, `"error":{"code":-32602,"message":"missing _meta"}`)
		return
	}
	if version != ModernVersion {
		reply(http.StatusBadRequest, `"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"],"requested":"`+version+`"}}`)
		return
	}
	if r.Header.Get("MCP-Protocol-Version") != version || r.Header.Get("Mcp-Method") != m.Method ||
		(m.Method == "tools/call" && r.Header.Get("Mcp-Name") != headerValue(m.Params.Name)) {
		reply(http.StatusBadRequest, `"error":{"code":-32020,"message":"header mismatch"}`)
		return
	}
	meta := `"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"stateless-test","version":"9"}}`
	switch m.Method {
	case "server/discover":
		reply(200, `"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},`+meta+`}`)
	case "tools/list":
		reply(200, `"result":{"resultType":"complete","ttlMs":0,"cacheScope":"public","tools":[`+
			`{"name":"set region","inputSchema":{"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Region"}}},"annotations":{"readOnlyHint":true}},`+
			`{"name":"missing","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}],`+meta+`}`)
	case "tools/call":
		if m.Params.Name == "missing" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"no such tool"}}`, m.ID)
			return
		}
		var region string
		_ = json.Unmarshal(m.Params.Arguments["region"], &region)
		if r.Header.Get("Mcp-Param-Region") != headerValue(region) {
			reply(http.StatusBadRequest, `"error":{"code":-32020,"message":"Mcp-Param-Region mismatch"}`)
			return
		}
		reply(200, `"result":{"resultType":"complete","content":[{"type":"text","text":"region `+region+`"}],`+meta+`}`)
	default:
		reply(http.StatusNotFound, `"error":{"code":-32601,"message":"Method not found"}`)
	}
}

// regionPlanner calls "set region" with a non-ASCII region and "missing".
type regionPlanner struct{}

func (regionPlanner) Plan(_ string, t capture.Tool) Decision {
	args := json.RawMessage(`{}`)
	if t.Name == "set region" {
		args = json.RawMessage(`{"region":"zürich"}`)
	}
	return Decision{Calls: []PlannedCall{{Arguments: args, Origin: capture.OriginPlan}}}
}

// TestStatelessHTTPSession: discover, headers on every POST, x-mcp-header
// mirrored (base64 for non-ASCII), no session id sent although the server
// sends one, JSON-RPC errors in 4xx bodies delivered to their request.
func TestStatelessHTTPSession(t *testing.T) {
	ss := &statelessServer{}
	srv := httptest.NewServer(ss)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := Probe(ctx, ServerSpec{Name: "st", Transport: capture.TransportHTTP, URL: srv.URL}, Options{Planner: regionPlanner{}})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathDiscover || s.ServerName != "stateless-test" {
		t.Fatalf("status %s (%s) path %q name %q events %+v", s.Status, s.Error, s.ProtocolPath, s.ServerName, s.Events)
	}
	var region, missing capture.Call
	for _, c := range s.Calls {
		switch c.Tool {
		case "set region":
			region = c
		case "missing":
			missing = c
		}
	}
	if region.Status != capture.CallOK || !strings.Contains(string(region.Result), "region zürich") {
		t.Errorf("set region: %s %s %s", region.Status, region.Result, region.Error)
	}
	if missing.Status != capture.CallRPCError || !strings.Contains(string(missing.Error), "-32601") {
		t.Errorf("missing: %s %s %s", missing.Status, missing.Error, missing.Detail)
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.sessions != 0 || s.SessionID != "" {
		t.Errorf("%d requests carried a session id; capture session %q", ss.sessions, s.SessionID)
	}
	if len(ss.headers) != 5 { // discover, 2 × tools/list, 2 × tools/call
		t.Errorf("%d POSTs, want 5", len(ss.headers))
	}
}

// TestStatelessHTTPForcedUnsupported: a version the server does not speak
// is answered by a 400 with UnsupportedProtocolVersionError, recorded as
// the listing's JSON-RPC error.
func TestStatelessHTTPForcedUnsupported(t *testing.T) {
	srv := httptest.NewServer(&statelessServer{})
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := Probe(ctx, ServerSpec{Name: "st", Transport: capture.TransportHTTP, URL: srv.URL}, Options{Protocol: "2027-01-01"})
	if s.Status != capture.ServerListFailed || !strings.Contains(s.Error, "-32022") || s.ProtocolVersion != "2027-01-01" {
		t.Fatalf("status %s (%s) version %q", s.Status, s.Error, s.ProtocolVersion)
	}
}

// TestWireBounds: the wire record keeps the first MaxWireMessages
// messages and cuts each at MaxWireBytes.
func TestWireBounds(t *testing.T) {
	s := newSession(nil, nil, time.Now())
	s.wire = &wireLog{on: true}
	big := `{"jsonrpc":"2.0","id":1,"result":{"text":"` + strings.Repeat("x", capture.MaxWireBytes) + `"}}`
	s.recordRecv([]byte(big))
	for i := 0; i < capture.MaxWireMessages+5; i++ {
		s.record(capture.WireSend, "tools/list", []byte(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`))
	}
	msgs, dropped := s.wire.take()
	if len(msgs) != capture.MaxWireMessages || dropped != 6 {
		t.Fatalf("%d messages kept, %d dropped", len(msgs), dropped)
	}
	if !msgs[0].Truncated || len(msgs[0].Raw) > capture.MaxWireBytes+16 || !json.Valid(msgs[0].Raw) {
		t.Errorf("oversized message: truncated %v, %d bytes, valid %v", msgs[0].Truncated, len(msgs[0].Raw), json.Valid(msgs[0].Raw))
	}
	if msgs[1].Truncated || string(msgs[1].Raw) != `{"jsonrpc":"2.0","id":2,"method":"tools/list"}` {
		t.Errorf("small message %+v", msgs[1])
	}
}
