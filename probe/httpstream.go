package probe

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// httpDeleteTimeout bounds the DELETE that ends a Streamable HTTP session.
const httpDeleteTimeout = 2 * time.Second

// HTTPStatusError is a non-2xx answer from an HTTP transport.
type HTTPStatusError struct {
	Method string // the request's method: POST, GET
	Status int    // the HTTP status code
	Body   string // the start of the response body (at most 4 KiB)
	// SessionLost is set for a 404 to a request that carried a session id:
	// the server no longer knows the session.
	SessionLost bool
}

// Error describes the status, whether the session was lost, and the start
// of the body.
func (e *HTTPStatusError) Error() string {
	var b strings.Builder
	if e.Method != "" {
		b.WriteString(e.Method)
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "HTTP %d", e.Status)
	if t := http.StatusText(e.Status); t != "" {
		b.WriteString(" ")
		b.WriteString(t)
	}
	if e.SessionLost {
		b.WriteString(" (session lost: the server no longer knows the session id)")
	}
	if body := strings.Join(strings.Fields(cutUTF8([]byte(e.Body), 200)), " "); body != "" {
		b.WriteString(": ")
		b.WriteString(body)
	}
	return b.String()
}

// StreamableHTTPConn is a Conn over the Streamable HTTP transport (MCP
// 2025-03-26 and later): each message is a POST to one endpoint, answered
// by 202, a JSON body, or an SSE stream of messages.
type StreamableHTTPConn struct {
	endpoint string
	headers  map[string]string
	client   *http.Client
	opts     DialOptions
	limit    int64

	closeIdle func() // closes the idle connections of our own client

	life   context.Context // ends at Close; response streams live under it
	cancel context.CancelFunc
	in     *httpInbox
	wg     sync.WaitGroup // response-stream readers

	mu        sync.Mutex
	sessionID string
	version   string
	shut      bool // Close has started: no new stream readers
	// stateless is a 2026-07-28 session: no session id, the request
	// headers of that revision, JSON-RPC errors in 4xx bodies delivered.
	stateless   bool
	mintedSeen  bool                     // an Mcp-Session-Id in a stateless session was reported
	toolHeaders map[string][]paramHeader // x-mcp-header parameters per tool

	closeOnce sync.Once
	closed    chan struct{}
}

// DialStreamableHTTP returns a Conn to a Streamable HTTP endpoint (MCP
// 2025-03-26 and later). headers are sent on every request. client may be
// nil for a default client without an overall timeout. No request is made
// until the first Send; ctx bounds only the set-up.
func DialStreamableHTTP(ctx context.Context, endpoint string, headers map[string]string, client *http.Client, opts DialOptions) (Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", endpoint, err)
	}
	if err := checkHTTPURL(endpoint); err != nil {
		return nil, err
	}
	client, closeIdle := httpOwnClient(client)
	life, cancel := context.WithCancel(context.Background())
	return &StreamableHTTPConn{
		endpoint:  endpoint,
		headers:   headers,
		client:    client,
		closeIdle: closeIdle,
		opts:      opts,
		limit:     msgLimit(opts),
		life:      life,
		cancel:    cancel,
		in:        newHTTPInbox(),
		closed:    make(chan struct{}),
	}, nil
}

// checkHTTPURL accepts absolute http and https URLs.
func checkHTTPURL(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Errorf("bad URL %q: %w", s, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("bad URL %q: want an absolute http or https URL", s)
	}
	return nil
}

// SessionID returns the Mcp-Session-Id the server assigned, or "".
func (c *StreamableHTTPConn) SessionID() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sessionID
}

// SetProtocolVersion makes later requests carry MCP-Protocol-Version: v.
func (c *StreamableHTTPConn) SetProtocolVersion(v string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.version = v
}

func (c *StreamableHTTPConn) newRequest(ctx context.Context, method string, body []byte) (*http.Request, string, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.endpoint, rd)
	if err != nil {
		return nil, "", err
	}
	httpSetHeaders(req, c.headers)
	c.mu.Lock()
	sid, ver, stateless := c.sessionID, c.version, c.stateless
	c.mu.Unlock()
	if stateless {
		c.setStatelessHeaders(req, body, ver)
		return req, "", nil
	}
	if sid != "" {
		req.Header.Set("Mcp-Session-Id", sid)
	}
	if ver != "" {
		req.Header.Set("MCP-Protocol-Version", ver)
	}
	return req, sid, nil
}

