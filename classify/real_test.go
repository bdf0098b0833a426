package classify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestRealOutputsHeldOut checks the labels of the real servers' outputs in
// testdata/real/<pattern>/ (see its README).
func TestRealOutputsHeldOut(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "real", "*", "*.json"))
	if err != nil || len(files) < 50 {
		t.Fatalf("real corpus: %d files, %v", len(files), err)
	}
	for _, f := range files {
		want := filepath.Base(filepath.Dir(f))
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c struct {
			Result  json.RawMessage `json:"result"`
			ToolDef json.RawMessage `json:"tool_def"`
		}
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got := Classify(Input{Result: c.Result, ToolDef: c.ToolDef})
		if got.Pattern != want {
			var notes []string
			for _, e := range got.Evidence {
				notes = append(notes, e.Note)
			}
			t.Errorf("%s: want %s, got %s (confidence %.2f); evidence: %q", f, want, got.Pattern, got.Confidence, notes)
		}
	}
}
