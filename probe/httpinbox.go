package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// inboxHighWater is how many queued messages make a response stream wait
// for Recv.
const inboxHighWater = 64

type inboxItem struct {
	msg []byte
	err error
}

// httpInbox queues incoming messages of an HTTP transport for Recv. Bodies
// read by Send are queued without waiting (Send and Recv may run in the same
// goroutine); response streams wait while the queue is long.
type httpInbox struct {
	mu     sync.Mutex
	items  []inboxItem
	closed bool
	err    error

	notify chan struct{} // a push happened (capacity 1)
	space  chan struct{} // a pop happened (capacity 1)
	done   chan struct{} // closed by close
}

func newHTTPInbox() *httpInbox {
	return &httpInbox{
		notify: make(chan struct{}, 1),
		space:  make(chan struct{}, 1),
		done:   make(chan struct{}),
	}
}

func inboxSignal(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}

// push queues it without waiting; it is dropped after close.
func (q *httpInbox) push(it inboxItem) {
	q.mu.Lock()
	if q.closed {
		q.mu.Unlock()
		return
	}
	q.items = append(q.items, it)
	q.mu.Unlock()
	inboxSignal(q.notify)
}

// pushWait queues it once the queue is below inboxHighWater; false means
// ctx ended or the inbox closed first.
func (q *httpInbox) pushWait(ctx context.Context, it inboxItem) bool {
	for {
		q.mu.Lock()
		if q.closed {
			q.mu.Unlock()
			return false
		}
		if len(q.items) < inboxHighWater {
			q.items = append(q.items, it)
			q.mu.Unlock()
			inboxSignal(q.notify)
			return true
		}
		q.mu.Unlock()
		select {
		case <-q.space:
		case <-q.done:
			return false
		case <-ctx.Done():
			return false
		}
	}
}

// pop returns the next item; after close, the queued items and then err.
func (q *httpInbox) pop(ctx context.Context) ([]byte, error) {
	for {
		q.mu.Lock()
		if len(q.items) > 0 {
			it := q.items[0]
			q.items[0] = inboxItem{}
			q.items = q.items[1:]
			q.mu.Unlock()
			inboxSignal(q.space)
			return it.msg, it.err
		}
		if q.closed {
			err := q.err
			q.mu.Unlock()
			return nil, err
		}
		q.mu.Unlock()
		select {
		case <-q.notify:
		case <-q.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// close ends the inbox with err (which should wrap io.EOF); the first call
// wins.
func (q *httpInbox) close(err error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return
	}
	q.closed = true
	q.err = err
	close(q.done)
}

// inboxDeliver queues b, one JSON value, splitting a batch (array) into its
// elements. Non-JSON input is reported as a transport event with where
// naming its origin. With wait set, it waits for room (a stream); false
// means ctx ended or the inbox closed.
func inboxDeliver(ctx context.Context, q *httpInbox, o DialOptions, b []byte, where string, wait bool) bool {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return true
	}
	if !json.Valid(b) {
		dialEvent(o, capture.EventTransport, "non-JSON "+where, b)
		return true
	}
	msgs := [][]byte{b}
	if b[0] == '[' {
		var elems []json.RawMessage
		if err := json.Unmarshal(b, &elems); err == nil {
			msgs = msgs[:0]
			for _, e := range elems {
				msgs = append(msgs, e)
			}
		}
	}
	for _, m := range msgs {
		it := inboxItem{msg: m}
		if !wait {
			q.push(it)
		} else if !q.pushWait(ctx, it) {
			return false
		}
	}
	return true
}

// readCappedBody reads r to the end into a capBuf of the given limit.
func readCappedBody(r io.Reader, limit int64) (*capBuf, error) {
	cb := newCapBuf(limit)
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		cb.Write(buf[:n])
		if err == io.EOF {
			return cb, nil
		}
		if err != nil {
			return cb, err
		}
	}
}

// httpReadPeek reads at most transportPeek bytes of r.
func httpReadPeek(r io.Reader) []byte {
	b, _ := io.ReadAll(io.LimitReader(r, transportPeek))
	return b
}

// httpOwnClient returns client, or when it is nil a client of its own
// (no overall timeout: streams are long-lived) together with a function
// that closes its idle connections once the transport is done.
func httpOwnClient(client *http.Client) (*http.Client, func()) {
	if client != nil {
		return client, func() {}
	}
	var tr *http.Transport
	if dt, ok := http.DefaultTransport.(*http.Transport); ok {
		tr = dt.Clone()
	} else {
		tr = &http.Transport{Proxy: http.ProxyFromEnvironment}
	}
	return &http.Client{Transport: tr}, tr.CloseIdleConnections
}

// httpSetHeaders applies the user's headers to req (Host sets req.Host).
func httpSetHeaders(req *http.Request, headers map[string]string) {
	for k, v := range headers {
		if strings.EqualFold(k, "Host") {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
}

// inboxSSEEvent handles one event from an SSE stream carrying JSON-RPC
// messages: message events (and unnamed ones) are queued, waiting for room;
// others are reported. false means ctx ended or the inbox closed.
func inboxSSEEvent(ctx context.Context, q *httpInbox, o DialOptions, ev sseEvent, where string) bool {
	if ev.Type != "message" {
		dialEvent(o, capture.EventTransport, fmt.Sprintf("ignored SSE event %q on %s", cutUTF8([]byte(ev.Type), 64), where), ev.Data)
		return true
	}
	if ev.TooLarge != nil {
		return q.pushWait(ctx, inboxItem{err: ev.TooLarge})
	}
	if len(bytes.TrimSpace(ev.Data)) == 0 {
		// An empty event (e.g. one that only primes Last-Event-ID).
		return true
	}
	return inboxDeliver(ctx, q, o, ev.Data, "SSE data on "+where, true)
}
