package report

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// SurveyDoc is survey.json: the survey tables, the coverage headline, the
// parser ROI and the findings summary, with the shares computed. Keys are
// stable (struct order; maps sorted by encoding/json) and empty lists are
// [] rather than null.
type SurveyDoc struct {
	Title       string          `json:"title"`
	GeneratedAt time.Time       `json:"generated_at"`
	ToolVersion string          `json:"tool_version"`
	CorpusPath  string          `json:"corpus_path,omitempty"`
	Coverage    CoverageDoc     `json:"coverage"`
	Survey      Survey          `json:"survey"`
	ROI         []ROIDoc        `json:"roi"`
	Findings    FindingsSummary `json:"findings"`
}

// CoverageDoc is Coverage with its percentages.
type CoverageDoc struct {
	Coverage
	ServersPct float64 `json:"servers_pct"`
	ToolsPct   float64 `json:"tools_pct"`
	CallsPct   float64 `json:"calls_pct"`
	HeldOutPct float64 `json:"held_out_pct"`
	GoalMet    bool    `json:"goal_met"` // ServersPct >= GoalPct (false without a goal)
}

// Unproven is the coverage headline when nothing could be held out: a
// percentage measured on the outputs a suggestion was fitted on proves
// nothing.
func Unproven(samples int) string {
	return fmt.Sprintf("unproven (%d samples, none held out)", samples)
}

// ROIDoc is a ParserROI row with its shares of the coverage denominators.
type ROIDoc struct {
	ParserROI
	ServerPct float64 `json:"server_pct"`
	ToolPct   float64 `json:"tool_pct"`
	CallPct   float64 `json:"call_pct"`
}

// NewSurveyDoc computes survey.json's content from a bundle.
func NewSurveyDoc(b *Bundle) SurveyDoc {
	c := b.Coverage
	d := SurveyDoc{Title: b.Title, GeneratedAt: b.GeneratedAt, ToolVersion: b.ToolVersion, CorpusPath: b.CorpusPath,
		Coverage: CoverageDoc{Coverage: c, ServersPct: c.Servers.Pct(), ToolsPct: c.Tools.Pct(), CallsPct: c.Calls.Pct(), HeldOutPct: c.HeldOut.Pct()},
		Survey:   b.Survey, Findings: b.Findings, ROI: []ROIDoc{}}
	d.Coverage.GoalMet = c.GoalPct > 0 && d.Coverage.ServersPct >= c.GoalPct
	for _, r := range b.ROI {
		d.ROI = append(d.ROI, ROIDoc{ParserROI: r,
			ServerPct: Share(r.Servers, r.OfServers),
			ToolPct:   Share(r.Tools, r.OfTools),
			CallPct:   Share(r.Calls, r.OfCalls)})
	}
	if d.Survey.Servers == nil {
		d.Survey.Servers = []ServerRow{}
	}
	if d.Survey.Patterns == nil {
		d.Survey.Patterns = []PatternRow{}
	}
	if d.Findings.BySeverity == nil {
		d.Findings.BySeverity = map[string]int{}
	}
	if d.Findings.ByCheck == nil {
		d.Findings.ByCheck = []CheckCount{}
	}
	return d
}

