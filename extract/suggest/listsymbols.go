package suggest

import (
	"regexp"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// Value shapes of symbol-led lines.
var (
	symCountRE = regexp.MustCompile(`^([\d,]+) ([A-Za-z]+)$`)
	symRangeRE = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})[ \t]*[-–—][ \t]*(\d{1,2}:\d{2})$`)
)

// learnSymbolLines accepts one field per symbol that leads a continuation
// line in more than half of the items ("📍 Room 4", "👥 12 attendees",
// "🕐 2026-03-02 09:00–10:30"): named after the symbol (textparse.SymbolName);
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
			r, v, ok := textparse.SymbolLead(strings.TrimSpace(line))
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
		name := textparse.SymbolName(r)
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
