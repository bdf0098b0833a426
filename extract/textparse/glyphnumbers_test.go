package textparse

import (
	"reflect"
	"testing"
)

func TestGlyphNumbers(t *testing.T) {
	cases := []struct {
		s, sep string
		want   []string
	}{
		{"⬇️ 1.2M · ❤️ 640", " · ", []string{"1.2M", "640"}},
		{"★ 2,341 | 🍴 88 | 👁 1.5k", " | ", []string{"2,341", "88", "1.5k"}},
		{"12 · 40", " · ", []string{"12", "40"}},
		{"12 ⭐ · 3 forks", " · ", nil},
		{"open · high", " · ", nil},
		{"⬇️ 1.2M", " · ", nil},
		{"⬇️1.2M · ❤️ 640", " · ", nil},
		{"v1.2 · v1.3", " · ", nil},
	}
	for _, c := range cases {
		var got []string
		for _, sp := range GlyphNumbers(c.s, 0, len(c.s), c.sep) {
			got = append(got, c.s[sp.Start:sp.End])
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("GlyphNumbers(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}
