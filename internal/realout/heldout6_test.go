package realout

import (
	"path/filepath"
	"testing"
)

// The floors the test holds on the sixth held-out set, and the floors of
// the set's size. The set was labelled (20aa8e5, 86131d6, 6082460, 5114d59,
// 444090a) by two capture helpers who wrote no rules, before anything was
// measured on it. Its first measurement, at 86131d6 (this session's rules so far, written
// without sight of it), gave recall 1566/2419 = 0.647 and agreement 302/330 = 0.915
// (9ab8831, the session's start: 1563/2419, 302/330); not-JSON recall 530/1370.
// Never tune rules on this set's outputs: read only the
// aggregate lines TestHeldOut6 logs.
const (
	floorRecall6    = 0.60
	floorAgreement6 = 0.90

	heldOut6MinServers    = 13  // real servers in the set
	heldOut6MinWithValues = 150 // text outputs with reference values
	heldOut6MinPerTool    = 2
)

// heldOut6Servers names the servers of the sixth held-out set
// (testdata/heldout6), as named in testdata/npm-heldout6a and
// testdata/npm-heldout6b. They were captured with mcpsurvey probe and are
// not run by any test.
var heldOut6Servers = []string{
	"agent-security-scanner", "angular", "backlog", "dbeaver", "fs-server", "http-curl", "pollinations-sqlite",
	"primeng", "sonance-brand", "tailwind", "voltagent-docs", "vuetify", "workos-docs",
}

// TestHeldOut6 evaluates the sixth held-out set (testdata/heldout6): real
// outputs of 13 servers the project had never run, labelled by hand by
// helpers who wrote no rules, before any rule was measured on them. It
// logs only the aggregate lines, never per-tool or per-output lines.
func TestHeldOut6(t *testing.T) {
	dir := filepath.Join("testdata", "heldout6")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkLabelledSet(t, dir, outs, setFloors{"held-out set 6", heldOut6Servers,
		heldOut6MinServers, heldOut6MinWithValues, heldOut6MinPerTool})
	if t.Failed() {
		return
	}
	evalHeldOut(t, "held-out set 6", outs, floorRecall6, floorAgreement6)
}
