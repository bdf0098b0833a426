package realout

import "testing"

// The fifteenth held-out set: 11 real servers nobody on the team had run
// (CircleCI, Jenkins, GitHub Enterprise, Bitbucket, a mail server over
// Dovecot, a context store, two memory servers, a recipe server, Red
// Hat's PatternFly docs, a sprint-scoring tool kit), captured and
// labelled by two capture helpers who wrote no rules and never ran the
// classifier or the extractor on it (4c88a0b, cdbc145), before anything
// was measured on it, with DESIGN.md §4's pattern definitions in their
// brief.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only aggregate lines are ever read) was decided
// before that first measurement, as for sets 7 and 9 to 14: the servers
// sorted by name, every other one spent, from the first.
//
// First measurement, at bfcd5be (every rule change of the session that
// captured it): recall 1298/1642 = 0.790 (scalar leaves alone the same),
// agreement 263/279 = 0.943, not-JSON recall 160/504 = 0.317; part a
// 873/1034 = 0.844, 175/179 = 0.978; part b 425/608 = 0.699, 88/100 =
// 0.880. Measured the same way, the rules of that session's start
// (b54ff56) score 1287/1642 (part b 416/608) and those of the moment
// held-out set 14 was first measured (f653cf8) 1296/1642 (part b
// 425/608), with the same agreement: the seven rule changes before set
// 14 moved this set by nine values, the twenty-odd written on set 14's
// part a and the other spent sets after it by two. The floors sit just
// under the first figures.

const (
	floorRecall15    = 0.78
	floorAgreement15 = 0.93

	heldOut15MinServers    = 11
	heldOut15MinWithValues = 150
	heldOut15MinPerTool    = 2
)

// heldOut15Servers names the servers of the fifteenth held-out set
// (testdata/heldout15), as named in testdata/npm-heldout15a and 15b. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut15Servers = []string{
	"bitbucket", "circleci", "ctxmode", "devkitmem", "ghe", "howtocook", "jenkins", "kiromem", "mail", "pfdocs", "slope",
}

// heldOut15SpentServers are the servers of part a of the fifteenth
// held-out set: every other server of heldOut15Servers (sorted), from the
// first.
var heldOut15SpentServers = []string{
	"bitbucket", "ctxmode", "ghe", "jenkins", "mail", "slope",
}

// TestHeldOut15Split keeps the split as decided: every other server, sorted.
func TestHeldOut15Split(t *testing.T) {
	checkAlternateSplit(t, heldOut15Servers, heldOut15SpentServers)
}

// TestHeldOut15 evaluates the fifteenth held-out set (testdata/heldout15);
// it logs only the aggregate lines of the whole set and of each part, never
// per-tool or per-output lines.
func TestHeldOut15(t *testing.T) {
	evalSplit(t, heldOut15Set())
}

// TestHeldOut15A logs the whole report (per tool, per output) of part a
// of the fifteenth held-out set, spent for diagnosis after the set's
// first measurement. Part b is never reported so.
func TestHeldOut15A(t *testing.T) {
	logPartA(t, heldOut15Set())
}

// heldOut15Set is the fifteenth held-out set with its split and floors.
func heldOut15Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 15", heldOut15Servers, heldOut15MinServers, heldOut15MinWithValues, heldOut15MinPerTool},
		dir:    "heldout15", spent: heldOut15SpentServers, recall: floorRecall15, agrees: floorAgreement15,
	}
}
