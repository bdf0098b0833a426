package realout

import "testing"

// The twentieth held-out set: 11 real servers nobody on the team had run
// (three SQLite servers, PopDB, InfluxDB, Supabase, Gitea, InsForge, a
// mock HTTP server, Kubb and a PDF text server; web APIs answered by
// stand-ins on 127.0.0.1 where one was needed), captured and labelled by
// two capture helpers who wrote no rules and never ran the classifier or
// the extractor on it (a12efe4, f0dd69a; the two commits say part A and
// part B), before anything was measured on it, with DESIGN.md §4's
// pattern definitions in their brief.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only aggregate lines are ever read) was decided and
// committed before that first measurement, as for sets 7 and 9 to 19: the
// servers sorted by name, every other one spent, from the first.
//
// First measurement, at 6179a59 (after the session's changes up to
// then, 25 commits of rules and fixes written on spent parts, on held-out
// 19's part a and on synthetic forms): recall 1162/1269 = 0.916 (scalar
// leaves alone 1160), agreement 265/277 = 0.957, not-JSON recall 310/408
// = 0.760; part a 692/724 = 0.956, 137/142 = 0.965; part b 470/545 =
// 0.862, 128/135 = 0.948. The session's start (3e53b9b) scores 1161/1269
// on it, the one value more being part b's: the session's rules reached
// one of its outputs. The floors sit just under the first figures.

const (
	floorRecall20    = 0.91
	floorAgreement20 = 0.95

	heldOut20MinServers    = 11
	heldOut20MinWithValues = 150
	heldOut20MinPerTool    = 2
)

// heldOut20Servers names the servers of the twentieth held-out set
// (testdata/heldout20), as named in testdata/npm-heldout20a and 20b. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut20Servers = []string{
	"giteaseep", "influxgh", "insforge", "kubb", "mockcharles", "nodesqlite", "pdftext", "popdb", "sqlitefmt", "sqlitetools", "supakelp",
}

// heldOut20SpentServers are the servers of part a of the twentieth
// held-out set: every other server of heldOut20Servers (sorted), from the
// first.
var heldOut20SpentServers = []string{
	"giteaseep", "insforge", "mockcharles", "pdftext", "sqlitefmt", "supakelp",
}

// TestHeldOut20Split keeps the split as decided: every other server, sorted.
func TestHeldOut20Split(t *testing.T) {
	checkAlternateSplit(t, heldOut20Servers, heldOut20SpentServers)
}

// TestHeldOut20 evaluates the twentieth held-out set
// (testdata/heldout20); it logs only the aggregate lines of the whole set
// and of each part, never per-tool or per-output lines.
func TestHeldOut20(t *testing.T) {
	evalSplit(t, heldOut20Set())
}

// TestHeldOut20A logs the whole report (per tool, per output) of part a
// of the twentieth held-out set, spent for diagnosis after the set's
// first measurement. Part b is never reported so.
func TestHeldOut20A(t *testing.T) {
	logPartA(t, heldOut20Set())
}

// heldOut20Set is the twentieth held-out set with its split and floors.
func heldOut20Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 20", heldOut20Servers, heldOut20MinServers, heldOut20MinWithValues, heldOut20MinPerTool},
		dir:    "heldout20", spent: heldOut20SpentServers, recall: floorRecall20, agrees: floorAgreement20,
	}
}
