package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Limits on what one session records, so a chatty server cannot grow a
// capture without bound.
const (
	maxEvents     = 500
	maxEventBytes = 4 << 10
)

// answer is what came back for one request.
type answer struct {
	result json.RawMessage // verbatim "result" value, or nil
	rpcErr json.RawMessage // verbatim "error" value, or nil
	size   int64           // bytes of the whole response message
	// invalid says the response was neither a result nor an error (or
	// both); detail explains.
	invalid bool
	// tooLarge says the response exceeded the output cap; size is a lower
	// bound and result is nil.
	tooLarge bool
	detail   string
}

// errTimeout marks a request whose own deadline expired (as opposed to the
// whole session's).
var errTimeout = errors.New("no answer before the call timeout")

// session speaks JSON-RPC over a Conn: it assigns ids, matches answers,
// answers the server's own requests and records protocol events. One
// request is outstanding at a time, so an answer too large to parse is
// attributed to the pending request.
type session struct {
	conn   Conn
	redact *Redactor
	start  time.Time
	nextID int64

	mu        sync.Mutex
	events    []capture.Event
	dropped   int
	notifSeen map[string]int
}

func newSession(conn Conn, redact *Redactor, start time.Time) *session {
	return &session{conn: conn, redact: redact, start: start, notifSeen: map[string]int{}}
}

// event records one fact; safe from any goroutine (transports call it).
func (s *session) event(kind, detail, raw string) {
	if len(raw) > maxEventBytes {
		raw = raw[:maxEventBytes]
	}
	if s.redact != nil {
		detail = s.redact.String(detail)
		raw = s.redact.String(raw)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.events) >= maxEvents {
		s.dropped++
		return
	}
	s.events = append(s.events, capture.Event{Kind: kind, Detail: detail, Raw: raw, AtMS: time.Since(s.start).Milliseconds()})
}

// takeEvents returns the recorded events, with a closing note when some
// were dropped.
func (s *session) takeEvents() []capture.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	ev := s.events
	if s.dropped > 0 {
		ev = append(ev, capture.Event{Kind: capture.EventTransport,
			Detail: fmt.Sprintf("%d further events not recorded (limit %d)", s.dropped, maxEvents),
			AtMS:   time.Since(s.start).Milliseconds()})
	}
	return ev
}

// envelope is a JSON-RPC message with every member kept raw.
type envelope struct {
	JSONRPC json.RawMessage `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  *string         `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   json.RawMessage `json:"error"`
}

// notify sends a notification.
func (s *session) notify(ctx context.Context, method string, params any) error {
	msg := map[string]any{"jsonrpc": "2.0", "method": method}
	if params != nil {
		msg["params"] = params
	}
	b, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	return s.conn.Send(ctx, b)
}

// request sends method with params and waits for its answer, serving the
// server's requests and recording notifications meanwhile. The returned
// error is a transport failure: ctx expiry, EOF, a send error.
func (s *session) request(ctx context.Context, method string, params any) (answer, int64, error) {
	s.nextID++
	id := s.nextID
	msg := struct {
		JSONRPC string `json:"jsonrpc"`
		ID      int64  `json:"id"`
		Method  string `json:"method"`
		Params  any    `json:"params,omitempty"`
	}{"2.0", id, method, params}
	b, err := json.Marshal(msg)
	if err != nil {
		return answer{}, id, err
	}
	if err := s.conn.Send(ctx, b); err != nil {
		return answer{}, id, err
	}
	for {
		raw, err := s.conn.Recv(ctx)
		if err != nil {
			var tl *TooLargeError
			if errors.As(err, &tl) {
				// One request is outstanding: unless the fragments name
				// another id, the oversized message is its answer.
				if other, ok := idInFragments(tl, id); ok && other != id {
					s.event(capture.EventUnmatchedID, fmt.Sprintf("oversized message (%d bytes) for id %d", tl.Size, other), "")
					continue
				}
				return answer{tooLarge: true, size: tl.Size, detail: tooLargeDetail(tl)}, id, nil
			}
			return answer{}, id, err
		}
		if a, done := s.handle(ctx, raw, id); done {
			return a, id, nil
		}
	}
}

