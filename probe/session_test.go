package probe

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// scriptConn answers each request with scripted raw messages: the replies
// for the n-th request are script[n], with "ID" replaced by its id.
type scriptConn struct {
	mu     sync.Mutex
	script [][]string
	sent   []string
	queue  []string
	n      int
	wake   chan struct{} // signalled when the queue grows
}

func (c *scriptConn) Send(ctx context.Context, msg []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sent = append(c.sent, string(msg))
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	_ = json.Unmarshal(msg, &m)
	if m.Method == "" || len(m.ID) == 0 {
		return nil // a notification or our answer to the server
	}
	if c.n < len(c.script) {
		for _, r := range c.script[c.n] {
			c.queue = append(c.queue, strings.ReplaceAll(r, "ID", string(m.ID)))
		}
	}
	c.n++
	c.signal()
	return nil
}

func (c *scriptConn) signal() {
	if c.wake == nil {
		c.wake = make(chan struct{}, 1)
	}
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *scriptConn) Recv(ctx context.Context) ([]byte, error) {
	for {
		c.mu.Lock()
		if c.wake == nil {
			c.wake = make(chan struct{}, 1)
		}
		wake := c.wake
		if len(c.queue) == 0 {
			c.mu.Unlock()
			select {
			case <-wake:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		c.mu.Unlock()
		break
	}
	c.mu.Lock()
	if len(c.queue) > 0 {
		m := c.queue[0]
		c.queue = c.queue[1:]
		c.mu.Unlock()
		if m == "TOOLARGE" {
			return nil, &TooLargeError{Size: 100, Limit: 10, Tail: []byte(`,"jsonrpc":"2.0","id":2}`)}
		}
		if m == "EOF" {
			return nil, io.EOF
		}
		return []byte(m), nil
	}
	c.mu.Unlock()
	<-ctx.Done()
	return nil, ctx.Err()
}

func (c *scriptConn) Close() error { return nil }

func TestSessionHandlesOddAnswers(t *testing.T) {
	conn := &scriptConn{script: [][]string{
		// 1: a notification, a ping and a sampling request first, then an
		// answer with the wrong id, then the right one with jsonrpc 1.0.
		{`{"jsonrpc":"2.0","method":"notifications/message","params":{}}`,
			`{"jsonrpc":"2.0","id":"s1","method":"ping"}`,
			`{"jsonrpc":"2.0","id":7,"method":"sampling/createMessage","params":{}}`,
			`not json at all`,
			`{"jsonrpc":"2.0","id":999,"result":{}}`,
			`{"jsonrpc":"1.0","id":ID,"result":{ "x" : "\u00e9" }}`},
		// 2: too large
		{"TOOLARGE"},
		// 3: neither result nor error
		{`{"jsonrpc":"2.0","id":ID}`},
		// 4: a batch holding the answer
		{`[{"jsonrpc":"2.0","method":"notifications/progress"},{"jsonrpc":"2.0","id":ID,"error":{"code":-32602,"message":"bad"}}]`},
	}}
	s := newSession(conn, nil, time.Now())
	ctx := context.Background()

	a, _, err := s.request(ctx, "tools/call", nil)
	if err != nil || string(a.result) != `{ "x" : "\u00e9" }` {
		t.Fatalf("request 1: %v %q", err, a.result)
	}
	a, _, err = s.request(ctx, "tools/call", nil)
	if err != nil || !a.tooLarge || a.size != 100 {
		t.Fatalf("request 2: %v %+v", err, a)
	}
	a, _, err = s.request(ctx, "tools/call", nil)
	if err != nil || !a.invalid {
		t.Fatalf("request 3: %v %+v", err, a)
	}
	a, _, err = s.request(ctx, "tools/call", nil)
	if err != nil || string(a.rpcErr) != `{"code":-32602,"message":"bad"}` {
		t.Fatalf("request 4: %v %+v", err, a)
	}

	kinds := map[string]int{}
	for _, e := range s.takeEvents() {
		kinds[e.Kind]++
	}
	want := map[string]int{capture.EventNotification: 2, capture.EventServerRequest: 2, capture.EventInvalidFrame: 3, capture.EventUnmatchedID: 1}
	for k, n := range want {
		if kinds[k] != n {
			t.Errorf("%d %s events, want %d (all: %v)", kinds[k], k, n, kinds)
		}
	}
	var pong, refusal bool
	for _, m := range conn.sent {
		pong = pong || m == `{"jsonrpc":"2.0","id":"s1","result":{}}`
		refusal = refusal || strings.HasPrefix(m, `{"jsonrpc":"2.0","id":7,"error":{"code":-32601`)
	}
	if !pong || !refusal {
		t.Errorf("ping answered: %v, sampling refused: %v; sent %q", pong, refusal, conn.sent)
	}
}

func TestProbeServerTimeout(t *testing.T) {
	srv := Probe(context.Background(), ServerSpec{Name: "sleeper", Transport: capture.TransportStdio,
		Command: "sh", Args: []string{"-c", "echo starting >&2; sleep 30"}},
		Options{CallTimeout: 10 * time.Second, ServerTimeout: 500 * time.Millisecond})
	if srv.Status != capture.ServerTimeout {
		t.Errorf("status %q (%s), want timeout", srv.Status, srv.Error)
	}
	if !strings.Contains(srv.StderrTail, "starting") {
		t.Errorf("stderr tail %q", srv.StderrTail)
	}
	if srv.DurationMS > 5000 {
		t.Errorf("took %d ms", srv.DurationMS)
	}
}

func TestProbeInterrupted(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	srv := Probe(ctx, ServerSpec{Name: "sleeper", Command: "sh", Args: []string{"-c", "sleep 30"}}, Options{})
	if srv.Status != capture.ServerInterrupted {
		t.Errorf("status %q (%s), want interrupted", srv.Status, srv.Error)
	}
}

func TestProbeStartFailure(t *testing.T) {
	srv := Probe(context.Background(), ServerSpec{Name: "ghost", Command: "/nonexistent/mcp-server"}, Options{})
	if srv.Status != capture.ServerStartFailed || !strings.Contains(srv.Error, "/nonexistent/mcp-server") {
		t.Errorf("status %q error %q", srv.Status, srv.Error)
	}
}

func TestFindIDInTail(t *testing.T) {
	for tail, want := range map[string]int64{
		`..."}]},"jsonrpc":"2.0","id":42}`:  42,
		`..."}]},"jsonrpc":"2.0","id": 7 }`: 7,
	} {
		got, ok := idInFragments(&TooLargeError{Tail: []byte(tail)}, -1)
		if !ok || got != want {
			t.Errorf("%s: got %d %v, want %d", tail, got, ok, want)
		}
	}
	if _, ok := idInFragments(&TooLargeError{Tail: []byte(`"text":"aaaaaaaaaaaa`)}, 3); ok {
		t.Errorf("found an id in a tail without one")
	}
}

func TestInferPackage(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		args []string
		want string
	}{
		{"npx", []string{"-y", "@modelcontextprotocol/server-memory@2026.8.31"}, "npm:@modelcontextprotocol/server-memory@2026.8.31"},
		{"/usr/bin/npx", []string{"--yes", "--package", "foo@1", "foo-cli"}, "npm:foo@1"},
		{"uvx", []string{"mcp-server-time", "--local-timezone", "UTC"}, "pypi:mcp-server-time"},
		{"node", []string{"server.js"}, ""},
		{"npx", nil, ""},
	} {
		if got := inferPackage(tc.cmd, tc.args); got != tc.want {
			t.Errorf("inferPackage(%s %v) = %q, want %q", tc.cmd, tc.args, got, tc.want)
		}
	}
}

func TestProbeRefusedHTTPIsStartFailed(t *testing.T) {
	srv := Probe(context.Background(), ServerSpec{Name: "nobody", Transport: capture.TransportHTTP, URL: "http://127.0.0.1:1/mcp"}, Options{})
	if srv.Status != capture.ServerStartFailed {
		t.Errorf("status %q (%s), want start_failed", srv.Status, srv.Error)
	}
}
