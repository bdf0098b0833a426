package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/report"
)

const surveyExamples = `  # the whole pipeline on the built-in example servers (offline, seconds)
  mcpsurvey survey

  # your own servers: probe, classify, check, suggest, score, report
  mcpsurvey survey --config ~/.cursor/mcp.json --out report/

  # with a call plan, 8 servers at a time, GitHub look-ups for the PR reports
  GITHUB_TOKEN=... mcpsurvey survey --config servers.json --plan plan.yaml --jobs 8 --github
`

// defaultServers are the servers of the embedded default survey: seed 001's
// ten example servers, each served by this binary replaying the seed's
// captured outputs, so the survey runs offline on a fresh machine.
var defaultServers = []struct{ name, scenario string }{
	{"server-filesystem", "seed-filesystem"},
	{"server-memory", "seed-memory"},
	{"server-github", "seed-github"},
	{"server-puppeteer", "seed-puppeteer"},
	{"mcp-server-fetch", "seed-fetch"},
	{"server-time", "seed-time"},
	{"server-weather", "seed-weather"},
	{"server-database", "seed-database"},
	{"server-search", "seed-search"},
	{"server-slack", "seed-slack"},
}

// defaultSpecs launches the embedded default servers with this executable.
func defaultSpecs(e *env) func() []probe.ServerSpec {
	return func() []probe.ServerSpec {
		exe, err := os.Executable()
		if err != nil {
			fmt.Fprintf(e.stderr, "mcpsurvey survey: cannot find this executable to serve the built-in servers: %v\n", err)
			return nil
		}
		specs := make([]probe.ServerSpec, 0, len(defaultServers))
		for _, d := range defaultServers {
			s := probe.SpecFromCommand(d.name, []string{exe, "fixture", d.scenario}, e.getenv)
			s.Source = "built-in (seed 001 example servers)"
			specs = append(specs, s)
		}
		sort.Slice(specs, func(i, j int) bool { return specs[i].Name < specs[j].Name })
		return specs
	}
}

// surveyOptions are the flags of `mcpsurvey survey` beyond probe's.
type surveyOptions struct {
	probeOptions
	out      string
	checks   string
	failOn   string
	github   bool
	ghURL    string
	holdOut  float64
	minSamp  int
	noReport bool
}

func runSurvey(ctx context.Context, e *env, args []string) int {
	o := surveyOptions{probeOptions: probeOptions{maxOutput: probe.DefaultMaxOutput}}
	fs := newFlags(e, "survey", "mcpsurvey survey [flags] [-- COMMAND ARGS...]", surveyExamples)
	registerProbeFlags(fs, &o.probeOptions)
	fs.StringVar(&o.out, "out", "mcpsurvey-report", "report `directory` (survey.md, survey.json, index.html, gateway.json, prs/)")
	fs.StringVar(&o.db, "db", "", "corpus `file` (default: corpus.db inside --out)")
	fs.StringVar(&o.format, "format", "text", "summary format: text or json")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress")
	fs.StringVar(&o.checks, "checks", "all", "conformance checks to run (e.g. all,-MCP2003)")
	fs.StringVar(&o.failOn, "fail-on", "never", "exit 3 when a finding at or above this severity exists: error, warning, info or never")
	fs.BoolVar(&o.github, "github", false, "look up the servers' GitHub repositories for the PR reports (token from GITHUB_TOKEN)")
	fs.StringVar(&o.ghURL, "github-url", "", "GitHub API base `URL` (GitHub Enterprise: https://HOST/api/v3/)")
	fs.Float64Var(&o.holdOut, "holdout", 0.3, "share of each tool's outputs held out to score the suggested configs")
	fs.IntVar(&o.minSamp, "min-samples", 3, "fewest outputs of a tool for a coverage score")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if !checkFormat(e, o.format, "text", "json") {
		return exitUsage
	}
	if o.db == "" {
		o.db = filepath.Join(o.out, "corpus.db")
	}
	if err := os.MkdirAll(filepath.Dir(o.db), 0o755); err != nil {
		return failf(e, "survey: %v", err)
	}
	builtIn := len(o.configs) == 0 && !o.discover && len(o.urls) == 0 && fs.NArg() == 0
	if builtIn {
		// The built-in servers replay captured outputs: calling every
		// tool has no side effect.
		o.fallback = defaultSpecs(e)
		o.calls, o.allowDestr = probe.CallsAll, true
		if !o.quiet {
			fmt.Fprintln(e.stderr, "no --config: surveying the built-in seed-001 example servers (served by this binary, offline)")
		}
	}
	start := time.Now()
	st := probeStage(ctx, e, &o.probeOptions, fs, args, "survey")
	if st.code != exitOK {
		return st.code
	}
	if st.runErr != nil {
		return failf(e, "survey: %v", st.runErr)
	}
	if ctx.Err() != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey survey: interrupted; %d captured servers kept in %s\n", len(st.results), o.db)
		return exitInterrupted
	}
	return surveyAnalyze(context.WithoutCancel(ctx), e, &o, len(st.specs), start)
}

// surveyAnalyze runs the stages after probing on o.db and prints the
// summary.
func surveyAnalyze(ctx context.Context, e *env, o *surveyOptions, configured int, start time.Time) int {
	db, err := corpus.Open(ctx, o.db)
	if err != nil {
		return failf(e, "%v", err)
	}
	defer db.Close()
	if _, _, err := classifyDB(ctx, db); err != nil {
		return failf(e, "survey: classify: %v", err)
	}
	sums, err := db.Summaries(ctx, classify.Version)
	if err != nil {
		return failf(e, "survey: %v", err)
	}
	s := report.BuildSurvey(classify.Version, sums)
	if err := s.WriteText(e.stdout); err != nil {
		return failf(e, "survey: %v", err)
	}
	fmt.Fprintf(e.stdout, "\n%d servers configured, surveyed in %s; corpus: %s\n", configured, time.Since(start).Round(time.Millisecond), o.db)
	return exitOK
}
