package realout

import "testing"

// The eleventh held-out set: 14 real servers nobody on the team had run,
// captured and labelled by three capture helpers who wrote no rules and
// never ran the classifier or the extractor on it (c8a9697, c67ad33,
// bbe030a, 040da11, 6eb6a1e, e270f31, d40fa5e, 19e6653), before anything
// was measured on it.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only the aggregate lines TestHeldOut11 logs are ever
// read) was decided before that first measurement, as for sets 7 and 9:
// the servers sorted by name, every other one spent, from the first.
//
// First measurement, at 7e9cc74 (every rule of the session that captured
// it, written without sight of the set): recall 1412/1861 = 0.759,
// agreement 224/264 = 0.848, not-JSON recall 795/1227 = 0.648; part a
// 309/404 = 0.765, 125/151; part b 1103/1457 = 0.757, 99/113 = 0.876. The
// rules of that session's start (8c08b72) scored 1411/1861 on it: the
// session's general readers moved a set they never saw by one value. After
// rules written on part a: whole 1434/1861 = 0.771, part a 331/404 =
// 0.819, part b unchanged. The floors sit just under the whole set's
// figures.
const (
	floorRecall11    = 0.76
	floorAgreement11 = 0.83

	heldOut11MinServers    = 14
	heldOut11MinWithValues = 150
	heldOut11MinPerTool    = 2
)

// heldOut11Servers names the servers of the eleventh held-out set
// (testdata/heldout11), as named in testdata/npm-heldout11a to 11c. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut11Servers = []string{
	"ableton-cookbook", "azure", "basic-react", "echarts", "godot-bridge", "map", "modular", "recipe",
	"sf-docs", "sfexperts", "shadertoy", "slop", "ssh-manager", "textlint",
}

// heldOut11SpentServers are the servers of part a of the eleventh held-out
// set: every other server of heldOut11Servers (sorted), from the first.
var heldOut11SpentServers = []string{
	"ableton-cookbook", "basic-react", "godot-bridge", "modular", "sf-docs", "shadertoy", "ssh-manager",
}

// TestHeldOut11Split keeps the split as decided: every other server, sorted.
func TestHeldOut11Split(t *testing.T) {
	checkAlternateSplit(t, heldOut11Servers, heldOut11SpentServers)
}

// TestHeldOut11 evaluates the eleventh held-out set (testdata/heldout11); it
// logs only the aggregate lines of the whole set and of each part, never
// per-tool or per-output lines.
func TestHeldOut11(t *testing.T) {
	evalSplit(t, heldOut11Set())
}

// TestHeldOut11A logs the whole report (per tool, per output) of part a
// of the eleventh held-out set, spent for diagnosis after the set's first
// measurement. Part b is never reported so.
func TestHeldOut11A(t *testing.T) {
	logPartA(t, heldOut11Set())
}

// heldOut11Set is the eleventh held-out set with its split and floors.
func heldOut11Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 11", heldOut11Servers, heldOut11MinServers, heldOut11MinWithValues, heldOut11MinPerTool},
		dir:    "heldout11", spent: heldOut11SpentServers, recall: floorRecall11, agrees: floorAgreement11,
	}
}
