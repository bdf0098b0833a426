package suggest

import (
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// fold is the extractor's key folding for output_schema projection
// (case, spaces, '-', '_', '.', '*', '`' ignored): a schema property
// reaches an extracted key when both fold alike.
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '\t', '-', '_', '.', '*', '`', '\u00a0':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// personKey is the snake_case form of a key when the extractor's folding
// still maps it back to the key, else the key itself.
func personKey(k string) string {
	if schema.IsDataKey(k) {
		return k // a date, ID or path used as a key is data, not a name
	}
	if s := snake(k); s != "" && fold(s) == fold(k) {
		return s
	}
	return k
}

// renameKeys returns v with every object key in its person form (see
// personKey); keys whose new forms would clash keep their names.
func renameKeys(v any) any {
	switch x := v.(type) {
	case map[string]any:
		count := map[string]int{}
		for k := range x {
			count[personKey(k)]++
		}
		out := make(map[string]any, len(x))
		for k, e := range x {
			nk := personKey(k)
			if count[nk] > 1 {
				nk = k
			}
			out[nk] = renameKeys(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = renameKeys(e)
		}
		return out
	}
	return v
}

// flattenSections lifts the pairs of nested sections to the top level when
// no two pairs of any sample share a name (the extractor's projection
// finds nested keys by name), and drops keys whose value is empty in every
// sample (header lines such as "Weather for San Francisco, CA:"). It
// returns the values unchanged when lifting would merge names.
func flattenSections(values []any) []any {
	flat := make([]any, len(values))
	for i, v := range values {
		m, ok := v.(map[string]any)
		if !ok {
			return dropEmpty(values)
		}
		out := map[string]any{}
		if !lift(m, out, map[string]bool{}) {
			return dropEmpty(values)
		}
		flat[i] = out
	}
	return dropEmpty(flat)
}

// lift copies the leaves of m into out; false on a clash of folded names.
func lift(m map[string]any, out map[string]any, seen map[string]bool) bool {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if sub, ok := m[k].(map[string]any); ok && len(sub) > 0 {
			if seen[fold(k)] {
				return false
			}
			seen[fold(k)] = true
			if !lift(sub, out, seen) {
				return false
			}
			continue
		}
		if seen[fold(k)] {
			return false
		}
		seen[fold(k)] = true
		out[k] = m[k]
	}
	return true
}

// dropEmpty removes top-level keys whose value is empty ("" or {}) in
// every sample that has them.
func dropEmpty(values []any) []any {
	empty := map[string]bool{}
	for _, v := range values {
		m, ok := v.(map[string]any)
		if !ok {
			return values
		}
		for k, e := range m {
			isEmpty := e == "" || e == nil
			if sub, ok := e.(map[string]any); ok && len(sub) == 0 {
				isEmpty = true
			}
			if prev, seen := empty[k]; !seen {
				empty[k] = isEmpty
			} else {
				empty[k] = prev && isEmpty
			}
		}
	}
	out := make([]any, len(values))
	for i, v := range values {
		m := v.(map[string]any)
		n := make(map[string]any, len(m))
		for k, e := range m {
			if !empty[k] {
				n[k] = e
			}
		}
		out[i] = n
	}
	return out
}
