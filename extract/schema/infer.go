package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Draft202012 is the "$schema" URI Infer writes.
const Draft202012 = "https://json-schema.org/draft/2020-12/schema"

// Options tune inference. The zero value gives the defaults.
type Options struct {
	// RootProperty is the property name used to wrap non-object roots
	// (arrays, scalars). Default: "items" when every sample is an array,
	// "value" otherwise.
	RootProperty string
	// EnumMinSamples is the number of values a position needs before an
	// enum is considered (quicktype's rule also needs distinct < √n).
	// Default (<= 0): 10.
	EnumMinSamples int
	// MapMinKeys is the number of distinct keys an object position needs
	// before the many-keys rules can make it a map: more than half of its
	// keys appear in fewer than 10% of the objects seen there, or its
	// values are all objects of one shape. Maps are also found without
	// it: when every key reads as data (numbers, UUIDs, dates, times,
	// hashes, paths, file names, URLs, emails, hosts, versions), or when
	// the position was seen in two samples or more whose key sets are
	// largely disjoint (see maps.go). Objects with more than 1000
	// distinct keys are always maps. Default (<= 0): 20.
	MapMinKeys int
	// RowFields names array properties whose items are rows of a result
	// set (columns depend on the query, so they are data): their item
	// records are emitted open, see openRows. The names "rows",
	// "records", "resultRows", "dataRows", "tableRows" and "resultSet"
	// always count; names match ignoring case, '_', '-' and spaces.
	RowFields []string
	// OpenRecords makes every record (an object schema with
	// "properties") open: "additionalProperties": {} is added, so
	// projection keeps keys the samples did not show. Few samples cannot
	// show every key an output may carry (optional keys, variants of a
	// tool's answer); an open record still describes and types the keys
	// seen. Maps are unaffected.
	OpenRecords bool
	// OptionalSuffix, when not empty, keeps every property whose name
	// ends with it out of "required": a value the extractor adds only
	// when it finds structure (extract.ParsedSuffix: the parsed form of
	// a JSON string member) may be absent from the next output even when
	// every sample had it.
	OptionalSuffix string
	// Widen loosens what a few samples cannot pin down, so projection
	// keeps what the next output sends in another form and the next
	// output still validates: "integer" becomes "number", items of arrays
	// of strings also allow objects and items of arrays of records also
	// allow strings, and nothing is "required", enumerated or given a
	// "format" (see widen.go).
	Widen bool
	// WidenStrings lets every string member (a property, or the values of
	// a map) also be an object or an array, so projection keeps the next
	// output's value with inline structure or repeated key whole (see
	// widenstrings.go). Meant for text read per output (parser auto).
	WidenStrings bool
	// Title is an optional "title" for the schema.
	Title string
}

// Inferred is the result of Infer.
type Inferred struct {
	// Schema is the JSON Schema; it marshals deterministically
	// (encoding/json sorts map keys).
	Schema map[string]any
	// Wrapped is "" when every sample was an object; otherwise the root
	// property every sample was put under.
	Wrapped string
	// Samples is the number of samples the schema was inferred from.
	Samples int
}

