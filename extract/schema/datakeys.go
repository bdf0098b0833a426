package schema

import (
	"strings"
	"unicode"
)

// IsDataKey reports whether an object key reads as a value rather than a
// field name (see isDataKey): Infer makes an object whose keys all do a
// map. Callers that rename keys into field-name form (snake_case) should
// leave such keys as they are: "2025-01-02" renamed "2025_01_02" is
// neither a date nor, for Infer, data.
func IsDataKey(k string) bool { return isDataKey(k) }

// isDataKey reports whether an object key reads as a value rather than a
// field name: a number, an identifier (UUID, hex hash), a date or time, a
// path or file name, a URL, an email address, an IP address or host:port,
// or a version. Records are keyed by names a programmer chose; keys like
// these are data, and an object keyed by them is a map.
func isDataKey(k string) bool {
	if k == "" || len(k) > 2048 {
		return false
	}
	if strings.IndexFunc(k, unicode.IsSpace) >= 0 {
		return false
	}
	switch {
	case isNumberKey(k), isUUID(k), isDate(k), isDateTime(k), isTimeKey(k),
		isHashKey(k), isURI(k), isEmail(k), isPathKey(k), isFileName(k),
		isHostPort(k), isVersion(k):
		return true
	}
	return false
}

// isNumberKey: an integer or decimal, optionally signed ("42", "-1",
// "3.14"). "+1" is left out: it is a reaction name as often as a number.
func isNumberKey(k string) bool {
	if k[0] == '-' {
		k = k[1:]
	}
	whole, dot := k, strings.IndexByte(k, '.')
	if dot >= 0 {
		whole = k[:dot]
		if !isDigits(k[dot+1:]) {
			return false
		}
	}
	return isDigits(whole)
}

// isTimeKey: a time of day, "09:30" or "09:30:15".
func isTimeKey(k string) bool {
	parts := strings.Split(k, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	for _, p := range parts {
		if len(p) != 2 || !isDigits(p) {
			return false
		}
	}
	return true
}

// isHashKey: a hexadecimal identifier of 7 characters or more with at
// least one digit and one letter (a commit, a content hash, an object id).
func isHashKey(k string) bool {
	if len(k) < 7 {
		return false
	}
	digit, letter := false, false
	for i := 0; i < len(k); i++ {
		c := k[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F':
			letter = true
		default:
			return false
		}
	}
	return digit && letter
}

// isPathKey: a file system path or a slash-separated name ("/etc/hosts",
// "./a", "src/main.go", "owner/repo", "C:\\x", "~/notes",
// "application/json"). One slash between two short parts ("km/h", "I/O")
// reads as a unit or an abbreviation, not a path.
func isPathKey(k string) bool {
	if len(k) >= 3 && k[1] == ':' && (k[2] == '\\' || k[2] == '/') && unicode.IsLetter(rune(k[0])) {
		return true
	}
	if len(k) > 1 && (k[0] == '/' || k[0] == '\\') || strings.HasPrefix(k, "~/") || strings.HasPrefix(k, "./") || strings.HasPrefix(k, "../") {
		return true
	}
	parts := strings.FieldsFunc(k, func(r rune) bool { return r == '/' || r == '\\' })
	switch {
	case len(parts) >= 3:
		return true
	case len(parts) == 2 && strings.Count(k, "/")+strings.Count(k, "\\") == 1:
		return len(parts[0]) >= 2 && len(parts[1]) >= 2
	}
	return false
}

// isFileName: a base name with a short extension ("README.md",
// "package.json", "main.go"); the extension has a letter and at most five
// characters, all lower-case letters or digits.
func isFileName(k string) bool {
	dot := strings.LastIndexByte(k, '.')
	if dot <= 0 || dot == len(k)-1 {
		return false
	}
	ext := k[dot+1:]
	if len(ext) > 5 {
		return false
	}
	letter := false
	for i := 0; i < len(ext); i++ {
		c := ext[i]
		switch {
		case c >= 'a' && c <= 'z':
			letter = true
		case c >= '0' && c <= '9':
		default:
			return false
		}
	}
	if !letter {
		return false
	}
	for _, r := range k[:dot] {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("._-+@", r)) {
			return false
		}
	}
	return true
}

// isHostPort: an IPv4 address, or a host name or address with a port
// ("127.0.0.1", "localhost:8080", "db.example.com:5432").
func isHostPort(k string) bool {
	host := k
	if c := strings.LastIndexByte(k, ':'); c > 0 {
		if !isDigits(k[c+1:]) || len(k)-c-1 > 5 {
			return false
		}
		host = k[:c]
		return isIPv4(host) || isHostname(host, false)
	}
	return isIPv4(host)
}

func isIPv4(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if len(p) == 0 || len(p) > 3 || !isDigits(p) {
			return false
		}
	}
	return true
}

// isVersion: a dotted version with at least two dots or a leading "v"
// ("1.2.3", "v2.0", "v1.2.3-rc.1").
func isVersion(k string) bool {
	v := k
	hasV := v[0] == 'v' || v[0] == 'V'
	if hasV {
		v = v[1:]
	}
	if i := strings.IndexAny(v, "-+"); i >= 0 {
		v = v[:i]
	}
	parts := strings.Split(v, ".")
	if len(parts) < 2 || len(parts) > 4 || !hasV && len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if !isDigits(p) {
			return false
		}
	}
	return true
}
