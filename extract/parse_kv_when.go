package extract

// dateTimeRange reads the value text[val.start:val.end] as a day and a
// time range, "2026-03-02 09:00-10:30" (also 'T' between day and time,
// '–' or '—' between the times, blanks around the dash), and returns the
// spans of the day, the start and the end, or false.
func dateTimeRange(text string, val span) (day, start, end span, ok bool) {
	s := text[val.start:val.end]
	digits := func(i, n int) bool {
		if i+n > len(s) {
			return false
		}
		for k := i; k < i+n; k++ {
			if s[k] < '0' || s[k] > '9' {
				return false
			}
		}
		return true
	}
	clock := func(i int) int { // end of "H:MM" or "HH:MM" at i, or -1
		h := i
		for h < len(s) && h-i < 2 && s[h] >= '0' && s[h] <= '9' {
			h++
		}
		if h == i || h >= len(s) || s[h] != ':' || !digits(h+1, 2) {
			return -1
		}
		return h + 3
	}
	if len(s) < 16 || !digits(0, 4) || s[4] != '-' || !digits(5, 2) || s[7] != '-' || !digits(8, 2) || (s[10] != ' ' && s[10] != 'T') {
		return span{}, span{}, span{}, false
	}
	e1 := clock(11)
	if e1 < 0 {
		return span{}, span{}, span{}, false
	}
	i := e1
	for i < len(s) && s[i] == ' ' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '-':
		i++
	case i+3 <= len(s) && (s[i:i+3] == "–" || s[i:i+3] == "—"):
		i += 3
	default:
		return span{}, span{}, span{}, false
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	e2 := clock(i)
	if e2 != len(s) {
		return span{}, span{}, span{}, false
	}
	b := val.start
	return span{b, b + 10}, span{b + 11, b + e1}, span{b + i, b + e2}, true
}

// kvDateTimeRange returns the value of a pair whose value is a day and a
// time range ("When: 2026-03-02 09:00-10:30") as {date, start, end},
// recording the hits, or nil.
func (r *run) kvDateTimeRange(p string, val span, labels []span) map[string]any {
	if val.start < 0 || val.end > len(r.text) || val.start >= val.end {
		return nil
	}
	d, s, e, ok := dateTimeRange(r.text, val)
	if !ok {
		return nil
	}
	r.addHit(pointer(p, "date"), d, labels...)
	r.addHit(pointer(p, "start"), s, labels...)
	r.addHit(pointer(p, "end"), e, labels...)
	return map[string]any{"date": r.text[d.start:d.end], "start": r.text[s.start:s.end], "end": r.text[e.start:e.end]}
}
