package suggest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// fit applies vt to every fitted sample, infers the output_schema from the
// extracted values, sets it and checks, applying again, that every value
// validates against it.
func fit(out Suggestion, vt *extract.VirtualTool, fitted []decoded, parser string) Suggestion {
	x, err := extract.Compile(vt)
	if err != nil {
		out.Reason = "internal error: the learnt config does not compile: " + err.Error()
		return out
	}
	values := make([]any, 0, len(fitted))
	var failed []string
	for _, d := range fitted {
		res, err := x.Apply(d.raw)
		// empty JSON ([] or {}) is an answer too: nothing matched
		emptyJSON := err == nil && res.Value != nil && res.Account.Parser == extract.ParsedJSON
		if err != nil || res.Value == nil || isEmptyValue(res.Value) && !emptyJSON {
			why := "nothing extracted"
			if err != nil {
				why = err.Error()
			}
			failed = append(failed, d.id+": "+why)
			continue
		}
		values = append(values, res.Value)
	}
	if len(values) == 0 {
		out.Reason = fmt.Sprintf("the %s config learnt from the samples extracts nothing from them (%s)", parser, firstFew(failed))
		return out
	}
	if len(failed) > 0 {
		out.Notes = append(out.Notes, fmt.Sprintf("%d of %d fitted samples gave nothing: %s", len(failed), len(fitted), firstFew(failed)))
	}
	// Text of several sections (a system report with CPU, Memory and
	// Disk, a config file) keeps them: the next output may have another
	// section, or the same names in other sections, which a record lifted
	// out of its sections would drop. Its records are open.
	sectioned := parser == extract.ParserKeyValue && maxSections(values) >= 2
	switch {
	case sectioned:
		values = renameKeys(anySlice(values)).([]any)
	case parser == extract.ParserKeyValue:
		values = flattenSections(renameKeys(anySlice(values)).([]any))
	case parser == extract.ParserTable:
		values = renameKeys(anySlice(values)).([]any)
	}
	// Records are open: a few samples cannot show every key the next
	// output carries (optional keys, another variant of the answer), and
	// the schema must not drop what they did not show. That holds for
	// JSON and for key-value text: a pair not printed while fitting is
	// kept (in its section: projection still lifts the declared pairs out
	// of a key-value text's sections, see extract's sectionsAreLayout).
	// The other parsers name their fields in the config. Open schemas are
	// also widened (schema.Options.Widen): whole numbers are typed
	// "number" and array items allow records and strings, so the next
	// output's 0.25, or its records where the samples listed names, are
	// kept rather than dropped by projection.
	open := parser == ParserJSON || parser == extract.ParserAuto || parser == extract.ParserKeyValue
	inf, err := schema.Infer(values, schema.Options{RowFields: rowFields(vt.TextExtraction, parser), OpenRecords: open, Widen: open, WidenStrings: parser == extract.ParserAuto, OptionalSuffix: extract.ParsedSuffix})
	if err != nil {
		out.Reason = "internal error: schema inference failed: " + err.Error()
		return out
	}
	doc := json.RawMessage(bytes.TrimSpace(inf.JSON()))
	// The root of a table's value is open too: tables with other columns
	// than the main one are read beside it under the heading above them
	// (extract's otherTableKey), a name that is the next output's data.
	if parser == extract.ParserAuto || parser == extract.ParserTable {
		doc = autoSchema(doc)
	}
	doc = alignPatternTypes(doc, vt.TextExtraction)
	doc = declarePatterns(doc, vt.TextExtraction)
	if inf.Wrapped != "" {
		out.Notes = append(out.Notes, fmt.Sprintf("the extracted value is not an object: the schema wraps it under %q", inf.Wrapped))
	}
	vt.OutputSchema = doc
	out.VirtualTool, out.Parser, out.Schema = vt, parser, vt.OutputSchema
	out.Fitted = len(fitted)
	out.SchemaValidates = validates(vt, inf, fitted)
	if !out.SchemaValidates {
		out.Notes = append(out.Notes, "self-check: some values extracted with the output_schema do not validate against it")
	}
	return out
}

// validates applies vt (with its output_schema) to every sample and
// validates each value against the inferred schema.
func validates(vt *extract.VirtualTool, inf *schema.Inferred, fitted []decoded) bool {
	c, err := schema.Compile(inf.JSON(), "2020-12")
	if err != nil {
		return false
	}
	x, err := extract.Compile(vt)
	if err != nil {
		return false
	}
	ok := true
	for _, d := range fitted {
		res, err := x.Apply(d.raw)
		if err != nil {
			return false
		}
		if res.Value == nil {
			continue // counted as a failed sample above
		}
		// Projection through an object schema with one array property
		// already wraps a bare array; wrap only what is not an object yet.
		v := res.Value
		if _, isObj := v.(map[string]any); !isObj {
			v = inf.Wrap(v)
		}
		if vs := c.Validate(v); len(vs) > 0 {
			ok = false
		}
	}
	return ok
}

