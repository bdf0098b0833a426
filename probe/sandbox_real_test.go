package probe

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// These tests run real servers under the real bwrap. They skip only when
// bwrap is missing and MCPSURVEY_REQUIRE_BWRAP is unset (CI sets it).

// The test binary doubles as a program to run inside the sandbox.
func init() {
	switch os.Getenv("MCPSURVEY_SANDBOX_HELPER") {
	case "probe":
		sbHelperProbe()
		os.Exit(0)
	case "sleep":
		signal.Ignore(syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT)
		time.Sleep(5 * time.Minute)
		os.Exit(0)
	}
}

// sbRequest tells the helper what to try; sbReport is what happened.
type sbRequest struct {
	Addr     string // TCP address to connect to
	HostFile string // a host file (in a folder the launch does not name) to write
	HostTmp  string // a host path under /tmp the launch does not name
	HostPid  int    // a host process to SIGKILL
	Marker   string // argument of the grandchild left running
	Stubborn bool   // ignore stdin's end and SIGTERM
}

type sbReport struct {
	Home, TmpDir, Cwd string
	HomeWrite         string // "" when writing in HOME worked, else the error
	TmpWrite          string
	CwdWrite          string
	HostFileWrite     string
	EtcWrite          string
	HostTmpStat       string
	Kill              string
	Dial              string
	Grandchild        string
	Pid               int
	Run               []string // entries of /run
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func sbHelperProbe() {
	in := bufio.NewReader(os.Stdin)
	line, err := in.ReadBytes('\n')
	if err != nil {
		os.Exit(2)
	}
	var req sbRequest
	if err := json.Unmarshal(line, &req); err != nil {
		os.Exit(2)
	}
	if req.Stubborn {
		signal.Ignore(syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT)
	}
	var r sbReport
	r.Pid = os.Getpid()
	r.Home, r.TmpDir = os.Getenv("HOME"), os.Getenv("TMPDIR")
	r.Cwd, _ = os.Getwd()
	r.HomeWrite = errString(os.WriteFile(filepath.Join(r.Home, "f"), []byte("x"), 0o644))
	r.TmpWrite = errString(os.WriteFile(filepath.Join(r.TmpDir, "f"), []byte("x"), 0o644))
	r.CwdWrite = errString(os.WriteFile(filepath.Join(r.Cwd, "sandbox-cwd-write"), []byte("x"), 0o644))
	r.HostFileWrite = errString(os.WriteFile(req.HostFile, []byte("changed"), 0o644))
	r.EtcWrite = errString(os.WriteFile("/etc/mcpsurvey-sandbox-test", []byte("x"), 0o644))
	_, err = os.Stat(req.HostTmp)
	r.HostTmpStat = errString(err)
	r.Kill = errString(syscall.Kill(req.HostPid, syscall.SIGKILL))
	ents, _ := os.ReadDir("/run")
	for _, e := range ents {
		r.Run = append(r.Run, e.Name())
	}
	if c, err := net.DialTimeout("tcp", req.Addr, 3*time.Second); err != nil {
		r.Dial = err.Error()
	} else {
		c.Close()
	}
	gc := exec.Command(os.Args[0], "-test.run=^$", req.Marker)
	gc.Env = append(os.Environ(), "MCPSURVEY_SANDBOX_HELPER=sleep")
	gc.SysProcAttr = &syscall.SysProcAttr{Setsid: true} // a daemon of its own
	r.Grandchild = errString(gc.Start())
	out, _ := json.Marshal(r)
	os.Stdout.Write(append(out, '\n'))
	if req.Stubborn {
		time.Sleep(5 * time.Minute)
	}
	for {
		if _, err := in.ReadBytes('\n'); err != nil {
			return
		}
	}
}

// trSandbox returns a sandbox that passed Check, or skips when bwrap is
// missing and MCPSURVEY_REQUIRE_BWRAP is unset.
func trSandbox(t *testing.T, s *Sandbox) *Sandbox {
	t.Helper()
	if _, err := exec.LookPath("bwrap"); err != nil {
		if os.Getenv("MCPSURVEY_REQUIRE_BWRAP") == "" {
			t.Skip("bwrap not installed (Debian package bubblewrap); set MCPSURVEY_REQUIRE_BWRAP=1 to fail instead")
		}
		t.Fatalf("MCPSURVEY_REQUIRE_BWRAP is set but bwrap is missing: %v", err)
	}
	if s.ScratchDir == "" {
		s.ScratchDir = t.TempDir()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := s.Check(ctx); err != nil {
		t.Fatalf("Check: %v", err)
	}
	return s
}

// trProcsWith returns the pids of processes whose command line or
// environment contains s.
func trProcsWith(s string) []int {
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		for _, f := range []string{"cmdline", "environ"} {
			b, err := os.ReadFile(filepath.Join("/proc", e.Name(), f))
			if err == nil && bytes.Contains(b, []byte(s)) {
				out = append(out, pid)
				break
			}
		}
	}
	return out
}

func trUnique(t *testing.T) string {
	t.Helper()
	b := make([]byte, 8)
	rand.Read(b)
	return "sbmark-" + hex.EncodeToString(b)
}

// trTreeHash describes every entry under dir: type, mode, content hash
// and modification time.
func trTreeHash(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		fi, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			out[rel] = fmt.Sprintf("dir %v", fi.Mode())
		case d.Type()&fs.ModeSymlink != 0:
			l, _ := os.Readlink(p)
			out[rel] = "link " + l
		default:
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			out[rel] = fmt.Sprintf("file %v %x %d", fi.Mode(), sha256.Sum256(b), fi.ModTime().UnixNano())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func trSameTree(t *testing.T, dir string, before map[string]string) {
	t.Helper()
	after := trTreeHash(t, dir)
	for k, v := range before {
		if after[k] != v {
			t.Errorf("host %s changed: %q was %q, now %q", dir, k, v, after[k])
		}
	}
	for k, v := range after {
		if _, ok := before[k]; !ok {
			t.Errorf("host %s changed: new entry %q (%s)", dir, k, v)
		}
	}
}

// trSandboxHelper runs the helper in s with req and returns its report
// and the open connection.
func trSandboxHelper(t *testing.T, s *Sandbox, req sbRequest, cwd string, ev *trEvents) (sbReport, Conn) {
	t.Helper()
	self, err := filepath.Abs(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	env := append(os.Environ(), "MCPSURVEY_SANDBOX_HELPER=probe", "MCPSURVEY_SANDBOX_MARK="+req.Marker)
	opts := DialOptions{StderrTail: 8 << 10}
	if ev != nil {
		opts.Event = ev.add
	}
	c, err := s.DialStdio(ctx, ServerSpec{Command: self, Args: []string{"-test.run=^$"}, Cwd: cwd}, env, opts)
	if err != nil {
		t.Fatalf("DialStdio: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	msg, _ := json.Marshal(req)
	if err := c.Send(ctx, msg); err != nil {
		t.Fatalf("Send: %v", err)
	}
	raw, err := c.Recv(ctx)
	if err != nil {
		tail, _ := c.(StderrTailer).StderrTail()
		t.Fatalf("Recv: %v\nstderr: %s", err, tail)
	}
	var r sbReport
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("report %q: %v", raw, err)
	}
	return r, c
}

// trListener accepts and closes connections on 127.0.0.1 and counts them.
func trListener(t *testing.T) (string, func() int) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	var mu sync.Mutex
	n := 0
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			n++
			mu.Unlock()
			c.Close()
		}
	}()
	return l.Addr().String(), func() int { mu.Lock(); defer mu.Unlock(); return n }
}

// TestSandboxContainment: inside, HOME and TMPDIR are private and
// writable, the host is read-only, host processes and the host's loopback
// are out of reach, and after Close nothing the server started is left
// (also a grandchild in a session of its own, also when the server
// ignores the end of stdin and SIGTERM).
func TestSandboxContainment(t *testing.T) {
	for _, stubborn := range []bool{false, true} {
		t.Run(fmt.Sprintf("stubborn=%v", stubborn), func(t *testing.T) {
			s := trSandbox(t, &Sandbox{})
			cwd, _ := os.Getwd()
			hostDir, err := os.MkdirTemp("/var/tmp", "mcpsurvey-sbtest-")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.RemoveAll(hostDir) })
			hostFile := filepath.Join(hostDir, "keep.txt")
			os.WriteFile(hostFile, []byte("original"), 0o644)
			hostTmp := t.TempDir()

			sleeper := exec.Command("sleep", "60")
			if err := sleeper.Start(); err != nil {
				t.Fatal(err)
			}
			sleeperDone := make(chan struct{})
			go func() { sleeper.Wait(); close(sleeperDone) }()
			t.Cleanup(func() { sleeper.Process.Kill(); <-sleeperDone })

			addr, accepted := trListener(t)
			marker := trUnique(t)
			r, c := trSandboxHelper(t, s, sbRequest{Addr: addr, HostFile: hostFile, HostTmp: hostTmp,
				HostPid: sleeper.Process.Pid, Marker: marker, Stubborn: stubborn}, "", nil)
			t.Logf("report: %+v", r)

			if r.Home != sandboxHome || r.TmpDir != "/tmp" || r.HomeWrite != "" || r.TmpWrite != "" {
				t.Errorf("HOME %q (write: %q), TMPDIR %q (write: %q); want private writable %s and /tmp",
					r.Home, r.HomeWrite, r.TmpDir, r.TmpWrite, sandboxHome)
			}
			if r.Cwd != cwd || r.CwdWrite != "" {
				t.Errorf("cwd %q (write: %q); want %q, writable", r.Cwd, r.CwdWrite, cwd)
			}
			if !strings.Contains(r.HostFileWrite, "read-only") || !strings.Contains(r.EtcWrite, "read-only") {
				t.Errorf("host writes: %q, /etc: %q; want read-only file system errors", r.HostFileWrite, r.EtcWrite)
			}
			if r.HostTmpStat == "" {
				t.Errorf("the host's %s is visible inside", hostTmp)
			}
			if len(r.Run) != 0 {
				t.Errorf("/run inside holds %q; want it empty (host sockets hidden)", r.Run)
			}
			if r.Kill == "" {
				t.Error("the sandbox could signal a host process")
			}
			if r.Dial == "" || accepted() != 0 {
				t.Errorf("the sandbox reached the host's %s (dial error %q)", addr, r.Dial)
			}
			if r.Grandchild != "" {
				t.Fatalf("starting the grandchild: %s", r.Grandchild)
			}
			if r.Pid > 100 {
				t.Errorf("pid inside is %d; want a PID namespace of its own", r.Pid)
			}
			if len(trProcsWith(marker)) < 2 {
				t.Fatalf("the scan finds %v running with the marker; want the helper and its grandchild", trProcsWith(marker))
			}

			t0 := time.Now()
			c.Close()
			t.Logf("Close took %s", time.Since(t0))
			if left := trProcsWith(marker); len(left) > 0 {
				t.Errorf("processes left after Close: %v", left)
			}
			select {
			case <-sleeperDone:
				t.Error("the host process was killed from inside the sandbox")
			default:
			}
			if b, _ := os.ReadFile(hostFile); string(b) != "original" {
				t.Errorf("host file now %q", b)
			}
			if _, err := os.Stat(filepath.Join(cwd, "sandbox-cwd-write")); !os.IsNotExist(err) {
				t.Errorf("the write in the working directory reached the host (%v)", err)
			}
			if ents, _ := os.ReadDir(s.ScratchDir); len(ents) != 0 {
				t.Errorf("scratch folder left: %v", ents)
			}
		})
	}
}

