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
	// CallInputRequired is a 2026-07-28 result with resultType
	// "input_required" (multi round-trip request): the server asks the
	// client for input (elicitation, sampling, roots) before it answers.
	// It is neither a usable output nor an error.
	CallInputRequired = "input_required"
)

// Protocol paths: how the session's protocol version was selected
// (Server.ProtocolPath).
const (
	// PathDiscover is a stateless 2026-07-28 session: server/discover
	// answered with a version the probe speaks (or the version was forced),
	// every request carried its _meta and no initialize was sent.
	PathDiscover = "discover"
	// PathInitialize is a session opened with the initialize handshake,
	// after server/discover failed or when it was not tried.
	PathInitialize = "initialize"
)

// Result types of 2026-07-28 results (Call.ResultType).
const (
	ResultComplete      = "complete"
	ResultInputRequired = "input_required"
)

// Wire directions (WireMessage.Dir).
const (
	WireSend = "send" // client to server
	WireRecv = "recv" // server to client
)

// Bounds of Server.Wire.
const (
	MaxWireMessages = 200
	MaxWireBytes    = 256 << 10
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
	EventProtocol      = "protocol"     // how the protocol version was selected (discover outcome, forced version)
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

	// ProtocolPath says how the protocol version was selected: PathDiscover
	// or PathInitialize ("" in captures made before it was recorded).
	// Forcing a version (--protocol) shows in OfferedVersion, not here.
	ProtocolPath string `json:"protocol_path,omitempty"`
	// AdvertisedVersions are the versions the server advertised: the
	// supportedVersions of server/discover (or the supported list of an
	// UnsupportedProtocolVersionError), plus the version initialize answered.
	AdvertisedVersions []string `json:"advertised_versions,omitempty"`
	// DiscoverResult is the raw result of server/discover (nil when it
	// failed or was not sent).
	DiscoverResult json.RawMessage `json:"discover_result,omitempty"`
	// DiscoverError is the raw JSON-RPC error server/discover returned,
	// when it failed with one.
	DiscoverError json.RawMessage `json:"discover_error,omitempty"`
	// Wire holds every JSON-RPC message of a 2026-07-28 session in both
	// directions, in order (the first MaxWireMessages, each cut at
	// MaxWireBytes with Truncated set), including the server/discover probe.
	Wire []WireMessage `json:"wire,omitempty"`
	// ListResults are the raw tools/list results of a 2026-07-28 session:
	// every page of the first listing (Round 1) and of a second full
	// listing made to check that the order is deterministic (Round 2).
	ListResults []ListResult `json:"list_results,omitempty"`

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

// WireMessage is one JSON-RPC message as sent or received.
type WireMessage struct {
	Dir    string          `json:"dir"` // WireSend or WireRecv
	Method string          `json:"method,omitempty"`
	Raw    json.RawMessage `json:"raw"` // the message; a JSON string of its first bytes when Truncated
	// Truncated says Raw holds only the first MaxWireBytes of the message,
	// as a JSON string (the message itself was larger).
	Truncated bool  `json:"truncated,omitempty"`
	AtMS      int64 `json:"at_ms"` // milliseconds since the session started
}

// ListResult is one raw tools/list result page of a 2026-07-28 session.
type ListResult struct {
	Round int             `json:"round"` // 1 = first listing, 2 = the determinism re-listing
	Page  int             `json:"page"`  // 1-based page within the round
	Raw   json.RawMessage `json:"raw"`
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
	// ResultType is the result's resultType as sent ("complete",
	// "input_required", anything else the server sent; "" when absent).
	ResultType string `json:"result_type,omitempty"`
	// InputRequests are the inputRequests of an input_required result
	// (of the last one when the call was retried with InputResponses).
	InputRequests json.RawMessage `json:"input_requests,omitempty"`
	// InputResponses are the inputResponses a call plan gave, sent on a
	// retry of an input_required call; Retries counts those retries.
	InputResponses json.RawMessage `json:"input_responses,omitempty"`
	Retries        int             `json:"retries,omitempty"`
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
