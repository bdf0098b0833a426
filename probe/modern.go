package probe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// ModernVersion is the stateless protocol revision the probe speaks
// (no initialize; per-request _meta; server/discover).
const ModernVersion = "2026-07-28"

// DefaultDiscoverTimeout bounds the server/discover probe: a legacy server
// that ignores the unknown request is surveyed via initialize after it.
const DefaultDiscoverTimeout = 10 * time.Second

// Reserved _meta keys of MCP 2026-07-28 (basic/index, "_meta").
const (
	MetaProtocolVersion    = "io.modelcontextprotocol/protocolVersion"
	MetaClientInfo         = "io.modelcontextprotocol/clientInfo"
	MetaClientCapabilities = "io.modelcontextprotocol/clientCapabilities"
	MetaServerInfo         = "io.modelcontextprotocol/serverInfo"
)

// JSON-RPC error codes of MCP 2026-07-28 that identify a modern server
// (basic/versioning, "Backward Compatibility"; basic/index, "Error codes").
const (
	codeHeaderMismatch         = -32020
	codeMissingClientCapabilty = -32021
	codeUnsupportedVersion     = -32022
)

// maxInputRetries bounds the retries of one input_required call.
const maxInputRetries = 3

// IsModernVersion reports whether v names a stateless revision
// (2026-07-28 or later): such a version is spoken without initialize.
// Versions are dates (YYYY-MM-DD), which compare as strings.
func IsModernVersion(v string) bool {
	return len(v) == len("2006-01-02") && v >= ModernVersion
}

// meta is the per-request _meta of a stateless request.
func (p *prober) meta(version string) map[string]any {
	return map[string]any{
		MetaProtocolVersion:    version,
		MetaClientInfo:         map[string]any{"name": p.opts.ClientName, "version": p.opts.ClientVersion},
		MetaClientCapabilities: p.modernCapabilities(),
	}
}

// modernCapabilities are the client capabilities of stateless requests.
// Elicitation and sampling are declared so that servers can show what they
// would ask for (an input_required result is recorded, never answered
// with made-up input; MRTR lets a client not retry); roots only with
// --root, since the probe answers roots/list input requests itself.
func (p *prober) modernCapabilities() map[string]any {
	caps := map[string]any{
		"elicitation": map[string]any{"form": map[string]any{}, "url": map[string]any{}},
		"sampling":    map[string]any{},
	}
	if p.sess.roots != nil {
		caps["roots"] = map[string]any{}
	}
	return caps
}

// withMeta adds the _meta of the session's stateless version to params
// (a copy); outside a stateless session params are returned unchanged.
func (p *prober) withMeta(params map[string]any) map[string]any {
	if p.modern == "" {
		return params
	}
	out := make(map[string]any, len(params)+1)
	for k, v := range params {
		out[k] = v
	}
	out["_meta"] = p.meta(p.modern)
	return out
}

// statelessConn is implemented by transports whose framing changes in a
// stateless session (Streamable HTTP: request headers, no session id,
// JSON-RPC errors in 4xx bodies).
type statelessConn interface {
	SetStateless(on bool)
}

// discoverAnswer is what server/discover told about the server.
type discoverAnswer struct {
	version string // the stateless version to speak ("" = legacy)
	legacy  string // a legacy version the server advertised, for initialize
	over    bool   // the session cannot go on (status recorded)
	// restart says the stdio server ended after server/discover (a legacy
	// server that exits on an unknown request): it is started again for
	// initialize.
	restart string
}

// selectVersion runs the version selection of a 2026-07-28 client: a
// forced version, or server/discover and its outcome. It returns the
// stateless version to speak, or "" for the initialize handshake.
func (p *prober) selectVersion(ctx context.Context) (string, bool) {
	forced := p.opts.Protocol
	switch {
	case forced != "" && IsModernVersion(forced):
		p.sess.event(capture.EventProtocol, "version "+forced+" forced (--protocol): stateless session, server/discover not sent", "")
		return forced, true
	case forced != "":
		p.sess.event(capture.EventProtocol, "version "+forced+" forced (--protocol): initialize only, server/discover not sent", "")
		return "", true
	}
	if p.spec.Transport == capture.TransportSSE {
		p.sess.event(capture.EventProtocol, "HTTP+SSE (2024-11-05) is a legacy transport, which 2026-07-28 does not define: initialize, server/discover not sent", "")
		return "", true
	}
	d := p.discover(ctx)
	if d.over {
		return "", false
	}
	if d.restart != "" && !p.restart(ctx, d.restart) {
		return "", false
	}
	if d.version == "" && d.legacy != "" && p.opts.ProtocolVersion == DefaultProtocolVersion && !slices.Contains(p.srv.AdvertisedVersions, p.opts.ProtocolVersion) {
		p.opts.ProtocolVersion = d.legacy
		p.srv.OfferedVersion = d.legacy
	}
	return d.version, true
}

