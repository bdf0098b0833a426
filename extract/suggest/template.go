package suggest

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// minTemplateSamples is how many one-line samples a custom_regex template
// needs in general: with fewer, constant and variable parts cannot be told
// apart. Two samples are enough when their constant wording is a sentence
// rather than a word or two (see pairWording).
const minTemplateSamples = 3

// pairWording is the constant wording two samples need for a template:
// at least this many letters, and at least as many as the varying parts
// of either sample hold ("The number of days in month is 28." and "… 30."
// share a sentence; "7 years ago" and "23 days ago" share one word, and
// "Hi Ann" and "Hi Bo" one greeting, so each of those texts is one value).
const pairWording = 10

// maxTemplateLine caps the length of a line learnt as a template.
const maxTemplateLine = 400

// token is one piece of a one-line text: a number, a quote or bracket, a
// word (a run of other non-space characters) or a run of white space.
type token struct {
	s     string
	num   bool
	space bool
}

// quoteRunes are tokens of their own, so quotes and brackets around a
// varying part stay constant text on both sides ("Session 'rel-1'" →
// Session '(…)').
const quoteRunes = "'\"`()[]{}<>«»“”‘’"

func tokenize(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		switch {
		case unicode.IsSpace(r):
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsSpace(r2) {
					break
				}
				j += n2
			}
			out = append(out, token{s: s[i:j], space: true})
		case urlLen(s[i:]) > 0 && (i == 0 || !isWordByte(s[i-1])):
			// a URL is one value ("…/dynamic/text/3" and "…/blob/6")
			j = i + urlLen(s[i:])
			out = append(out, token{s: s[i:j]})
		case r >= '0' && r <= '9' && textparse.DateTimeLen(s[i:]) > 0 && (i == 0 || !unicode.IsLetter(rune(s[i-1]))):
			// a date or time is one value
			j = i + textparse.DateTimeLen(s[i:])
			out = append(out, token{s: s[i:j]})
		case r >= '0' && r <= '9':
			for j < len(s) {
				c := s[j]
				if c >= '0' && c <= '9' || (c == ',' || c == '.') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9' {
					j++
					continue
				}
				break
			}
			out = append(out, token{s: s[i:j], num: true})
		case strings.ContainsRune(quoteRunes, r):
			out = append(out, token{s: s[i:j]})
		default:
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsSpace(r2) || r2 >= '0' && r2 <= '9' || strings.ContainsRune(quoteRunes, r2) {
					break
				}
				j += n2
			}
			// sentence punctuation ending a word is a token of its own
			// ("AM," and "08," share the ",")
			if k := j - 1; k > i && strings.IndexByte(",.;:!?", s[k]) >= 0 && strings.IndexByte(",.;:!?", s[k-1]) < 0 {
				out = append(out, token{s: s[i:k]}, token{s: s[k:j]})
				i = j
				continue
			}
			out = append(out, token{s: s[i:j]})
		}
		i = j
	}
	return out
}

