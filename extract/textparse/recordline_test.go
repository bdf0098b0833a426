package textparse

import "testing"

func TestRecordLine(t *testing.T) {
	type want struct {
		head     int
		both, ok bool
	}
	for s, w := range map[string]want{
		"x/y (A, b) — text": {3, true, true},
		"x-y — text":        {3, false, true},
		"**x** – text":      {5, false, true},
		"`x` (y)":           {3, false, true},
		"a.txt (2 KB)":      {5, false, true},
		"x (a) more words":  {},
		"x: (a) — text":     {},
		"1x (a) — text":     {},
		"x — ":              {},
		"Word word — text":  {},
		"x ((a)) — text":    {},
		"":                  {},
		"x — ü":             {1, false, true},
		"**x — y":           {},
		// a head of several words before a parenthetical
		"Oak shelf (4 kg) — in stock":  {9, true, true},
		"Old oak shelf (4 kg)":         {13, false, true},
		"I went home (late) and slept": {},
		"It failed (twice) - see log.": {},
		"Old oak shelf (heavy)":        {},
		"Oak shelf (4 kg) — in stock.": {},
		"One two three four five (x)":  {},
		"Word, word (x) — y":           {},
	} {
		h, b, ok := RecordLine(s)
		if h != w.head || b != w.both || ok != w.ok {
			t.Errorf("RecordLine(%q) = %d, %v, %v; want %+v", s, h, b, ok, w)
		}
	}
}
