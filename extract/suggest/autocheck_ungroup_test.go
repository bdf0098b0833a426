package suggest

import "testing"

// TestUngroup: the comparison of auto's and a learnt config's values
// reads "2,341" as the number a typed config gives (2341).
func TestUngroup(t *testing.T) {
	for in, want := range map[string]string{
		"2,341": "2341", "1,234,567": "1234567", "12,345.50": "12345.50",
		"2,34": "2,34", "red, green": "red, green", "1,2345": "1,2345", ",341": ",341", "2341": "2341",
	} {
		if got := ungroup(in); got != want {
			t.Errorf("ungroup(%q) = %q, want %q", in, got, want)
		}
	}
	if d, m := missedLeaves(map[string]any{"stars": "2,341"}, map[string]any{"stars": 2341.0}); d != 1 || m != 0 {
		t.Errorf("missedLeaves = %d, %d; want 1 distinct, 0 missed", d, m)
	}
}

// TestMissedLeavesBlob: a value auto reads is missed when the learnt
// config has it only inside a blob of text (a page handed over whole),
// not when the config reads it finer ("09:00" of a time range) or cut by
// a byte or two.
func TestMissedLeavesBlob(t *testing.T) {
	page := "Tool catalog | HT-101 | Cordless drill 18V | Power | HT-102 | Orbital sander"
	if _, m := missedLeaves([]any{"HT-101", "Orbital sander"}, map[string]any{"content": page}); m != 2 {
		t.Errorf("values inside a blob: %d missed, want 2", m)
	}
	if _, m := missedLeaves([]any{"2026-02-19 09:00–15:15"}, []any{"2026-02-19", "09:00", "15:15"}); m != 0 {
		t.Errorf("a range read finer by the config: %d missed, want 0", m)
	}
	if _, m := missedLeaves([]any{"infra"}, []any{"infra)"}); m != 0 {
		t.Errorf("a value cut by a byte: %d missed, want 0", m)
	}
}
