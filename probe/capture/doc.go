// Package capture holds the values a probe produces and the corpus stores:
// one Server per probed server with its tools, calls and protocol events.
//
// Everything in these values is already redacted: no secret value (an env or
// header value from a server source) may appear in any field. Raw JSON is kept
// as json.RawMessage exactly as the server sent it (after redaction).
//
// Owns: the captured values (Server, Tool, Call, events) that probe produces and corpus and check read.
// Imports: encoding/json, strconv and time only; never another mcpsurvey package.
package capture
