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
