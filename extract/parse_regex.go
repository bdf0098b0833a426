package extract

// parseCustomRegex is the custom_regex parser (seed 000, Future Extensions
// Option A): each named pattern is matched against the whole text; the
// value is one object of the fields found. A multiline pattern yields all
// its matches joined with "\n". When a required pattern does not match,
// nothing is extracted.
func (x *Extractor) parseCustomRegex(r *run) (any, bool) {
	obj, hits, ok := x.matchFields(r, &matchScratch{}, r.text, 0, "", "", func() string { return "text" })
	if !ok {
		return nil, false
	}
	if len(obj) == 0 {
		r.miss("", MissNoStructure, "no pattern matched the text")
		return nil, false
	}
	for _, h := range hits {
		r.addHit(h.path, h.val)
	}
	return obj, true
}
