package extract

import (
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// objectExtra is what an object schema allows besides its "properties":
// keys matching "patternProperties" and, through "additionalProperties",
// the other keys. Projection keeps every key the schema allows, converting
// its value to the schema given for it, so a map-typed object ({"type":
// "object", "additionalProperties": {...}}: rows, dictionaries keyed by
// IDs) keeps keys never seen while the schema was written.
//
// Absent "additionalProperties" keeps seed 000's projection: an object
// schema that declares properties (or patternProperties) keeps only those;
// one that declares nothing keeps the whole object. "additionalProperties":
// false drops the other keys too, and each dropped key is recorded in the
// account (not_in_schema).
type objectExtra struct {
	patterns []*patternProp // in the order of their expressions
	// additional is the schema of the other keys: nil when
	// "additionalProperties" is absent, never when it is false.
	additional *schemaNode
}

// patternProp is one "patternProperties" entry.
type patternProp struct {
	expr   string
	re     *schema.Pattern
	schema *schemaNode
}

// buildObjectExtra reads "additionalProperties" and "patternProperties"
// from the schema object t at path; nil when it has neither.
func buildObjectExtra(t map[string]any, path string, depth int, errs *[]*ConfigError) *objectExtra {
	bad := func(p, format string, a ...any) {
		*errs = append(*errs, &ConfigError{Path: p, Msg: fmt.Sprintf(format, a...)})
	}
	var x objectExtra
	ap, hasAP := t["additionalProperties"]
	if hasAP {
		switch ap.(type) {
		case bool, map[string]any:
			x.additional = buildSchema(ap, path+".additionalProperties", depth+1, errs)
		default:
			bad(path+".additionalProperties", "want a schema object or a boolean, got %s", jsonKind(ap))
		}
	}
	pp, hasPP := t["patternProperties"]
	if hasPP {
		pm, ok := pp.(map[string]any)
		if !ok {
			bad(path+".patternProperties", "want an object mapping regular expressions to schemas, got %s", jsonKind(pp))
		}
		for _, expr := range sortedKeys(pm) {
			p := path + ".patternProperties" + pathKey(expr)
			re, err := schema.CompilePattern(expr)
			if err != nil {
				bad(p, "not an ECMA-262 regular expression: %v", err)
				continue
			}
			child := buildSchema(pm[expr], p, depth+1, errs)
			if child == nil {
				continue
			}
			x.patterns = append(x.patterns, &patternProp{expr: expr, re: re, schema: child})
		}
	}
	if x.additional == nil && len(x.patterns) == 0 {
		return nil
	}
	return &x
}

// keepsMore reports whether keys other than the declared properties may be
// kept (patternProperties, or additionalProperties that is not false).
func (x *objectExtra) keepsMore() bool {
	return x != nil && (len(x.patterns) > 0 || x.additional != nil && !x.additional.never)
}

// schemaFor returns the schema a key that is not a declared property is
// kept under: the first pattern it matches, else additionalProperties;
// nil when the key is dropped (no pattern matches and additionalProperties
// is absent or false).
func (x *objectExtra) schemaFor(key string) *schemaNode {
	if x == nil {
		return nil
	}
	for _, p := range x.patterns {
		if p.re.MatchString(key) {
			return p.schema
		}
	}
	if x.additional != nil && !x.additional.never {
		return x.additional
	}
	return nil
}
