package extract

import (
	"fmt"
	"sort"
	"strings"
)

// maxLiftDepth bounds how deep projection looks for a declared property
// inside nested sections.
const maxLiftDepth = 8

// projector applies an output_schema to an extracted value, recording
// where each kept value came from (moves) and what it left out.
type projector struct {
	r     *run
	moves []move
	order map[string]int // old path -> first byte in the text (lazy)
}

// project keeps what s declares of v. newPath is v's JSON pointer in the
// output, oldPath in the extracted value; ok is false when v is left out.
func (p *projector) project(v any, s *schemaNode, newPath, oldPath string) (any, bool) {
	if s.isAny() {
		p.moves = append(p.moves, move{new: newPath, old: oldPath})
		return v, true
	}
	if s.never {
		p.r.miss(oldPath, MissNotInSchema, "the schema for this value is false")
		return nil, false
	}
	t := ""
	if sv, ok := v.(string); ok && p.typedText(s) {
		v, t = readTyped(sv, v, s.types)
	}
	for _, x := range s.types {
		if t != "" {
			break
		}
		if hasType(v, x) {
			t = x
		}
	}
	wrapped := false
	if t == "" {
		for _, x := range s.types {
			if x == "array" {
				if a, ok := wrapArray(v, s.items); ok {
					v, t, wrapped = a, x, true
					break
				}
				continue
			}
			if c, ok := coerce(v, x); ok {
				v, t = c, x
				break
			}
		}
	}
	if t == "" && s.allows("object") {
		// a bare array where an object with one array property is
		// declared (JSON-in-text lists, MCP wants an object): wrap it
		if a, ok := v.([]any); ok {
			if newPath == "" && p.recordsOf(a, s) {
				return p.rootRecords(a, s, oldPath), true
			}
			var only *schemaProp
			n := 0
			for _, prop := range s.props {
				if prop.schema.isAny() || prop.schema.allows("array") {
					only, n = prop, n+1
				}
			}
			if n == 1 {
				out := map[string]any{}
				if pv, ok := p.project(a, only.schema, pointer(newPath, only.name), oldPath); ok {
					out[only.name] = pv
				}
				return out, true
			}
			if out, ok := p.openRootList(a, s, newPath, oldPath); ok {
				return out, true
			}
		}
	}
	if t == "" && s.allows("string") {
		if txt, ok := jsonText(v); ok {
			p.r.warnOnce("jsontext:"+oldPath, fmt.Sprintf("%s: %s where output_schema declares a string: kept as its JSON text", orRoot(oldPath), describe(v)))
			p.moves = append(p.moves, move{new: newPath, old: oldPath})
			return txt, true
		}
	}
	if t == "" {
		p.r.miss(oldPath, MissCoerce, fmt.Sprintf("%s does not convert to %s", describe(v), strings.Join(s.types, " or ")))
		return nil, false
	}
	switch t {
	case "object":
		return p.object(v.(map[string]any), s, newPath, oldPath), true
	case "array":
		return p.array(v.([]any), s, newPath, oldPath, wrapped), true
	case "integer", "number":
		v, _ = coerce(v, t) // one Go type per JSON type
	}
	p.moves = append(p.moves, move{new: newPath, old: oldPath})
	return v, true
}

// rootRecords projects a JSON array found where the schema's root declares
// one record (an object with no array property to hold a list): several
// answers of the tool's kind in one result (one JSON item per file
// linted, per row, per entity). Each element is projected onto the root
// record and the list is handed over under DefaultListField, as an object
// (MCP structured output is one).
func (p *projector) rootRecords(a []any, s *schemaNode, oldPath string) map[string]any {
	newPath := pointer("", DefaultListField)
	out := make([]any, 0, len(a))
	for i, e := range a {
		if pv, ok := p.project(e, s, pointerIndex(newPath, len(out)), pointerIndex(oldPath, i)); ok {
			out = append(out, pv)
		}
	}
	p.r.warn(fmt.Sprintf("the JSON is an array of %d objects where output_schema declares one object: each element was projected onto it, the list put under %q", len(a), DefaultListField))
	return map[string]any{DefaultListField: out}
}

