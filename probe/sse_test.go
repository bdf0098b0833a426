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

// trFakeSSE is a minimal legacy HTTP+SSE server.
type trFakeSSE struct {
	endpoint string // the endpoint event's data; "" sends none
	out      chan string
	stop     chan struct{}
	stopOnce sync.Once

	mu      sync.Mutex
	headers []http.Header
}

func newTrFakeSSE(endpoint string) *trFakeSSE {
	return &trFakeSSE{endpoint: endpoint, out: make(chan string, 16), stop: make(chan struct{})}
}

func (f *trFakeSSE) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.headers = append(f.headers, r.Header.Clone())
	f.mu.Unlock()
	switch {
	case r.Method == http.MethodGet && r.URL.Path == "/sse":
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		if f.endpoint != "" {
			fmt.Fprintf(w, "event: endpoint\ndata: %s\n\n", f.endpoint)
		}
		w.(http.Flusher).Flush()
		for {
			select {
			case m := <-f.out:
				fmt.Fprintf(w, "event: message\r\ndata: %s\r\n\r\n", m)
				w.(http.Flusher).Flush()
			case <-f.stop:
				return
			case <-r.Context().Done():
				return
			}
		}
	case r.Method == http.MethodPost && r.URL.Path == "/messages":
		if r.URL.Query().Get("session") != "abc" {
			http.Error(w, "no session", http.StatusNotFound)
			return
		}
		var msg struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		json.NewDecoder(r.Body).Decode(&msg)
		switch msg.Method {
		case "fail":
			http.Error(w, "boom", http.StatusInternalServerError)
			return
		case "inline":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"inline":true}}`, msg.ID)
			return
		case "closestream":
			f.stopOnce.Do(func() { close(f.stop) })
		default:
			if len(msg.ID) > 0 {
				f.out <- fmt.Sprintf(`{"jsonrpc":"2.0","method":"notifications/message"}`)
				f.out <- fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":{"m":%q}}`, msg.ID, msg.Method)
			}
		}
		w.WriteHeader(http.StatusAccepted)
		fmt.Fprint(w, "Accepted")
	default:
		http.Error(w, "nope", http.StatusNotFound)
	}
}

func trDialSSE(t *testing.T, f *trFakeSSE, opts DialOptions) (*SSEConn, *httptest.Server) {
	t.Helper()
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	t.Cleanup(func() { f.stopOnce.Do(func() { close(f.stop) }) })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := DialSSE(ctx, srv.URL+"/sse", map[string]string{"X-Test": "yes"}, nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c.(*SSEConn), srv
}

func TestSSELegacy(t *testing.T) {
	var evs trEvents
	f := newTrFakeSSE("/messages?session=abc")
	c, srv := trDialSSE(t, f, DialOptions{Event: evs.add})
	if c.Endpoint() != srv.URL+"/messages?session=abc" {
		t.Fatalf("Endpoint = %q", c.Endpoint())
	}
	// The dial ctx is over by now; the stream must live on.
	trSend(t, c, `{"jsonrpc":"2.0","id":1,"method":"initialize"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","method":"notifications/message"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","id":1,"result":{"m":"initialize"}}`)
	trSend(t, c, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	trSend(t, c, `{"jsonrpc":"2.0","id":2,"method":"inline"}`)
	trMustRecv(t, c, `{"jsonrpc":"2.0","id":2,"result":{"inline":true}}`)

	err := c.Send(context.Background(), []byte(`{"jsonrpc":"2.0","id":3,"method":"fail"}`))
	var he *HTTPStatusError
	if !errors.As(err, &he) || he.Status != 500 || he.Body != "boom\n" {
		t.Fatalf("err = %v", err)
	}
	if st := evs.kinds(capture.EventHTTPStatus); len(st) != 1 || st[0].Detail != "POST 500" {
		t.Fatalf("events: %+v", evs.list())
	}
	f.mu.Lock()
	for _, h := range f.headers {
		if h.Get("X-Test") != "yes" {
			t.Errorf("request without the user header: %v", h)
		}
	}
	if f.headers[0].Get("Accept") != "text/event-stream" {
		t.Errorf("GET Accept = %q", f.headers[0].Get("Accept"))
	}
	f.mu.Unlock()

	trSend(t, c, `{"jsonrpc":"2.0","method":"closestream"}`)
	_, err = trRecv(t, c, 10*time.Second)
	if !errors.Is(err, io.EOF) || !strings.Contains(err.Error(), "SSE stream closed") {
		t.Fatalf("err = %v; want EOF with SSE stream closed", err)
	}
	if tr := evs.kinds(capture.EventTransport); len(tr) != 1 || tr[0].Detail != "SSE stream closed" {
		t.Fatalf("events: %+v", evs.list())
	}
	c.Close()
	trNoLeak(t, "(*SSEConn)")
}

func TestSSEDialFailures(t *testing.T) {
	// No endpoint event before the dial ctx ends.
	f := newTrFakeSSE("")
	srv := httptest.NewServer(f)
	defer srv.Close()
	defer f.stopOnce.Do(func() { close(f.stop) })
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err := DialSSE(ctx, srv.URL+"/sse", nil, nil, DialOptions{})
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), srv.URL+"/sse") {
		t.Fatalf("no endpoint: err = %v", err)
	}

	// The stream ends before the endpoint event.
	ended := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, "data: {}\n\n")
	}))
	defer ended.Close()
	_, err = DialSSE(context.Background(), ended.URL+"/sse", nil, nil, DialOptions{})
	if err == nil || !strings.Contains(err.Error(), "ended before the endpoint") || !strings.Contains(err.Error(), ended.URL) {
		t.Fatalf("ended: err = %v", err)
	}

	// A non-2xx answer to the GET.
	var evs trEvents
	_, err = DialSSE(context.Background(), srv.URL+"/nope", nil, nil, DialOptions{Event: evs.add})
	var he *HTTPStatusError
	if !errors.As(err, &he) || he.Status != 404 || he.Method != "GET" {
		t.Fatalf("404: err = %v", err)
	}
	if st := evs.kinds(capture.EventHTTPStatus); len(st) != 1 || st[0].Detail != "GET 404" {
		t.Fatalf("events: %+v", evs.list())
	}

	// An endpoint on another origin is refused.
	f2 := newTrFakeSSE("http://198.51.100.1/steal")
	srv2 := httptest.NewServer(f2)
	defer srv2.Close()
	defer f2.stopOnce.Do(func() { close(f2.stop) })
	_, err = DialSSE(context.Background(), srv2.URL+"/sse", nil, nil, DialOptions{})
	if err == nil || !strings.Contains(err.Error(), "origin") {
		t.Fatalf("cross-origin: err = %v", err)
	}
	trNoLeak(t, "(*SSEConn)")
}

func TestSSETooLargeMessage(t *testing.T) {
	f := newTrFakeSSE("/messages?session=abc")
	c, _ := trDialSSE(t, f, DialOptions{MaxMessage: 1000})
	f.out <- `{"jsonrpc":"2.0","id":1,"result":{"s":"` + strings.Repeat("q", 5000) + `"}}`
	f.out <- `{"small":1}`
	_, err := trRecv(t, c, 10*time.Second)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Limit != 1000 || tl.Size <= 1000 {
		t.Fatalf("err = %v", err)
	}
	trMustRecv(t, c, `{"small":1}`)
}
