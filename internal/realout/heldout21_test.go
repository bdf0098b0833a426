package realout

import "testing"

// The twenty-first held-out set: 12 real servers nobody on the team had
// run (a Resend mail server, an orchestrator's memory server, a DeepSeek
// chat server, an OpenClaw gateway, a PostgreSQL server, Octocode, an AWS
// knowledge-base server, a MiniMax server, a UI component registry,
// Storybook's addon server, a media server and an OpenAPI library server;
// web APIs answered by stand-ins on 127.0.0.1 where one was needed),
// captured and labelled by two capture helpers who wrote no rules and
// never ran the classifier or the extractor on it (b305b94, 3be2e52, fe44f9a; the commits say part A
// and part B), before anything was measured on it, with DESIGN.md §4's
// pattern definitions in their brief.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only aggregate lines are ever read) was decided and
// committed before that first measurement, as for sets 7 and 9 to 20: the
// servers sorted by name, every other one spent, from the first. (It was
// first committed for 11 servers, 842590c; the twelfth, sbaddon, landed
// after it, so the split was decided again over the 12, still before any
// measurement.)
//
// First measurement, at 4c2ce67 (after every rule change of the session
// but for what its part a may show afterwards): recall 954/1066 = 0.895
// (scalar leaves alone 946), agreement 236/273 = 0.864, not-JSON recall
// 339/422 = 0.803; part a 560/586 = 0.956, 136/140 = 0.971; part b
// 394/480 = 0.821, 100/133 = 0.752. The session's start (3e53b9b) scores
// 943/1066 on it (part b 384, part a 559): the session's rules reached
// eleven of its values, ten of them in part b. The floors sit just under
// the first figures.

const (
	floorRecall21    = 0.89
	floorAgreement21 = 0.86

	heldOut21MinServers    = 12
	heldOut21MinWithValues = 150
	heldOut21MinPerTool    = 2
)

// heldOut21Servers names the servers of the twenty-first held-out set
// (testdata/heldout21), as named in testdata/npm-heldout21a and 21b. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut21Servers = []string{
	"arrmedia", "awskb", "clawgate", "dschat", "ftfmemory", "minimax", "oaslib", "octolocal", "resendmail", "sbaddon", "somoonpg", "uireg",
}

// heldOut21SpentServers are the servers of part a of the twenty-first
// held-out set: every other server of heldOut21Servers (sorted), from the
// first.
var heldOut21SpentServers = []string{
	"arrmedia", "clawgate", "ftfmemory", "oaslib", "resendmail", "somoonpg",
}

// TestHeldOut21Split keeps the split as decided: every other server, sorted.
func TestHeldOut21Split(t *testing.T) {
	checkAlternateSplit(t, heldOut21Servers, heldOut21SpentServers)
}

// TestHeldOut21 evaluates the twenty-first held-out set
// (testdata/heldout21); it logs only the aggregate lines of the whole set
// and of each part, never per-tool or per-output lines.
func TestHeldOut21(t *testing.T) {
	evalSplit(t, heldOut21Set())
}

// TestHeldOut21A logs the whole report (per tool, per output) of part a
// of the twenty-first held-out set, spent for diagnosis after the set's
// first measurement. Part b is never reported so.
func TestHeldOut21A(t *testing.T) {
	logPartA(t, heldOut21Set())
}

// heldOut21Set is the twenty-first held-out set with its split and floors.
func heldOut21Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 21", heldOut21Servers, heldOut21MinServers, heldOut21MinWithValues, heldOut21MinPerTool},
		dir:    "heldout21", spent: heldOut21SpentServers, recall: floorRecall21, agrees: floorAgreement21,
	}
}
