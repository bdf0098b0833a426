package schema

import (
	"net/url"
	"strings"
	"time"
)

// format is a bit set of the string formats Infer can detect.
type format uint8

const (
	fmtDateTime format = 1 << iota
	fmtDate
	fmtUUID
	fmtEmail
	fmtURI

	fmtAll = fmtDateTime | fmtDate | fmtUUID | fmtEmail | fmtURI
)

// formatNames gives the priority used when several formats survive (they are
// disjoint for the detectors below, so this only fixes determinism).
var formatNames = [...]struct {
	f    format
	name string
}{
	{fmtDateTime, "date-time"},
	{fmtDate, "date"},
	{fmtUUID, "uuid"},
	{fmtEmail, "email"},
	{fmtURI, "uri"},
}

// name returns the JSON Schema format name of the highest-priority format in
// the set, or "" when the set is empty.
func (f format) name() string {
	for _, fn := range formatNames {
		if f&fn.f != 0 {
			return fn.name
		}
	}
	return ""
}

// matchFormats returns the subset of candidates that s matches. The detectors
// are deliberately stricter than jsonschema/v6's format assertions (and than
// RFC-lenient validators), so an inferred format never rejects a sample.
func matchFormats(s string, candidates format) format {
	var out format
	if candidates&fmtDateTime != 0 && isDateTime(s) {
		out |= fmtDateTime
	}
	if candidates&fmtDate != 0 && isDate(s) {
		out |= fmtDate
	}
	if candidates&fmtUUID != 0 && isUUID(s) {
		out |= fmtUUID
	}
	if candidates&fmtEmail != 0 && isEmail(s) {
		out |= fmtEmail
	}
	if candidates&fmtURI != 0 && isURI(s) {
		out |= fmtURI
	}
	return out
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isDate reports whether s is an RFC 3339 full-date (YYYY-MM-DD) naming a
// real calendar day.
func isDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	if !isDigits(s[:4]) || !isDigits(s[5:7]) || !isDigits(s[8:]) {
		return false
	}
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

// isDateTime reports whether s is an RFC 3339 date-time:
// YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM), with an upper-case T and no leap
// second.
func isDateTime(s string) bool {
	if len(s) < 20 || s[10] != 'T' || !isDate(s[:10]) {
		return false
	}
	t := s[11:]
	if len(t) < 9 || t[2] != ':' || t[5] != ':' || !isDigits(t[:2]) || !isDigits(t[3:5]) || !isDigits(t[6:8]) {
		return false
	}
	rest := t[8:]
	if strings.HasPrefix(rest, ".") {
		i := 1
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 1 {
			return false
		}
		rest = rest[i:]
	}
	switch {
	case rest == "Z":
	case len(rest) == 6 && (rest[0] == '+' || rest[0] == '-') && rest[3] == ':' && isDigits(rest[1:3]) && isDigits(rest[4:]):
		if rest[1:3] > "23" || rest[4:] > "59" {
			return false
		}
	default:
		return false
	}
	_, err := time.Parse(time.RFC3339Nano, s)
	return err == nil
}

// isUUID reports whether s has the 8-4-4-4-12 hexadecimal UUID shape.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
				return false
			}
		}
	}
	return true
}

// isEmail reports whether s is a plain addr-spec: an unquoted dot-atom local
// part, one '@', and a DNS domain with at least two labels.
func isEmail(s string) bool {
	if len(s) > 254 {
		return false
	}
	at := strings.IndexByte(s, '@')
	if at <= 0 || at != strings.LastIndexByte(s, '@') {
		return false
	}
	local, domain := s[:at], s[at+1:]
	if len(local) > 64 || local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return false
	}
	for i := 0; i < len(local); i++ {
		c := local[i]
		if !(isAlnum(c) || strings.IndexByte(".!#$%&'*+-/=?^_`{|}~", c) >= 0) {
			return false
		}
	}
	return isHostname(domain, true)
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// isHostname reports whether h is a DNS name of letters, digits and inner
// hyphens (labels of 1-63 bytes, 253 bytes at most). needDot requires two
// labels or more.
func isHostname(h string, needDot bool) bool {
	if h == "" || len(h) > 253 {
		return false
	}
	labels := strings.Split(h, ".")
	if needDot && len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for i := 0; i < len(l); i++ {
			if !isAlnum(l[i]) && l[i] != '-' {
				return false
			}
		}
	}
	return true
}

// isURI reports whether s is an absolute URI with a scheme and a host, made
// of printable ASCII without characters RFC 3986 forbids.
func isURI(s string) bool {
	if s == "" || len(s) > 4096 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>\\^`{|}", c) >= 0 {
			return false
		}
	}
	u, err := url.Parse(s)
	if err != nil || u.Scheme == "" || u.Host == "" || u.Opaque != "" {
		return false
	}
	host := u.Hostname()
	if strings.HasPrefix(u.Host, "[") {
		return false // IPv6 literals: left to lenient validators, not inferred
	}
	if strings.Contains(host, ":") || strings.Contains(u.Host, "@") && u.User == nil {
		return false
	}
	// Percent escapes must be well formed.
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return false
			}
		}
	}
	return isHostname(host, false)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
