package suggest

import (
	"encoding/json"
	"slices"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// alignPatternTypes makes the output_schema agree with the config's
// patterns for its fields ("patterns" of custom_regex, the
// "item_patterns" of a list's items):
//
//   - it declares "number" where the pattern does but the samples' values
//     were all whole: the schema inferred from them says "integer", and
//     projection would drop the fraction the pattern was widened to read;
//   - "required" lists the fields whose pattern is required (extraction
//     drops an item, or the whole value, without them), not every field
//     the samples happened to show: a schema requiring a field the next
//     output lacks makes the client reject the whole result.
//
// It returns doc unchanged when nothing differs.
func alignPatternTypes(doc json.RawMessage, te *extract.TextExtraction) json.RawMessage {
	if te == nil || len(te.Patterns) == 0 && len(te.ItemPatterns) == 0 {
		return doc
	}
	var s map[string]any
	if json.Unmarshal(doc, &s) != nil {
		return doc
	}
	changed := false
	props, _ := s["properties"].(map[string]any)
	var required []string
	for name, p := range te.Patterns {
		if p != nil && p.Type == "number" && toNumberType(props[name]) {
			changed = true
		}
		if p != nil && p.Required {
			required = append(required, name)
		}
	}
	if len(te.Patterns) > 0 && setRequired(s, required) {
		changed = true
	}
	if len(te.ItemPatterns) > 0 {
		field := te.ListField
		if field == "" {
			field = extract.DefaultListField
		}
		list, _ := props[field].(map[string]any)
		items, _ := list["items"].(map[string]any)
		iprops, _ := items["properties"].(map[string]any)
		required = nil
		for name, p := range te.ItemPatterns {
			if p != nil && p.Type == "number" && toNumberType(iprops[name]) {
				changed = true
			}
			if p != nil && p.Required {
				required = append(required, name)
			}
		}
		if items != nil && setRequired(items, required) {
			changed = true
		}
	}
	if !changed {
		return doc
	}
	b, err := json.Marshal(s)
	if err != nil {
		return doc
	}
	return b
}

// toNumberType turns "integer" into "number" in the "type" of the
// property schema p (a list stays sorted, without duplicates); it reports
// whether it changed anything.
func toNumberType(p any) bool {
	m, ok := p.(map[string]any)
	if !ok {
		return false
	}
	switch t := m["type"].(type) {
	case string:
		if t == "integer" {
			m["type"] = "number"
			return true
		}
	case []any:
		var names []string
		changed := false
		for _, x := range t {
			s, _ := x.(string)
			if s == "integer" {
				s, changed = "number", true
			}
			names = append(names, s)
		}
		if !changed {
			return false
		}
		slices.Sort(names)
		names = slices.Compact(names)
		out := make([]any, len(names))
		for i, n := range names {
			out[i] = n
		}
		if len(out) == 1 {
			m["type"] = out[0]
		} else {
			m["type"] = out
		}
		return true
	}
	return false
}

// setRequired sets the "required" of the object schema m to names
// (sorted; removed when empty), keeping only names m declares. It
// reports whether it changed anything.
func setRequired(m map[string]any, names []string) bool {
	props, _ := m["properties"].(map[string]any)
	var keep []string
	for _, n := range names {
		if _, ok := props[n]; ok {
			keep = append(keep, n)
		}
	}
	slices.Sort(keep)
	var old []string
	if r, ok := m["required"].([]any); ok {
		for _, x := range r {
			if s, ok := x.(string); ok {
				old = append(old, s)
			}
		}
	}
	slices.Sort(old)
	if slices.Equal(old, keep) {
		return false
	}
	if len(keep) == 0 {
		delete(m, "required")
		return true
	}
	out := make([]any, len(keep))
	for i, n := range keep {
		out[i] = n
	}
	m["required"] = out
	return true
}
