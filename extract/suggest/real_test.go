package suggest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestRealOutputs runs suggestion over the real servers' outputs kept in
// classify/testdata/real (the pinned npm servers plus one git server):
// every tool with a text output gets a suggestion or a stated reason, and
// every inferred schema validates the samples it was fitted on.
func TestRealOutputs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "classify", "testdata", "real", "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no real outputs: %v", err)
	}
	sort.Strings(files)
	tools := map[string]*Tool{}
	var keys []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var fx struct {
			Result  json.RawMessage `json:"result"`
			ToolDef json.RawMessage `json:"tool_def"`
		}
		if err := json.Unmarshal(b, &fx); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		// server__tool__seq[__textonly].json; the text-only variants are
		// another tool view (structuredContent removed).
		parts := strings.Split(strings.TrimSuffix(filepath.Base(f), ".json"), "__")
		if len(parts) < 3 {
			continue
		}
		name := parts[1]
		if strings.HasSuffix(f, "__textonly.json") {
			name += "__textonly"
		}
		key := parts[0] + "/" + name
		if tools[key] == nil {
			tools[key] = &Tool{Server: parts[0], Tool: name, Def: fx.ToolDef}
			keys = append(keys, key)
		}
		tools[key].Samples = append(tools[key].Samples, Sample{ID: filepath.Base(f), Result: fx.Result})
	}
	sort.Strings(keys)
	suggested := 0
	for _, k := range keys {
		s := Suggest(*tools[k])
		switch {
		case s.VirtualTool == nil && s.Reason == "":
			t.Errorf("%s: neither a suggestion nor a reason", k)
		case s.VirtualTool != nil && !s.SchemaValidates:
			t.Errorf("%s: the inferred schema does not validate its samples: %v", k, s.Notes)
		case s.VirtualTool != nil:
			suggested++
		}
		t.Logf("%-45s %-24s %v %s", k, s.Parser, s.Fields(), s.Reason)
	}
	if suggested == 0 {
		t.Errorf("no suggestion for any of %d real tools", len(keys))
	}
}
