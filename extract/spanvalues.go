package extract

// spanValues is the array of the texts at spans, each recorded as a hit
// at index i of field (a top-level array such as "code", "body",
// "lines").
func (r *run) spanValues(field string, spans []span) []any {
	out := make([]any, len(spans))
	base := pointer("", field)
	for i, s := range spans {
		out[i] = r.text[s.start:s.end]
		r.addHit(pointerIndex(base, i), s)
	}
	return out
}
