package textparse

import "testing"

func TestDateTimeLen(t *testing.T) {
	for s, want := range map[string]int{
		"2026-03-16":                     10,
		"2026-03-16T09:00:00Z":           20,
		"2026-03-16 09:00:00.25+01:00 x": 28,
		"2026-03-16T09:00+0100":          21,
		"09:30":                          5,
		"9:30:15 later":                  7,
		"2026":                           0,
		"12:5":                           0,
		"2026-03-161":                    0,
		"10:14:08:99":                    0,
		"2026-05-02 09:03:12,250 INFO":   23,
		"":                               0,
	} {
		if got := DateTimeLen(s); got != want {
			t.Errorf("DateTimeLen(%q) = %d, want %d", s, got, want)
		}
	}
}
