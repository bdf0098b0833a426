package classify

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/purity"
)

// TestPurity keeps the classifier pure (DESIGN.md §2): I/O-free imports,
// goldmark and the pure JSON layer internal/jsonx, no printing, no
// goroutines, and no package state but the goldmark parser.
func TestPurity(t *testing.T) {
	purity.Check(t, ".", purity.Rules{Imports: []string{"github.com/yuin/goldmark/...", "github.com/mcpsurvey/mcpsurvey/internal/jsonx", "github.com/mcpsurvey/mcpsurvey/internal/textline"}, Vars: []string{"mdParser"}})
}
