package schema

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// rootURL is the in-memory location the compiled document is registered at.
const rootURL = "mem://mcpsurvey/schema.json"

// Compiled is a compiled schema, safe for concurrent Validate calls.
type Compiled struct {
	sch *jsonschema.Schema
}

// Violation is one validation failure.
type Violation struct {
	// InstanceLocation is the JSON pointer of the failing value ("" for the
	// root), e.g. "/stars".
	InstanceLocation string
	// KeywordLocation is the JSON pointer of the failing keyword in the
	// schema, e.g. "/properties/stars/type".
	KeywordLocation string
	// Message says what is wrong, e.g. "got string, want integer".
	Message string
}

// String formats the violation as "at /stars (/properties/stars/type): got
// string, want integer".
func (v Violation) String() string {
	loc := v.InstanceLocation
	if loc == "" {
		loc = "root"
	}
	if v.KeywordLocation == "" {
		return fmt.Sprintf("at %s: %s", loc, v.Message)
	}
	return fmt.Sprintf("at %s (%s): %s", loc, v.KeywordLocation, v.Message)
}

// offlineLoader refuses every URL: only the document itself and the draft
// metaschemas built into jsonschema/v6 resolve.
type offlineLoader struct{}

func (offlineLoader) Load(u string) (any, error) {
	return nil, errors.New("external references are not fetched (schemas compile offline; only references inside the document and the standard draft metaschemas resolve)")
}

// draftFor maps a draft name to jsonschema/v6's draft.
func draftFor(name string) (*jsonschema.Draft, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", "2020-12", "draft-2020-12", "draft2020-12", "draft/2020-12":
		return jsonschema.Draft2020, nil
	case "2019-09", "draft-2019-09", "draft2019-09", "draft/2019-09":
		return jsonschema.Draft2019, nil
	case "draft-07", "draft-7", "draft7", "7", "07":
		return jsonschema.Draft7, nil
	case "draft-06", "draft-6", "draft6", "6", "06":
		return jsonschema.Draft6, nil
	case "draft-04", "draft-4", "draft4", "4", "04":
		return jsonschema.Draft4, nil
	}
	return nil, fmt.Errorf("schema: unknown default draft %q (want \"2020-12\", \"2019-09\" or \"draft-07\")", name)
}

// Compile compiles a schema document (raw JSON). The dialect comes from
// "$schema" (draft-04, draft-06, draft-07, 2019-09, 2020-12); when absent,
// defaultDraft applies ("2020-12" or "draft-07"; "" means 2020-12). Compile
// never fetches anything: a reference to any document other than this one
// and the standard metaschemas fails. Errors say what is wrong and where (a
// JSON pointer into the schema). Formats are asserted as the draft says
// (draft-07: yes; 2019-09 and 2020-12: annotations only). Regular
// expressions are ECMA-262, as JSON Schema says (see CompilePattern): a
// schema fails for its "pattern" only when that is not an ECMA-262
// regular expression.
func Compile(doc []byte, defaultDraft string) (*Compiled, error) {
	return compile(doc, defaultDraft, false)
}

func compile(doc []byte, defaultDraft string, assertFormat bool) (*Compiled, error) {
	d, err := draftFor(defaultDraft)
	if err != nil {
		return nil, err
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return nil, fmt.Errorf("schema: not valid JSON: %w", err)
	}
	c := NewCompiler()
	c.DefaultDraft(d)
	if assertFormat {
		c.AssertFormat()
	}
	if err := c.AddResource(rootURL, v); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	sch, err := c.Compile(rootURL)
	if err != nil {
		return nil, describeCompileError(err, v)
	}
	return &Compiled{sch: sch}, nil
}

