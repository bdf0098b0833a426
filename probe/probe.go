package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Defaults for Options.
const (
	DefaultProtocolVersion = "2025-11-25"
	DefaultCallTimeout     = 30 * time.Second
	DefaultInitTimeout     = 60 * time.Second
	DefaultServerTimeout   = 120 * time.Second
	DefaultMaxOutput       = 8 << 20
	DefaultStderrTail      = 64 << 10
	// maxListPages bounds tools/list pagination even without a cursor loop.
	maxListPages = 1000
)

// Options configure a probe. The zero value is usable.
type Options struct {
	ProtocolVersion string // offered in initialize (default 2025-11-25)
	// Protocol forces a version: a stateless one (2026-07-28 or later) is
	// spoken without server/discover; an older one through initialize only
	// (it then replaces ProtocolVersion). "" selects like a 2026-07-28
	// client: server/discover first, initialize when the server is legacy.
	Protocol string
	// DiscoverTimeout bounds the server/discover probe (default
	// DefaultDiscoverTimeout); a server silent that long is legacy.
	DiscoverTimeout time.Duration
	CallTimeout     time.Duration // per request (default 30s)
	// InitTimeout bounds the initialize request (default 60s): starting a
	// server can take long (npx downloads, JVM start) without it hanging.
	InitTimeout   time.Duration
	ServerTimeout time.Duration // whole session, start to close (default 120s)
	MaxOutput     int64         // bytes per incoming message (default 8 MiB)
	StderrTail    int           // bytes of child stderr kept (default 64 KiB)
	Planner       Planner       // default Policy{} (read-only tools, synthesized arguments)
	ClientName    string        // clientInfo.name (default "mcpsurvey")
	ClientVersion string        // clientInfo.version (default "dev")
	HTTPClient    *http.Client  // for HTTP transports (default: no overall timeout)
	// Environ is the base environment of stdio children (default
	// os.Environ()); the spec's Env is laid over it.
	Environ []string
	// Sandbox, when set, runs stdio servers under bubblewrap (see
	// Sandbox); a server that cannot be sandboxed is start_failed, never
	// run unsandboxed.
	Sandbox *Sandbox
	// CallJobs is how many tools/call requests one server gets at once
	// (default DefaultCallJobs).
	CallJobs int
	// Roots are absolute folders offered to servers as MCP roots: the
	// client declares the roots capability and answers roots/list with
	// them, and `--calls explore` takes files under them as candidates
	// for path parameters.
	Roots []string
}

func (o Options) withDefaults() Options {
	if o.Protocol != "" && !IsModernVersion(o.Protocol) {
		o.ProtocolVersion = o.Protocol
	}
	if o.ProtocolVersion == "" {
		o.ProtocolVersion = DefaultProtocolVersion
	}
	if o.DiscoverTimeout <= 0 {
		o.DiscoverTimeout = DefaultDiscoverTimeout
	}
	if o.CallTimeout <= 0 {
		o.CallTimeout = DefaultCallTimeout
	}
	if o.InitTimeout <= 0 {
		o.InitTimeout = DefaultInitTimeout
	}
	if o.ServerTimeout <= 0 {
		o.ServerTimeout = DefaultServerTimeout
	}
	if o.MaxOutput <= 0 {
		o.MaxOutput = DefaultMaxOutput
	}
	if o.StderrTail <= 0 {
		o.StderrTail = DefaultStderrTail
	}
	if o.Planner == nil {
		o.Planner = Policy{}
	}
	if o.ClientName == "" {
		o.ClientName = "mcpsurvey"
	}
	if o.ClientVersion == "" {
		o.ClientVersion = "dev"
	}
	if o.Environ == nil {
		o.Environ = os.Environ()
	}
	if o.CallJobs <= 0 {
		o.CallJobs = DefaultCallJobs
	}
	return o
}

