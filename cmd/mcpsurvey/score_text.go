// score's text report.

package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/mcpsurvey/mcpsurvey/extract/score"
)

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
