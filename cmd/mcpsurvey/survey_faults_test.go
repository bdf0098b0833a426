package main

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// TestSurveyFaultsWithRealServers is issue 3's first "done when": every
// fault server (stdio and HTTP) next to the four real servers, in one run
// inside the configured timeouts; each fault is a distinct status or
// event; the real servers' captures are complete; no process is left.
func TestSurveyFaultsWithRealServers(t *testing.T) {
	needNPM(t)
	root := t.TempDir()
	servers := realServersConfig(t, root)
	for _, sc := range []string{"exit-at-start", "crash-mid-call", "hang-init", "hang-call", "banner", "garbage",
		"stderr-flood", "huge-output", "wrong-id", "server-requests", "grandchild", "cursor-loop"} {
		servers["fault-"+sc] = fixtureServer(sc, nil)
	}
	for _, sc := range []string{"http-500", "http-400", "http-drop-stream", "http-lose-session"} {
		h, err := fixture.Handler(sc)
		if err != nil {
			t.Fatal(err)
		}
		ts := httptest.NewServer(h)
		t.Cleanup(ts.Close)
		servers["fault-"+sc] = map[string]any{"url": ts.URL + "/mcp", "type": "http"}
	}
	// Mark this run's servers, so that the scan for leftovers does not
	// count the servers other packages' tests run at the same time.
	mark := "MCPSURVEY_RUN_MARK=" + strconv.FormatInt(time.Now().UnixNano(), 36)
	k, v, _ := strings.Cut(mark, "=")
	for name, entry := range servers {
		e, ok := entry.(map[string]any)
		if !ok || e["command"] == nil {
			continue
		}
		env := map[string]any{}
		switch old := e["env"].(type) {
		case map[string]any:
			for kk, vv := range old {
				env[kk] = vv
			}
		case map[string]string:
			for kk, vv := range old {
				env[kk] = vv
			}
		}
		env[k] = v
		e["env"] = env
		servers[name] = e
	}
	cfg := writeConfig(t, servers)
	db := filepath.Join(t.TempDir(), "c.db")
	start := time.Now()
	out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--format", "json",
		"--call-timeout", "3s", "--init-timeout", "20s", "--server-timeout", "60s")
	if code != 0 {
		t.Fatalf("probe exit %d: %s\n%s", code, out, errs)
	}
	if d := time.Since(start); d > 90*time.Second {
		t.Errorf("survey took %s, beyond the configured timeouts", d)
	}
	var sum struct {
		Servers []serverSummary `json:"servers"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatal(err)
	}
	got := map[string]serverSummary{}
	for _, s := range sum.Servers {
		got[s.Name] = s
	}
	for _, name := range []string{"everything", "memory", "filesystem", "sequential-thinking"} {
		if got[name].Status != "ok" || got[name].Tools == 0 {
			t.Errorf("real server %s: status %s, %d tools (%s)", name, got[name].Status, got[name].Tools, got[name].Error)
		}
	}
	if got["filesystem"].Tools != 14 || got["memory"].Tools != 9 {
		t.Errorf("real captures incomplete: filesystem %d tools, memory %d", got["filesystem"].Tools, got["memory"].Tools)
	}
	// Each fault shows as a status, a call status or an event.
	_, lines := exportServers(t, db)
	check := func(name, what string, ok bool) {
		t.Helper()
		if !ok {
			t.Errorf("%s: %s not recorded (status %s, calls %v, error %q, events %+v)", name, what,
				got[name].Status, got[name].Calls, got[name].Error, lines[name].Events)
		}
	}
	check("fault-exit-at-start", "init_failed with the stderr tail", got["fault-exit-at-start"].Status == "init_failed" && strings.Contains(lines["fault-exit-at-start"].StderrTail, "missing API key"))
	check("fault-crash-mid-call", "crashed", got["fault-crash-mid-call"].Status == "crashed" && got["fault-crash-mid-call"].Calls["crash"] == 1)
	check("fault-hang-init", "init timeout", got["fault-hang-init"].Status == "init_failed" && strings.Contains(got["fault-hang-init"].Error, "no answer within"))
	check("fault-hang-call", "call timeout", got["fault-hang-call"].Calls["timeout"] == 1)
	check("fault-banner", "stdout noise", hasEvent(lines["fault-banner"].Events, "stdout_noise"))
	check("fault-garbage", "stdout noise", hasEvent(lines["fault-garbage"].Events, "stdout_noise") && got["fault-garbage"].Status == "ok")
	check("fault-stderr-flood", "truncated stderr", hasEvent(lines["fault-stderr-flood"].Events, "stderr_truncated"))
	check("fault-huge-output", "too_large call", got["fault-huge-output"].Calls["too_large"] == 1)
	check("fault-wrong-id", "unmatched id and bad version", hasEvent(lines["fault-wrong-id"].Events, "unmatched_id") && hasEvent(lines["fault-wrong-id"].Events, "invalid_frame") && got["fault-wrong-id"].Calls["invalid"] >= 1)
	check("fault-server-requests", "server requests", hasEvent(lines["fault-server-requests"].Events, "server_request"))
	check("fault-cursor-loop", "cursor loop", hasEvent(lines["fault-cursor-loop"].Events, "cursor_loop"))
	check("fault-http-500", "transport error", got["fault-http-500"].Calls["transport_error"] >= 1 && hasEvent(lines["fault-http-500"].Events, "http_status"))
	check("fault-http-400", "init failure with status", got["fault-http-400"].Status == "init_failed" && strings.Contains(got["fault-http-400"].Error, "400"))
	check("fault-http-drop-stream", "dropped stream", hasEvent(lines["fault-http-drop-stream"].Events, "transport") || got["fault-http-drop-stream"].Calls["timeout"] >= 1)
	check("fault-http-lose-session", "lost session", got["fault-http-lose-session"].Status == "list_failed" || got["fault-http-lose-session"].Status == "crashed")

	if m := regexp.MustCompile(`grandchild-pid=(\d+)`).FindStringSubmatch(lines["fault-grandchild"].StderrTail); m == nil {
		t.Errorf("grandchild fixture did not report its child")
	} else if pid, _ := strconv.Atoi(m[1]); alive(pid) {
		t.Errorf("grandchild %d outlived the run", pid)
	}
	if pids := leftovers(mark); len(pids) > 0 {
		t.Errorf("processes left behind: %v", pids)
	}
}

// leftovers scans the process table for server processes of this test:
// fixture subprocesses of the test binary, the npm servers, and sleeps
// spawned by the grandchild fixture.
func leftovers(mark string) []string {
	self := strconv.Itoa(os.Getpid())
	entries, _ := os.ReadDir("/proc")
	var found []string
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil || e.Name() == self {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		cmd := strings.ReplaceAll(string(b), "\x00", " ")
		stat, _ := os.ReadFile("/proc/" + e.Name() + "/stat")
		if f := strings.Fields(string(stat)); len(f) > 2 && f[2] == "Z" {
			continue
		}
		environ, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		if !strings.Contains("\x00"+string(environ)+"\x00", "\x00"+mark+"\x00") {
			continue
		}
		if strings.Contains(cmd, os.Args[0]+" fixture") || strings.Contains(cmd, npmservers.Dir()) {
			found = append(found, e.Name()+": "+cmd)
		}
	}
	return found
}
