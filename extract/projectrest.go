package extract

import "strings"

// sectionsAreLayout reports whether the value being projected came from
// key-value text, whose nested objects are sections of the text ("Current
// Conditions:" over indented pairs) rather than structure the tool chose:
// there, projection lifts declared pairs out of their sections even when
// the schema keeps other keys, so an open record reads the pairs where
// a closed one does and still keeps the pairs it does not declare.
func (p *projector) sectionsAreLayout() bool {
	return p.r.acc != nil && p.r.acc.Parser == ParserKeyValue
}

// remainder returns what is left of v (at old path kp) once the values
// at the lifted old paths are taken out of it: nested sections lose the
// pairs lifted from them, and a section left empty is dropped. ok is
// false when nothing is left.
func remainder(v any, kp string, lifted []string) (any, bool) {
	inside := false
	for _, l := range lifted {
		if l == kp {
			return nil, false
		}
		if strings.HasPrefix(l, kp+"/") {
			inside = true
		}
	}
	m, isMap := v.(map[string]any)
	if !inside || !isMap {
		return v, true
	}
	out := make(map[string]any, len(m))
	for k, sub := range m {
		if r, ok := remainder(sub, pointer(kp, k), lifted); ok {
			out[k] = r
		}
	}
	if len(out) == 0 {
		return nil, false
	}
	return out, true
}
