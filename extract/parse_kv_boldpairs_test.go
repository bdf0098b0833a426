package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Inline pairs with bold keys after a value ("**Downloads:** 688 |
// **Likes:** 14") are pairs of their own, as plain ones are.
func TestAutoBoldInlinePairs(t *testing.T) {
	text := "- **Downloads:** 688 | **Likes:** 14\n- **Size:** 2 GB\n- **Updated:** 18 Nov, 2026\n"
	m, _ := applyText(t, autoConfig, text)
	if m["Downloads"] != "688" || m["Likes"] != "14" {
		t.Errorf("value %v, want Downloads 688 and Likes 14", m)
	}
	// a value with a bar but no key after it stays whole
	m, _ = applyText(t, autoConfig, "- **Route:** A | B\n- **Size:** 2 GB\n")
	if m["Route"] != "A | B" {
		t.Errorf("Route = %v, want the whole value", m["Route"])
	}
}

// A markdown heading that is one token naming a thing (a repository, a
// package, a file) over pairs is a record's name, also when it is the only
// heading.
func TestAutoSlugHeadingName(t *testing.T) {
	text := "## acme/bird-calls-2026\n\n- **Downloads:** 688\n- **License:** MIT\n"
	m, _ := applyText(t, autoConfig, text)
	if !hasLeaf(m, "acme/bird-calls-2026") {
		t.Errorf("no name in %v", m)
	}
	m, _ = applyText(t, autoConfig, "## Details\n\n- **Downloads:** 688\n- **License:** MIT\n")
	if d, _ := m["Details"].(map[string]any); d == nil || d["name"] != nil {
		t.Errorf("a label heading named a record: %v", m)
	}
}

// Counts after a value, parted by bars, are pairs of their unit and
// number.
func TestAutoBarCounts(t *testing.T) {
	m, _ := applyText(t, autoConfig, "Entity: invoice-export | 4 facts | 63 tokens\nOwner: kim\n")
	if m["Entity"] != "invoice-export" || m["facts"] != "4" || m["tokens"] != "63" {
		t.Errorf("value %v", m)
	}
}

// A status line over one line of bar-parted pairs is key-value text under
// parser auto, as the classifier reads it.
func TestAutoBarPairLine(t *testing.T) {
	m, acc := applyText(t, autoConfig, "✅ Stored note #2 \"Cache on WAL\" (~53 tokens)\nEntity: cache-db | Type: decision | Project: local/proj | Topic: decision/cache-wal\n")
	if acc.Pattern != extract.PatternKeyValue || m["Entity"] != "cache-db" || m["Topic"] != "decision/cache-wal" {
		t.Errorf("pattern %q, value %v", acc.Pattern, m)
	}
}
