package jsonx

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"
)

// Equal compares two decoded JSON values (map[string]any, []any, string,
// bool, nil, and numbers as json.Number or float64) semantically: member
// order does not matter and numbers compare by exact value, so 1, 1.0 and
// 1e0 are equal while 9007199254740993 and 9007199254740992 are not.
func Equal(a, b any) bool {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, xv := range x {
			yv, ok := y[k]
			if !ok || !Equal(xv, yv) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !Equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case json.Number, float64:
		return numberEqual(numberText(x), numberText(b))
	default:
		return a == b
	}
}

// numberText is the JSON text of a number value, "" for non-numbers.
func numberText(v any) string {
	switch n := v.(type) {
	case json.Number:
		return string(n)
	case float64:
		return strconv.FormatFloat(n, 'g', -1, 64)
	}
	return ""
}

// maxExponent bounds the exponents compared exactly: a number such as
// 1e999999999 would otherwise expand to a billion digits.
const maxExponent = 400

// numberEqual compares two JSON number texts by exact value. Numbers with
// huge exponents compare by their float64 value, then by text. "" is not a
// number and equals nothing.
func numberEqual(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	if hugeExponent(a) || hugeExponent(b) {
		x, err1 := strconv.ParseFloat(a, 64)
		y, err2 := strconv.ParseFloat(b, 64)
		return err1 == nil && err2 == nil && x == y
	}
	x, ok1 := new(big.Rat).SetString(a)
	y, ok2 := new(big.Rat).SetString(b)
	return ok1 && ok2 && x.Cmp(y) == 0
}

// hugeExponent reports whether the number text s has an exponent beyond
// ±maxExponent.
func hugeExponent(s string) bool {
	i := strings.IndexAny(s, "eE")
	if i < 0 {
		return false
	}
	e, err := strconv.Atoi(strings.TrimPrefix(s[i+1:], "+"))
	return err != nil || e > maxExponent || e < -maxExponent
}
