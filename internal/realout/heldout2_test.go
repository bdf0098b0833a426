package realout

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"text/tabwriter"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
)

// The goals of issue 14 measured on the second held-out set, the floors the
// test holds, and the floors of the set's size. The goals are the issue's
// "Done when" and are not met on this set yet (first runs, at 168550d and at
// c53a2f6: recall 369/562 = 0.657, agreement 183/198 = 0.924); the test
// logs the gap and fails on any regression below the floors, which are those
// first measurements. Raise the floors as the rules improve; never tune
// rules on this set's outputs (read only the aggregate lines). Raised at
// the end of the session that added tune2 (recall 422/562 = 0.751,
// agreement 184/198 = 0.929), and again at the end of the session that
// added tune3 and tune4 (452/562 = 0.804, 185/198 = 0.934), and again at
// the end of the session that added held-out set 5 (466/562 = 0.829,
// 186/198 = 0.939).
const (
	floorRecall2    = 0.83
	floorAgreement2 = 0.93

	heldOut2MinServers    = 10  // real servers in the set
	heldOut2MinWithValues = 150 // text outputs with reference values
	heldOut2MinPerTool    = 2   // outputs per tool: one to fit on, one to measure
)

// TestHeldOut2 evaluates the second held-out set (testdata/heldout2): real
// outputs of servers the project had never run, labelled by hand before any
// rule was measured on them. Configs are fitted on the odd outputs of each
// tool and measured on the even ones (Evaluate).
//
// Only the aggregate lines of the report are logged (overall recall and
// agreement, and the per-pattern table): the per-tool and per-output lines
// would show tool names, values and reasons to whoever tunes rules, and the
// set would stop being held out.
func TestHeldOut2(t *testing.T) {
	dir := filepath.Join("testdata", "heldout2")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkHeldOut2Set(t, dir, outs)
	if t.Failed() {
		return
	}

	evalHeldOut(t, "held-out set 2", outs, floorRecall2, floorAgreement2)
}

// aggregate2 prints the aggregate part of a report: overall recall and
// agreement, and one line per hand pattern. It names no server, tool,
// output or value.
func aggregate2(r Report) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "value recall (fit on odd, measured on even outputs): %s\n", frac(r.Found, r.Total))
	fmt.Fprintf(&sb, "value recall, markdown decoration kept in the values: %s\n", frac(r.Exact, r.Total))
	fmt.Fprintf(&sb, "value recall, scalar leaves only (object keys not counted): %s\n", frac(r.LeafFound, r.Total))
	fmt.Fprintf(&sb, "classification agreement (all outputs): %s\n", frac(r.Agree, r.Outputs))
	f, n := textRecall(r)
	fmt.Fprintf(&sb, "value recall on text that is not JSON (hand patterns other than structured and json_in_text): %s\n", frac(f, n))
	measured, fitted := 0, 0
	for _, tr := range r.Tools {
		measured += tr.Measured
		fitted += tr.Fitted
	}
	fmt.Fprintf(&sb, "tools: %d, outputs fitted on: %d, outputs measured: %d, disagreements: %d\n\n",
		len(r.Tools), fitted, measured, len(r.Disagreements))
	w := tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "hand pattern\toutputs\tagree\tmeasured\tvalues found")
	for _, p := range r.Patterns {
		fmt.Fprintf(w, "%s\t%d\t%s\t%d\t%s\n", p.Pattern, p.Outputs, frac(p.Agree, p.Outputs), p.Measured, frac(p.Found, p.Total))
	}
	w.Flush()
	return sb.String()
}

// textRecall sums the values found and sought on outputs whose hand
// pattern is neither structured nor json_in_text: the recall on text that
// is not JSON, which a set's JSON values would otherwise hide.
func textRecall(r Report) (found, total int) {
	for _, p := range r.Patterns {
		if p.Pattern != "structured" && p.Pattern != "json_in_text" {
			found += p.Found
			total += p.Total
		}
	}
	return found, total
}

// TestAggregate2NamesNoTool checks that the aggregate printout of a report
// carries the totals and per-pattern lines but no server, tool or output id.
func TestAggregate2NamesNoTool(t *testing.T) {
	r := Report{
		Found: 3, Total: 4, Agree: 1, Outputs: 2,
		Patterns:      []PatternRow{{Pattern: "key_value", Outputs: 2, Agree: 1, Measured: 1, Found: 3, Total: 4}},
		Tools:         []ToolRow{{Server: "secret-server", Tool: "secret_tool", Outputs: 2, Fitted: 1, Measured: 1, Reason: "why"}},
		Measured:      []OutputScore{{ID: "secret-server/secret_tool/2", Pattern: "key_value", Found: 3, Total: 4, Missing: []string{"hidden-value"}}},
		Disagreements: []Disagreement{{ID: "secret-server/secret_tool/1", Got: "unstructured", Want: "key_value"}},
	}
	got := aggregate2(r)
	for _, want := range []string{"3/4 0.750", "1/2 0.500", "key_value", "disagreements: 1", "not JSON (hand patterns other than structured and json_in_text): 3/4"} {
		if !strings.Contains(got, want) {
			t.Errorf("aggregate lacks %q:\n%s", want, got)
		}
	}
	for _, leak := range []string{"secret", "hidden-value", "why"} {
		if strings.Contains(got, leak) {
			t.Errorf("aggregate shows %q:\n%s", leak, got)
		}
	}
}

// checkHeldOut2Set checks the second held-out set (see checkLabelledSet).
func checkHeldOut2Set(t *testing.T, dir string, outs []Output) {
	t.Helper()
	checkLabelledSet(t, dir, outs, setFloors{"held-out set 2", realservers.HeldOut2Servers,
		heldOut2MinServers, heldOut2MinWithValues, heldOut2MinPerTool})
}
