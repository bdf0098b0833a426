package schema

import "slices"

// widen loosens, in place, the types of an inferred schema where a few
// samples cannot tell how narrow a position is, so projection (package
// extract) does not drop a value the next output sends in another form
// (Options.Widen):
//
//   - "integer" becomes "number": samples of whole numbers (a price of 10,
//     a ratio of 1) do not show that the next value is not 0.25, and
//     every integer is a number, so nothing valid before is lost;
//
//   - a number or boolean position also allows a string and null
//     (["null","number","string"]): the next output's "n/a", "unknown",
//     "-" or null where the samples showed numbers is kept, not dropped
//     (projection still converts text that reads as the number, "2,341"
//     -> 2341; see package extract);
//
//   - the items of an array of scalars (strings, numbers, booleans) also
//     allow objects, and the items of an array of records also allow
//     strings: a listing of names or IDs becomes a listing of records
//     when the tool is asked for details, and a list of records may carry
//     a bare note. Nested arrays and anyOf items are kept as seen.
//
//   - "required" is left out: a key every sample had may be missing from
//     the next output (an optional member, null left out), and a
//     structuredContent that lacks a required key fails the client's
//     validation of the whole result, a worse loss than the key.
//
//   - "enum" and "format" are left out too: projection does not enforce
//     them, but a client that validates structuredContent does, and an
//     enum seen in ten outputs or a "uri" seen in one (the next sends ""
//     or "n/a") would make it reject the whole result.
//
// The result still validates every sample: each type set only grows and
// no constraint is added.
func widen(s map[string]any) {
	if s == nil {
		return
	}
	delete(s, "required")
	delete(s, "enum")
	delete(s, "format")
	if t, ok := s["type"]; ok {
		s["type"] = widenType(t)
	}
	if items, ok := s["items"].(map[string]any); ok {
		widen(items)
		widenItems(items)
	}
	if props, ok := s["properties"].(map[string]any); ok {
		for _, p := range props {
			if m, ok := p.(map[string]any); ok {
				widen(m)
				widenMember(m)
			}
		}
	}
	if ap, ok := s["additionalProperties"].(map[string]any); ok {
		widen(ap)
		widenMember(ap)
	}
	if branches, ok := s["anyOf"].([]any); ok {
		for _, b := range branches {
			if m, ok := b.(map[string]any); ok {
				widen(m)
			}
		}
	}
}

// typeList returns a "type" value as a list of names.
func typeList(t any) []string {
	switch x := t.(type) {
	case string:
		return []string{x}
	case []any:
		out := make([]string, 0, len(x))
		for _, e := range x {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// typeOf writes a list of type names back as a "type" value: sorted,
// without duplicates, a single name as a string.
func typeOf(types []string) any {
	slices.Sort(types)
	return typeValue(slices.Compact(types))
}

// widenType turns "integer" into "number" in a "type" value.
func widenType(t any) any {
	types := typeList(t)
	if !slices.Contains(types, "integer") {
		return t
	}
	for i, x := range types {
		if x == "integer" {
			types[i] = "number"
		}
	}
	return typeOf(types)
}

// widenMember lets a member of a record (a property, or the values of a
// map) typed number or boolean also be a string or null (see
// widenScalar). Array items and the root keep their types.
func widenMember(m map[string]any) {
	t, ok := m["type"]
	if !ok {
		return
	}
	if types := typeList(t); widenScalar(types) {
		m["type"] = typeOf(append(types, "string", "null"))
	}
}

// widenScalar reports whether a position typed types holds numbers or
// booleans only (no string, object or array): the next output may send
// "n/a", "unknown", "-" or null there (a measure not taken, a flag not
// set), and projection would drop it. Strings keep their type: a string
// position stays "string" (seed 000's schemas declare it so).
func widenScalar(types []string) bool {
	if !slices.Contains(types, "integer") && !slices.Contains(types, "number") && !slices.Contains(types, "boolean") {
		return false
	}
	return !slices.Contains(types, "string") && !slices.Contains(types, "object") && !slices.Contains(types, "array")
}

// widenItems lets the items of an array of scalars be objects too, and
// the items of an array of records be strings too.
func widenItems(items map[string]any) {
	types := typeList(items["type"])
	if len(types) == 0 {
		return
	}
	var add string
	switch {
	case !slices.Contains(types, "object") && !slices.Contains(types, "array"):
		add = "object" // scalars: names, IDs, numbers
	case slices.Contains(types, "object") && !slices.Contains(types, "string") && !slices.Contains(types, "array"):
		add = "string"
	default:
		return
	}
	items["type"] = typeOf(append(types, add))
}
