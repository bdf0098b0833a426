// Package replay serves a captured corpus as a stdio MCP server.
//
// A corpus is read from the JSONL interchange format (see package corpus):
// server lines give a server's initialize result, tool lines and call lines
// give its tools (raw definitions, in listed order, with their tools/list
// page) and its captured calls. Plain call lines from other tools, without
// "kind", are accepted too, as are the aliases result_raw and error_raw.
//
// [Serve] answers initialize with the captured initialize result, tools/list
// with the captured definitions (pages included), and tools/call with the
// captured result or JSON-RPC error of the call whose arguments match the
// request best; [ServeWith] with [Options] Cycle serves a tool's captures
// in turn instead, so a client that calls a tool N times sees N of its
// captures. Captured bytes are written verbatim, never re-encoded, so a
// client sees exactly what the original server sent. That makes a corpus a
// test double for gateways and clients that must work offline.
//
// Owns: serving a captured JSONL corpus as a stdio MCP server, captured bytes written verbatim.
// Imports: internal/jsonx and the standard library only; never corpus or probe (it reads the interchange format itself).
package replay