// WriteSurveyJSON writes survey.json (SurveyDoc) as indented JSON.
func WriteSurveyJSON(w io.Writer, b *Bundle) error {
	if b == nil {
		return fmt.Errorf("report: WriteSurveyJSON: nil bundle")
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(NewSurveyDoc(b))
}

// WriteSurveyMarkdown writes survey.md: the coverage headline, seed 001's
// "Servers Analyzed" and "Pattern Taxonomy" tables with their
// denominators (Survey.WriteMarkdown), the parser ROI and the findings
// summary. Cells are escaped.
func WriteSurveyMarkdown(w io.Writer, b *Bundle) error {
	if b == nil {
		return fmt.Errorf("report: WriteSurveyMarkdown: nil bundle")
	}
	bw := bufio.NewWriter(w)
	d := NewSurveyDoc(b)
	title := b.Title
	if title == "" {
		title = "MCP server survey"
	}
	fmt.Fprintf(bw, "# %s\n\n", mdText(title))
	var gen []string
	if !b.GeneratedAt.IsZero() {
		gen = append(gen, "on "+b.GeneratedAt.UTC().Format("2006-01-02 15:04 UTC"))
	}
	if b.ToolVersion != "" {
		gen = append(gen, "by mcpsurvey "+mdText(b.ToolVersion))
	}
	if b.CorpusPath != "" {
		gen = append(gen, "from corpus "+codeSpan(b.CorpusPath))
	}
	if len(gen) > 0 {
		fmt.Fprintf(bw, "Generated %s.\n\n", strings.Join(gen, " "))
	}

	c := d.Coverage
	fmt.Fprintf(bw, "## Structured-data coverage\n\n")
	if c.Definition != "" {
		fmt.Fprintf(bw, "%s\n\n", mdText(c.Definition))
	}
	if c.HeldOut.Total == 0 {
		fmt.Fprintf(bw, "- **%s**: no output could be held out of fitting, so no suggestion was measured on outputs it was not fitted on (servers %d, tools %d, calls %d in the fitted set)\n",
			Unproven(c.Calls.Total), c.Servers.Total, c.Tools.Total, c.Calls.Total)
	} else {
		fmt.Fprintf(bw, "- Servers: **%s** (%d/%d)\n", pct(c.ServersPct), c.Servers.Covered, c.Servers.Total)
		fmt.Fprintf(bw, "- Tools: **%s** (%d/%d)\n", pct(c.ToolsPct), c.Tools.Covered, c.Tools.Total)
		fmt.Fprintf(bw, "- Calls: **%s** (%d/%d)\n", pct(c.CallsPct), c.Calls.Covered, c.Calls.Total)
		fmt.Fprintf(bw, "- Held-out calls: **%s** (%d/%d)\n", pct(c.HeldOutPct), c.HeldOut.Covered, c.HeldOut.Total)
	}
	if g := c.GroundTruth; g != nil {
		fmt.Fprintf(bw, "- Against structuredContent ground truth (%d calls, %d fields): precision %s, recall %s\n",
			g.Calls, g.Fields, pct01(g.Precision), pct01(g.Recall))
	}
	if c.GoalPct > 0 {
		verdict := "not met"
		if c.GoalMet {
			verdict = "met"
		}
		fmt.Fprintf(bw, "\nSeed 000's goal, %s+ of surveyed servers with structured output extracted: **%s**.", pct(c.GoalPct), verdict)
	}
	if c.SeedEstimatePct > 0 {
		fmt.Fprintf(bw, " Seed 001 estimated that three declarative parsers cover %s+ of real-world patterns.", pct(c.SeedEstimatePct))
	}
	fmt.Fprintf(bw, "\n\n")

	// Survey.WriteMarkdown escapes pipes and line breaks; server names
	// also need their HTML special characters escaped for survey.md.
	tables := d.Survey
	tables.Servers = make([]ServerRow, len(d.Survey.Servers))
	for i, r := range d.Survey.Servers {
		r.Server = mdHTML.Replace(r.Server)
		tables.Servers[i] = r
	}
	if err := tables.WriteMarkdown(bw); err != nil {
		return fmt.Errorf("report: survey tables: %w", err)
	}

	fmt.Fprintf(bw, "\n## Parser ROI\n\n")
	if len(d.ROI) == 0 {
		fmt.Fprintf(bw, "No parser suggestions in this run.\n")
	} else {
		fmt.Fprintf(bw, "| Parser | Servers | Tools | Calls | Calls covered |\n|---|---|---|---|---|\n")
		for _, r := range d.ROI {
			fmt.Fprintf(bw, "| %s | %s (%d/%d) | %s (%d/%d) | %s (%d/%d) | %d/%d |\n", mdCell(r.Parser),
				pct(r.ServerPct), r.Servers, r.OfServers, pct(r.ToolPct), r.Tools, r.OfTools, pct(r.CallPct), r.Calls, r.OfCalls, r.Covered, r.Calls)
		}
		fmt.Fprintf(bw, "\nShares are of the servers (%d), tools (%d) and calls (%d) with a suggestion or a reason for none; a tool has one parser, a server may use several.\n",
			d.ROI[0].OfServers, d.ROI[0].OfTools, d.ROI[0].OfCalls)
	}

	f := d.Findings
	fmt.Fprintf(bw, "\n## Conformance findings\n\n%d finding(s)", f.Total)
	for i, s := range sevOrder(f.BySeverity) {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		fmt.Fprintf(bw, "%s%d %s", sep, s.Count, mdText(s.Name))
	}
	fmt.Fprintf(bw, ".\n")
	if len(f.ByCheck) > 0 {
		fmt.Fprintf(bw, "\n| Check | Title | Severity | Findings | Servers |\n|---|---|---|---|---|\n")
		for _, k := range f.ByCheck {
			fmt.Fprintf(bw, "| %s | %s | %s | %s | %s |\n", cellCode(k.ID), mdCell(k.Title), mdCell(k.Severity),
				strconv.Itoa(k.Count), strconv.Itoa(k.Servers))
		}
	}
	return bw.Flush()
}
