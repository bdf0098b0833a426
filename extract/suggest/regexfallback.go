package suggest

import (
	"encoding/json"
	"regexp"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Fallback fields of a learnt template (custom_regex): what the config
// still hands over when an output's wording is not the template's.
const (
	// fallbackText holds the whole trimmed text.
	fallbackText = "text"
	// fallbackNumber holds the text's first number standing on its own.
	fallbackNumber = "number"
)

// fallbackNumberExpr is a number standing on its own (not inside a date,
// a version or a word): after the start, a space, a bracket or '=' / ':',
// and before the end, a space, a bracket or sentence punctuation.
const fallbackNumberExpr = `(?:^|[\s(\[=:])([-+]?\d[\d,]*(?:\.\d+)?)(?:[\s)\].,;:!?%]|$)`

// addTemplateFallback lets a custom_regex config learnt from a few
// samples' shared template degrade gracefully on an output whose wording
// the samples did not show ("Deleted key: a" fitted, "Deleted 2 keys"
// sent): the template's fields stop being required (a required field that
// does not match makes the whole value null), and two optional fields are
// added whose regex is the template itself OR the fallback — {text}: the
// whole trimmed text, {number}: its first number standing on its own.
// RE2 prefers the first alternative at the same position, so when the
// template matches, the fallback groups take no part and those fields are
// absent: a value the template finds comes out exactly as before. It is
// seed 000's custom_regex (Future Extensions, Option A) with nothing new
// in the language. te must hold one shared template (every pattern the
// same regex); anything else is left as it is.
func addTemplateFallback(te *extract.TextExtraction) {
	if te == nil || te.Parser != extract.ParserCustomRegex || len(te.Patterns) == 0 {
		return
	}
	expr := ""
	for _, p := range te.Patterns {
		if p == nil || p.Multiline || expr != "" && p.Regex != expr {
			return
		}
		expr = p.Regex
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return
	}
	group := re.NumSubexp() + 1
	text := `(?:` + expr + `)|(?s:^\s*(.*?\S)\s*$)`
	number := `(?:` + expr + `)|` + fallbackNumberExpr
	if _, err := regexp.Compile(text); err != nil {
		return
	}
	if _, err := regexp.Compile(number); err != nil {
		return
	}
	taken := map[string]bool{}
	for name, p := range te.Patterns {
		taken[name] = true
		p.Required = false
	}
	te.Patterns[uniqueName(fallbackText, taken)] = &extract.RegexField{Regex: text, Group: group}
	te.Patterns[uniqueName(fallbackNumber, taken)] = &extract.RegexField{Regex: number, Group: group,
		Type: "number", Transform: extract.Transforms{"remove_commas"}}
}

// declarePatterns adds to the output_schema doc a property for every
// custom_regex pattern it does not declare (the template's fallback
// fields, which no fitted sample showed): typed as the pattern is, else a
// string. Projection would drop an undeclared field of a closed record.
// It returns doc unchanged when nothing is missing.
func declarePatterns(doc json.RawMessage, te *extract.TextExtraction) json.RawMessage {
	if te == nil || len(te.Patterns) == 0 {
		return doc
	}
	var s map[string]any
	if json.Unmarshal(doc, &s) != nil {
		return doc
	}
	if t, _ := s["type"].(string); t != "object" {
		return doc
	}
	props, _ := s["properties"].(map[string]any)
	if props == nil {
		if _, ok := s["properties"]; ok {
			return doc
		}
		props = map[string]any{}
	}
	changed := false
	for name, p := range te.Patterns {
		if _, ok := props[name]; ok || p == nil {
			continue
		}
		typ := strings.TrimSpace(p.Type)
		if typ == "" {
			typ = "string"
		}
		props[name] = map[string]any{"type": typ}
		changed = true
	}
	if !changed {
		return doc
	}
	s["properties"] = props
	b, err := json.Marshal(s)
	if err != nil {
		return doc
	}
	return b
}

// templateReads reports whether the custom_regex config te extracts a
// value from more than half of the fitted samples: a fallback is added
// only to a template that reads the samples it was learnt from (else the
// fallback alone would make a config of nothing but the whole text).
func templateReads(te *extract.TextExtraction, fitted []decoded) bool {
	x, err := extract.Compile(&extract.VirtualTool{SourceTool: "fit:template", TextExtraction: te})
	if err != nil {
		return false
	}
	n := 0
	for _, d := range fitted {
		if res, err := x.Apply(d.raw); err == nil && res.Value != nil {
			n++
		}
	}
	return n*2 > len(fitted)
}
