package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// BenchmarkReach probes the pinned real servers, plus one fixture server
// whose five tools never answer, under `--calls readonly`, `--calls
// explore` (with --call-jobs 4 and 1) and a sandboxed `--calls all
// --allow-destructive`, in one run, and reports per mode the tools with a
// usable result and the wall time; the per-server table goes to the log.
//
//	go test ./cmd/mcpsurvey -run '^$' -bench Reach -benchtime 1x -v
func BenchmarkReach(b *testing.B) {
	ctx := context.Background()
	set, err := realservers.Setup(ctx, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	servers := map[string]any{}
	raw, err := os.ReadFile(set.Config)
	if err != nil {
		b.Fatal(err)
	}
	var cfg struct {
		MCPServers map[string]any `json:"mcpServers"`
	}
	if err := json.Unmarshal(raw, &cfg); err != nil {
		b.Fatal(err)
	}
	for k, v := range cfg.MCPServers {
		servers[k] = v
	}
	servers["hang-many"] = fixtureServer("hang-many", nil)
	config := filepath.Join(b.TempDir(), "servers.json")
	buf, _ := json.Marshal(map[string]any{"mcpServers": servers})
	if err := os.WriteFile(config, buf, 0o644); err != nil {
		b.Fatal(err)
	}
	type mode struct {
		name string
		args []string
	}
	modes := []mode{
		{"readonly", []string{"--calls", "readonly"}},
		{"explore", []string{"--calls", "explore", "--root", set.Root, "--root", set.Repo}},
		{"explore-jobs1", []string{"--calls", "explore", "--root", set.Root, "--root", set.Repo, "--call-jobs", "1"}},
		{"sandboxed-all", []string{"--calls", "all", "--allow-destructive", "--sandbox", "--root", set.Root}},
	}
	rows := map[string]map[string]string{}
	for i := 0; i < b.N; i++ {
		for _, m := range modes {
			db := filepath.Join(b.TempDir(), m.name+".db")
			args := append([]string{"probe", "--config", config, "--db", db, "--call-timeout", "5s", "--quiet"}, m.args...)
			start := time.Now()
			var out, errs bytes.Buffer
			if code := run(ctx, args, bytes.NewReader(nil), &out, &errs); code != exitOK {
				b.Fatalf("%s: exit %d\n%s\n%s", m.name, code, out.String(), errs.String())
			}
			wall := time.Since(start)
			usable, called, listed := reachOf(b, ctx, db, rows, m.name)
			b.ReportMetric(float64(usable), m.name+"-usable-tools")
			b.ReportMetric(float64(called), m.name+"-called-tools")
			b.ReportMetric(float64(listed), m.name+"-listed-tools")
			b.ReportMetric(wall.Seconds(), m.name+"-wall-s")
		}
	}
	var names []string
	for n := range rows {
		names = append(names, n)
	}
	sort.Strings(names)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-22s", "server (listed/called/usable)")
	for _, m := range modes {
		fmt.Fprintf(&sb, " %14s", m.name)
	}
	sb.WriteString("\n")
	for _, n := range names {
		fmt.Fprintf(&sb, "%-22s", n)
		for _, m := range modes {
			fmt.Fprintf(&sb, " %14s", rows[n][m.name])
		}
		sb.WriteString("\n")
	}
	b.Logf("reach per server:\n%s", sb.String())
}

// reachOf counts, over a corpus, tools listed, called and with a usable
// result, and fills the per-server table.
func reachOf(b *testing.B, ctx context.Context, path string, rows map[string]map[string]string, mode string) (usable, called, listed int) {
	db, err := corpus.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	servers, err := db.Servers(ctx)
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range servers {
		u, c := map[string]bool{}, map[string]bool{}
		for _, call := range s.Calls {
			c[call.Tool] = true
			if usableCall(call) {
				u[call.Tool] = true
			}
		}
		usable += len(u)
		called += len(c)
		listed += len(s.Tools)
		if rows[s.Name] == nil {
			rows[s.Name] = map[string]string{}
		}
		rows[s.Name][mode] = fmt.Sprintf("%d/%d/%d", len(s.Tools), len(c), len(u))
	}
	return usable, called, listed
}

// usableCall reports whether a call gave a usable output: answered, not
// isError, no JSON-RPC error, and no text that reads as an error.
func usableCall(c capture.Call) bool {
	if c.Status != capture.CallOK {
		return false
	}
	return !slices.Contains(classify.Classify(classify.Input{Result: c.Result}).Flags, classify.FlagErrorText)
}
