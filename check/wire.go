package check

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// wireMsg is one decoded message of Server.Wire.
type wireMsg struct {
	index     int // position in Server.Wire
	dir       string
	method    string // the message's method, or for a response the method of the request it answers
	raw       json.RawMessage
	truncated bool
	obj       map[string]json.RawMessage // nil when raw is not a JSON object
	id        string                     // the id's raw JSON ("" for notifications)
	hasResult bool
	hasError  bool
	tool      string // for a tools/call request or its response: params.name
}

// isResponse reports whether m answers a request.
func (m *wireMsg) isResponse() bool {
	return m.obj != nil && (m.hasResult || m.hasError) && m.obj["method"] == nil
}

// isNotification reports whether m is a notification.
func (m *wireMsg) isNotification() bool { return m.obj != nil && m.obj["method"] != nil && m.id == "" }

// result returns the result member of a response.
func (m *wireMsg) result() json.RawMessage { return m.obj["result"] }

// wireMsgs decodes Server.Wire once: each message's members, and for
// responses to tools/call the tool named by the request with the same id.
func (t *Target) wireMsgs() []*wireMsg {
	if t.wired {
		return t.wire
	}
	t.wired = true
	toolByID := map[string]string{}
	for i, w := range t.Server.Wire {
		m := &wireMsg{index: i, dir: w.Dir, method: w.Method, raw: w.Raw, truncated: w.Truncated}
		if !w.Truncated && jsonKind(w.Raw) == "object" && json.Unmarshal(w.Raw, &m.obj) == nil {
			if raw, ok := m.obj["id"]; ok && !isNull(raw) {
				m.id = string(bytes.TrimSpace(raw))
			}
			_, m.hasResult = m.obj["result"]
			_, m.hasError = m.obj["error"]
			var method string
			if raw, ok := m.obj["method"]; ok && json.Unmarshal(raw, &method) == nil && m.method == "" {
				m.method = method
			}
			if w.Dir == capture.WireSend && m.method == "tools/call" && m.id != "" {
				var p struct {
					Params struct {
						Name string `json:"name"`
					} `json:"params"`
				}
				if json.Unmarshal(w.Raw, &p) == nil {
					m.tool = p.Params.Name
					toolByID[m.id] = m.tool
				}
			}
			if w.Dir == capture.WireRecv && m.id != "" && (m.hasResult || m.hasError) {
				m.tool = toolByID[m.id]
			}
		}
		t.wire = append(t.wire, m)
	}
	return t.wire
}

// received returns the decoded messages the server sent.
func (t *Target) received() []*wireMsg {
	var out []*wireMsg
	for _, m := range t.wireMsgs() {
		if m.dir == capture.WireRecv {
			out = append(out, m)
		}
	}
	return out
}

// modernResult is one result a 2026-07-28 server sent, from wherever the
// capture keeps it.
type modernResult struct {
	method string // the request's method
	tool   string // tools/call: the tool
	callID string // tools/call: the capture's call ID
	where  string // how a finding names it: "server/discover result", "tools/list page 2 (round 1)", ...
	raw    json.RawMessage
}

// modernResults gathers the results of a 2026-07-28 session: the
// server/discover result, every tools/list page of both listings, every
// tools/call result, and from the wire the results of any other method
// (the probe keeps those three in their own fields, complete even when the
// wire was cut at capture.MaxWireMessages).
func (t *Target) modernResults() []modernResult {
	var out []modernResult
	s := t.Server
	if len(bytes.TrimSpace(s.DiscoverResult)) > 0 && !isNull(s.DiscoverResult) {
		out = append(out, modernResult{method: "server/discover", where: "the server/discover result", raw: s.DiscoverResult})
	}
	for _, lr := range s.ListResults {
		out = append(out, modernResult{method: "tools/list", where: listWhere(lr), raw: lr.Raw})
	}
	for _, ci := range t.allCalls() {
		if len(bytes.TrimSpace(ci.call.Result)) == 0 || isNull(ci.call.Result) {
			continue
		}
		out = append(out, modernResult{method: "tools/call", tool: ci.call.Tool, callID: ci.call.ID,
			where: "the tools/call result of " + quoteCap(ci.call.Tool, 80), raw: ci.call.Result})
	}
	for _, m := range t.received() {
		if !m.isResponse() || !m.hasResult {
			continue
		}
		switch m.method {
		case "server/discover", "tools/list", "tools/call":
			continue
		}
		name := m.method
		if name == "" {
			name = "a request"
		}
		out = append(out, modernResult{method: m.method, where: "the " + name + " result (wire message " + strconv.Itoa(m.index+1) + ")", raw: m.result()})
	}
	return out
}

// listWhere names one tools/list page.
func listWhere(lr capture.ListResult) string {
	w := "tools/list page " + strconv.Itoa(lr.Page)
	if lr.Round > 1 {
		w += " of listing " + strconv.Itoa(lr.Round)
	}
	return w
}

// modernError is one JSON-RPC error object a 2026-07-28 server sent.
type modernError struct {
	method, tool, callID, where string
	raw                         json.RawMessage // the error object
}

// modernErrors gathers the error objects of a 2026-07-28 session: the
// server/discover error, the tools/call errors, and from the wire the
// errors of every other method.
func (t *Target) modernErrors() []modernError {
	var out []modernError
	s := t.Server
	if len(bytes.TrimSpace(s.DiscoverError)) > 0 && !isNull(s.DiscoverError) {
		out = append(out, modernError{method: "server/discover", where: "the server/discover error", raw: s.DiscoverError})
	}
	for _, ci := range t.allCalls() {
		if len(bytes.TrimSpace(ci.call.Error)) == 0 || isNull(ci.call.Error) {
			continue
		}
		out = append(out, modernError{method: "tools/call", tool: ci.call.Tool, callID: ci.call.ID,
			where: "the tools/call error of " + quoteCap(ci.call.Tool, 80), raw: ci.call.Error})
	}
	for _, m := range t.received() {
		if !m.isResponse() || !m.hasError || m.method == "server/discover" || m.method == "tools/call" {
			continue
		}
		name := m.method
		if name == "" {
			name = "a request"
		}
		out = append(out, modernError{method: m.method, where: "the " + name + " error (wire message " + strconv.Itoa(m.index+1) + ")", raw: m.obj["error"]})
	}
	return out
}

// speaksModern reports whether the capture is of a 2026-07-28 session: the
// version whose rules apply is 2026-07-28 or later and the probe took the
// server/discover path, or recorded results of the stateless protocol.
func (t *Target) speaksModern() bool {
	s := t.Server
	if !atLeast(t.Version, V20260728) {
		return false
	}
	return s.ProtocolPath == capture.PathDiscover || len(s.DiscoverResult) > 0 || len(s.ListResults) > 0 || len(s.Wire) > 0
}
