package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"sort"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract/score"
	"github.com/mcpsurvey/mcpsurvey/report"
	"github.com/mcpsurvey/mcpsurvey/report/ghub"
)

const reportExamples = `  # survey.md, survey.json, index.html, gateway.json, prs.md and prs/ from a corpus
  mcpsurvey report --db corpus.db --out report/

  # with GitHub facts and existing issues for the PR reports
  GITHUB_TOKEN=... mcpsurvey report --db corpus.db --out report/ --github

  # see which issues would be filed (dry run), then file them
  GITHUB_TOKEN=... mcpsurvey report --db corpus.db --out report/ --file-issues
  GITHUB_TOKEN=... mcpsurvey report --db corpus.db --out report/ --file-issues --send
`

// reportFlags are the flags report and survey share.
type reportFlags struct {
	checks     string
	holdOut    float64
	minSamples int
	github     bool
	githubURL  string
	githubWait time.Duration
	fileIssues bool
	send       bool
}

func (r *reportFlags) register(fs *flag.FlagSet, e *env) {
	fs.StringVar(&r.checks, "checks", "all", "conformance checks the report shows (e.g. all,-MCP2003)")
	fs.Float64Var(&r.holdOut, "holdout", score.DefaultHoldOut, "share of each tool's outputs held out to score the suggested configs")
	fs.IntVar(&r.minSamples, "min-samples", score.DefaultMinSamples, "fewest distinct outputs of a tool for a coverage score")
	fs.BoolVar(&r.github, "github", false, "look up the servers' GitHub repositories: stars, archived, existing outputSchema issues (token from GITHUB_TOKEN)")
	defURL, _ := e.getenv("GITHUB_API_URL")
	fs.StringVar(&r.githubURL, "github-api-url", defURL, "GitHub API base `URL` (GitHub Enterprise: https://HOST/api/v3/; default $GITHUB_API_URL or api.github.com)")
	fs.DurationVar(&r.githubWait, "github-wait", 2*time.Minute, "longest wait for a GitHub rate-limit reset before stopping (0: never wait)")
	fs.BoolVar(&r.fileIssues, "file-issues", false, "open an issue per server from its PR report: a dry run unless --send")
	fs.BoolVar(&r.send, "send", false, "with --file-issues: really open the issues (never twice per repository)")
}

func runReport(ctx context.Context, e *env, args []string) int {
	var rf reportFlags
	var dbPath, out string
	fs := newFlags(e, "report", "mcpsurvey report --db FILE --out DIR [flags]", reportExamples)
	fs.StringVar(&dbPath, "db", "mcpsurvey.db", "corpus `file` (SQLite)")
	fs.StringVar(&out, "out", "mcpsurvey-report", "report `directory`")
	rf.register(fs, e)
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "mcpsurvey report: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	checks, err := check.Select(rf.checks)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey report: --checks: %v\n", err)
		return exitUsage
	}
	if rf.send && !rf.fileIssues {
		fmt.Fprintln(e.stderr, "mcpsurvey report: --send only goes with --file-issues")
		return exitUsage
	}
	db, code := openExisting(ctx, e, dbPath)
	if db == nil {
		return code
	}
	defer db.Close()
	_, code = writeReport(ctx, e, db, out, rf, checks, classify.Classify)
	return code
}

// writeReport builds the bundle, adds GitHub facts when asked, writes the
// report files and files issues when asked. It prints where the files are.
// cl labels the calls without a stored label (see buildBundle).
func writeReport(ctx context.Context, e *env, db *corpus.DB, out string, rf reportFlags, checks []*check.Check, cl classifyFunc) (*bundleResult, int) {
	res, err := buildBundle(ctx, db, bundleOptions{
		checks: checks, corpus: db.Path(), started: time.Now(), classify: cl,
		score: score.Options{HoldOut: rf.holdOut, MinSamples: rf.minSamples},
	})
	if err != nil {
		return nil, failf(e, "report: %v", err)
	}
	var gh *ghub.Client
	code := exitOK
	if rf.github || rf.fileIssues {
		gh, err = newGitHub(e, rf)
		if err != nil {
			return nil, failf(e, "report: %v", err)
		}
		if err := addGitHub(ctx, e, gh, res.bundle); err != nil {
			// Facts so far stay in the report; say what stopped.
			fmt.Fprintf(e.stderr, "mcpsurvey report: GitHub: %v\n", err)
			code = exitFailure
		}
	}
	gw, err := json.MarshalIndent(res.gateway, "", "  ")
	if err != nil {
		return nil, failf(e, "report: gateway.json: %v", err)
	}
	written, err := report.WriteAll(ctx, out, res.bundle, append(gw, '\n'))
	if err != nil {
		return nil, failf(e, "%v", err)
	}
	fmt.Fprintf(e.stderr, "report: %d files in %s (index.html, survey.md, survey.json, gateway.json, %s, %s)\n",
		len(written), out, report.PRIndexFile, prsText(report.TallyPRs(res.bundle)))
	if rf.fileIssues {
		if err := fileIssues(ctx, e, gh, db, res.bundle, rf.send); err != nil {
			fmt.Fprintf(e.stderr, "mcpsurvey report: filing issues: %v\n", err)
			code = exitFailure
		}
	}
	return res, code
}

