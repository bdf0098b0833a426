package probe

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// trEvents collects DialOptions.Event calls.
type trEvents struct {
	mu  sync.Mutex
	evs []capture.Event
}

func (e *trEvents) add(kind, detail, raw string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.evs = append(e.evs, capture.Event{Kind: kind, Detail: detail, Raw: raw})
}

func (e *trEvents) list() []capture.Event {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]capture.Event(nil), e.evs...)
}

func (e *trEvents) kinds(kind string) []capture.Event {
	var out []capture.Event
	for _, ev := range e.list() {
		if ev.Kind == kind {
			out = append(out, ev)
		}
	}
	return out
}

func trDialSh(t *testing.T, script string, opts DialOptions) *StdioConn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := DialStdio(ctx, "sh", []string{"-c", script}, os.Environ(), t.TempDir(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c.(*StdioConn)
}

func trRecv(t *testing.T, c Conn, d time.Duration) ([]byte, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return c.Recv(ctx)
}

func trMustRecv(t *testing.T, c Conn, want string) {
	t.Helper()
	got, err := trRecv(t, c, 20*time.Second)
	if err != nil {
		t.Fatalf("Recv: %v (want %q)", err, want)
	}
	if string(got) != want {
		t.Fatalf("Recv = %q; want %q", got, want)
	}
}

// trNoLeak fails if a goroutine of the named type is still running.
func trNoLeak(t *testing.T, typ string) {
	t.Helper()
	var stacks string
	for i := 0; i < 100; i++ {
		buf := make([]byte, 1<<20)
		stacks = string(buf[:runtime.Stack(buf, true)])
		if !strings.Contains(stacks, typ) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("goroutines of %s still running:\n%s", typ, stacks)
}

func TestStdioLinesExact(t *testing.T) {
	lines := []string{
		`{"jsonrpc":"2.0","id":1,"result":{"a" :  1 , "s":"\u00e9\ud83d\ude00 é"}}`,
		"  {\"x\":[1, 2,\t3]}  ",
		`[{"id":2},{"id":3}]`,
		`"a bare string"`,
	}
	var in bytes.Buffer
	in.WriteString("Server starting on stdio...\n")
	in.WriteString(lines[0] + "\n")
	in.WriteString("\n   \n\r\n")
	in.WriteString(lines[1] + "\r\n")
	in.WriteString("{not json\n")
	in.WriteString(lines[2] + "\n")
	in.WriteString(lines[3]) // no final newline
	dir := t.TempDir()
	file := filepath.Join(dir, "out")
	if err := os.WriteFile(file, in.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var evs trEvents
	c := trDialSh(t, "cat '"+file+"'", DialOptions{Event: evs.add})
	for _, want := range lines {
		trMustRecv(t, c, want)
	}
	_, err := trRecv(t, c, 10*time.Second)
	if !errors.Is(err, io.EOF) || !strings.Contains(err.Error(), "exit status 0") {
		t.Fatalf("err = %v; want EOF with exit status 0", err)
	}
	noise := evs.kinds(capture.EventStdoutNoise)
	if len(noise) != 2 || noise[0].Raw != "Server starting on stdio..." || noise[1].Raw != "{not json" {
		t.Fatalf("noise events = %+v", noise)
	}
	if len(evs.list()) != 2 {
		t.Fatalf("events = %+v; want only the two noise lines", evs.list())
	}
}

func TestStdioSendEcho(t *testing.T) {
	c := trDialSh(t, "exec cat", DialOptions{})
	if c.Pid() <= 0 {
		t.Fatalf("Pid = %d", c.Pid())
	}
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			msg := fmt.Sprintf(`{"id":%d,"pad":"%s"}`, i, strings.Repeat("p", 10000))
			if err := c.Send(context.Background(), []byte(msg)); err != nil {
				t.Error(err)
			}
		}()
	}
	seen := map[string]bool{}
	for i := 0; i < 20; i++ {
		got, err := trRecv(t, c, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		seen[string(got)] = true
	}
	wg.Wait()
	for i := 0; i < 20; i++ {
		if !seen[fmt.Sprintf(`{"id":%d,"pad":"%s"}`, i, strings.Repeat("p", 10000))] {
			t.Fatalf("message %d missing or interleaved", i)
		}
	}
}

func TestStdioTooLargeLine(t *testing.T) {
	script := `printf '{"big":"'; head -c 20000000 /dev/zero | tr '\000' a; printf '"}\n'; echo '{"next":true}'; sleep 300`
	c := trDialSh(t, script, DialOptions{MaxMessage: 1 << 20})
	_, err := trRecv(t, c, 30*time.Second)
	var tl *TooLargeError
	if !errors.As(err, &tl) {
		t.Fatalf("err = %v; want *TooLargeError", err)
	}
	if tl.Size != 20000000+10 || tl.Size <= tl.Limit || tl.Limit != 1<<20 {
		t.Fatalf("Size %d Limit %d", tl.Size, tl.Limit)
	}
	if !bytes.HasPrefix(tl.Head, []byte(`{"big":"aaa`)) || len(tl.Head) != transportPeek {
		t.Fatalf("Head = %q...", tl.Head[:20])
	}
	if !bytes.HasSuffix(tl.Tail, []byte(`aaa"}`)) || len(tl.Tail) != transportPeek {
		t.Fatalf("Tail = ...%q", tl.Tail[len(tl.Tail)-20:])
	}
	trMustRecv(t, c, `{"next":true}`)
}

func TestStdioHugeLineBoundedMemory(t *testing.T) {
	script := `head -c 50000000 /dev/zero | tr '\000' a; echo; echo '{"after":1}'; sleep 300`
	c := trDialSh(t, script, DialOptions{MaxMessage: 8 << 20})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := trRecv(t, c, 60*time.Second)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Size != 50000000 {
		t.Fatalf("err = %v; want a TooLargeError of 50000000 bytes", err)
	}
	runtime.ReadMemStats(&after)
	// Buffering the whole line would allocate well over 50 MB.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 40<<20 {
		t.Fatalf("allocated %d bytes while reading a 50 MB line with an 8 MiB cap", alloc)
	}
	trMustRecv(t, c, `{"after":1}`)
}

func TestStdioStderrFlood(t *testing.T) {
	script := `head -c 50000000 /dev/zero | tr '\000' x >&2; echo tail-end >&2; echo '{"done":1}'; sleep 300`
	c := trDialSh(t, script, DialOptions{StderrTail: 1000})
	trMustRecv(t, c, `{"done":1}`)
	// stderr is read on its own; let it catch up with stdout.
	tail, truncated := c.StderrTail()
	for i := 0; i < 250 && !strings.HasSuffix(tail, "tail-end\n"); i++ {
		time.Sleep(20 * time.Millisecond)
		tail, truncated = c.StderrTail()
	}
	if !truncated || len(tail) != 1000 || !strings.HasSuffix(tail, "xxxtail-end\n") {
		t.Fatalf("tail of %d bytes, truncated %v, ends %q", len(tail), truncated, tail[max(0, len(tail)-20):])
	}

	c2 := trDialSh(t, `echo short >&2; echo '{}'`, DialOptions{})
	trMustRecv(t, c2, `{}`)
	trRecv(t, c2, 10*time.Second) // EOF: stderr is read by then
	c2.Close()
	if tail, truncated := c2.StderrTail(); tail != "short\n" || truncated {
		t.Fatalf("tail %q truncated %v", tail, truncated)
	}
}

func TestStdioExitStatus(t *testing.T) {
	c := trDialSh(t, `echo '{"a":1}'; exit 3`, DialOptions{})
	trMustRecv(t, c, `{"a":1}`)
	_, err := trRecv(t, c, 10*time.Second)
	if !errors.Is(err, io.EOF) || !strings.Contains(err.Error(), "exit status 3") {
		t.Fatalf("err = %v; want EOF naming exit status 3", err)
	}
	// Recv keeps answering the same way.
	if _, err2 := trRecv(t, c, time.Second); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("second Recv: %v", err2)
	}
	if err := c.Send(context.Background(), []byte(`{}`)); err == nil || !strings.Contains(err.Error(), "exit status 3") {
		t.Fatalf("Send after exit: %v", err)
	}
}

