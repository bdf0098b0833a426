package extract

// Text dumps inside JSON: a command runner's {"stdout": "NAME  READY …\n…"},
// a file reader's {"content": "id,name\n1,bolt\n"}, a result wrapped in
// another result ({"content": [{"type": "text", "text": "…"}]}). Under
// parser auto such a string is read by auto as any text would be, and
// what auto finds in it is put next to it under the same key with
// "_parsed" appended; the string itself stays.

// ParsedSuffix ends the key under which parser auto puts what it read in
// a JSON string value of several lines (see readDumps).
const ParsedSuffix = "_parsed"

// Bounds of readDumps: strings read per output, and their length.
const (
	maxDumps     = 64
	maxDumpBytes = 256 << 10
)

// readDumps walks a JSON value taken under parser auto and, in each
// object, reads every string member that holds a line break (a text of
// lines, not a name or a sentence) with auto's pattern parsers: when they
// find structure (a table, a list, key-value pairs, record lines, a grid,
// or JSON), the value goes under key+"_parsed". Keys already present are
// left alone. The values found in strings have no byte ranges in the
// account (they are not bytes of the text as written).
func (x *Extractor) readDumps(v any, budget *int) {
	switch t := v.(type) {
	case map[string]any:
		var add map[string]any
		for k, e := range t {
			s, ok := e.(string)
			if !ok {
				x.readDumps(e, budget)
				continue
			}
			if *budget <= 0 || len(s) > maxDumpBytes || !hasLineBreak(s) {
				continue
			}
			if _, taken := t[k+ParsedSuffix]; taken {
				continue
			}
			*budget--
			if pv, ok := x.readDump(s); ok {
				if add == nil {
					add = map[string]any{}
				}
				add[k+ParsedSuffix] = pv
			}
		}
		for k, e := range add {
			t[k] = e
		}
	case []any:
		for _, e := range t {
			x.readDumps(e, budget)
		}
	}
}

// readDump reads one string with parser auto (no sections, no further
// dumps) and returns its value when auto found structure in it.
func (x *Extractor) readDump(s string) (any, bool) {
	var acc Account
	r := newRun(s, &acc)
	r.depth = 2
	v, ok := x.extractAuto(r)
	if !ok || v == nil || acc.Parser == ParsedText || isEmptyMap(v) {
		return nil, false
	}
	return v, true
}

// hasLineBreak reports whether s holds a '\n' with text before it.
func hasLineBreak(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return i > 0
		}
	}
	return false
}

// isEmptyMap reports an object with no members or only empty arrays.
func isEmptyMap(v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	for _, e := range m {
		if a, ok := e.([]any); !ok || len(a) > 0 {
			return false
		}
	}
	return true
}
