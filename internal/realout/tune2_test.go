package realout

import (
	"path/filepath"
	"testing"
)

// tune2Servers are the servers of the second tune set (testdata/tune2),
// real npm servers this project had not used before; testdata/npm-tune2
// pins them and says how the set was captured.
var tune2Servers = []string{
	"fast-filesystem", "git-gms", "just-bash", "mcp-cli", "mcp-git",
	"memory-keeper", "shrimp", "sqlite", "system-monitor",
}

// Floors of the second tune set.
const (
	tune2MinServers    = 8
	tune2MinOutputs    = 120
	tune2MinWithValues = 100
	tune2MinPerTool    = 2
)

// TestTune2 evaluates the second tune set (testdata/tune2) and logs the
// whole report, per tool and per pattern: the set is for rule writers to
// read, rich in text shapes (key: value blocks, bulleted records, markdown
// sections, command and file dumps, JSON wrapping text). It asserts only
// the set's consistency and size; recall and agreement are measured, not
// goals here.
func TestTune2(t *testing.T) {
	dir := filepath.Join("testdata", "tune2")
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) < tune2MinOutputs {
		t.Errorf("tune set 2: %d outputs, want at least %d", len(outs), tune2MinOutputs)
	}
	checkLabelledSet(t, dir, outs, setFloors{"tune set 2", tune2Servers,
		tune2MinServers, tune2MinWithValues, tune2MinPerTool})
	r := Evaluate(outs)
	t.Logf("tune set 2: %d outputs\n%s", len(outs), r)
}
