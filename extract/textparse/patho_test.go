package textparse

import (
	"strings"
	"testing"
)

// TestPathologicalInputs runs every parser on inputs built to trigger
// quadratic behaviour (deep nesting, huge rows, unmatched delimiters). It
// asserts no time limit: a quadratic scan would not finish.
func TestPathologicalInputs(t *testing.T) {
	n := 1_000_000
	if testing.Short() {
		n = 50_000
	}
	depth := 2000
	if testing.Short() {
		depth = 300
	}
	var nested strings.Builder
	for k := 0; k < depth; k++ {
		nested.WriteString(strings.Repeat("  ", k) + "- x\n")
	}
	for k := depth - 1; k >= 0; k -= 7 {
		nested.WriteString(strings.Repeat(" ", k) + "y\n\n")
	}
	inputs := map[string]string{
		"markers on one line":  strings.Repeat("- ", n) + "x\n  y\n" + strings.Repeat("1. ", n/2) + "z\n",
		"nested by indent":     nested.String(),
		"many items":           strings.Repeat("- a\n  b\n\n", n/8),
		"empty items":          strings.Repeat("-\n\n", n/3),
		"row of pipes":         strings.Repeat("|", n) + "\n" + strings.Repeat("|-", n/2) + "\n" + strings.Repeat("|", n) + "\n",
		"wide table":           strings.Repeat("| a ", n/4) + "|\n" + strings.Repeat("|---", n/4) + "|\n" + strings.Repeat("| `b\\|` ", n/8) + "|\n",
		"backticks":            strings.Repeat("`a", n) + strings.Repeat("``b", n/2),
		"emphasis":             strings.Repeat("*a_", n) + strings.Repeat("**b__", n/4),
		"brackets":             strings.Repeat("[](", n/3) + strings.Repeat("[x](y ", n/5),
		"autolinks":            strings.Repeat("<ab:", n/4),
		"colons":               "k" + strings.Repeat(":x", n) + "\n" + strings.Repeat("a: b\n", n/5),
		"fences":               strings.Repeat("```\n- a\n", n/8),
		"deep json":            strings.Repeat("[", n) + strings.Repeat("]", n),
		"json then prose":      "[" + strings.Repeat("1,", n/2) + "1] and more",
		"section markers":      strings.Repeat("A:\n  b: c\n\n", n/10),
		"headers and sections": strings.Repeat("## H\n**B**\nS\n---\nk: v\n", n/20),
	}
	for name, text := range inputs {
		t.Run(name, func(t *testing.T) {
			checkItems(t, text, ListItems(text))
			checkTables(t, text, Tables(text))
			checkKV(t, text, KeyValues(text, KVOptions{IndentAware: true, SectionMarker: "\n\n"}), 0)
			checkKV(t, text, KeyValues(text, KVOptions{Separator: "|"}), 0)
			DetectJSON(text)
			if len(StripMarkdown(text)) > len(text) {
				t.Fatal("StripMarkdown grew the text")
			}
		})
	}
	items := ListItems(inputs["nested by indent"])
	if len(items) != 1 {
		t.Errorf("nested list: %d top-level items, want 1", len(items))
	}
}
