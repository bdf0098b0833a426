package main

import (
	"context"
	"fmt"
	"sort"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract/score"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

const scoreExamples = `  # how much structured data suggested configs recover, measured on held-out outputs
  mcpsurvey score --db corpus.db

  # the same as JSON (per tool, server and pattern, headline, ground truth)
  mcpsurvey score --db corpus.db --format json | jq .headline

  # hold out half of every tool's outputs; tools need 4 distinct outputs
  mcpsurvey score --db corpus.db --holdout 0.5 --min-samples 4
`

// scoreVersion is the version the scores table rows are stored under: the
// scorer's, the suggester's and the classifier's rules.
func scoreVersion() string {
	return fmt.Sprintf("score-%s/suggest-%s/classify-%s", score.Version, suggest.Version, classify.Version)
}

func runScore(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "score", "mcpsurvey score --db FILE [--format text|json] [--holdout 0.3] [--min-samples 3] [--seed S]", scoreExamples)
	db := fs.String("db", "mcpsurvey.db", "corpus `file`")
	format := fs.String("format", "text", "text or json")
	holdOut := fs.Float64("holdout", score.DefaultHoldOut, "`share` of each tool's distinct outputs held out of fitting and measured (0 < share < 1)")
	minSamples := fs.Int("min-samples", score.DefaultMinSamples, "distinct usable text outputs a tool needs to be scored (at least 2)")
	seed := fs.String("seed", "", "changes the deterministic held-out split (a hash of seed and call id)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if !checkFormat(e, *format, "text", "json") {
		return exitUsage
	}
	if !(*holdOut > 0 && *holdOut < 1) {
		fmt.Fprintf(e.stderr, "mcpsurvey score: --holdout %v: want a share between 0 and 1 (exclusive)\n", *holdOut)
		return exitUsage
	}
	if *minSamples < 2 {
		fmt.Fprintf(e.stderr, "mcpsurvey score: --min-samples %d: want at least 2 (one to fit, one to hold out)\n", *minSamples)
		return exitUsage
	}
	d, code := openExisting(ctx, e, *db)
	if d == nil {
		return code
	}
	defer d.Close()
	tools, reused, err := dbTools(ctx, d)
	if err != nil {
		return failf(e, "score: %v", err)
	}
	r := score.Score(tools, score.Options{HoldOut: *holdOut, MinSamples: *minSamples, Seed: *seed})
	if err := d.SaveScores(ctx, scoreVersion(), scoreRows(r)); err != nil {
		return failf(e, "score: %v", err)
	}
	calls := 0
	for _, t := range tools {
		calls += len(t.Samples)
	}
	if *format == "json" {
		return writeJSON(e, map[string]any{"version": scoreVersion(), "corpus": *db, "answered_calls": calls,
			"stored_labels_reused": reused, "report": r})
	}
	writeScoreText(e.stdout, r, calls, reused)
	return exitOK
}

// scoreRows flattens a report into scores table rows.
func scoreRows(r score.Report) []corpus.ScoreRow {
	var rows []corpus.ScoreRow
	add := func(server, tool, pattern string, m map[string]float64) {
		for _, k := range scoreMetricNames(m) {
			rows = append(rows, corpus.ScoreRow{Server: server, Tool: tool, Pattern: pattern, Metric: k, Value: m[k]})
		}
	}
	for _, t := range r.Tools {
		m := map[string]float64{"samples": float64(t.Samples), "fitted": float64(t.Fitted), "held_out": float64(t.HeldOut),
			"extractable": scoreBool(t.Extractable)}
		if t.HeldOut > 0 {
			m["success"], m["completeness"], m["byte_coverage"], m["line_coverage"], m["valid"] = t.Success, t.Completeness, t.ByteCoverage, t.LineCoverage, t.Valid
		}
		scoreTruthMetrics(m, t.GroundTruth)
		add(t.Server, t.Tool, t.Pattern, m)
	}
	agg := func(a score.Aggregate) map[string]float64 {
		m := map[string]float64{"tools": float64(a.Tools), "tools_extractable": float64(a.ToolsExtractable),
			"tools_too_few": float64(a.ToolsTooFew), "held_out": float64(a.HeldOut)}
		if a.HeldOut > 0 {
			m["success"], m["completeness"], m["byte_coverage"], m["line_coverage"] = a.Success, a.Completeness, a.ByteCoverage, a.LineCoverage
		}
		scoreTruthMetrics(m, a.Truth)
		return m
	}
	for _, s := range r.Servers {
		m := agg(s.Aggregate)
		m["extractable"] = scoreBool(s.Extractable)
		add(s.Server, "", "", m)
	}
	for _, p := range r.Patterns {
		add("", "", p.Pattern, agg(p.Aggregate))
	}
	h := r.Headline
	m := map[string]float64{"server_share": h.ServerShare, "tool_share": h.ToolShare, "call_share": h.CallShare,
		"servers": float64(h.Servers), "servers_extractable": float64(h.ServersExtractable),
		"tools": float64(h.Tools), "tools_extractable": float64(h.ToolsExtractable), "tools_too_few": float64(h.ToolsTooFew),
		"calls": float64(h.Calls), "calls_extractable": float64(h.CallsExtractable), "held_out": float64(h.HeldOut)}
	scoreTruthMetrics(m, h.Truth)
	add("", "", "", m)
	return rows
}

func scoreTruthMetrics(m map[string]float64, t *score.Truth) {
	if t == nil {
		return
	}
	m["precision"], m["recall"], m["truth_samples"], m["truth_fields"] = t.Precision, t.Recall, float64(t.Samples), float64(t.Fields)
}

func scoreBool(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func scoreMetricNames(m map[string]float64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