// Probe runs one server session and returns its capture. It never fails:
// every problem is recorded in the capture's Status, Error and Events. When
// ctx is cancelled the session stops, the server is killed and the partial
// capture is returned with status "interrupted".
func Probe(ctx context.Context, spec ServerSpec, opts Options) *capture.Server {
	opts = opts.withDefaults()
	if spec.Package == "" && spec.Transport != capture.TransportHTTP && spec.Transport != capture.TransportSSE {
		args := spec.RawArgs
		if args == nil {
			args = spec.Args
		}
		spec.Package = inferPackage(spec.Command, args)
	}
	p := &prober{spec: spec, opts: opts, redact: NewRedactor(spec.Secrets), parent: ctx}
	return p.run()
}

type prober struct {
	spec   ServerSpec
	opts   Options
	redact *Redactor
	parent context.Context
	srv    *capture.Server
	sess   *session
	// mu guards srv.Status and srv.Error, which concurrent calls may set.
	mu sync.Mutex
	// stop, once set, says why the session cannot go on (later tools are
	// not called); set between rounds of calls only.
	stop string
	// modern is the stateless version of a 2026-07-28 session ("" for an
	// initialize session): every request then carries its _meta.
	modern string
}

func (p *prober) run() *capture.Server {
	start := time.Now()
	p.srv = &capture.Server{
		Name: p.spec.Name, Source: p.spec.Source, Transport: p.spec.Transport,
		Launch: p.spec.Launch(), Package: p.spec.Package, Repository: p.spec.Repository,
		OfferedVersion: p.opts.ProtocolVersion, StartedAt: start.UTC(),
	}
	ctx, cancel := context.WithTimeout(p.parent, p.opts.ServerTimeout)
	defer cancel()
	p.sess = newSession(nil, p.redact, start)
	p.sess.wire = &wireLog{on: true}
	if len(p.opts.Roots) > 0 {
		for _, r := range p.opts.Roots {
			p.sess.roots = append(p.sess.roots, fileURI(r))
		}
		p.srv.Roots = p.sess.roots
	}

	conn, err := p.dial(ctx)
	if err != nil {
		p.fail(ctx, capture.ServerStartFailed, "start: "+err.Error())
	} else {
		p.sess.conn = conn
		p.converse(ctx)
		// A server started again after server/discover has a new conn;
		// nil when that start failed.
		if conn = p.sess.conn; conn != nil {
			p.finish(conn)
		}
	}
	if wire, dropped := p.sess.wire.take(); len(wire) > 0 {
		p.srv.Wire = wire
		if dropped > 0 {
			p.sess.event(capture.EventTransport, fmt.Sprintf("%d further messages not kept in the wire record (limit %d)", dropped, capture.MaxWireMessages), "")
		}
	}
	p.srv.Events = p.sess.takeEvents()
	p.srv.DurationMS = time.Since(start).Milliseconds()
	return p.srv
}

// finish closes the connection and keeps its stderr tail and session id.
func (p *prober) finish(conn Conn) {
	if err := conn.Close(); err != nil && p.srv.Status != capture.ServerOK {
		p.sess.event(capture.EventTransport, "close: "+err.Error(), "")
	}
	p.sess.stop()
	if t, ok := conn.(StderrTailer); ok {
		tail, truncated := t.StderrTail()
		p.srv.StderrTail = p.redact.String(tail)
		if truncated {
			p.sess.event(capture.EventStderrTrunc, "stderr longer than the kept tail", "")
		}
	}
	if s, ok := conn.(SessionIDer); ok {
		p.srv.SessionID = p.redact.String(s.SessionID())
	}
}

