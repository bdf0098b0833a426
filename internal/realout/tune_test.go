package realout

import (
	"os"
	"path/filepath"
	"testing"
)

// TestTune evaluates the tune set (testdata/tune) and logs the report. It
// asserts only the set's sanity; recall and agreement are measured, not
// goals here. Rule writers read this report; the held-out set is never
// shown to them.
func TestTune(t *testing.T) {
	dir := filepath.Join("testdata", "tune")
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) == 0 {
		if _, err := os.Stat(dir); os.IsNotExist(err) {
			t.Skip("no tune set yet (testdata/tune)")
		}
		t.Fatalf("%s holds no *.jsonl", dir)
	}
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkSetSanity(t, outs, minTuneOutputs, minTuneWithValues)
	r := Evaluate(outs)
	t.Logf("tune set: %d outputs from %d files\n%s", len(outs), len(files), r)
}

// Minimum size of the tune set.
const (
	minTuneOutputs    = 100
	minTuneWithValues = 70
)

// checkSetSanity checks a loaded set: its size, the ids of each tool
// numbered 1..n without gaps, and every server file holding its own server.
func checkSetSanity(t *testing.T, outs []Output, minOutputs, minWithValues int) {
	t.Helper()
	withValues := 0
	maxN := map[string]int{}
	count := map[string]int{}
	for _, o := range outs {
		if len(o.Values) > 0 {
			withValues++
		}
		n, _ := o.N()
		k := o.Server + "/" + o.Tool
		count[k]++
		if n > maxN[k] {
			maxN[k] = n
		}
	}
	if len(outs) < minOutputs {
		t.Errorf("%d outputs, want at least %d", len(outs), minOutputs)
	}
	if withValues < minWithValues {
		t.Errorf("%d outputs with values, want at least %d", withValues, minWithValues)
	}
	for k, c := range count {
		if maxN[k] != c {
			t.Errorf("%s: ids go up to %d but there are %d outputs (gaps)", k, maxN[k], c)
		}
	}
}
