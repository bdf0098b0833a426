package textparse

// DateTimeLen is the length of the date, time or date-time that s starts
// with ("2026-03-16", "2026-03-16T09:00:00Z", "2026-03-16 09:00:00.5+01:00",
// "2026-05-02 09:03:12,250" as Python's logging writes it, "09:30",
// "09:30:15"), or 0 when s starts with none or the value runs on into more
// digits or a colon. Readers keep such a value whole: a log line's
// timestamp, a template's varying part (the digits two timestamps share
// are not wording).
func DateTimeLen(s string) int {
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
	// clock reads "hh:mm[:ss[.frac]]" at i and returns its end, or -1.
	clock := func(i int) int {
		h := 2
		if !digits(i, 2) {
			if !digits(i, 1) {
				return -1
			}
			h = 1
		}
		if i+h >= len(s) || s[i+h] != ':' || !digits(i+h+1, 2) {
			return -1
		}
		e := i + h + 3
		if e+2 < len(s) && s[e] == ':' && digits(e+1, 2) {
			e += 3
			if e+1 < len(s) && (s[e] == '.' || s[e] == ',') && digits(e+1, 1) {
				e++
				for e < len(s) && s[e] >= '0' && s[e] <= '9' {
					e++
				}
			}
		}
		return e
	}
	end := 0
	if digits(0, 4) && len(s) >= 10 && s[4] == '-' && digits(5, 2) && s[7] == '-' && digits(8, 2) {
		end = 10
		if end+1 < len(s) && (s[end] == 'T' || s[end] == ' ') {
			if e := clock(end + 1); e > 0 {
				end = e
				switch {
				case end < len(s) && s[end] == 'Z':
					end++
				case end+2 < len(s) && (s[end] == '+' || s[end] == '-') && digits(end+1, 2):
					end += 3
					if end+2 < len(s) && s[end] == ':' && digits(end+1, 2) {
						end += 3
					} else if digits(end, 2) {
						end += 2
					}
				}
			}
		}
	} else if e := clock(0); e > 0 {
		end = e
	}
	if end == 0 || end < len(s) && (s[end] >= '0' && s[end] <= '9' || s[end] == ':') {
		return 0
	}
	return end
}
