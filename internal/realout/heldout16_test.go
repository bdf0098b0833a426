package realout

import "testing"

// The sixteenth held-out set: 12 real servers nobody on the team had run
// (a Calibre library, Dynatrace Managed, a Playwright fetcher, Jira,
// Paperless-ngx, SonarQube, a local LM bridge, a git library, PostgREST,
// Nomad, DeepSeek, Perplexity; the web APIs answered by stand-ins on
// 127.0.0.1), captured and labelled by two capture helpers who wrote no
// rules and never ran the classifier or the extractor on it (624a0cf,
// 6ee9c90 and the part B commits up to 035e2d3), before anything was
// measured on it, with DESIGN.md §4's pattern definitions in their brief.
//
// The split into part a (spent for diagnosis after the first measurement)
// and part b (clean: only aggregate lines are ever read) was decided
// before that first measurement, as for sets 7 and 9 to 15: the servers
// sorted by name, every other one spent, from the first.
//
// First measurement, at 35b4dd9 (every rule change of the session that
// captured it): recall 1424/1732 = 0.822 (scalar leaves alone 1418),
// agreement 289/322 = 0.898, not-JSON recall 394/633 = 0.622; part a
// 658/795 = 0.828, 153/172 = 0.890; part b 766/937 = 0.818, 136/150 =
// 0.907. The rules of that session's start (ae54be1) score exactly the
// same on it: the session's twenty-odd rule changes, written on spent
// parts, synthetic forms and aggregate counts of the clean sets, moved
// this fresh set by nothing. The floors sit just under the first
// figures.

const (
	floorRecall16    = 0.81
	floorAgreement16 = 0.89

	heldOut16MinServers    = 12
	heldOut16MinWithValues = 150
	heldOut16MinPerTool    = 2
)

// heldOut16Servers names the servers of the sixteenth held-out set
// (testdata/heldout16), as named in testdata/npm-heldout16a and 16b. They
// were captured with mcpsurvey probe and are not run by any test.
var heldOut16Servers = []string{
	"calibre", "deepseek", "dtmanaged", "fetcher", "gitlib", "houtini", "jiranx", "nomad", "paperless", "postgrest", "pplx", "sonarqube",
}

// heldOut16SpentServers are the servers of part a of the sixteenth
// held-out set: every other server of heldOut16Servers (sorted), from the
// first.
var heldOut16SpentServers = []string{
	"calibre", "dtmanaged", "gitlib", "jiranx", "paperless", "pplx",
}

// TestHeldOut16Split keeps the split as decided: every other server, sorted.
func TestHeldOut16Split(t *testing.T) {
	checkAlternateSplit(t, heldOut16Servers, heldOut16SpentServers)
}

// TestHeldOut16 evaluates the sixteenth held-out set (testdata/heldout16);
// it logs only the aggregate lines of the whole set and of each part, never
// per-tool or per-output lines.
func TestHeldOut16(t *testing.T) {
	evalSplit(t, heldOut16Set())
}

// TestHeldOut16A logs the whole report (per tool, per output) of part a
// of the sixteenth held-out set, spent for diagnosis after the set's
// first measurement. Part b is never reported so.
func TestHeldOut16A(t *testing.T) {
	logPartA(t, heldOut16Set())
}

// heldOut16Set is the sixteenth held-out set with its split and floors.
func heldOut16Set() splitSet {
	return splitSet{
		floors: setFloors{"held-out set 16", heldOut16Servers, heldOut16MinServers, heldOut16MinWithValues, heldOut16MinPerTool},
		dir:    "heldout16", spent: heldOut16SpentServers, recall: floorRecall16, agrees: floorAgreement16,
	}
}