// discover sends server/discover (stdio and Streamable HTTP alike) and
// decides the era from the answer, as the transport pages of 2026-07-28
// say: a DiscoverResult or a recognized modern error means a modern
// server; any other error, garbage or silence within DiscoverTimeout
// means a legacy one, surveyed via initialize.
func (p *prober) discover(ctx context.Context) discoverAnswer {
	sc, hasStateless := p.sess.conn.(statelessConn)
	if hasStateless {
		sc.SetStateless(true)
	}
	legacy := func(why string) discoverAnswer {
		if hasStateless {
			sc.SetStateless(false)
		}
		p.sess.wire.setOn(false)
		p.sess.event(capture.EventProtocol, "server/discover: "+why+": falling back to initialize", "")
		return discoverAnswer{legacy: bestLegacy(p.srv.AdvertisedVersions)}
	}
	t0 := time.Now()
	dctx, cancel := context.WithTimeout(ctx, p.opts.DiscoverTimeout)
	a, _, err := p.sess.request(dctx, "server/discover", map[string]any{"_meta": p.meta(ModernVersion)})
	timedOut := dctx.Err() != nil && ctx.Err() == nil
	cancel()
	p.srv.InitMS = time.Since(t0).Milliseconds()
	if err != nil {
		var op *net.OpError
		var he *HTTPStatusError
		switch {
		case errors.As(err, &op) && op.Op == "dial":
			p.fail(ctx, capture.ServerStartFailed, "server/discover: "+p.describe(err))
			return discoverAnswer{over: true}
		case ctx.Err() != nil:
			p.fail(ctx, capture.ServerInitFailed, "server/discover: "+p.describe(err))
			return discoverAnswer{over: true}
		case errors.As(err, &he):
			rpcErr := errorMember(he.Body)
			if rpcErr != nil {
				p.srv.DiscoverError = p.redact.JSON(rpcErr)
			}
			if v, ok := p.modernError(rpcErr); ok {
				return discoverAnswer{version: v}
			}
			return legacy(p.describe(err))
		case timedOut:
			return legacy(fmt.Sprintf("no answer within %s", p.opts.DiscoverTimeout))
		}
		// The stream ended: a legacy stdio server that exits on an unknown
		// request is started again for initialize.
		if p.spec.Transport == capture.TransportStdio || p.spec.Transport == "" {
			if hasStateless {
				sc.SetStateless(false)
			}
			p.sess.wire.setOn(false)
			return discoverAnswer{restart: p.describe(err)}
		}
		p.fail(ctx, capture.ServerInitFailed, "server/discover: "+p.describe(err))
		return discoverAnswer{over: true}
	}
	switch {
	case a.tooLarge || a.invalid:
		return legacy(a.detail)
	case len(a.rpcErr) > 0:
		p.srv.DiscoverError = p.redact.JSON(a.rpcErr)
		if v, ok := p.modernError(a.rpcErr); ok {
			return discoverAnswer{version: v}
		}
		return legacy("JSON-RPC error " + cutUTF8(p.redact.Bytes(a.rpcErr), 300))
	}
	p.srv.DiscoverResult = p.redact.JSON(a.result)
	var dr struct {
		SupportedVersions []string        `json:"supportedVersions"`
		Instructions      string          `json:"instructions"`
		Meta              json.RawMessage `json:"_meta"`
	}
	if err := json.Unmarshal(a.result, &dr); err != nil {
		return legacy("result is not a DiscoverResult: " + err.Error())
	}
	p.srv.AdvertisedVersions = appendNew(p.srv.AdvertisedVersions, dr.SupportedVersions...)
	if !slices.Contains(dr.SupportedVersions, ModernVersion) {
		return legacy(fmt.Sprintf("supportedVersions %q lacks %s", dr.SupportedVersions, ModernVersion))
	}
	p.srv.Instructions = p.redact.String(dr.Instructions)
	p.serverInfo(dr.Meta)
	return discoverAnswer{version: ModernVersion}
}

