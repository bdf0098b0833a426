package suggest

import (
	"regexp"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// linePairRE reads one `Key: value` part of a line holding several
// (bold key allowed): key, value.
var linePairRE = regexp.MustCompile(`^(?:\*\*)?([A-Za-z][\w .()/'-]{0,40}?)(?:\*\*)?:(?:\*\*)?[ \t]+(\S.*?)$`)

// linePairSepRE cuts a line into its parts: a " · ", " | " or " • "
// mark between blanks.
var linePairSepRE = regexp.MustCompile(`[ \t]+[·|•][ \t]+`)

// codeValueRE is a value wholly inside one code span.
var codeValueRE = regexp.MustCompile("^`[^`\n]+`$")

// learnLinePairs accepts one field per key of the continuation lines that
// hold several `Key: value` pairs cut by " · ", " | " or " • "
// ("Branch: `main` · Commit: `a1b2c3d`", "Status: Open | Owner: ana"):
// each value stops at the next mark or the line end, and a value in a
// code span is taken inside it. It runs before learnSubKV, which would
// take the whole line as the first key's value.
func (l *listLearner) learnLinePairs() {
	type kv struct {
		items int
		code  int
		vals  []string
	}
	keys := map[string]*kv{}
	var order []string
	for _, it := range l.items {
		lines := strings.Split(it.text, "\n")
		seen := map[string]bool{}
		for _, line := range lines[1:] {
			line = strings.TrimSpace(line)
			line = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(line, "- "), "* "), "+ "), " \t")
			parts := linePairSepRE.Split(line, -1)
			if len(parts) < 2 {
				continue
			}
			var got [][]string
			for _, p := range parts {
				m := linePairRE.FindStringSubmatch(strings.TrimSpace(p))
				if m == nil {
					got = nil
					break
				}
				got = append(got, m)
			}
			for _, m := range got {
				k := strings.TrimSpace(m[1])
				if seen[k] {
					continue
				}
				seen[k] = true
				e := keys[k]
				if e == nil {
					e = &kv{}
					keys[k] = e
					order = append(order, k)
				}
				e.items++
				v := strings.TrimSpace(m[2])
				if codeValueRE.MatchString(v) {
					e.code++
					v = v[1 : len(v)-1]
				}
				e.vals = append(e.vals, v)
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return keys[order[i]].items > keys[order[j]].items })
	for _, k := range order {
		e := keys[k]
		if e.items*2 <= len(l.items) {
			continue
		}
		name := snake(k)
		if name == "" {
			continue
		}
		lead := `(?m)(?:^[ \t]*(?:[-*+][ \t]+)?|[ \t][·|•][ \t]+)(?:\*\*)?` + regexp.QuoteMeta(k) + `(?:\*\*)?:(?:\*\*)?[ \t]+`
		value := `([^\n]+?)[ \t]*(?:[ \t][·|•][ \t]|$)`
		if e.code == e.items {
			value = "`([^`\n]+)`"
		}
		p := &extract.ItemPattern{Regex: lead + value}
		p.Type, p.Transform = valueType(e.vals)
		if p.Type == "integer" && !countLabel(k) {
			p.Type = "number"
		}
		l.try(newCandidate(name, p, "`"+k+":` pairs cut by a mark"))
	}
}
