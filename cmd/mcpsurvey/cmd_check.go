package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

const checkExamples = `  # every check over the latest capture of every server; exit 3 on errors
  mcpsurvey check --db corpus.db

  # CI: SARIF for GitHub code scanning, fail on warnings too
  mcpsurvey check --db corpus.db --format sarif --out mcpsurvey.sarif --fail-on warning

  # all but the text-mirror check; only the structured-output checks, as JSON lines
  mcpsurvey check --db corpus.db --checks all,-MCP2003
  mcpsurvey check --db corpus.db --checks 'MCP2*' --format json | jq -r .message

  # CI with a baseline: accept today's findings once, then fail only on new ones
  mcpsurvey check --db corpus.db --write-baseline mcpsurvey-baseline.json
  mcpsurvey check --db corpus.db --baseline mcpsurvey-baseline.json --format junit --out mcp-junit.xml

Findings are stored in the corpus's findings table under a new run: they
replace the stored findings of the same servers and the same checks (so a
re-run keeps one current verdict per server and check, and a run of some
checks leaves the others' findings alone). "mcpsurvey explain ID" documents
a check.
`

// checkOpts are the parsed flags of `check`.
type checkOpts struct {
	db, checks, format, failOn, out string
	baseline, writeBaseline         string
	failOnStale                     bool
	slowInit                        time.Duration
	args                            []string
}

// failRank is the rank a finding needs to make `check` exit 3.
func failRank(failOn string) (int, bool) {
	if failOn == "never" {
		return 1 << 30, true
	}
	s, err := check.ParseSeverity(failOn)
	if err != nil {
		return 0, false
	}
	return s.Rank(), true
}

func runCheck(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "check", "mcpsurvey check [--db FILE] [--checks SPEC] [--format text|json|sarif|junit] [--fail-on error|warning|info|never] [--baseline FILE] [--write-baseline FILE] [--out FILE]", checkExamples)
	o := checkOpts{args: args}
	fs.StringVar(&o.db, "db", "mcpsurvey.db", "corpus `file`")
	fs.StringVar(&o.checks, "checks", "all", "checks to run: comma-separated IDs, prefixes (MCP1*), \"all\", and -ID to leave one out")
	fs.StringVar(&o.format, "format", "text", "text (grouped by server and tool), json (one finding per line), sarif (SARIF 2.1.0) or junit (JUnit XML: a testsuite per server, a testcase per check and tool)")
	fs.StringVar(&o.failOn, "fail-on", "error", "exit 3 when a finding of this severity or higher exists: error, warning, info or never")
	fs.StringVar(&o.out, "out", "-", "output `file` (- for stdout)")
	fs.StringVar(&o.baseline, "baseline", "", "baseline `file` of known findings (check, server, tool, reason): they are reported as suppressed and do not fail the run; entries that no longer match are reported as stale")
	fs.StringVar(&o.writeBaseline, "write-baseline", "", "write the findings at or above --fail-on (all with never) to this baseline `file`, keeping the reasons of --baseline's entries, and exit 0")
	fs.BoolVar(&o.failOnStale, "fail-on-stale", false, "exit 3 also when --baseline has stale entries (known findings no longer found)")
	fs.DurationVar(&o.slowInit, "slow-init", check.DefaultSlowInit, "MCP4005 threshold: an initialize slower than this is reported")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "mcpsurvey check: unexpected argument %q (servers come from the corpus: --db FILE)\n", fs.Arg(0))
		return exitUsage
	}
	if !checkFormat(e, o.format, "text", "json", "sarif", "junit") {
		return exitUsage
	}
	rank, ok := failRank(o.failOn)
	if !ok {
		fmt.Fprintf(e.stderr, "mcpsurvey check: --fail-on %q: want error, warning, info or never\n", o.failOn)
		return exitUsage
	}
	checks, err := check.Select(o.checks)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey check: %v\n", err)
		return exitUsage
	}
	if o.slowInit <= 0 {
		fmt.Fprintln(e.stderr, "mcpsurvey check: --slow-init must be positive")
		return exitUsage
	}
	if o.failOnStale && o.baseline == "" {
		fmt.Fprintln(e.stderr, "mcpsurvey check: --fail-on-stale needs --baseline FILE")
		return exitUsage
	}
	var bl *Baseline
	if o.baseline != "" {
		if bl, err = readBaseline(o.baseline); err != nil {
			return failf(e, "check: %v", err)
		}
	}
	d, code := openExisting(ctx, e, o.db)
	if d == nil {
		return code
	}
	defer d.Close()
	servers, err := d.Servers(ctx)
	if err != nil {
		return failf(e, "check: %v", err)
	}
	res := checkServers(servers, checks, check.Options{SlowInit: o.slowInit})
	runID, err := storeFindings(ctx, d, o, res)
	if err != nil {
		return failf(e, "check: %v", err)
	}
	if o.writeBaseline != "" {
		return writeBaselineFile(e, o, res, bl, rank)
	}
	if bl != nil {
		res.applyBaseline(o.baseline, bl)
	}
	if code := writeCheckOutput(e, o, res, rank); code != exitOK {
		return code
	}
	if o.format == "text" && (o.out == "-" || o.out == "") {
		fmt.Fprintf(e.stderr, "findings stored in %s as run %d\n", o.db, runID)
	} else {
		fmt.Fprintf(e.stderr, "%s; stored in %s as run %d\n", res.summary(), o.db, runID)
	}
	res.reportBaseline(e)
	for _, f := range res.findings {
		if f.Severity.Rank() >= rank {
			return exitFindings
		}
	}
	if o.failOnStale && len(res.stale) > 0 {
		return exitFindings
	}
	return exitOK
}

