package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/callplan"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

const callExamples = `  # a tool of a server named in a config file, arguments inline
  mcpsurvey call --config servers.json everything get-sum --args '{"a":1,"b":2}'

  # arguments from a file (CSV/TSV/JSON/YAML/XML/TXT), injected at a key and
  # merged with more arguments
  mcpsurvey call --config servers.json db bulk_insert --file users.csv --data-key records --tool-args '{"table":"users"}'

  # only the text of the result
  mcpsurvey call --config servers.json everything echo --args '{"message":"hi"}' --output string

  # a server given as a command, or by URL
  mcpsurvey call echo --args '{"message":"hi"}' -- npx -y @modelcontextprotocol/server-everything
  mcpsurvey call --url http://127.0.0.1:3001/mcp echo --args '{"message":"hi"}'
`

// callOptions are the flags of `mcpsurvey call`.
type callOptions struct {
	configs       listFlag
	url           string
	transport     string
	headers       listFlag
	args          string
	file          string
	dataKey       string
	toolArgs      string
	allowDirs     listFlag
	maxFileSize   byteSize
	output        string
	allowDestr    bool
	callTimeout   time.Duration
	serverTimeout time.Duration
	maxOutput     byteSize
	protocol      string
	inputResp     string
}

// runCall makes one tool call and prints its result: the whole result as
// JSON, or only its text (seed 003's output_format). Failures are printed
// in the seed's error response shape and exit non-zero; a result with
// isError exits exitToolError.
func runCall(ctx context.Context, e *env, argv []string) int {
	o := callOptions{maxFileSize: callplan.DefaultMaxFileSize, maxOutput: probe.DefaultMaxOutput}
	fs := newFlags(e, "call", "mcpsurvey call [flags] [SERVER] TOOL [-- COMMAND ARGS...]", callExamples)
	fs.Var(&o.configs, "config", "server source `file` holding SERVER (repeatable)")
	fs.StringVar(&o.url, "url", "", "call a server at this `URL` instead (then give only TOOL)")
	fs.StringVar(&o.transport, "transport", "http", "transport for --url: http or sse")
	fs.Var(&o.headers, "header", "HTTP header `Name=Value` for --url (repeatable)")
	fs.StringVar(&o.args, "args", "", "tool arguments as a JSON object")
	fs.StringVar(&o.file, "file", "", "read the arguments from this `file` (format by extension)")
	fs.StringVar(&o.dataKey, "data-key", "", "with --file: put the file's content at this argument `key`")
	fs.StringVar(&o.toolArgs, "tool-args", "", "with --file: more arguments (JSON object) merged with the file's content")
	fs.Var(&o.allowDirs, "allow-dir", "directory --file may read from (repeatable; default: the current directory)")
	fs.Var(&o.maxFileSize, "max-file-size", "largest --file accepted (default 10MB)")
	fs.StringVar(&o.output, "output", "json", "json (the whole result) or string (its text content only)")
	fs.BoolVar(&o.allowDestr, "allow-destructive", false, "allow calling a tool whose destructiveHint is (or defaults to) true")
	fs.DurationVar(&o.callTimeout, "call-timeout", probe.DefaultCallTimeout, "timeout of the call")
	fs.DurationVar(&o.serverTimeout, "server-timeout", probe.DefaultServerTimeout, "timeout of the whole session")
	fs.Var(&o.maxOutput, "max-output", "largest answer accepted")
	fs.StringVar(&o.protocol, "protocol", "auto", "protocol `version`: auto (server/discover, then 2026-07-28 or initialize), or force one such as 2026-07-28 or 2025-11-25")
	fs.StringVar(&o.inputResp, "input-responses", "", "JSON object answering an input_required result (MCP 2026-07-28): inputRequests key -> the client's result; the call is retried with it")
	pos, command, code, ok := parseInterleaved(e, fs, argv)
	if !ok {
		return code
	}
	if o.output != "json" && o.output != "string" {
		fmt.Fprintf(e.stderr, "mcpsurvey call: --output %q: want json or string\n", o.output)
		return exitUsage
	}
	remote := o.url != "" || command != nil
	if (remote && len(pos) != 1) || (!remote && len(pos) != 2) {
		fmt.Fprintln(e.stderr, "mcpsurvey call: give SERVER and TOOL (with --config), or only TOOL with --url or -- COMMAND")
		return exitUsage
	}
	tool := pos[len(pos)-1]
	fail := func(code int, format string, a ...any) int {
		printCallError(e, o.output, fmt.Sprintf(format, a...))
		return code
	}

	spec, err := callSpec(e, &o, pos, command)
	if err != nil {
		return fail(exitFailure, "%v", err)
	}
	planned, err := callArguments(&o)
	if err != nil {
		return fail(exitFailure, "%v", err)
	}
	for _, w := range planned.Warnings {
		fmt.Fprintln(e.stderr, w)
	}
	forced, err := parseProtocolFlag(o.protocol)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey call: %v\n", err)
		return exitUsage
	}
	if o.inputResp != "" {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(o.inputResp), &m); err != nil {
			fmt.Fprintf(e.stderr, "mcpsurvey call: --input-responses: not a JSON object: %v\n", err)
			return exitUsage
		}
		planned.InputResponses = json.RawMessage(o.inputResp)
	}
	policy := probe.Policy{Mode: probe.CallsPlan, AllowDestructive: o.allowDestr,
		CallPlan: singleCall{tool: tool, call: planned}}
	srv := probe.Probe(ctx, spec, probe.Options{CallTimeout: o.callTimeout, ServerTimeout: o.serverTimeout,
		MaxOutput: int64(o.maxOutput), Planner: policy, ClientVersion: version, Protocol: forced})
	if len(srv.Calls) == 0 {
		if srv.Status != capture.ServerOK {
			return fail(exitFailure, "server %q: %s: %s", spec.Name, srv.Status, srv.Error)
		}
		for _, t := range srv.Tools {
			if t.Name == tool {
				return fail(exitFailure, "tool %q of server %q not called: %s", tool, spec.Name, t.SkipReason)
			}
		}
		return fail(exitFailure, "server %q has no tool %q (it lists %s)", spec.Name, tool, toolNames(srv))
	}
	c := srv.Calls[0]
	switch c.Status {
	case capture.CallOK, capture.CallToolError:
		printCallResult(e, o.output, c.Result)
		if c.Status == capture.CallToolError {
			return exitToolError
		}
		return exitOK
	case capture.CallRPCError:
		var rpc struct {
			Code    int64  `json:"code"`
			Message string `json:"message"`
		}
		_ = json.Unmarshal(c.Error, &rpc)
		return fail(exitFailure, "Upstream tool '%s' failed: %s (JSON-RPC error %d)", tool, rpc.Message, rpc.Code)
	case capture.CallInputRequired:
		return fail(exitFailure, "Upstream tool '%s' asks for input (input_required): %s; answer with --input-responses", tool, c.InputRequests)
	default:
		return fail(exitFailure, "Upstream tool '%s' failed: %s: %s", tool, c.Status, c.Detail)
	}
}

