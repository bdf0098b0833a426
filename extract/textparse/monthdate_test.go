package textparse

import "testing"

func TestMonthDate(t *testing.T) {
	cases := []struct {
		text string
		want string // "" for no date
	}{
		{"November 21, 2026 and more", "November 21, 2026"},
		{"Nov 21, then", "Nov 21"},
		{"Nov. 3 2026.", "Nov. 3 2026"},
		{"21 Nov 2026", "21 Nov 2026"},
		{"21st of March.", "21st of March"},
		{"March 2026 release", "March 2026"},
		{"Mon, 1 Mar 2027", "Mon, 1 Mar 2027"},
		{"Tuesday, March 3", "Tuesday, March 3"},
		{"on November 27.", ""}, // MonthDate reads from the month
		{"May I help", ""},
		{"may 5", ""},
		{"March on", ""},
		{"12 apples", ""},
		{"Sunday morning", ""},
		{"32 March", ""},
	}
	for _, c := range cases {
		got := ""
		if e, ok := MonthDate(c.text, 0); ok {
			got = c.text[:e]
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
