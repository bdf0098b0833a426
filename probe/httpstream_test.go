package probe

import (
	"context"
	"encoding/json"
	"errors"
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

// trFakeStreamable is a minimal Streamable HTTP endpoint whose answers
// depend on the request's method.
type trFakeStreamable struct {
	mu      sync.Mutex
	seen    []http.Header // headers of each POST
	deletes []string      // session ids of DELETEs
	release chan struct{} // lets the "slow" stream finish
}

func (f *trFakeStreamable) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodDelete {
		f.mu.Lock()
		f.deletes = append(f.deletes, r.Header.Get("Mcp-Session-Id"))
		f.mu.Unlock()
		w.WriteHeader(http.StatusOK)
		return
	}
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	f.mu.Lock()
	f.seen = append(f.seen, r.Header.Clone())
	f.mu.Unlock()
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	body, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(body, &msg); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	flush := func() { w.(http.Flusher).Flush() }
	switch msg.Method {
	case "initialize":
		w.Header().Set("mcp-session-id", "sess-1")
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-11-25", "x" : "é\u00e9"}}`+"\n", msg.ID)
	case "sse":
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, ": keepalive\n\nid: 1\ndata:\n\n")
		fmt.Fprint(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\"}\n\n")
		flush()
		fmt.Fprint(w, "data: not json\n\n")
		fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\r\ndata: \"id\":%s,\"result\":{}}\r\n\r\n", msg.ID)
	case "slow":
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		flush()
		select {
		case <-f.release:
		case <-r.Context().Done():
			return
		}
		fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"slow\":true}}\n\n", msg.ID)
	case "hang":
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		flush()
		<-r.Context().Done()
	case "batch":
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		fmt.Fprint(w, `[{"jsonrpc":"2.0","id":3,"result":{}}, {"jsonrpc":"2.0","method":"n"}]`)
	case "big":
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"s":"%s"}}`, msg.ID, strings.Repeat("z", 200000))
	case "bigsse":
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"s\":\"%s\"}}\n\n", msg.ID, strings.Repeat("z", 200000))
		fmt.Fprint(w, "data: {\"after\":1}\n\n")
	case "garbage":
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, "<html>oops</html>")
	case "fail500":
		http.Error(w, "boom", http.StatusInternalServerError)
	case "fail400":
		http.Error(w, "bad protocol version", http.StatusBadRequest)
	case "expire":
		if r.Header.Get("Mcp-Session-Id") != "" {
			http.Error(w, "session not found", http.StatusNotFound)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	default:
		if len(msg.ID) == 0 {
			w.WriteHeader(http.StatusAccepted)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

func (f *trFakeStreamable) lastHeader() http.Header {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.seen[len(f.seen)-1]
}

func trStreamable(t *testing.T, opts DialOptions) (*StreamableHTTPConn, *trFakeStreamable) {
	t.Helper()
	f := &trFakeStreamable{release: make(chan struct{})}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	c, err := DialStreamableHTTP(context.Background(), srv.URL+"/mcp", map[string]string{"X-Test": "yes", "Authorization": "Bearer t0k"}, nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c.(*StreamableHTTPConn), f
}

func trSend(t *testing.T, c Conn, msg string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Send(ctx, []byte(msg)); err != nil {
		t.Fatalf("Send %s: %v", msg, err)
	}
}

func TestStreamableJSONAndSession(t *testing.T) {
	var evs trEvents
	c, f := trStreamable(t, DialOptions{Event: evs.add})
	if c.SessionID() != "" {
		t.Fatal("session id before initialize")
	}
	trSend(t, c, `{"jsonrpc":"2.0","id":1,"method":"initialize"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25", "x" : "é\u00e9"}}`)
	if c.SessionID() != "sess-1" {
		t.Fatalf("SessionID = %q", c.SessionID())
	}
	h := f.lastHeader()
	if h.Get("Accept") != "application/json, text/event-stream" || h.Get("Content-Type") != "application/json" ||
		h.Get("X-Test") != "yes" || h.Get("Authorization") != "Bearer t0k" {
		t.Fatalf("initialize headers: %v", h)
	}
	if h.Get("Mcp-Session-Id") != "" || h.Get("Mcp-Protocol-Version") != "" {
		t.Fatalf("initialize carried session or version: %v", h)
	}
	c.SetProtocolVersion("2025-11-25")
	trSend(t, c, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	h = f.lastHeader()
	if h.Get("Mcp-Session-Id") != "sess-1" || h.Get("Mcp-Protocol-Version") != "2025-11-25" {
		t.Fatalf("later headers: %v", h)
	}
	// 202 and 204 queue nothing.
	trSend(t, c, `{"jsonrpc":"2.0","id":9,"method":"other"}`)
	if _, err := trRecv(t, c, 100*time.Millisecond); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Recv after 202/204: %v", err)
	}
	trSend(t, c, `{"jsonrpc":"2.0","id":4,"method":"batch"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","id":3,"result":{}}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","method":"n"}`)

	c.Close()
	if _, err := c.Recv(context.Background()); !errors.Is(err, io.EOF) {
		t.Fatalf("Recv after Close: %v", err)
	}
	if err := c.Send(context.Background(), []byte(`{}`)); err == nil {
		t.Fatal("Send after Close succeeded")
	}
	f.mu.Lock()
	deletes := append([]string(nil), f.deletes...)
	f.mu.Unlock()
	if len(deletes) != 1 || deletes[0] != "sess-1" {
		t.Fatalf("DELETEs = %q; want one for sess-1", deletes)
	}
	if len(evs.list()) != 0 {
		t.Fatalf("events: %+v", evs.list())
	}
}

