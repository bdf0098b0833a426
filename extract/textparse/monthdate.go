package textparse

import "strings"

// monthIndex returns 1 to 12 for an English month name or its three-letter
// form, with or without a period ("November", "Nov", "Nov."), else 0.
// "May" is only a month when it is capitalized.
func monthIndex(w string) int {
	w = strings.TrimSuffix(w, ".")
	if len(w) < 3 || len(w) > 9 || strings.IndexByte("JFMASOND", w[0]) < 0 {
		return 0 // not capitalized, or no month starts so
	}
	names := [...]string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}
	for i, n := range names {
		if strings.EqualFold(w, n) || len(w) == 3 && strings.EqualFold(n[:3], w) || i == 8 && strings.EqualFold(w, "sept") {
			return i + 1
		}
	}
	return 0
}

// dateStart is MonthDate's cheap gate on the first word of s[i:]: a
// month or weekday name, or a day number of one or two digits.
func dateStart(s string, i int) bool {
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' {
		j++
	}
	w := s[i:j]
	for len(w) > 0 && (w[len(w)-1] == '.' || w[len(w)-1] == ',') {
		w = w[:len(w)-1]
	}
	if w == "" {
		return false
	}
	if w[0] >= '0' && w[0] <= '9' {
		d := 0
		for d < len(w) && w[d] >= '0' && w[d] <= '9' {
			d++
		}
		return d <= 2 && j < len(s) && s[j] == ' '
	}
	return monthIndex(w) > 0 || weekday(w)
}

// weekday reports an English weekday name or its three-letter form.
func weekday(w string) bool {
	w = strings.TrimSuffix(w, ".")
	if len(w) < 3 || len(w) > 9 || strings.IndexByte("MTWFS", w[0]) < 0 {
		return false // not capitalized, or no weekday starts so
	}
	for _, d := range [...]string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"} {
		if strings.EqualFold(w, d) {
			return true
		}
	}
	return false
}

// MonthDate reports whether s, from offset i, starts with a date written
// with an English month name: "November 21, 2026", "Nov 21", "21 Nov
// 2026", "21st of March", "March 2026", a weekday before it allowed
// ("Mon, 1 Mar 2027", "Tuesday, March 3"). It returns the end of the date
// (trailing punctuation excluded).
func MonthDate(s string, i int) (int, bool) {
	if !dateStart(s, i) {
		return 0, false
	}
	words, ends := dateWords(s, i, 6)
	if len(words) == 0 {
		return 0, false
	}
	k := 0
	if weekday(strings.TrimSuffix(words[0], ",")) {
		k = 1
	}
	if k >= len(words) {
		return 0, false
	}
	day := func(w string) bool {
		w = strings.TrimRight(w, ".,;:!?)")
		for _, suf := range [...]string{"st", "nd", "rd", "th"} {
			if strings.HasSuffix(w, suf) && len(w) > len(suf) {
				w = w[:len(w)-len(suf)]
				break
			}
		}
		return len(w) >= 1 && len(w) <= 2 && msgDigits(w) && w != "0" && w != "00" && (len(w) == 1 || w <= "31")
	}
	year := func(w string) bool {
		w = strings.TrimRight(w, ".,;:!?)")
		return len(w) == 4 && msgDigits(w) && (w[0] == '1' || w[0] == '2')
	}
	end := -1
	switch {
	case monthIndex(strings.TrimSuffix(words[k], ",")) > 0:
		// "November 21, 2026", "Nov 21", "March 2026"
		end = ends[k]
		if strings.HasSuffix(words[k], ",") {
			return 0, false
		}
		if k+1 < len(words) && day(words[k+1]) {
			end = ends[k+1]
			if !strings.HasSuffix(words[k+1], ",") || k+2 < len(words) && year(words[k+2]) {
				if k+2 < len(words) && year(words[k+2]) {
					end = ends[k+2]
				}
			}
		} else if k+1 < len(words) && year(words[k+1]) {
			end = ends[k+1]
		} else {
			return 0, false // a month name alone: a word
		}
	case day(words[k]) && !strings.HasSuffix(words[k], ","):
		// "21 Nov 2026", "21st of March"
		m := k + 1
		if m < len(words) && words[m] == "of" {
			m++
		}
		if m >= len(words) || monthIndex(strings.TrimRight(words[m], ",.;:!?)")) == 0 {
			return 0, false
		}
		end = ends[m]
		if !strings.HasSuffix(words[m], ",") && m+1 < len(words) && year(words[m+1]) {
			end = ends[m+1]
		}
	default:
		return 0, false
	}
	for end > i && strings.IndexByte(".,;:!?)", s[end-1]) >= 0 {
		if w := s[strings.LastIndexByte(s[:end], ' ')+1 : end]; s[end-1] == '.' && len(w) <= 5 && monthIndex(w) > 0 {
			break // "Nov." abbreviates
		}
		end--
	}
	return end, true
}

// dateWords returns up to n blank-separated words of s from i and the
// end offset of each.
func dateWords(s string, i, n int) (words []string, ends []int) {
	for len(words) < n && i < len(s) {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' {
			j++
		}
		if j == i {
			break
		}
		words = append(words, s[i:j])
		ends = append(ends, j)
		if j < len(s) && (s[j] == '\t' || s[j] == '\n') {
			break
		}
		i = j
	}
	return words, ends
}
