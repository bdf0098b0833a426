package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// SSEConn is a Conn over the legacy HTTP+SSE transport (MCP 2024-11-05):
// one long-lived GET stream carries the server's messages as `message`
// events, after an `endpoint` event naming the URL to POST messages to.
type SSEConn struct {
	sseURL   string
	endpoint string // set once by DialSSE
	headers  map[string]string
	client   *http.Client
	idle     func() // closes the idle connections of our own client
	opts     DialOptions
	limit    int64

	life   context.Context
	cancel context.CancelFunc
	in     *httpInbox
	done   chan struct{} // closed when the stream reader has stopped

	closeOnce sync.Once
	closed    chan struct{}
}

type sseEndpoint struct {
	url string
	err error
}

// DialSSE connects to a legacy HTTP+SSE server: it GETs sseURL, waits for
// the endpoint event (under ctx) and returns a Conn that POSTs messages to
// that endpoint and reads the server's messages from the stream. The
// endpoint must have the same scheme and host as sseURL. headers are sent
// on every request; client may be nil for a default client without an
// overall timeout. The stream lives until Close, not until ctx ends.
func DialSSE(ctx context.Context, sseURL string, headers map[string]string, client *http.Client, opts DialOptions) (Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", sseURL, err)
	}
	if err := checkHTTPURL(sseURL); err != nil {
		return nil, err
	}
	base, _ := url.Parse(sseURL)
	client, closeIdle := httpOwnClient(client)
	life, cancel := context.WithCancel(context.Background())
	c := &SSEConn{
		sseURL:  sseURL,
		headers: headers,
		client:  client,
		idle:    closeIdle,
		opts:    opts,
		limit:   msgLimit(opts),
		life:    life,
		cancel:  cancel,
		in:      newHTTPInbox(),
		done:    make(chan struct{}),
		closed:  make(chan struct{}),
	}
	// Until the endpoint arrives, the dial ctx may end everything.
	stop := context.AfterFunc(ctx, cancel)

	req, err := http.NewRequestWithContext(life, http.MethodGet, sseURL, nil)
	if err != nil {
		stop()
		cancel()
		closeIdle()
		return nil, fmt.Errorf("GET %s: %w", sseURL, err)
	}
	httpSetHeaders(req, headers)
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Cache-Control", "no-cache")
	resp, err := client.Do(req)
	if err != nil {
		stop()
		cancel()
		closeIdle()
		if ctx.Err() != nil {
			return nil, fmt.Errorf("GET %s: %w", sseURL, ctx.Err())
		}
		return nil, fmt.Errorf("GET %s: %w", sseURL, err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		body := httpReadPeek(resp.Body)
		resp.Body.Close()
		stop()
		cancel()
		closeIdle()
		dialEvent(opts, capture.EventHTTPStatus, fmt.Sprintf("GET %d", resp.StatusCode), body)
		return nil, &HTTPStatusError{Method: http.MethodGet, Status: resp.StatusCode, Body: cutUTF8(body, transportPeek)}
	}
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); mt != "text/event-stream" {
		dialEvent(opts, capture.EventTransport, fmt.Sprintf("GET %s answered with Content-Type %q", sseURL, cutUTF8([]byte(resp.Header.Get("Content-Type")), 200)), nil)
	}

	endpoint := make(chan sseEndpoint, 1)
	go c.readStream(resp.Body, base, endpoint)

	select {
	case ep := <-endpoint:
		if ep.err == nil && !stop() {
			ep.err = ctx.Err()
		}
		if ep.err != nil {
			c.Close()
			return nil, fmt.Errorf("%s: %w", sseURL, ep.err)
		}
		c.endpoint = ep.url
		return c, nil
	case <-c.done:
		stop()
		c.Close()
		if ctx.Err() != nil {
			return nil, fmt.Errorf("%s: no endpoint event: %w", sseURL, ctx.Err())
		}
		return nil, fmt.Errorf("%s: SSE stream ended before the endpoint event", sseURL)
	case <-ctx.Done():
		c.Close()
		return nil, fmt.Errorf("%s: no endpoint event: %w", sseURL, ctx.Err())
	}
}

