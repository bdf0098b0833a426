package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

// benchCorpusJSONL builds a corpus of servers × tools × calls in the
// interchange format, each tool answering in one of five shapes real
// servers use (numbered list, key-value, table, JSON in text, prose), with
// values varying per call.
func benchCorpusJSONL(servers, tools, calls int) []byte {
	var b bytes.Buffer
	for s := 0; s < servers; s++ {
		server := fmt.Sprintf("server-%03d", s)
		fmt.Fprintf(&b, `{"kind":"server","server":%q,"transport":"stdio","status":"ok","protocol_version":"2025-11-25","initialize_result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"bench","version":"1"}}}`+"\n", server)
		for t := 0; t < tools; t++ {
			tool := fmt.Sprintf("tool_%02d", t)
			def := fmt.Sprintf(`{"name":%q,"description":"Tool %d","inputSchema":{"type":"object","properties":{"q":{"type":"string"}}},"annotations":{"readOnlyHint":true}}`, tool, t)
			for c := 1; c <= calls; c++ {
				text := benchText((s+t)%5, c)
				fmt.Fprintf(&b, `{"kind":"call","id":"%s/%s/%d","server":%q,"tool":%q,"seq":%d,"arguments":{"q":"query %d"},"status":"ok","result":{"content":[{"type":"text","text":%s}]},"tool_def":%s}`+"\n",
					server, tool, c, server, tool, c, c, jsonString(text), def)
			}
		}
	}
	return b.Bytes()
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func benchText(shape, c int) string {
	switch shape {
	case 0:
		var b strings.Builder
		fmt.Fprintf(&b, "Found %d repositories:\n\n", 3)
		for i := 1; i <= 3; i++ {
			fmt.Fprintf(&b, "%d. **org%d/repo-%d** (★ %d,%03d)\n   A project number %d for things\n   https://github.com/org%d/repo-%d\n\n", i, c, i, c%9+1, (c*37+i)%1000, i, c, i)
		}
		return b.String()
	case 1:
		return fmt.Sprintf("Weather for City %d:\nTemperature: %d°F\nConditions: Cloudy\nHumidity: %d%%\nWind: %d mph NW", c, 40+c%50, c%100, c%30)
	case 2:
		return fmt.Sprintf("| name | email | age |\n|---|---|---|\n| User %d | u%d@example.com | %d |\n| User %d | u%d@example.com | %d |\n", c, c, 20+c%40, c+1, c+1, 21+c%40)
	case 3:
		return fmt.Sprintf(`{"timezone": "Zone/%d", "datetime": "2026-01-%02dT10:00:00Z", "is_dst": %v}`, c, c%28+1, c%2 == 0)
	default:
		return fmt.Sprintf("Navigated to https://example.com/page/%d and clicked the button.", c)
	}
}

// BenchmarkReport100k writes the whole report (index.html, survey files,
// gateway.json, PR reports) of a 100k-call corpus (100 servers × 10 tools
// × 100 calls) as its own process, and reports its wall time and peak
// memory (max RSS). The baseline in the same run is `corpus export` of the
// same corpus: reading every stored byte once.
func BenchmarkReport100k(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	dbPath := filepath.Join(dir, "c.db")
	db, err := corpus.Open(ctx, dbPath)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := corpus.Import(ctx, db, bytes.NewReader(benchCorpusJSONL(100, 10, 100)), "bench.jsonl"); err != nil {
		b.Fatal(err)
	}
	db.Close()
	run := func(args ...string) (time.Duration, int64) {
		cmd := exec.Command(os.Args[0], args...)
		peak := filepath.Join(dir, "peak")
		cmd.Env = append(os.Environ(), "MCPSURVEY_TEST_MAIN=1", "MCPSURVEY_TEST_PEAK_FILE="+peak)
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = nil, &stderr
		t0 := time.Now()
		if err := cmd.Run(); err != nil {
			b.Fatalf("%v: %v\n%s", args, err, stderr.String())
		}
		took := time.Since(t0)
		kib, err := os.ReadFile(peak)
		if err != nil {
			b.Fatalf("peak memory not recorded: %v", err)
		}
		rss, _ := strconv.ParseInt(strings.TrimSpace(string(kib)), 10, 64)
		return took, rss
	}
	b.ResetTimer()
	var rep, exp time.Duration
	var repRSS, expRSS int64
	for i := 0; i < b.N; i++ {
		d, rss := run("report", "--db", dbPath, "--out", filepath.Join(dir, "out"))
		rep += d
		repRSS = max(repRSS, rss)
		b.StopTimer()
		d, rss = run("corpus", "export", "--db", dbPath, "--out", filepath.Join(dir, "export.jsonl"))
		exp += d
		expRSS = max(expRSS, rss)
		b.StartTimer()
	}
	b.ReportMetric(rep.Seconds()/float64(b.N), "s/report")
	b.ReportMetric(float64(repRSS)/1024, "MiB-peak-rss")
	b.ReportMetric(float64(expRSS)/1024, "MiB-export-rss")
	b.ReportMetric(float64(rep)/float64(exp), "x-export-time")
}

// writePeakRSS writes the process's peak resident memory (VmHWM, KiB) to
// path. The child measures itself: rusage's maxrss would count the
// parent's pages shared before exec.
func writePeakRSS(path string) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			_ = os.WriteFile(path, []byte(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB"))), 0o644)
			return
		}
	}
}
