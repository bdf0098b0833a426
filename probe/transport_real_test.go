package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"
)

// trEverything is the pinned @modelcontextprotocol/server-everything.
const trEverything = "../testdata/npm/node_modules/.bin/mcp-server-everything"

func trEverythingPath(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs(trEverything)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		t.Skipf("%s not installed (npm ci in testdata/npm)", trEverything)
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node not installed")
	}
	return p
}

type trLockedBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *trLockedBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.b.Len() > 1<<20 {
		return len(p), nil
	}
	return l.b.Write(p)
}

func (l *trLockedBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// trStartEverything runs the server in mode on a free 127.0.0.1 port and
// returns the port once it accepts connections.
func trStartEverything(t *testing.T, mode string) int {
	t.Helper()
	bin := trEverythingPath(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()

	var out trLockedBuf
	cmd := exec.Command(bin, mode)
	cmd.Env = append(os.Environ(), "PORT="+strconv.Itoa(port))
	cmd.Stdout = &out
	cmd.Stderr = &out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-exited
	})
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	// node starts slowly on a loaded 2-core machine: wait up to 30s
	for i := 0; i < 300; i++ {
		select {
		case <-exited:
			t.Fatalf("server exited:\n%s", out.String())
		default:
		}
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			return port
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("server did not listen on %s within 30s:\n%s", addr, out.String())
	return 0
}

// trCall sends a request and returns the response with its id, skipping
// notifications and server requests.
func trCall(t *testing.T, c Conn, id int, method string, params any) map[string]json.RawMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	msg, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	if err := c.Send(ctx, msg); err != nil {
		t.Fatalf("%s: Send: %v", method, err)
	}
	for i := 0; i < 1000; i++ {
		raw, err := c.Recv(ctx)
		if err != nil {
			t.Fatalf("%s: Recv: %v", method, err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatalf("%s: bad message %q: %v", method, raw, err)
		}
		if string(m["id"]) == strconv.Itoa(id) && m["method"] == nil {
			if m["error"] != nil {
				t.Fatalf("%s: error %s", method, m["error"])
			}
			return m
		}
	}
	t.Fatalf("%s: no answer", method)
	return nil
}

// trConverse runs initialize, tools/list and an echo call over c.
func trConverse(t *testing.T, c Conn) {
	t.Helper()
	init := trCall(t, c, 1, "initialize", map[string]any{
		"protocolVersion": "2025-11-25",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "mcpsurvey-test", "version": "0"},
	})
	var ir struct {
		ProtocolVersion string `json:"protocolVersion"`
	}
	if err := json.Unmarshal(init["result"], &ir); err != nil || ir.ProtocolVersion == "" {
		t.Fatalf("initialize result %s", init["result"])
	}
	if vs, ok := c.(VersionSetter); ok {
		vs.SetProtocolVersion(ir.ProtocolVersion)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Send(ctx, []byte(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)); err != nil {
		t.Fatalf("notifications/initialized: %v", err)
	}
	list := trCall(t, c, 2, "tools/list", map[string]any{})
	var lr struct {
		Tools []struct {
			Name string `json:"name"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(list["result"], &lr); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, tool := range lr.Tools {
		found = found || tool.Name == "echo"
	}
	if !found {
		t.Fatalf("no echo tool in %s", list["result"])
	}
	call := trCall(t, c, 3, "tools/call", map[string]any{"name": "echo", "arguments": map[string]any{"message": "hi"}})
	if !bytes.Contains(call["result"], []byte("hi")) {
		t.Fatalf("echo result %s", call["result"])
	}
}

func TestRealEverythingStreamableHTTP(t *testing.T) {
	port := trStartEverything(t, "streamableHttp")
	c, err := DialStreamableHTTP(context.Background(), fmt.Sprintf("http://127.0.0.1:%d/mcp", port), nil, nil, DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	trConverse(t, c)
	if c.(SessionIDer).SessionID() == "" {
		t.Fatal("no session id")
	}
	c.Close()
	trNoLeak(t, "(*StreamableHTTPConn)")
}

func TestRealEverythingSSE(t *testing.T) {
	port := trStartEverything(t, "sse")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := DialSSE(ctx, fmt.Sprintf("http://127.0.0.1:%d/sse", port), nil, nil, DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	trConverse(t, c)
	c.Close()
	trNoLeak(t, "(*SSEConn)")
}

func TestRealEverythingStdio(t *testing.T) {
	bin := trEverythingPath(t)
	var evs trEvents
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := DialStdio(ctx, bin, []string{"stdio"}, os.Environ(), "", DialOptions{Event: evs.add})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	trConverse(t, c)
	c.Close()
	if tail, _ := c.(StderrTailer).StderrTail(); tail == "" {
		t.Error("no stderr captured (the server logs its start there)")
	}
	if !trProcGone(c.(*StdioConn).Pid()) {
		t.Fatal("server alive after Close")
	}
	trNoLeak(t, "(*StdioConn)")
}
