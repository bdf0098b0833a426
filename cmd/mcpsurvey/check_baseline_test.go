package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// jsonFindings parses `check --format json` output into "server check tool"
// keys, sorted.
func jsonFindings(t *testing.T, out string) []string {
	t.Helper()
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var l findingLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("check output line: %v: %s", err, line)
		}
		got = append(got, l.Server+" "+l.CheckID+" "+l.Tool)
	}
	slices.Sort(got)
	return got
}

// readBaselineFile reads a baseline the way a user's editor sees it.
func readBaselineFile(t *testing.T, path string) Baseline {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var bl Baseline
	if err := json.Unmarshal(b, &bl); err != nil {
		t.Fatalf("baseline %s: %v\n%s", path, err, b)
	}
	return bl
}

func TestCheckBaselineRoundTrip(t *testing.T) {
	dir := t.TempDir()
	blPath := filepath.Join(dir, "baseline.json")
	db := checkCorpus(t, checkServer("cli"), warnServer(), cleanServer())

	before, _, code := cli(t, "check", "--db", db, "--format", "json", "--fail-on", "never")
	if code != exitOK {
		t.Fatalf("check: exit %d", code)
	}
	all := jsonFindings(t, before)
	if len(all) < 4 {
		t.Fatalf("the fixture corpus should have findings: %v", all)
	}

	// Write a baseline of every finding (--fail-on never).
	_, errs, code := cli(t, "check", "--db", db, "--write-baseline", blPath, "--fail-on", "never")
	if code != exitOK || !strings.Contains(errs, "written to "+blPath) {
		t.Fatalf("--write-baseline: exit %d: %s", code, errs)
	}
	bl := readBaselineFile(t, blPath)
	if bl.Format != BaselineFormat {
		t.Errorf("format %q", bl.Format)
	}
	var keys []string
	for _, e := range bl.Entries {
		keys = append(keys, e.Server+" "+e.Check+" "+e.Tool)
		if e.Reason != baselineReasonTODO || e.Severity == "" || e.Message == "" {
			t.Errorf("entry %+v: want the placeholder reason, a severity and a message", e)
		}
	}
	slices.Sort(keys)
	if !slices.Equal(keys, slices.Compact(slices.Clone(all))) {
		t.Errorf("baseline entries:\n%s\nfindings:\n%s", strings.Join(keys, "\n"), strings.Join(all, "\n"))
	}

	// Re-run with the baseline: clean, even at --fail-on info.
	out, errs, code := cli(t, "check", "--db", db, "--baseline", blPath, "--format", "json", "--fail-on", "info")
	if code != exitOK || strings.TrimSpace(out) != "" {
		t.Fatalf("with the baseline: exit %d, output %q, stderr %s", code, out, errs)
	}
	if !strings.Contains(errs, "known findings suppressed, 0 findings new, 0 entries stale") {
		t.Errorf("stderr: %s", errs)
	}

	text, _, _ := cli(t, "check", "--db", db, "--baseline", blPath)
	if !strings.Contains(text, "server bad (protocol 2025-11-25, status ok) [") || !strings.Contains(text, "suppressed by the baseline]: no findings") {
		t.Errorf("text output with the baseline:\n%s", text)
	}

	// A new finding: a second server with a banner on stdout and a bad tool
	// name. Only its findings are listed, and the run fails.
	extra := checkServer("cli")
	extra.Name = "bad2"
	db2 := checkCorpus(t, checkServer("cli"), warnServer(), cleanServer(), extra)
	out, errs, code = cli(t, "check", "--db", db2, "--baseline", blPath, "--format", "json")
	if code != exitFindings {
		t.Fatalf("new finding: exit %d, want %d: %s", code, exitFindings, errs)
	}
	for _, k := range jsonFindings(t, out) {
		if !strings.HasPrefix(k, "bad2 ") {
			t.Errorf("a known finding was listed: %s", k)
		}
	}
	if n := len(jsonFindings(t, out)); n == 0 {
		t.Error("no new finding listed")
	}

	// The reasons the user writes survive a re-write.
	bl.Entries[0].Reason = "accepted: upstream issue #12"
	b, _ := json.MarshalIndent(bl, "", "  ")
	if err := os.WriteFile(blPath, b, 0o644); err != nil {
		t.Fatal(err)
	}
	blPath2 := filepath.Join(dir, "baseline2.json")
	if _, errs, code := cli(t, "check", "--db", db2, "--baseline", blPath, "--write-baseline", blPath2, "--fail-on", "never"); code != exitOK {
		t.Fatalf("re-write: exit %d: %s", code, errs)
	}
	bl2 := readBaselineFile(t, blPath2)
	kept, fresh := 0, 0
	for _, e := range bl2.Entries {
		if e.Reason == "accepted: upstream issue #12" {
			kept++
		}
		if e.Server == "bad2" && e.Reason == baselineReasonTODO {
			fresh++
		}
	}
	if kept != 1 || fresh == 0 {
		t.Errorf("re-written baseline: %d entries kept the reason (want 1), %d new entries for bad2", kept, fresh)
	}
}

