package schema

import "slices"

// widenStrings lets, in place, every string member of s (a property, or
// the values of a map, at any depth) also be an object or an array
// (Options.WidenStrings). Text read per output (parser auto) gives a value
// with inline structure as an object of its fields ("shipped (1250.00)"
// next to "pending"), and a key repeated in one output as an array of its
// values; projection would otherwise flatten those back to one string.
// The other way round, a member read as an object of fields in every
// sample may come as a plain value in the next output (a section's one
// line, a value without inline structure): members typed object may be
// strings or arrays too, so projection keeps that value rather than
// dropping it; the items of a list may be lists too (a record's repeated
// key, a row given as cells). The root keeps its type.
func widenStrings(s map[string]any) {
	if s == nil {
		return
	}
	if items, ok := s["items"].(map[string]any); ok {
		widenStrings(items)
		widenItemArrays(items)
	}
	if props, ok := s["properties"].(map[string]any); ok {
		for _, p := range props {
			if m, ok := p.(map[string]any); ok {
				widenStrings(m)
				widenStringMember(m)
				widenObjectMember(m)
			}
		}
	}
	if ap, ok := s["additionalProperties"].(map[string]any); ok {
		widenStrings(ap)
		widenStringMember(ap)
		widenObjectMember(ap)
	}
	if branches, ok := s["anyOf"].([]any); ok {
		for _, b := range branches {
			if m, ok := b.(map[string]any); ok {
				widenStrings(m)
			}
		}
	}
}

// widenStringMember adds "object" and "array" to a member typed string
// (alone or with null).
func widenStringMember(m map[string]any) { widenOnly(m, "string", "object", "array") }

// widenObjectMember adds "string" and "array" to a member typed object
// (alone or with null).
func widenObjectMember(m map[string]any) { widenOnly(m, "object", "string", "array") }

// widenOnly adds the types add to m when m is typed t alone (or t and
// null).
func widenOnly(m map[string]any, t string, add ...string) {
	types := typeList(m["type"])
	if !slices.Contains(types, t) {
		return
	}
	for _, x := range types {
		if x != t && x != "null" {
			return
		}
	}
	m["type"] = typeOf(append(types, add...))
}

// widenItemArrays adds "array" to array items typed object or string
// (with or without null), not already allowing it.
func widenItemArrays(items map[string]any) {
	types := typeList(items["type"])
	if len(types) == 0 || slices.Contains(types, "array") {
		return
	}
	for _, t := range types {
		if t != "object" && t != "string" && t != "null" {
			return
		}
	}
	items["type"] = typeOf(append(types, "array"))
}
