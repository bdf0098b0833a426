package extract

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/purity"
)

// TestPurity keeps the extract packages pure (DESIGN.md §2): each may
// import only I/O-free packages and the pure packages named here.
func TestPurity(t *testing.T) {
	const m = "github.com/mcpsurvey/mcpsurvey/"
	for dir, rules := range map[string]purity.Rules{
		// encoding/xml decodes from a strings.Reader: parser auto reads an
		// XML document's elements (parse_xml.go).
		// phraseClass is a byte-class table, built once and only read.
		".": {Imports: []string{m + "extract/textparse", m + "extract/schema", m + "internal/jsonx", "encoding/xml"}, Vars: []string{"phraseClass"}},
		// JSON through the shared layer; goldmark's inline parser for list
		// item fields (ItemFields), configured once.
		"textparse": {Imports: []string{m + "internal/jsonx", m + "internal/textline", "github.com/yuin/goldmark/..."}, Vars: []string{"inlineParser", "inlineMarkers"}},
		"schema":    {Imports: []string{"github.com/santhosh-tekuri/jsonschema/v6/...", "github.com/dlclark/regexp2"}, Vars: []string{"formatNames"}},
		"suggest":   {Imports: []string{m + "extract", m + "extract/textparse", m + "extract/schema", m + "classify"}},
		// Tools are scored in parallel; the result does not depend on the
		// schedule (each tool's score lands in its own slot).
		"score": {Imports: []string{m + "extract", m + "extract/textparse", m + "extract/schema", m + "extract/suggest", m + "classify"}, Concurrent: true},
	} {
		t.Run(dir, func(t *testing.T) { purity.Check(t, dir, rules) })
	}
}
