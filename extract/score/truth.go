package score

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// maxLeaves bounds the leaves taken from one value, so a huge
// structuredContent cannot make the comparison quadratic or unbounded.
const maxLeaves = 20000

// maxMismatches is how many mismatches a Truth keeps.
const maxMismatches = 5

// leaf is one scalar of a JSON value with where it sits.
type leaf struct {
	path string // display path, e.g. entities[0].name
	key  string // match key: array positions and the folded name of the nearest object key
	val  string // normalised value, see canon
	show string // the value as JSON, for messages
}

// flatten lists the scalar leaves of v (decoded JSON: maps, slices,
// strings, numbers, booleans; nulls are skipped: there is nothing to
// extract). Container names are kept for display only: the match key is
// made of the array positions on the way down and the folded name of the
// nearest object key, because text has no names for wrappers (a list
// extracted under "items" matches a structuredContent list under
// "entities").
func flatten(v any) []leaf {
	var out []leaf
	var walk func(v any, path, name string, idx []string)
	walk = func(v any, path, name string, idx []string) {
		if len(out) >= maxLeaves {
			return
		}
		switch x := v.(type) {
		case nil:
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				p := k
				if path != "" {
					p = path + "." + k
				}
				walk(x[k], p, k, idx)
			}
		case []any:
			for i, e := range x {
				walk(e, fmt.Sprintf("%s[%d]", path, i), name, append(idx[:len(idx):len(idx)], strconv.Itoa(i)))
			}
		default:
			val, ok := canon(x)
			if !ok {
				return
			}
			show := shortJSON(x)
			if path == "" {
				path = "$"
			}
			out = append(out, leaf{path: path, key: strings.Join(idx, "/") + "\x00" + fold(name), val: val, show: show})
		}
	}
	walk(v, "", "", nil)
	return out
}

// fold lowercases a key and drops everything but letters and digits, so
// "Last Modified", "last_modified" and "lastModified" are one name.
func fold(k string) string {
	var b strings.Builder
	for _, r := range k {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// canon normalises a scalar for comparison: numbers (also strings that
// read as numbers) compare numerically, booleans (also "true"/"false")
// as booleans, other strings trimmed.
func canon(v any) (string, bool) {
	num := func(f float64) string { return "n:" + strconv.FormatFloat(f, 'g', -1, 64) }
	switch x := v.(type) {
	case string:
		s := strings.TrimSpace(x)
		if f, err := strconv.ParseFloat(s, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) && looksNumeric(s) {
			return num(f), true
		}
		if s == "true" || s == "false" {
			return "b:" + s, true
		}
		return "s:" + s, true
	case json.Number:
		if f, err := x.Float64(); err == nil {
			return num(f), true
		}
		return "s:" + x.String(), true
	case float64:
		return num(x), true
	case float32:
		return num(float64(x)), true
	case int:
		return num(float64(x)), true
	case int64:
		return num(float64(x)), true
	case int32:
		return num(float64(x)), true
	case uint64:
		return num(float64(x)), true
	case bool:
		return "b:" + strconv.FormatBool(x), true
	}
	return "", false
}

// looksNumeric refuses what ParseFloat takes but nobody writes as a number
// in text: "Inf", "NaN", hex floats, underscores.
func looksNumeric(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r == '.' || r == '-' || r == '+' || r == 'e' || r == 'E') {
			return false
		}
	}
	return true
}

// compare matches the leaves of got (extracted from text) against want
// (structuredContent) and adds the counts to t. A truth leaf is matched by
// an extracted leaf with the same match key and the same normalised value;
// unmatched truth leaves are false negatives, unmatched extracted leaves
// false positives.
func compare(t *Truth, id string, want, got any) {
	wl, gl := flatten(want), flatten(got)
	t.Samples++
	t.Fields += len(wl)
	pool := map[string][]int{} // match key -> indices into gl, unconsumed
	for i, g := range gl {
		pool[g.key] = append(pool[g.key], i)
	}
	used := make([]bool, len(gl))
	var missed []leaf
	for _, w := range wl {
		found := false
		for _, i := range pool[w.key] {
			if !used[i] && gl[i].val == w.val {
				used[i], found = true, true
				break
			}
		}
		if found {
			t.TruePositive++
			continue
		}
		t.FalseNegative++
		missed = append(missed, w)
	}
	for _, w := range missed {
		if len(t.Mismatches) >= maxMismatches {
			break
		}
		got := "(missing)"
		for _, i := range pool[w.key] {
			if !used[i] {
				got = gl[i].show
				break
			}
		}
		t.Mismatches = append(t.Mismatches, fmt.Sprintf("%s %s: want %s vs got %s", id, w.path, w.show, got))
	}
	for i, g := range gl {
		if used[i] {
			continue
		}
		t.FalsePositive++
		if len(t.Mismatches) < maxMismatches && !anyWant(wl, g.key) {
			t.Mismatches = append(t.Mismatches, fmt.Sprintf("%s %s: want (absent) vs got %s", id, g.path, g.show))
		}
	}
}

// anyWant reports whether some truth leaf has the match key.
func anyWant(wl []leaf, key string) bool {
	for _, w := range wl {
		if w.key == key {
			return true
		}
	}
	return false
}

// finish computes precision and recall from the counts.
func (t *Truth) finish() {
	t.Precision = ratio(t.TruePositive, t.TruePositive+t.FalsePositive)
	t.Recall = ratio(t.TruePositive, t.TruePositive+t.FalseNegative)
}

// ratio is a/b, 0 when b is 0.
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// shortJSON renders a scalar as JSON, cut to 80 bytes for messages.
func shortJSON(v any) string {
	b, _ := json.Marshal(v)
	const limit = 80
	if len(b) <= limit {
		return string(b)
	}
	cut := limit
	for cut > 0 && b[cut]&0xC0 == 0x80 {
		cut--
	}
	return string(b[:cut]) + "…"
}
