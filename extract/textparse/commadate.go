package textparse

import "strings"

// CommaDate reports whether a and b, two pieces of a value cut at ", ",
// are one date written with a comma: a month named in a ("19 Nov", "Nov
// 19", "November 19", "Tue 19 Nov") and a four-digit year starting b
// ("2026", "2026 10:30"). A comma list reader keeps such a value whole.
func CommaDate(a, b string) bool {
	if len(b) < 4 || !(strings.HasPrefix(b, "19") || strings.HasPrefix(b, "20")) {
		return false
	}
	for _, c := range b[2:4] {
		if c < '0' || c > '9' {
			return false
		}
	}
	if len(b) > 4 && b[4] != ' ' {
		return false
	}
	for _, w := range strings.Fields(a) {
		w = strings.TrimSuffix(w, ".")
		if monthIndex(w) > 0 {
			return true
		}
	}
	return false
}
