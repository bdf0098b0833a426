package suggest

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// maxTemplateLines bounds the lines of a multi-line template.
const maxTemplateLines = 8

// learnLinesTemplate learns a custom_regex from multi-line texts whose
// lines follow one template line by line ("Started session 'a'\nEstimated
// steps: 5\nReady."). The samples with the most common number of
// non-blank lines (at least 3 of them, or 2 whose varying lines all share
// a one-line template, and more than half of all) are
// aligned line by line: a line equal in every sample is literal, a line
// that shares a one-line template (learnTemplate) gives its fields, any
// other line is one string field (line_N). Every field reads the one
// regex of the whole text with its own group.
func learnLinesTemplate(texts []string) (map[string]regexField, string) {
	byCount := map[int][]int{}
	for k, t := range texts {
		n := len(nonBlankLines(t))
		if n >= 2 && n <= maxTemplateLines {
			byCount[n] = append(byCount[n], k)
		}
	}
	best := 0
	for n, ks := range byCount {
		if len(ks) > len(byCount[best]) || len(ks) == len(byCount[best]) && n < best {
			best = n
		}
	}
	ks := byCount[best]
	if len(ks) < 2 || len(ks)*2 <= len(texts) {
		return nil, "the texts do not share a number of lines"
	}
	// two samples are enough when every line that varies shares a
	// sentence template (see pairWording); a line that varies whole
	// needs three
	pair := len(ks) < minTemplateSamples
	lines := make([][]string, len(ks))
	for i, k := range ks {
		lines[i] = nonBlankLines(texts[k])
	}
	var parts []string
	out := map[string]regexField{}
	kinds := map[string]string{}
	groups := 0
	for li := 0; li < best; li++ {
		col := make([]string, len(ks))
		same := true
		for i := range ks {
			col[i] = lines[i][li]
			if col[i] != col[0] {
				same = false
			}
		}
		if same {
			parts = append(parts, regexp.QuoteMeta(col[0]))
			continue
		}
		fields, _ := learnTemplate(col)
		expr := ""
		if fields != nil {
			for _, f := range fields {
				expr = f.regex
				break
			}
		}
		body, ok := strings.CutPrefix(expr, `^\s*`)
		if ok {
			body, ok = strings.CutSuffix(body, `\s*$`)
		}
		if !ok && pair {
			return nil, "two samples whose lines differ beyond a shared template"
		}
		if !ok {
			// no template: the whole line is a value
			name := fmt.Sprintf("line_%d", li+1)
			parts = append(parts, `(.+?)`)
			groups++
			kinds[name] = "string"
			out[name] = regexField{group: groups, kind: "string"}
			continue
		}
		re, err := regexp.Compile(body)
		if err != nil {
			return nil, "a line's template does not compile"
		}
		names := make([]string, 0, len(fields))
		for name := range fields {
			names = append(names, name)
		}
		sort.Slice(names, func(a, b int) bool { return fields[names[a]].group < fields[names[b]].group })
		for _, name := range names {
			f := fields[name]
			n := name
			for k := 2; kinds[n] != ""; k++ {
				n = fmt.Sprintf("%s_%d", name, k)
			}
			kinds[n] = f.kind
			out[n] = regexField{group: groups + f.group, kind: f.kind, removeCommas: f.removeCommas}
		}
		parts = append(parts, body)
		groups += re.NumSubexp()
	}
	if groups == 0 {
		return nil, "every sample has the same text (nothing varies)"
	}
	expr := `^\s*` + strings.Join(parts, `\s*\n\s*`) + `\s*$`
	compiled, err := regexp.Compile(expr)
	if err != nil {
		return nil, "the template does not compile"
	}
	for _, k := range ks {
		if !compiled.MatchString(strings.TrimSpace(texts[k])) {
			return nil, "the learnt template does not match every sample"
		}
	}
	for name, f := range out {
		f.regex = expr
		out[name] = f
	}
	return out, ""
}

// nonBlankLines returns the trimmed non-blank lines of t.
func nonBlankLines(t string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(t, "\r\n", "\n"), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
