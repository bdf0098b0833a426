package check

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/purity"
)

// TestPurity keeps the checks pure (DESIGN.md §2): they read captured
// values and return findings, nothing else.
func TestPurity(t *testing.T) {
	const m = "github.com/mcpsurvey/mcpsurvey/"
	// embed: the protocol's schema.json files are compiled in as data
	// (read-only byte slices), not read at run time.
	purity.Check(t, ".", purity.Rules{Imports: []string{m + "probe/capture", m + "classify", m + "extract/schema", m + "internal/jsonx", "embed"},
		Vars: []string{"specSchema20250618", "specSchema20251125", "specSchema20260728"}})
}
