// Package capture holds the values a probe produces and the corpus stores:
// one Server per probed server with its tools, calls and protocol events.
//
// Everything in these values is already redacted: no secret value (an env or
// header value from a server source) may appear in any field. Raw JSON is kept
// as json.RawMessage exactly as the server sent it (after redaction).
package capture

import (
	"encoding/json"
	"strconv"
	"time"
)

// Transport names.
const (
	TransportStdio = "stdio"
	TransportHTTP  = "http" // Streamable HTTP
	TransportSSE   = "sse"  // legacy HTTP+SSE (2024-11-05)
)

// Server statuses. A server's status says how far its session got.
const (
	ServerOK          = "ok"           // initialized, listed, calls attempted
	ServerStartFailed = "start_failed" // process did not start / connection refused
	ServerInitFailed  = "init_failed"  // initialize failed (error, bad reply, exit)
	ServerListFailed  = "list_failed"  // tools/list failed
	ServerCrashed     = "crashed"      // process exited or connection lost after initialize
	ServerTimeout     = "timeout"      // the per-server timeout expired
	ServerInterrupted = "interrupted"  // the run was cancelled (Ctrl-C); capture is partial
	ServerProbeError  = "probe_error"  // a defect in mcpsurvey itself (recovered panic)
)

// Call statuses.
const (
	CallOK        = "ok"              // result with isError absent or false
	CallToolError = "tool_error"      // result with isError true
	CallRPCError  = "rpc_error"       // JSON-RPC error response
	CallTimeout   = "timeout"         // no answer within the per-call timeout
	CallCrash     = "crash"           // the server exited or the connection broke during the call
	CallTooLarge  = "too_large"       // the answer exceeded the output cap; result not kept
	CallInvalid   = "invalid"         // the answer was neither a result nor an error
	CallTransport = "transport_error" // the request could not be delivered (e.g. HTTP 500)
	CallArgError  = "arg_error"       // the arguments could not be prepared (plan file error); nothing sent
)

// Argument origins.
const (
	OriginSynth = "synth" // synthesized from inputSchema
	OriginPlan  = "plan"  // inline arguments from a call plan
	OriginFile  = "file"  // file-sourced arguments from a call plan
	OriginCLI   = "cli"   // given on the command line
	// OriginExplore marks a call whose arguments the exploration policy
	// (`--calls explore`) assembled; Call.ArgOrigins says, per argument,
	// where each value came from (the ArgFrom* values below).
	OriginExplore = "explore"
)

// Per-argument origins (Call.ArgOrigins values) of explored calls.
const (
	ArgFromDefault = "default" // the schema's default
	ArgFromEnum    = "enum"    // a value of the schema's enum (or const)
	ArgFromExample = "example" // the schema's examples, or an example in a description ("e.g. `users`")
	ArgFromRoot    = "root"    // the --root folder or a file under it
	ArgFromSynth   = "synth"   // synthesized from the schema alone
	ArgFromPlan    = "plan"    // a call plan
	// ArgFromHarvestPrefix + a call ID: a value an earlier answer of the
	// same session contained (harvest:<call id>); "harvest:resources/list"
	// and "harvest:instructions" for values from those.
	ArgFromHarvestPrefix = "harvest:"
)

// Event kinds: protocol-level facts worth keeping for conformance checks.
const (
	EventStdoutNoise   = "stdout_noise"   // a non-JSON line on stdout
	EventInvalidFrame  = "invalid_frame"  // JSON that is not a JSON-RPC 2.0 message
	EventUnmatchedID   = "unmatched_id"   // a response whose id matches no pending request
	EventServerRequest = "server_request" // a request from the server (ping, sampling, ...)
	EventNotification  = "notification"   // a notification from the server
	EventCursorLoop    = "cursor_loop"    // tools/list returned a cursor already seen
	EventHTTPStatus    = "http_status"    // a non-2xx HTTP status
	EventTransport     = "transport"      // other transport facts (stream closed, session lost)
	EventStderrTrunc   = "stderr_truncated"
	EventPlanWarning   = "plan_warning" // a note about planned arguments (data_key conflict, ...)
	EventExplore       = "explore"      // what an exploration (--calls explore) harvested
)