// recordsOf reports whether a is a non-empty list of objects each holding
// at least one of the properties s declares: records of s's kind, not the
// items of one of its array properties.
func (p *projector) recordsOf(a []any, s *schemaNode) bool {
	if len(a) == 0 || len(s.props) == 0 {
		return false
	}
	for _, e := range a {
		m, ok := e.(map[string]any)
		if !ok {
			return false
		}
		has := false
		for _, prop := range s.props {
			if _, ok := m[prop.name]; ok {
				has = true
				break
			}
		}
		if !has {
			return false
		}
	}
	return true
}

func (p *projector) array(a []any, s *schemaNode, newPath, oldPath string, wrapped bool) []any {
	out := make([]any, 0, len(a))
	if len(a) == 0 && !wrapped {
		p.moves = append(p.moves, move{new: newPath, old: oldPath}) // an empty list is a value too
	}
	for i, e := range a {
		op := pointerIndex(oldPath, i)
		if wrapped {
			op = oldPath
		}
		if s.items == nil {
			out = append(out, e)
			p.moves = append(p.moves, move{new: pointerIndex(newPath, len(out)-1), old: op})
			continue
		}
		if pv, ok := p.project(e, s.items, pointerIndex(newPath, len(out)), op); ok {
			out = append(out, pv)
		}
	}
	return out
}

func (p *projector) object(m map[string]any, s *schemaNode, newPath, oldPath string) map[string]any {
	if !s.hasProps && s.extra == nil {
		p.moves = append(p.moves, move{new: newPath, old: oldPath})
		return m
	}
	// Declared properties are looked for inside nested sections only when
	// the schema drops undeclared keys: where it keeps them, every key
	// stays where it is.
	// Key-value text is the exception (sectionsAreLayout): its sections
	// are the text's layout, so declared pairs are lifted out of them
	// and the pairs left stay in their section.
	liftDepth := maxLiftDepth
	keepRest := s.extra.keepsMore()
	if keepRest && !p.sectionsAreLayout() {
		liftDepth = 0
	}
	out := make(map[string]any, len(s.props))
	consumed := map[string]bool{}
	var lifted []string
	for _, prop := range s.props {
		val, op, key, depth, found := p.find(m, oldPath, prop, liftDepth)
		if !found {
			continue
		}
		if depth == 0 {
			consumed[key] = true
		} else {
			lifted = append(lifted, op)
		}
		if pv, ok := p.project(val, prop.schema, pointer(newPath, prop.name), op); ok {
			out[prop.name] = pv
		}
	}
	for _, k := range sortedKeys(m) {
		if consumed[k] {
			continue
		}
		kp := pointer(oldPath, k)
		if ks := s.extra.schemaFor(k); ks != nil {
			if _, taken := out[k]; taken {
				p.r.miss(kp, MissNotInSchema, fmt.Sprintf("output_schema property %q was filled from another key", k))
				continue
			}
			v, keep := m[k], true
			if p.sectionsAreLayout() && v == "" {
				// a heading line ("Weather for Oslo:") over the
				// pairs: layout, left out as a closed record does
				p.r.miss(kp, MissNotInSchema, "a heading with no value of its own")
				continue
			}
			if len(lifted) > 0 {
				v, keep = remainder(v, kp, lifted)
			}
			if !keep {
				continue // every pair of the section was lifted
			}
			if pv, ok := p.project(v, ks, pointer(newPath, k), kp); ok {
				out[k] = pv
			}
			continue
		}
		p.undeclared(m[k], kp, lifted, 0)
	}
	for _, name := range s.required {
		if _, ok := out[name]; !ok {
			p.r.miss(pointer(newPath, name), MissSchemaRequired, "output_schema requires it and the text did not provide it")
		}
	}
	return out
}

