package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

const extractExamples = `  # apply a gateway's virtual tools to captured calls (JSONL interchange format)
  mcpsurvey extract --config gateway.json --input calls.jsonl

  # only the calls of one source tool (or one virtual tool, by name)
  mcpsurvey extract --config gateway.json --tool github:search_repositories --input calls.jsonl

  # try a config on a raw tool output (plain text, or a CallToolResult JSON object)
  pbpaste | mcpsurvey extract --config text_extraction.json --input -
`

// maxExtractLine is the longest JSONL line extract reads.
const maxExtractLine = 64 << 20

// maxRawInput is the largest raw (non-JSONL) input extract reads.
const maxRawInput = 256 << 20

// extractLine is one line of `extract` output.
type extractLine struct {
	ID          string          `json:"id"`
	Server      string          `json:"server"`
	Tool        string          `json:"tool"`
	VirtualTool string          `json:"virtual_tool"`
	Value       any             `json:"value"`
	Account     extract.Account `json:"account"`
}

func runExtract(_ context.Context, e *env, args []string) int {
	fs := newFlags(e, "extract", "mcpsurvey extract --config FILE --input FILE.jsonl|- [--tool NAME|server:tool] [--format json]", extractExamples)
	config := fs.String("config", "", "gateway config `file` (virtual_tools), a single virtual tool or a bare text_extraction object")
	input := fs.String("input", "", "JSONL interchange `file` (- for stdin); input that is not JSONL is one raw tool output")
	tool := fs.String("tool", "", "only this virtual tool (by name) or source tool (server:tool); required for raw input when the config has several")
	format := fs.String("format", "json", "json (one JSON line per call and virtual tool)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if *config == "" || *input == "" || fs.NArg() > 0 {
		fmt.Fprintln(e.stderr, "mcpsurvey extract: give --config FILE and --input FILE (- for stdin)")
		return exitUsage
	}
	if !checkFormat(e, *format, "json") {
		return exitUsage
	}
	data, err := os.ReadFile(*config)
	if err != nil {
		return failf(e, "extract: %v", err)
	}
	g, err := extract.LoadGateway(data, *config)
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintf(e.stderr, "mcpsurvey: extract: %s\n", line)
		}
		return exitFailure
	}
	r, name, closer, err := openInput(e, *input)
	if err != nil {
		return failf(e, "extract: %v", err)
	}
	defer closer.Close()
	br := bufio.NewReaderSize(r, 1<<20)
	out := bufio.NewWriter(e.stdout)
	defer out.Flush()
	x := &extractRun{e: e, g: g, tool: *tool, out: out, name: name}
	return x.run(br)
}

// extractRun is the state of one `extract` command.
type extractRun struct {
	e         *env
	g         *extract.Gateway
	tool      string
	out       *bufio.Writer
	name      string
	calls     int
	unmatched int
	failed    int
}

func (x *extractRun) selected(nt *extract.NamedTool) bool {
	return x.tool == "" || nt.Name == x.tool || nt.Tool.SourceTool == x.tool
}

func (x *extractRun) run(br *bufio.Reader) int {
	var head []byte // lines read before the mode is known
	lineNo := 0
	for {
		line, err := readLine(br, maxExtractLine)
		if err != nil && err != io.EOF {
			return failf(x.e, "extract: %s:%d: %v", x.name, lineNo+1, err)
		}
		lineNo++
		if len(trimSpace(line)) > 0 {
			if isInterchange(line) {
				return x.jsonl(br, line, lineNo)
			}
			head = append(head, line...)
			if err != io.EOF {
				head = append(head, '\n')
			}
			break
		}
		if err == io.EOF {
			break
		}
		head = append(head, line...)
		head = append(head, '\n')
	}
	rest, err := io.ReadAll(io.LimitReader(br, maxRawInput+1))
	if err != nil {
		return failf(x.e, "extract: %s: %v", x.name, err)
	}
	if len(head)+len(rest) > maxRawInput {
		return failf(x.e, "extract: %s: raw input larger than %d bytes", x.name, maxRawInput)
	}
	return x.raw(append(head, rest...))
}

// isInterchange reports whether a line is a JSONL interchange record.
func isInterchange(line []byte) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(line, &m) != nil {
		return false
	}
	for _, k := range []string{"kind", "result", "result_raw", "error", "error_raw"} {
		if _, ok := m[k]; ok {
			return true
		}
	}
	_, s := m["server"]
	_, t := m["tool"]
	return s && t
}