// describeCompileError turns jsonschema/v6 compile errors into messages that
// name the schema location.
func describeCompileError(err error, doc any) error {
	var sve *jsonschema.SchemaValidationError
	if errors.As(err, &sve) {
		var ve *jsonschema.ValidationError
		if errors.As(sve.Err, &ve) {
			vs := violations(ve, doc)
			msgs := make([]string, 0, len(vs))
			for _, v := range vs {
				loc := v.InstanceLocation
				if loc == "" {
					loc = "root"
				}
				msgs = append(msgs, fmt.Sprintf("at %s: %s", loc, v.Message))
			}
			if len(msgs) > 5 {
				msgs = append(msgs[:5], fmt.Sprintf("and %d more", len(msgs)-5))
			}
			return fmt.Errorf("schema: invalid schema%s: %s", metaName(sve.URL), strings.Join(msgs, "; "))
		}
		return fmt.Errorf("schema: invalid schema: %v", sve.Err)
	}
	var lue *jsonschema.LoadURLError
	if errors.As(err, &lue) {
		where := ""
		if ptr := findRef(doc, lue.URL); ptr != "" {
			where = " (referenced at " + ptr + ")"
		}
		return fmt.Errorf("schema: cannot resolve %q%s: %v", lue.URL, where, lue.Err)
	}
	return fmt.Errorf("schema: %w", err)
}

// metaName names the schema location a SchemaValidationError refers to.
func metaName(u string) string {
	if strings.HasPrefix(u, rootURL) {
		return ""
	}
	return " (at " + u + ")"
}

// findRef returns the JSON pointer of the first "$ref", "$dynamicRef" or
// "$schema" (in sorted key order) whose value, without fragment, names the
// document at u.
func findRef(doc any, u string) string {
	target := strings.SplitN(u, "#", 2)[0]
	base, _ := url.Parse(rootURL)
	var walk func(v any, ptr string) string
	walk = func(v any, ptr string) string {
		switch v := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				p := ptr + "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(k)
				if s, ok := v[k].(string); ok && (k == "$ref" || k == "$dynamicRef" || k == "$schema") {
					if r, err := url.Parse(s); err == nil && base != nil {
						abs := base.ResolveReference(r).String()
						if strings.SplitN(abs, "#", 2)[0] == target || strings.SplitN(s, "#", 2)[0] == target {
							return p
						}
					}
				}
				if got := walk(v[k], p); got != "" {
					return got
				}
			}
		case []any:
			for i, e := range v {
				if got := walk(e, fmt.Sprintf("%s/%d", ptr, i)); got != "" {
					return got
				}
			}
		}
		return ""
	}
	return walk(doc, "")
}

// Validate validates a decoded instance (any JSON value; json.Number or
// float64 numbers both work) and returns the leaf violations (nil when
// valid), sorted by instance location, keyword location and message.
func (c *Compiled) Validate(instance any) (out []Violation) {
	if c == nil || c.sch == nil {
		return []Violation{{Message: "schema not compiled"}}
	}
	defer func() {
		// jsonschema/v6 is not meant to panic; if it does on some odd Go
		// value, report it as a violation rather than crash the caller.
		if r := recover(); r != nil {
			out = []Violation{{Message: fmt.Sprintf("validator failed: %v", r)}}
		}
	}()
	err := c.sch.Validate(instance)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if errors.As(err, &ve) {
		return violations(ve, instance)
	}
	return []Violation{{Message: err.Error()}}
}

// ValidateJSON decodes raw JSON (numbers as json.Number, so no precision is
// lost) and validates it.
func (c *Compiled) ValidateJSON(raw []byte) ([]Violation, error) {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("schema: instance is not valid JSON: %w", err)
	}
	return c.Validate(v), nil
}