// anySlice returns values as one []any value (for renameKeys).
func anySlice(values []any) any { return values }

// isEmptyValue reports an empty object or array, or one whose every
// member is an empty array.
func isEmptyValue(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		for _, m := range x {
			if !isEmptyValue(m) {
				return false
			}
		}
		return true
	case []any:
		return len(x) == 0
	}
	return false
}

func firstFew(list []string) string {
	if len(list) > 3 {
		return fmt.Sprintf("%s; … %d more", joinSemi(list[:3]), len(list)-3)
	}
	return joinSemi(list)
}

func joinSemi(list []string) string {
	s := ""
	for i, x := range list {
		if i > 0 {
			s += "; "
		}
		s += x
	}
	return s
}

// suggestStructured proposes a projection of structuredContent: the
// output_schema inferred from the samples' structuredContent.
func suggestStructured(out Suggestion, t Tool, ds []decoded) Suggestion {
	var values []any
	for _, d := range ds {
		if d.hasSC {
			values = append(values, d.structured)
		}
	}
	vt := &extract.VirtualTool{SourceTool: t.Server + ":" + t.Tool}
	// Open and widened, as for JSON in text: the next structuredContent
	// may carry a key or a number form the samples did not show.
	inf, err := schema.Infer(values, schema.Options{OpenRecords: true, Widen: true})
	if err != nil {
		out.Reason = "internal error: schema inference failed: " + err.Error()
		return out
	}
	vt.OutputSchema = json.RawMessage(bytes.TrimSpace(inf.JSON()))
	out.VirtualTool, out.Parser, out.Schema, out.Fitted = vt, ParserStructured, vt.OutputSchema, len(values)
	out.Reason = "the tool returns structuredContent: projection only, no text extraction"
	if len(values) < len(ds) {
		out.Notes = append(out.Notes, fmt.Sprintf("%d of %d samples lack structuredContent", len(ds)-len(values), len(ds)))
	}
	c, err := schema.Compile(inf.JSON(), "2020-12")
	out.SchemaValidates = err == nil
	if err == nil {
		for _, v := range values {
			if len(c.Validate(inf.Wrap(v))) > 0 {
				out.SchemaValidates = false
			}
		}
	}
	return out
}

// schemaRecordFields lists the properties of the records a schema
// describes: the items of its one array property, else its properties.
func schemaRecordFields(doc json.RawMessage) []string {
	var s struct {
		Properties map[string]struct {
			Type  any `json:"type"`
			Items *struct {
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"items"`
		} `json:"properties"`
	}
	if json.Unmarshal(doc, &s) != nil {
		return nil
	}
	var out []string
	if len(s.Properties) == 1 {
		for _, p := range s.Properties {
			if p.Items != nil && len(p.Items.Properties) > 0 {
				for k := range p.Items.Properties {
					out = append(out, k)
				}
				sort.Strings(out)
				return out
			}
		}
	}
	for k := range s.Properties {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// rowFields names the arrays whose items are rows whose columns follow the
// input: a table's rows (its columns are the query's) and, under parser
// auto, the wrapped items of a JSON array (a query tool's result set).
func rowFields(te *extract.TextExtraction, parser string) []string {
	if te == nil {
		return nil
	}
	switch parser {
	case extract.ParserTable:
		if te.TableField != "" {
			return []string{te.TableField}
		}
	case extract.ParserAuto:
		out := []string{extract.DefaultListField}
		if te.ListField != "" {
			out = append(out, te.ListField)
		}
		if te.TableField != "" {
			out = append(out, te.TableField)
		}
		return out
	}
	return nil
}

// maxSections is the largest number of non-empty sections (objects
// nested at any depth) of one value.
func maxSections(values []any) int {
	best := 0
	for _, v := range values {
		best = max(best, countSections(v))
	}
	return best
}

func countSections(v any) int {
	m, ok := v.(map[string]any)
	if !ok {
		return 0
	}
	n := 0
	for _, e := range m {
		if sub, ok := e.(map[string]any); ok && len(sub) > 0 {
			n += 1 + countSections(sub)
		}
	}
	return n
}
