package textparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// SymbolLead returns the symbol (Unicode So) leading the trimmed line s,
// a variation selector after it skipped, and the value after the blank
// that follows, or ok false.
func SymbolLead(s string) (sym rune, value string, ok bool) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.Is(unicode.So, r) {
		return 0, "", false
	}
	rest := strings.TrimPrefix(s[n:], "\ufe0f")
	if rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		return 0, "", false
	}
	v := strings.TrimSpace(rest)
	return r, v, v != ""
}

// SymbolName names the field of symbol-led lines by their symbol when
// the symbol says what the value is; other symbols give "info".
func SymbolName(r rune) string {
	switch r {
	case '📍', '📌':
		return "location"
	case '🕐', '⏰', '🕒':
		return "time"
	case '⏱':
		return "duration"
	case '📅', '📆':
		return "date"
	case '👤':
		return "user"
	case '👥':
		return "people"
	case '🔗':
		return "link"
	case '🌐':
		return "url"
	case '📧', '✉':
		return "email"
	case '📞', '☎':
		return "phone"
	case '🏷':
		return "tags"
	case '💰', '💲':
		return "price"
	case '📁', '📂':
		return "folder"
	case '📄':
		return "file"
	case '📦':
		return "package"
	case '⭐', '★':
		return "stars"
	case '📥', '⬇':
		return "downloads"
	case '🔖':
		return "version"
	case '📝':
		return "note"
	case '🏢':
		return "company"
	}
	return "info"
}

// symbolLine reads the continuation line [p, b) of an item as a
// symbol-led field ("📍 Room 4" → location, "👥 12 attendees" →
// attendees: 12), the name from SymbolName or from the word after a
// number; it returns false, recording nothing, when the line is not led
// by a symbol or its name is taken.
func (f *itemFielder) symbolLine(p, b int) bool {
	s := f.item
	r, v, ok := SymbolLead(s[p:b])
	if !ok {
		return false
	}
	a := b - len(v)
	name := SymbolName(r)
	end := b
	if sp := strings.IndexByte(v, ' '); sp > 0 && !strings.Contains(v[sp+1:], " ") && isCountNumber(v[:sp]) && isWordOnly(v[sp+1:]) {
		name, end = keyName(v[sp+1:]), a+sp // "12 attendees"
	}
	if name == "" || f.isUsed(name) {
		return false
	}
	f.add(name, a, end)
	return true
}

// isCountNumber reports whether s is digits with optional thousands commas.
func isCountNumber(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != ',' {
			return false
		}
	}
	return true
}

// isWordOnly reports whether s is ASCII letters only.
func isWordOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIILetterByte(s[i]) {
			return false
		}
	}
	return s != ""
}

func isASCIILetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