// singleCall is the plan of `mcpsurvey call`: one tool, one argument set.
type singleCall struct {
	tool string
	call probe.PlannedCall
}

func (s singleCall) Names(server, tool string) bool { return tool == s.tool }
func (s singleCall) Calls(server, tool string) []probe.PlannedCall {
	return []probe.PlannedCall{s.call}
}

// callSpec finds the server to call.
func callSpec(e *env, o *callOptions, pos, command []string) (probe.ServerSpec, error) {
	switch {
	case command != nil:
		if len(command) == 0 {
			return probe.ServerSpec{}, fmt.Errorf("no command after --")
		}
		return probe.SpecFromCommand("", command, e.getenv), nil
	case o.url != "":
		headers := map[string]string{}
		for _, h := range o.headers {
			k, v, ok := strings.Cut(h, "=")
			if !ok {
				return probe.ServerSpec{}, fmt.Errorf("--header %q: want Name=Value", h)
			}
			headers[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
		return probe.SpecFromURL("", o.url, o.transport, headers, e.getenv)
	}
	if len(o.configs) == 0 {
		return probe.ServerSpec{}, fmt.Errorf("give --config FILE naming server %q, or --url, or -- COMMAND", pos[0])
	}
	var names []string
	for _, path := range o.configs {
		data, err := os.ReadFile(path)
		if err != nil {
			return probe.ServerSpec{}, err
		}
		specs, warnings, err := probe.LoadSources(path, data, e.getenv)
		if err != nil {
			return probe.ServerSpec{}, err
		}
		for _, s := range specs {
			if s.Name == pos[0] {
				for _, w := range warnings {
					if strings.Contains(w, `"`+s.Name+`"`) {
						fmt.Fprintf(e.stderr, "warning: %s\n", w)
					}
				}
				return s, nil
			}
			names = append(names, s.Name)
		}
	}
	return probe.ServerSpec{}, fmt.Errorf("no server %q in %s (servers: %s)", pos[0], strings.Join(o.configs, ", "), strings.Join(names, ", "))
}

// callArguments prepares the call's arguments from --args or --file.
func callArguments(o *callOptions) (probe.PlannedCall, error) {
	if o.file != "" {
		if o.args != "" {
			return probe.PlannedCall{}, fmt.Errorf("give --args or --file, not both")
		}
		dirs := []string(o.allowDirs)
		if len(dirs) == 0 {
			dirs = []string{"."}
		}
		args, warnings, err := callplan.FileArguments(o.file, o.dataKey, json.RawMessage(o.toolArgs),
			callplan.FileOptions{AllowedDirs: dirs, MaxSize: int64(o.maxFileSize)})
		if err != nil {
			return probe.PlannedCall{}, err
		}
		return probe.PlannedCall{Arguments: args, Origin: capture.OriginFile, Warnings: warnings}, nil
	}
	if o.dataKey != "" || o.toolArgs != "" {
		return probe.PlannedCall{}, fmt.Errorf("--data-key and --tool-args go with --file")
	}
	args := json.RawMessage(`{}`)
	if o.args != "" {
		var v map[string]any
		if err := json.Unmarshal([]byte(o.args), &v); err != nil {
			return probe.PlannedCall{}, fmt.Errorf("--args: not a JSON object: %v", err)
		}
		args = json.RawMessage(o.args)
	}
	return probe.PlannedCall{Arguments: args, Origin: capture.OriginCLI}, nil
}

// printCallResult prints a CallToolResult: indented JSON (key order and
// values as the server sent them), or the text of its text blocks.
func printCallResult(e *env, output string, result json.RawMessage) {
	if output == "string" {
		fmt.Fprintln(e.stdout, resultText(result))
		return
	}
	var b bytes.Buffer
	if json.Indent(&b, result, "", "  ") != nil {
		b.Reset()
		b.Write(result)
	}
	fmt.Fprintln(e.stdout, b.String())
}

// resultText joins the text blocks of a result; without any, it is the
// JSON of the content (or of the whole result).
func resultText(result json.RawMessage) string {
	var r struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
	}
	if json.Unmarshal(result, &r) != nil {
		return string(result)
	}
	var texts []string
	for _, c := range r.Content {
		if c.Type == "text" {
			texts = append(texts, c.Text)
		}
	}
	if len(texts) == 0 {
		var b bytes.Buffer
		if json.Indent(&b, result, "", "  ") == nil {
			return b.String()
		}
		return string(result)
	}
	return strings.Join(texts, "\n")
}

// printCallError prints a failure in seed 003's error response shape (on
// stdout, so a caller parsing the output always gets a result), and the
// message on stderr.
func printCallError(e *env, output, msg string) {
	text := "Error in mcpsurvey call: " + msg
	if output == "string" {
		fmt.Fprintln(e.stdout, text)
	} else {
		b, _ := json.MarshalIndent(map[string]any{
			"content": []map[string]string{{"type": "text", "text": text}},
			"isError": true,
		}, "", "  ")
		fmt.Fprintln(e.stdout, string(b))
	}
	fmt.Fprintln(e.stderr, "mcpsurvey call: "+msg)
}

func toolNames(s *capture.Server) string {
	var names []string
	for _, t := range s.Tools {
		names = append(names, t.Name)
	}
	if len(names) == 0 {
		return "no tools"
	}
	return strings.Join(names, ", ")
}