// violations returns the sorted, de-duplicated leaves of a validation error
// for instance.
func violations(ve *jsonschema.ValidationError, instance any) []Violation {
	repairPropertyNames(ve, nil, instance)
	var out []Violation
	// parentLoc: propertyNames reports its failures relative to the
	// property name ("" instead of the object's location); such a leaf is
	// reported at the nearest ancestor's instance location.
	var walk func(u *jsonschema.OutputUnit, parentLoc string)
	walk = func(u *jsonschema.OutputUnit, parentLoc string) {
		loc := u.InstanceLocation
		if !strings.HasPrefix(loc, parentLoc) {
			loc = parentLoc
		}
		if len(u.Errors) == 0 {
			msg := "invalid"
			if u.Error != nil {
				msg = u.Error.String()
			}
			kw := u.KeywordLocation
			if u.AbsoluteKeywordLocation != "" && !strings.HasPrefix(u.AbsoluteKeywordLocation, rootURL) {
				kw = u.AbsoluteKeywordLocation
			}
			out = append(out, Violation{InstanceLocation: loc, KeywordLocation: kw, Message: msg})
			return
		}
		for i := range u.Errors {
			walk(&u.Errors[i], loc)
		}
	}
	walk(ve.DetailedOutput(), "")
	slices.SortFunc(out, func(a, b Violation) int {
		if c := strings.Compare(a.InstanceLocation, b.InstanceLocation); c != 0 {
			return c
		}
		if c := strings.Compare(a.KeywordLocation, b.KeywordLocation); c != 0 {
			return c
		}
		return strings.Compare(a.Message, b.Message)
	})
	return slices.Compact(out)
}

// repairPropertyNames works around jsonschema/v6 v6.0.3 storing the
// validator's live location slice in propertyNames errors: when validation
// goes on to sibling properties, the slice's backing array is overwritten and
// the error names the wrong instance location. The correct location extends
// the nearest ancestor's (cloned, reliable) location by as many tokens as the
// reported one and holds an object with the offending property; when the
// instance has exactly one such place it is used, when the reported one is
// such a place it is kept, otherwise the ancestor's location (less precise,
// never wrong) is.
func repairPropertyNames(e *jsonschema.ValidationError, parent []string, instance any) {
	if pn, ok := e.ErrorKind.(*kind.PropertyNames); ok {
		e.InstanceLocation = fixPropertyNamesLoc(instance, parent, e.InstanceLocation, pn.Property)
	} else {
		parent = e.InstanceLocation
	}
	for _, c := range e.Causes {
		repairPropertyNames(c, parent, instance)
	}
}

func fixPropertyNamesLoc(instance any, parent, reported []string, name string) []string {
	if len(reported) < len(parent) || !slices.Equal(reported[:len(parent)], parent) {
		return slices.Clone(parent)
	}
	base, ok := resolve(instance, parent)
	if !ok {
		return slices.Clone(parent)
	}
	var found [][]string
	budget := 10000
	var walk func(v any, path []string, left int)
	walk = func(v any, path []string, left int) {
		if budget <= 0 {
			return
		}
		budget--
		if left == 0 {
			if m, ok := v.(map[string]any); ok {
				if _, ok := m[name]; ok {
					found = append(found, slices.Clone(path))
				}
			}
			return
		}
		switch v := v.(type) {
		case map[string]any:
			for k, c := range v {
				walk(c, append(path, k), left-1)
			}
		case []any:
			for i, c := range v {
				walk(c, append(path, fmt.Sprint(i)), left-1)
			}
		}
	}
	walk(base, slices.Clone(parent), len(reported)-len(parent))
	switch {
	case containsPath(found, reported):
		return slices.Clone(reported)
	case len(found) == 1 && budget > 0:
		return found[0]
	}
	return slices.Clone(parent)
}

func containsPath(paths [][]string, p []string) bool {
	for _, q := range paths {
		if slices.Equal(q, p) {
			return true
		}
	}
	return false
}

// resolve follows unescaped JSON pointer tokens into v.
func resolve(v any, path []string) (any, bool) {
	for _, tok := range path {
		switch c := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = c[tok]; !ok {
				return nil, false
			}
		case []any:
			i := 0
			if _, err := fmt.Sscan(tok, &i); err != nil || i < 0 || i >= len(c) || fmt.Sprint(i) != tok {
				return nil, false
			}
			v = c[i]
		default:
			return nil, false
		}
	}
	return v, true
}
