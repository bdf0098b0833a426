package suggest

// dateTimeLen is the length of the date, time or date-time that s starts
// with ("2026-03-16", "2026-03-16T09:00:00Z", "2026-03-16 09:00:00.5+01:00",
// "09:30", "09:30:15"), or 0. tokenize keeps such a value one token: the
// digits two timestamps share ("00" of the minutes, "2026" of the year)
// are not wording a template may anchor on.
func dateTimeLen(s string) int {
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
			if e+1 < len(s) && s[e] == '.' && digits(e+1, 1) {
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

// dropStopAnchors drops, for a template learnt from two samples, the
// anchors that are an article ("the", "a", "an") between two varying
// parts in every sample ("Plan the release" and "Name the product" share
// "the" by chance): two samples cannot tell an article inside the values
// from wording. Articles next to other wording ("Created the file X")
// stay, and so do other words ("20:11 in Reykjavik").
func dropStopAnchors(anchors []token, toks [][]token) []token {
	drop := make([]bool, len(anchors))
	for k, a := range anchors {
		drop[k] = a.s == "the" || a.s == "a" || a.s == "an"
	}
	for _, t := range toks {
		pos := align(t, anchors)
		if pos == nil {
			return anchors
		}
		for k := range anchors {
			if !drop[k] {
				continue
			}
			prev, next := -1, len(t)
			if k > 0 {
				prev = pos[k-1]
			}
			if k+1 < len(anchors) {
				next = pos[k+1]
			}
			if !wordsBetween(t, prev, pos[k]) || !wordsBetween(t, pos[k], next) {
				drop[k] = false
			}
		}
	}
	out := anchors[:0:0]
	for k, a := range anchors {
		if !drop[k] {
			out = append(out, a)
		}
	}
	return out
}

// wordsBetween reports whether tokens a+1..b-1 hold a token that is not
// white space.
func wordsBetween(t []token, a, b int) bool {
	for i := a + 1; i < b && i < len(t); i++ {
		if !t[i].space {
			return true
		}
	}
	return false
}
