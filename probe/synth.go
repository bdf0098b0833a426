package probe

import (
	"bytes"
	"encoding/json"
	"math"
	"net/url"
	"reflect"
	"regexp"
	"strconv"
	"strings"
)

// Argument synthesis: make plausible, schema-valid arguments for a tool from
// its inputSchema. Each variant is a fill mode; later versions can add
// variants (enum alternatives, boundary values, patterns) by appending to
// synthVariants without changing the first ones, so call IDs stay stable.

// synthMode says which optional object properties a variant fills.
type synthMode int

const (
	// synthMinimal fills required properties only.
	synthMinimal synthMode = iota
	// synthHinted also fills optional properties that carry a value hint
	// (const, default, examples, example).
	synthHinted
	// synthFull fills every property.
	synthFull
)

// synthVariants are tried in order; duplicates are dropped.
var synthVariants = []synthMode{synthMinimal, synthHinted, synthFull}

// Limits keep synthesis small and finite on any schema.
const (
	synthMaxDepth  = 8      // nesting of values and $ref resolution
	synthMaxNodes  = 2000   // values generated per argument set
	synthMaxLength = 1024   // padding for minLength
	synthMaxItems  = 32     // array items for minItems
	synthMaxWork   = 200000 // schema keywords visited per argument set
)

// SynthArgs returns up to n distinct argument objects for a tool's
// inputSchema (raw JSON). The first is the minimal valid one: required
// properties only, each with its const, default, first example, first enum
// value, or a minimal value of its type (honouring format, minLength,
// minimum/maximum, minItems). The next ones also fill optional properties
// that have a default or example, then all of them. $ref within the schema,
// allOf, anyOf and oneOf are followed. A missing, invalid or null schema
// gives {}. The output is deterministic (keys sorted). n <= 0 gives nil.
func SynthArgs(inputSchema json.RawMessage, n int) []json.RawMessage {
	if n <= 0 {
		return nil
	}
	var root any
	dec := json.NewDecoder(bytes.NewReader(inputSchema))
	dec.UseNumber()
	if err := dec.Decode(&root); err != nil {
		root = nil
	}
	var out []json.RawMessage
	seen := map[string]bool{}
	for _, mode := range synthVariants {
		if len(out) == n {
			break
		}
		s := &synth{root: root, mode: mode}
		v := s.value(root, 0, true)
		if _, ok := v.(map[string]any); !ok {
			v = map[string]any{}
		}
		b, err := marshalSorted(v)
		if err != nil {
			b = []byte("{}")
		}
		if seen[string(b)] {
			continue
		}
		seen[string(b)] = true
		out = append(out, b)
	}
	return out
}