// modernError reports whether a JSON-RPC error is one only a modern
// server sends, and the stateless version to use then ("" = none).
func (p *prober) modernError(rpcErr json.RawMessage) (string, bool) {
	var e struct {
		Code int64 `json:"code"`
		Data struct {
			Supported []string `json:"supported"`
		} `json:"data"`
	}
	if len(rpcErr) == 0 || json.Unmarshal(rpcErr, &e) != nil {
		return "", false
	}
	switch e.Code {
	case codeUnsupportedVersion:
		p.srv.AdvertisedVersions = appendNew(p.srv.AdvertisedVersions, e.Data.Supported...)
		if len(e.Data.Supported) == 0 {
			return "", false
		}
		if slices.Contains(e.Data.Supported, ModernVersion) {
			p.sess.event(capture.EventProtocol, "server/discover: UnsupportedProtocolVersionError although "+ModernVersion+" is in its supported list: stateless session", "")
			return ModernVersion, true
		}
		// A modern server without our version: the legacy versions it
		// lists (if any) are spoken through initialize.
		return "", false
	case codeHeaderMismatch, codeMissingClientCapabilty:
		p.sess.event(capture.EventProtocol, fmt.Sprintf("server/discover: modern error %d: stateless session", e.Code), "")
		return ModernVersion, true
	}
	return "", false
}

// serverInfo takes the server's name and version from a result's _meta
// (io.modelcontextprotocol/serverInfo) when not known yet.
func (p *prober) serverInfo(meta json.RawMessage) {
	if p.srv.ServerName != "" || len(meta) == 0 {
		return
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(meta, &m) != nil {
		return
	}
	var si struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	}
	if json.Unmarshal(m[MetaServerInfo], &si) != nil {
		return
	}
	p.srv.ServerName = p.redact.String(si.Name)
	p.srv.ServerVersion = p.redact.String(si.Version)
}

// converseModern runs a stateless session: tools/list twice (the second
// listing checks that the order is deterministic) and the planned calls,
// every request with its _meta, no handshake.
func (p *prober) converseModern(ctx context.Context, version string) {
	p.modern = version
	p.sess.mu.Lock()
	p.sess.stateless = true
	p.sess.mu.Unlock()
	p.srv.ProtocolPath = capture.PathDiscover
	p.srv.ProtocolVersion = version
	p.srv.OfferedVersion = version
	p.sess.wire.setOn(true)
	if sc, ok := p.sess.conn.(statelessConn); ok {
		sc.SetStateless(true)
	}
	if vs, ok := p.sess.conn.(VersionSetter); ok {
		vs.SetProtocolVersion(version)
	}
	t1 := time.Now()
	if !p.listTools(ctx) {
		return
	}
	p.srv.ListMS = time.Since(t1).Milliseconds()
	p.registerToolHeaders()
	p.relist(ctx)
	p.srv.Status = capture.ServerOK
	p.callTools(ctx)
}

// toolHeaderConn is implemented by transports that mirror x-mcp-header
// tool parameters into request headers (Streamable HTTP).
type toolHeaderConn interface {
	SetToolHeaders(tool string, inputSchema json.RawMessage) []string
}

// registerToolHeaders hands every listed tool's inputSchema to a transport
// that mirrors x-mcp-header parameters; invalid annotations are recorded
// (the tool is still called, without those headers).
func (p *prober) registerToolHeaders() {
	hc, ok := p.sess.conn.(toolHeaderConn)
	if !ok {
		return
	}
	for _, t := range p.srv.Tools {
		for _, problem := range hc.SetToolHeaders(t.Name, ParseToolFacts(t.Def).InputSchema) {
			p.sess.event(capture.EventProtocol, fmt.Sprintf("tool %q: %s (a 2026-07-28 HTTP client must not use this tool)", t.Name, problem), "")
		}
	}
}

// relist lists every page of tools/list again, for the determinism check;
// its pages are kept in ListResults (round 2) only. A failure is an event.
func (p *prober) relist(ctx context.Context) {
	seen := map[string]bool{}
	var cursor *string
	for page := 1; page <= maxListPages; page++ {
		params := map[string]any{}
		if cursor != nil {
			params["cursor"] = *cursor
		}
		a, _, err := p.do(ctx, "tools/list", params)
		if err == nil && len(a.result) == 0 {
			err = errors.New(strings.TrimSpace(a.detail + " " + string(a.rpcErr)))
		}
		if err != nil {
			p.sess.event(capture.EventTransport, fmt.Sprintf("second tools/list (determinism check) page %d: %s", page, p.describe(err)), "")
			return
		}
		p.srv.ListResults = append(p.srv.ListResults, capture.ListResult{Round: 2, Page: page, Raw: p.redact.JSON(a.result)})
		var lr struct {
			NextCursor *string `json:"nextCursor"`
		}
		_ = json.Unmarshal(a.result, &lr)
		if lr.NextCursor == nil || *lr.NextCursor == "" || seen[*lr.NextCursor] {
			return
		}
		seen[*lr.NextCursor] = true
		cursor = lr.NextCursor
	}
}

