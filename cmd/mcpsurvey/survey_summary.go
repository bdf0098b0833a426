package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"time"

	"github.com/mcpsurvey/mcpsurvey/report"
)

// printSurveyText prints the end-of-survey summary: the survey tables, the
// coverage headline, findings by severity and where the files are.
func printSurveyText(e *env, o *surveyOptions, res *bundleResult, configured int, took time.Duration) {
	b := res.bundle
	w := e.stdout
	if err := b.Survey.WriteText(w); err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey survey: %v\n", err)
	}
	c := b.Coverage
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Coverage (suggested text_extraction configs, measured on held-out outputs)")
	if c.HeldOut.Total == 0 {
		fmt.Fprintf(w, "  %s: no output could be held out of fitting (seed 000 goal: %.0f%% of servers; seed 001 estimate: %.0f%%)\n",
			report.Unproven(c.Calls.Total), c.GoalPct, c.SeedEstimatePct)
	} else {
		fmt.Fprintf(w, "  servers %s   tools %s   calls %s   (seed 000 goal: %.0f%% of servers; seed 001 estimate: %.0f%%)\n",
			ratio(c.Servers), ratio(c.Tools), ratio(c.Calls), c.GoalPct, c.SeedEstimatePct)
		fmt.Fprintf(w, "  held-out outputs: %d, turned into data: %d\n", c.HeldOut.Total, c.HeldOut.Covered)
	}
	if c.HeldOut.Total == 0 && c.Tools.Total > c.Tools.Covered {
		fmt.Fprintln(w, "  (no text tool had 3 distinct outputs to hold some out: call tools more often with --calls-per-tool 3 or a --plan)")
	}
	if gt := c.GroundTruth; gt != nil {
		fmt.Fprintf(w, "  against structuredContent (%d calls, %d fields): precision %.2f, recall %.2f\n", gt.Calls, gt.Fields, gt.Precision, gt.Recall)
	}
	fmt.Fprintln(w, "  (what counts: survey.md, \"Coverage\"; per tool: mcpsurvey score --db CORPUS)")
	f := b.Findings
	fmt.Fprintf(w, "\nFindings: %d (%d error, %d warning, %d info)", f.Total, f.BySeverity["error"], f.BySeverity["warning"], f.BySeverity["info"])
	for i, cc := range f.ByCheck {
		if i == 5 {
			fmt.Fprintf(w, "; ... see index.html")
			break
		}
		sep := "; "
		if i == 0 {
			sep = ": "
		}
		fmt.Fprintf(w, "%s%s ×%d", sep, cc.ID, cc.Count)
	}
	fmt.Fprintln(w)
	sugs := 0
	for _, s := range res.suggestions {
		if s.VirtualTool != nil {
			sugs++
		}
	}
	prs := report.TallyPRs(b)
	abs, _ := filepath.Abs(o.out)
	fmt.Fprintf(w, "\n%d servers configured; surveyed in %s.\n", configured, took.Round(time.Millisecond))
	fmt.Fprintf(w, "Report:  %s\n", filepath.Join(abs, "index.html"))
	fmt.Fprintf(w, "Tables:  %s, survey.json\n", filepath.Join(abs, "survey.md"))
	fmt.Fprintf(w, "Gateway: %s (%d suggested virtual tools)\n", filepath.Join(abs, "gateway.json"), sugs)
	fmt.Fprintf(w, "PRs:     %s (%s; index %s)\n", filepath.Join(abs, "prs"), prsText(prs), report.PRIndexFile)
	fmt.Fprintf(w, "Corpus:  %s\n", o.db)
}

func ratio(r report.Ratio) string {
	return fmt.Sprintf("%d/%d (%.1f%%)", r.Covered, r.Total, r.Pct())
}

// surveySummary is the JSON form of the survey summary.
type surveySummary struct {
	Configured int                    `json:"servers_configured"`
	Seconds    float64                `json:"seconds"`
	Survey     report.Survey          `json:"survey"`
	Coverage   report.Coverage        `json:"coverage"`
	Findings   report.FindingsSummary `json:"findings"`
	PRs        report.PRTally         `json:"prs"`
	Files      map[string]string      `json:"files"`
}

func printSurveyJSON(e *env, o *surveyOptions, res *bundleResult, configured int, took time.Duration) {
	b := res.bundle
	s := surveySummary{Configured: configured, Seconds: took.Seconds(), Survey: b.Survey, Coverage: b.Coverage, Findings: b.Findings,
		PRs: report.TallyPRs(b),
		Files: map[string]string{
			"report": filepath.Join(o.out, "index.html"), "survey_md": filepath.Join(o.out, "survey.md"),
			"survey_json": filepath.Join(o.out, "survey.json"), "gateway": filepath.Join(o.out, "gateway.json"),
			"prs": filepath.Join(o.out, "prs"), "prs_index": filepath.Join(o.out, report.PRIndexFile), "corpus": o.db,
		}}
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey survey: %v\n", err)
	}
}
