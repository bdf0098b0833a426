package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestProbeSurvivesFaultyServers: servers that fail to start, exit, hang or
// crash are recorded with status and stderr tail while the others complete,
// and no child (nor grandchild) outlives the run.
func TestProbeSurvivesFaultyServers(t *testing.T) {
	cfg := writeConfig(t, map[string]any{
		"good":          fixtureServer("good", nil),
		"exit-at-start": fixtureServer("exit-at-start", nil),
		"hang-init":     fixtureServer("hang-init", nil),
		"hang-call":     fixtureServer("hang-call", nil),
		"crash":         fixtureServer("crash-mid-call", nil),
		"banner":        fixtureServer("banner", nil),
		"grandchild":    fixtureServer("grandchild", nil),
		"missing":       map[string]any{"command": filepath.Join(t.TempDir(), "no-such-server")},
		"huge":          fixtureServer("huge-output", map[string]string{"FIXTURE_HUGE_BYTES": strconv.Itoa(3 << 20)}),
		"requests":      fixtureServer("server-requests", nil),
		"wrong-id":      fixtureServer("wrong-id", nil),
		"paginated":     fixtureServer("paginated", nil),
		"cursor-loop":   fixtureServer("cursor-loop", nil),
		"flood":         fixtureServer("stderr-flood", nil),
	})
	db := filepath.Join(t.TempDir(), "c.db")
	start := time.Now()
	out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--format", "json",
		"--call-timeout", "2s", "--init-timeout", "2s", "--server-timeout", "20s", "--max-output", "1MiB")
	if code != 0 {
		t.Fatalf("probe exit %d\n%s\n%s", code, out, errs)
	}
	if d := time.Since(start); d > 60*time.Second {
		t.Errorf("the run took %s: a hung server held it up", d)
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
	wantStatus := map[string]string{
		"good": "ok", "banner": "ok", "paginated": "ok", "cursor-loop": "ok", "flood": "ok", "grandchild": "ok", "hang-call": "ok", "huge": "ok", "requests": "ok", "wrong-id": "ok",
		"exit-at-start": "init_failed", "hang-init": "init_failed", "missing": "start_failed", "crash": "crashed",
	}
	for name, want := range wantStatus {
		if got[name].Status != want {
			t.Errorf("server %s: status %q (%s), want %q", name, got[name].Status, got[name].Error, want)
		}
	}
	if got["huge"].Calls["too_large"] != 1 {
		t.Errorf("huge-output: calls %v, want one too_large", got["huge"].Calls)
	}
	if got["hang-call"].Calls["timeout"] != 1 || got["hang-call"].Calls["ok"] < 1 {
		t.Errorf("hang-call: calls %v, want one timeout and the other tool ok", got["hang-call"].Calls)
	}

	_, lines := exportServers(t, db)
	if tail := lines["exit-at-start"].StderrTail; !strings.Contains(tail, "missing API key") {
		t.Errorf("exit-at-start: stderr tail %q lacks the server's message", tail)
	}
	if got["paginated"].Tools != 6 {
		t.Errorf("paginated: %d tools, want 6 from 3 pages", got["paginated"].Tools)
	}
	if ev := lines["cursor-loop"].Events; !hasEvent(ev, "cursor_loop") {
		t.Errorf("cursor-loop: no cursor_loop event: %+v", ev)
	}
	if n := len(lines["flood"].StderrTail); n == 0 || n > 64<<10 {
		t.Errorf("stderr-flood: tail of %d bytes, want 1..64KiB", n)
	}
	if ev := lines["banner"].Events; !hasEvent(ev, "stdout_noise") {
		t.Errorf("banner: no stdout_noise event recorded: %+v", ev)
	}
	if ev := lines["requests"].Events; !hasEvent(ev, "server_request") {
		t.Errorf("server-requests: no server_request event: %+v", ev)
	}
	if ev := lines["wrong-id"].Events; !hasEvent(ev, "unmatched_id") {
		t.Errorf("wrong-id: no unmatched_id event: %+v", ev)
	}
	// The grandchild the fixture spawned is gone.
	m := regexp.MustCompile(`grandchild-pid=(\d+)`).FindStringSubmatch(lines["grandchild"].StderrTail)
	if m == nil {
		t.Fatalf("grandchild fixture did not report its child's pid: %q", lines["grandchild"].StderrTail)
	}
	pid, _ := strconv.Atoi(m[1])
	if alive(pid) {
		t.Errorf("grandchild %d outlived the run", pid)
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
}

func alive(pid int) bool {
	// A zombie is dead for our purpose: check /proc state as well.
	if err := syscall.Kill(pid, 0); err != nil {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	f := strings.Fields(string(b))
	return len(f) > 2 && f[2] != "Z"
}

type serverLine struct {
	Server     string `json:"server"`
	Status     string `json:"status"`
	StderrTail string `json:"stderr_tail"`
	Events     []struct {
		Kind   string `json:"kind"`
		Detail string `json:"detail"`
	} `json:"events"`
}

func hasEvent(ev []struct {
	Kind   string `json:"kind"`
	Detail string `json:"detail"`
}, kind string) bool {
	for _, e := range ev {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

// exportServers returns the export and its server lines by name.
func exportServers(t *testing.T, db string) (string, map[string]serverLine) {
	t.Helper()
	out, _ := exportAll(t, db)
	m := map[string]serverLine{}
	for _, line := range strings.Split(out, "\n") {
		if !strings.Contains(line, `"kind":"server"`) {
			continue
		}
		var s serverLine
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatal(err)
		}
		m[s.Server] = s
	}
	return out, m
}