// jsonl processes interchange lines; first is line number firstNo.
func (x *extractRun) jsonl(br *bufio.Reader, first []byte, firstNo int) int {
	line := first
	for lineNo := firstNo; ; lineNo++ {
		if line == nil {
			var err error
			line, err = readLine(br, maxExtractLine)
			if err == io.EOF && len(line) == 0 {
				break
			}
			if err != nil && err != io.EOF {
				return failf(x.e, "extract: %s:%d: %v", x.name, lineNo, err)
			}
		}
		cur := line
		line = nil
		if len(trimSpace(cur)) == 0 {
			continue
		}
		var l interchangeLine
		if err := json.Unmarshal(cur, &l); err != nil {
			x.out.Flush()
			return failf(x.e, "extract: %s:%d: not a JSON object: %v", x.name, lineNo, err)
		}
		result := firstOf(l.Result, l.ResultRaw)
		if l.Kind == "server" || l.Kind == "tool" || len(result) == 0 {
			continue
		}
		x.calls++
		id := l.ID
		if id == "" {
			id = fmt.Sprintf("%s:%d", x.name, lineNo)
		}
		matched := false
		for _, nt := range x.g.ForSource(l.Server, l.Tool) {
			if !x.selected(nt) {
				continue
			}
			matched = true
			x.apply(nt, result, id, l.Server, l.Tool, fmt.Sprintf("%s:%d", x.name, lineNo))
		}
		if !matched {
			x.unmatched++
		}
	}
	x.out.Flush()
	if x.unmatched > 0 {
		fmt.Fprintf(x.e.stderr, "mcpsurvey: extract: %d of %d calls skipped: no matching virtual tool\n", x.unmatched, x.calls)
	}
	if x.failed > 0 {
		return exitFailure
	}
	return exitOK
}

// raw applies the chosen virtual tool to one raw output: a CallToolResult
// JSON object, or text.
func (x *extractRun) raw(data []byte) int {
	var chosen []*extract.NamedTool
	for _, name := range x.g.Names() {
		nt := &extract.NamedTool{Name: name, Tool: x.g.VirtualTools[name]}
		if x.selected(nt) {
			chosen = append(chosen, nt)
		}
	}
	switch {
	case len(chosen) == 0:
		fmt.Fprintf(x.e.stderr, "mcpsurvey: extract: --tool %q names no virtual tool of the config (have: %s)\n", x.tool, strings.Join(x.g.Names(), ", "))
		return exitUsage
	case len(chosen) > 1:
		fmt.Fprintf(x.e.stderr, "mcpsurvey: extract: %s is raw text (not JSONL) and the config has %d virtual tools: choose one with --tool (%s)\n",
			x.name, len(chosen), strings.Join(x.g.Names(), ", "))
		return exitUsage
	}
	result := data
	if !isCallToolResult(data) {
		result, _ = json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": string(data)}}})
	}
	server, tool := "", ""
	if src := chosen[0].Tool.SourceTool; src != "" {
		if i := strings.LastIndexByte(src, ':'); i > 0 {
			server, tool = src[:i], src[i+1:]
		}
	}
	nt := chosen[0]
	for _, c := range x.g.ForSource(server, tool) {
		if c.Name == nt.Name {
			nt = c
		}
	}
	x.apply(nt, result, x.name, server, tool, x.name)
	x.out.Flush()
	if x.failed > 0 {
		return exitFailure
	}
	return exitOK
}

// isCallToolResult reports whether raw input is a CallToolResult object
// rather than text.
func isCallToolResult(data []byte) bool {
	t := bytes.TrimSpace(data)
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(t, &m) != nil {
		return false
	}
	_, c := m["content"]
	_, s := m["structuredContent"]
	return c || s
}

func (x *extractRun) apply(nt *extract.NamedTool, result []byte, id, server, tool, where string) {
	if nt.Extractor == nil {
		x.failed++
		fmt.Fprintf(x.e.stderr, "mcpsurvey: extract: virtual tool %s: %v\n", nt.Name, nt.Err)
		return
	}
	res, err := nt.Extractor.Apply(result)
	if err != nil {
		x.failed++
		fmt.Fprintf(x.e.stderr, "mcpsurvey: extract: %s: %s/%s: %v\n", where, server, tool, err)
		return
	}
	b, err := json.Marshal(extractLine{ID: id, Server: server, Tool: tool, VirtualTool: nt.Name, Value: res.Value, Account: res.Account})
	if err != nil {
		x.failed++
		fmt.Fprintf(x.e.stderr, "mcpsurvey: extract: %s: %v\n", where, err)
		return
	}
	x.out.Write(b)
	x.out.WriteByte('\n')
}
