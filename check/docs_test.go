package check

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/checks.md from the registry")

// TestChecksDoc keeps docs/checks.md equal to the registry's Markdown;
// run with -update (or `go generate ./check`) to rewrite it.
func TestChecksDoc(t *testing.T) {
	path := filepath.Join("..", "docs", "checks.md")
	want := Markdown()
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run: go test ./check -run TestChecksDoc -update)", err)
	}
	if string(got) != want {
		t.Errorf("%s is stale: run go test ./check -run TestChecksDoc -update", path)
	}
	for _, c := range All() {
		if !strings.Contains(want, "### "+c.ID+"\n") || !strings.Contains(want, c.SpecURL) {
			t.Errorf("%s missing from the Markdown", c.ID)
		}
	}
}

func TestDoc(t *testing.T) {
	c, _ := Lookup("MCP2002")
	d := c.Doc()
	for _, want := range []string{"MCP2002: structuredContent does not validate", "Severity:  error", "2025-06-18, 2025-11-25, 2026-07-28", c.SpecURL, "Before (fails):", "After (passes):"} {
		if !strings.Contains(d, want) {
			t.Errorf("Doc lacks %q:\n%s", want, d)
		}
	}
}