func TestStdioRecvTimeoutKeepsConn(t *testing.T) {
	c := trDialSh(t, `read line; echo '{"late":1}'; sleep 300`, DialOptions{})
	_, err := trRecv(t, c, 100*time.Millisecond)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v; want DeadlineExceeded", err)
	}
	if err := c.Send(context.Background(), []byte(`{"go":1}`)); err != nil {
		t.Fatal(err)
	}
	trMustRecv(t, c, `{"late":1}`)
}

func TestStdioSendTimeout(t *testing.T) {
	// The child never reads stdin, so the pipe fills up.
	c := trDialSh(t, `exec sleep 300`, DialOptions{})
	msg := bytes.Repeat([]byte("x"), 1<<20)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := c.Send(ctx, msg)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v; want DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("Send took %v", d)
	}
}

func trProcGone(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	// A zombie waiting for a reaper is dead too.
	if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) {
		return b[i+2] == 'Z'
	}
	return false
}

func TestStdioCloseKillsGroup(t *testing.T) {
	for _, tc := range []struct{ name, trap string }{{"plain", ""}, {"ignores SIGTERM", "trap '' TERM; "}} {
		t.Run(tc.name, func(t *testing.T) {
			pidfile := filepath.Join(t.TempDir(), "pid")
			script := tc.trap + `sleep 300 & echo $! > '` + pidfile + `'; echo '{"ready":1}'; sleep 300; echo never`
			c := trDialSh(t, script, DialOptions{})
			trMustRecv(t, c, `{"ready":1}`)
			b, err := os.ReadFile(pidfile)
			if err != nil {
				t.Fatal(err)
			}
			grandchild, err := strconv.Atoi(strings.TrimSpace(string(b)))
			if err != nil {
				t.Fatal(err)
			}
			if trProcGone(grandchild) {
				t.Fatalf("grandchild %d not running before Close", grandchild)
			}
			start := time.Now()
			done := make(chan struct{})
			go func() { c.Recv(context.Background()); close(done) }() // a concurrent Recv
			if err := c.Close(); err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Fatalf("Close took %v", d)
			}
			if !trProcGone(c.Pid()) {
				t.Fatalf("child %d alive after Close", c.Pid())
			}
			for i := 0; i < 100 && !trProcGone(grandchild); i++ {
				time.Sleep(20 * time.Millisecond)
			}
			if !trProcGone(grandchild) {
				t.Fatalf("grandchild %d alive after Close", grandchild)
			}
			<-done
			if _, err := c.Recv(context.Background()); !errors.Is(err, io.EOF) {
				t.Fatalf("Recv after Close: %v", err)
			}
			if err := c.Send(context.Background(), []byte(`{}`)); err == nil {
				t.Fatal("Send after Close succeeded")
			}
			c.Close() // idempotent
		})
	}
	trNoLeak(t, "(*StdioConn)")
}

