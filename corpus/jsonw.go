package corpus

import (
	"bytes"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// line builds one JSONL line by hand, so that keys keep a fixed order and
// raw values are embedded verbatim (encoding/json would compact them and
// escape <, > and &). Every field after the first starts with a comma.
type line []byte

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string. HTML characters are not escaped;
// invalid UTF-8 becomes U+FFFD, as encoding/json does when decoding, so a
// re-import encodes the same bytes.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, "\uFFFD"...)
			i++
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendRaw appends a raw JSON value verbatim, except that CR and LF (which
// valid JSON holds only as whitespace between tokens) become spaces so the
// line stays one line.
func appendRaw(b []byte, raw []byte) []byte {
	if bytes.IndexByte(raw, '\n') < 0 && bytes.IndexByte(raw, '\r') < 0 {
		return append(b, raw...)
	}
	n := len(b)
	b = append(b, raw...)
	for i := n; i < len(b); i++ {
		if b[i] == '\n' || b[i] == '\r' {
			b[i] = ' '
		}
	}
	return b
}

// key appends ,"k": (k needs no escaping).
func (l line) key(k string) line {
	l = append(l, ',', '"')
	l = append(l, k...)
	return append(l, '"', ':')
}

// str appends a string field, always.
func (l line) str(k, v string) line {
	return appendString(l.key(k), v)
}

// optStr appends a string field unless v is empty.
func (l line) optStr(k, v string) line {
	if v == "" {
		return l
	}
	return l.str(k, v)
}

// optInt appends an integer field unless v is zero.
func (l line) optInt(k string, v int64) line {
	if v == 0 {
		return l
	}
	return strconv.AppendInt(l.key(k), v, 10)
}

// optRaw appends a raw JSON field unless v is empty.
func (l line) optRaw(k string, v []byte) line {
	if len(v) == 0 {
		return l
	}
	return appendRaw(l.key(k), v)
}

// optStrings appends an array of strings unless v is empty.
func (l line) optStrings(k string, v []string) line {
	if len(v) == 0 {
		return l
	}
	return appendStrings(l.key(k), v)
}

// appendStrings appends v as a JSON array of strings.
func appendStrings(b []byte, v []string) []byte {
	b = append(b, '[')
	for i, s := range v {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// optStrMap appends an object of strings, keys sorted, unless v is empty.
func (l line) optStrMap(k string, v map[string]string) line {
	if len(v) == 0 {
		return l
	}
	return appendStrMap(l.key(k), v)
}

// appendStrMap appends v as a JSON object of strings, keys sorted.
func appendStrMap(b []byte, v map[string]string) []byte {
	var small [8]string
	keys := small[:0]
	for k := range v {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(appendString(b, k), ':')
		b = appendString(b, v[k])
	}
	return append(b, '}')
}

// begin starts a line with its kind.
func begin(b []byte, kind string) line {
	b = append(b, `{"kind":`...)
	return line(appendString(b, kind))
}

// end closes the object and the line.
func (l line) end() []byte {
	return append(l, '}', '\n')
}

// optLaunch appends the launch object unless it is empty. Keys follow
// capture.Launch's field order; extra's keys are sorted.
func (l line) optLaunch(k string, v *capture.Launch) line {
	if v.Command == "" && len(v.Args) == 0 && v.Cwd == "" && len(v.Env) == 0 && v.URL == "" &&
		len(v.Headers) == 0 && len(v.Extra) == 0 {
		return l
	}
	l = append(l.key(k), '{')
	first := len(l) // the first field below is written with a leading comma
	l = l.optStr("command", v.Command).optStrings("args", v.Args).optStr("cwd", v.Cwd).
		optStrings("env", v.Env).optStr("url", v.URL).optStrings("headers", v.Headers)
	l = l.optStrMap("extra", v.Extra)
	l = append(l[:first], l[first+1:]...)
	return append(l, '}')
}

// optEvents appends the events array unless it is empty.
func (l line) optEvents(k string, evs []capture.Event) line {
	if len(evs) == 0 {
		return l
	}
	l = append(l.key(k), '[')
	for i := range evs {
		e := &evs[i]
		if i > 0 {
			l = append(l, ',')
		}
		l = append(l, `{"kind":`...)
		l = appendString(l, e.Kind)
		l = l.optStr("detail", e.Detail).optStr("raw", e.Raw).optInt("at_ms", e.AtMS)
		l = append(l, '}')
	}
	return append(l, ']')
}
