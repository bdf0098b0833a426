package realout

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
)

// The goals of issue 14 on the held-out set, and the floors of the set's
// size. The goals are the "Done when"; they are not to be lowered to
// make the test pass.
const (
	heldOutMinRecall    = 0.90 // value recall on the held-out half of each tool's outputs
	heldOutMinAgreement = 0.97 // classification agreement with the hand labels

	heldOutMinServers    = 10  // real servers in the set
	heldOutMinWithValues = 150 // text outputs with reference values
	heldOutMinPerTool    = 2   // outputs per tool: one to fit on, one to measure
)

// TestHeldOut evaluates the first held-out set (testdata/heldout): real
// outputs of 12 servers, labelled by hand before any rule was tuned on
// them. Its first two runs (4450f34 and 80212e6) gave recall 445/588 =
// 0.757 and agreement 301/310 = 0.971; after that the set was SPENT: its
// per-tool failures were read to improve the rules, so it now works as a
// second tuning set and a regression test, and the clean held-out figure
// comes from testdata/heldout2 (TestHeldOut2). Configs are fitted on the
// odd outputs of each tool and measured on the even ones (Evaluate). It
// checks the set itself, logs the report, and asserts the goals.
func TestHeldOut(t *testing.T) {
	dir := filepath.Join("testdata", "heldout")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkHeldOutSet(t, dir, outs)
	if t.Failed() {
		return
	}

	r := Evaluate(outs)
	t.Logf("held-out set: %d outputs\n%s", len(outs), r)
	if r.Total == 0 || r.Outputs == 0 {
		t.Fatalf("nothing measured: %d reference values, %d outputs classified", r.Total, r.Outputs)
	}
	if got := r.Recall(); got < heldOutMinRecall {
		t.Errorf("value recall on held-out outputs %d/%d = %.3f, goal ≥ %.2f", r.Found, r.Total, got, heldOutMinRecall)
	}
	if got := r.Agreement(); got < heldOutMinAgreement {
		t.Errorf("classification agreement %d/%d = %.3f, goal ≥ %.2f", r.Agree, r.Outputs, got, heldOutMinAgreement)
	}
}

// setFloors are what a labelled held-out set must hold.
type setFloors struct {
	name          string   // for messages, e.g. "held-out set 2"
	servers       []string // servers that must have outputs
	minServers    int
	minWithValues int
	minPerTool    int
}

// checkHeldOutSet checks the first held-out set (see checkLabelledSet).
func checkHeldOutSet(t *testing.T, dir string, outs []Output) {
	t.Helper()
	checkLabelledSet(t, dir, outs, setFloors{"held-out set", realservers.HeldOutServers,
		heldOutMinServers, heldOutMinWithValues, heldOutMinPerTool})
}

// checkLabelledSet checks a set's size floors and its consistency: every
// id unique and numbered 1..n per tool, every pattern valid, no values on
// error outputs, each file holding only its own server, every listed
// server present, and every tool with enough outputs to be split. Failures
// name ids only where the set itself is broken.
func checkLabelledSet(t *testing.T, dir string, outs []Output, f setFloors) {
	t.Helper()
	servers := map[string]bool{}
	ids := map[string]bool{}
	perTool := map[string][]int{}
	withValues := 0
	for _, o := range outs {
		if ids[o.ID] {
			t.Errorf("%s: id used twice", o.ID)
		}
		ids[o.ID] = true
		servers[o.Server] = true
		if !ValidPattern(o.Pattern) {
			t.Errorf("%s: pattern %q is not valid", o.ID, o.Pattern)
		}
		if o.Pattern == PatternError && len(o.Values) > 0 {
			t.Errorf("%s: an error output has values", o.ID)
		}
		if len(o.Values) > 0 && o.Pattern != PatternError {
			withValues++
		}
		n, ok := o.N()
		if !ok {
			t.Errorf("%s: id does not end in /<n>", o.ID)
		}
		key := o.Server + "/" + o.Tool
		perTool[key] = append(perTool[key], n)
	}

	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	for _, file := range files {
		if name := strings.TrimSuffix(filepath.Base(file), ".jsonl"); !servers[name] {
			t.Errorf("%s holds no output of server %s", file, name)
		}
	}
	for _, o := range outs {
		if !fileHolds(files, o.Server) {
			t.Errorf("%s: server %s has no file %s.jsonl", o.ID, o.Server, o.Server)
		}
	}
	for _, name := range f.servers {
		if !servers[name] {
			t.Errorf("%s: server %s has no outputs in %s", f.name, name, dir)
		}
	}

	keys := make([]string, 0, len(perTool))
	for k := range perTool {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ns := perTool[k]
		sort.Ints(ns)
		for i, n := range ns {
			if n != i+1 {
				t.Errorf("%s: outputs numbered %v, want 1..%d", k, ns, len(ns))
				break
			}
		}
		if len(ns) < f.minPerTool {
			t.Errorf("%s: %d output(s), want at least %d (one to fit on, one to measure)", k, len(ns), f.minPerTool)
		}
	}

	if len(servers) < f.minServers {
		t.Errorf("%s: %d servers, want at least %d", f.name, len(servers), f.minServers)
	}
	if withValues < f.minWithValues {
		t.Errorf("%s: %d outputs with reference values, want at least %d", f.name, withValues, f.minWithValues)
	}
	t.Logf("%s: %d servers, %d tools, %d outputs, %d with reference values",
		f.name, len(servers), len(perTool), len(outs), withValues)
}

// fileHolds reports whether files has <server>.jsonl.
func fileHolds(files []string, server string) bool {
	want := fmt.Sprintf("%s.jsonl", server)
	for _, f := range files {
		if filepath.Base(f) == want {
			return true
		}
	}
	return false
}
