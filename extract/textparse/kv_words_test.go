package textparse

import (
	"strings"
	"testing"
)

// TestMoreWords checks MoreWords against strings.Fields, which it
// replaces without allocating.
func TestMoreWords(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a b ", "a\tb\nc\vd\fe\rf", "a\u00a0b", "a\u2003b\u3000c", "x\u0085y", "\xff \xfe", "one two three four five six seven eight nine", "élan vital"} {
		for n := 0; n < 10; n++ {
			if got, want := MoreWords(s, n), len(strings.Fields(s)) > n; got != want {
				t.Errorf("MoreWords(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

// FuzzMoreWords compares MoreWords with strings.Fields on any input.
func FuzzMoreWords(f *testing.F) {
	f.Add("a b\u00a0c", 2)
	f.Fuzz(func(t *testing.T, s string, n int) {
		n = (n%16 + 16) % 16
		if got, want := MoreWords(s, n), len(strings.Fields(s)) > n; got != want {
			t.Errorf("MoreWords(%q, %d) = %v, want %v", s, n, got, want)
		}
	})
}
