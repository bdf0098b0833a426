package probe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// wireLog keeps the JSON-RPC messages of a session in order, bounded by
// capture.MaxWireMessages messages of at most capture.MaxWireBytes each.
type wireLog struct {
	mu      sync.Mutex
	msgs    []capture.WireMessage
	dropped int
	on      bool
}

// add appends one message unless the log is full or off.
func (w *wireLog) add(m capture.WireMessage) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.on {
		return
	}
	if len(w.msgs) >= capture.MaxWireMessages {
		w.dropped++
		return
	}
	w.msgs = append(w.msgs, m)
}

// setOn starts or stops recording (recorded messages are kept).
func (w *wireLog) setOn(on bool) {
	w.mu.Lock()
	w.on = on
	w.mu.Unlock()
}

// take returns the recorded messages and how many were not recorded.
func (w *wireLog) take() ([]capture.WireMessage, int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.msgs, w.dropped
}

// wireRaw makes the Raw of a recorded message: the redacted message, or,
// when it is larger than capture.MaxWireBytes, a JSON string of its first
// bytes (Truncated).
func (s *session) wireRaw(b []byte) (json.RawMessage, bool) {
	b = bytes.TrimSpace(b)
	if len(b) > capture.MaxWireBytes {
		head := b[:capture.MaxWireBytes]
		if s.redact != nil {
			head = s.redact.Bytes(head)
		}
		q, _ := json.Marshal(string(bytes.ToValidUTF8(head, []byte("\uFFFD"))))
		return q, true
	}
	out := append([]byte(nil), b...)
	if !json.Valid(out) {
		q, _ := json.Marshal(string(bytes.ToValidUTF8(out, []byte("\uFFFD"))))
		return q, true
	}
	if s.redact != nil {
		out = s.redact.JSON(out)
	}
	return out, false
}

// record logs one message when the wire is recorded.
func (s *session) record(dir, method string, b []byte) {
	if s.wire == nil {
		return
	}
	raw, trunc := s.wireRaw(b)
	s.wire.add(capture.WireMessage{Dir: dir, Method: method, Raw: raw, Truncated: trunc,
		AtMS: time.Since(s.start).Milliseconds()})
}

// recordRecv logs one incoming message, named by its method or, for a
// response, by the method of the request it answers.
func (s *session) recordRecv(raw []byte) {
	if s.wire == nil {
		return
	}
	var env struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	method := ""
	if json.Unmarshal(bytes.TrimSpace(raw), &env) == nil {
		method = env.Method
		if method == "" {
			if id, ok := parseID(env.ID); ok {
				s.mu.Lock()
				method = s.methods[id]
				s.mu.Unlock()
			}
		}
	}
	s.record(capture.WireRecv, method, raw)
}

// recordTooLarge logs an oversized incoming message by its first bytes.
func (s *session) recordTooLarge(tl *TooLargeError) {
	if s.wire == nil {
		return
	}
	head := tl.Head
	if s.redact != nil {
		head = s.redact.Bytes(head)
	}
	q, _ := json.Marshal(fmt.Sprintf("%s…", bytes.ToValidUTF8(head, []byte("\uFFFD"))))
	s.wire.add(capture.WireMessage{Dir: capture.WireRecv, Raw: q, Truncated: true,
		AtMS: time.Since(s.start).Milliseconds()})
}