func TestStdioCloseConcurrent(t *testing.T) {
	c := trDialSh(t, `exec cat`, DialOptions{})
	var wg sync.WaitGroup
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); c.Close() }()
	}
	wg.Wait()
	if !trProcGone(c.Pid()) {
		t.Fatal("child alive")
	}
	trNoLeak(t, "(*StdioConn)")
}

func TestStdioCloseEscapedHolder(t *testing.T) {
	// A process that leaves the group (setsid) keeps stdout open; Close must
	// still return and leave no reader behind.
	if _, err := os.Stat("/usr/bin/setsid"); err != nil {
		t.Skip("no setsid")
	}
	pidfile := filepath.Join(t.TempDir(), "pid")
	c := trDialSh(t, `setsid sh -c 'echo $$ > `+pidfile+`; exec sleep 300' & sleep 0.2; echo '{"r":1}'; sleep 300`, DialOptions{})
	trMustRecv(t, c, `{"r":1}`)
	start := time.Now()
	c.Close()
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("Close took %v", d)
	}
	trNoLeak(t, "(*StdioConn)")
	if b, err := os.ReadFile(pidfile); err == nil {
		if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && pid > 0 {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

func TestStdioStartFailure(t *testing.T) {
	_, err := DialStdio(context.Background(), "no-such-command-mcpsurvey", nil, os.Environ(), "", DialOptions{})
	if err == nil || !strings.Contains(err.Error(), "no-such-command-mcpsurvey") {
		t.Fatalf("err = %v; want one naming the command", err)
	}
	_, err = DialStdio(context.Background(), "sh", nil, []string{"PATH=/nonexistent"}, "", DialOptions{})
	if err == nil || !strings.Contains(err.Error(), `"sh"`) {
		t.Fatalf("err = %v; want PATH lookup in the given env to fail", err)
	}
	_, err = DialStdio(context.Background(), "sh", []string{"-c", "true"}, os.Environ(), "/nonexistent-dir", DialOptions{})
	if err == nil || !strings.Contains(err.Error(), "sh") {
		t.Fatalf("err = %v; want a start error", err)
	}
}

func TestStdioEnvAndCwd(t *testing.T) {
	dir := t.TempDir()
	c := trDialSh(t, "", DialOptions{})
	c.Close()
	ctx := context.Background()
	conn, err := DialStdio(ctx, "sh", []string{"-c", `printf '{"v":"%s","d":"%s","home":"%s"}\n' "$MCP_T" "$(pwd)" "${HOME-unset}"`},
		[]string{"PATH=" + os.Getenv("PATH"), "MCP_T=ok"}, dir, DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	real, _ := filepath.EvalSymlinks(dir)
	trMustRecv(t, conn, `{"v":"ok","d":"`+real+`","home":"unset"}`)
}