// writeBaselineFile writes the run's findings at or above the --fail-on
// rank (all of them with never) as a baseline.
func writeBaselineFile(e *env, o checkOpts, r *checkResult, prev *Baseline, rank int) int {
	var keep []check.Finding
	for _, f := range r.all {
		if f.Severity.Rank() >= rank || o.failOn == "never" {
			keep = append(keep, f)
		}
	}
	bl := baselineFrom(keep, prev)
	if err := writeBaseline(o.writeBaseline, bl); err != nil {
		return failf(e, "check: %v", err)
	}
	todo := 0
	for _, en := range bl.Entries {
		if en.Reason == baselineReasonTODO {
			todo++
		}
	}
	fmt.Fprintf(e.stderr, "%s written to %s (%d with a reason to fill in); %s\n",
		countOf(len(bl.Entries), "baseline entry", "baseline entries"), o.writeBaseline, todo, r.summary())
	return exitOK
}

// checkResult is what one `check` run found.
type checkResult struct {
	checks  []*check.Check
	servers []*capture.Server
	targets map[string]*check.Target // by server name
	// all holds every finding of the run (stored in the corpus); findings
	// the ones to report and fail on: all of them, or with a baseline the
	// ones it does not accept.
	all, findings []check.Finding

	baselinePath string // "" without --baseline
	suppressed   []suppressedFinding
	stale        []BaselineEntry
	unchecked    []BaselineEntry
}

// checkServers runs the checks over every server, in corpus order.
func checkServers(servers []*capture.Server, checks []*check.Check, opts check.Options) *checkResult {
	r := &checkResult{checks: checks, servers: servers, targets: map[string]*check.Target{}}
	if opts.Schemas == nil {
		opts.Schemas = check.NewSchemaCache() // compile each protocol schema definition once per run
	}
	for _, s := range servers {
		t := check.NewTarget(s, opts)
		r.targets[s.Name] = t
		r.all = append(r.all, check.RunTarget(checks, t)...)
	}
	r.findings = r.all
	return r
}

// ran reports whether the check ran on the server in this run: the server
// is in the corpus, the check was selected and applies to its version.
func (r *checkResult) ran(checkID, server string) bool {
	t := r.targets[server]
	c := r.checkByID(checkID)
	return t != nil && c != nil && c.AppliesTo(t.Version)
}

// applyBaseline keeps only the findings the baseline does not accept.
func (r *checkResult) applyBaseline(path string, bl *Baseline) {
	o := applyBaseline(bl, r.all, r.ran)
	r.baselinePath, r.findings, r.suppressed, r.stale, r.unchecked = path, o.fresh, o.suppressed, o.stale, o.unchecked
}

// reportBaseline tells, on stderr, what the baseline suppressed and which
// of its entries are stale.
func (r *checkResult) reportBaseline(e *env) {
	if r.baselinePath == "" {
		return
	}
	fmt.Fprintf(e.stderr, "baseline %s: %s suppressed, %s new, %s stale, %s not checked in this run\n", r.baselinePath,
		pluralize(len(r.suppressed), "known finding"), pluralize(len(r.findings), "finding"),
		countOf(len(r.stale), "entry", "entries"), countOf(len(r.unchecked), "entry", "entries"))
	for _, s := range r.stale {
		fmt.Fprintf(e.stderr, "  stale: %s no longer found (reason was: %s); remove it from the baseline\n", s.label(), oneLine(s.Reason, 200))
	}
}

// counts returns the number of findings per severity.
func (r *checkResult) counts() map[check.Severity]int {
	// Counts are of the reported findings (a baseline's known ones are
	// left out).
	m := map[check.Severity]int{}
	for _, f := range r.findings {
		m[f.Severity]++
	}
	return m
}

// summary is the one-line result of a run.
func (r *checkResult) summary() string {
	c := r.counts()
	s := fmt.Sprintf("%s (%s, %s, %d info) in %s, %s",
		pluralize(len(r.findings), "finding"), pluralize(c[check.SeverityError], "error"), pluralize(c[check.SeverityWarning], "warning"),
		c[check.SeverityInfo], pluralize(len(r.servers), "server"), pluralize(len(r.checks), "check"))
	if r.baselinePath != "" {
		s += fmt.Sprintf("; %s suppressed by the baseline, %s", pluralize(len(r.suppressed), "known finding"), countOf(len(r.stale), "stale entry", "stale entries"))
	}
	return s
}

// storeFindings records the run and replaces the stored findings of the
// checked servers and the selected checks.
func storeFindings(ctx context.Context, d *corpus.DB, o checkOpts, r *checkResult) (int64, error) {
	runID, err := d.BeginRun(ctx, corpus.RunMeta{Tool: "mcpsurvey check", Version: version, Args: o.args})
	if err != nil {
		return 0, err
	}
	scope := corpus.FindingScope{CheckIDs: []string{check.InternalCheckID}}
	for _, c := range r.checks {
		scope.CheckIDs = append(scope.CheckIDs, c.ID)
	}
	for _, s := range r.servers {
		scope.Servers = append(scope.Servers, s.Name)
	}
	rows := make([]corpus.Finding, 0, len(r.all))
	for _, f := range r.all {
		ev, err := json.Marshal(f.Evidence)
		if err != nil {
			return 0, fmt.Errorf("finding %s of server %q: evidence: %w", f.CheckID, f.Server, err)
		}
		rows = append(rows, corpus.Finding{RunID: runID, CheckID: f.CheckID, Severity: string(f.Severity), Server: f.Server,
			Tool: f.Tool, CallID: f.CallID, Message: f.Message, Evidence: ev})
	}
	if err := d.SaveFindings(ctx, runID, scope, rows); err != nil {
		_ = d.FinishRun(ctx, runID, "failed")
		return 0, err
	}
	return runID, d.FinishRun(ctx, runID, corpus.RunOK)
}
