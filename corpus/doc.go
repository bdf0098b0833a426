// Package corpus stores probe captures in a SQLite file and moves them in and
// out of the JSONL interchange format.
//
// # Database
//
// A corpus is one SQLite file opened in WAL mode (busy_timeout, foreign keys,
// synchronous=NORMAL, immediate write transactions). Its schema is versioned:
// the schema_migrations table records every applied step of [SchemaVersion].
// [Open] creates a new file, migrates an older one, and refuses a file that is
// not SQLite, a SQLite database that is not a corpus, or a corpus written by
// a newer mcpsurvey.
//
// Every probe run is a row in runs. Every capture of a server is a row in
// servers with its tools, calls and events; a server may be captured several
// times (a resumed or repeated run, an import), and the latest capture of a
// name (the row saved last; see the latest_servers view) is the one
// [DB.Servers], [DB.Stats] and [Export] read. Raw JSON (tool definitions,
// arguments, results, initialize results) lives content-addressed in blobs:
// one row per distinct content, identified by the hex SHA-256 of its bytes
// (found through hkey, its first 60 bits, since schema version 7) and
// referred to by integer id (def_blob, arguments_blob, result_blob,
// initialize_blob), so identical values are stored once. Blob
// data are SQLite TEXT values, so SQL's JSON functions apply to them. Raw
// JSON keeps its bytes exactly as captured, except that whitespace around
// the value is trimmed and a JSON null counts as absent. Call errors (small,
// rarely repeated) are stored inline in calls.error_json. So are the small
// JSON values servers.roots_json (an array of strings, '[]' when empty) and
// calls.arg_origins_json (an object of strings, '{}' when empty); a capture
// saved before schema version 5 reads them, and the other version-5 columns
// (servers.call_policy and sandbox, tools.call_reason, calls.round), as
// empty. Schema version 6 adds what MCP 2026-07-28 sessions record:
// servers.protocol_path, advertised_versions_json ('[]' when empty),
// discover_result_blob and discover_error_json; calls.result_type,
// input_requests_json, input_responses_json and retries; and the tables
// wire_messages (every JSON-RPC message of a stateless session, raw in
// blobs) and list_results (the raw tools/list pages of its two listings).
//
// The tables classifications, findings, suggestions and scores are created
// empty for the later pipeline stages.
//
// # JSONL interchange
//
// [Export] writes one JSON object per line, keys in a fixed order, raw JSON
// values embedded verbatim. For each server, ordered by name:
//
//   - one server line, first:
//     {"kind":"server","server":NAME,"source":..,"transport":..,"launch":{..},
//     "package":..,"repository":..,"status":..,"error":"text",
//     "offered_version":..,"protocol_version":..,"initialize_result":{raw},
//     "server_name":..,"server_version":..,"instructions":..,"session_id":..,
//     "call_policy":..,"sandbox":..,"roots":[file:// URIs],
//     "stderr_tail":..,"started_at":RFC3339,"duration_ms":..,"init_ms":..,
//     "list_ms":..,"list_pages":..,"protocol_path":..,"advertised_versions":[..],
//     "discover_result":{raw},"discover_error":{raw},
//     "wire":[{"dir":..,"method":..,"raw":{raw},"truncated":true,"at_ms":..}],
//     "list_results":[{"round":..,"page":..,"raw":{raw}}],
//     "events":[{"kind":..,"detail":..,"raw":..,"at_ms":..}]}
//     that is, every capture.Server field except tools and calls, flattened,
//     with the name under "server";
//   - then, for each listed tool in listed order: its calls in seq order
//     {"kind":"call","id":..,"server":..,"tool":..,"seq":..,"arguments":{raw},
//     "origin":..,"arg_origins":{ARG:ORIGIN},"round":..,"status":..,
//     "result":{raw}|"error":{raw},"detail":..,"duration_ms":..,"size":..,
//     "result_type":..,"input_requests":{raw},"input_responses":{raw},"retries":..,
//     "tool_page":..,"tool_def":{raw}}
//     preceded, when the tool has no call (or no definition, or a skip or
//     call reason, which call lines do not carry), by one tool line
//     {"kind":"tool","server":..,"tool":..,"tool_page":..,"tool_def":{raw},
//     "skip_reason":..,"call_reason":..};
//   - then the calls of tools that were not listed, by tool name and seq.
//
// Empty strings, zero numbers, empty arrays and objects and absent raw values
// are omitted; tool_page is written only when it is greater than 1. roots
// is an array of strings; arg_origins maps each top-level argument name to
// where its value came from ("default", "enum", "example", "root", "synth",
// "plan", "harvest:<call id>"), keys sorted; round is the exploration round
// (--calls explore) that made the call. Events are stored and written
// whatever their kind (including "explore"). JSONL cannot hold a line break,
// so a CR or LF in a raw value (valid JSON has them only as whitespace
// between tokens) is written as a space.
//
// [Import] reads that format and also the plain per-call lines of other tools
// (see [Import] for the rules). Export of an import of an export is
// byte-identical to the first export.
//
// Owns: the SQLite schema and migrations, writes and queries, JSONL import/export and shard merge.
// Imports: probe/capture (the values it stores), internal/jsonx, modernc.org/sqlite and the standard library only; never probe, classify, extract, check or report.
package corpus
