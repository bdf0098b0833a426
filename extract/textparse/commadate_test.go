package textparse

import "testing"

func TestCommaDate(t *testing.T) {
	yes := [][2]string{{"19 Nov", "2026"}, {"Nov 19", "2026"}, {"November 19", "2026 10:30"}, {"Tue 3 Sept.", "1999"}}
	no := [][2]string{{"19", "2026"}, {"Nov 19", "20260"}, {"Seed", "Series A"}, {"may", "2026"}, {"Nov 19", "3026"}, {"Leeds", "2026"}}
	for _, c := range yes {
		if !CommaDate(c[0], c[1]) {
			t.Errorf("CommaDate(%q, %q) = false", c[0], c[1])
		}
	}
	for _, c := range no {
		if CommaDate(c[0], c[1]) {
			t.Errorf("CommaDate(%q, %q) = true", c[0], c[1])
		}
	}
}