func (p *prober) dial(ctx context.Context) (Conn, error) {
	dopts := DialOptions{MaxMessage: p.opts.MaxOutput, StderrTail: p.opts.StderrTail,
		Event: func(kind, detail, raw string) { p.sess.event(kind, detail, raw) }}
	switch p.spec.Transport {
	case capture.TransportStdio, "":
		if p.spec.Command == "" {
			return nil, errors.New("no command to run")
		}
		env := mergeEnv(p.opts.Environ, p.spec.Env)
		if sb := p.opts.Sandbox; sb != nil {
			p.srv.Sandbox = sb.Describe()
			return sb.DialStdio(ctx, p.spec, env, dopts)
		}
		return DialStdio(ctx, p.spec.Command, p.spec.Args, env, p.spec.Cwd, dopts)
	case capture.TransportHTTP:
		return DialStreamableHTTP(ctx, p.spec.URL, p.spec.Headers, p.opts.HTTPClient, dopts)
	case capture.TransportSSE:
		return DialSSE(ctx, p.spec.URL, p.spec.Headers, p.opts.HTTPClient, dopts)
	}
	return nil, fmt.Errorf("unknown transport %q", p.spec.Transport)
}

// converse selects the protocol version, then runs a stateless session
// (2026-07-28) or initialize, tools/list and the planned calls.
func (p *prober) converse(ctx context.Context) {
	version, ok := p.selectVersion(ctx)
	if !ok {
		return
	}
	if version != "" {
		p.converseModern(ctx, version)
		return
	}
	p.sess.wire.setOn(false)
	p.srv.ProtocolPath = capture.PathInitialize
	p.srv.OfferedVersion = p.opts.ProtocolVersion
	t0 := time.Now()
	if !p.initialize(ctx) {
		return
	}
	p.srv.InitMS = time.Since(t0).Milliseconds()
	if err := p.sess.notify(ctx, "notifications/initialized", nil); err != nil {
		p.sess.event(capture.EventTransport, "notifications/initialized: "+err.Error(), "")
	}
	t1 := time.Now()
	if !p.listTools(ctx) {
		return
	}
	p.srv.ListMS = time.Since(t1).Milliseconds()
	p.srv.Status = capture.ServerOK
	p.callTools(ctx)
}

// do runs one request under the per-call timeout (the init timeout for
// initialize).
func (p *prober) do(ctx context.Context, method string, params map[string]any) (answer, int64, error) {
	limit := p.opts.CallTimeout
	if method == "initialize" {
		limit = p.opts.InitTimeout
	}
	cctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	a, id, err := p.sess.request(cctx, method, p.withMeta(params))
	if err != nil && ctx.Err() == nil && cctx.Err() != nil {
		err = &timeoutError{limit}
	}
	return a, id, err
}

// timeoutError is a request whose own deadline expired (as opposed to the
// whole session's).
type timeoutError struct{ limit time.Duration }

func (e *timeoutError) Error() string        { return fmt.Sprintf("no answer within %s", e.limit) }
func (e *timeoutError) Is(target error) bool { return target == errTimeout }

