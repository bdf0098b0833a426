package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

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
	if code, ok := parseFlags(fs, args); !ok {
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

// writeScoreText prints the report as text tables.
func writeScoreText(w io.Writer, r score.Report, calls, reused int) {
	h := r.Headline
	fit := 0
	for _, t := range r.Tools {
		fit += t.Fitted
	}
	fmt.Fprintf(w, "Coverage of %d answered calls, %d tools with usable output, %d servers (%s; %d stored labels reused)\n",
		calls, h.Tools, h.Servers, scoreVersion(), reused)
	fmt.Fprintf(w, "Held out: %d text samples measured, %d fitted (%.0f%% of each tool's distinct outputs held out, split by a hash of the call id); no sample is measured that a config was fitted to.\n\n",
		h.HeldOut, fit, r.Options.HoldOut*100)
	fmt.Fprintln(w, "Headline (turn into structured data)")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  servers\t%d / %d\t%s\tseed 000 goal %s+, seed 001 estimate %s\n", h.ServersExtractable, h.Servers, scorePct(h.ServerShare), scorePct(h.Goal000), scorePct(h.Estimate001))
	fmt.Fprintf(tw, "  tools\t%d / %d\t%s\t%d with too few samples (counted as not extractable)\n", h.ToolsExtractable, h.Tools, scorePct(h.ToolShare), h.ToolsTooFew)
	fmt.Fprintf(tw, "  calls\t%d / %d\t%s\tstructuredContent calls + held-out text calls\n", h.CallsExtractable, h.Calls, scorePct(h.CallShare))
	_ = tw.Flush()
	if h.ServersUnproven > 0 || h.ServersNoOutput > 0 {
		fmt.Fprintf(w, "  %d server(s) held back only by tools with too few samples; %d server(s) without usable output left out\n", h.ServersUnproven, h.ServersNoOutput)
	}
	if t := h.Truth; t != nil {
		fmt.Fprintf(w, "  ground truth (structuredContent hidden, text extracted): %d held-out results, %d fields: precision %.2f, recall %.2f (tp %d, fp %d, fn %d)\n",
			t.Samples, t.Fields, t.Precision, t.Recall, t.TruePositive, t.FalsePositive, t.FalseNegative)
	} else {
		fmt.Fprintln(w, "  ground truth: no held-out result carries both structuredContent and text")
	}

	fmt.Fprintln(w, "\nPer pattern")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  PATTERN\tTOOLS\tEXTRACTABLE\tTOO FEW\tHELD OUT\tSUCCESS\tCOMPLETE\tBYTES\tLINES\tPRECISION\tRECALL")
	for _, p := range r.Patterns {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%d\t%s\n", p.Pattern, p.Tools, p.ToolsExtractable, p.ToolsTooFew, p.HeldOut, scoreAggCells(p.Aggregate))
	}
	_ = tw.Flush()

	fmt.Fprintln(w, "\nPer server")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  SERVER\tEXTRACTABLE\tTOOLS\tOK\tTOO FEW\tHELD OUT\tSUCCESS\tCOMPLETE\tBYTES\tLINES\tPRECISION\tRECALL")
	for _, s := range r.Servers {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%d\t%d\t%s\n", tableText(s.Server), scoreYesNo(s.Extractable), s.Tools, s.ToolsExtractable, s.ToolsTooFew, s.HeldOut, scoreAggCells(s.Aggregate))
	}
	_ = tw.Flush()

	fmt.Fprintln(w, "\nPer tool")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  SERVER\tTOOL\tPATTERN\tPARSER\tSTATUS\tFIT/HELD\tSUCCESS\tCOMPLETE\tBYTES\tLINES\tP/R\tNOTE")
	for _, t := range r.Tools {
		pr := "-"
		if g := t.GroundTruth; g != nil {
			pr = fmt.Sprintf("%.2f/%.2f", g.Precision, g.Recall)
		}
		cells := "-\t-\t-\t-"
		if t.HeldOut > 0 {
			cells = fmt.Sprintf("%s\t%s\t%s\t%s", scorePct(t.Success), scorePct(t.Completeness), scorePct(t.ByteCoverage), scorePct(t.LineCoverage))
		}
		note := t.Reason
		if len(t.Failures) > 0 {
			note = "failed " + t.Failures[0]
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%d/%d\t%s\t%s\t%s\n", tableText(t.Server), tableText(t.Tool), t.Pattern, scoreDash(t.Parser), t.Status,
			t.Fitted, t.HeldOut, cells, pr, tableText(diffShort(note)))
	}
	_ = tw.Flush()
	var mism []string
	for _, t := range r.Tools {
		if t.GroundTruth != nil {
			for _, m := range t.GroundTruth.Mismatches {
				mism = append(mism, t.Server+":"+t.Tool+" "+m)
			}
		}
	}
	if len(mism) > 0 {
		fmt.Fprintln(w, "\nGround-truth mismatches (first few per tool)")
		for _, m := range mism {
			fmt.Fprintln(w, "  "+tableText(diffShort(m)))
		}
	}
	fmt.Fprintf(w, "\nDefinition: %s\n", h.Definition)
}

func scoreAggCells(a score.Aggregate) string {
	cells := "-\t-\t-\t-"
	if a.HeldOut > 0 {
		cells = fmt.Sprintf("%s\t%s\t%s\t%s", scorePct(a.Success), scorePct(a.Completeness), scorePct(a.ByteCoverage), scorePct(a.LineCoverage))
	}
	if t := a.Truth; t != nil {
		return cells + fmt.Sprintf("\t%.2f\t%.2f", t.Precision, t.Recall)
	}
	return cells + "\t-\t-"
}

func scorePct(f float64) string { return fmt.Sprintf("%.1f%%", f*100) }

func scoreYesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func scoreDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// tableText keeps captured strings on one table line: control characters
// (tabs, newlines, escapes) become spaces.
func tableText(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return ' '
		}
		return r
	}, s)
}