// Infer returns a JSON Schema (draft 2020-12, "$schema" set) that every
// sample validates against, as strict as that allows (genson's contract).
// Samples are decoded JSON values (map[string]any, []any, string, float64 or
// json.Number, bool, nil; Go integer types are accepted too). The root is
// always type "object": when any sample is not an object, every sample is
// wrapped in one property (Inferred.Wrapped names it), so the result is a
// valid MCP outputSchema.
//
// Rules: types are unioned per position ("null" where null was seen; a
// position where only null was seen gets the empty schema, since a null
// says nothing of the value's type when it is set);
// "integer" only when every number there is integral; a property is required
// only when every object there has it; array items merge all elements of all
// arrays (no element seen: no "items"); a format (date-time, date, uuid,
// email, uri) is set when every string there matches it (one string is
// enough); an enum only for string-only or integer-only positions with
// strong evidence (see Options.EnumMinSamples), no format, no string longer
// than 64 bytes and at most 64 distinct values; map-like objects (keys that
// are data, see Options.MapMinKeys) get additionalProperties (the merged
// schema of their values; {} when the values are of several JSON types, or
// are scalars of a map found by key sets varying across samples) and no
// properties; items of arrays of rows (Options.RowFields) are open
// records (no required, additionalProperties {}); a position holding both
// objects and arrays gets anyOf; values nested 64 levels deep or more get
// the empty schema. "additionalProperties": false is never written, so
// projection (package extract) keeps every key of a map. The
// output depends only on the multiset of samples, not their order.
//
// Infer compiles its result and validates every sample against it; a failure
// there is a bug and is returned as an error.
func Infer(samples []any, o Options) (*Inferred, error) {
	if len(samples) == 0 {
		return nil, errors.New("schema: infer: no samples")
	}
	e := emitter{enumMin: o.EnumMinSamples, mapMinKeys: o.MapMinKeys, rowFields: map[string]bool{}, open: o.OpenRecords, optional: o.OptionalSuffix}
	for _, f := range append(defaultRowFields(), o.RowFields...) {
		e.rowFields[normalizeField(f)] = true
	}
	if e.enumMin <= 0 {
		e.enumMin = 10
	}
	if e.mapMinKeys <= 0 {
		e.mapMinKeys = 20
	}
	in := &Inferred{Samples: len(samples)}
	in.Wrapped = wrapName(samples, o.RootProperty)

	var root node
	for i, s := range samples {
		if err := root.observe(in.Wrap(s), 0, i); err != nil {
			return nil, fmt.Errorf("schema: infer: sample %d: %w", i, err)
		}
	}
	sch := e.schema(&root)
	if o.Widen {
		widen(sch)
	}
	if o.WidenStrings {
		widenStrings(sch)
	}
	if sch["type"] != "object" {
		// Unreachable: every observed root is an object.
		return nil, fmt.Errorf("schema: infer: internal error: root is not an object: %v", sch["type"])
	}
	s := map[string]any{"$schema": Draft202012}
	for k, v := range sch {
		s[k] = v
	}
	if o.Title != "" {
		s["title"] = o.Title
	}
	in.Schema = s
	if err := in.selfCheck(samples); err != nil {
		return nil, err
	}
	return in, nil
}

// wrapName decides the root property for non-object samples ("" when every
// sample is an object).
func wrapName(samples []any, root string) string {
	objects, arrays := true, true
	for _, s := range samples {
		switch s.(type) {
		case map[string]any:
			arrays = false
		case []any:
			objects = false
		default:
			objects, arrays = false, false
		}
	}
	switch {
	case objects:
		return ""
	case root != "":
		return root
	case arrays:
		return "items"
	default:
		return "value"
	}
}

// selfCheck compiles the schema (with format assertion on) and validates
// every sample against it.
func (in *Inferred) selfCheck(samples []any) error {
	c, err := compile(in.JSON(), "2020-12", true)
	if err != nil {
		return fmt.Errorf("schema: infer: internal error: inferred schema does not compile: %w", err)
	}
	for i, s := range samples {
		if vs := c.Validate(in.Wrap(s)); len(vs) > 0 {
			var msgs []string
			for _, v := range vs {
				msgs = append(msgs, v.String())
			}
			return fmt.Errorf("schema: infer: internal error: sample %d does not validate against the inferred schema: %s", i, strings.Join(msgs, "; "))
		}
	}
	return nil
}

// JSON returns the schema as indented, deterministic JSON (HTML characters
// are not escaped), ending in a newline.
func (in *Inferred) JSON() []byte {
	if in == nil {
		return []byte("null\n")
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(in.Schema); err != nil {
		// Schema holds only JSON-encodable values built by Infer.
		return []byte("null\n")
	}
	return b.Bytes()
}

// Wrap applies the wrapping Infer did to one sample, so callers can validate
// it or produce structuredContent: the sample itself when Wrapped is "",
// otherwise {Wrapped: sample}.
func (in *Inferred) Wrap(sample any) any {
	if in == nil || in.Wrapped == "" {
		return sample
	}
	return map[string]any{in.Wrapped: sample}
}
