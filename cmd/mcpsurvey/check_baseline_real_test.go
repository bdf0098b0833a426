package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// TestCheckBaselineRealServer is the baseline round trip on a real corpus:
// survey the pinned npm server-everything (TypeScript SDK), write a
// baseline of all its findings, re-run clean (exit 0 even at --fail-on
// info), then add a server with a new finding (the banner fixture prints
// on stdout: MCP4001) to the same corpus and check that the run fails
// (exit 3) listing that finding only, and that the baseline has no stale
// entry.
func TestCheckBaselineRealServer(t *testing.T) {
	needNPM(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	bl := filepath.Join(dir, "baseline.json")
	cfg := writeConfig(t, map[string]any{
		"everything": map[string]any{"command": npmservers.Bin("mcp-server-everything"), "args": []string{"stdio"}},
	})
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--calls", "explore", "--quiet"); code != exitOK {
		t.Fatalf("probe: exit %d\n%s\n%s", code, out, errs)
	}
	// --slow-init: a machine fact, not the server's (see TestCheckRealServers).
	base := []string{"check", "--db", db, "--slow-init", "120s"}
	out, errs, code := cli(t, append(base, "--format", "json", "--fail-on", "never")...)
	if code != exitOK {
		t.Fatalf("check: exit %d: %s", code, errs)
	}
	known := jsonFindings(t, out)
	t.Logf("findings of the real server: %v", known)
	if len(known) == 0 {
		t.Fatal("server-everything has no finding at all: the round trip would prove nothing")
	}
	if _, errs, code := cli(t, append(base, "--fail-on", "info")...); code != exitFindings {
		t.Fatalf("without a baseline --fail-on info should fail: exit %d: %s", code, errs)
	}
	if _, errs, code := cli(t, append(base, "--fail-on", "never", "--write-baseline", bl)...); code != exitOK {
		t.Fatalf("--write-baseline: exit %d: %s", code, errs)
	}
	entries := readBaselineFile(t, bl).Entries
	if len(entries) == 0 || len(entries) > len(known) {
		t.Fatalf("%d baseline entries for %d findings", len(entries), len(known))
	}

	out, errs, code = cli(t, append(base, "--fail-on", "info", "--baseline", bl, "--format", "json")...)
	if code != exitOK || strings.TrimSpace(out) != "" {
		t.Fatalf("re-run with the baseline: exit %d, output %q: %s", code, out, errs)
	}

	// A new server with a new finding, in the same corpus.
	cfg2 := writeConfig(t, map[string]any{"banner": fixtureServer("banner", nil)})
	if out, errs, code := cli(t, "probe", "--config", cfg2, "--db", db, "--quiet"); code != exitOK {
		t.Fatalf("probe banner: exit %d\n%s\n%s", code, out, errs)
	}
	out, errs, code = cli(t, append(base, "--fail-on", "info", "--baseline", bl, "--format", "json")...)
	if code != exitFindings {
		t.Fatalf("new finding: exit %d, want %d: %s", code, exitFindings, errs)
	}
	if got := jsonFindings(t, out); !slices.Equal(got, []string{"banner MCP4001 "}) {
		t.Errorf("new findings %q, want only the banner's MCP4001", got)
	}
	if !strings.Contains(errs, "0 entries stale") {
		t.Errorf("the real server's entries should all still match: %s", errs)
	}
	// The text output lists the new finding and not the known ones.
	text, _, _ := cli(t, append(base, "--fail-on", "info", "--baseline", bl)...)
	if !strings.Contains(text, "MCP4001") {
		t.Errorf("text output lacks the new finding:\n%s", text)
	}
	for _, k := range known {
		if id := strings.Fields(k)[1]; id != "MCP4001" && strings.Contains(text, id) {
			t.Errorf("text output lists the known finding %s:\n%s", k, text)
		}
	}
}

// TestCheckLateDiscoverAnswer: when the server/discover probe times out
// (here after 1 ms) the session falls back to initialize, and the
// server's answer to the abandoned probe arrives later with no pending
// request. That is mcpsurvey's timeout, not a wrong id from the server:
// MCP4006 must not report it.
func TestCheckLateDiscoverAnswer(t *testing.T) {
	needNPM(t)
	db := filepath.Join(t.TempDir(), "c.db")
	cfg := writeConfig(t, map[string]any{
		"everything": map[string]any{"command": npmservers.Bin("mcp-server-everything"), "args": []string{"stdio"}},
	})
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--discover-timeout", "1ms", "--calls", "none", "--quiet"); code != exitOK {
		t.Fatalf("probe: exit %d\n%s\n%s", code, out, errs)
	}
	export, _ := exportAll(t, db)
	if !strings.Contains(export, `"kind":"unmatched_id"`) {
		t.Skip("the server answered server/discover within 1 ms: no late answer to check")
	}
	out, errs, code := cli(t, "check", "--db", db, "--slow-init", "120s", "--format", "json", "--fail-on", "never")
	if code != exitOK {
		t.Fatalf("check: exit %d: %s", code, errs)
	}
	for _, k := range jsonFindings(t, out) {
		if strings.Contains(k, " MCP4006") {
			t.Errorf("late answer to the abandoned discover probe reported: %s", k)
		}
	}
}