// Launch describes how a server was started or reached, without secret
// values: env and header values are replaced by their names.
type Launch struct {
	Command string            `json:"command,omitempty"`
	Args    []string          `json:"args,omitempty"` // as written in the source, before ${VAR} expansion
	Cwd     string            `json:"cwd,omitempty"`
	Env     []string          `json:"env,omitempty"` // names only
	URL     string            `json:"url,omitempty"`
	Headers []string          `json:"headers,omitempty"` // names only
	Extra   map[string]string `json:"extra,omitempty"`
}

// Server is the capture of one server session.
type Server struct {
	Name       string `json:"name"`
	Source     string `json:"source,omitempty"` // config file path, "cli", "import"
	Transport  string `json:"transport"`
	Launch     Launch `json:"launch"`
	Package    string `json:"package,omitempty"`    // e.g. npm:@scope/name@1.2.3
	Repository string `json:"repository,omitempty"` // repository URL when known

	Status string `json:"status"`
	Error  string `json:"error,omitempty"`

	OfferedVersion   string          `json:"offered_version,omitempty"`
	ProtocolVersion  string          `json:"protocol_version,omitempty"` // negotiated (what the server answered)
	InitializeResult json.RawMessage `json:"initialize_result,omitempty"`
	ServerName       string          `json:"server_name,omitempty"`    // serverInfo.name
	ServerVersion    string          `json:"server_version,omitempty"` // serverInfo.version
	Instructions     string          `json:"instructions,omitempty"`
	SessionID        string          `json:"session_id,omitempty"`

	// CallPolicy is the --calls mode the tools were called under.
	CallPolicy string `json:"call_policy,omitempty"`
	// Sandbox describes the sandbox a stdio server ran in ("" when none),
	// e.g. "bwrap net=none".
	Sandbox string `json:"sandbox,omitempty"`
	// Roots are the file:// URIs offered to the server as MCP roots.
	Roots []string `json:"roots,omitempty"`

	StderrTail string `json:"stderr_tail,omitempty"`

	StartedAt  time.Time `json:"started_at"`
	DurationMS int64     `json:"duration_ms"`
	InitMS     int64     `json:"init_ms"`
	ListMS     int64     `json:"list_ms"`
	ListPages  int       `json:"list_pages"`

	Events []Event `json:"events,omitempty"`
	Tools  []Tool  `json:"tools,omitempty"`
	Calls  []Call  `json:"calls,omitempty"`
}

// Tool is one tool from tools/list.
type Tool struct {
	Name string          `json:"name"`
	Def  json.RawMessage `json:"def"`  // the raw Tool object as listed
	Page int             `json:"page"` // 1-based tools/list page
	// SkipReason says why the tool was not called ("" when it was).
	SkipReason string `json:"skip_reason,omitempty"`
	// CallReason says why the policy called the tool (for `--calls
	// explore`, the annotation or the words that decided it).
	CallReason string `json:"call_reason,omitempty"`
}

// Call is one tools/call.
type Call struct {
	ID        string          `json:"id"`
	Tool      string          `json:"tool"`
	Seq       int             `json:"seq"` // per-tool call index, from 1
	Arguments json.RawMessage `json:"arguments,omitempty"`
	Origin    string          `json:"origin,omitempty"`
	// ArgOrigins maps each top-level argument name to where its value came
	// from (ArgFrom* values; "harvest:<call id>" for harvested values).
	ArgOrigins map[string]string `json:"arg_origins,omitempty"`
	// Round is the exploration round that made the call (0 outside
	// `--calls explore`).
	Round      int             `json:"round,omitempty"`
	Status     string          `json:"status"`
	Result     json.RawMessage `json:"result,omitempty"` // raw CallToolResult
	Error      json.RawMessage `json:"error,omitempty"`  // raw JSON-RPC error object
	Detail     string          `json:"detail,omitempty"` // why a call failed without an answer
	DurationMS int64           `json:"duration_ms"`
	Size       int64           `json:"size"` // bytes of the answer as received
}

// Event is one protocol or transport fact observed during a session.
type Event struct {
	Kind   string `json:"kind"`
	Detail string `json:"detail,omitempty"`
	// Raw is the message or line concerned, redacted and capped in size.
	Raw  string `json:"raw,omitempty"`
	AtMS int64  `json:"at_ms"` // milliseconds since the session started
}

// CallID builds the stable identifier of a call: it does not depend on the
// run, so exports of the same capture compare equal across runs and shards.
func CallID(server, tool string, seq int) string {
	return server + "/" + tool + "/" + strconv.Itoa(seq)
}
