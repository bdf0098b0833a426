package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// startEverythingHTTP runs server-everything in an HTTP mode on a free
// loopback port and returns the port.
func startEverythingHTTP(t *testing.T, mode string) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(npmservers.Bin("mcp-server-everything"), mode)
	cmd.Env = append(cmd.Environ(), fmt.Sprintf("PORT=%d", port))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
	})
	deadline := time.Now().Add(20 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), 200*time.Millisecond)
		if err == nil {
			c.Close()
			return port
		}
		if time.Now().After(deadline) {
			t.Fatalf("server-everything %s did not listen on port %d", mode, port)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestProbeEverythingOverHTTPAndSSE probes the real server-everything over
// Streamable HTTP and over the legacy SSE transport.
func TestProbeEverythingOverHTTPAndSSE(t *testing.T) {
	needNPM(t)
	for _, tc := range []struct{ mode, path, transport string }{
		{"streamableHttp", "/mcp", "http"},
		{"sse", "/sse", "sse"},
	} {
		t.Run(tc.transport, func(t *testing.T) {
			port := startEverythingHTTP(t, tc.mode)
			db := filepath.Join(t.TempDir(), "c.db")
			url := fmt.Sprintf("http://127.0.0.1:%d%s", port, tc.path)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			out, errs, code := cliCtx(ctx, t, "probe", "--url", url, "--transport", tc.transport, "--name", "everything-"+tc.transport,
				"--header", "X-Api-Key="+testSecret, "--db", db, "--format", "json")
			if code != 0 {
				t.Fatalf("probe exit %d: %s %s", code, out, errs)
			}
			var sum struct {
				Servers []serverSummary `json:"servers"`
			}
			if err := json.Unmarshal([]byte(out), &sum); err != nil || len(sum.Servers) != 1 {
				t.Fatalf("summary: %v %s", err, out)
			}
			s := sum.Servers[0]
			if s.Status != "ok" || s.Transport != tc.transport {
				t.Fatalf("status %s transport %s: %s", s.Status, s.Transport, s.Error)
			}
			_, lines := exportAll(t, db)
			var sawEcho, sawStructured bool
			for _, l := range lines {
				if l.Tool == "echo" && strings.Contains(string(l.Result), "Echo: ") {
					sawEcho = true
				}
				if l.Tool == "get-structured-content" && strings.Contains(string(l.Result), `"structuredContent"`) {
					sawStructured = true
				}
			}
			if !sawEcho || !sawStructured {
				t.Errorf("echo called: %v, get-structured-content with structuredContent: %v", sawEcho, sawStructured)
			}
			assertNoSecret(t, db, testSecret)
		})
	}
}
