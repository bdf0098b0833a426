package extract

import (
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// fieldMatch is one field's value taken from a piece of text.
type fieldMatch struct {
	value  any
	one    span   // the bytes of a single-match field
	spans  []span // the bytes of a multiline field
	kind   string // a Miss kind when the field has no value
	detail string
}

// match applies f to s (which starts at byte off of the text). Multiline
// patterns take every match (with (?m), like Python's re.findall with
// re.MULTILINE) and join them with "\n", skipping matches that lie inside
// bytes another field of the same item already took (so a description
// pattern like ^   (.+)$ does not swallow the URL line a url pattern took).
func (f *field) match(s string, off int, taken []span) fieldMatch {
	if !f.multiline {
		loc := f.re.FindStringSubmatchIndex(s)
		if loc == nil {
			return fieldMatch{kind: MissNoMatch, detail: fmt.Sprintf("%s: regex did not match", f.name)}
		}
		a, b := loc[2*f.group], loc[2*f.group+1]
		if a < 0 {
			return fieldMatch{kind: MissGroupNotMatched, detail: fmt.Sprintf("%s: group %d did not take part in the match", f.name, f.group)}
		}
		v, ok := f.convert(f.clean(s[a:b]))
		if !ok {
			return fieldMatch{kind: MissCoerce, detail: fmt.Sprintf("%s: %q is not %s", f.name, truncate(s[a:b]), article(f.typ))}
		}
		return fieldMatch{value: v, one: span{off + a, off + b}}
	}
	var parts []string
	var spans []span
	for _, loc := range f.reAll.FindAllStringSubmatchIndex(s, maxItems) {
		a, b := loc[2*f.group], loc[2*f.group+1]
		if a < 0 {
			continue
		}
		sp := span{off + a, off + b}
		if inside(sp, taken) {
			continue
		}
		parts = append(parts, f.clean(s[a:b]))
		spans = append(spans, sp)
	}
	if len(parts) == 0 {
		return fieldMatch{kind: MissNoMatch, detail: fmt.Sprintf("%s: regex did not match", f.name)}
	}
	v, ok := f.convert(strings.Join(parts, "\n"))
	if !ok {
		return fieldMatch{kind: MissCoerce, detail: fmt.Sprintf("%s: not %s", f.name, article(f.typ))}
	}
	return fieldMatch{value: v, spans: spans}
}

// inside reports whether sp lies within one of the spans.
func inside(sp span, spans []span) bool {
	for _, t := range spans {
		if sp.start >= t.start && sp.end <= t.end && sp.end > sp.start {
			return true
		}
	}
	return false
}

// clean drops a trailing carriage return and applies the transforms.
func (f *field) clean(s string) string {
	s = strings.TrimSuffix(s, "\r")
	for _, t := range f.transforms {
		s = applyTransform(t, s)
	}
	return s
}

func applyTransform(name, s string) string {
	switch name {
	case "remove_commas":
		return strings.ReplaceAll(s, ",", "")
	case "lowercase":
		return strings.ToLower(s)
	case "uppercase":
		return strings.ToUpper(s)
	case "trim":
		return strings.TrimSpace(s)
	case "strip_markdown":
		return textparse.StripMarkdown(s)
	}
	return s
}

// convert applies the pattern's type.
func (f *field) convert(s string) (any, bool) {
	if f.typ == "" || f.typ == "string" {
		return s, true
	}
	return coerce(s, f.typ)
}

func article(t string) string {
	if t == "integer" {
		return "an integer"
	}
	return "a " + t
}

func truncate(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
