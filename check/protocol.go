package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// eventsOf returns the server's events of one kind.
func (t *Target) eventsOf(kind string) []capture.Event {
	var out []capture.Event
	for _, e := range t.Server.Events {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// examples returns up to n events' raw lines (or details), capped.
func examples(evs []capture.Event, n int) []string {
	var out []string
	for i, e := range evs {
		if i == n {
			break
		}
		s := e.Raw
		if s == "" {
			s = e.Detail
		}
		out = append(out, capString(s, 200))
	}
	return out
}

// initResult decodes the captured InitializeResult; ok is false when none
// was captured.
func (t *Target) initResult() (m map[string]json.RawMessage, why string, ok bool) {
	raw := t.Server.InitializeResult
	if len(strings.TrimSpace(string(raw))) == 0 {
		return nil, "", false
	}
	if w := decodeObject(raw, &m); w != "" {
		return nil, "the initialize result " + w, true
	}
	return m, "", true
}

func checkStdoutNoise() *Check {
	return &Check{
		ID: "MCP4001", Title: "Non-JSON output on stdout", Severity: SeverityError,
		Category: CategoryProtocol, SpecSection: "Transports › stdio", SpecURL: specURL(V20260728, "basic/transports#stdio"),
		SpecQuote: `2026-07-28, Transports › stdio: "The server MUST NOT write anything to its stdout that is not a valid MCP message."`,
		Explanation: `Over stdio, "the server MUST NOT write anything to its stdout that is not a
valid MCP message". Start-up banners, progress bars, console.log debugging
and ANSI colour codes on stdout break strict clients (they fail to parse the
line and may drop the connection). Log to stderr instead. mcpsurvey's own
reader skips such lines and records them; this check reports them once per
server with a count and the first lines.`,
		Before: `stdout: Server listening on stdio...
stdout: {"jsonrpc":"2.0","id":1,"result":{...}}`,
		After: `stderr: Server listening on stdio...
stdout: {"jsonrpc":"2.0","id":1,"result":{...}}`,
		Run: func(t *Target) []Finding {
			evs := t.eventsOf(capture.EventStdoutNoise)
			if len(evs) == 0 {
				return nil
			}
			ex := examples(evs, 3)
			return []Finding{{Message: fmt.Sprintf("%s on stdout that are not JSON-RPC messages, first: %s", plural(len(evs), "line"), quoteCap(ex[0], 120)),
				Evidence: map[string]any{"count": len(evs), "examples": ex}}}
		},
	}
}

func checkToolsCapability() *Check {
	return &Check{
		ID: "MCP4002", Title: "Tools served without the tools capability", Severity: SeverityError,
		Category: CategoryProtocol, SpecSection: "Tools › Capabilities", SpecURL: specURL(V20260728, toolsPage+"#capabilities"),
		SpecQuote: `2026-07-28, Tools › Capabilities: "Servers that support tools MUST declare the tools capability" (in the initialize result until 2025-11-25; in server/discover from 2026-07-28, checked by MCP4012).`,
		Explanation: `"Servers that support tools MUST declare the tools capability" in the
initialize result: "capabilities": {"tools": {}} (optionally with
"listChanged"). Clients only use capabilities that were negotiated, so a
strict client never calls tools/list on a server that did not declare it and
sees no tools at all.`,
		Before: `{"protocolVersion": "2025-11-25", "capabilities": {}, "serverInfo": {"name": "x", "version": "1.0.0"}}`,
		After:  `{"protocolVersion": "2025-11-25", "capabilities": {"tools": {"listChanged": false}}, "serverInfo": {"name": "x", "version": "1.0.0"}}`,
		Run: func(t *Target) []Finding {
			if len(t.Server.Tools) == 0 {
				return nil
			}
			m, _, ok := t.initResult()
			if !ok || m == nil {
				return nil // no initialize result, or MCP4008
			}
			var caps map[string]json.RawMessage
			if raw, ok := m["capabilities"]; ok {
				_ = decodeObject(raw, &caps)
			}
			toolsCap, has := caps["tools"]
			switch {
			case !has || isNull(toolsCap):
				return []Finding{{Message: fmt.Sprintf("tools/list returned %s but the initialize result declares no tools capability", plural(len(t.Server.Tools), "tool")),
					Evidence: map[string]any{"capabilities": snippet(m["capabilities"])}}}
			case jsonKind(toolsCap) != "object":
				return []Finding{{Message: "capabilities.tools is " + kindPhrase(toolsCap) + ", not an object",
					Evidence: map[string]any{"capabilities": snippet(m["capabilities"])}}}
			}
			return nil
		},
	}
}

func checkVersionAnswer() *Check {
	return &Check{
		ID: "MCP4003", Title: "Protocol version answer is neither the offered nor a released version", Severity: SeverityError,
		Category: CategoryProtocol, SpecSection: "Lifecycle › Version Negotiation", SpecURL: specURL(V20251125, "basic/lifecycle#version-negotiation"),
		SpecQuote: `2025-11-25, Lifecycle › Version Negotiation (as quoted in the explanation): "If the server supports the requested protocol version, it MUST respond with the same version. Otherwise, the server MUST respond with another protocol version it supports." Applies to sessions opened with initialize.`,
		Explanation: `In initialize the client offers a protocol version. "If the server supports
the requested protocol version, it MUST respond with the same version.
Otherwise, the server MUST respond with another protocol version it
supports." An answer that is missing, not a string, or not a released MCP
version (2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28) cannot
be a version the server supports; the client will disconnect. 2026-07-28
has no initialize (server/discover replaces it, see MCP4012), so the rule is
cited from 2025-11-25 and applies to any session opened with initialize. Echoing an
offered version that is not a released one (mcpsurvey can offer a bogus
version on purpose) is reported as a warning: the server claims to support a
version that does not exist, or mcpsurvey is older than the spec.`,
		Before: `client offers "2025-11-25"; server answers {"protocolVersion": "1.0", ...}`,
		After:  `client offers "2025-11-25"; server answers {"protocolVersion": "2025-11-25", ...} (or "2025-06-18" if that is the newest it supports)`,
		Run: func(t *Target) []Finding {
			m, _, ok := t.initResult()
			if !ok || m == nil {
				return nil
			}
			offered := t.Server.OfferedVersion
			raw, has := m["protocolVersion"]
			var pv string
			if !has || json.Unmarshal(raw, &pv) != nil || strings.TrimSpace(pv) == "" {
				return []Finding{{Message: "the initialize result has no protocolVersion string",
					Evidence: map[string]any{"protocolVersion": snippet(raw), "offered": offered}}}
			}
			ev := map[string]any{"answered": capString(pv, 100), "offered": offered, "known": KnownVersions()}
			switch {
			case IsKnownVersion(pv):
				return nil
			case pv == offered:
				return []Finding{{Severity: SeverityWarning,
					Message:  fmt.Sprintf("the server echoed the offered protocol version %s, which is not a released MCP version known to mcpsurvey", quoteCap(pv, 60)),
					Evidence: ev}}
			}
			return []Finding{{Message: fmt.Sprintf("the server answered protocol version %s to an offer of %s: neither the offered version nor a released one", quoteCap(pv, 60), quoteCap(offered, 60)),
				Evidence: ev}}
		},
	}
}

func checkPagination() *Check {
	return &Check{
		ID: "MCP4004", Title: "tools/list cursor loop or a tool repeated across pages", Severity: SeverityWarning,
		Category: CategoryProtocol, SpecSection: "Utilities › Pagination", SpecURL: specURL(V20260728, "server/utilities/pagination"),
		SpecQuote: `2026-07-28, schema PaginatedResult.nextCursor: "An opaque token representing the pagination position after the last returned result. If present, there may be more results available." A cursor that comes back (a loop) or pages that overlap break that position; the spec has no sentence on either, so this is a warning from what was captured.`,
		Explanation: `tools/list is paginated with opaque cursors; a missing nextCursor ends the
list. Servers SHOULD "provide stable cursors". A nextCursor that was already
returned makes a client that pages to the end loop forever (mcpsurvey stops
and records it), and a tool listed again on a later page means the pages
overlap (clients then see duplicates or lose a tool). These are heuristics
over what was captured, not spec sentences.`,
		Before: `page 1: {"tools": [...], "nextCursor": "p2"}
page 2: {"tools": [...], "nextCursor": "p2"}`,
		After: `page 1: {"tools": [...], "nextCursor": "p2"}
page 2: {"tools": [...]}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, e := range t.eventsOf(capture.EventCursorLoop) {
				out = append(out, Finding{Message: capString(e.Detail, 300), Evidence: map[string]any{"event": capString(e.Detail, snippetCap)}})
			}
			pages := map[string][]int{}
			var order []string
			for _, tl := range t.Server.Tools {
				ps := pages[tl.Name]
				if len(ps) == 0 {
					order = append(order, tl.Name)
				}
				if len(ps) == 0 || ps[len(ps)-1] != tl.Page {
					pages[tl.Name] = append(ps, tl.Page)
				}
			}
			var repeated []string
			for _, n := range order {
				if len(pages[n]) > 1 {
					repeated = append(repeated, n)
				}
			}
			if len(repeated) > 0 {
				sort.Strings(repeated)
				first := repeated[0]
				out = append(out, Finding{Tool: first,
					Message:  fmt.Sprintf("%s listed on more than one tools/list page (e.g. %s on pages %v)", plural(len(repeated), "tool"), quoteCap(first, 80), pages[first]),
					Evidence: map[string]any{"tools": capList(repeated, 20)}})
			}
			return out
		},
	}
}

func checkSlowInit() *Check {
	return &Check{
		ID: "MCP4005", Title: "Slow initialize handshake", Severity: SeverityInfo,
		Category: CategoryProtocol, SpecSection: "Lifecycle › Initialization", SpecURL: specURL(V20251125, "basic/lifecycle#initialization"),
		Explanation: `The time from starting (or connecting to) the server to its initialize
answer exceeded the threshold (default 5 s, set with check --slow-init).
Clients start servers when a session opens and often time out start-up
(some after 10 s or less); a slow start usually means work done eagerly
(downloads, indexing, logins) that could wait for the first call. For npx
servers the first run includes the package download, so re-run before
drawing conclusions. Advice, not a spec rule. A 2026-07-28 session has no
initialize: there the time to the server/discover answer is measured.`,
		Before: `initialize answered after 12.4 s (indexes the whole repository at start-up)`,
		After:  `initialize answered after 0.3 s (indexes lazily on the first search)`,
		Run: func(t *Target) []Finding {
			d := time.Duration(t.Server.InitMS) * time.Millisecond
			if t.Server.InitMS <= 0 || d <= t.SlowInit {
				return nil
			}
			what := "initialize"
			if t.speaksModern() {
				what = "server/discover, the first request of this stateless 2026-07-28 session,"
			}
			return []Finding{{Message: fmt.Sprintf("%s took %s, more than %s", what, d.Round(10*time.Millisecond), t.SlowInit),
				Evidence: map[string]any{"init_ms": t.Server.InitMS, "threshold_ms": t.SlowInit.Milliseconds()}}}
		},
	}
}

// framingGroup sorts a framing event into a group and names it.
func framingGroup(e capture.Event) (string, bool) {
	d := e.Detail
	switch e.Kind {
	case capture.EventUnmatchedID:
		return "responses whose id matches no pending request", true
	case capture.EventInvalidFrame:
		switch {
		case strings.HasPrefix(d, "jsonrpc member"):
			return `messages without "jsonrpc": "2.0"`, true
		case strings.HasPrefix(d, "batch of"):
			return "JSON-RPC batches (not part of MCP since 2025-06-18)", true
		case strings.HasPrefix(d, "not a JSON-RPC object"), strings.HasPrefix(d, "unparseable JSON array"):
			return "messages that are JSON but not JSON-RPC objects", true
		}
	}
	return "", false
}

// abandonedIDs are the ids of the requests the recorded wire shows sent
// but never answered (the server/discover probe that timed out before the
// fallback to initialize, whose answer may arrive later).
func (t *Target) abandonedIDs() map[string]bool {
	out := map[string]bool{}
	answered := map[string]bool{}
	for _, m := range t.wireMsgs() {
		if m.dir == capture.WireRecv && m.isResponse() && m.id != "" {
			answered[m.id] = true
		}
	}
	for _, m := range t.wireMsgs() {
		if m.dir == capture.WireSend && m.id != "" && m.obj["method"] != nil && !answered[m.id] {
			out[m.id] = true
		}
	}
	return out
}

// eventID is the raw id of the message an event recorded ("" when none).
func eventID(e capture.Event) string {
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(e.Raw), &m) != nil || m["id"] == nil {
		return ""
	}
	return string(bytes.TrimSpace(m["id"]))
}

func checkFraming() *Check {
	return &Check{
		ID: "MCP4006", Title: "Malformed JSON-RPC messages", Severity: SeverityError,
		Category: CategoryProtocol, SpecSection: "Basic › Messages", SpecURL: specURL(V20260728, "basic#messages"),
		SpecQuote: `2026-07-28, Basic › Messages: Result responses "MUST include the same ID as the request they correspond to" and "MUST include a result field"; error responses "MUST include the same ID as the request they correspond to (except in error cases where the ID could not be read due a malformed request)" and "MUST include an error field with a code and message".`,
		Explanation: `Every message is a JSON-RPC 2.0 object with "jsonrpc": "2.0". A response
MUST carry the same id as its request and exactly one of "result" and
"error"; batching (JSON arrays) was removed in 2025-06-18. Clients match
responses to requests by id, so a wrong id leaves the request hanging until
it times out, and a wrong version tag or a response with neither result nor
error is rejected. Reported once per kind of defect per server, with a count
and examples. A late answer to a request mcpsurvey itself gave up on (the
server/discover probe, when its timeout sent the session to initialize) is
not the server's defect and is not reported.`,
		Before: `{"jsonrpc": "1.0", "id": "7", "result": {...}}   (request id was 7)`,
		After:  `{"jsonrpc": "2.0", "id": 7, "result": {...}}`,
		Run: func(t *Target) []Finding {
			groups := map[string][]capture.Event{}
			var order []string
			abandoned := t.abandonedIDs()
			for _, e := range t.Server.Events {
				g, ok := framingGroup(e)
				if !ok {
					continue
				}
				if e.Kind == capture.EventUnmatchedID && abandoned[eventID(e)] {
					continue // a late answer to a request mcpsurvey gave up on (the server/discover probe's timeout)
				}
				if len(groups[g]) == 0 {
					order = append(order, g)
				}
				groups[g] = append(groups[g], e)
			}
			var out []Finding
			for _, g := range order {
				evs := groups[g]
				out = append(out, Finding{Message: fmt.Sprintf("%s (%d): %s", g, len(evs), capString(evs[0].Detail, 160)),
					Evidence: map[string]any{"count": len(evs), "examples": examples(evs, 3)}})
			}
			// The session ended on such an answer to initialize or tools/list.
			if (t.Server.Status == capture.ServerInitFailed || t.Server.Status == capture.ServerListFailed) &&
				(strings.Contains(t.Server.Error, "neither result nor error") || strings.Contains(t.Server.Error, "both result and error")) {
				out = append(out, Finding{Message: "the session ended on an answer that is not a valid JSON-RPC response: " + capString(t.Server.Error, 200),
					Evidence: map[string]any{"status": t.Server.Status, "error": capString(t.Server.Error, snippetCap)}})
			}
			for _, ci := range t.allCalls() {
				if ci.call.Status == capture.CallInvalid {
					out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID,
						Message:  "the answer to tools/call is not a valid JSON-RPC response: " + capString(ci.call.Detail, 200),
						Evidence: map[string]any{"detail": capString(ci.call.Detail, snippetCap)}})
				}
			}
			return out
		},
	}
}