// handle processes one incoming message; done reports that it answered
// request id.
func (s *session) handle(ctx context.Context, raw []byte, id int64) (answer, bool) {
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(trimmed, &batch); err != nil {
			s.event(capture.EventInvalidFrame, "unparseable JSON array: "+err.Error(), string(raw))
			return answer{}, false
		}
		s.event(capture.EventInvalidFrame, fmt.Sprintf("batch of %d messages (JSON-RPC batching is not part of MCP since 2025-06-18)", len(batch)), string(raw))
		var got answer
		found := false
		for _, m := range batch {
			if a, ok := s.handle(ctx, m, id); ok && !found {
				got, found = a, true
			}
		}
		return got, found
	}
	var env envelope
	if err := json.Unmarshal(trimmed, &env); err != nil {
		s.event(capture.EventInvalidFrame, "not a JSON-RPC object: "+err.Error(), string(raw))
		return answer{}, false
	}
	if string(env.JSONRPC) != `"2.0"` {
		s.event(capture.EventInvalidFrame, fmt.Sprintf("jsonrpc member is %s, want \"2.0\"", orMissing(env.JSONRPC)), string(raw))
	}
	if env.Method != nil {
		if len(env.ID) == 0 || string(env.ID) == "null" {
			s.notification(*env.Method, raw)
		} else {
			s.serveRequest(ctx, env, raw)
		}
		return answer{}, false
	}
	got, ok := parseID(env.ID)
	if !ok || got != id {
		s.event(capture.EventUnmatchedID, fmt.Sprintf("response id %s does not match pending request %d", orMissing(env.ID), id), string(raw))
		return answer{}, false
	}
	a := answer{result: env.Result, rpcErr: env.Error, size: int64(len(raw))}
	switch {
	case len(env.Result) == 0 && len(env.Error) == 0:
		a.invalid, a.detail = true, "response has neither result nor error"
	case len(env.Result) > 0 && len(env.Error) > 0:
		a.invalid, a.detail = true, "response has both result and error"
	}
	return a, true
}

// serveRequest answers a request the server sent to the client: ping gets
// an empty result, everything else (sampling, elicitation, roots) a
// method-not-found error, since the probe declares no client capabilities.
func (s *session) serveRequest(ctx context.Context, env envelope, raw []byte) {
	method := *env.Method
	var reply []byte
	if method == "ping" {
		reply = []byte(`{"jsonrpc":"2.0","id":` + string(env.ID) + `,"result":{}}`)
		s.event(capture.EventServerRequest, "ping: answered with an empty result", string(raw))
	} else {
		msg, _ := json.Marshal("mcpsurvey does not support " + method + " (no client capability declared)")
		reply = []byte(`{"jsonrpc":"2.0","id":` + string(env.ID) + `,"error":{"code":-32601,"message":` + string(msg) + `}}`)
		s.event(capture.EventServerRequest, method+": refused with error -32601", string(raw))
	}
	if err := s.conn.Send(ctx, reply); err != nil {
		s.event(capture.EventTransport, "could not answer "+method+": "+err.Error(), "")
	}
}

// notification records a notification; after a few of one method only a
// count is kept.
func (s *session) notification(method string, raw []byte) {
	s.mu.Lock()
	s.notifSeen[method]++
	n := s.notifSeen[method]
	s.mu.Unlock()
	if n <= 20 {
		s.event(capture.EventNotification, method, string(raw))
	}
}

// notificationCounts returns how many notifications of each method arrived.
func (s *session) notificationCounts() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]int, len(s.notifSeen))
	for k, v := range s.notifSeen {
		out[k] = v
	}
	return out
}

// parseID reads an integer id; string ids never match ours.
func parseID(raw json.RawMessage) (int64, bool) {
	n, err := strconv.ParseInt(string(bytes.TrimSpace(raw)), 10, 64)
	if err == nil {
		return n, true
	}
	var f float64
	if json.Unmarshal(raw, &f) == nil && f == float64(int64(f)) {
		return int64(f), true
	}
	return 0, false
}

// tooLargeDetail describes an oversized answer with its first bytes, so a
// reader sees what the server sent without the corpus holding all of it.
func tooLargeDetail(tl *TooLargeError) string {
	head := tl.Head
	if len(head) > 512 {
		head = head[:512]
	}
	return fmt.Sprintf("%s; truncated, it began: %s…", tl.Error(), strings.ToValidUTF8(string(head), "\uFFFD"))
}

// idInFragments looks for the envelope's `"id":N` at the very end of an
// oversized message (where SDKs put it); an id inside the payload must not
// count, so only the last bytes are searched.
func idInFragments(tl *TooLargeError, want int64) (int64, bool) {
	tail := tl.Tail
	if len(tail) > 96 {
		tail = tail[len(tail)-96:]
	}
	if n, ok := findID(tail); ok {
		return n, true
	}
	return want, false
}

func findID(b []byte) (int64, bool) {
	key := []byte(`"id"`)
	for i := bytes.LastIndex(b, key); i >= 0; i = bytes.LastIndex(b[:i], key) {
		rest := bytes.TrimLeft(b[i+len(key):], " \t\r\n")
		if len(rest) == 0 || rest[0] != ':' {
			continue
		}
		rest = bytes.TrimLeft(rest[1:], " \t\r\n")
		end := 0
		for end < len(rest) && (rest[end] == '-' || rest[end] >= '0' && rest[end] <= '9') {
			end++
		}
		if end == 0 {
			continue
		}
		n, err := strconv.ParseInt(string(rest[:end]), 10, 64)
		if err == nil {
			return n, true
		}
	}
	return 0, false
}

func orMissing(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "missing"
	}
	if len(raw) > 64 {
		return string(raw[:64]) + "…"
	}
	return string(raw)
}
