package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// logLine reads text[a:b] as a log record: an optional line number
// ("12:", as grep -n writes it), a date and time ("2026-05-02T09:03:12Z",
// "2026-05-02 09:03:12.5", in brackets or not), an optional level (INFO,
// WARN, ERROR … alone or in brackets, a ':' after it allowed) and the
// message. It returns the cells line, time, level and message (line and
// level empty when absent), or nil.
func logLine(text string, a, b int) []cell {
	s := text[a:b]
	i := 0
	line := cell{a, a}
	for i < len(s) && i < 9 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i < len(s) && s[i] == ':' {
		line = cell{a, a + i}
		i++
	} else {
		i = 0
	}
	t0, t1, next := stampAt(s, i, false)
	if next < 0 {
		return nil
	}
	tm := cell{a + t0, a + t1}
	i = next
	level := cell{a + i, a + i}
	j := i
	br := j < len(s) && s[j] == '['
	if br {
		j++
	}
	w := j
	for w < len(s) && isASCIILetter(s[w]) {
		w++
	}
	if logLevel(s[j:w]) || br && consoleLevel(s[j:w]) {
		e := w
		if br {
			if e >= len(s) || s[e] != ']' {
				e = -1
			} else {
				e++
			}
		}
		if e > 0 && e < len(s) && s[e] == ':' {
			e++
		}
		if e > 0 && (e == len(s) || s[e] == ' ' || s[e] == '\t') {
			level = cell{a + j, a + w}
			i = e
			for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
				i++
			}
		}
	}
	if i >= len(s) {
		return nil
	}
	return []cell{line, tm, level, {a + i, b}}
}

// logLevel reports whether w names a log level.
func logLevel(w string) bool {
	switch strings.ToUpper(w) {
	case "TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "WARNING", "ERROR", "ERR", "FATAL", "CRITICAL", "CRIT", "PANIC":
		return true
	}
	return false
}

// consoleLevel reports whether w, in brackets, names the method of a
// console entry that is no log level elsewhere ("[log] tick 3",
// "[verbose] …", as a browser's or Node's console prints them); bare, such
// a word starts a message ("log rotated").
func consoleLevel(w string) bool {
	switch strings.ToUpper(w) {
	case "LOG", "VERBOSE":
		return true
	}
	return false
}

// dateTimeLen is the length of the date and time s starts with
// ("2026-05-02T09:03:12Z", "2026-05-02 09:03:12.25+01:00"), or 0: a log
// line's timestamp has a date, 'T' or a space, and a clock with seconds.
func dateTimeLen(s string) int {
	n := textparse.DateTimeLen(s)
	if n < 19 || s[4] != '-' || (s[10] != 'T' && s[10] != ' ') || s[16] != ':' {
		return 0
	}
	return n
}

// stampAt reads the time stamp at s[i:], in brackets or not: a date and
// time (dateTimeLen), or with clock also a bare clock ("09:12"). It needs
// a blank after it and returns the stamp's range and where the text after
// the blanks starts, next -1 when there is no stamp.
func stampAt(s string, i int, clock bool) (t0, t1, next int) {
	open := i < len(s) && s[i] == '['
	if open {
		i++
	}
	n := dateTimeLen(s[i:])
	if n == 0 && clock {
		// a chat's stamp may leave out the seconds: "[2026-11-20 09:14]"
		if n = dateClockLen(s[i:]); n == 0 {
			n = clockLen(s[i:])
		}
	}
	if n == 0 {
		return 0, 0, -1
	}
	t0, t1 = i, i+n
	i += n
	if open {
		if i >= len(s) || s[i] != ']' {
			return 0, 0, -1
		}
		i++
	}
	if i >= len(s) || (s[i] != ' ' && s[i] != '\t') {
		return 0, 0, -1
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return t0, t1, i
}

// dateClockLen is the length of an ISO date and a clock without seconds
// s starts with ("2026-11-20 09:14", "2026-11-20T09:14"), or 0.
func dateClockLen(s string) int {
	if len(s) < 16 || s[4] != '-' || s[7] != '-' || s[10] != ' ' && s[10] != 'T' {
		return 0
	}
	for _, k := range [...]int{0, 1, 2, 3, 5, 6, 8, 9} {
		if s[k] < '0' || s[k] > '9' {
			return 0
		}
	}
	if c := clockLen(s[11:]); c > 0 {
		return 11 + c
	}
	return 0
}