func checkSessionIncomplete() *Check {
	return &Check{
		ID: "MCP4007", Title: "Server or call did not complete (start failure, crash, timeout)", Severity: SeverityInfo,
		Category: CategoryProtocol, SpecSection: "Lifecycle", SpecURL: specURL(V20251125, "basic/lifecycle"),
		Explanation: `The session did not get through: the server did not start, failed or hung
in initialize or tools/list, crashed, or exceeded the session timeout; or a
tools/call got no answer (timeout, crash). Often the cause is the
environment (a missing API key, an unreachable service) rather than a spec
violation, so this is info; the stderr tail in the corpus usually says why.
The other checks could only look at what was captured.`,
		Before: `server exits at start: "fatal: missing API key" on stderr`,
		After:  `server starts, answers initialize, and reports the missing key in a tool result with isError: true`,
		Run: func(t *Target) []Finding {
			var out []Finding
			switch t.Server.Status {
			case capture.ServerOK, capture.ServerInterrupted, capture.ServerProbeError, "":
			default:
				out = append(out, Finding{Message: "the session ended with status " + t.Server.Status + ": " + capString(t.Server.Error, 300),
					Evidence: map[string]any{"status": t.Server.Status, "error": capString(t.Server.Error, snippetCap), "stderr_tail": capString(t.Server.StderrTail, snippetCap)}})
			}
			for _, ci := range t.allCalls() {
				if ci.call.Status == capture.CallTimeout || ci.call.Status == capture.CallCrash {
					out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID,
						Message:  "tools/call got no answer (" + ci.call.Status + "): " + capString(ci.call.Detail, 200),
						Evidence: map[string]any{"status": ci.call.Status, "detail": capString(ci.call.Detail, snippetCap)}})
				}
			}
			return out
		},
	}
}

