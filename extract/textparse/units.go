package textparse

import "strings"

// unitAfter reports whether a unit of measure follows the number ending
// at j: one blank, then a unit word ("212 MiB", "42 ms", "3 days", "14
// km/h") ending at b, a blank or punctuation. It returns the unit's end.
// Nouns that count things ("12 files") are not units: the number alone is
// the datum.
func unitAfter(text string, j, b int) (int, bool) {
	if j >= b || text[j] != ' ' {
		return 0, false
	}
	s := j + 1
	e := s
	for e < b && text[e] != ' ' && text[e] != '\t' {
		e++
	}
	for e > s && isNameTrail(text[e-1]) {
		e--
	}
	if e == s || !isUnit(text[s:e]) || len(text) >= e+4 && text[e:e+4] == " ago" {
		return 0, false // "3 hours ago" is a time, not a quantity
	}
	return e, true
}

// isUnit reports a unit of size, time, rate, length, mass or temperature,
// written as servers write them (case matters: "MB", "ms", "min").
func isUnit(w string) bool {
	switch w {
	case "B", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "bytes", "byte",
		"ns", "µs", "us", "ms", "s", "sec", "secs", "seconds", "second", "min", "mins", "minutes", "minute",
		"h", "hr", "hrs", "hours", "hour", "days", "day", "weeks", "week", "months", "month", "years", "year",
		"Hz", "kHz", "MHz", "GHz", "bps", "kbps", "Mbps", "Gbps", "fps", "rpm", "req/s", "ops/s", "rps",
		"mm", "cm", "m", "km", "mi", "ft", "in.", "km/h", "mph", "kg", "g", "mg", "lb", "lbs", "oz",
		"°C", "°F", "K", "px", "pt", "em", "rem", "dpi", "kWh", "W", "kW", "V", "mAh", "L", "ml", "mL":
		return true
	}
	return false
}

// Duration reports a duration written in unit letters, parts parted by
// blanks: "3d 4h", "4m 32s", "1h 5m 10s", "250ms", "3.2s".
func Duration(s string) bool {
	n := 0
	for _, w := range strings.Fields(s) {
		i := 0
		for i < len(w) && (w[i] >= '0' && w[i] <= '9' || w[i] == '.' && i > 0 && i+1 < len(w) && w[i+1] >= '0' && w[i+1] <= '9') {
			i++
		}
		switch w[i:] {
		case "ms", "s", "m", "h", "d", "w", "y":
		default:
			return false
		}
		if i == 0 {
			return false
		}
		n++
	}
	return n > 0
}

// gluedQuantity reports a number written with its unit and no blank
// between ("17°C", "2.4GB", "16px", "120km/h"), for the units whose
// letters do not also read as a duration's ("3m", "12s") or a word.
func gluedQuantity(c string) bool {
	i := 0
	if i < len(c) && (c[i] == '-' || c[i] == '+') {
		i++
	}
	d := i
	for i < len(c) && (c[i] >= '0' && c[i] <= '9' || c[i] == '.' && i > d) {
		i++
	}
	if i == d || i == len(c) || c[i-1] == '.' {
		return false
	}
	switch c[i:] {
	case "°", "°C", "°F", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB",
		"px", "rem", "em", "pt", "dpi", "kg", "km", "mm", "cm", "km/h", "mph", "Hz", "kHz", "MHz", "GHz",
		"fps", "rpm", "kWh", "kW", "mAh", "ml", "mL", "Mbps", "Gbps", "kbps":
		return true
	}
	return false
}
