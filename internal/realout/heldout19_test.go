package realout

import "testing"

// The nineteenth held-out set: 12 real servers nobody on the team had run
// (a Puppeteer browser server, a Selenium browser server, a Mermaid
// diagram server, a draw.io diagram server, the AntV chart server, Opik,
// Currents, Next.js devtools, a Metabase server, an n8n management
// server, an OpenAPI bridge and a translation server; web APIs answered
// by stand-ins on 127.0.0.1 where one was needed), captured and labelled
// by two capture helpers who wrote no rules and never ran the classifier
// or the extractor on it (6f0d22f, 1cb2a87), before anything was
// measured on it, with DESIGN.md §4's pattern definitions in their brief.
// The rules of the session that captured it were written before its
// first measurement, on spent outputs and on synthetic forms of my own.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only aggregate lines are ever read) was decided and
// committed before that first measurement, as for sets 7 and 9 to 18: the
// servers sorted by name, every other one spent, from the first.
//
// First measurement, at 2f2d9cf: recall 1242/1319 = 0.942 (scalar
// leaves alone 1239), agreement 360/366 = 0.984, not-JSON recall 482/557
// = 0.865; part a 686/722 = 0.950, 179/182 = 0.984; part b 556/597 =
// 0.931, 181/184 = 0.984. The session's start (3e53b9b) scores exactly the
// same on it: none of the session's rules reached its outputs. Both goals
// are met on this set at its first run; it is lighter on prose than sets
// 16 to 18 (153 of its 366 outputs are JSON or structured). The floors sit
// just under the first figures.

const (
	floorRecall19    = 0.93
	floorAgreement19 = 0.97

	heldOut19MinServers    = 12
	heldOut19MinWithValues = 150
	heldOut19MinPerTool    = 2
)

// heldOut19Servers names the servers of the nineteenth held-out set
// (testdata/heldout19), as named in testdata/npm-heldout19a and 19b. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut19Servers = []string{
	"antvchart", "currents", "ivoapi", "mermaid", "n8nmgmt", "nao-metabase", "ndrawio", "nextdt", "opik", "polyglot", "pptrc", "selenium",
}

// heldOut19SpentServers are the servers of part a of the nineteenth
// held-out set: every other server of heldOut19Servers (sorted), from the
// first.
var heldOut19SpentServers = []string{
	"antvchart", "ivoapi", "n8nmgmt", "ndrawio", "opik", "pptrc",
}

// TestHeldOut19Split keeps the split as decided: every other server, sorted.
func TestHeldOut19Split(t *testing.T) {
	checkAlternateSplit(t, heldOut19Servers, heldOut19SpentServers)
}

// TestHeldOut19 evaluates the nineteenth held-out set
// (testdata/heldout19); it logs only the aggregate lines of the whole set
// and of each part, never per-tool or per-output lines.
func TestHeldOut19(t *testing.T) {
	evalSplit(t, heldOut19Set())
}

// TestHeldOut19A logs the whole report (per tool, per output) of part a
// of the nineteenth held-out set, spent for diagnosis after the set's
// first measurement. Part b is never reported so.
func TestHeldOut19A(t *testing.T) {
	logPartA(t, heldOut19Set())
}

// heldOut19Set is the nineteenth held-out set with its split and floors.
func heldOut19Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 19", heldOut19Servers, heldOut19MinServers, heldOut19MinWithValues, heldOut19MinPerTool},
		dir:    "heldout19", spent: heldOut19SpentServers, recall: floorRecall19, agrees: floorAgreement19,
	}
}
