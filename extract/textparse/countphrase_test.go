package textparse

import "testing"

func TestCountPhrase(t *testing.T) {
	for _, c := range []struct {
		s   string
		end int
		ok  bool
	}{
		{"121 bytes", 3, true},
		{"1,024 rows", 5, true},
		{"2.5 MB", 3, true},
		{"0 open pull requests", 1, true},
		{"1 warning(s)", 1, true},
		{"3 fix(es)", 1, true},
		{"2 entr(ies)", 1, true},
		{"2 (es)", 0, false},
		{"3 個任務", 1, true},
		{"3 of the 5 runs", 0, false},
		{"2026-01-02 morning", 0, false},
		{"1.2.3 beta", 0, false},
		{"42", 0, false},
		{"10:30 today", 0, false},
		{"5 files, 0 directories", 0, false},
		{"7 days ago now yes", 0, false},
		{"v2 items", 0, false},
	} {
		end, ok := CountPhrase(c.s)
		if ok != c.ok || end != c.end {
			t.Errorf("CountPhrase(%q) = %d, %v; want %d, %v", c.s, end, ok, c.end, c.ok)
		}
	}
}
