// Package probe launches or connects to MCP servers and captures, byte for
// byte, what they answer: the initialize result, every tools/list page and
// the results of the tool calls a Planner chooses. A failing server is data
// (a status, a stderr tail, events), never an error of the run.
//
// Owns: server sources, transports (stdio, HTTP, SSE), the JSON-RPC session, call intent, argument harvest and synthesis, safety policy, sandbox and redaction.
// Imports: probe/capture, sourcegraph/conc and the standard library only; never classify, extract, check, corpus or report (check.TestProbeImportsNoAnalysis).
package probe
