package extract

import "testing"

func TestDateTimeRange(t *testing.T) {
	for _, c := range []struct {
		in, day, start, end string
		ok                  bool
	}{
		{"2026-03-02 09:00-10:30", "2026-03-02", "09:00", "10:30", true},
		{"2026-03-02T9:00 – 17:45", "2026-03-02", "9:00", "17:45", true},
		{"2026-03-02 09:00", "", "", "", false},
		{"2026-03-02 09:00-10:30 CET", "", "", "", false},
		{"2026-3-2 09:00-10:30", "", "", "", false},
		{"2026-03-02 09:00-10", "", "", "", false},
	} {
		d, s, e, ok := dateTimeRange(c.in, span{0, len(c.in)})
		if ok != c.ok || ok && (c.in[d.start:d.end] != c.day || c.in[s.start:s.end] != c.start || c.in[e.start:e.end] != c.end) {
			t.Errorf("%q: got %v %v %v %v", c.in, d, s, e, ok)
		}
	}
}
