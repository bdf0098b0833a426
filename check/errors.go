package check

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
)

// maxErrorLines is the most non-blank lines a text may have to be read as
// an error message (a long text starting with "Error:" is more likely a log
// or a search result quoting one). Tracebacks are exempt.
const maxErrorLines = 15

// firstLine returns the first non-blank line of s, trimmed, and the
// number of non-blank lines.
func firstLine(s string) (string, int) {
	first := ""
	n := 0
	for line := range strings.Lines(s) {
		l := strings.TrimSpace(line)
		if l == "" {
			continue
		}
		if n == 0 {
			first = l
		}
		n++
	}
	return first, n
}

// stripDecoration removes leading markdown and symbol decoration ("❌ ",
// "**", "### ", "> ", "[") and the matching trailing emphasis.
func stripDecoration(s string) string {
	return strings.TrimLeftFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// errorVerbs follow "Error " in messages such as "Error executing tool".
func errorVerbs() []string {
	return []string{"executing", "calling", "running", "processing", "while", "during", "in ", "occurred", "reading",
		"writing", "fetching", "getting", "parsing", "loading", "connecting", "creating", "updating", "deleting",
		"searching", "listing", "retrieving", "invoking", "opening", "sending", "handling"}
}

// failedSubjects precede " failed" in messages such as "Request failed".
func failedSubjects() []string {
	return []string{"request", "operation", "call", "query", "command", "execution", "tool", "tool call", "search",
		"lookup", "fetch", "api call", "api request", "http request", "connection", "authentication", "validation"}
}

// looksLikeError reports whether a result text reads as an error message,
// and which rule decided. It is deliberately conservative: only the start
// of a short text counts, and "No results found" is a normal answer.
func looksLikeError(text string) (bool, string) {
	line, lines := firstLine(text)
	if line == "" {
		return false, ""
	}
	if v, ok := jsonText(text); ok {
		return jsonError(v)
	}
	orig := stripDecoration(line)
	l := strings.ToLower(orig)
	if strings.HasPrefix(l, "traceback (most recent call last)") {
		return true, "starts with a Python traceback"
	}
	if lines > maxErrorLines {
		return false, ""
	}
	for _, p := range []string{"error:", "error -", "error –", "error —", "err:", "error]", "fatal:", "fatal error", "exception:", "unhandled exception", "uncaught exception"} {
		if strings.HasPrefix(l, p) {
			return true, fmt.Sprintf("starts with %q", orig[:len(p)])
		}
	}
	if rest, ok := strings.CutPrefix(l, "error "); ok {
		for _, v := range errorVerbs() {
			if strings.HasPrefix(rest, v) {
				return true, "starts with \"Error " + strings.TrimSpace(v) + "\""
			}
		}
	}
	for _, p := range []string{"an error occurred", "an error has occurred", "an unexpected error", "unexpected error", "internal error", "an internal error", "unknown error"} {
		if strings.HasPrefix(l, p) {
			return true, fmt.Sprintf("starts with %q", orig[:len(p)])
		}
	}
	// "Could not find any match" is how some tools say "no results".
	for _, p := range []string{"could not find", "could not locate", "unable to find", "unable to locate"} {
		if strings.HasPrefix(l, p) {
			return false, ""
		}
	}
	if strings.HasPrefix(l, "failed to ") || strings.HasPrefix(l, "failed:") || strings.HasPrefix(l, "failure:") || strings.HasPrefix(l, "could not ") || strings.HasPrefix(l, "unable to ") {
		w := strings.Fields(orig)
		return true, fmt.Sprintf("starts with %q", strings.Join(w[:min(2, len(w))], " "))
	}
	for _, s := range failedSubjects() {
		if strings.HasPrefix(l, s+" failed") {
			return true, fmt.Sprintf("starts with %q", orig[:len(s)+len(" failed")])
		}
	}
	// Exception class names: "ValueError: ...", "TypeError: ...", "McpError: ...".
	if i := strings.IndexAny(orig, ": "); i > 0 && orig[i] == ':' {
		word := orig[:i]
		if (strings.HasSuffix(word, "Error") || strings.HasSuffix(word, "Exception")) && unicode.IsUpper(rune(word[0])) && !strings.ContainsAny(word, " ") {
			return true, fmt.Sprintf("starts with the exception name %q", word)
		}
	}
	for _, p := range []string{"unknown tool", "invalid argument", "invalid parameter", "invalid params", "invalid input", "missing required", "permission denied", "access denied", "unauthorized", "forbidden:", "not authorized", "authentication required"} {
		if strings.HasPrefix(l, p) {
			return true, fmt.Sprintf("starts with %q", orig[:len(p)])
		}
	}
	// "File not found", "404 Not Found", "Repository not found: x": at most
	// three words before "not found", at the start of the first line.
	if i := strings.Index(l, "not found"); i >= 0 {
		before := strings.Fields(l[:i])
		if len(before) <= 3 && !strings.Contains(l[:i], ",") {
			return true, fmt.Sprintf("starts with %q", orig[:i+len("not found")])
		}
	}
	return false, ""
}

// jsonError reports whether a JSON text is an error envelope: an object
// whose members are only error-ish ones and that says it failed
// ({"error": "..."}, {"success": false, "message": "..."}).
func jsonError(v any) (bool, string) {
	m, ok := v.(map[string]any)
	if !ok || len(m) == 0 {
		return false, ""
	}
	allowed := map[string]bool{"error": true, "errors": true, "message": true, "code": true, "status": true,
		"success": true, "ok": true, "details": true, "detail": true, "error_code": true, "errorcode": true, "statuscode": true}
	for k := range m {
		if !allowed[strings.ToLower(k)] {
			return false, ""
		}
	}
	for _, k := range []string{"error", "errors"} {
		if e, ok := m[k]; ok && e != nil && e != false && e != "" {
			if arr, isArr := e.([]any); isArr && len(arr) == 0 {
				continue
			}
			return true, fmt.Sprintf("is a JSON error envelope (%q member)", k)
		}
	}
	_, hasMsg := m["message"]
	for _, k := range []string{"detail", "details"} {
		_, has := m[k]
		hasMsg = hasMsg || has
	}
	if (m["success"] == false || m["ok"] == false) && hasMsg {
		return true, `is a JSON envelope saying "success": false with a message`
	}
	if s, _ := m["status"].(string); strings.EqualFold(s, "error") || strings.EqualFold(s, "failed") || strings.EqualFold(s, "failure") {
		return true, fmt.Sprintf("is a JSON envelope with status %q", s)
	}
	return false, ""
}

func checkErrorText() *Check {
	return &Check{
		ID: "MCP3001", Title: "Result text reads as an error but isError is not set", Severity: SeverityWarning,
		Category: CategoryError, SpecSection: "Tools › Error Handling", SpecURL: specURL(V20260728, toolsPage+"#error-handling"),
		SpecQuote: `2026-07-28, Tools › Error Handling: Tool Execution Errors "are reported in tool results with isError: true"; schema CallToolResult.isError: "Any errors that originate from the tool SHOULD be reported inside the result object, with isError set to true, not as an MCP protocol-level error response."`,
		Explanation: `Errors that originate from the tool SHOULD be reported inside the result
with "isError": true, so clients and models can tell a failure from data.
A result whose text starts like an error message ("Error: ...", "Failed to
...", "ValueError: ...", "File not found", a Python traceback, or a JSON
envelope such as {"error": "..."} or {"success": false, ...}) but has no
isError: true is reported. The rule looks only at the start of the first
text of short results (at most 15 non-blank lines, tracebacks excepted) so
that logs and search results quoting errors do not count, and "No results
found" is a normal empty answer.`,
		Before: `{"content": [{"type": "text", "text": "Error: repository not found"}]}`,
		After:  `{"content": [{"type": "text", "text": "Error: repository not found"}], "isError": true}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.results() {
				if ci.isError || len(ci.texts) == 0 {
					continue
				}
				text := ""
				for _, s := range ci.texts {
					if strings.TrimSpace(s) != "" {
						text = s
						break
					}
				}
				if ok, why := looksLikeError(text); ok {
					line, _ := firstLine(text)
					if echoesArgument(line, ci.call.Arguments) {
						continue // the tool was asked for this text (a demo message, an echo)
					}
					out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID,
						Message:  "the result text " + why + " but isError is not true: " + quoteCap(line, 160),
						Evidence: map[string]any{"text": capString(text, snippetCap), "rule": why}})
				}
			}
			return out
		},
	}
}

// echoesArgument reports whether a result's first line starts with one of
// the call's string argument values (at least 3 characters): an echo tool
// given "Error: x", or a message tool asked for messageType "error", says
// "Error" because it was asked to.
func echoesArgument(line string, args []byte) bool {
	var v any
	if len(args) == 0 || json.Unmarshal(args, &v) != nil {
		return false
	}
	l := strings.ToLower(stripDecoration(line))
	found := false
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			a := strings.ToLower(strings.TrimSpace(x))
			if len(a) >= 3 && strings.HasPrefix(l, a) {
				found = true
			}
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	return found
}

// rpcError is a decoded JSON-RPC error object.
type rpcError struct {
	Code    json.Number     `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
}

// unknownToolMessage reports whether an error message says the tool does
// not exist or cannot be called (a protocol error by the spec).
func unknownToolMessage(msg string) bool {
	l := strings.ToLower(msg)
	if !strings.Contains(l, "tool") {
		return false
	}
	for _, w := range []string{"unknown", "not found", "does not exist", "doesn't exist", "no such", "disabled", "not available", "unavailable", "not registered"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// genericServerError reports whether an error message says nothing about
// the tool's work (a bare "Internal error"): a server error, which the
// spec lets be a protocol error.
func genericServerError(msg string) bool {
	l := strings.Trim(strings.ToLower(strings.TrimSpace(msg)), ".!")
	l = strings.TrimSpace(strings.TrimPrefix(l, "mcp error"))
	l = strings.TrimLeft(l, "-0123456789: ")
	switch l {
	case "", "internal error", "internal server error", "server error", "request timed out", "timeout", "timed out", "unknown error", "error":
		return true
	}
	return false
}

func checkRPCToolError() *Check {
	return &Check{
		ID: "MCP3002", Title: "Tool failure returned as a JSON-RPC error instead of isError", Severity: SeverityWarning,
		Category: CategoryError, SpecSection: "Tools › Error Handling", SpecURL: specURL(V20260728, toolsPage+"#error-handling"),
		SpecQuote: `2026-07-28, schema CallToolResult.isError: "Any errors that originate from the tool SHOULD be reported inside the result object, with isError set to true, not as an MCP protocol-level error response. Otherwise, the LLM would not be able to see that an error occurred and self-correct." Tools › Error Handling lists input validation errors among Tool Execution Errors.`,
		Explanation: `The spec separates two kinds of errors. Protocol errors (JSON-RPC "error")
are for unknown tools, malformed requests and server errors; errors that come
from the tool's own work ("errors that originate from the tool SHOULD be
reported inside the result object, with isError set to true") belong in a
CallToolResult with isError: true, where the model can read them and retry.
A JSON-RPC error is usually shown to the user as a failure and hidden from
the model.

Input validation errors moved between versions: 2025-06-18 lists "invalid
arguments" as a protocol error (-32602 is right there), 2025-11-25 (SEP-1303)
makes "input validation errors" tool execution errors. So:
- -32602 for an unknown tool: correct in every version, never reported;
- -32602 for bad arguments: reported from 2025-11-25 on;
- -32603, -32000..-32099 or another code whose message describes the tool's
  work ("ENOENT: no such file", "rate limit exceeded"): reported; a bare
  "Internal error" is a server error and is not;
- -32601, -32600, -32700: protocol errors, not reported.`,
		Before: `{"jsonrpc": "2.0", "id": 3, "error": {"code": -32603, "message": "ENOENT: no such file or directory, open '/data/x.csv'"}}`,
		After:  `{"jsonrpc": "2.0", "id": 3, "result": {"content": [{"type": "text", "text": "ENOENT: no such file or directory, open '/data/x.csv'"}], "isError": true}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.allCalls() {
				raw := ci.call.Error
				if len(raw) == 0 || isNull(raw) {
					continue
				}
				var e rpcError
				if json.Unmarshal(raw, &e) != nil {
					continue // MCP4006 territory: not an error object
				}
				code, err := e.Code.Int64()
				if err != nil {
					continue
				}
				if unknownToolMessage(e.Message) {
					continue
				}
				var msg string
				switch {
				case code == -32601 || code == -32600 || code == -32700:
					continue
				case code == -32602:
					if !atLeast(t.Version, V20251125) {
						continue
					}
					msg = fmt.Sprintf("an input validation error came back as JSON-RPC error %d; since 2025-11-25 it belongs in a result with isError: true so the model can correct its arguments", code)
				default:
					if genericServerError(e.Message) {
						continue
					}
					msg = fmt.Sprintf("the tool's failure came back as JSON-RPC error %d; report it as a result with isError: true so the model sees it", code)
				}
				out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID,
					Message:  msg + ": " + quoteCap(e.Message, 160),
					Evidence: map[string]any{"error": snippet(raw), "code": code}})
			}
			return out
		},
	}
}
