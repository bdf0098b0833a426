package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

func isAlnumByte(c byte) bool { return isLetterByte(c) || c >= '0' && c <= '9' }

// isAttrKey reports whether k is 1 to 24 letters, digits, '-' or '_',
// starting with a letter.
func isAttrKey(k string) bool {
	if k == "" || len(k) > 24 || !isLetterByte(k[0]) {
		return false
	}
	for i := 0; i < len(k); i++ {
		if c := k[i]; !isAlnumByte(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// shapeName names a value by its shape: url, size ("55 B"), count (a
// number), date (ISO), else "".
func shapeName(v string) string {
	v = strings.TrimSpace(v)
	switch {
	case isBareURL(v):
		return FieldURL
	case isNumber(v):
		return FieldCount
	case isISODate(v):
		return FieldDate
	}
	if num, unit, ok := strings.Cut(v, " "); ok && isNumber(num) && isSizeUnit(unit) {
		return FieldSize
	}
	return ""
}

// isSizeUnit reports whether u is a byte size unit.
func isSizeUnit(u string) bool {
	switch strings.ToLower(u) {
	case "b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "bytes":
		return true
	}
	return false
}

// isISODate reports whether v starts with a YYYY-MM-DD date and has no
// blank after a time part.
func isISODate(v string) bool {
	if len(v) < 10 || v[4] != '-' || v[7] != '-' {
		return false
	}
	for _, i := range [...]int{0, 1, 2, 3, 5, 6, 8, 9} {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return len(v) == 10 || v[10] == 'T' || v[10] == ' ' && len(v) <= 32
}

// indexPrefix reads "12:", "12.", "12)", "#12" or "[12]" followed by white
// space (or the line end) at p; it returns the end of the prefix (p when
// there is none), the field name and the number's span.
func indexPrefix(s string, p, b int) (int, string, int, int) {
	i := p
	name := FieldIndex
	closeBy := byte(0)
	switch {
	case i < b && s[i] == '#':
		name = FieldNumber
		i++
	case i < b && s[i] == '[':
		closeBy = ']'
		i++
	}
	d0 := i
	for i < b && i-d0 < 12 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	d1 := i
	if d1 == d0 {
		return p, "", 0, 0
	}
	switch {
	case closeBy != 0:
		if i >= b || s[i] != closeBy {
			return p, "", 0, 0
		}
		i++
	case name == FieldNumber:
	default:
		if i >= b || s[i] != ':' && s[i] != '.' && s[i] != ')' {
			return p, "", 0, 0
		}
		i++
	}
	if i < b && !isWSByte(s[i]) {
		return p, "", 0, 0
	}
	return i, name, d0, d1
}

// isLabel reports whether a key reads as a label ("Status", "Created at",
// "max_upload_mb") rather than as data ("notes.txt", "src/main.go",
// "user@host", "users (3 rows)"): no '.', '/', '\\' or '@', no number
// first in parentheses.
func isLabel(k string) bool {
	if strings.ContainsAny(k, "./\\@") {
		return false
	}
	// "users (3 rows)": a count in parentheses belongs to a name
	i := strings.IndexByte(k, '(')
	return i < 0 || i+1 >= len(k) || k[i+1] < '0' || k[i+1] > '9'
}

// HashPrefix reads a commit hash (7 to 40 lowercase hex digits with a
// digit and a letter) at s[p:b] followed by white space and more text; it
// returns the hash's end, or p when there is none.
func HashPrefix(s string, p, b int) int {
	i := p
	digit, letter := false, false
	for ; i < b && i-p <= 40; i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			digit = true
		} else if c >= 'a' && c <= 'f' {
			letter = true
		} else {
			break
		}
	}
	if i-p < 7 || i-p > 40 || !digit || !letter || i >= b || !isWSByte(s[i]) || skipSpace(s, i, b) >= b {
		return p
	}
	return i
}

// roleQuoted reads a lower-case role word and a double-quoted name at p
// (`button "Submit"`); it returns the word's end and the name's span, or
// (p, p, p).
func roleQuoted(s string, p, end int) (int, int, int) {
	i := p
	for i < end && (s[i] >= 'a' && s[i] <= 'z' || s[i] == '-') && i-p < 24 {
		i++
	}
	if i == p || i+1 >= end || s[i] != ' ' || s[i+1] != '"' {
		return p, p, p
	}
	q := strings.IndexByte(s[i+2:end], '"')
	if q <= 0 {
		return p, p, p
	}
	return i, i + 2, i + 2 + q
}

// idQuoted reads an id (one chunk of at most 40 bytes with a digit, no
// quote) and a double-quoted name after one blank at p (`1decaed1…
// "Add a fixture"`, `T-12 "Write the spec"`); it returns the id's end and
// the name's span, or (p, p, p).
func idQuoted(s string, p, end int) (int, int, int) {
	i, digit := p, false
	for i < end && s[i] != ' ' && s[i] != '"' && i-p <= 40 {
		digit = digit || s[i] >= '0' && s[i] <= '9'
		i++
	}
	if i == p || !digit || i+1 >= end || s[i] != ' ' || s[i+1] != '"' {
		return p, p, p
	}
	q := strings.IndexByte(s[i+2:end], '"')
	if q <= 0 {
		return p, p, p
	}
	return i, i + 2, i + 2 + q
}

// stateTag reads a parenthesised word or two ("(current)") followed by
// white space and more text at p; it returns its end or p.
func stateTag(s string, p, b int) int {
	if p >= b || s[p] != '(' {
		return p
	}
	i := p + 1
	for ; i < b && i-p <= 25; i++ {
		c := s[i]
		if c == ')' {
			break
		}
		if !isLetterByte(c) && c != ' ' && c != '-' && c != '_' {
			return p
		}
	}
	if i >= b || s[i] != ')' || i == p+1 || !isLetterByte(s[p+1]) || i+1 >= b || !isWSByte(s[i+1]) || skipSpace(s, i+1, b) >= b {
		return p
	}
	return i + 1
}

// tagPrefix reads a bracketed tag "[FILE]" (1 to 24 letters, digits, '_'
// or '-', with a letter) followed by white space at p; it returns its end
// or p.
func tagPrefix(s string, p, b int) int {
	if p >= b || s[p] != '[' {
		return p
	}
	letter := false
	i := p + 1
	for ; i < b && i-p <= 25; i++ {
		c := s[i]
		if c == ']' {
			break
		}
		if isLetterByte(c) {
			letter = true
			continue
		}
		if c >= '0' && c <= '9' || c == '_' || c == '-' {
			continue
		}
		return p
	}
	if i >= b || s[i] != ']' || !letter || i+1 >= b || !isWSByte(s[i+1]) {
		return p
	}
	return i + 1
}

// separatorAt reports whether a " - ", " – ", " — ", " | ", " · ", " • "
// or arrow (" -> ", " → ", " => ": "Home -> http://x/") separator starts
// at i (a space, the mark, a space); n is its length.
func separatorAt(s string, i, end int) (int, bool) {
	if i >= end || s[i] != ' ' {
		return 0, false
	}
	for _, m := range [...]string{"-", "–", "—", "|", "·", "•", "->", "→", "=>"} {
		if strings.HasPrefix(s[i+1:end], m) {
			j := i + 1 + len(m)
			if j < end && (s[j] == ' ' || s[j] == '\t') {
				return j + 1 - i, true
			}
		}
	}
	return 0, false
}

// keyValueAt reads a `Key: value` pair at p: a key of 1 to 40 bytes
// starting with a letter (letters, digits, spaces, '_', '-', '.', '/',
// '\”, parentheses), a colon, white space and a value. It returns the
// colon's offset and the value's start, or (p, p).
func keyValueAt(s string, p, b int) (int, int) {
	if p >= b || !isLetterByte(s[p]) && s[p] < 0x80 && periodKeyEnd(s, p, b) == p && digitIdentAt(s, p, b) == 0 {
		return p, p
	}
	for i := p; i < b && i-p <= 40; i++ {
		c := s[i]
		if c == ':' {
			if i+1 < b && (s[i+1] == ' ' || s[i+1] == '\t') && isKey(s[p:i]) && strings.Count(s[p:i], "(") == strings.Count(s[p:i], ")") {
				v := skipSpace(s, i+1, b)
				if v < b {
					return i, v
				}
			}
			return p, p
		}
		switch {
		case isLetterByte(c), c >= '0' && c <= '9', c >= 0x80:
		case c == ' ', c == '_', c == '-', c == '.', c == '/', c == '\'', c == '(', c == ')':
		default:
			return p, p
		}
	}
	return p, p
}

// isKey reports whether k looks like a label: 1 to 40 bytes, a letter
// first, at most 5 words.
func isKey(k string) bool {
	k = strings.TrimSpace(k)
	if k == "" || len(k) > 40 || strings.Count(k, " ") > 4 {
		return false
	}
	return isLetterByte(k[0]) || k[0] >= 0x80 || periodKeyEnd(k, 0, len(k)) == len(k) || digitIdentAt(k, 0, len(k)) == len(k)
}

// digitIdentAt returns the end of an identifier starting with a digit at
// s[p:b] ("127_0_0_1_session_5e64", "2fa_enabled"): ASCII letters,
// digits, '_', '-' and '.', up to a colon, white space or b, holding a
// letter or an underscore (a time "12:30", an address "10.0.0.1" or a
// number is none); 0 when there is none.
func digitIdentAt(s string, p, b int) int {
	if p >= b || s[p] < '0' || s[p] > '9' {
		return 0
	}
	ident := false
	i := p
	for ; i < b; i++ {
		c := s[i]
		switch {
		case isLetterByte(c) || c == '_':
			ident = true
		case c >= '0' && c <= '9' || c == '-' || c == '.':
		default:
			if ident && (c == ':' || c == ' ' || c == '\t') {
				return i
			}
			return 0
		}
	}
	if !ident {
		return 0
	}
	return i
}

// periodKeyEnd returns the end of a period written as a number and a
// unit letter or two at s[p:b] ("24h", "7d", "30d", "1y": the key of
// "24h: -3.79%"), or p when there is none. A time ("12:30") has no
// letters and is none.
func periodKeyEnd(s string, p, b int) int {
	i := p
	for i < b && i-p < 4 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == p {
		return p
	}
	j := i
	for j < b && j-i < 2 && isLetterByte(s[j]) {
		j++
	}
	if j == i || j < b && isLetterByte(s[j]) {
		return p
	}
	return j
}

// parenField names the content [a, b) of a trailing parenthetical and
// returns the value's span: "★ 1,234" → stars (the number), "12" → count,
// "1.2 KB" → size, "3 rows" → rows (the number), else details (all of it).
func parenField(s string, a, b int) (string, int, int) {
	c := s[a:b]
	for _, star := range [...]string{"★", "⭐", "☆", "🌟"} {
		if strings.HasPrefix(c, star) {
			d := skipSpace(s, a+len(star), b)
			if d < b && isNumber(s[d:b]) {
				return FieldStars, d, b
			}
		}
	}
	if len(c) == 4 && (c[:2] == "19" || c[:2] == "20") && isDigits(c) {
		return FieldYear, a, b // "Dune (1965)", "Show HN: … (2020)"
	}
	if isNumber(c) {
		return FieldCount, a, b
	}
	if isISODate(c) {
		return FieldDate, a, b
	}
	if num, unit, ok := strings.Cut(c, " "); ok && isNumber(num) {
		if isSizeUnit(unit) {
			return FieldSize, a, b
		}
		if isWord(unit) {
			// "(3 rows)", "(1 row)" → rows: the number, named by the word
			name := keyName(unit)
			if !strings.HasSuffix(name, "s") {
				name += "s"
			}
			return name, a, a + len(num)
		}
	}
	if word, v, ok := strings.Cut(c, " "); ok && isWord(word) && !strings.Contains(v, " ") && (isNumber(v) || isISODate(v)) {
		// "modified 2026-11-01", "build 4812": the number named by the
		// word before it
		return keyName(word), a + len(word) + 1, b
	}
	return FieldDetails, a, b
}

// symbolPrefix reads one pictographic symbol (an emoji such as 📁 or
// 📄, with its variation selector) followed by white space and more text
// at p; it returns its end or p. Stars (★ ⭐) are counts, not tags.
func symbolPrefix(s string, p, b int) int {
	r, n := utf8.DecodeRuneInString(s[p:b])
	if r < 0x2000 || !unicode.IsSymbol(r) || strings.ContainsRune("★⭐☆🌟", r) {
		return p
	}
	i := p + n
	if r2, n2 := utf8.DecodeRuneInString(s[i:b]); r2 == 0xFE0F {
		i += n2
	}
	if i >= b || !isWSByte(s[i]) || skipSpace(s, i, b) >= b {
		return p
	}
	return i
}

// isDigits reports whether v is 1 to 9 ASCII digits.
func isDigits(v string) bool {
	if v == "" || len(v) > 9 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return true
}

// isWord reports whether w is 2 to 24 ASCII letters.
func isWord(w string) bool {
	if len(w) < 2 || len(w) > 24 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLetterByte(w[i]) {
			return false
		}
	}
	return true
}

// isNumber reports whether v is digits with optional thousands commas and
// one decimal point.
func isNumber(v string) bool {
	if v == "" || v[0] < '0' || v[0] > '9' {
		return false
	}
	dot := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
		case c == ',' && i+1 < len(v) && v[i+1] >= '0' && v[i+1] <= '9' && !dot:
		case c == '.' && !dot && i+1 < len(v) && v[i+1] >= '0' && v[i+1] <= '9':
			dot = true
		default:
			return false
		}
	}
	return true
}

