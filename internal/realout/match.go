package realout

import (
	"bytes"
	"encoding/json"
	"math/big"
	"regexp"
	"strings"
)

// canon is the string form values are compared in: trimmed, inner runs of
// white space collapsed to one space, lowercased.
func canon(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

var (
	plainNumber     = regexp.MustCompile(`^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$`)
	groupedThousand = regexp.MustCompile(`^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$`)
)

// matchKey is the equivalence class a value is matched by: exactKey of
// the value with its inline markdown decoration taken off (plainMarkdown),
// so that a labeller's "`variant`" or "[Name](#anchor)" matches the "variant"
// or "Name" an extractor renders: LABELS.md asks for values without
// decoration, and some labellers kept it.
func matchKey(s string) string { return exactKey(plainMarkdown(s)) }

// exactKey is the equivalence class of a value as written: numbers
// (plain, or with comma thousands separators) by their exact rational
// value, other strings by canon.
func exactKey(s string) string {
	c := canon(s)
	n := c
	if groupedThousand.MatchString(n) {
		n = strings.ReplaceAll(n, ",", "")
	} else if !plainNumber.MatchString(n) {
		return "s:" + c
	}
	r, ok := new(big.Rat).SetString(n)
	if !ok {
		return "s:" + c
	}
	return "n:" + r.RatString()
}

// Leaves returns the scalar leaves of an extracted value as strings:
// strings, numbers and booleans, depth first (map members in key order).
// Nulls and map keys are not leaves.
func Leaves(v any) []string {
	leaves, _ := parts(v)
	return leaves
}

// Keys returns the object keys of an extracted value, depth first (each
// object's keys in order), with repeats.
func Keys(v any) []string {
	_, keys := parts(v)
	return keys
}

// parts returns the scalar leaves and the object keys of v, read as the
// JSON it marshals to (numbers as written).
func parts(v any) (leaves, keys []string) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var n any
	if dec.Decode(&n) != nil {
		return nil, nil
	}
	walk(n, &leaves, &keys)
	return leaves, keys
}

func walk(v any, leaves, keys *[]string) {
	switch t := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(t) {
			*keys = append(*keys, k)
			walk(t[k], leaves, keys)
		}
	case []any:
		for _, e := range t {
			walk(e, leaves, keys)
		}
	case string:
		*leaves = append(*leaves, t)
	case json.Number:
		*leaves = append(*leaves, t.String())
	case bool:
		if t {
			*leaves = append(*leaves, "true")
		} else {
			*leaves = append(*leaves, "false")
		}
	}
}

// Match counts the reference values found among the leaves and returns the
// ones not found. Each leaf matches at most one reference value (multiset);
// a leaf must be equal to the value (canon, or numerically), never merely
// contain it.
func Match(leaves, want []string) (found int, missing []string) {
	return matchBy(matchKey, leaves, want)
}

// MatchExact is Match with markdown decoration kept (exactKey): the
// stricter count reports give beside Match's.
func MatchExact(leaves, want []string) (found int, missing []string) {
	return matchBy(exactKey, leaves, want)
}

func matchBy(key func(string) string, leaves, want []string) (found int, missing []string) {
	have := map[string]int{}
	for _, l := range leaves {
		have[key(l)]++
	}
	for _, w := range want {
		k := key(w)
		if have[k] > 0 {
			have[k]--
			found++
			continue
		}
		missing = append(missing, w)
	}
	return found, missing
}

// plainMarkdown takes inline markdown decoration off s: a link
// "[text](target)" becomes its text, the markers "**", "__", "~~" and
// backticks go, and a backslash escape of ASCII punctuation ("\\|" in a
// table cell) becomes the character. Single '*' and '_' stay (they are
// often data: "depends_on", "a*b").
func plainMarkdown(s string) string {
	if !strings.ContainsAny(s, "[*_~`\\") {
		return s
	}
	s = mdLink.ReplaceAllString(s, "$1")
	s = strings.NewReplacer("**", "", "__", "", "~~", "", "`", "").Replace(s)
	return mdEscape.ReplaceAllString(s, "$1")
}

var (
	mdLink   = regexp.MustCompile(`\[([^\]]*)\]\([^)\s]*\)`)
	mdEscape = regexp.MustCompile(`\\([!-/:-@\[-` + "`" + `{-~])`)
)
