package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestImportExportRoundTrip: importing an export gives an identical export.
func TestImportExportRoundTrip(t *testing.T) {
	cfg := writeConfig(t, map[string]any{
		"good":       fixtureServer("good", nil),
		"raw-shapes": fixtureServer("raw-shapes", nil),
		"paginated":  fixtureServer("paginated", nil),
		"crash":      fixtureServer("crash-mid-call", nil),
	})
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--quiet"); code != 0 {
		t.Fatalf("probe: %d %s %s", code, out, errs)
	}
	first, _ := exportAll(t, db)
	file := filepath.Join(dir, "a.jsonl")
	if err := os.WriteFile(file, []byte(first), 0o644); err != nil {
		t.Fatal(err)
	}
	db2 := filepath.Join(dir, "b.db")
	if out, errs, code := cli(t, "corpus", "import", "--db", db2, file); code != 0 {
		t.Fatalf("import: %d %s %s", code, out, errs)
	}
	second, _ := exportAll(t, db2)
	if first != second {
		t.Errorf("export after import differs:\nfirst:  %.2000s\nsecond: %.2000s", first, second)
	}
}

// TestShardMergeEqualsWholeRun: probing two shards and merging them gives
// the same corpus as probing all servers at once (timings aside).
func TestShardMergeEqualsWholeRun(t *testing.T) {
	servers := map[string]any{}
	for _, n := range []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot"} {
		servers[n] = fixtureServer("good", nil)
	}
	servers["paged"] = fixtureServer("paginated", nil)
	cfg := writeConfig(t, servers)
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole.db")
	if _, errs, code := cli(t, "probe", "--config", cfg, "--db", whole, "--quiet"); code != 0 {
		t.Fatalf("probe: %s", errs)
	}
	var shards []string
	for _, s := range []string{"1/2", "2/2"} {
		p := filepath.Join(dir, "shard"+s[:1]+".db")
		if _, errs, code := cli(t, "probe", "--config", cfg, "--db", p, "--shard", s, "--quiet"); code != 0 {
			t.Fatalf("probe shard %s: %s", s, errs)
		}
		shards = append(shards, p)
	}
	merged := filepath.Join(dir, "merged.db")
	if _, errs, code := cli(t, append([]string{"corpus", "merge", "--db", merged}, shards...)...); code != 0 {
		t.Fatalf("merge: %s", errs)
	}
	a, _ := exportAll(t, whole)
	b, _ := exportAll(t, merged)
	if normalizeTimings(a) != normalizeTimings(b) {
		t.Errorf("merged shards differ from the whole run:\nwhole:  %.1500s\nmerged: %.1500s", normalizeTimings(a), normalizeTimings(b))
	}
	s1, _ := exportAll(t, shards[0])
	s2, _ := exportAll(t, shards[1])
	if s1 == "" || s2 == "" {
		t.Errorf("a shard is empty: the 7 servers were not split (shard1 %d bytes, shard2 %d bytes)", len(s1), len(s2))
	}
}

// timingRE matches the fields that differ between two runs of the same
// servers (timings are left out of an export when zero, so the comma goes
// too), and a call's size: the bytes of the response frame, whose JSON-RPC
// id ("id":9 or "id":10) depends on how the run's concurrent calls
// interleaved.
var timingRE = regexp.MustCompile(`,?"(duration_ms|init_ms|list_ms|at_ms|size)":\d+|,?"started_at":"[^"]*"`)

func normalizeTimings(s string) string { return timingRE.ReplaceAllString(dropWire(s), "") }

// dropWire removes the "wire" arrays of server lines: the JSON-RPC
// messages of a 2026-07-28 session, whose ids and order depend on how the
// concurrent calls of that run interleaved.
func dropWire(s string) string {
	const key = `,"wire":[`
	for {
		i := strings.Index(s, key)
		if i < 0 {
			return s
		}
		depth, inStr, esc, j := 0, false, false, i+len(key)-1
		for ; j < len(s); j++ {
			c := s[j]
			switch {
			case esc:
				esc = false
			case inStr && c == '\\':
				esc = true
			case c == '"':
				inStr = !inStr
			case !inStr && (c == '[' || c == '{'):
				depth++
			case !inStr && (c == ']' || c == '}'):
				depth--
			}
			if depth == 0 {
				break
			}
		}
		if j >= len(s) {
			return s
		}
		s = s[:i] + s[j+1:]
	}
}