// undeclared records v (at old path kp) as left out, or, when values
// were lifted from inside it, its parts that were not.
func (p *projector) undeclared(v any, kp string, lifted []string, depth int) {
	for _, l := range lifted {
		if l == kp {
			return
		}
	}
	sub, ok := v.(map[string]any)
	inside := false
	for _, l := range lifted {
		if strings.HasPrefix(l, kp+"/") {
			inside = true
			break
		}
	}
	if !inside || !ok || depth > maxLiftDepth {
		if !inside {
			p.r.miss(kp, MissNotInSchema, "output_schema does not declare it")
		}
		return
	}
	for _, k := range sortedKeys(sub) {
		p.undeclared(sub[k], pointer(kp, k), lifted, depth+1)
	}
}

// find looks for the key matching prop: in m itself (exact name first,
// then the folded name), then breadth-first in nested objects down to
// maxDepth, nearest first and in text order; it warns when several keys
// match at the nearest depth.
func (p *projector) find(m map[string]any, oldPath string, prop *schemaProp, maxDepth int) (val any, op, key string, depth int, found bool) {
	if v, ok := m[prop.name]; ok {
		return v, pointer(oldPath, prop.name), prop.name, 0, true
	}
	type level struct {
		m    map[string]any
		path string
	}
	frontier := []level{{m, oldPath}}
	for depth = 0; depth <= maxDepth && len(frontier) > 0; depth++ {
		var hits []string // old paths of matching keys, in order
		var keys []string
		var vals []any
		var next []level
		for _, lv := range frontier {
			for _, k := range p.keysInOrder(lv.m, lv.path) {
				kp := pointer(lv.path, k)
				if normalizeName(k) == prop.norm {
					hits = append(hits, kp)
					keys = append(keys, k)
					vals = append(vals, lv.m[k])
				}
				if sub, ok := lv.m[k].(map[string]any); ok {
					next = append(next, level{sub, kp})
				}
			}
		}
		if len(hits) > 0 {
			if len(hits) > 1 {
				p.r.warn(fmt.Sprintf("output_schema property %q at %s: %d keys match at the same depth (%s); took the first", prop.name, orRoot(oldPath), len(hits), strings.Join(hits, ", ")))
			}
			return vals[0], hits[0], keys[0], depth, true
		}
		frontier = next
	}
	return nil, "", "", 0, false
}

func orRoot(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// keysInOrder returns m's keys in text order (by where their values were
// found), then by name.
func (p *projector) keysInOrder(m map[string]any, path string) []string {
	keys := sortedKeys(m)
	if p.order == nil {
		p.order = map[string]int{}
		for _, h := range p.r.hits {
			for i := 1; i <= len(h.path); i++ {
				if i == len(h.path) || h.path[i] == '/' {
					pre := h.path[:i]
					if cur, ok := p.order[pre]; !ok || h.val.start < cur {
						p.order[pre] = h.val.start
					}
				}
			}
		}
	}
	pos := func(k string) int {
		if v, ok := p.order[pointer(path, k)]; ok {
			return v
		}
		return 1 << 62
	}
	sort.SliceStable(keys, func(i, j int) bool { return pos(keys[i]) < pos(keys[j]) })
	return keys
}

// wrapArray turns a single value into an array for a property declared as
// an array: a multi-line string becomes its non-blank lines when the items
// are strings, anything else a one-element array.
func wrapArray(v any, items *schemaNode) ([]any, bool) {
	if v == nil {
		return nil, false
	}
	if s, ok := v.(string); ok && strings.Contains(s, "\n") && (items.isAny() || items.allows("string")) {
		var out []any
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
		return out, true
	}
	return []any{v}, true
}

// describe quotes a value briefly for a message.
func describe(v any) string {
	switch t := v.(type) {
	case string:
		return fmt.Sprintf("%q", truncate(t))
	case nil:
		return "null"
	}
	return jsonKind(v)
}
