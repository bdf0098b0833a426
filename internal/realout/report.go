package realout

import (
	"fmt"
	"strings"
	"text/tabwriter"
)

// Report is the outcome of Evaluate.
type Report struct {
	// Found of Total reference values of the measured outputs were
	// recovered (Match against scalar leaves and object keys); Exact of
	// them also as written, markdown decoration included (MatchExact);
	// LeafFound of them among the scalar leaves alone.
	Found, Total int
	Exact        int
	LeafFound    int
	// Agree of Outputs outputs have the classifier agree with the hand
	// label.
	Agree, Outputs int
	// Patterns: per hand pattern, in taxonomy order then error.
	Patterns []PatternRow
	// Tools: per (server, tool), sorted.
	Tools []ToolRow
	// Measured: every measured output with values, in tool order.
	Measured []OutputScore
	// Disagreements: outputs where classifier and hand label differ.
	Disagreements []Disagreement
}

// PatternRow is the account of one hand pattern.
type PatternRow struct {
	Pattern        string
	Outputs, Agree int // classification over all outputs with this label
	Measured       int // outputs with values measured for recall
	Found, Total   int // reference values
}

// ToolRow is the account of one tool.
type ToolRow struct {
	Server, Tool string
	Outputs      int
	Fitted       int    // outputs the config was suggested from
	Measured     int    // outputs with values it was applied to
	Parser       string // suggested parser, "" when none
	Reason       string // why no suggestion, or the suggester's note
	Unmeasured   bool   // one output only
	Found, Total int
}

// OutputScore is the account of one measured output.
type OutputScore struct {
	ID, Pattern  string
	Found, Total int
	Exact        int      // found as written (MatchExact)
	LeafFound    int      // found among the scalar leaves alone
	Missing      []string // reference values not found
	Leaves       []string // scalar leaves of the extracted value
	Keys         []string // object keys of the extracted value
	Err          string   // Apply error, if any
	// Route is how the config read the output: the account's parser,
	// and for parser auto the pattern it chose ("text/unstructured").
	Route string
}

// Disagreement is one output where the classifier and the hand label
// differ.
type Disagreement struct{ ID, Got, Want string }

// Recall is Found/Total (0 when there is nothing to find).
func (r Report) Recall() float64 { return ratio(r.Found, r.Total) }

// Agreement is Agree/Outputs (0 when there are no outputs).
func (r Report) Agreement() float64 { return ratio(r.Agree, r.Outputs) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func frac(a, b int) string {
	if b == 0 {
		return fmt.Sprintf("%d/%d    -", a, b)
	}
	return fmt.Sprintf("%d/%d %.3f", a, b, ratio(a, b))
}

// String prints the report as plain-text tables.
func (r Report) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "value recall (fit on odd, measured on even outputs): %s\n", frac(r.Found, r.Total))
	fmt.Fprintf(&sb, "value recall, markdown decoration kept in the values: %s\n", frac(r.Exact, r.Total))
	fmt.Fprintf(&sb, "value recall, scalar leaves only (object keys not counted): %s\n", frac(r.LeafFound, r.Total))
	fmt.Fprintf(&sb, "classification agreement (all outputs): %s\n\n", frac(r.Agree, r.Outputs))

	w := tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "hand pattern\toutputs\tagree\tmeasured\tvalues found")
	for _, p := range r.Patterns {
		fmt.Fprintf(w, "%s\t%d\t%s\t%d\t%s\n", p.Pattern, p.Outputs, frac(p.Agree, p.Outputs), p.Measured, frac(p.Found, p.Total))
	}
	w.Flush()
	sb.WriteString("\n")

	w = tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "server/tool\toutputs\tfitted\tmeasured\tparser\tvalues found\treason")
	for _, t := range r.Tools {
		parser := t.Parser
		if parser == "" {
			parser = "-"
		}
		found := frac(t.Found, t.Total)
		if t.Unmeasured {
			found = "unmeasured"
		}
		fmt.Fprintf(w, "%s/%s\t%d\t%d\t%d\t%s\t%s\t%s\n", t.Server, t.Tool, t.Outputs, t.Fitted, t.Measured,
			parser, found, oneLine(t.Reason, 100))
	}
	w.Flush()
	sb.WriteString("\n")

	w = tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "measured output\tpattern\tfound\tmissing")
	for _, m := range r.Measured {
		miss := oneLine(strings.Join(m.Missing, " | "), 100)
		if m.Err != "" {
			miss = "apply error: " + oneLine(m.Err, 80)
		}
		fmt.Fprintf(w, "%s\t%s\t%d/%d\t%s\n", m.ID, m.Pattern, m.Found, m.Total, miss)
	}
	w.Flush()
	sb.WriteString("\n")

	fmt.Fprintf(&sb, "classification disagreements: %d\n", len(r.Disagreements))
	w = tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "id\tgot\twant")
	for _, d := range r.Disagreements {
		fmt.Fprintf(w, "%s\t%s\t%s\n", d.ID, d.Got, d.Want)
	}
	w.Flush()
	return sb.String()
}

// oneLine flattens s to one line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
