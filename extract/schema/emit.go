package schema

import (
	"slices"
	"strings"
)

// emitter turns accumulated nodes into schema maps.
type emitter struct {
	enumMin    int
	mapMinKeys int
	rowFields  map[string]bool // normalized names of arrays of rows
	open       bool            // records get "additionalProperties": {} (Options.OpenRecords)
	optional   string          // properties ending with it are never required (Options.OptionalSuffix)
}

// schema returns the JSON Schema for everything n recorded.
func (e *emitter) schema(n *node) map[string]any {
	if n.deep {
		return map[string]any{}
	}
	var scalars []string
	if n.bools > 0 {
		scalars = append(scalars, "boolean")
	}
	if n.num != nil {
		if n.num.fraction {
			scalars = append(scalars, "number")
		} else {
			scalars = append(scalars, "integer")
		}
	}
	if n.nulls > 0 {
		scalars = append(scalars, "null")
	}
	if n.str != nil {
		scalars = append(scalars, "string")
	}

	if n.obj != nil && n.arr != nil {
		// Both containers at one position: one branch each keeps the
		// object and array keywords apart for readers and code generators.
		branches := []any{
			e.addArray(map[string]any{"type": "array"}, n.arr),
			e.addObject(map[string]any{"type": "object"}, n.obj),
		}
		if len(scalars) > 0 {
			branches = append(branches, e.addScalar(map[string]any{"type": typeValue(scalars)}, n))
		}
		return map[string]any{"anyOf": branches}
	}

	types := scalars
	if n.obj != nil {
		types = append(types, "object")
	}
	if n.arr != nil {
		types = append(types, "array")
	}
	if len(types) == 0 || len(types) == 1 && types[0] == "null" {
		// Only null seen: a null says nothing of the type the value has
		// when it is set, and {"type": "null"} would make projection drop
		// the first real value.
		return map[string]any{}
	}
	slices.Sort(types)
	out := map[string]any{"type": typeValue(types)}
	if n.obj != nil {
		e.addObject(out, n.obj)
	}
	if n.arr != nil {
		e.addArray(out, n.arr)
	}
	return e.addScalar(out, n)
}

func typeValue(types []string) any {
	if len(types) == 1 {
		return types[0]
	}
	list := make([]any, len(types))
	for i, t := range types {
		list[i] = t
	}
	return list
}

// addScalar adds format and enum keywords for the scalar values of n.
func (e *emitter) addScalar(out map[string]any, n *node) map[string]any {
	if n.str != nil && n.str.formats != 0 {
		out["format"] = n.str.formats.name()
	}
	if n.bools > 0 || n.obj != nil || n.arr != nil {
		return out
	}
	var enum []any
	switch {
	case n.str != nil && n.num == nil:
		st := n.str
		if st.formats != 0 || st.enumOff || !e.strongEvidence(st.count, len(st.vals)) {
			return out
		}
		vals := make([]string, 0, len(st.vals))
		for v := range st.vals {
			vals = append(vals, v)
		}
		slices.Sort(vals)
		for _, v := range vals {
			enum = append(enum, v)
		}
	case n.num != nil && n.str == nil:
		ns := n.num
		if ns.fraction || ns.enumOff || !e.strongEvidence(ns.count, len(ns.ints)) {
			return out
		}
		vals := make([]int64, 0, len(ns.ints))
		for v := range ns.ints {
			vals = append(vals, v)
		}
		slices.Sort(vals)
		for _, v := range vals {
			enum = append(enum, v)
		}
	default:
		return out
	}
	if n.nulls > 0 {
		enum = append(enum, nil)
	}
	out["enum"] = enum
	return out
}

// strongEvidence is quicktype's enum rule: at least enumMin values observed
// and fewer distinct values than the square root of that count.
func (e *emitter) strongEvidence(count, distinct int) bool {
	return count >= e.enumMin && distinct > 0 && distinct*distinct < count
}

func (e *emitter) addArray(out map[string]any, a *arrStats) map[string]any {
	if a.items != nil {
		out["items"] = e.schema(a.items)
	}
	return out
}

func (e *emitter) addObject(out map[string]any, s *objStats) map[string]any {
	if s.additional != nil {
		out["additionalProperties"] = e.schema(s.additional)
		return out
	}
	if len(s.props) == 0 {
		return out
	}
	keys := make([]string, 0, len(s.props))
	for k := range s.props {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if v := e.mapValues(s, keys); v != nil {
		out["additionalProperties"] = v
		return out
	}
	props := make(map[string]any, len(keys))
	var required []any
	for _, k := range keys {
		p := s.props[k]
		props[k] = e.schema(&p.n)
		if e.rowFields[normalizeField(k)] {
			openRows(props[k].(map[string]any))
		}
		if p.present == s.count && (e.optional == "" || !strings.HasSuffix(k, e.optional)) {
			required = append(required, k)
		}
	}
	out["properties"] = props
	if len(required) > 0 {
		out["required"] = required
	}
	if e.open {
		out["additionalProperties"] = map[string]any{}
	}
	return out
}
