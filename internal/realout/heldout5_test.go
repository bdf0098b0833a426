package realout

import (
	"path/filepath"
	"testing"
)

// The floors the test holds on the fifth held-out set, and the floors of
// the set's size. The set was labelled (ccc996c, 81d1a7c, 2342cdd) before
// anything was measured on it. Its first measurement of all 13 servers, at
// 2342cdd, gave recall 2433/2517 = 0.967 and agreement 319/336 = 0.949
// (def8ae1's rules, before any rule of that session: 2431/2517, 319/336);
// at the end of that session 2433/2517 = 0.967 and 321/336 = 0.955, the
// rules it gained having been tuned on the tuning sets only.
// Most of its values are JSON (2352 of 2517): the per-pattern lines say
// more than the total. Never tune rules on this set's outputs: read only
// the aggregate lines TestHeldOut5 logs.
const (
	floorRecall5    = 0.96
	floorAgreement5 = 0.97

	heldOut5MinServers    = 13  // real servers in the set
	heldOut5MinWithValues = 150 // text outputs with reference values
	// Four tools answered once only (leanspec get_capabilities, get_schema,
	// get_stats; wcf list_patterns): they are fitted on, not measured.
	heldOut5MinPerTool = 1
)

// heldOut5Servers names the servers of the fifth held-out set
// (testdata/heldout5), as named in testdata/npm-heldout5a and
// testdata/npm-heldout5b. They were captured with mcpsurvey probe and are
// not run by any test.
var heldOut5Servers = []string{
	"agentaudit", "astrotask", "bash-command", "ccusage", "codegraph-ai", "leanspec", "lucide-icons",
	"oz-contracts", "panda-css", "vaulttools", "vibgrate", "vitest-runner", "wcf",
}

// TestHeldOut5 evaluates the fifth held-out set (testdata/heldout5): real
// outputs of 13 servers the project had never run, labelled by hand by
// helpers who wrote no rules, before any rule was measured on them. It
// logs only the aggregate lines, never per-tool or per-output lines.
func TestHeldOut5(t *testing.T) {
	dir := filepath.Join("testdata", "heldout5")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkLabelledSet(t, dir, outs, setFloors{"held-out set 5", heldOut5Servers,
		heldOut5MinServers, heldOut5MinWithValues, heldOut5MinPerTool})
	if t.Failed() {
		return
	}
	evalHeldOut(t, "held-out set 5", outs, floorRecall5, floorAgreement5)
}
