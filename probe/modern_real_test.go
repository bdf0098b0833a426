package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/gosdkservers"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// gosdkBin builds (once) and returns a go-sdk v1.8.0 example server.
func gosdkBin(t *testing.T, name string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the go-sdk example servers")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := gosdkservers.Ensure(ctx); err != nil {
		t.Skipf("go-sdk example servers not built: %v", err)
	}
	return gosdkservers.Bin(name)
}

// allPolicy calls every tool once with synthesized arguments.
var allPolicy = Policy{Mode: CallsAll, AllowDestructive: true, CallsPerTool: 1}

// checkModernCapture asserts what a 2026-07-28 survey of the go-sdk
// everything example must record.
func checkModernCapture(t *testing.T, srv *capture.Server) {
	t.Helper()
	if srv.Status != capture.ServerOK {
		t.Fatalf("status %s: %s\nevents: %+v", srv.Status, srv.Error, srv.Events)
	}
	if srv.ProtocolPath != capture.PathDiscover || srv.ProtocolVersion != ModernVersion {
		t.Fatalf("path %q version %q, want discover %s\nevents: %+v", srv.ProtocolPath, srv.ProtocolVersion, ModernVersion, srv.Events)
	}
	if len(srv.DiscoverResult) == 0 || !slices.Contains(srv.AdvertisedVersions, ModernVersion) {
		t.Fatalf("discover result %s, advertised %v", srv.DiscoverResult, srv.AdvertisedVersions)
	}
	if len(srv.InitializeResult) != 0 {
		t.Errorf("initialize result recorded in a stateless session: %s", srv.InitializeResult)
	}
	if srv.ServerName != "everything" {
		t.Errorf("server name %q, want everything (from the results' _meta serverInfo)", srv.ServerName)
	}
	if len(srv.Tools) != 10 {
		t.Errorf("%d tools listed, want the example's 10", len(srv.Tools))
	}
	rounds := map[int]int{}
	for _, lr := range srv.ListResults {
		rounds[lr.Round]++
	}
	if rounds[1] == 0 || rounds[1] != rounds[2] {
		t.Errorf("list results per round %v, want the same number of pages in rounds 1 and 2", rounds)
	}
	checkStatelessWire(t, srv)
	typed := 0
	for _, c := range srv.Calls {
		if c.Result != nil && c.ResultType != "" {
			typed++
		}
		if c.ResultType == capture.ResultInputRequired && (c.Status != capture.CallInputRequired || len(c.InputRequests) == 0) {
			t.Errorf("call %s: input_required result recorded as %s with input requests %s", c.ID, c.Status, c.InputRequests)
		}
	}
	if len(srv.Calls) == 0 || typed == 0 {
		t.Fatalf("%d calls, %d with a resultType", len(srv.Calls), typed)
	}
}

func TestModernGoSDKEverythingStdio(t *testing.T) {
	bin := gosdkBin(t, "everything")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv := Probe(ctx, ServerSpec{Name: "everything", Transport: capture.TransportStdio, Command: bin},
		Options{Planner: allPolicy, CallTimeout: 10 * time.Second})
	checkModernCapture(t, srv)
	logCalls(t, srv)
}

// TestModernGoSDKEverythingHTTP: the everything example serves Streamable
// HTTP with the SDK's stateful handler, which advertises only 2025-11-25
// and older in server/discover: the probe takes the advertised versions
// and falls back to initialize, with the discover result recorded.
func TestModernGoSDKEverythingHTTP(t *testing.T) {
	bin := gosdkBin(t, "everything")
	url := startGoSDKHTTP(t, bin, nil, "-http")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv := Probe(ctx, ServerSpec{Name: "everything", Transport: capture.TransportHTTP, URL: url},
		Options{Planner: Policy{Mode: CallsReadOnly}, CallTimeout: 10 * time.Second})
	if srv.Status != capture.ServerOK {
		t.Fatalf("status %s: %s", srv.Status, srv.Error)
	}
	if srv.ProtocolPath != capture.PathInitialize || srv.ProtocolVersion != "2025-11-25" {
		t.Fatalf("path %q version %q, want initialize 2025-11-25", srv.ProtocolPath, srv.ProtocolVersion)
	}
	if len(srv.DiscoverResult) == 0 || slices.Contains(srv.AdvertisedVersions, ModernVersion) || !slices.Contains(srv.AdvertisedVersions, "2025-11-25") {
		t.Fatalf("discover result %s, advertised %v", srv.DiscoverResult, srv.AdvertisedVersions)
	}
	if srv.SessionID == "" {
		t.Errorf("the stateful session after initialize has no session id")
	}
}

