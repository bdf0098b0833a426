package score

import (
	"encoding/json"
	"sort"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// fieldSet is the set of fields a record is expected to carry: the
// suggestion's record fields (item patterns, regex patterns, the schema's
// record properties), or else the union of the record keys extracted from
// the fitted samples (learnt from the fitted part only).
func fieldSet(sug suggest.Suggestion, x *extract.Extractor, fitted []suggest.Sample) []string {
	if f := sug.Fields(); len(f) > 0 {
		return f
	}
	seen := map[string]bool{}
	for _, s := range fitted {
		res, err := x.Apply(s.Result)
		if err != nil {
			continue
		}
		for _, r := range records(res.Value) {
			for k := range r {
				seen[k] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// records returns the records of an extracted value: the objects of its one
// array-of-objects property (a list or table wrapped under list_field or
// table_field), else the value itself when it is an object.
func records(v any) []map[string]any {
	m, ok := v.(map[string]any)
	if !ok {
		if a, ok := v.([]any); ok {
			return objects(a)
		}
		return nil
	}
	if len(m) == 1 {
		for _, inner := range m {
			if a, ok := inner.([]any); ok {
				if objs := objects(a); len(objs) > 0 && len(objs) == len(a) {
					return objs
				}
			}
		}
	}
	return []map[string]any{m}
}

func objects(a []any) []map[string]any {
	var out []map[string]any
	for _, e := range a {
		if m, ok := e.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

// completeness is the mean, over the records of v, of the share of fields
// present with a non-empty value; 1 when there is no field to expect and v
// is non-empty.
func completeness(v any, fields []string) float64 {
	if len(fields) == 0 {
		if nonEmpty(v) {
			return 1
		}
		return 0
	}
	recs := records(v)
	if len(recs) == 0 {
		return 0
	}
	var sum float64
	for _, r := range recs {
		n := 0
		for _, f := range fields {
			if nonEmpty(r[f]) {
				n++
			}
		}
		sum += float64(n) / float64(len(fields))
	}
	return sum / float64(len(recs))
}

// nonEmpty reports whether v holds at least one scalar that is not null
// and not a blank string: {"items": []} and {"name": ""} are empty.
func nonEmpty(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case string:
		for _, r := range x {
			if r != ' ' && r != '\t' && r != '\n' && r != '\r' {
				return true
			}
		}
		return false
	case map[string]any:
		for _, e := range x {
			if nonEmpty(e) {
				return true
			}
		}
		return false
	case []any:
		for _, e := range x {
			if nonEmpty(e) {
				return true
			}
		}
		return false
	}
	return true
}

// newValidator compiles the suggested schema; nil when there is none or
// it does not compile.
func newValidator(doc json.RawMessage) func(any) bool {
	if len(doc) == 0 {
		return nil
	}
	c, err := schema.Compile(doc, "")
	if err != nil {
		return nil
	}
	return func(v any) bool {
		b, err := json.Marshal(v)
		if err != nil {
			return false
		}
		vs, err := c.ValidateJSON(b)
		return err == nil && len(vs) == 0
	}
}

// withoutText is v without the top-level "text" member parser auto hands
// the whole text over in: what a fallback suggestion read as structure.
func withoutText(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	out := make(map[string]any, len(m))
	for k, e := range m {
		if k != "text" {
			out[k] = e
		}
	}
	return out
}
