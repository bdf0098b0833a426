package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path"
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
// answers the server's own requests and records protocol events. Several
// requests may be outstanding at once: one reader goroutine (started on the
// first request) receives every message and hands each answer to the
// request whose id it carries.
type session struct {
	conn   Conn
	redact *Redactor
	start  time.Time

	// roots are the file:// URIs answered to roots/list (nil: the client
	// declares no roots capability and refuses the request).
	roots []string

	mu        sync.Mutex
	nextID    int64
	pending   map[int64]chan answer
	reading   bool
	readDone  chan struct{} // closed when the reader stops
	readErr   error         // why it stopped
	stopRead  context.CancelFunc
	events    []capture.Event
	dropped   int
	notifSeen map[string]int

	// wire, when set, records every message in both directions (2026-07-28
	// sessions and the server/discover probe).
	wire *wireLog
	// methods maps each outstanding request id to its method, so recorded
	// answers name the method they answer.
	methods map[int64]string
	// stateless is set in a 2026-07-28 session: server-to-client requests
	// are refused.
	stateless bool
}

func newSession(conn Conn, redact *Redactor, start time.Time) *session {
	return &session{conn: conn, redact: redact, start: start, notifSeen: map[string]int{},
		pending: map[int64]chan answer{}, readDone: make(chan struct{}), methods: map[int64]string{}}
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
	s.record(capture.WireSend, method, b)
	return s.conn.Send(ctx, b)
}

// request sends method with params and waits for its answer; the reader
// serves the server's requests and records notifications meanwhile. The
// returned error is a transport failure: ctx expiry, EOF, a send error.
// request is safe for concurrent use.
func (s *session) request(ctx context.Context, method string, params any) (answer, int64, error) {
	ch := make(chan answer, 1)
	s.mu.Lock()
	s.nextID++
	id := s.nextID
	s.pending[id] = ch
	s.methods[id] = method
	s.startReader()
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.pending, id)
		delete(s.methods, id)
		s.mu.Unlock()
	}()

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
	s.record(capture.WireSend, method, b)
	if err := s.conn.Send(ctx, b); err != nil {
		return answer{}, id, err
	}
	select {
	case a := <-ch:
		return a, id, nil
	case <-ctx.Done():
		return answer{}, id, ctx.Err()
	case <-s.readDone:
		// An answer may have been delivered just before the reader ended.
		select {
		case a := <-ch:
			return a, id, nil
		default:
		}
		return answer{}, id, s.readErr
	}
}

// startReader starts the reader goroutine once; s.mu is held.
func (s *session) startReader() {
	if s.reading {
		return
	}
	s.reading = true
	ctx, cancel := context.WithCancel(context.Background())
	s.stopRead = cancel
	go s.read(ctx)
}

// stop ends the reader (the connection is closed or about to be).
func (s *session) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopRead != nil {
		s.stopRead()
	}
}

// read receives every message until the stream ends and delivers answers
// to their pending requests.
func (s *session) read(ctx context.Context) {
	var err error
	for {
		var raw []byte
		raw, err = s.conn.Recv(ctx)
		if err != nil {
			var tl *TooLargeError
			if errors.As(err, &tl) {
				s.recordTooLarge(tl)
				s.tooLarge(tl)
				continue
			}
			break
		}
		s.recordRecv(raw)
		s.handle(ctx, raw)
	}
	s.mu.Lock()
	s.readErr = err
	s.mu.Unlock()
	close(s.readDone)
}

// tooLarge attributes an oversized message: to the request whose id ends
// its bytes, or, when that cannot be read, to the only pending request.
func (s *session) tooLarge(tl *TooLargeError) {
	a := answer{tooLarge: true, size: tl.Size, detail: tooLargeDetail(tl)}
	s.mu.Lock()
	other, found := idInFragments(tl, -1)
	if !found {
		other, found = idInHead(tl.Head)
	}
	var ch chan answer
	switch {
	case found:
		ch = s.pending[other]
	case len(s.pending) == 1:
		for _, c := range s.pending {
			ch = c
		}
	}
	s.mu.Unlock()
	if ch == nil {
		s.event(capture.EventUnmatchedID, fmt.Sprintf("oversized message (%d bytes) for no pending request (id %s)", tl.Size, idText(other, found)), "")
		return
	}
	deliver(ch, a)
}

func idText(id int64, ok bool) string {
	if !ok {
		return "unreadable"
	}
	return strconv.FormatInt(id, 10)
}

// deliver hands an answer to a waiting request without ever blocking the
// reader (each channel has room for one answer; a second is dropped).
func deliver(ch chan answer, a answer) {
	select {
	case ch <- a:
	default:
	}
}

