package extract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

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

// openRootList keeps a JSON array found where the schema's root declares
// an object with no array property to hold it (the samples were objects,
// this output is a list): when the root keeps undeclared keys, the list
// is handed over under DefaultListField rather than dropped whole. ok is
// false when the root does not keep such a key, or declares it.
func (p *projector) openRootList(a []any, s *schemaNode, newPath, oldPath string) (map[string]any, bool) {
	if newPath != "" {
		return nil, false
	}
	for _, prop := range s.props {
		if prop.name == DefaultListField {
			return nil, false
		}
	}
	ks := s.extra.schemaFor(DefaultListField)
	if ks == nil {
		return nil, false
	}
	out := map[string]any{}
	if pv, ok := p.project(a, ks, pointer(newPath, DefaultListField), oldPath); ok {
		out[DefaultListField] = pv
	}
	p.r.warn(fmt.Sprintf("the JSON is an array where output_schema declares an object: the list was put under %q, which the schema's additionalProperties allows", DefaultListField))
	return out, true
}

// jsonText writes an object or array as compact JSON text (HTML
// characters not escaped): projection keeps that where a string is
// declared and the tool sent a structure (the samples showed "ok", this
// output {"code": 3}), rather than dropping it; the account warns. ok is
// false for any other value.
func jsonText(v any) (string, bool) {
	switch v.(type) {
	case map[string]any, []any:
	default:
		return "", false
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", false
	}
	return strings.TrimSuffix(b.String(), "\n"), true
}
