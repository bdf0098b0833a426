package realout

import "testing"

// The tenth held-out set: 22 real servers nobody on the team had run,
// captured and labelled by four capture helpers who wrote no rules and
// never ran the classifier or the extractor on it (231024e, fdb4eb7,
// c3c8153, f70b451, b637534, 592cbba, 1757711, f3acdbb, 8a9f527), before
// anything was measured on it.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only the aggregate lines TestHeldOut10 logs are ever
// read) was decided before that first measurement, as for sets 7 and 9:
// the servers sorted by name, every other one spent, from the first.
//
// First measurement, at 5ce9005 (the rules of that session so far, written
// without sight of the set): recall 1330/1833 = 0.726, agreement 380/458
// = 0.830, not-JSON recall 245/646 = 0.379; part a 620/832 = 0.745,
// 161/198; part b 710/1001 = 0.709, 219/260 = 0.842. At the end of that
// session (rules written on part a, other spent sets and synthetic forms
// only): whole 1456/1833 = 0.794, 380/458; part a 746/832 = 0.897; part b
// unchanged, 710/1001. The floors sit just under the whole set's figures.
const (
	floorRecall10    = 0.78
	floorAgreement10 = 0.82

	heldOut10MinServers    = 22
	heldOut10MinWithValues = 150
	heldOut10MinPerTool    = 2
)

// heldOut10Servers names the servers of the tenth held-out set
// (testdata/heldout10), as named in testdata/npm-heldout10a to 10d. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut10Servers = []string{
	"bullmq", "caldav", "claude-flow", "email", "excelparser", "flowbite", "godot", "graphql",
	"kubernetes", "mcp-fetch", "mcp-installer", "mysql-readonly", "mysql-tools", "mysqlops", "n8n-docs", "pgadvanced",
	"pgcontext", "postgres-admin", "redis-kv", "sshpolicy", "sshsecured", "xcodebuild",
}

// heldOut10SpentServers are the servers of part a of the tenth held-out
// set: every other server of heldOut10Servers (sorted), from the first.
var heldOut10SpentServers = []string{
	"bullmq", "claude-flow", "excelparser", "godot", "kubernetes", "mcp-installer", "mysql-tools", "n8n-docs",
	"pgcontext", "redis-kv", "sshsecured",
}

// TestHeldOut10Split keeps the split as decided: every other server, sorted.
func TestHeldOut10Split(t *testing.T) {
	checkAlternateSplit(t, heldOut10Servers, heldOut10SpentServers)
}

// TestHeldOut10 evaluates the tenth held-out set (testdata/heldout10); it
// logs only the aggregate lines of the whole set and of each part, never
// per-tool or per-output lines.
func TestHeldOut10(t *testing.T) {
	evalSplit(t, heldOut10Set())
}

// TestHeldOut10A logs the whole report (per tool, per output) of part a
// of the tenth held-out set, spent for diagnosis after the set's first
// measurement. Part b is never reported so.
func TestHeldOut10A(t *testing.T) {
	logPartA(t, heldOut10Set())
}

// heldOut10Set is the tenth held-out set with its split and floors.
func heldOut10Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 10", heldOut10Servers, heldOut10MinServers, heldOut10MinWithValues, heldOut10MinPerTool},
		dir:    "heldout10", spent: heldOut10SpentServers, recall: floorRecall10, agrees: floorAgreement10,
	}
}
