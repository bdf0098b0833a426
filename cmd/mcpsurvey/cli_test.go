package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHelpAndUsageErrors(t *testing.T) {
	out, _, code := cli(t, "help")
	if code != exitOK || !strings.Contains(out, "probe") || !strings.Contains(out, "corpus") || strings.Contains(out, "fixture") {
		t.Errorf("help: code %d\n%s", code, out)
	}
	for _, c := range []string{"probe", "corpus export", "corpus import", "corpus merge", "corpus stats"} {
		out, _, code := cli(t, append(strings.Fields(c), "--help")...)
		if code != exitOK || !strings.Contains(out, "Examples:") || !strings.Contains(out, "mcpsurvey "+c) {
			t.Errorf("%s --help: code %d, no usage with examples:\n%s", c, code, out)
		}
	}
	if _, errs, code := cli(t, "nope"); code != exitUsage || !strings.Contains(errs, `unknown command "nope"`) {
		t.Errorf("unknown command: %d %s", code, errs)
	}
	if _, errs, code := cli(t, "probe", "--db", filepath.Join(t.TempDir(), "x.db")); code != exitUsage || !strings.Contains(errs, "no servers") {
		t.Errorf("probe without servers: %d %s", code, errs)
	}
	if _, errs, code := cli(t, "probe", "--shard", "0/3", "--", "true"); code != exitUsage || !strings.Contains(errs, "shard") {
		t.Errorf("bad shard: %d %s", code, errs)
	}
	if _, errs, code := cli(t, "probe", "--max-output", "lots", "--", "true"); code != exitUsage || !strings.Contains(errs, "max-output") {
		t.Errorf("bad size: %d %s", code, errs)
	}
}

func TestBadInputsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "broken.json")
	if err := os.WriteFile(bad, []byte("{\n  \"mcpServers\": {\n    \"x\": {\"command\": \"a\",}\n  \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := cli(t, "probe", "--config", bad, "--db", filepath.Join(dir, "c.db"))
	if code != exitFailure || !strings.Contains(errs, "broken.json:") {
		t.Errorf("malformed config: exit %d, stderr %q", code, errs)
	}
	_, errs, code = cli(t, "probe", "--config", filepath.Join(dir, "missing.json"), "--db", filepath.Join(dir, "c.db"))
	if code != exitFailure || !strings.Contains(errs, "missing.json") {
		t.Errorf("missing config: exit %d, stderr %q", code, errs)
	}
	jsonl := filepath.Join(dir, "calls.jsonl")
	if err := os.WriteFile(jsonl, []byte(`{"id":"a","server":"s","tool":"t","result":{"content":[]}}`+"\n"+`{"id":"b","server":"s",`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code = cli(t, "corpus", "import", "--db", filepath.Join(dir, "i.db"), jsonl)
	if code != exitFailure || !strings.Contains(errs, "calls.jsonl:2") {
		t.Errorf("bad JSONL: exit %d, stderr %q", code, errs)
	}
	notdb := filepath.Join(dir, "notes.db")
	if err := os.WriteFile(notdb, []byte("this is not a database, just text that is long enough to look like a file header............"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code = cli(t, "corpus", "stats", "--db", notdb)
	if code != exitFailure || !strings.Contains(errs, "notes.db") {
		t.Errorf("not a corpus: exit %d, stderr %q", code, errs)
	}
}

func TestParseByteSize(t *testing.T) {
	for in, want := range map[string]int64{"8MiB": 8 << 20, "512KiB": 512 << 10, "10MB": 10_000_000, "1000": 1000, "1.5MiB": 3 << 19} {
		got, err := parseByteSize(in)
		if err != nil || got != want {
			t.Errorf("parseByteSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "abc", "0"} {
		if _, err := parseByteSize(in); err == nil {
			t.Errorf("parseByteSize(%q): no error", in)
		}
	}
}