func marshalSorted(v any) (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// synth generates one argument set.
type synth struct {
	root  any
	mode  synthMode
	nodes int
	work  int
	refs  []string // $ref chain being resolved (cycle guard)
	cache map[uintptr]map[string]any
}

// value makes a value for schema at the given depth. top marks the root,
// which must be an object.
func (s *synth) value(schema any, depth int, top bool) any {
	s.nodes++
	sch := s.resolve(schema, 0)
	if v, ok := hintValue(sch); ok {
		if top {
			if _, isObj := v.(map[string]any); !isObj {
				return s.object(sch, depth)
			}
		}
		return v
	}
	if top {
		return s.object(sch, depth)
	}
	switch schemaType(sch) {
	case "object":
		return s.object(sch, depth)
	case "array":
		return s.array(sch, depth)
	case "string":
		return synthString(sch)
	case "integer":
		return synthNumber(sch, true)
	case "number":
		return synthNumber(sch, false)
	case "boolean":
		return false
	case "null":
		return nil
	}
	return "example"
}

// resolve follows $ref, merges allOf and picks the first usable anyOf/oneOf
// branch; the schema's own keywords win over the ones it pulls in. depth
// counts the references and combinators followed so far.
func (s *synth) resolve(schema any, depth int) map[string]any {
	m, ok := schema.(map[string]any)
	if !ok || depth > synthMaxDepth || s.work > synthMaxWork {
		return map[string]any{}
	}
	// Top-level resolutions do not depend on the $ref chain: cache them,
	// keyed by the identity of the decoded schema object.
	var key uintptr
	if depth == 0 {
		key = reflect.ValueOf(m).Pointer()
		if r, ok := s.cache[key]; ok {
			return r
		}
	}
	s.work += 1 + len(m)
	out := s.resolveUncached(m, depth)
	if depth == 0 {
		if s.cache == nil {
			s.cache = map[uintptr]map[string]any{}
		}
		s.cache[key] = out
	}
	return out
}

// resolveUncached does the work of resolve.
func (s *synth) resolveUncached(m map[string]any, depth int) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		switch k {
		case "$ref", "allOf", "anyOf", "oneOf":
		default:
			out[k] = v
		}
	}
	if ref, ok := m["$ref"].(string); ok {
		if target, ok := s.deref(ref); ok && !s.inChain(ref) {
			s.refs = append(s.refs, ref)
			s.merge(out, s.resolve(target, depth+1))
			s.refs = s.refs[:len(s.refs)-1]
		}
	}
	if all, ok := m["allOf"].([]any); ok {
		for _, sub := range all {
			s.merge(out, s.resolve(sub, depth+1))
		}
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		branches, ok := m[key].([]any)
		if !ok || len(branches) == 0 {
			continue
		}
		pick := branches[0]
		for _, b := range branches {
			if !s.nullOnly(b) {
				pick = b
				break
			}
		}
		s.merge(out, s.resolve(pick, depth+1))
	}
	return out
}

// nullOnly reports whether a branch only allows null (Optional[...] in
// generated schemas), looking through one $ref.
func (s *synth) nullOnly(branch any) bool {
	m, ok := branch.(map[string]any)
	if !ok {
		return false
	}
	if ref, ok := m["$ref"].(string); ok {
		if t, ok := s.deref(ref); ok {
			if tm, ok := t.(map[string]any); ok {
				m = tm
			}
		}
	}
	switch t := m["type"].(type) {
	case string:
		return t == "null"
	case []any:
		for _, e := range t {
			if e != "null" {
				return false
			}
		}
		return len(t) > 0
	}
	return false
}

func (s *synth) inChain(ref string) bool {
	for _, r := range s.refs {
		if r == ref {
			return true
		}
	}
	return false
}

