package extract

import "strings"

// syslogLine reads text[a:b] (trimmed) as a line of a BSD syslog ("Nov 20
// 09:14:03 web-1 sshd[1234]: Accepted publickey for ops"): a month's
// abbreviation, a day, a clock with seconds, the host, the program with
// its process id in brackets (optional) and a ':', then the message. It
// returns the cells time, host, program, pid and message (pid empty when
// absent), or nil.
func syslogLine(text string, a, b int) []cell {
	s := text[a:b]
	if len(s) < 16 || !monthAbbrev(s[:3]) || s[3] != ' ' {
		return nil
	}
	i := 4
	if s[i] == ' ' { // "Nov  5": the day padded
		i++
	}
	d := i
	for i < len(s) && i-d < 2 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == d || i >= len(s) || s[i] != ' ' {
		return nil
	}
	i++
	c := clockLen(s[i:])
	if c != 8 || i+c >= len(s) || s[i+c] != ' ' {
		return nil // a clock with seconds: "09:14:03"
	}
	tm := cell{a, a + i + c}
	i += c + 1
	h := strings.IndexByte(s[i:], ' ')
	if h <= 0 {
		return nil
	}
	host := cell{a + i, a + i + h}
	i += h + 1
	colon := strings.Index(s[i:], ": ")
	if colon <= 0 || colon > 48 || strings.IndexByte(s[i:i+colon], ' ') >= 0 {
		return nil
	}
	prog, pid := cell{a + i, a + i + colon}, cell{a + i + colon, a + i + colon}
	if o := strings.IndexByte(s[i:i+colon], '['); o > 0 && s[i+colon-1] == ']' {
		prog = cell{a + i, a + i + o}
		pid = cell{a + i + o + 1, a + i + colon - 1}
	}
	m := i + colon + 2
	for m < len(s) && s[m] == ' ' {
		m++
	}
	if m >= len(s) {
		return nil
	}
	return []cell{tm, host, prog, pid, {a + m, b}}
}
