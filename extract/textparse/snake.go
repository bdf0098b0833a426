package textparse

import (
	"strings"
	"unicode"
)

// Snake turns a label a person wrote ("Feels like", "createdAt",
// "DB_POOL", "Chance of rain (%)") into a snake_case field name
// ("feels_like", "created_at", "db_pool", "chance_of_rain"): letters and
// digits lowercased, a "_" for each run of other characters between them
// and before an upper-case letter that follows a lower-case one. It
// returns "" when the label has no letter or digit.
func Snake(s string) string {
	var b strings.Builder
	prevLower := false // previous rune was a lower-case letter or digit
	pendingSep := false
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			pendingSep, prevLower = true, false
			continue
		}
		if unicode.IsUpper(r) && prevLower {
			pendingSep = true
		}
		if pendingSep && b.Len() > 0 {
			b.WriteByte('_')
		}
		pendingSep = false
		b.WriteRune(unicode.ToLower(r))
		prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
	}
	return b.String()
}
