package realout

import "testing"

// The ninth held-out set: 16 real servers nobody on the team had run,
// captured and labelled by three capture helpers who wrote no rules and
// never ran the classifier or the extractor on it (6616974, f5e93c9,
// 62a78bc, 740671a, 2550d92, a1ac96f, 8471eb5, 1874d50), before anything
// was measured on it.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only the aggregate lines TestHeldOut9 logs are ever
// read) was decided before that first measurement, as for set 7: the
// servers sorted by name, every other one spent, from the first.
//
// First measurement, at fbacd3c (the rules of that session so far,
// written without sight of the set): recall 887/1269 = 0.699, agreement
// 296/331 = 0.894, not-JSON recall 345/536 = 0.644; part a 354/596 =
// 0.594, 145/170; part b 533/673 = 0.792, 151/161. At the end of that
// session (rules written on part a, the tuning sets and the collections'
// fit parts only): whole 1068/1269 = 0.842, 300/331 = 0.906; part a
// 531/596 = 0.891, 149/170; part b 537/673 = 0.798, 151/161. The floors
// sit just under the whole set's figures.
const (
	floorRecall9    = 0.82
	floorAgreement9 = 0.89

	heldOut9MinServers    = 16
	heldOut9MinWithValues = 150
	heldOut9MinPerTool    = 2
)

// heldOut9Servers names the servers of the ninth held-out set
// (testdata/heldout9), as named in testdata/npm-heldout9a, 9b and 9c.
// They were captured with mcpsurvey probe and are not run by any test.
var heldOut9Servers = []string{
	"agent-orchestrator", "autotel", "basic-vanillajs", "claude-code", "drawio", "excalidraw", "fetch", "mapbox",
	"mapbox-devkit", "maz-ui", "memorix", "nx", "pdf", "readpage", "taskmaster", "threejs",
}

// heldOut9SpentServers are the servers of part a of the ninth held-out
// set: every other server of heldOut9Servers (sorted), from the first.
var heldOut9SpentServers = []string{
	"agent-orchestrator", "basic-vanillajs", "drawio", "fetch", "mapbox-devkit", "memorix", "pdf", "taskmaster",
}

// TestHeldOut9Split keeps the split as decided: every other server, sorted.
func TestHeldOut9Split(t *testing.T) {
	checkAlternateSplit(t, heldOut9Servers, heldOut9SpentServers)
}

// TestHeldOut9 evaluates the ninth held-out set (testdata/heldout9); it
// logs only the aggregate lines of the whole set and of each part, never
// per-tool or per-output lines.
func TestHeldOut9(t *testing.T) {
	evalSplit(t, heldOut9Set())
}

// TestHeldOut9A logs the whole report (per tool, per output) of part a of
// the ninth held-out set, spent for diagnosis after the set's first
// measurement. Part b is never reported so.
func TestHeldOut9A(t *testing.T) {
	logPartA(t, heldOut9Set())
}

// heldOut9Set is the ninth held-out set with its split and floors.
func heldOut9Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 9", heldOut9Servers, heldOut9MinServers, heldOut9MinWithValues, heldOut9MinPerTool},
		dir:    "heldout9", spent: heldOut9SpentServers, recall: floorRecall9, agrees: floorAgreement9,
	}
}