// TestSandboxNetwork: with net=none the host's 127.0.0.1 is not the
// sandbox's loopback; with net=host it is.
func TestSandboxNetwork(t *testing.T) {
	for _, tc := range []struct {
		net   string
		reach bool
	}{{SandboxNetNone, false}, {SandboxNetHost, true}} {
		t.Run(tc.net, func(t *testing.T) {
			s := trSandbox(t, &Sandbox{Net: tc.net})
			addr, accepted := trListener(t)
			r, c := trSandboxHelper(t, s, sbRequest{Addr: addr, HostFile: "/nonexistent/x", HostTmp: "/tmp/nonexistent",
				HostPid: 999999, Marker: trUnique(t)}, "", nil)
			c.Close()
			if got := r.Dial == ""; got != tc.reach {
				t.Errorf("net=%s: connecting to the host's %s: error %q; want reachable=%v", tc.net, addr, r.Dial, tc.reach)
			}
			if tc.reach && accepted() == 0 {
				t.Errorf("net=%s: the host listener saw no connection", tc.net)
			}
		})
	}
}

// trNPMServer installs the pinned servers and returns one's executable.
func trNPMServer(t *testing.T, name string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := npmservers.Ensure(ctx); err != nil {
		t.Fatalf("installing the pinned MCP servers: %v", err)
	}
	bin := npmservers.Bin(name)
	if _, err := os.Stat(bin); err != nil {
		t.Fatal(err)
	}
	return bin
}