// lcs returns the longest common subsequence of two token lists (by text),
// white space excluded from the anchors.
func lcs(a, b []token) []token {
	n, m := len(a), len(b)
	dp := make([][]int, n+1)
	for i := range dp {
		dp[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i].s == b[j].s && !a[i].space {
				dp[i][j] = dp[i+1][j+1] + 1
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	var out []token
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i].s == b[j].s && !a[i].space:
			out = append(out, a[i])
			i++
			j++
		case dp[i+1][j] >= dp[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
}

// align places anchors on one sample's tokens, left to right; it returns
// for each anchor the token index, or nil when they do not all fit.
func align(toks []token, anchors []token) []int {
	pos := make([]int, 0, len(anchors))
	k := 0
	for i, t := range toks {
		if k < len(anchors) && !t.space && t.s == anchors[k].s {
			pos = append(pos, i)
			k++
		}
	}
	if k < len(anchors) {
		return nil
	}
	return pos
}

// templateVar is one variable part of a template.
type templateVar struct {
	values []string // per sample
	before string   // the literal text just before it (trimmed), "" at the start
	after  string   // the literal text just after it (trimmed)
}

// learnTemplate learns a custom_regex from one-line texts that share a
// template ("Created 3 entities", "Created 12 entities" → ^Created (\d+)
// entities$). It returns the patterns, or a reason it could not.
func learnTemplate(texts []string) (map[string]regexField, string) {
	if len(texts) < 2 {
		return nil, "too few samples for a one-line template (custom_regex needs at least 2, and 3 unless they share a sentence)"
	}
	pair := len(texts) < minTemplateSamples
	toks := make([][]token, len(texts))
	for k, t := range texts {
		t = strings.TrimSpace(t)
		if strings.ContainsAny(t, "\n\r") {
			return nil, "not a one-line text"
		}
		if len(t) > maxTemplateLine {
			return nil, "lines too long for a template"
		}
		toks[k] = tokenize(t)
	}
	anchors := toks[0]
	for _, t := range toks[1:] {
		anchors = lcs(anchors, t)
	}
	if pair {
		// two samples showing the same number is a coincidence more
		// often than wording ("week 1, ISO week 1" and "week 1, ISO week
		// 52"): numbers stay variable
		kept := anchors[:0:0]
		for _, a := range anchors {
			if !a.num {
				kept = append(kept, a)
			}
		}
		anchors = kept
	}
	anchors = unglue(anchors, toks)
	if pair {
		anchors = dropStopAnchors(anchors, toks)
	}
	letters := countLetters(anchors)
	if letters < 2 {
		if f := shapeTemplate(texts); f != nil {
			return f, ""
		}
		return nil, "the samples share no constant wording"
	}
	if pair {
		for _, t := range toks {
			if letters < pairWording || countLetters(t)-letters > letters {
				return nil, "too few samples for a one-line template: two samples need a shared sentence (custom_regex needs 3 otherwise)"
			}
		}
	}
	positions := make([][]int, len(toks))
	for k, t := range toks {
		if positions[k] = align(t, anchors); positions[k] == nil {
			return nil, "the samples do not align on one template"
		}
	}
	// Gaps: before anchor 0, between anchors, after the last one.
	type gap struct {
		texts []string
	}
	gaps := make([]gap, len(anchors)+1)
	for k, t := range toks {
		prev := -1
		for g := 0; g <= len(anchors); g++ {
			end := len(t)
			if g < len(anchors) {
				end = positions[k][g]
			}
			var b strings.Builder
			for _, x := range t[prev+1 : end] {
				b.WriteString(x.s)
			}
			gaps[g].texts = append(gaps[g].texts, b.String())
			if g < len(anchors) {
				prev = positions[k][g]
			}
		}
	}
	var re strings.Builder
	re.WriteString(`^\s*`)
	var vars []templateVar
	var varGroups []string // regex group kinds, parallel to vars
	lastVar := 0           // gap index of the previous variable
	for g := 0; g <= len(anchors); g++ {
		vals := gaps[g].texts
		allSame, allSpace := true, true
		for _, v := range vals {
			if v != vals[0] {
				allSame = false
			}
			if strings.TrimSpace(v) != "" {
				allSpace = false
			}
		}
		switch {
		case allSame && vals[0] == "":
		case allSpace:
			if g > 0 && g < len(anchors) {
				re.WriteString(`\s+`)
			}
		default:
			trimmed := make([]string, len(vals))
			for k, v := range vals {
				trimmed[k] = strings.TrimSpace(v)
			}
			lead, trail := commonSpace(vals)
			if lead && g > 0 {
				re.WriteString(`\s+`)
			}
			kind, expr := valueRegex(trimmed)
			if kind == "string" && g == len(anchors) {
				// the text's last part runs to its end ("Hi team" → "Hi Ada
				// Lovelace"), whatever the fitted values' words
				expr = `(.+?)`
			}
			re.WriteString(expr)
			if trail && g < len(anchors) {
				re.WriteString(`\s+`)
			}
			tv := templateVar{values: trimmed}
			if g > 0 {
				// The literal words since the previous variable.
				tv.before = anchors[g-1].s
				for h := g - 2; h >= lastVar && len(tv.before) < 40; h-- {
					tv.before = anchors[h].s + " " + tv.before
				}
			}
			lastVar = g
			if g < len(anchors) {
				tv.after = anchors[g].s
			}
			vars = append(vars, tv)
			varGroups = append(varGroups, kind)
		}
		if g < len(anchors) {
			re.WriteString(regexp.QuoteMeta(anchors[g].s))
		}
	}
	re.WriteString(`\s*$`)
	if len(vars) == 0 {
		return nil, "every sample has the same text (nothing varies)"
	}
	expr := re.String()
	compiled, err := regexp.Compile(expr)
	if err != nil {
		return nil, "the template does not compile: " + err.Error()
	}
	for _, t := range texts {
		if !compiled.MatchString(t) {
			return nil, "the learnt template does not match every sample"
		}
	}
	names := templateNames(vars, varGroups)
	out := map[string]regexField{}
	for k, name := range names {
		f := regexField{regex: expr, group: k + 1, kind: numberKind(varGroups[k], vars[k])}
		if varGroups[k] == "integer" {
			for _, v := range vars[k].values {
				if strings.Contains(v, ",") {
					f.removeCommas = true
				}
			}
		}
		out[name] = f
	}
	return out, ""
}

// unglue drops the anchors that are punctuation glued to text on both
// sides in some sample: the '-' and ':' inside "2026-01-01 10:14:08" or
// "v1.2-rc" belong to a varying value, not to the wording around it.
// Punctuation next to white space (", and", " - ") stays wording.
func unglue(anchors []token, toks [][]token) []token {
	drop := make([]bool, len(anchors))
	for _, t := range toks {
		pos := align(t, anchors)
		if pos == nil {
			return anchors
		}
		for k, i := range pos {
			a := anchors[k]
			if a.num || strings.ContainsFunc(a.s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) ||
				strings.ContainsAny(a.s, quoteRunes) {
				continue
			}
			if i > 0 && i+1 < len(t) && !t[i-1].space && !t[i+1].space {
				drop[k] = true
			}
		}
	}
	out := anchors[:0:0]
	for k, a := range anchors {
		if !drop[k] {
			out = append(out, a)
		}
	}
	return out
}

// countLetters counts the letters of the tokens that are not numbers.
func countLetters(toks []token) int {
	n := 0
	for _, a := range toks {
		if !a.num {
			for _, r := range a.s {
				if unicode.IsLetter(r) {
					n++
				}
			}
		}
	}
	return n
}

// regexField is a learnt custom_regex field.
type regexField struct {
	regex        string
	group        int
	kind         string // integer, number or string
	removeCommas bool
}

// commonSpace reports whether every non-empty value starts / ends with
// white space.
func commonSpace(vals []string) (lead, trail bool) {
	lead, trail = true, true
	for _, v := range vals {
		if v == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(v)
		l, _ := utf8.DecodeLastRuneInString(v)
		lead = lead && unicode.IsSpace(r)
		trail = trail && unicode.IsSpace(l)
	}
	return lead, trail
}

var (
	integerRE = regexp.MustCompile(`^-?\d{1,3}(?:,\d{3})+$|^-?\d+$`)
	numberRE  = regexp.MustCompile(`^-?\d+(?:\.\d+)?$`)
	urlRE     = regexp.MustCompile(`^https?://\S+$`)
	emailRE   = regexp.MustCompile(`^[^@\s]+@[^@\s]+\.[a-zA-Z]{2,}$`)
)

// valueRegex chooses the capture group for a variable's values.
func valueRegex(vals []string) (kind, expr string) {
	every := func(re *regexp.Regexp) bool {
		for _, v := range vals {
			if !re.MatchString(v) {
				return false
			}
		}
		return true
	}
	switch {
	case every(integerRE):
		return "integer", numberGroup
	case every(numberRE):
		return "number", numberGroup
	}
	for _, v := range vals {
		if v == "" || strings.ContainsFunc(v, unicode.IsSpace) {
			return "string", `(.*?)`
		}
	}
	return "string", `(\S+)`
}

// templateNames names the variables as a person would: the label before a
// colon, "url", "email", "count" for a lone count, the plural noun after
// a number, else the word the wording before it is about (labelWord).
func templateNames(vars []templateVar, kinds []string) []string {
	integers := 0
	for _, k := range kinds {
		if k == "integer" {
			integers++
		}
	}
	taken := map[string]bool{}
	names := make([]string, len(vars))
	prevBase := ""
	for k, v := range vars {
		base := ""
		every := func(re *regexp.Regexp) bool {
			for _, x := range v.values {
				if !re.MatchString(x) {
					return false
				}
			}
			return true
		}
		label := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(v.before), quoteRunes))
		switch {
		case every(urlRE) || allURLs(v.values):
			base = "url"
		case every(emailRE):
			base = "email"
		case strings.HasSuffix(label, ":") || strings.HasSuffix(label, "="):
			words := strings.Fields(strings.TrimRight(label, ":="))
			if len(words) > 3 {
				words = words[len(words)-3:]
			}
			for len(words) > 1 && (strings.HasSuffix(strings.ToLower(words[0]), "ed") || strings.HasSuffix(strings.ToLower(words[0]), "ly")) {
				words = words[1:] // "Clicked element:", "Successfully deleted key:" name an element, a key
			}
			base = snake(strings.Join(words, " "))
		case kinds[k] == "integer" && integers == 1 && numberKind(kinds[k], v) == "integer":
			base = "count"
		case (kinds[k] == "integer" || kinds[k] == "number") && plural(v.after):
			base = snake(v.after)
		}
		if base == "" && k > 0 && conjunction(label) {
			base = prevBase // "The sum of 1 and 2": both are the sum's
		}
		if base == "" {
			base = snake(labelWord(label))
		}
		if base == "" {
			base = "value"
		}
		names[k] = uniqueName(base, taken)
		prevBase = base
	}
	return names
}