func (p *prober) initialize(ctx context.Context) bool {
	caps := map[string]any{}
	if p.sess.roots != nil {
		caps["roots"] = map[string]any{"listChanged": false}
	}
	params := map[string]any{
		"protocolVersion": p.opts.ProtocolVersion,
		"capabilities":    caps,
		"clientInfo":      map[string]any{"name": p.opts.ClientName, "version": p.opts.ClientVersion},
	}
	a, _, err := p.do(ctx, "initialize", params)
	if err != nil {
		status := capture.ServerInitFailed
		var op *net.OpError
		if errors.As(err, &op) && op.Op == "dial" {
			// HTTP transports connect on the first request: a refused
			// connection means the server is not there at all.
			status = capture.ServerStartFailed
		}
		p.fail(ctx, status, "initialize: "+p.describe(err))
		return false
	}
	switch {
	case a.tooLarge:
		p.fail(ctx, capture.ServerInitFailed, "initialize: "+a.detail)
		return false
	case len(a.rpcErr) > 0 && len(a.result) == 0:
		p.fail(ctx, capture.ServerInitFailed, "initialize: JSON-RPC error "+p.redact.String(string(a.rpcErr)))
		return false
	case len(a.result) == 0:
		p.fail(ctx, capture.ServerInitFailed, "initialize: "+a.detail)
		return false
	}
	p.srv.InitializeResult = p.redact.JSON(a.result)
	var ir struct {
		ProtocolVersion string `json:"protocolVersion"`
		ServerInfo      struct {
			Name    string `json:"name"`
			Version string `json:"version"`
		} `json:"serverInfo"`
		Instructions string `json:"instructions"`
	}
	if err := json.Unmarshal(a.result, &ir); err != nil {
		p.sess.event(capture.EventInvalidFrame, "initialize result is not an InitializeResult: "+err.Error(), "")
	}
	p.srv.ProtocolVersion = ir.ProtocolVersion
	p.srv.AdvertisedVersions = appendNew(p.srv.AdvertisedVersions, ir.ProtocolVersion)
	p.srv.ServerName = p.redact.String(ir.ServerInfo.Name)
	p.srv.ServerVersion = p.redact.String(ir.ServerInfo.Version)
	p.srv.Instructions = p.redact.String(ir.Instructions)
	if vs, ok := p.sess.conn.(VersionSetter); ok && ir.ProtocolVersion != "" {
		vs.SetProtocolVersion(ir.ProtocolVersion)
	}
	return true
}

func (p *prober) listTools(ctx context.Context) bool {
	seenCursor := map[string]bool{}
	seenTool := map[string]bool{}
	var cursor *string
	for page := 1; page <= maxListPages; page++ {
		params := map[string]any{}
		if cursor != nil {
			params["cursor"] = *cursor
		}
		a, _, err := p.do(ctx, "tools/list", params)
		if err == nil && len(a.result) == 0 {
			switch {
			case len(a.rpcErr) > 0:
				err = errors.New("JSON-RPC error " + string(a.rpcErr))
			default:
				err = errors.New(a.detail)
			}
		}
		if err != nil {
			if page > 1 {
				// Keep the pages we have; the failure is a fact about the server.
				p.sess.event(capture.EventTransport, fmt.Sprintf("tools/list page %d: %s", page, p.describe(err)), "")
				if p.sessionOver(ctx, err) {
					return false
				}
				return true
			}
			p.fail(ctx, capture.ServerListFailed, "tools/list: "+p.describe(err))
			return false
		}
		p.srv.ListPages = page
		var lr struct {
			Tools      []json.RawMessage `json:"tools"`
			NextCursor *string           `json:"nextCursor"`
			Meta       json.RawMessage   `json:"_meta"`
		}
		if err := json.Unmarshal(a.result, &lr); err != nil {
			p.sess.event(capture.EventInvalidFrame, fmt.Sprintf("tools/list page %d is not a ListToolsResult: %v", page, err), string(a.result))
		}
		if p.modern != "" {
			p.srv.ListResults = append(p.srv.ListResults, capture.ListResult{Round: 1, Page: page, Raw: p.redact.JSON(a.result)})
			p.serverInfo(lr.Meta)
		}
		for _, def := range lr.Tools {
			def = p.redact.JSON(def)
			name := ParseToolFacts(def).Name
			if seenTool[name] {
				p.sess.event(capture.EventTransport, fmt.Sprintf("tool %q listed again on page %d", name, page), "")
			}
			seenTool[name] = true
			p.srv.Tools = append(p.srv.Tools, capture.Tool{Name: name, Def: def, Page: page})
		}
		if lr.NextCursor == nil || *lr.NextCursor == "" {
			return true
		}
		if seenCursor[*lr.NextCursor] {
			p.sess.event(capture.EventCursorLoop, fmt.Sprintf("tools/list page %d returned cursor %q, already seen: stopped listing", page, p.redact.String(*lr.NextCursor)), "")
			return true
		}
		seenCursor[*lr.NextCursor] = true
		cursor = lr.NextCursor
	}
	p.sess.event(capture.EventCursorLoop, fmt.Sprintf("tools/list still paginating after %d pages: stopped listing", maxListPages), "")
	return true
}

