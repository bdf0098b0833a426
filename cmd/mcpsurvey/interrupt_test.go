package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCtrlCKeepsCaptureAndKillsServers runs mcpsurvey as a real process,
// sends it SIGINT while servers hang, and checks the exit code, that the
// finished servers and the interrupted ones are in the corpus, and that no
// server process survives.
func TestCtrlCKeepsCaptureAndKillsServers(t *testing.T) {
	cfg := writeConfig(t, map[string]any{
		"good":       fixtureServer("good", nil),
		"hang-call":  fixtureServer("hang-call", nil),
		"grandchild": fixtureServer("grandchild", nil),
		"hang-init":  fixtureServer("hang-init", nil),
	})
	db := filepath.Join(t.TempDir(), "c.db")
	cmd := exec.Command(os.Args[0], "probe", "--config", cfg, "--db", db, "--call-timeout", "60s", "--format", "json")
	cmd.Env = append(os.Environ(), "MCPSURVEY_TEST_MAIN=1", "FIXTURE_GRANDCHILD_SECONDS=300")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Wait until the quick server is saved, then interrupt.
	deadline := time.Now().Add(20 * time.Second)
	for {
		time.Sleep(300 * time.Millisecond)
		out, _, _ := cli(t, "corpus", "stats", "--db", db, "--format", "json")
		if strings.Contains(out, `"ok": `) || time.Now().After(deadline) {
			break
		}
	}
	time.Sleep(500 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatalf("mcpsurvey did not stop within 30s of SIGINT; stderr: %s", stderr.String())
	}
	if code := cmd.ProcessState.ExitCode(); code != exitInterrupted {
		t.Errorf("exit code %d, want %d; stderr: %s", code, exitInterrupted, stderr.String())
	}
	var sum struct {
		Servers []serverSummary `json:"servers"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &sum); err != nil {
		t.Fatalf("summary: %v: %s", err, stdout.String())
	}
	statuses := map[string]string{}
	for _, s := range sum.Servers {
		statuses[s.Name] = s.Status
	}
	if statuses["good"] != "ok" || statuses["hang-call"] != "interrupted" || statuses["hang-init"] != "interrupted" {
		t.Errorf("statuses after Ctrl-C: %v", statuses)
	}
	_, lines := exportServers(t, db)
	if len(lines) != 4 {
		t.Errorf("corpus holds %d servers after Ctrl-C, want all 4", len(lines))
	}
	m := regexp.MustCompile(`grandchild-pid=(\d+)`).FindStringSubmatch(lines["grandchild"].StderrTail)
	if m == nil {
		t.Fatalf("no grandchild pid in %q", lines["grandchild"].StderrTail)
	}
	pid, _ := strconv.Atoi(m[1])
	if alive(pid) {
		t.Errorf("grandchild %d survived Ctrl-C", pid)
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
	// --resume redoes only the interrupted servers.
	out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--resume", "--format", "json", "--call-timeout", "1s", "--init-timeout", "1s", "--server-timeout", "10s")
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errs)
	}
	finished := 0
	for _, st := range statuses {
		if st != "interrupted" {
			finished++
		}
	}
	if !strings.Contains(errs, "resume: "+strconv.Itoa(finished)+" servers already in") {
		t.Errorf("resume did not skip the %d finished servers: %s", finished, errs)
	}
	var again struct {
		Servers []serverSummary `json:"servers"`
	}
	_ = json.Unmarshal([]byte(out), &again)
	if len(again.Servers) != 4-finished {
		t.Errorf("resume probed %d servers, want the %d interrupted ones: %s", len(again.Servers), 4-finished, out)
	}
	for _, s := range again.Servers {
		if statuses[s.Name] != "interrupted" {
			t.Errorf("resume probed %s again, which had finished (%s)", s.Name, statuses[s.Name])
		}
	}
}