// deref resolves a local JSON pointer reference ("#/$defs/x",
// "#/definitions/x", or any "#/..." path) within the root schema.
func (s *synth) deref(ref string) (any, bool) {
	frag, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil, false
	}
	if u, err := url.PathUnescape(frag); err == nil {
		frag = u
	}
	cur := s.root
	if frag == "" {
		return cur, true
	}
	if !strings.HasPrefix(frag, "/") {
		return nil, false
	}
	for _, part := range strings.Split(frag[1:], "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[part]
			if !ok {
				return nil, false
			}
			cur = v
		case []any:
			i, err := strconv.Atoi(part)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			cur = c[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// merge is mergeSchema with its cost counted against the work budget.
func (s *synth) merge(dst, src map[string]any) {
	if p, ok := dst["properties"].(map[string]any); ok {
		s.work += len(p)
	}
	if p, ok := src["properties"].(map[string]any); ok {
		s.work += len(p)
	}
	s.work += len(src)
	mergeSchema(dst, src)
}

// mergeSchema adds src's keywords to dst where dst has none; properties
// are merged by name and required lists are joined.
func mergeSchema(dst, src map[string]any) {
	for k, v := range src {
		switch k {
		case "properties":
			sp, ok := v.(map[string]any)
			if !ok {
				continue
			}
			dp, ok := dst[k].(map[string]any)
			if !ok {
				dp = map[string]any{}
			} else {
				dp = copyMap(dp)
			}
			for name, ps := range sp {
				if _, exists := dp[name]; !exists {
					dp[name] = ps
				}
			}
			dst[k] = dp
		case "required":
			sr, ok := v.([]any)
			if !ok {
				continue
			}
			dr, _ := dst[k].([]any)
			dst[k] = append(append([]any{}, dr...), sr...)
		default:
			if _, exists := dst[k]; !exists {
				dst[k] = v
			}
		}
	}
}

func copyMap(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// hintValue returns the value a schema suggests: const, default, the first
// of examples, an OpenAPI example, or the first enum value.
func hintValue(sch map[string]any) (any, bool) {
	if v, ok := sch["const"]; ok {
		return v, true
	}
	if v, ok := sch["default"]; ok {
		return v, true
	}
	if ex, ok := sch["examples"].([]any); ok && len(ex) > 0 {
		return ex[0], true
	}
	if ex, ok := sch["example"]; ok { // OpenAPI-derived schemas
		return ex, true
	}
	if en, ok := sch["enum"].([]any); ok && len(en) > 0 {
		return en[0], true
	}
	return nil, false
}

// hasHint reports whether an optional property should be filled by the
// synthHinted variant.
func hasHint(sch map[string]any) bool {
	_, c := sch["const"]
	_, d := sch["default"]
	ex, _ := sch["examples"].([]any)
	_, e := sch["example"]
	return c || d || e || len(ex) > 0
}

// schemaType returns the schema's type: the first non-null entry of a type
// list, else one inferred from the keywords present ("" when unknown).
func schemaType(sch map[string]any) string {
	switch t := sch["type"].(type) {
	case string:
		return t
	case []any:
		first := ""
		for _, e := range t {
			if s, ok := e.(string); ok {
				if s != "null" {
					return s
				}
				if first == "" {
					first = s
				}
			}
		}
		if first != "" {
			return first
		}
	}
	switch {
	case sch["properties"] != nil || sch["required"] != nil || sch["additionalProperties"] != nil:
		return "object"
	case sch["items"] != nil || sch["prefixItems"] != nil || sch["minItems"] != nil:
		return "array"
	case sch["format"] != nil || sch["minLength"] != nil || sch["maxLength"] != nil || sch["pattern"] != nil:
		return "string"
	case sch["minimum"] != nil || sch["maximum"] != nil || sch["exclusiveMinimum"] != nil ||
		sch["exclusiveMaximum"] != nil || sch["multipleOf"] != nil:
		return "number"
	}
	return ""
}

// object fills the required properties (and, by mode, optional ones).
func (s *synth) object(sch map[string]any, depth int) any {
	obj := map[string]any{}
	if depth >= synthMaxDepth || s.nodes > synthMaxNodes {
		return obj
	}
	props, _ := sch["properties"].(map[string]any)
	var names []string
	required := map[string]bool{}
	if req, ok := sch["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok && !required[name] {
				required[name] = true
				names = append(names, name)
			}
		}
	}
	if s.mode != synthMinimal {
		for _, name := range sortedKeys(props) {
			if required[name] {
				continue
			}
			if s.mode == synthFull || hasHint(s.resolve(props[name], 0)) {
				names = append(names, name)
			}
		}
	}
	for _, name := range names {
		ps, ok := props[name]
		if !ok {
			if ap, isSchema := sch["additionalProperties"].(map[string]any); isSchema {
				ps = ap
			} else {
				ps = map[string]any{}
			}
		}
		obj[name] = s.value(ps, depth+1, false)
	}
	return obj
}

// array makes minItems items (prefixItems / tuple items first).
func (s *synth) array(sch map[string]any, depth int) any {
	arr := []any{}
	if depth >= synthMaxDepth || s.nodes > synthMaxNodes {
		return arr
	}
	n := int(math.Min(numberOr(sch["minItems"], 0), synthMaxItems))
	var prefix []any
	if p, ok := sch["prefixItems"].([]any); ok {
		prefix = p
	}
	items := sch["items"]
	if tuple, ok := items.([]any); ok { // draft-04..2019-09 tuple form
		prefix, items = tuple, sch["additionalItems"]
	}
	for i := 0; i < n; i++ {
		var is any = map[string]any{}
		switch {
		case i < len(prefix):
			is = prefix[i]
		case items != nil:
			is = items
		}
		if b, ok := is.(bool); ok && !b {
			break
		}
		arr = append(arr, s.value(is, depth+1, false))
	}
	return arr
}

// stringFormats are example values for the string formats tools use.
var stringFormats = map[string]string{
	"date-time":     "2025-01-01T00:00:00Z",
	"date":          "2025-01-01",
	"time":          "00:00:00Z",
	"duration":      "P1D",
	"uri":           "https://example.com",
	"url":           "https://example.com",
	"iri":           "https://example.com",
	"uri-reference": "https://example.com",
	"iri-reference": "https://example.com",
	"uri-template":  "https://example.com",
	"email":         "user@example.com",
	"idn-email":     "user@example.com",
	"uuid":          "00000000-0000-4000-8000-000000000000",
	"hostname":      "example.com",
	"idn-hostname":  "example.com",
	"ipv4":          "192.0.2.1",
	"ipv6":          "2001:db8::1",
	"json-pointer":  "/",
	"regex":         ".*",
}

func synthString(sch map[string]any) any {
	if f, ok := sch["format"].(string); ok {
		if v, ok := stringFormats[strings.ToLower(f)]; ok {
			return v
		}
	}
	v := "example"
	minLen := int(math.Min(numberOr(sch["minLength"], 0), synthMaxLength))
	if p, ok := sch["pattern"].(string); ok {
		if re, err := regexp.Compile(p); err != nil || !re.MatchString(v) {
			if got, ok := patternString(p, minLen); ok {
				return got
			}
		}
	}
	if len(v) < minLen {
		v += strings.Repeat("x", minLen-len(v))
	}
	if maxLen, ok := number(sch["maxLength"]); ok && maxLen >= 0 && float64(len(v)) > maxLen {
		v = v[:int(maxLen)]
	}
	return v
}

// synthNumber picks max(minimum, exclusiveMinimum+1, 1) bounded by the
// maximum, rounded up to multipleOf for integers.
func synthNumber(sch map[string]any, integer bool) any {
	v := 1.0
	lower, hasLower := math.Inf(-1), false
	if m, ok := number(sch["minimum"]); ok {
		lower, hasLower = m, true
		if b, _ := sch["exclusiveMinimum"].(bool); b { // draft-04
			lower = m + 1
		}
	}
	if m, ok := number(sch["exclusiveMinimum"]); ok && m+1 > lower {
		lower, hasLower = m+1, true
	}
	if hasLower && lower > v {
		v = lower
	}
	upper, hasUpper := math.Inf(1), false
	if m, ok := number(sch["maximum"]); ok {
		upper, hasUpper = m, true
		if b, _ := sch["exclusiveMaximum"].(bool); b {
			upper = m - 1
		}
	}
	if m, ok := number(sch["exclusiveMaximum"]); ok && m-1 < upper {
		upper, hasUpper = m-1, true
		if !integer && hasLower && lower < m && lower > m-1 {
			upper = (lower + m) / 2
		}
	}
	if hasUpper && v > upper {
		v = upper
	}
	if integer {
		v = math.Ceil(v)
		if mult, ok := number(sch["multipleOf"]); ok && mult > 0 {
			if r := math.Ceil(v/mult) * mult; !math.IsInf(r, 0) && !math.IsNaN(r) {
				v = r
			}
		}
	}
	if math.IsInf(v, 0) || math.IsNaN(v) {
		v = 1
	}
	if integer || v == math.Trunc(v) {
		return json.Number(strconv.FormatFloat(v, 'f', -1, 64))
	}
	return json.Number(strconv.FormatFloat(v, 'g', -1, 64))
}

// number reads a JSON number keyword.
func number(v any) (float64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := n.Float64()
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

func numberOr(v any, def float64) float64 {
	if f, ok := number(v); ok {
		return f
	}
	return def
}
