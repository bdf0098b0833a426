package suggest

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
)

// decoded is one sample read for suggestion.
type decoded struct {
	id         string
	raw        []byte
	pattern    string
	texts      []string // the text blocks' text, in order
	text       string   // the primary text (the block classify decided on, else the longest)
	structured any      // decoded structuredContent, nil when absent or null
	hasSC      bool
	isError    bool
	errText    bool // no isError, but the text reads as an error ("Error: …", {"error": …})
	valid      bool // the result is a JSON object
}

// resultShape is the part of a CallToolResult suggestion reads.
type resultShape struct {
	Content []struct {
		Type string  `json:"type"`
		Text *string `json:"text"`
	} `json:"content"`
	StructuredContent json.RawMessage `json:"structuredContent"`
	IsError           bool            `json:"isError"`
}

// decode reads one sample; the classification is computed when the sample
// carries none.
func decode(s Sample, def json.RawMessage) decoded {
	d := decoded{id: s.ID, raw: s.Result, pattern: s.Pattern}
	var r resultShape
	trimmed := bytes.TrimSpace(s.Result)
	if len(trimmed) == 0 || trimmed[0] != '{' || json.Unmarshal(trimmed, &r) != nil {
		if d.pattern == "" {
			d.pattern = classify.Unstructured
		}
		return d
	}
	d.valid = true
	d.isError = r.IsError
	for _, c := range r.Content {
		if c.Type == "text" && c.Text != nil {
			d.texts = append(d.texts, *c.Text)
		}
	}
	if sc := bytes.TrimSpace(r.StructuredContent); len(sc) > 0 && string(sc) != "null" {
		var v any
		dec := json.NewDecoder(bytes.NewReader(sc))
		dec.UseNumber()
		if dec.Decode(&v) == nil {
			d.structured, d.hasSC = v, true
		}
	}
	block := -1
	if d.pattern == "" {
		l := classify.Classify(classify.Input{Result: s.Result, ToolDef: def})
		d.pattern = l.Pattern
		block = l.Block
	}
	d.text = primaryText(r, block)
	if !d.isError {
		// An error answer without isError, in the text or carried in
		// structuredContent, is no sample to fit on.
		_, d.errText = classify.ErrorShapedAnswer([]byte(d.text), r.StructuredContent)
	}
	return d
}

// primaryText is the text of content block index block when it is a text
// block, else the longest text block (the first on ties).
func primaryText(r resultShape, block int) string {
	if block >= 0 && block < len(r.Content) && r.Content[block].Type == "text" && r.Content[block].Text != nil {
		return *r.Content[block].Text
	}
	best := ""
	for _, c := range r.Content {
		if c.Type == "text" && c.Text != nil && len(strings.TrimSpace(*c.Text)) > len(strings.TrimSpace(best)) {
			best = *c.Text
		}
	}
	return best
}

// hasText reports whether the sample has non-blank text.
func (d decoded) hasText() bool { return strings.TrimSpace(d.text) != "" }

// sortSamples orders samples by ID, then by their bytes, so the outcome
// does not depend on the order they were given in.
func sortSamples(ss []Sample) []Sample {
	out := append([]Sample(nil), ss...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].ID != out[j].ID {
			return out[i].ID < out[j].ID
		}
		if c := bytes.Compare(out[i].Result, out[j].Result); c != 0 {
			return c < 0
		}
		return out[i].Pattern < out[j].Pattern
	})
	return out
}
