package textparse

import "testing"

// A period written as a number and a unit letter ("24h", "7d") is a key:
// the pairs of "(24h: -3.79%, 7d: +1.2%)" are fields; a time is not.
func TestPeriodKey(t *testing.T) {
	for in, want := range map[string]int{"24h": 3, "7d": 2, "30d": 3, "1y": 2, "12": 0, "12:30": 0, "3days": 0, "h24": 0} {
		got := periodKeyEnd(in, 0, len(in))
		if got != want {
			t.Errorf("periodKeyEnd(%q) = %d, want %d", in, got, want)
		}
	}
	fs := ItemFields("#6 Solana (SOL): $0.93 (24h: 6.21%, 7d: -1.50%)")
	got := map[string]string{}
	for _, f := range fs {
		got[f.Name] = f.Value
	}
	if got["24h"] != "6.21%" || got["7d"] != "-1.50%" {
		t.Errorf("fields %v", got)
	}
}