func checkInitializeResult() *Check {
	return &Check{
		ID: "MCP4008", Title: "initialize or tools/list result does not match its schema", Severity: SeverityError,
		Category: CategoryProtocol, SpecSection: "Lifecycle › Initialization", SpecURL: specURL(V20251125, "basic/lifecycle#initialization"),
		SpecQuote: `2025-11-25, schema: InitializeResult requires "capabilities", "protocolVersion" and "serverInfo"; Implementation (serverInfo) requires "name" and "version"; ListToolsResult requires "tools". 2026-07-28 has no initialize (MCP4009 validates its server/discover result).`,
		Explanation: `The server "MUST respond with its own capabilities and information": an
InitializeResult requires protocolVersion (string), capabilities (object)
and serverInfo (object with string name and version). A tools/list result
requires a "tools" array. Clients validate these answers and give up on a
server whose answer does not match. (The protocolVersion value itself is
MCP4003's business.)`,
		Before: `{"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}}`,
		After:  `{"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}, "serverInfo": {"name": "acme-mcp", "version": "1.4.0"}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			m, why, ok := t.initResult()
			if ok {
				var probs []string
				if m == nil {
					probs = append(probs, why)
				} else {
					if v, has := m["protocolVersion"]; !has {
						probs = append(probs, `no "protocolVersion"`)
					} else if jsonKind(v) != "string" {
						probs = append(probs, `"protocolVersion" is not a string`)
					}
					if v, has := m["capabilities"]; !has {
						probs = append(probs, `no "capabilities"`)
					} else if jsonKind(v) != "object" {
						probs = append(probs, `"capabilities" is `+kindPhrase(v)+`, not an object`)
					}
					var info map[string]json.RawMessage
					if v, has := m["serverInfo"]; !has {
						probs = append(probs, `no "serverInfo"`)
					} else if w := decodeObject(v, &info); w != "" {
						probs = append(probs, `"serverInfo" `+w)
					} else {
						for _, f := range []string{"name", "version"} {
							if fv, has := info[f]; !has {
								probs = append(probs, `serverInfo has no "`+f+`"`)
							} else if jsonKind(fv) != "string" {
								probs = append(probs, `serverInfo.`+f+` is not a string`)
							}
						}
					}
				}
				if len(probs) > 0 {
					out = append(out, Finding{Message: "initialize result: " + strings.Join(probs, "; "),
						Evidence: map[string]any{"initialize_result": snippet(t.Server.InitializeResult), "problems": probs}})
				}
			}
			for _, e := range t.eventsOf(capture.EventInvalidFrame) {
				if strings.HasPrefix(e.Detail, "tools/list page") {
					out = append(out, Finding{Message: capString(e.Detail, 300), Evidence: map[string]any{"raw": capString(e.Raw, snippetCap)}})
				}
			}
			return out
		},
	}
}
