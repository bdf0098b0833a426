package extract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// schemaNode is the part of an output_schema that projection uses.
type schemaNode struct {
	never    bool     // the schema false: nothing is kept
	types    []string // declared types in order; empty: any
	props    []*schemaProp
	hasProps bool // "properties" was declared (maybe empty)
	items    *schemaNode
	required []string
	extra    *objectExtra // additionalProperties, patternProperties (project.go)
}

// schemaProp is one declared property.
type schemaProp struct {
	name   string
	norm   string
	schema *schemaNode
}

func (s *schemaNode) allows(t string) bool {
	return contains(s.types, t)
}

// isAny reports whether the schema keeps any value unchanged.
func (s *schemaNode) isAny() bool {
	return s == nil || (!s.never && len(s.types) == 0 && !s.hasProps && s.items == nil && s.extra == nil)
}

// maxSchemaDepth bounds nesting of output_schema.
const maxSchemaDepth = 64

func jsonTypes() []string {
	return []string{"array", "boolean", "integer", "null", "number", "object", "string"}
}

// compileSchema checks that raw is an object schema and prepares it for
// projection. Keywords projection does not use (descriptions, formats,
// anyOf, $ref, ...) are allowed and ignored.
func compileSchema(raw json.RawMessage, path string) (*schemaNode, []*ConfigError) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, []*ConfigError{{Path: path, Msg: "invalid JSON: " + err.Error()}}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, []*ConfigError{{Path: path, Msg: fmt.Sprintf("want a JSON Schema object, got %s", jsonKind(v))}}
	}
	var errs []*ConfigError
	s := buildSchema(m, path, 0, &errs)
	if s != nil && !s.allows("object") {
		errs = append(errs, &ConfigError{Path: path + ".type", Msg: `output_schema must describe an object: want "type": "object" (MCP outputSchema)`})
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return s, nil
}

func buildSchema(v any, path string, depth int, errs *[]*ConfigError) *schemaNode {
	bad := func(p, format string, a ...any) {
		*errs = append(*errs, &ConfigError{Path: p, Msg: fmt.Sprintf(format, a...)})
	}
	if depth > maxSchemaDepth {
		bad(path, "schema nested deeper than %d levels", maxSchemaDepth)
		return nil
	}
	switch t := v.(type) {
	case bool:
		return &schemaNode{never: !t}
	case map[string]any:
		s := &schemaNode{}
		switch tt := t["type"].(type) {
		case nil:
		case string:
			s.types = []string{tt}
		case []any:
			for i, x := range tt {
				name, ok := x.(string)
				if !ok {
					bad(fmt.Sprintf("%s.type[%d]", path, i), "want a type name, got %s", jsonKind(x))
					continue
				}
				s.types = append(s.types, name)
			}
		default:
			bad(path+".type", "want a type name or an array of names, got %s", jsonKind(tt))
		}
		for _, name := range s.types {
			if !contains(jsonTypes(), name) {
				msg := fmt.Sprintf("unknown JSON Schema type %q", name)
				if d := didYouMean(name, jsonTypes()); d != "" {
					msg += fmt.Sprintf(" (did you mean %q?)", d)
				}
				bad(path+".type", "%s", msg)
			}
		}
		if p, ok := t["properties"]; ok {
			pm, ok := p.(map[string]any)
			if !ok {
				bad(path+".properties", "want an object mapping property names to schemas, got %s", jsonKind(p))
			} else {
				s.hasProps = true
				for _, name := range sortedKeys(pm) {
					child := buildSchema(pm[name], path+".properties"+pathKey(name), depth+1, errs)
					if child == nil {
						continue
					}
					s.props = append(s.props, &schemaProp{name: name, norm: normalizeName(name), schema: child})
				}
			}
		}
		s.extra = buildObjectExtra(t, path, depth, errs)
		if it, ok := t["items"]; ok {
			switch it.(type) {
			case map[string]any, bool:
				s.items = buildSchema(it, path+".items", depth+1, errs)
			default:
				bad(path+".items", "want a schema object, got %s (tuple items are not supported)", jsonKind(it))
			}
		}
		if r, ok := t["required"]; ok {
			list, ok := r.([]any)
			if !ok {
				bad(path+".required", "want an array of property names, got %s", jsonKind(r))
			}
			for _, x := range list {
				if name, ok := x.(string); ok {
					s.required = append(s.required, name)
				}
			}
			sort.Strings(s.required)
		}
		if len(s.types) == 0 {
			if s.hasProps || s.extra != nil {
				s.types = []string{"object"}
			} else if s.items != nil {
				s.types = []string{"array"}
			}
		}
		return s
	default:
		bad(path, "want a schema object, got %s", jsonKind(v))
		return nil
	}
}

// jsonKind names the JSON type of a decoded value.
func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case string:
		return "a string"
	case json.Number, float64, int64, int:
		return "a number"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// normalizeName folds a property or key name the way a person reads it:
// case, spaces, dashes, underscores, dots and markdown emphasis ignored.
func normalizeName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '\t', '-', '_', '.', '*', '`', '\u00a0':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