// readStream reads the GET stream: the first endpoint event goes to
// endpoint, message events to the inbox.
func (c *SSEConn) readStream(body io.ReadCloser, base *url.URL, endpoint chan<- sseEndpoint) {
	defer close(c.done)
	defer body.Close()
	sent := false
	p := newSSEParser(body, c.limit)
	for {
		ev, err := p.Next()
		if err != nil {
			if c.life.Err() != nil {
				// Ended by Close or by the dial ctx, not by the server.
				c.in.close(fmt.Errorf("%s: connection closed: %w", c.sseURL, io.EOF))
				return
			}
			detail := "SSE stream closed"
			if !errors.Is(err, io.EOF) {
				detail += ": " + err.Error()
			}
			dialEvent(c.opts, capture.EventTransport, detail, nil)
			c.in.close(fmt.Errorf("%s: %s: %w", c.sseURL, detail, io.EOF))
			return
		}
		if ev.Type == "endpoint" {
			if sent {
				dialEvent(c.opts, capture.EventTransport, "ignored a second endpoint event", ev.Data)
				continue
			}
			sent = true
			endpoint <- resolveEndpoint(base, ev)
			continue
		}
		if !inboxSSEEvent(c.life, c.in, c.opts, ev, "SSE stream") {
			c.in.close(fmt.Errorf("%s: connection closed: %w", c.sseURL, io.EOF))
			return
		}
	}
}

// resolveEndpoint resolves an endpoint event against the SSE URL and
// refuses another origin (user headers may carry credentials).
func resolveEndpoint(base *url.URL, ev sseEvent) sseEndpoint {
	if ev.TooLarge != nil {
		return sseEndpoint{err: fmt.Errorf("endpoint event: %w", ev.TooLarge)}
	}
	raw := strings.TrimSpace(string(ev.Data))
	if raw == "" {
		return sseEndpoint{err: errors.New("empty endpoint event")}
	}
	u, err := base.Parse(raw)
	if err != nil {
		return sseEndpoint{err: fmt.Errorf("bad endpoint %q: %w", cutUTF8([]byte(raw), 200), err)}
	}
	if u.Scheme != base.Scheme || u.Host != base.Host {
		return sseEndpoint{err: fmt.Errorf("endpoint %q is not on the SSE URL's origin %s://%s", cutUTF8([]byte(raw), 200), base.Scheme, base.Host)}
	}
	return sseEndpoint{url: u.String()}
}

// Endpoint returns the URL messages are POSTed to.
func (c *SSEConn) Endpoint() string { return c.endpoint }

// Send POSTs msg to the endpoint. A 2xx answer's body is ignored unless it
// is itself a JSON-RPC message, which is then queued for Recv. A non-2xx
// status is returned as *HTTPStatusError.
func (c *SSEConn) Send(ctx context.Context, msg []byte) error {
	select {
	case <-c.closed:
		return fmt.Errorf("%s: connection closed", c.sseURL)
	default:
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(msg))
	if err != nil {
		return fmt.Errorf("POST %s: %w", c.endpoint, err)
	}
	httpSetHeaders(req, c.headers)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("POST %s: %w", c.endpoint, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		body := httpReadPeek(resp.Body)
		dialEvent(c.opts, capture.EventHTTPStatus, fmt.Sprintf("POST %d", resp.StatusCode), body)
		return &HTTPStatusError{Method: http.MethodPost, Status: resp.StatusCode, Body: cutUTF8(body, transportPeek)}
	}
	cb, err := readCappedBody(resp.Body, c.limit)
	if err != nil {
		// The message was accepted; a broken body is not worth failing on.
		dialEvent(c.opts, capture.EventTransport, "POST response body: "+err.Error(), nil)
		return nil
	}
	if tl := cb.TooLarge(); tl != nil {
		if h := bytes.TrimSpace(tl.Head); len(h) > 0 && (h[0] == '{' || h[0] == '[') {
			c.in.push(inboxItem{err: tl})
		}
		return nil
	}
	if isJSONRPC(cb.Bytes()) {
		inboxDeliver(c.life, c.in, c.opts, cb.Bytes(), "body of POST response", false)
	}
	return nil
}

// isJSONRPC reports whether b is a JSON object with a jsonrpc member, or
// an array whose first element is one.
func isJSONRPC(b []byte) bool {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || (b[0] != '{' && b[0] != '[') || !json.Valid(b) {
		return false
	}
	if b[0] == '[' {
		var elems []json.RawMessage
		if json.Unmarshal(b, &elems) != nil || len(elems) == 0 {
			return false
		}
		b = elems[0]
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(b, &m) != nil {
		return false
	}
	_, ok := m["jsonrpc"]
	return ok
}

// Recv returns the next message from the SSE stream. When the stream ends
// it returns an error wrapping io.EOF.
func (c *SSEConn) Recv(ctx context.Context) ([]byte, error) {
	return c.in.pop(ctx)
}

// Close ends the SSE stream. It is idempotent.
func (c *SSEConn) Close() error {
	c.closeOnce.Do(func() {
		close(c.closed)
		c.cancel()
		<-c.done
		c.in.close(fmt.Errorf("%s: connection closed: %w", c.sseURL, io.EOF))
		c.idle()
	})
	return nil
}

var _ Conn = (*SSEConn)(nil)
