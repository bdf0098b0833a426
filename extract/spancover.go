package extract

import "slices"

// coverage sorts taken by start and returns a test of whether the byte
// range [a, b) overlaps any of them: some span starting before b ends
// after a. It answers in O(log n) from the running maximum of the ends.
func coverage(taken []span) func(a, b int) bool {
	slices.SortFunc(taken, func(x, y span) int { return x.start - y.start })
	reach := make([]int, len(taken))
	for i, t := range taken {
		reach[i] = t.end
		if i > 0 && reach[i-1] > t.end {
			reach[i] = reach[i-1]
		}
	}
	return func(a, b int) bool {
		i, _ := slices.BinarySearchFunc(taken, b, func(t span, v int) int { return t.start - v })
		return i > 0 && reach[i-1] > a
	}
}

// takenSince returns the bytes the hits from h0 on hold, values and their
// labels (keys, section headers): what a parse has read so far.
func (r *run) takenSince(h0 int) []span {
	n := 0
	for _, h := range r.hits[h0:] {
		n += 1 + len(h.labels)
	}
	taken := make([]span, 0, n)
	for _, h := range r.hits[h0:] {
		taken = append(taken, h.val)
		taken = append(taken, h.labels...)
	}
	return taken
}
