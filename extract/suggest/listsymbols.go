package suggest

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// symbolName names the field of symbol-led lines by their symbol when
// the symbol says what the value is; other symbols give "info".
func symbolName(r rune) string {
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

// Value shapes of symbol-led lines.
var (
	symCountRE = regexp.MustCompile(`^([\d,]+) ([A-Za-z]+)$`)
	symRangeRE = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})[ \t]*[-–—][ \t]*(\d{1,2}:\d{2})$`)
)

// symbolLead returns the symbol (Unicode So) leading the trimmed line s,
// a variation selector after it skipped, and the value after the blank
// that follows, or ok false.
func symbolLead(s string) (sym rune, value string, ok bool) {
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

// learnSymbolLines accepts one field per symbol that leads a continuation
// line in more than half of the items ("📍 Room 4", "👥 12 attendees",
// "🕐 2026-03-02 09:00–10:30"): named after the symbol (symbolName);
// "N word" values give the number, named after the word; a date with a
// time range gives date, start and end; other values the whole line.
func (l *listLearner) learnSymbolLines() {
	type sv struct {
		items int
		vals  []string
	}
	syms := map[rune]*sv{}
	var order []rune
	for _, it := range l.items {
		seen := map[rune]bool{}
		for _, line := range strings.Split(it.text, "\n")[1:] {
			r, v, ok := symbolLead(strings.TrimSpace(line))
			if !ok || seen[r] {
				continue
			}
			seen[r] = true
			e := syms[r]
			if e == nil {
				e = &sv{}
				syms[r] = e
				order = append(order, r)
			}
			e.items++
			e.vals = append(e.vals, v)
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return syms[order[i]].items > syms[order[j]].items })
	for _, r := range order {
		e := syms[r]
		if e.items*2 <= len(l.items) {
			continue
		}
		name := symbolName(r)
		lead := `(?m)^[ \t]*` + regexp.QuoteMeta(string(r)) + `\x{FE0F}?[ \t]+`
		switch {
		case allMatch(symCountRE, e.vals) && sameWord(e.vals):
			w := symCountRE.FindStringSubmatch(e.vals[0])[2]
			p := &extract.ItemPattern{Regex: lead + `([\d,]+) ` + regexp.QuoteMeta(w) + `\b`, Type: "integer", Transform: extract.Transforms{"remove_commas"}}
			l.try(newCandidate(snake(w), p, "`"+string(r)+" N "+w+"` lines"))
		case allMatch(symRangeRE, e.vals):
			day := `(\d{4}-\d{2}-\d{2})`
			l.try(newCandidate("date", &extract.ItemPattern{Regex: lead + day}, "date of `"+string(r)+"` lines"))
			l.try(newCandidate("start", &extract.ItemPattern{Regex: lead + `\d{4}-\d{2}-\d{2}[ T](\d{1,2}:\d{2})`}, "start of `"+string(r)+"` lines"))
			l.try(newCandidate("end", &extract.ItemPattern{Regex: lead + `\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}[ \t]*[-–—][ \t]*(\d{1,2}:\d{2})`}, "end of `"+string(r)+"` lines"))
		default:
			p := &extract.ItemPattern{Regex: lead + `(.+?)[ \t]*$`}
			p.Type, p.Transform = valueType(e.vals)
			l.try(newCandidate(name, p, "`"+string(r)+"` lines"))
		}
	}
}

// allMatch reports whether re matches every value.
func allMatch(re *regexp.Regexp, vals []string) bool {
	for _, v := range vals {
		if !re.MatchString(v) {
			return false
		}
	}
	return len(vals) > 0
}

// sameWord reports whether every "N word" value has the same word.
func sameWord(vals []string) bool {
	w := ""
	for _, v := range vals {
		m := symCountRE.FindStringSubmatch(v)
		if w != "" && !strings.EqualFold(m[2], w) {
			return false
		}
		w = m[2]
	}
	return true
}
