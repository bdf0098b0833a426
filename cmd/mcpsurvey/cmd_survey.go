package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
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
// captured outputs plus more captured outputs per tool (the demo
// scenarios), so the survey runs offline on a fresh machine and has enough
// outputs per tool to score the suggested configs.
var defaultServers = []struct{ name, scenario string }{
	{"server-filesystem", "demo-filesystem"},
	{"server-memory", "demo-memory"},
	{"server-github", "demo-github"},
	{"server-puppeteer", "demo-puppeteer"},
	{"mcp-server-fetch", "demo-fetch"},
	{"server-time", "demo-time"},
	{"server-weather", "demo-weather"},
	{"server-database", "demo-database"},
	{"server-search", "demo-search"},
	{"server-slack", "demo-slack"},
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

// surveyOptions are the flags of `mcpsurvey survey`: probe's, report's,
// and where the files go.
type surveyOptions struct {
	probeOptions
	report reportFlags
	out    string
	failOn string
	// classify labels one call; nil means classify.Classify (a test
	// counts the classifications of a run through it).
	classify classifyFunc
}

func runSurvey(ctx context.Context, e *env, args []string) int {
	o := surveyOptions{probeOptions: probeOptions{maxOutput: probe.DefaultMaxOutput}}
	fs := newFlags(e, "survey", "mcpsurvey survey [flags] [-- COMMAND ARGS...]", surveyExamples)
	// survey takes probe's flags (cmd_probe.go) and report's (cmd_report.go).
	registerProbeFlags(fs, &o.probeOptions)
	o.report.register(fs, e)
	fs.StringVar(&o.out, "out", "mcpsurvey-report", "report `directory` (survey.md, survey.json, index.html, gateway.json, prs.md, prs/)")
	fs.StringVar(&o.db, "db", "", "corpus `file` (default: corpus.db inside --out)")
	fs.StringVar(&o.format, "format", "text", "summary format: text or json")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress")
	fs.StringVar(&o.failOn, "fail-on", "never", "exit 3 when a finding at or above this severity exists: error, warning, info or never")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if !checkFormat(e, o.format, "text", "json") {
		return exitUsage
	}
	rank, ok := failRank(o.failOn)
	if !ok {
		fmt.Fprintf(e.stderr, "mcpsurvey survey: --fail-on %q: want error, warning, info or never\n", o.failOn)
		return exitUsage
	}
	checks, err := check.Select(o.report.checks)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey survey: --checks: %v\n", err)
		return exitUsage
	}
	if o.report.send && !o.report.fileIssues {
		fmt.Fprintln(e.stderr, "mcpsurvey survey: --send only goes with --file-issues")
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
		// Synthesis makes at most three distinct argument sets per tool:
		// the embedded plan calls every tool once per captured output (8
		// per tool), enough to score the suggested configs; tools a plan
		// of the user's does not name get 8 synthesized calls, which the
		// demo servers answer with their captures in turn.
		o.callsPerTool = 8
		if o.plan == "" {
			o.plan = filepath.Join(o.out, "builtin-plan.json")
			if err := os.MkdirAll(o.out, 0o755); err != nil {
				return failf(e, "survey: %v", err)
			}
			if err := os.WriteFile(o.plan, fixture.DemoPlan(), 0o644); err != nil {
				return failf(e, "survey: %v", err)
			}
		}
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
	return surveyAnalyze(ctx, e, &o, checks, rank, args, len(st.specs), start)
}

// surveyAnalyze runs the stages after probing on o.db (classify, check,
// suggest, score, report), stores each stage's results in the corpus and
// prints the summary.
func surveyAnalyze(ctx context.Context, e *env, o *surveyOptions, checks []*check.Check, rank int, args []string, configured int, start time.Time) int {
	db, err := corpus.Open(ctx, o.db)
	if err != nil {
		return failf(e, "%v", err)
	}
	defer db.Close()
	cl := o.classify
	if cl == nil {
		cl = classify.Classify
	}
	// The classify stage labels every call once and stores the labels;
	// the report reads them back instead of classifying again.
	if _, _, err := classifyDB(ctx, db, cl); err != nil {
		return failf(e, "survey: classify: %v", err)
	}
	res, code := writeReport(ctx, e, db, o.out, o.report, checks, cl)
	if res == nil {
		return code
	}
	if err := saveStages(ctx, db, res, checks, args); err != nil {
		return failf(e, "survey: %v", err)
	}
	if ctx.Err() != nil {
		return exitInterrupted
	}
	if o.format == "json" {
		printSurveyJSON(e, o, res, configured, time.Since(start))
	} else {
		printSurveyText(e, o, res, configured, time.Since(start))
	}
	if code != exitOK {
		return code
	}
	for _, f := range res.findings {
		if f.Severity.Rank() >= rank {
			return exitFindings
		}
	}
	return exitOK
}

// saveStages stores what the report computed, as the stage commands
// would: findings (a check run), suggestions and scores.
func saveStages(ctx context.Context, db *corpus.DB, res *bundleResult, checks []*check.Check, args []string) error {
	cr := &checkResult{checks: checks, findings: res.findings}
	for _, s := range res.bundle.Servers {
		cr.servers = append(cr.servers, &capture.Server{Name: s.Name})
	}
	if _, err := storeFindings(ctx, db, checkOpts{args: args}, cr); err != nil {
		return fmt.Errorf("storing findings: %w", err)
	}
	rows := make([]corpus.SuggestionRow, 0, len(res.suggestions))
	for _, s := range res.suggestions {
		rows = append(rows, suggestionRow(s))
	}
	if err := db.SaveSuggestions(ctx, rows); err != nil {
		return fmt.Errorf("storing suggestions: %w", err)
	}
	if err := db.SaveScores(ctx, scoreVersion(), scoreRows(res.scores)); err != nil {
		return fmt.Errorf("storing scores: %w", err)
	}
	return nil
}
