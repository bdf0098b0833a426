package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// calledTools runs a probe of the recorder fixture with extra flags and
// returns the tools the fixture says were called.
func calledTools(t *testing.T, flags ...string) []string {
	t.Helper()
	log := filepath.Join(t.TempDir(), "calls.log")
	cfg := writeConfig(t, map[string]any{"rec": fixtureServer("recorder", map[string]string{"FIXTURE_CALL_LOG": log})})
	args := append([]string{"probe", "--config", cfg, "--db", filepath.Join(t.TempDir(), "c.db"), "--quiet"}, flags...)
	if _, errs, code := cli(t, args...); code != 0 {
		t.Fatalf("probe %v: %d %s", flags, code, errs)
	}
	b, err := os.ReadFile(log)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			seen[f[0]] = true
		}
	}
	var names []string
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// TestDefaultPolicyNeverCallsDestructiveTools asks the server itself what
// was called, under each policy.
func TestDefaultPolicyNeverCallsDestructiveTools(t *testing.T) {
	for _, tc := range []struct {
		flags []string
		want  string
	}{
		{nil, "read_only"},
		{[]string{"--calls", "all"}, "additive,read_only"},
		{[]string{"--calls", "all", "--allow-destructive"}, "additive,contradictory,destructive,read_only,unannotated"},
		{[]string{"--calls", "none"}, ""},
	} {
		if got := strings.Join(calledTools(t, tc.flags...), ","); got != tc.want {
			t.Errorf("probe %v called %q, want %q", tc.flags, got, tc.want)
		}
	}
}