// trScanPlanner counts, while the server runs, the processes that
// mention a string (to show the leak scan finds them).
type trScanPlanner struct {
	Planner
	mark string
	mu   *sync.Mutex
	seen *int
}

func (p trScanPlanner) Plan(server string, tool capture.Tool) Decision {
	n := len(trProcsWith(p.mark))
	p.mu.Lock()
	if n > *p.seen {
		*p.seen = n
	}
	p.mu.Unlock()
	return p.Planner.Plan(server, tool)
}

// trSandboxProbe probes spec in s with planner and checks what every
// sandboxed probe must show: Sandbox recorded, tools listed, the host
// folder unchanged, no process left.
func trSandboxProbe(t *testing.T, s *Sandbox, spec ServerSpec, planner Planner, hostDir, mark string) *capture.Server {
	t.Helper()
	before := trTreeHash(t, hostDir)
	var mu sync.Mutex
	seen := 0
	opts := Options{Sandbox: s, Planner: trScanPlanner{planner, mark, &mu, &seen}, CallTimeout: 30 * time.Second,
		ServerTimeout: 3 * time.Minute}
	var srv *capture.Server
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	err := Run(ctx, []ServerSpec{spec}, RunOptions{Options: opts, Jobs: 1, Save: func(s *capture.Server) error {
		srv = s
		return nil
	}})
	if err != nil || srv == nil {
		t.Fatalf("Run: %v (capture %v)", err, srv)
	}
	if srv.Status != capture.ServerOK || len(srv.Tools) == 0 {
		t.Fatalf("status %q (%s), %d tools; stderr:\n%s", srv.Status, srv.Error, len(srv.Tools), srv.StderrTail)
	}
	if srv.Sandbox != s.Describe() {
		t.Errorf("capture's Sandbox = %q; want %q", srv.Sandbox, s.Describe())
	}
	if seen == 0 {
		t.Errorf("no process mentioning %s seen while the server ran: the leak scan is blind", mark)
	}
	if left := trProcsWith(mark); len(left) > 0 {
		t.Errorf("processes left after the probe: %v", left)
	}
	trSameTree(t, hostDir, before)
	if ents, _ := os.ReadDir(s.ScratchDir); len(ents) != 0 {
		t.Errorf("scratch folder left: %v", ents)
	}
	return srv
}