// handle processes one incoming message: an answer goes to its pending
// request, a request from the server is answered, anything else recorded.
func (s *session) handle(ctx context.Context, raw []byte) {
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(trimmed, &batch); err != nil {
			s.event(capture.EventInvalidFrame, "unparseable JSON array: "+err.Error(), string(raw))
			return
		}
		s.event(capture.EventInvalidFrame, fmt.Sprintf("batch of %d messages (JSON-RPC batching is not part of MCP since 2025-06-18)", len(batch)), string(raw))
		for _, m := range batch {
			s.handle(ctx, m)
		}
		return
	}
	var env envelope
	if err := json.Unmarshal(trimmed, &env); err != nil {
		s.event(capture.EventInvalidFrame, "not a JSON-RPC object: "+err.Error(), string(raw))
		return
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
		return
	}
	got, ok := parseID(env.ID)
	s.mu.Lock()
	ch := s.pending[got]
	s.mu.Unlock()
	if !ok || ch == nil {
		s.event(capture.EventUnmatchedID, fmt.Sprintf("response id %s matches no pending request", orMissing(env.ID)), string(raw))
		return
	}
	a := answer{result: env.Result, rpcErr: env.Error, size: int64(len(raw))}
	switch {
	case len(env.Result) == 0 && len(env.Error) == 0:
		a.invalid, a.detail = true, "response has neither result nor error"
	case len(env.Result) > 0 && len(env.Error) > 0:
		a.invalid, a.detail = true, "response has both result and error"
	}
	deliver(ch, a)
}

// serveRequest answers a request the server sent to the client: ping gets
// an empty result, roots/list the --root folders when the client declared
// roots, everything else (sampling, elicitation) a method-not-found error,
// since the probe declares no other client capability.
func (s *session) serveRequest(ctx context.Context, env envelope, raw []byte) {
	method := *env.Method
	s.mu.Lock()
	stateless := s.stateless
	s.mu.Unlock()
	var reply []byte
	switch {
	case stateless:
		// 2026-07-28 has no server-to-client requests (MRTR replaced
		// them with input_required results): refused, and recorded.
		msg, _ := json.Marshal("server-to-client requests are not part of MCP " + ModernVersion + " (multi round-trip requests use input_required results); " + method + " refused")
		reply = []byte(`{"jsonrpc":"2.0","id":` + string(env.ID) + `,"error":{"code":-32601,"message":` + string(msg) + `}}`)
		s.event(capture.EventServerRequest, method+": a server-to-client request in a stateless session, refused with error -32601", string(raw))
	case method == "ping":
		reply = []byte(`{"jsonrpc":"2.0","id":` + string(env.ID) + `,"result":{}}`)
		s.event(capture.EventServerRequest, "ping: answered with an empty result", string(raw))
	case method == "roots/list" && s.roots != nil:
		reply = []byte(`{"jsonrpc":"2.0","id":` + string(env.ID) + `,"result":` + string(rootsResult(s.roots)) + `}`)
		s.event(capture.EventServerRequest, fmt.Sprintf("roots/list: answered with %d root(s)", len(s.roots)), string(raw))
	default:
		msg, _ := json.Marshal("mcpsurvey does not support " + method + " (no client capability declared)")
		reply = []byte(`{"jsonrpc":"2.0","id":` + string(env.ID) + `,"error":{"code":-32601,"message":` + string(msg) + `}}`)
		s.event(capture.EventServerRequest, method+": refused with error -32601", string(raw))
	}
	s.record(capture.WireSend, method, reply)
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

// rootsResult is a ListRootsResult for file:// URIs.
func rootsResult(uris []string) json.RawMessage {
	type root struct {
		URI  string `json:"uri"`
		Name string `json:"name,omitempty"`
	}
	r := struct {
		Roots []root `json:"roots"`
	}{Roots: []root{}}
	for _, u := range uris {
		r.Roots = append(r.Roots, root{URI: u, Name: path.Base(u)})
	}
	b, _ := json.Marshal(r)
	return b
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

// idInHead looks for the envelope's `"id":N` at the start of an oversized
// message, before its "result" or "error" member begins (an id inside the
// payload must not count).
func idInHead(head []byte) (int64, bool) {
	if len(head) > 256 {
		head = head[:256]
	}
	for _, key := range []string{`"result"`, `"error"`} {
		if i := bytes.Index(head, []byte(key)); i >= 0 {
			head = head[:i]
		}
	}
	return findID(head)
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
