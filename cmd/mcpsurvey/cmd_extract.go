package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
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
	out := bufio.NewWriter(e.stdout)
	defer out.Flush()
	x := &extractRun{e: e, g: g, tool: *tool, out: out, name: name}
	return x.run(r)
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

// errRawInput stops the JSON Lines reading when the first non-blank line
// is not an interchange record: the input is one raw tool output.
var errRawInput = errors.New("raw input")

// run reads the input: JSON Lines interchange records when its first
// non-blank line is one, else one raw tool output.
func (x *extractRun) run(r io.Reader) int {
	rec := &recordingReader{r: r}
	jsonl := false
	err := jsonx.ReadLines(rec, maxExtractLine, func(n int, line []byte) error {
		if !jsonl {
			if !isInterchange(line) {
				return errRawInput
			}
			jsonl = true
			rec.stop()
		}
		return x.line(n, line)
	})
	switch {
	case errors.Is(err, errRawInput) || (err == nil && !jsonl):
		return x.rawFrom(rec)
	case err != nil:
		x.out.Flush()
		return failf(x.e, "extract: %v", namedLineError(x.name, err))
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

// recordingReader keeps what is read through it until stop, so that an
// input found not to be JSON Lines can be read again whole.
type recordingReader struct {
	r        io.Reader
	buf      []byte
	stopped  bool
	overflow bool // more than maxRawInput bytes were read before stop
}

func (rr *recordingReader) Read(p []byte) (int, error) {
	n, err := rr.r.Read(p)
	if !rr.stopped && !rr.overflow {
		if len(rr.buf)+n > maxRawInput {
			rr.overflow, rr.buf = true, nil
		} else {
			rr.buf = append(rr.buf, p[:n]...)
		}
	}
	return n, err
}

func (rr *recordingReader) stop() { rr.stopped, rr.buf = true, nil }

// rawFrom reads the whole input (what was recorded and the rest) as one
// raw tool output.
func (x *extractRun) rawFrom(rec *recordingReader) int {
	rest, err := io.ReadAll(io.LimitReader(rec.r, maxRawInput+1))
	if err != nil {
		return failf(x.e, "extract: %s: %v", x.name, err)
	}
	if rec.overflow || len(rec.buf)+len(rest) > maxRawInput {
		return failf(x.e, "extract: %s: raw input larger than %d bytes", x.name, maxRawInput)
	}
	return x.raw(append(rec.buf, rest...))
}

// isInterchange reports whether a line is a JSONL interchange record.
func isInterchange(line []byte) bool {
	names, ok := objectNames(line)
	if !ok {
		return false
	}
	return hasName(names, "kind", "result", "result_raw", "error", "error_raw") ||
		(hasName(names, "server") && hasName(names, "tool"))
}

// line processes interchange line n.
func (x *extractRun) line(n int, line []byte) error {
	l, err := decodeInterchange(line)
	if err != nil {
		return err
	}
	result := firstOf(l.Result, l.ResultRaw)
	if l.Kind == "server" || l.Kind == "tool" || len(result) == 0 {
		return nil
	}
	x.calls++
	id := l.ID
	if id == "" {
		id = fmt.Sprintf("%s:%d", x.name, n)
	}
	matched := false
	for _, nt := range x.g.ForSource(l.Server, l.Tool) {
		if !x.selected(nt) {
			continue
		}
		matched = true
		x.apply(nt, result, id, l.Server, l.Tool, fmt.Sprintf("%s:%d", x.name, n))
	}
	if !matched {
		x.unmatched++
	}
	return nil
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
	names, ok := objectNames(data)
	return ok && hasName(names, "content", "structuredContent")
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
