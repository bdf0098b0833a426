package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// needBwrap skips a test when bubblewrap is missing, unless the CI asks
// for it (MCPSURVEY_REQUIRE_BWRAP=1), where a missing bwrap fails.
func needBwrap(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("bwrap"); err != nil {
		if os.Getenv("MCPSURVEY_REQUIRE_BWRAP") == "1" {
			t.Fatalf("bwrap not found and MCPSURVEY_REQUIRE_BWRAP=1: %v", err)
		}
		t.Skip("bwrap (Debian package bubblewrap) not installed")
	}
}

// procsMentioning lists the processes whose command line contains s.
func procsMentioning(s string) []string {
	var out []string
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && strings.Contains(string(b), s) {
			out = append(out, e.Name()+": "+strings.ReplaceAll(string(b), "\x00", " "))
		}
	}
	return out
}

// The servers of the pinned set that write and delete files: their
// storage, databases, the --root folder and the git repository must come
// out of a sandboxed `--calls all --allow-destructive` survey unchanged.
var sandboxedWriters = []string{"filesystem", "memory", "knowledge-graph", "taskmanager", "mcp-sqlite", "ea-database", "sqlite-npx", "git", "go-memory"}

func TestSandboxedSurveyCallsEverythingAndLeavesTheHostUnchanged(t *testing.T) {
	if testing.Short() {
		t.Skip("real servers: skipped with -short")
	}
	needBwrap(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	set, err := realservers.Setup(ctx, t.TempDir())
	if err != nil {
		t.Fatalf("preparing the real servers: %v", err)
	}
	var names []string
	for _, n := range sandboxedWriters {
		if _, ok := set.Servers[n]; ok {
			names = append(names, n)
		}
	}
	cfg := filepath.Join(t.TempDir(), "writers.json")
	if err := set.WriteConfig(cfg, names...); err != nil {
		t.Fatal(err)
	}
	before := treeHashes(t, set.Dir)
	out := filepath.Join(t.TempDir(), "report")
	args := []string{"survey", "--config", cfg, "--out", out, "--sandbox", "--calls", "all", "--allow-destructive",
		"--call-timeout", "15s", "--quiet", "--root", set.Root}
	if stdout, errs, code := cli(t, args...); code != exitOK && code != exitFindings {
		t.Fatalf("survey exit %d\n%s\n%s", code, stdout, errs)
	}

	after := treeHashes(t, set.Dir)
	var changed []string
	for k, v := range before {
		if after[k] != v {
			changed = append(changed, k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			changed = append(changed, k+" (new)")
		}
	}
	sort.Strings(changed)
	if len(changed) > 0 {
		t.Errorf("the host changed under a sandboxed survey: %v", changed)
	}
	if left := procsMentioning(set.Dir); len(left) > 0 {
		t.Errorf("processes left after the survey: %v", left)
	}

	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(page), "<dt>sandbox</dt><dd>bwrap net=none</dd>"); n != len(names) {
		t.Errorf("the HTML report says %d servers ran in bwrap net=none, want %d", n, len(names))
	}

	db, err := corpus.Open(ctx, filepath.Join(out, "corpus.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	servers, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	writes := 0
	for _, s := range servers {
		if s.Sandbox != "bwrap net=none" || s.Status != capture.ServerOK {
			t.Errorf("server %s: sandbox %q, status %q (%s)", s.Name, s.Sandbox, s.Status, s.Error)
		}
		for _, c := range s.Calls {
			if c.Status != capture.CallOK {
				continue
			}
			for _, w := range nameWords(c.Tool) {
				if writeWords[w] {
					writes++
					break
				}
			}
		}
	}
	// The writes really happened, inside: the sandbox let them succeed.
	if writes < 5 {
		t.Errorf("only %d write-named calls succeeded inside the sandbox; want the servers' writes to work on their copies", writes)
	}
	t.Logf("%d servers, %d successful write-named calls inside the sandbox", len(servers), writes)
}