// Send POSTs msg. Answers arrive through Recv: a JSON body is queued before
// Send returns; an SSE stream is read in the background for as long as the
// server keeps it open (ctx bounds only the request and its headers). A
// non-2xx status is returned as *HTTPStatusError.
func (c *StreamableHTTPConn) Send(ctx context.Context, msg []byte) error {
	select {
	case <-c.closed:
		return fmt.Errorf("%s: connection closed", c.endpoint)
	default:
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	reqCtx, cancelReq := context.WithCancel(c.life)
	stop := context.AfterFunc(ctx, cancelReq)
	release := func() {
		stop()
		cancelReq()
	}
	req, sid, err := c.newRequest(reqCtx, http.MethodPost, msg)
	if err != nil {
		release()
		return fmt.Errorf("POST %s: %w", c.endpoint, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")

	resp, err := c.client.Do(req)
	if err != nil {
		release()
		if ctx.Err() != nil {
			return ctx.Err()
		}
		select {
		case <-c.closed:
			return fmt.Errorf("%s: connection closed", c.endpoint)
		default:
		}
		return fmt.Errorf("POST %s: %w", c.endpoint, err)
	}
	c.mu.Lock()
	stateless := c.stateless
	c.mu.Unlock()
	if id := resp.Header.Get("Mcp-Session-Id"); id != "" {
		c.noteSessionID(id, stateless)
	}

	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		var body []byte
		if stateless {
			var delivered bool
			if body, delivered = c.statelessError(resp); delivered {
				resp.Body.Close()
				release()
				return nil
			}
		} else {
			body = httpReadPeek(resp.Body)
		}
		resp.Body.Close()
		release()
		e := &HTTPStatusError{Method: http.MethodPost, Status: resp.StatusCode, Body: cutUTF8(body, transportPeek)}
		dialEvent(c.opts, capture.EventHTTPStatus, fmt.Sprintf("POST %d", resp.StatusCode), body)
		if resp.StatusCode == http.StatusNotFound && sid != "" {
			e.SessionLost = true
			dialEvent(c.opts, capture.EventTransport, "session lost: 404 for Mcp-Session-Id "+cutUTF8([]byte(sid), 200), nil)
		}
		return e
	}
	if resp.StatusCode == http.StatusAccepted || resp.StatusCode == http.StatusNoContent {
		io.Copy(io.Discard, io.LimitReader(resp.Body, transportPeek))
		resp.Body.Close()
		release()
		return nil
	}

	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if mt == "text/event-stream" {
		if !stop() {
			// ctx ended while the headers arrived.
			resp.Body.Close()
			cancelReq()
			return ctx.Err()
		}
		c.mu.Lock()
		shut := c.shut
		if !shut {
			c.wg.Add(1)
		}
		c.mu.Unlock()
		if shut {
			resp.Body.Close()
			cancelReq()
			return fmt.Errorf("%s: connection closed", c.endpoint)
		}
		go c.readStream(resp.Body, cancelReq)
		return nil
	}

	cb, err := readCappedBody(resp.Body, c.limit)
	resp.Body.Close()
	release()
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("POST %s: reading body: %w", c.endpoint, err)
	}
	if tl := cb.TooLarge(); tl != nil {
		c.in.push(inboxItem{err: tl})
		return nil
	}
	if mt != "application/json" && len(bytes.TrimSpace(cb.Bytes())) > 0 {
		dialEvent(c.opts, capture.EventTransport, fmt.Sprintf("POST %d with Content-Type %q", resp.StatusCode, cutUTF8([]byte(resp.Header.Get("Content-Type")), 200)), cb.Bytes())
	}
	inboxDeliver(c.life, c.in, c.opts, cb.Bytes(), "body of POST response", false)
	return nil
}

// readStream queues the messages of one POST's SSE response.
func (c *StreamableHTTPConn) readStream(body io.ReadCloser, cancelReq context.CancelFunc) {
	defer c.wg.Done()
	defer cancelReq()
	defer body.Close()
	p := newSSEParser(body, c.limit)
	for {
		ev, err := p.Next()
		if err != nil {
			if c.life.Err() == nil && !errors.Is(err, io.EOF) {
				dialEvent(c.opts, capture.EventTransport, "POST response stream broke: "+err.Error(), nil)
			}
			return
		}
		if !inboxSSEEvent(c.life, c.in, c.opts, ev, "POST response stream") {
			return
		}
	}
}

// Recv returns the next message from any response. After Close it returns
// an error wrapping io.EOF.
func (c *StreamableHTTPConn) Recv(ctx context.Context) ([]byte, error) {
	return c.in.pop(ctx)
}

// Close stops the response streams and, when the server assigned a
// session, ends it with a DELETE (errors ignored). Close is idempotent.
func (c *StreamableHTTPConn) Close() error {
	c.closeOnce.Do(func() {
		close(c.closed)
		c.mu.Lock()
		c.shut = true
		c.mu.Unlock()
		c.cancel()
		c.wg.Wait()
		c.in.close(fmt.Errorf("%s: connection closed: %w", c.endpoint, io.EOF))
		defer c.closeIdle()
		if c.SessionID() == "" {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), httpDeleteTimeout)
		defer cancel()
		req, _, err := c.newRequest(ctx, http.MethodDelete, nil)
		if err != nil {
			return
		}
		resp, err := c.client.Do(req)
		if err != nil {
			return
		}
		io.Copy(io.Discard, io.LimitReader(resp.Body, transportPeek))
		resp.Body.Close()
	})
	return nil
}

// Compile-time checks.
var (
	_ Conn          = (*StreamableHTTPConn)(nil)
	_ SessionIDer   = (*StreamableHTTPConn)(nil)
	_ VersionSetter = (*StreamableHTTPConn)(nil)
	_ Conn          = (*StdioConn)(nil)
	_ StderrTailer  = (*StdioConn)(nil)
)
