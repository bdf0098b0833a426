package corpus

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// openTemp opens a new corpus file in a temporary directory.
func openTemp(t testing.TB, name string) *DB {
	t.Helper()
	db, err := Open(context.Background(), filepath.Join(t.TempDir(), name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// oddResult has odd whitespace, \u escapes and HTML characters, which
// neither storage nor export may touch.
const oddResult = "{ \"content\" :\t[ {\"type\":\"text\",  \"text\":\"caf\\u00e9 <b>&amp;</b> é \\\"q\\\"\"} ] ,\"isError\": false }"

// sampleServer builds a capture with every kind of tool, call and event.
func sampleServer(name string, started time.Time) *capture.Server {
	return &capture.Server{
		Name:      name,
		Source:    "/home/u/.cursor/mcp.json",
		Transport: capture.TransportStdio,
		Launch: capture.Launch{
			Command: "npx", Args: []string{"-y", "@scope/" + name + "@1.0.0", "--flag=<x>&"},
			Env: []string{"API_KEY", "HOME"}, Extra: map[string]string{"z": "last", "a": "first"},
		},
		Package:            "npm:@scope/" + name + "@1.0.0",
		Repository:         "https://github.com/scope/" + name,
		Status:             capture.ServerOK,
		OfferedVersion:     "2025-11-25",
		ProtocolVersion:    "2025-06-18",
		InitializeResult:   json.RawMessage(`{"protocolVersion":"2025-06-18","serverInfo":{"name":"` + name + `","version":"1.0.0"},"capabilities":{"tools":{}}}`),
		ServerName:         name,
		ServerVersion:      "1.0.0",
		Instructions:       "Use\nwisely — \"quoted\" <tags> & more\x01",
		SessionID:          "",
		CallPolicy:         "explore",
		Sandbox:            "bwrap net=none",
		Roots:              []string{"file:///home/u/project", "file:///tmp/caf%C3%A9%20%22q%22"},
		StderrTail:         "warn: \xff invalid utf8\n",
		StartedAt:          started,
		DurationMS:         1234,
		InitMS:             56,
		ListMS:             7,
		ListPages:          2,
		ProtocolPath:       capture.PathInitialize,
		AdvertisedVersions: []string{"2025-11-25", "2025-06-18"},
		DiscoverResult:     json.RawMessage(`{"resultType":"complete","supportedVersions":["2025-11-25", "2025-06-18"]}`),
		DiscoverError:      json.RawMessage(`{"code":-32601,"message":"<no> \u0026 discover"}`),
		Wire: []capture.WireMessage{
			{Dir: capture.WireSend, Method: "server/discover", Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{}}}`), AtMS: 1},
			{Dir: capture.WireRecv, Method: "server/discover", Raw: json.RawMessage(`{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",  "x":"<&>"}}`), AtMS: 2},
			{Dir: capture.WireRecv, Raw: json.RawMessage(`"{\"jsonrpc\":\"2.0\",\"id\":2,\"res…"`), Truncated: true, AtMS: 9},
		},
		ListResults: []capture.ListResult{
			{Round: 1, Page: 1, Raw: json.RawMessage(`{"tools":[],"nextCursor":"p2"}`)},
			{Round: 1, Page: 2, Raw: json.RawMessage(`{"tools":[]}`)},
			{Round: 2, Page: 1, Raw: json.RawMessage(`{"tools":[],"nextCursor":"p2"}`)},
		},
		Events: []capture.Event{
			{Kind: capture.EventStdoutNoise, Detail: "banner", Raw: "Server started on stdio", AtMS: 3},
			{Kind: capture.EventNotification, Raw: `{"jsonrpc":"2.0","method":"notifications/message"}`, AtMS: 40},
			{Kind: capture.EventExplore, Detail: "round 1: 2 values harvested", Raw: `{"ids":["a","b"]}`, AtMS: 45},
		},
		Tools: []capture.Tool{
			{Name: "search", Def: json.RawMessage(`{"name":"search","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}`), Page: 1},
			{Name: "delete", Def: json.RawMessage(`{"name":"delete","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true}}`), Page: 1, SkipReason: "destructive"},
			{Name: "get", Def: json.RawMessage(`{"name":"get","inputSchema":{"type":"object"},"outputSchema":{"type":"object"},"annotations":{"readOnlyHint":false}}`), Page: 2,
				CallReason: `name starts with "get" <read>`},
			{Name: "later", Def: json.RawMessage(`{"name":"later","inputSchema":{"type":"object"}}`), Page: 2},
		},
		Calls: []capture.Call{
			{ID: capture.CallID(name, "search", 1), Tool: "search", Seq: 1, Arguments: json.RawMessage(`{"q":"a"}`), Origin: capture.OriginSynth,
				Status: capture.CallOK, Result: json.RawMessage(oddResult), DurationMS: 12, Size: int64(len(oddResult)), ResultType: capture.ResultComplete},
			{ID: capture.CallID(name, "search", 2), Tool: "search", Seq: 2, Arguments: json.RawMessage(`{"q":"b"}`), Origin: capture.OriginPlan,
				Status: capture.CallToolError, Result: json.RawMessage(`{"content":[{"type":"text","text":"boom"}],"isError":true}`), DurationMS: 3, Size: 55,
				InputRequests:  json.RawMessage(`{"who":{"method":"elicitation/create","params":{"message":"Name?"}}}`),
				InputResponses: json.RawMessage(`{"who":{"action":"accept","content":{"name":"x"}}}`), Retries: 1},
			{ID: capture.CallID(name, "search", 3), Tool: "search", Seq: 3, Arguments: json.RawMessage(`{"q":"a"}`), Origin: capture.OriginExplore,
				ArgOrigins: map[string]string{"q": capture.ArgFromHarvestPrefix + capture.CallID(name, "search", 1), "limit": capture.ArgFromDefault}, Round: 2,
				Status: capture.CallOK, Result: json.RawMessage(oddResult), DurationMS: 11, Size: int64(len(oddResult))},
			{ID: capture.CallID(name, "get", 1), Tool: "get", Seq: 1, Arguments: json.RawMessage(`{}`), Origin: capture.OriginSynth,
				Status: capture.CallRPCError, Error: json.RawMessage(`{"code":-32602,"message":"bad <args> & more"}`), DurationMS: 1, Size: 60},
			{ID: capture.CallID(name, "get", 2), Tool: "get", Seq: 2, Arguments: json.RawMessage(`{"id":1}`), Origin: capture.OriginExplore,
				ArgOrigins: map[string]string{"id": capture.ArgFromEnum}, Round: 1,
				Status: capture.CallTimeout, Detail: "no answer within 30s", DurationMS: 30000},
			{ID: capture.CallID(name, "unlisted", 1), Tool: "unlisted", Seq: 1, Arguments: json.RawMessage(`{}`), Origin: capture.OriginCLI,
				Status: capture.CallCrash, Detail: "process exited", DurationMS: 5},
		},
	}
}

// export returns the JSONL export of db.
func export(t testing.TB, db *DB) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Export(context.Background(), db, &b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// mustSave saves servers under a new run.
func mustSave(t testing.TB, db *DB, servers ...*capture.Server) {
	t.Helper()
	ctx := context.Background()
	run, err := db.BeginRun(ctx, RunMeta{Tool: "mcpsurvey probe", Version: "test", Args: []string{"probe"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range servers {
		if err := db.SaveServer(ctx, run, s); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.FinishRun(ctx, run, RunOK); err != nil {
		t.Fatal(err)
	}
}

// count returns the result of a count query.
func count(t testing.TB, db *DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.sql.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

var t0 = time.Date(2026, 3, 4, 5, 6, 7, 890123000, time.UTC)

func sha256hex(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