// isBareURL reports whether v is one http(s) URL without white space.
func isBareURL(v string) bool {
	return (strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://")) && len(v) > 8 && !strings.ContainsAny(v, " \t\n")
}

// keyName turns a key into a field name (snake_case), "field" when it has
// no letter or digit.
func keyName(k string) string {
	var b strings.Builder
	prevLower, sep := false, false
	for _, r := range k {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if sep && b.Len() > 0 {
				b.WriteByte('_')
			}
			sep = false
			b.WriteRune(r)
			prevLower = true
		case r >= 'A' && r <= 'Z':
			if (sep || prevLower) && b.Len() > 0 {
				b.WriteByte('_')
			}
			sep = false
			b.WriteRune(r + 'a' - 'A')
			prevLower = false
		case r >= 0x80 && (isLetterRune(r)):
			if sep && b.Len() > 0 {
				b.WriteByte('_')
			}
			sep = false
			b.WriteString(strings.ToLower(string(r)))
			prevLower = true
		default:
			sep = true
			prevLower = false
		}
	}
	out := b.String()
	if len(out) > 48 {
		out = strings.TrimRight(out[:48], "_")
	}
	if out == "" {
		return "field"
	}
	return out
}

// skipMarker skips a list marker ("-", "*", "+", "1.", "1)") followed by
// white space at p; it returns p when there is none.
func skipMarker(s string, p, b int) int {
	if p >= b {
		return p
	}
	i := p
	switch c := s[p]; {
	case c == '-' || c == '*' || c == '+':
		i++
	case c >= '0' && c <= '9':
		for i < b && i-p < 9 && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i >= b || s[i] != '.' && s[i] != ')' {
			return p
		}
		i++
	default:
		return p
	}
	if i < b && (s[i] == ' ' || s[i] == '\t') {
		return i + 1
	}
	return p
}

func skipSpace(s string, p, b int) int {
	for p < b && isWSByte(s[p]) {
		p++
	}
	return p
}

func trimRightSpace(s string, a, b int) int {
	for b > a && isWSByte(s[b-1]) {
		b--
	}
	return b
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isLetterRune(r rune) bool {
	return strings.ToLower(string(r)) != strings.ToUpper(string(r))
}

// isWSByte reports whether c is white space (space, tab, CR, LF).
func isWSByte(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
