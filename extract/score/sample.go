package score

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// sample is one usable output of a tool, read for scoring.
type sample struct {
	id      string
	raw     []byte // as captured
	pattern string // classify pattern of raw
	hasSC   bool
	sc      any    // decoded structuredContent (numbers as json.Number)
	hasText bool   // some text block has non-blank text
	text    []byte // raw with structuredContent removed (only when hasSC && hasText)
	textPat string // classify pattern of text
}

// resultView is the part of a CallToolResult scoring reads.
type resultView struct {
	Content []struct {
		Type string  `json:"type"`
		Text *string `json:"text"`
	} `json:"content"`
	StructuredContent json.RawMessage `json:"structuredContent"`
	IsError           bool            `json:"isError"`
}

// readSamples keeps the usable samples of t (a JSON result object, not
// isError, no error answer in text), ordered by id, dropping exact duplicates of a result met
// earlier in that order; it returns them with the number of duplicates
// dropped.
func readSamples(t suggest.Tool) (out []sample, dups int) {
	seen := map[string]bool{}
	sorted := append([]suggest.Sample(nil), t.Samples...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].ID != sorted[j].ID {
			return sorted[i].ID < sorted[j].ID
		}
		return bytes.Compare(sorted[i].Result, sorted[j].Result) < 0
	})
	for _, s := range sorted {
		raw := bytes.TrimSpace(s.Result)
		var r resultView
		if len(raw) == 0 || raw[0] != '{' || json.Unmarshal(raw, &r) != nil || r.IsError {
			continue
		}
		if seen[string(raw)] {
			dups++
			continue
		}
		seen[string(raw)] = true
		sm := sample{id: s.ID, raw: raw, pattern: s.Pattern}
		longest := ""
		for _, c := range r.Content {
			if c.Type == "text" && c.Text != nil && strings.TrimSpace(*c.Text) != "" {
				sm.hasText = true
				if len(*c.Text) > len(longest) {
					longest = *c.Text
				}
			}
		}
		if sc := bytes.TrimSpace(r.StructuredContent); len(sc) > 0 && string(sc) != "null" {
			dec := json.NewDecoder(bytes.NewReader(sc))
			dec.UseNumber()
			if dec.Decode(&sm.sc) == nil {
				sm.hasSC = true
			}
		}
		// An error answer without isError, in the text or carried in
		// structuredContent, is no output to score on.
		if _, isErr := classify.ErrorShapedAnswer([]byte(longest), r.StructuredContent); isErr {
			continue
		}
		if sm.pattern == "" {
			sm.pattern = classify.Classify(classify.Input{Result: raw, ToolDef: t.Def}).Pattern
		}
		if sm.hasSC && sm.hasText {
			sm.text = stripKey(raw, "structuredContent")
			sm.textPat = classify.Classify(classify.Input{Result: sm.text}).Pattern
		}
		out = append(out, sm)
	}
	return out, dups
}

// stripKey returns the JSON object raw without its top-level key (raw is
// known to be an object). Key order of the rest is not kept, which does
// not matter to a CallToolResult.
func stripKey(raw []byte, key string) []byte {
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return raw
	}
	delete(top, key)
	b, err := json.Marshal(top)
	if err != nil {
		return raw
	}
	return b
}

// stripOutputSchema returns a tool definition without outputSchema, so a
// suggestion fitted for the ground-truth check learns nothing from the
// declared structure.
func stripOutputSchema(def json.RawMessage) json.RawMessage {
	t := bytes.TrimSpace(def)
	if len(t) == 0 || t[0] != '{' {
		return def
	}
	return stripKey(t, "outputSchema")
}

// dominant returns the most frequent pattern (ties in taxonomy order, then
// by name).
func dominant(patterns []string) string {
	counts := map[string]int{}
	for _, p := range patterns {
		counts[p]++
	}
	best, bestN := "", 0
	for _, p := range classify.Patterns() {
		if counts[p] > bestN {
			best, bestN = p, counts[p]
		}
	}
	for p, n := range counts {
		if n > bestN || (n == bestN && best != "" && !isTaxonomy(best) && p < best) {
			best, bestN = p, n
		}
	}
	return best
}

func isTaxonomy(p string) bool {
	for _, q := range classify.Patterns() {
		if p == q {
			return true
		}
	}
	return false
}

// decodeJSON decodes b keeping numbers as json.Number.
func decodeJSON(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	return dec.Decode(v)
}
