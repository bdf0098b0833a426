package extract

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// Coerced values have these Go types: string, bool, int64 (json.Number
// when an integer does not fit), float64, map[string]any, []any, nil.

// coerce converts v to the JSON type t ("string", "integer", "number",
// "boolean", "null", "object", "array"); ok is false when it does not
// convert the way a person would read it.
func coerce(v any, t string) (any, bool) {
	switch t {
	case "string":
		return toString(v)
	case "integer":
		return toInteger(v)
	case "number":
		return toNumber(v)
	case "boolean":
		return toBoolean(v)
	case "null":
		return nil, v == nil
	case "object":
		m, ok := v.(map[string]any)
		return m, ok
	case "array":
		a, ok := v.([]any)
		return a, ok
	}
	return v, true
}

// hasType reports whether v already is of JSON type t (no conversion).
func hasType(v any, t string) bool {
	switch t {
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "null":
		return v == nil
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "number":
		switch v.(type) {
		case json.Number, float64, int64, int:
			return true
		}
	case "integer":
		_, ok := toInteger(v)
		switch v.(type) {
		case json.Number, float64, int64, int:
			return ok
		}
	}
	return false
}

func toString(v any) (any, bool) {
	switch t := v.(type) {
	case string:
		return t, true
	case json.Number:
		return t.String(), true
	case int64:
		return strconv.FormatInt(t, 10), true
	case int:
		return strconv.Itoa(t), true
	case float64:
		return strconv.FormatFloat(t, 'g', -1, 64), true
	case bool:
		return strconv.FormatBool(t), true
	case []any:
		// a comma list key-value text split into items (kvList) where a
		// string is declared: joined back as written
		parts := make([]string, len(t))
		for i, e := range t {
			s, ok := e.(string)
			if !ok {
				return nil, false
			}
			parts[i] = s
		}
		return strings.Join(parts, ", "), len(parts) > 0
	}
	return nil, false
}

// numericText cleans a number written for people: white space, markdown
// emphasis, a leading +, and thousands separators (1,234 1_234 1 234).
func numericText(s string) (string, bool) {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, "*_`")
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "+")
	if s == "" {
		return "", false
	}
	var b strings.Builder
	digitsSinceSep, sawSep, sawPoint := 0, false, false
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
			digitsSinceSep++
		case r == ',' || r == '_' || r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\u2009':
			// a thousands separator: after 1-3 digits, before exactly 3
			if sawPoint || digitsSinceSep == 0 || (sawSep && digitsSinceSep != 3) || (!sawSep && digitsSinceSep > 3) {
				return "", false
			}
			sawSep, digitsSinceSep = true, 0
		case r == '.':
			if sawSep && digitsSinceSep != 3 {
				return "", false
			}
			sawPoint, sawSep = true, false
			b.WriteRune(r)
		case r == '-' && i == 0:
			b.WriteRune(r)
		case r == 'e' || r == 'E':
			if sawSep && digitsSinceSep != 3 {
				return "", false
			}
			b.WriteString(s[i:])
			return b.String(), true
		default:
			return "", false
		}
	}
	if sawSep && digitsSinceSep != 3 {
		return "", false
	}
	return b.String(), true
}

func toInteger(v any) (any, bool) {
	var s string
	switch t := v.(type) {
	case int64:
		return t, true
	case int:
		return int64(t), true
	case float64:
		if t == math.Trunc(t) && math.Abs(t) < 1<<53 {
			return int64(t), true
		}
		return nil, false
	case json.Number:
		s = t.String()
	case string:
		if len(t) <= 18 && isDigits(t) { // fast path: what numericText keeps as is
			n, _ := strconv.ParseInt(t, 10, 64)
			return n, true
		}
		c, ok := numericText(t)
		if !ok {
			return nil, false
		}
		s = c
	default:
		return nil, false
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	if isDigits(strings.TrimPrefix(s, "-")) {
		return json.Number(s), true // too large for int64, still an integer
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return int64(f), true
	}
	return nil, false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func toNumber(v any) (any, bool) {
	var s string
	switch t := v.(type) {
	case float64:
		return t, true
	case int64:
		return float64(t), true
	case int:
		return float64(t), true
	case json.Number:
		s = t.String()
	case string:
		c, ok := numericText(t)
		if !ok {
			return nil, false
		}
		s = c
	default:
		return nil, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, false
	}
	return f, true
}

func toBoolean(v any) (any, bool) {
	switch t := v.(type) {
	case bool:
		return t, true
	case json.Number:
		switch t.String() {
		case "1":
			return true, true
		case "0":
			return false, true
		}
	case int64:
		if t == 0 || t == 1 {
			return t == 1, true
		}
	case string:
		switch strings.ToLower(strings.Trim(strings.TrimSpace(t), "*_`")) {
		case "true", "yes", "y", "on", "1", "enabled", "✅", "✓", "✔":
			return true, true
		case "false", "no", "n", "off", "0", "disabled", "❌", "✗", "✘":
			return false, true
		}
	}
	return nil, false
}