func trCallText(c capture.Call) string {
	var r struct {
		Content []struct {
			Text string `json:"text"`
		} `json:"content"`
	}
	json.Unmarshal(c.Result, &r)
	var parts []string
	for _, x := range r.Content {
		parts = append(parts, x.Text)
	}
	return strings.Join(parts, " ")
}

// trFilesDir makes a folder of files for a filesystem server.
func trFilesDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "files")
	for name, body := range map[string]string{
		"a.txt":            "alpha\nbeta\n",
		"notes/todo.md":    "# todo\n- one\n",
		"notes/deep/x.csv": "k,v\n1,2\n",
		"example":          "a file named like synthesized arguments\n",
	} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var trWriteTools = map[string]bool{"write_file": true, "edit_file": true, "create_directory": true, "move_file": true}

// TestSandboxFilesystemServer runs the real server-filesystem with every
// tool called, destructive ones included, then a write and a move of real
// files: they succeed inside, and the host folder is unchanged.
func TestSandboxFilesystemServer(t *testing.T) {
	s := trSandbox(t, &Sandbox{})
	bin := trNPMServer(t, "mcp-server-filesystem")
	dir := trFilesDir(t)
	spec := ServerSpec{Name: "filesystem", Transport: capture.TransportStdio, Command: bin, Args: []string{dir}}
	s.Writable = []string{dir}

	srv := trSandboxProbe(t, s, spec, Policy{Mode: CallsAll, AllowDestructive: true}, dir, dir)
	called := map[string]bool{}
	for _, c := range srv.Calls {
		called[c.Tool] = true
		t.Logf("%s %s %s (%dms): %.200s", c.Tool, c.Arguments, c.Status, c.DurationMS, trCallText(c))
	}
	for tool := range trWriteTools {
		if !called[tool] {
			t.Errorf("%s was not called under --calls all --allow-destructive", tool)
		}
	}

	for _, tc := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"write_file", map[string]any{"path": filepath.Join(dir, "new.txt"), "content": "written inside\n"}, "Successfully wrote"},
		{"write_file", map[string]any{"path": filepath.Join(dir, "a.txt"), "content": "overwritten\n"}, "Successfully wrote"},
		{"move_file", map[string]any{"source": filepath.Join(dir, "notes", "todo.md"), "destination": filepath.Join(dir, "moved.md")}, "Successfully moved"},
		{"create_directory", map[string]any{"path": filepath.Join(dir, "made", "inside")}, "Successfully created"},
	} {
		args, _ := json.Marshal(tc.args)
		fp := FixedPlanner{Tool: tc.tool, Calls: []PlannedCall{{Arguments: args, Origin: capture.OriginCLI}}}
		srv := trSandboxProbe(t, s, spec, fp, dir, dir)
		if len(srv.Calls) != 1 {
			t.Fatalf("%s: %d calls; want 1", tc.tool, len(srv.Calls))
		}
		c := srv.Calls[0]
		if c.Status != capture.CallOK || !strings.Contains(trCallText(c), tc.want) {
			t.Errorf("%s %s: %s %s %s; want ok, %q", tc.tool, args, c.Status, c.Result, c.Detail, tc.want)
		}
	}
}

