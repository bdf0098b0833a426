// Package check holds mcpsurvey's conformance checks: a registry of
// version-aware rules of the Model Context Protocol specification, each a
// value with a stable ID, a severity, the protocol versions it applies to, a
// link to the spec section, an explanation with a before/after example, and
// a pure Run function over one captured server (probe/capture.Server).
//
// IDs are grouped by category, staticcheck style:
//
//	MCP1xxx  tool definitions (names, inputSchema, outputSchema, annotations)
//	MCP2xxx  tool results and structured output
//	MCP3xxx  errors: isError versus JSON-RPC errors
//	MCP4xxx  protocol, transport and lifecycle
//
// Rules branch on the negotiated protocol version (2025-06-18, 2025-11-25
// and 2026-07-28 differ on tool names, the outputSchema root type, the shape
// of structuredContent and where input-validation errors belong). A server
// that negotiated a version this package does not know is checked with the
// rules of the latest known version, and its findings say so.
//
// The package is pure: no files, network, SQL or printing, no mutable
// package state. A check that panics is recovered and reported as an
// internal finding; it never stops a survey.
//
// Why "check", beside classify and not under probe: checks are analysis of
// captured values, as classification is, so the capture side must not
// depend on them (TestProbeImportsNoAnalysis fails if anything under probe/
// reaches this package, classify, extract, corpus or report). The name is a
// verb like its neighbours probe, classify, extract and report, one per
// pipeline stage, and it reads at call sites: check.Run, check.Select,
// check.Lookup, check.Finding.
//
// Owns: the check registry (IDs, severities, docs, docs/checks.md), the checks' Run functions, findings, and the embedded spec schemas.
// Imports: probe/capture (values), classify, extract/schema, internal/jsonx, embed and the I/O-free standard library only; never probe, corpus, report or I/O.
package check

//go:generate go test -run TestChecksDoc -update .