func TestStreamableSSEResponse(t *testing.T) {
	var evs trEvents
	c, _ := trStreamable(t, DialOptions{Event: evs.add})
	trSend(t, c, `{"jsonrpc":"2.0","id":2,"method":"sse"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","method":"notifications/progress"}`)
	trMustRecv(t, c, "{\"jsonrpc\":\"2.0\",\n\"id\":2,\"result\":{}}")
	tr := evs.kinds(capture.EventTransport)
	if len(tr) != 1 || tr[0].Raw != "not json" {
		t.Fatalf("transport events: %+v", evs.list())
	}
}

func TestStreamableStreamOutlivesSendCtx(t *testing.T) {
	c, f := trStreamable(t, DialOptions{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	if err := c.Send(ctx, []byte(`{"jsonrpc":"2.0","id":5,"method":"slow"}`)); err != nil {
		t.Fatal(err)
	}
	cancel() // the Send's ctx is done; the stream must go on
	time.Sleep(100 * time.Millisecond)
	close(f.release)
	trMustRecv(t, c, `{"jsonrpc":"2.0","id":5,"result":{"slow":true}}`)
}

func TestStreamableCloseEndsStreams(t *testing.T) {
	c, _ := trStreamable(t, DialOptions{})
	trSend(t, c, `{"jsonrpc":"2.0","id":6,"method":"hang"}`)
	done := make(chan error, 1)
	go func() { _, err := c.Recv(context.Background()); done <- err }()
	time.Sleep(50 * time.Millisecond)
	c.Close()
	select {
	case err := <-done:
		if !errors.Is(err, io.EOF) {
			t.Fatalf("Recv: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Recv did not end at Close")
	}
	trNoLeak(t, "(*StreamableHTTPConn)")
}

func TestStreamableStatusErrors(t *testing.T) {
	var evs trEvents
	c, _ := trStreamable(t, DialOptions{Event: evs.add})
	for _, tc := range []struct {
		method string
		status int
		body   string
	}{{"fail500", 500, "boom\n"}, {"fail400", 400, "bad protocol version\n"}} {
		err := c.Send(context.Background(), []byte(`{"jsonrpc":"2.0","id":1,"method":"`+tc.method+`"}`))
		var he *HTTPStatusError
		if !errors.As(err, &he) || he.Status != tc.status || he.Body != tc.body || he.SessionLost {
			t.Fatalf("%s: err = %#v", tc.method, err)
		}
		if !strings.Contains(err.Error(), fmt.Sprint(tc.status)) {
			t.Fatalf("message %q lacks the status", err)
		}
	}
	st := evs.kinds(capture.EventHTTPStatus)
	if len(st) != 2 || st[0].Detail != "POST 500" || st[0].Raw != "boom\n" || st[1].Detail != "POST 400" {
		t.Fatalf("events: %+v", evs.list())
	}

	// Without a session a 404 is just a 404 (here: 202); with one it is a
	// lost session.
	trSend(t, c, `{"jsonrpc":"2.0","method":"expire"}`)
	trSend(t, c, `{"jsonrpc":"2.0","id":1,"method":"initialize"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25", "x" : "é\u00e9"}}`)
	err := c.Send(context.Background(), []byte(`{"jsonrpc":"2.0","method":"expire"}`))
	var he *HTTPStatusError
	if !errors.As(err, &he) || he.Status != 404 || !he.SessionLost || !strings.Contains(err.Error(), "session lost") {
		t.Fatalf("err = %v", err)
	}
}

func TestStreamableTooLargeAndGarbage(t *testing.T) {
	var evs trEvents
	c, _ := trStreamable(t, DialOptions{MaxMessage: 100000, Event: evs.add})
	for _, m := range []string{"big", "bigsse"} {
		trSend(t, c, `{"jsonrpc":"2.0","id":7,"method":"`+m+`"}`)
		_, err := trRecv(t, c, 10*time.Second)
		var tl *TooLargeError
		if !errors.As(err, &tl) || tl.Size <= tl.Limit || !strings.HasPrefix(string(tl.Head), `{"jsonrpc":"2.0","id":7,`) {
			t.Fatalf("%s: err = %v", m, err)
		}
	}
	trMustRecv(t, c, `{"after":1}`)
	trSend(t, c, `{"jsonrpc":"2.0","id":8,"method":"garbage"}`)
	if _, err := trRecv(t, c, 100*time.Millisecond); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Recv after garbage: %v", err)
	}
	tr := evs.kinds(capture.EventTransport)
	if len(tr) != 1 || tr[0].Raw != "<html>oops</html>" {
		t.Fatalf("events: %+v", evs.list())
	}
}

func TestStreamableConnRefused(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	c, err := DialStreamableHTTP(context.Background(), url+"/mcp", nil, nil, DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Send(context.Background(), []byte(`{}`)); err == nil || !strings.Contains(err.Error(), "127.0.0.1") {
		t.Fatalf("Send to a closed port: %v", err)
	}
	if _, err := DialStreamableHTTP(context.Background(), "ftp://x/", nil, nil, DialOptions{}); err == nil {
		t.Fatal("accepted an ftp URL")
	}
}
