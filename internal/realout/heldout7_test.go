package realout

import "testing"

// The floors the test holds on the seventh held-out set, and the floors of
// the set's size. The set was captured and labelled (f3037a1, a4bce4d,
// 4b40a20, eb9d851, b45cd0f) by two capture helpers who wrote no rules and
// never ran the classifier or the extractor on it, before anything was
// measured on it.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only the aggregate lines TestHeldOut7 logs are ever
// read) was decided before that first measurement: the servers sorted by
// name, every other one spent.
//
// First measurement, at a2cda60 (this session's rules so far, written
// without sight of the set): recall 1645/2669 = 0.616, agreement 339/373 =
// 0.909, not-JSON recall 613/1462 = 0.419; part a 718/1415 = 0.507,
// 167/188; part b 927/1254 = 0.739, 172/185. At the end of that session
// (rules written on part a, the tuning sets and synthetic collections
// only): whole 2296/2669 = 0.860, 345/373 = 0.925; part a 1367/1415,
// 173/188; part b 929/1254 = 0.741, 172/185. The floors sit just under
// the whole set's figures.
const (
	floorRecall7    = 0.85
	floorAgreement7 = 0.91

	heldOut7MinServers    = 14  // real servers in the set
	heldOut7MinWithValues = 150 // text outputs with reference values
	heldOut7MinPerTool    = 2
)

// heldOut7Servers names the servers of the seventh held-out set
// (testdata/heldout7), as named in testdata/npm-heldout7a and
// testdata/npm-heldout7b. They were captured with mcpsurvey probe and are
// not run by any test.
var heldOut7Servers = []string{
	"agent-infra-commands", "agent-orchestrator", "antd-components", "datacore", "excalidraw", "gopls",
	"hello-world", "ng-primitives", "nodejs-debugger", "reactbits", "reqx", "rn-guide", "session-continuity", "ymcp",
}

// heldOut7SpentServers are the servers of part a of the seventh held-out
// set: every other server of heldOut7Servers (sorted), from the first.
var heldOut7SpentServers = []string{
	"agent-infra-commands", "antd-components", "excalidraw", "hello-world", "nodejs-debugger", "reqx", "session-continuity",
}

// TestHeldOut7Split keeps the split as decided: every other server, sorted.
func TestHeldOut7Split(t *testing.T) {
	checkAlternateSplit(t, heldOut7Servers, heldOut7SpentServers)
}

// TestHeldOut7 evaluates the seventh held-out set (testdata/heldout7):
// real outputs of 14 servers the project had never run, labelled by hand
// by helpers who wrote no rules, before any rule was measured on them. It
// logs only the aggregate lines, never per-tool or per-output lines.
func TestHeldOut7(t *testing.T) {
	evalSplit(t, heldOut7Set())
}

// TestHeldOut7A logs the whole report (per tool, per output) of part a of
// the seventh held-out set, spent for diagnosis after the set's first
// measurement. Part b is never reported so.
func TestHeldOut7A(t *testing.T) {
	logPartA(t, heldOut7Set())
}

// heldOut7Set is the seventh held-out set with its split and floors.
func heldOut7Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 7", heldOut7Servers, heldOut7MinServers, heldOut7MinWithValues, heldOut7MinPerTool},
		dir:    "heldout7", spent: heldOut7SpentServers, recall: floorRecall7, agrees: floorAgreement7,
	}
}
