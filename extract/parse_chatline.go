package extract

import "strings"

// chatLine reads text[a:b] (trimmed) as a chat message: a clock, in
// brackets or not ("[09:12]", "09:12:30", or a log time stamp), then an
// author of at most three words and 40 bytes, a ':' and the message
// ("[09:12] alice: deploy is done"). It returns the cells time, author
// and message, or nil.
func chatLine(text string, a, b int) []cell {
	s := text[a:b]
	t0, t1, i := stampAt(s, 0, true)
	if i < 0 || i >= len(s) {
		return nil
	}
	tm := cell{a + t0, a + t1}
	c := strings.Index(s[i:], ": ")
	if c <= 0 || c > 40 || strings.Count(s[i:i+c], " ") > 2 || strings.ContainsAny(s[i:i+c], "[]()\"") {
		return nil
	}
	au := cell{a + i, a + i + c}
	ms := i + c + 2
	for ms < len(s) && s[ms] == ' ' {
		ms++
	}
	if ms >= len(s) {
		return nil
	}
	return []cell{tm, au, {a + ms, b}}
}

// clockLen is the length of the clock s starts with ("09:12",
// "9:12:30", "09:12 PM"), or 0.
func clockLen(s string) int {
	i := 0
	for i < len(s) && i < 2 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i >= len(s) || s[i] != ':' {
		return 0
	}
	for k := 0; k < 2; k++ {
		if i+3 > len(s) || s[i] != ':' || s[i+1] < '0' || s[i+1] > '9' || s[i+2] < '0' || s[i+2] > '9' {
			if k == 0 {
				return 0
			}
			break
		}
		i += 3
	}
	if i+3 <= len(s) && s[i] == ' ' && (strings.EqualFold(s[i+1:i+3], "AM") || strings.EqualFold(s[i+1:i+3], "PM")) {
		i += 3
	}
	return i
}