// callOne makes one tools/call. over is non-empty when the session cannot
// go on (the reason later tools are not called).
func (p *prober) callOne(ctx context.Context, tool string, seq int, pc PlannedCall) (capture.Call, string) {
	args := pc.Arguments
	if len(args) == 0 {
		args = json.RawMessage(`{}`)
	}
	c := capture.Call{ID: capture.CallID(p.spec.Name, tool, seq), Tool: tool, Seq: seq,
		Arguments: p.redact.JSON(args), Origin: pc.Origin, ArgOrigins: pc.ArgOrigins}
	for _, w := range pc.Warnings {
		p.sess.event(capture.EventPlanWarning, tool+": "+w, "")
	}
	if pc.Error != "" {
		c.Status, c.Detail = capture.CallArgError, p.redact.String(pc.Error)
		if len(pc.Arguments) == 0 {
			c.Arguments = nil
		}
		return c, ""
	}
	t0 := time.Now()
	params := map[string]any{"name": tool, "arguments": args}
	a, id, err := p.do(ctx, "tools/call", params)
	var asked json.RawMessage // the inputRequests answered last
	for err == nil && len(a.result) > 0 && !a.invalid && c.Retries < maxInputRetries {
		f := parseResultFacts(a.result)
		if f.ResultType == nil || *f.ResultType != capture.ResultInputRequired {
			break
		}
		if len(f.InputRequests) > 0 {
			c.InputRequests = p.redact.JSON(f.InputRequests)
		}
		if c.Retries > 0 && bytes.Equal(f.InputRequests, asked) {
			break // asked the same again: the same answers would not help
		}
		asked = f.InputRequests
		responses, retry := p.retryInput(f, pc.InputResponses)
		if !retry {
			break
		}
		// MRTR retry: a new request (new id) with the original params,
		// the answers and the server's requestState echoed verbatim.
		params = map[string]any{"name": tool, "arguments": args}
		if len(responses) > 0 {
			params["inputResponses"] = responses
			c.InputResponses = p.redact.JSON(responses)
		}
		if f.RequestState != nil {
			params["requestState"] = *f.RequestState
		}
		c.Retries++
		a, id, err = p.do(ctx, "tools/call", params)
	}
	c.DurationMS = time.Since(t0).Milliseconds()
	c.Size = a.size
	if err != nil {
		c.Detail = p.describe(err)
		switch {
		case errors.Is(err, errTimeout):
			c.Status = capture.CallTimeout
			p.cancelRequest(ctx, id)
			if !p.alive(ctx) {
				return c, "server stopped answering after " + tool + " timed out"
			}
			return c, ""
		case p.sessionOver(ctx, err):
			c.Status = capture.CallCrash
			if ctx.Err() != nil {
				c.Status = capture.CallTimeout
			}
			return c, "session ended during " + tool + ": " + c.Detail
		default:
			c.Status = capture.CallTransport
			return c, ""
		}
	}
	switch {
	case a.tooLarge:
		c.Status, c.Detail = capture.CallTooLarge, a.detail
	case a.invalid && len(a.result) == 0:
		c.Status, c.Detail = capture.CallInvalid, a.detail
		c.Error = p.redact.JSON(a.rpcErr)
	case len(a.result) > 0:
		c.Result = p.redact.JSON(a.result)
		c.Status = capture.CallOK
		f := parseResultFacts(a.result)
		if f.ResultType != nil {
			c.ResultType = *f.ResultType
		}
		switch {
		case c.ResultType == capture.ResultInputRequired:
			c.Status = capture.CallInputRequired
			if len(f.InputRequests) > 0 {
				c.InputRequests = p.redact.JSON(f.InputRequests)
			}
		case isErrorResult(a.result):
			c.Status = capture.CallToolError
		}
		if a.invalid {
			c.Status, c.Detail = capture.CallInvalid, a.detail+": error "+p.redact.String(string(a.rpcErr))
		}
	default:
		c.Status = capture.CallRPCError
		c.Error = p.redact.JSON(a.rpcErr)
	}
	return c, ""
}

