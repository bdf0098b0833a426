package realout

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
)

// TestCaptureTune captures the raw outputs of the tune servers for the
// tune set. It runs only with MCPSURVEY_CAPTURE_TUNE=1 and writes
// unlabelled lines (pattern "unstructured", no values) to
// MCPSURVEY_CAPTURE_TUNE_OUT (default: a temporary folder it logs), one
// <server>.jsonl each, plus <server>.tools.json with the tools listed.
// Labels are added by hand afterwards (REALOUT format); the tune set in
// testdata/tune is the labelled copy.
//
// Only the tune servers are run: the held-out servers must stay unseen by
// anyone who writes rules.
func TestCaptureTune(t *testing.T) {
	if os.Getenv("MCPSURVEY_CAPTURE_TUNE") != "1" {
		t.Skip("set MCPSURVEY_CAPTURE_TUNE=1 to capture the tune set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	out := os.Getenv("MCPSURVEY_CAPTURE_TUNE_OUT")
	if out == "" {
		out = t.TempDir()
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	// A fixed folder keeps the paths in the captured answers short and
	// the same from one capture to the next.
	dir := filepath.Join(os.TempDir(), "mcpsurvey-tune")
	t.Cleanup(func() { os.RemoveAll(dir) })
	set, err := realservers.Setup(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := addTuneData(ctx, set); err != nil {
		t.Fatal(err)
	}
	only := os.Getenv("MCPSURVEY_CAPTURE_TUNE_ONLY")
	for _, p := range tunePlans(set) {
		if only != "" && !strings.Contains(","+only+",", ","+p.server+",") {
			continue
		}
		t.Run(p.server, func(t *testing.T) {
			captureServer(ctx, t, set, p, out)
		})
	}
	t.Logf("raw captures in %s", out)
}

// tuneCall is one planned call.
type tuneCall struct {
	tool string
	args string // JSON object
}

// tunePlan is the calls made on one server, in order (writes that fill
// data come before the reads that show it).
type tunePlan struct {
	server, pkg string
	calls       []tuneCall
}

func captureServer(ctx context.Context, t *testing.T, set *realservers.Set, p tunePlan, out string) {
	cmd, err := set.Command(ctx, p.server)
	if err != nil {
		t.Fatal(err)
	}
	c, err := startClient(cmd)
	if err != nil {
		t.Fatalf("%s: %v", p.server, err)
	}
	defer c.close()
	if _, err := c.call(ctx, "initialize", `{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"mcpsurvey-tune","version":"0"}}`); err != nil {
		t.Fatalf("%s: initialize: %v\nstderr: %s", p.server, err, c.stderr())
	}
	if err := c.notify("notifications/initialized"); err != nil {
		t.Fatal(err)
	}
	list, err := c.call(ctx, "tools/list", `{}`)
	if err != nil {
		t.Fatalf("%s: tools/list: %v", p.server, err)
	}
	var tl struct {
		Tools []json.RawMessage `json:"tools"`
	}
	if err := json.Unmarshal(list, &tl); err != nil {
		t.Fatalf("%s: tools/list: %v", p.server, err)
	}
	defs := map[string]json.RawMessage{}
	for _, d := range tl.Tools {
		var n struct{ Name string }
		_ = json.Unmarshal(d, &n)
		defs[n.Name] = d
	}
	if err := os.WriteFile(filepath.Join(out, p.server+".tools.json"), list, 0o644); err != nil {
		t.Fatal(err)
	}
	var lines bytes.Buffer
	count := map[string]int{}
	for _, call := range p.calls {
		def, ok := defs[call.tool]
		if !ok {
			t.Errorf("%s: no tool %q", p.server, call.tool)
			continue
		}
		args := json.RawMessage(call.args)
		params, _ := json.Marshal(map[string]any{"name": call.tool, "arguments": args})
		cctx, ccancel := context.WithTimeout(ctx, 30*time.Second)
		res, err := c.call(cctx, "tools/call", string(params))
		ccancel()
		if err != nil {
			t.Errorf("%s/%s %s: %v (not recorded)", p.server, call.tool, call.args, err)
			continue
		}
		count[call.tool]++
		lines.Write(rawLine(Output{
			ID:     fmt.Sprintf("%s/%s/%d", p.server, call.tool, count[call.tool]),
			Server: p.server, Tool: call.tool, Package: p.pkg,
			ToolDef: def, Arguments: args, Result: res,
			Pattern: "unstructured", Values: []string{},
		}))
	}
	if err := os.WriteFile(filepath.Join(out, p.server+".jsonl"), lines.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var tools []string
	for k := range count {
		tools = append(tools, fmt.Sprintf("%s×%d", k, count[k]))
	}
	sort.Strings(tools)
	t.Logf("%s: %v", p.server, tools)
}

// rawLine is o as one JSONL line with ToolDef, Arguments and Result
// written as the server sent them (json.Marshal would compact and escape
// them).
func rawLine(o Output) []byte {
	str := func(s string) string {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(s)
		return strings.TrimSuffix(b.String(), "\n")
	}
	vals, _ := json.Marshal(o.Values)
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"id":%s,"server":%s,"tool":%s,"package":%s,"tool_def":%s,"arguments":%s,"result":%s,"pattern":%s,"values":%s}`,
		str(o.ID), str(o.Server), str(o.Tool), str(o.Package), o.ToolDef, o.Arguments, o.Result, str(o.Pattern), vals)
	b.WriteByte('\n')
	return b.Bytes()
}

// stdioClient is a minimal MCP client over newline-delimited JSON-RPC that
// keeps every result's bytes as the server sent them.
type stdioClient struct {
	stdin  io.WriteCloser
	wait   func() error
	kill   func() error
	errBuf *lockedBuffer

	mu      sync.Mutex
	nextID  int
	pending map[string]chan rpcReply
	done    chan struct{}
}

type rpcReply struct {
	result json.RawMessage
	err    json.RawMessage
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.b.Len() < 1<<16 {
		l.b.Write(p)
	}
	return len(p), nil
}

func startClient(cmd *exec.Cmd) (*stdioClient, error) {
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	c := &stdioClient{stdin: stdin, errBuf: &lockedBuffer{}, pending: map[string]chan rpcReply{}, done: make(chan struct{})}
	cmd.Stderr = c.errBuf
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c.wait = cmd.Wait
	c.kill = cmd.Process.Kill
	go c.read(stdout)
	return c, nil
}

func (c *stdioClient) stderr() string {
	c.errBuf.mu.Lock()
	defer c.errBuf.mu.Unlock()
	return c.errBuf.b.String()
}

// read hands each response to its caller and answers server requests
// (ping with {}, anything else with method not found).
func (c *stdioClient) read(r io.Reader) {
	defer close(c.done)
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		line, err := br.ReadBytes('\n')
		if t := bytes.TrimSpace(line); len(t) > 0 {
			var m struct {
				ID     json.RawMessage `json:"id"`
				Method string          `json:"method"`
				Result json.RawMessage `json:"result"`
				Error  json.RawMessage `json:"error"`
			}
			if json.Unmarshal(t, &m) == nil {
				switch {
				case m.Method != "" && len(m.ID) > 0:
					reply := `{"jsonrpc":"2.0","id":` + string(m.ID) + `,"error":{"code":-32601,"message":"not supported"}}`
					if m.Method == "ping" {
						reply = `{"jsonrpc":"2.0","id":` + string(m.ID) + `,"result":{}}`
					}
					c.write([]byte(reply))
				case m.Method == "" && len(m.ID) > 0:
					c.mu.Lock()
					ch := c.pending[string(m.ID)]
					delete(c.pending, string(m.ID))
					c.mu.Unlock()
					if ch != nil {
						ch <- rpcReply{result: bytes.Clone(m.Result), err: bytes.Clone(m.Error)}
					}
				}
			}
		}
		if err != nil {
			return
		}
	}
}

func (c *stdioClient) write(b []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := c.stdin.Write(append(b, '\n'))
	return err
}

func (c *stdioClient) notify(method string) error {
	return c.write([]byte(`{"jsonrpc":"2.0","method":"` + method + `"}`))
}

// call sends a request and returns its result bytes as sent, or an error
// holding the JSON-RPC error object.
func (c *stdioClient) call(ctx context.Context, method, params string) (json.RawMessage, error) {
	c.mu.Lock()
	c.nextID++
	id := fmt.Sprint(c.nextID)
	ch := make(chan rpcReply, 1)
	c.pending[id] = ch
	c.mu.Unlock()
	if err := c.write([]byte(`{"jsonrpc":"2.0","id":` + id + `,"method":"` + method + `","params":` + params + `}`)); err != nil {
		return nil, err
	}
	select {
	case r := <-ch:
		if len(r.err) > 0 && string(r.err) != "null" {
			return nil, fmt.Errorf("JSON-RPC error %s", r.err)
		}
		return r.result, nil
	case <-c.done:
		return nil, fmt.Errorf("server closed its output; stderr: %s", c.stderr())
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *stdioClient) close() {
	c.stdin.Close()
	select {
	case <-c.done:
	case <-time.After(3 * time.Second):
		_ = c.kill()
	}
	_ = c.wait()
}
