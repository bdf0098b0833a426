package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// The `Key: value` lines above and below a table that carries most of the
// text are read beside its rows: a database name over the rows, totals
// and a check time under them. A key the rows already take stays the
// rows'.
func TestAutoTableKeepsPairsAround(t *testing.T) {
	text := "Database: shop\n\n| name | status |\n|---|---|\n| web | up |\n| db | down |\n| cron | up |\n\n" +
		"Total: 3\nRunning: 2\nChecked at: 2026-01-02 10:00\n"
	m, acc := applyText(t, autoConfig, text)
	if acc.Pattern != extract.PatternTable {
		t.Fatalf("pattern %q, want %q: %v", acc.Pattern, extract.PatternTable, m)
	}
	for _, want := range []string{"shop", "web", "down", "3", "2", "2026-01-02 10:00"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
	if rows, ok := m[extract.DefaultTableField].([]any); !ok || len(rows) != 3 {
		t.Errorf("rows: %v", m[extract.DefaultTableField])
	}
}

// The pairs around a list are read beside its items too.
func TestAutoListKeepsPairsAround(t *testing.T) {
	text := "**Search query:** fern\n\n- **fernweh** — blog, 3 members\n- **fernhill** — shop, 5 members\n- **fernway** — docs, 2 members\n\nTotal: 3\n"
	m, acc := applyText(t, autoConfig, text)
	if acc.Pattern != extract.PatternList {
		t.Fatalf("pattern %q, want %q: %v", acc.Pattern, extract.PatternList, m)
	}
	for _, want := range []string{"fern", "3", "fernweh", "fernway"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
}

// The pairs in the text items around a JSON payload are read beside it.
func TestAutoJSONKeepsPairsAround(t *testing.T) {
	raw := []byte(`{"content":[{"type":"text","text":"[{\"code\":\"CB-1\",\"litres\":600}]"},{"type":"text","text":"Query execution time: 0.92 ms"}]}`)
	res := applyRaw(t, autoConfig, raw)
	m, _ := res.Value.(map[string]any)
	for _, want := range []string{"CB-1", "0.92 ms"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, res.Value)
		}
	}
}