func TestCheckBaselineStaleEntries(t *testing.T) {
	dir := t.TempDir()
	db := checkCorpus(t, checkServer("cli"), cleanServer())
	blPath := filepath.Join(dir, "b.json")
	if _, errs, code := cli(t, "check", "--db", db, "--write-baseline", blPath); code != exitOK {
		t.Fatalf("write: %d %s", code, errs)
	}
	bl := readBaselineFile(t, blPath)
	// A known finding the server no longer has, and one of a server that is
	// not in this corpus (not checked, so not stale).
	bl.Entries = append(bl.Entries,
		BaselineEntry{Check: "MCP1005", Server: "good", Reason: "duplicate names were fixed"},
		BaselineEntry{Check: "MCP4001", Server: "elsewhere", Reason: "another corpus"})
	b, _ := json.Marshal(bl)
	if err := os.WriteFile(blPath, b, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := cli(t, "check", "--db", db, "--baseline", blPath)
	if code != exitOK {
		t.Errorf("stale entries do not fail by default: exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "1 entry stale, 1 entry not checked") || !strings.Contains(errs, "stale: MCP1005 good no longer found (reason was: duplicate names were fixed)") {
		t.Errorf("stale report: %s", errs)
	}
	if strings.Contains(errs, "stale: MCP4001 elsewhere") {
		t.Errorf("an entry of a server not in the corpus is reported stale: %s", errs)
	}
	if _, errs, code := cli(t, "check", "--db", db, "--baseline", blPath, "--fail-on-stale"); code != exitFindings {
		t.Errorf("--fail-on-stale: exit %d: %s", code, errs)
	}
	// An entry of a check left out by --checks is not stale either.
	if _, errs, _ := cli(t, "check", "--db", db, "--baseline", blPath, "--checks", "MCP4001"); strings.Contains(errs, "stale: MCP1005") {
		t.Errorf("an unselected check's entry is reported stale: %s", errs)
	}
	// A tool wildcard accepts every tool of the check on the server.
	wild := Baseline{Format: BaselineFormat, Entries: []BaselineEntry{
		{Check: "MCP1004", Server: "bad", Tool: "*", Reason: "r"}, {Check: "MCP2002", Server: "bad", Tool: "*", Reason: "r"},
		{Check: "MCP1001", Server: "bad", Tool: "*", Reason: "r"}, {Check: "MCP4001", Server: "bad", Reason: "r"},
		{Check: "MCP4009", Server: "bad", Tool: "*", Reason: "r"}}}
	b, _ = json.Marshal(wild)
	if err := os.WriteFile(blPath, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, errs, code := cli(t, "check", "--db", db, "--baseline", blPath, "--format", "json"); code != exitOK {
		t.Errorf("wildcard baseline: exit %d: %s\n%s", code, errs, out)
	}
}

func TestCheckBaselineFileErrors(t *testing.T) {
	db := checkCorpus(t, cleanServer())
	dir := t.TempDir()
	for _, c := range []struct{ name, body, want string }{
		{"notjson.json", "{", "not a baseline file"},
		{"format.json", `{"format":"other/v9","entries":[]}`, `format "other/v9"`},
		{"noreason.json", `{"format":"mcpsurvey-baseline/v1","entries":[{"check":"MCP1001","server":"s","tool":"t","reason":" "}]}`, "entry 1 (MCP1001 s/t): no reason"},
		{"badid.json", `{"format":"mcpsurvey-baseline/v1","entries":[{"check":"X1","server":"s","reason":"r"}]}`, `check "X1" is not a check ID`},
		{"unknown.json", `{"format":"mcpsurvey-baseline/v1","entries":[],"extra":1}`, "unknown field"},
	} {
		p := filepath.Join(dir, c.name)
		if err := os.WriteFile(p, []byte(c.body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, errs, code := cli(t, "check", "--db", db, "--baseline", p)
		if code != exitFailure || !strings.Contains(errs, c.want) || !strings.Contains(errs, p) {
			t.Errorf("%s: exit %d, stderr %q; want exit 1 naming the file and %q", c.name, code, errs, c.want)
		}
	}
	if _, errs, code := cli(t, "check", "--db", db, "--baseline", filepath.Join(dir, "missing.json")); code != exitFailure || !strings.Contains(errs, "missing.json") {
		t.Errorf("missing baseline: exit %d %s", code, errs)
	}
	if _, errs, code := cli(t, "check", "--db", db, "--fail-on-stale"); code != exitUsage || !strings.Contains(errs, "--baseline") {
		t.Errorf("--fail-on-stale alone: exit %d %s", code, errs)
	}
}
