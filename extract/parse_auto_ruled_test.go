package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A record view of a title, a few pairs and prose sections each under a
// ruled "Name:" header is key-value text under parser auto: the rules are
// drawing, and each section's prose is its header's value.
func TestAutoRuledSectionsAreKeyValue(t *testing.T) {
	text := "Ticket 42 - Printer jams on duplex\n" +
		"==================================\n\n" +
		"State: open\nOwner: kim\nOpened: 2026-03-02\n\n" +
		"Summary:\n----------------------------\n" +
		"The printer on floor two jams whenever a duplex job is sent from the accounting laptops.\n\n" +
		"Workaround:\n----------------------------\n" +
		"Print single-sided and flip the stack by hand until the driver is updated.\n"
	m, acc := applyText(t, autoConfig, text)
	if acc.Pattern != extract.PatternKeyValue {
		t.Fatalf("pattern %q, want %q; value %v", acc.Pattern, extract.PatternKeyValue, m)
	}
	for _, want := range []string{"open", "kim", "2026-03-02",
		"The printer on floor two jams whenever a duplex job is sent from the accounting laptops.",
		"Print single-sided and flip the stack by hand until the driver is updated."} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
}

// Without rules under the headers, or with the body indented under its
// header (a list of files, say), the sections' lines do not count as pairs:
// two pairs over a long indented listing stay what they were.
func TestAutoUnruledSectionsUnchanged(t *testing.T) {
	text := "Branch: main\nAhead: 2\n\n" +
		"Untracked files:\n" +
		"\tdocs/a-very-long-file-name-one.md\n\tdocs/a-very-long-file-name-two.md\n" +
		"\tdocs/a-very-long-file-name-three.md\n\tdocs/a-very-long-file-name-four.md\n"
	_, acc := applyText(t, autoConfig, text)
	if acc.Pattern == extract.PatternKeyValue {
		t.Fatalf("pattern %q: the indented listing was counted as section prose", acc.Pattern)
	}
}

// hasLeaf reports whether v holds the string s at any depth.
func hasLeaf(v any, s string) bool {
	switch t := v.(type) {
	case string:
		return t == s
	case map[string]any:
		for _, e := range t {
			if hasLeaf(e, s) {
				return true
			}
		}
	case []any:
		for _, e := range t {
			if hasLeaf(e, s) {
				return true
			}
		}
	}
	return false
}

// A few pairs under a framed title and a list under a framed section
// header ("--- Steps ---") are key-value text under parser auto: the list
// is the section's value.
func TestAutoFramedSectionList(t *testing.T) {
	text := "=== Deploy plan: web-7 ===\nTarget: staging\nOwner: lee\nWindow: 20 min\n\n" +
		"--- Steps ---\n1. Drain the old pods.\n2. Roll out the new image.\n3. Run the smoke checks.\n"
	m, acc := applyText(t, autoConfig, text)
	if acc.Pattern != extract.PatternKeyValue {
		t.Fatalf("pattern %q, want %q; value %v", acc.Pattern, extract.PatternKeyValue, m)
	}
	for _, want := range []string{"web-7", "staging", "lee", "20 min", "Drain the old pods.", "Run the smoke checks."} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
}
