package extract

import "testing"

// TestCoverBits: coverBits answers as a byte-by-byte check over the hits'
// spans does, at word edges too.
func TestCoverBits(t *testing.T) {
	text := make([]byte, 300)
	r := newRun(string(text), &Account{})
	spans := []span{{0, 1}, {63, 65}, {70, 200}, {250, 251}, {299, 300}}
	for _, sp := range spans {
		r.addHit("/x", sp)
	}
	covered := r.coverBits(func(p string) bool { return p == "/skip" })
	for a := 0; a < len(text); a++ {
		for b := a + 1; b <= len(text) && b <= a+140; b++ {
			want := false
			for _, sp := range spans {
				if sp.start < b && a < sp.end {
					want = true
				}
			}
			if got := covered(a, b); got != want {
				t.Fatalf("[%d, %d): got %v, want %v", a, b, got, want)
			}
		}
	}
}
