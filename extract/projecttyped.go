package extract

// typedText reports whether a string projected onto s was read from the
// result's text (by a parser, or as JSON in text; structuredContent keeps
// the types the tool gave) and s declares a number, integer or boolean together with
// both string and null: the form a suggested schema gives a member the
// samples showed as numbers (or booleans) only, so that the next output's
// "n/a", "unknown", "-" or null is kept (schema.Options.Widen). Such text
// is converted when it reads as the typed value ("2,341" -> 2341,
// "true"), as it was when the schema declared the number alone, and kept
// as the string it is otherwise. A member declared ["number","string"]
// (the samples showed both) keeps its strings as they are.
func (p *projector) typedText(s *schemaNode) bool {
	if p.r.acc.Parser == "" {
		return false
	}
	if len(s.types) < 3 || !s.allows("string") || !s.allows("null") {
		return false
	}
	return s.allows("integer") || s.allows("number") || s.allows("boolean")
}

// readTyped converts the text sv (the value v) to the first of types
// that is a number, integer or boolean and reads it; it returns that type,
// or v and "" when none does.
func readTyped(sv string, v any, types []string) (any, string) {
	for _, x := range types {
		switch x {
		case "integer", "number", "boolean":
			if c, ok := coerce(sv, x); ok {
				return c, x
			}
		}
	}
	return v, ""
}