// TestSandboxMemoryServer runs the real server-memory, whose memory file
// is given by MEMORY_FILE_PATH, with every tool called: it writes the
// file inside; the host's stays as it was.
func TestSandboxMemoryServer(t *testing.T) {
	s := trSandbox(t, &Sandbox{})
	bin := trNPMServer(t, "mcp-server-memory")
	dir := filepath.Join(t.TempDir(), "memory")
	os.MkdirAll(dir, 0o755)
	mem := filepath.Join(dir, "memory.jsonl")
	os.WriteFile(mem, []byte(`{"type":"entity","name":"host","entityType":"thing","observations":["before"]}`+"\n"), 0o644)
	spec := ServerSpec{Name: "memory", Transport: capture.TransportStdio, Command: bin,
		Env: map[string]string{"MEMORY_FILE_PATH": mem}}

	srv := trSandboxProbe(t, s, spec, Policy{Mode: CallsAll, AllowDestructive: true}, dir, mem)
	wrote := false
	for _, c := range srv.Calls {
		t.Logf("%s %s %s (%dms): %.200s", c.Tool, c.Arguments, c.Status, c.DurationMS, trCallText(c))
		if c.Tool == "create_entities" && c.Status == capture.CallOK {
			wrote = true
		}
	}
	if len(srv.Calls) < 5 {
		t.Errorf("%d calls; want every tool called", len(srv.Calls))
	}
	if !wrote {
		t.Error("no create_entities call succeeded inside the sandbox")
	}

	args, _ := json.Marshal(map[string]any{"entities": []map[string]any{{"name": "inside", "entityType": "test", "observations": []string{"made in the sandbox"}}}})
	fp := FixedPlanner{Tool: "create_entities", Calls: []PlannedCall{{Arguments: args, Origin: capture.OriginCLI}}}
	srv = trSandboxProbe(t, s, spec, fp, dir, mem)
	if len(srv.Calls) != 1 || srv.Calls[0].Status != capture.CallOK || !strings.Contains(trCallText(srv.Calls[0]), "inside") {
		t.Errorf("create_entities: %+v", srv.Calls)
	}
	if b, _ := os.ReadFile(mem); bytes.Contains(b, []byte("inside")) || !bytes.Contains(b, []byte("before")) {
		t.Errorf("host memory file now %q", b)
	}
}

func TestSandboxMissingCwd(t *testing.T) {
	s := trSandbox(t, &Sandbox{})
	cwd := filepath.Join(t.TempDir(), "gone")
	_, err := s.DialStdio(context.Background(), ServerSpec{Command: "true", Cwd: cwd}, nil, DialOptions{})
	if err == nil || !strings.Contains(err.Error(), cwd) {
		t.Errorf("DialStdio in a missing folder = %v; want an error naming it", err)
	}
}

// TestSandboxTooLargeStaysReadOnly: a folder over the copy budget is not
// copied; it stays read-only inside, an event says so, and later launches
// do not try again.
func TestSandboxTooLargeStaysReadOnly(t *testing.T) {
	s := trSandbox(t, &Sandbox{MaxCopyFiles: 5})
	big := filepath.Join(t.TempDir(), "big")
	os.MkdirAll(big, 0o755)
	for i := 0; i < 10; i++ {
		os.WriteFile(filepath.Join(big, fmt.Sprint(i)), []byte("x"), 0o644)
	}
	before := trTreeHash(t, big)
	for i := 0; i < 2; i++ {
		var ev trEvents
		r, c := trSandboxHelper(t, s, sbRequest{Addr: "127.0.0.1:1", HostFile: "/nonexistent/x", HostTmp: "/tmp/nonexistent",
			HostPid: 999999, Marker: trUnique(t)}, big, &ev)
		c.Close()
		if r.Cwd != big || !strings.Contains(r.CwdWrite, "read-only") {
			t.Errorf("launch %d: cwd %q, write %q; want %s read-only", i, r.Cwd, r.CwdWrite, big)
		}
		found := false
		for _, e := range ev.kinds(capture.EventTransport) {
			found = found || strings.Contains(e.Detail, big) && strings.Contains(e.Detail, "read-only")
		}
		if !found {
			t.Errorf("launch %d: no event says %s stays read-only: %+v", i, big, ev.list())
		}
	}
	trSameTree(t, big, before)
}
