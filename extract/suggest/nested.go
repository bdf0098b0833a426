package suggest

import (
	"github.com/mcpsurvey/mcpsurvey/extract"
)

// linesInJSON reports whether some sample's JSON has a string member of
// two non-blank lines or more (a command's output, a file's content, a
// log): its form follows the call, so the next answer's text may have the
// structure the samples' had not, and nested_text reads it then.
func linesInJSON(ds []decoded) bool {
	x, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t",
		TextExtraction: &extract.TextExtraction{Enabled: true, AutoDetectJSON: true}})
	if err != nil {
		return false
	}
	for _, d := range ds {
		if res, err := x.Apply(d.raw); err == nil && hasLinesMember(res.Value, 0) {
			return true
		}
	}
	return false
}

// hasLinesMember reports whether v holds an object member whose value is
// a string of two non-blank lines or more (at most 8 levels down).
func hasLinesMember(v any, depth int) bool {
	if depth > 8 {
		return false
	}
	switch t := v.(type) {
	case map[string]any:
		for _, e := range t {
			if s, ok := e.(string); ok && len(nonBlankLines(s)) >= 2 || hasLinesMember(e, depth+1) {
				return true
			}
		}
	case []any:
		for _, e := range t {
			if hasLinesMember(e, depth+1) {
				return true
			}
		}
	}
	return false
}