// prsText says how many PR reports were written and how many servers got
// none, for which reasons (the report and survey summaries).
func prsText(t report.PRTally) string {
	s := pluralize(t.Written, "PR report")
	if n := len(t.Skipped); n > 0 {
		skipped := 0
		for _, c := range t.Skipped {
			skipped += c
		}
		s += fmt.Sprintf("; none for %s: %s", pluralize(skipped, "server"), t.SkippedText())
	}
	return s
}

// newGitHub builds the GitHub client from the flags and GITHUB_TOKEN.
func newGitHub(e *env, rf reportFlags) (*ghub.Client, error) {
	token, _ := e.getenv("GITHUB_TOKEN")
	wait := rf.githubWait
	if wait <= 0 {
		wait = -1 // ghub: negative means never wait
	}
	return ghub.New(ghub.Options{Token: token, BaseURL: rf.githubURL, MaxWait: wait, UserAgent: "mcpsurvey/" + version})
}

// addGitHub looks up every server's repository and orders the servers by
// reach (stars, archived last), so the PR reports worth filing come first.
func addGitHub(ctx context.Context, e *env, gh *ghub.Client, b *report.Bundle) error {
	var repos []ghub.Repo
	byServer := map[string]ghub.Repo{}
	for _, s := range b.Servers {
		if r, ok := gh.ParseRepo(s.Repository); ok {
			repos = append(repos, r)
			byServer[s.Name] = r
		}
	}
	if len(repos) == 0 {
		fmt.Fprintln(e.stderr, "report: --github: no server has a known GitHub repository (set \"repository\" in the server source)")
		return nil
	}
	lookups, err := gh.LookupAll(ctx, repos, 10)
	byKey := map[string]ghub.Lookup{}
	for _, l := range lookups {
		byKey[l.Repo.Key()] = l
		if l.Err != nil {
			fmt.Fprintf(e.stderr, "report: GitHub %s: %v\n", l.Repo, l.Err)
		}
	}
	var rank []ghub.RankInput
	for i := range b.Servers {
		s := &b.Servers[i]
		r, ok := byServer[s.Name]
		in := ghub.RankInput{Server: s.Name, Repo: r}
		if l, found := byKey[r.Key()]; ok && found && l.Err == nil {
			f := l.Facts
			in.Facts = &f
			s.Repo = &report.RepoFacts{FullName: f.FullName, URL: f.HTMLURL, Stars: f.Stars, Archived: f.Archived,
				DefaultBranch: f.DefaultBranch, PushedAt: f.PushedAt}
			for _, ir := range l.Related {
				s.Related = append(s.Related, report.IssueLink{Number: ir.Number, Title: ir.Title, URL: ir.URL, State: ir.State, IsPR: ir.PullRequest})
			}
		}
		rank = append(rank, in)
	}
	order := map[string]int{}
	for i, in := range ghub.Rank(rank) {
		order[in.Server] = i
	}
	sort.SliceStable(b.Servers, func(i, j int) bool { return order[b.Servers[i].Name] < order[b.Servers[j].Name] })
	return err
}

// fileIssues opens (or, without send, shows) one issue per server with a
// PR report (report.PlanPR), from that report; ghub refuses duplicates per
// repository using the corpus.
func fileIssues(ctx context.Context, e *env, gh *ghub.Client, db *corpus.DB, b *report.Bundle, send bool) error {
	store := ghub.CorpusStore{DB: db}
	var errs []error
	for i := range b.Servers {
		s := &b.Servers[i]
		plan := report.PlanPR(s)
		if !plan.Write() {
			continue
		}
		r, ok := gh.ParseRepo(s.Repository)
		if !ok {
			fmt.Fprintf(e.stdout, "%s: no GitHub repository known; not filed\n", s.Name)
			continue
		}
		var body bytes.Buffer
		if err := report.WritePR(&body, s, b); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", s.Name, err))
			continue
		}
		title := fmt.Sprintf("Declare outputSchema and return structuredContent for %s", pluralize(len(plan.Proposed), "tool"))
		if len(plan.Proposed) == 0 {
			title = fmt.Sprintf("Fix the structured output: %s with a concrete fix", pluralize(len(plan.Fixes), "finding"))
		}
		fr, err := gh.File(ctx, store, ghub.FileRequest{Repo: r, Server: s.Name, Title: title, Body: body.String(), DryRun: !send})
		if err != nil {
			errs = append(errs, fmt.Errorf("%s (%s): %w", s.Name, r, err))
			if errors.Is(err, ghub.ErrRateLimited) || errors.Is(err, ghub.ErrNoToken) {
				break
			}
			continue
		}
		switch {
		case fr.DryRun:
			fmt.Fprintf(e.stdout, "%s: would file %q in %s (dry run; add --send to file)\n", s.Name, title, fr.Repo)
		case fr.Skipped != "":
			fmt.Fprintf(e.stdout, "%s: not filed in %s: %s\n", s.Name, fr.Repo, fr.Skipped)
		default:
			fmt.Fprintf(e.stdout, "%s: filed %s\n", s.Name, fr.Ref.URL)
		}
	}
	return errors.Join(errs...)
}
