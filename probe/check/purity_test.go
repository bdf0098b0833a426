package check

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/purity"
)

// TestPurity keeps the checks pure (DESIGN.md §2): they read captured
// values and return findings, nothing else.
func TestPurity(t *testing.T) {
	const m = "github.com/mcpsurvey/mcpsurvey/"
	purity.Check(t, ".", purity.Rules{Imports: []string{m + "probe/capture", m + "classify", m + "extract/schema"}})
}
