package realout

import (
	"path/filepath"
	"testing"
)

// The goals of issue 14 measured on the third held-out set, the floors the
// test holds, and the floors of the set's size. The floors are 0 until the
// first measurement, which sets them; never tune rules on this set's
// outputs (read only the aggregate lines).
const (
	goalRecall3     = 0.90 // value recall on the held-out half of each tool's outputs
	goalAgreement3  = 0.97 // classification agreement with the hand labels
	floorRecall3    = 0    // set by the first measurement
	floorAgreement3 = 0    // set by the first measurement

	heldOut3MinServers    = 10  // real servers in the set
	heldOut3MinWithValues = 150 // text outputs with reference values
	heldOut3MinPerTool    = 2   // outputs per tool: one to fit on, one to measure
)

// heldOut3Servers names the servers of the third held-out set
// (testdata/heldout3), as named in testdata/npm-heldout3/servers.json.in.
// They were captured with mcpsurvey probe (testdata/npm-heldout3/capture.sh)
// and are not run by any test.
var heldOut3Servers = []string{
	"accesslint", "ast-grep", "codegraph", "drawio", "duckdb", "knip",
	"mcp-cron", "mcp-time", "memory-libsql", "ohno", "tryll",
}

// TestHeldOut3 evaluates the third held-out set (testdata/heldout3): real
// outputs of servers the project had never run, labelled by hand before any
// rule was measured on them. Configs are fitted on the odd outputs of each
// tool and measured on the even ones (Evaluate). Like TestHeldOut2 it logs
// only the aggregate lines (aggregate2), never per-tool or per-output lines.
func TestHeldOut3(t *testing.T) {
	dir := filepath.Join("testdata", "heldout3")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkHeldOut3Set(t, dir, outs)
	if t.Failed() {
		return
	}

	r := Evaluate(outs)
	t.Logf("held-out set 3: %d outputs\n%s", len(outs), aggregate2(r))
	if r.Total == 0 || r.Outputs == 0 {
		t.Fatalf("nothing measured: %d reference values, %d outputs classified", r.Total, r.Outputs)
	}
	for _, m := range []struct {
		name      string
		n, d      int
		got       float64
		goal, min float64
	}{
		{"value recall on held-out outputs", r.Found, r.Total, r.Recall(), goalRecall3, floorRecall3},
		{"classification agreement", r.Agree, r.Outputs, r.Agreement(), goalAgreement3, floorAgreement3},
	} {
		switch {
		case m.got < m.min:
			t.Errorf("%s %d/%d = %.3f fell below the floor %.2f (goal %.2f)", m.name, m.n, m.d, m.got, m.min, m.goal)
		case m.got < m.goal:
			t.Logf("GOAL NOT MET: %s %d/%d = %.3f, goal ≥ %.2f (floor %.2f holds)", m.name, m.n, m.d, m.got, m.goal, m.min)
		default:
			t.Logf("%s %d/%d = %.3f meets the goal %.2f", m.name, m.n, m.d, m.got, m.goal)
		}
	}
}

// TestHeldOut3SetLoads checks only that the third held-out set loads and
// has its size (servers, outputs with values, outputs per tool); it
// measures nothing.
func TestHeldOut3SetLoads(t *testing.T) {
	dir := filepath.Join("testdata", "heldout3")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkHeldOut3Set(t, dir, outs)
}

// checkHeldOut3Set checks the third held-out set (see checkLabelledSet).
func checkHeldOut3Set(t *testing.T, dir string, outs []Output) {
	t.Helper()
	checkLabelledSet(t, dir, outs, setFloors{"held-out set 3", heldOut3Servers,
		heldOut3MinServers, heldOut3MinWithValues, heldOut3MinPerTool})
}