// TestModernGoSDKStatelessHTTP surveys a stateless go-sdk Streamable HTTP
// server (the distributed example's backend) in 2026-07-28: discover, no
// session id, per-request headers, tools listed twice and called.
func TestModernGoSDKStatelessHTTP(t *testing.T) {
	bin := gosdkBin(t, "distributed")
	url := startGoSDKHTTP(t, bin, func(port string) []string {
		return []string{gosdkservers.DistributedChildEnv + "=" + port}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv := Probe(ctx, ServerSpec{Name: "counter", Transport: capture.TransportHTTP, URL: url},
		Options{Planner: allPolicy, CallTimeout: 10 * time.Second})
	if srv.Status != capture.ServerOK {
		t.Fatalf("status %s: %s\nevents %+v", srv.Status, srv.Error, srv.Events)
	}
	if srv.ProtocolPath != capture.PathDiscover || srv.ProtocolVersion != ModernVersion || srv.SessionID != "" {
		t.Fatalf("path %q version %q session %q, want a stateless %s session", srv.ProtocolPath, srv.ProtocolVersion, srv.SessionID, ModernVersion)
	}
	if srv.ServerName != "counter" || len(srv.Tools) != 1 || len(srv.Calls) != 1 {
		t.Fatalf("server %q, %d tools, %d calls", srv.ServerName, len(srv.Tools), len(srv.Calls))
	}
	c := srv.Calls[0]
	if c.Status != capture.CallOK || c.ResultType != capture.ResultComplete {
		t.Errorf("inc: %s resultType %q: %s %s", c.Status, c.ResultType, c.Result, c.Error)
	}
	checkStatelessWire(t, srv)
}

func logCalls(t *testing.T, srv *capture.Server) {
	for _, c := range srv.Calls {
		t.Logf("%s: %s resultType=%q %s", c.Tool, c.Status, c.ResultType, firstBytes(c.Result, c.Error))
	}
}

func firstBytes(a, b json.RawMessage) string {
	s := string(a) + string(b)
	if len(s) > 160 {
		s = s[:160]
	}
	return s
}

// startGoSDKHTTP runs a go-sdk example on a free 127.0.0.1 port, the
// address given either by env(port) or as the value of flag, and returns
// its endpoint URL once it accepts connections.
func startGoSDKHTTP(t *testing.T, bin string, env func(port string) []string, flag ...string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	_, port, _ := net.SplitHostPort(addr)
	var out bytes.Buffer
	var args []string
	if len(flag) > 0 {
		args = []string{flag[0], addr}
	}
	cmd := exec.Command(bin, args...)
	if env != nil {
		cmd.Env = append(os.Environ(), env(port)...)
	}
	cmd.Stdout, cmd.Stderr = &out, &out
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
	for i := 0; i < 100; i++ {
		select {
		case <-exited:
			t.Fatalf("server exited: %s", out.String())
		default:
		}
		if c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond); err == nil {
			c.Close()
			return "http://" + addr + "/"
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("%s did not listen on %s", bin, addr)
	return ""
}

// TestModernFallbackTSEverything: the TS SDK's server-everything does not
// know server/discover; it is surveyed in 2025-11-25 through initialize,
// without waiting for the discover timeout.
func TestModernFallbackTSEverything(t *testing.T) {
	bin := trEverythingPath(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	t0 := time.Now()
	srv := Probe(ctx, ServerSpec{Name: "ts-everything", Transport: capture.TransportStdio, Command: bin},
		Options{Planner: Policy{Mode: CallsReadOnly}, CallTimeout: 10 * time.Second, DiscoverTimeout: 30 * time.Second})
	if srv.Status != capture.ServerOK {
		t.Fatalf("status %s: %s", srv.Status, srv.Error)
	}
	if srv.ProtocolPath != capture.PathInitialize || srv.ProtocolVersion != "2025-11-25" || len(srv.InitializeResult) == 0 {
		t.Fatalf("path %q version %q, want initialize 2025-11-25", srv.ProtocolPath, srv.ProtocolVersion)
	}
	if len(srv.DiscoverResult) != 0 || len(srv.DiscoverError) == 0 {
		t.Errorf("discover result %s error %s, want only an error", srv.DiscoverResult, srv.DiscoverError)
	}
	if d := time.Since(t0); d > 25*time.Second {
		t.Errorf("survey took %s: the discover error must not wait for the timeout", d)
	}
	for _, w := range srv.Wire {
		if w.Method != "server/discover" {
			t.Errorf("wire of an initialize session holds %s (only the discover probe is kept)", w.Method)
		}
	}
	if !strings.Contains(string(srv.DiscoverError), "code") {
		t.Errorf("discover error %s", srv.DiscoverError)
	}
	t.Logf("discover error %s; %d tools; %s", srv.DiscoverError, len(srv.Tools), strconv.Itoa(len(srv.Calls)))
}

// checkStatelessWire asserts that every request a stateless session sent
// carries the per-request _meta, that no handshake, ping or
// logging/setLevel was sent, and that the answers were recorded.
func checkStatelessWire(t *testing.T, srv *capture.Server) {
	t.Helper()
	sent := map[string]int{}
	recv := 0
	for _, w := range srv.Wire {
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params struct {
				Meta map[string]json.RawMessage `json:"_meta"`
			} `json:"params"`
		}
		if err := json.Unmarshal(w.Raw, &m); err != nil {
			t.Fatalf("wire message %s: %v", w.Raw, err)
		}
		if w.Dir == capture.WireRecv {
			recv++
			continue
		}
		if m.Method == "" {
			continue // our answer to a server request
		}
		sent[m.Method]++
		if len(m.ID) == 0 {
			continue // a notification
		}
		if string(m.Params.Meta[MetaProtocolVersion]) != `"`+ModernVersion+`"` || len(m.Params.Meta[MetaClientCapabilities]) == 0 {
			t.Errorf("request without the per-request _meta: %s", w.Raw)
		}
	}
	for _, banned := range []string{"initialize", "notifications/initialized", "ping", "logging/setLevel"} {
		if sent[banned] > 0 {
			t.Errorf("sent %s %d times in a stateless session", banned, sent[banned])
		}
	}
	if sent["server/discover"] == 0 || sent["tools/list"] < 2 || sent["tools/call"] == 0 {
		t.Errorf("sent %v, want server/discover, two tools/list and tools/call", sent)
	}
	if recv < sent["server/discover"]+sent["tools/list"]+sent["tools/call"] {
		t.Errorf("%d messages received on the wire for %v sent", recv, sent)
	}
}