// resultFacts are the 2026-07-28 fields of a result.
type resultFacts struct {
	ResultType    *string         `json:"resultType"`
	InputRequests json.RawMessage `json:"inputRequests"`
	RequestState  *string         `json:"requestState"`
}

func parseResultFacts(result json.RawMessage) resultFacts {
	var f resultFacts
	_ = json.Unmarshal(result, &f)
	return f
}

// retryInput prepares the retry of an input_required call: the planned
// inputResponses, plus answers to roots/list requests when the client
// offers roots. ok is false when the call must not be retried (nothing to
// answer with, or requests left unanswered: the probe never makes up
// input).
func (p *prober) retryInput(f resultFacts, planned json.RawMessage) (json.RawMessage, bool) {
	var reqs map[string]struct {
		Method string `json:"method"`
	}
	if len(f.InputRequests) > 0 && json.Unmarshal(f.InputRequests, &reqs) != nil {
		return nil, false
	}
	answers := map[string]json.RawMessage{}
	if len(planned) > 0 {
		if json.Unmarshal(planned, &answers) != nil {
			return nil, false
		}
	}
	for k, r := range reqs {
		if _, ok := answers[k]; ok {
			continue
		}
		if r.Method == "roots/list" && p.sess.roots != nil {
			answers[k] = rootsResult(p.sess.roots)
			continue
		}
		return nil, false // a request nobody answers: no retry
	}
	if len(reqs) == 0 && len(planned) == 0 && f.RequestState == nil {
		return nil, false
	}
	if len(answers) == 0 {
		return nil, true // a retry with the requestState alone
	}
	b, err := json.Marshal(answers)
	if err != nil {
		return nil, false
	}
	return b, true
}

// errorMember returns the "error" member of a JSON-RPC response body, or
// nil when body is not one.
func errorMember(body string) json.RawMessage {
	var env struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal([]byte(strings.TrimSpace(body)), &env) != nil || len(env.Error) == 0 || string(env.Error) == "null" {
		return nil
	}
	return env.Error
}

// bestLegacy returns the newest legacy (initialize) version among vs.
func bestLegacy(vs []string) string {
	best := ""
	for _, v := range vs {
		if len(v) == len("2006-01-02") && !IsModernVersion(v) && v > best {
			best = v
		}
	}
	return best
}

// appendNew appends the values of add not yet in list.
func appendNew(list []string, add ...string) []string {
	for _, v := range add {
		if v != "" && !slices.Contains(list, v) {
			list = append(list, v)
		}
	}
	return list
}

// restart starts a stdio server again after it ended on server/discover,
// keeping what the session recorded so far (events, wire); why is how the
// stream ended. false means the new start failed (status recorded).
func (p *prober) restart(ctx context.Context, why string) bool {
	old := p.sess
	detail := "the server ended after server/discover (" + why + "): started again for initialize"
	// Close waits for the stderr reader to drain: the tail is whole after it
	_ = old.conn.Close()
	if t, ok := old.conn.(StderrTailer); ok {
		if tail, _ := t.StderrTail(); strings.TrimSpace(tail) != "" {
			detail += "; its stderr ended: " + cutUTF8([]byte(tail), 1000)
		}
	}
	old.event(capture.EventProtocol, detail, "")
	old.stop()
	ns := newSession(nil, p.redact, old.start)
	ns.roots, ns.wire = old.roots, old.wire
	old.mu.Lock()
	ns.events, ns.dropped = old.events, old.dropped
	for k, v := range old.notifSeen {
		ns.notifSeen[k] = v
	}
	old.mu.Unlock()
	p.sess = ns
	conn, err := p.dial(ctx)
	if err != nil {
		p.fail(ctx, capture.ServerStartFailed, "start again after server/discover: "+err.Error())
		return false
	}
	ns.conn = conn
	return true
}