// alive pings a server after a call timed out, to tell a slow tool from a
// hung server. A stateless (2026-07-28) session has no ping: it asks
// server/discover instead.
func (p *prober) alive(ctx context.Context) bool {
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	method, params := "ping", any(nil)
	if p.modern != "" {
		method, params = "server/discover", p.withMeta(map[string]any{})
	}
	a, _, err := p.sess.request(pctx, method, params)
	return err == nil && (len(a.result) > 0 || len(a.rpcErr) > 0)
}

// cancelRequest tells the server to stop working on a timed-out request:
// notifications/cancelled, except on Streamable HTTP in a stateless
// session, where closing the response stream is the cancellation and no
// notification is expected (2026-07-28 transports).
func (p *prober) cancelRequest(ctx context.Context, id int64) {
	if p.modern != "" && p.spec.Transport == capture.TransportHTTP {
		return
	}
	_ = p.sess.notify(ctx, "notifications/cancelled", map[string]any{"requestId": id, "reason": "mcpsurvey call timeout"})
}

// sessionOver reports whether err ended the whole session, and records the
// server status if so.
func (p *prober) sessionOver(ctx context.Context, err error) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.parent.Err() != nil:
		p.srv.Status, p.srv.Error = capture.ServerInterrupted, "interrupted"
	case ctx.Err() != nil:
		p.srv.Status, p.srv.Error = capture.ServerTimeout, fmt.Sprintf("server timeout (%s) expired", p.opts.ServerTimeout)
	case errors.Is(err, io.EOF), isClosed(err):
		p.srv.Status, p.srv.Error = capture.ServerCrashed, p.describe(err)
	default:
		return false
	}
	return true
}

// fail records why the session ended early, preferring interruption and
// the server timeout over the symptom.
func (p *prober) fail(ctx context.Context, status, msg string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.parent.Err() != nil:
		p.srv.Status, p.srv.Error = capture.ServerInterrupted, "interrupted during "+strings.SplitN(msg, ":", 2)[0]
	case ctx.Err() != nil:
		p.srv.Status, p.srv.Error = capture.ServerTimeout, fmt.Sprintf("server timeout (%s) expired during %s", p.opts.ServerTimeout, strings.SplitN(msg, ":", 2)[0])
	default:
		p.srv.Status, p.srv.Error = status, p.redact.String(msg)
	}
}

func (p *prober) describe(err error) string {
	var te *timeoutError
	if errors.As(err, &te) {
		return te.Error()
	}
	return p.redact.String(err.Error())
}

func isClosed(err error) bool {
	var he *HTTPStatusError
	if errors.As(err, &he) && he.SessionLost {
		return true
	}
	s := err.Error()
	return strings.Contains(s, "closed") || strings.Contains(s, "exited") || strings.Contains(s, "broken pipe")
}

// isErrorResult reports whether a CallToolResult has isError: true.
func isErrorResult(result json.RawMessage) bool {
	var r struct {
		IsError bool `json:"isError"`
	}
	return json.Unmarshal(result, &r) == nil && r.IsError
}

// fileURI makes the file:// URI of an absolute path.
func fileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: path}).String()
}

// mergeEnv lays env over base (KEY=VALUE lists; later wins).
func mergeEnv(base []string, env map[string]string) []string {
	out := make([]string, 0, len(base)+len(env))
	for _, kv := range base {
		k, _, _ := strings.Cut(kv, "=")
		if _, over := env[k]; !over {
			out = append(out, kv)
		}
	}
	for k, v := range env {
		out = append(out, k+"="+v)
	}
	return out
}
