package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// snippetCap is the largest piece of captured text a finding's evidence
// carries.
const snippetCap = 500

// decodeObject decodes raw into a JSON object's members; it returns "" on
// success, else why raw is not an object ("is not valid JSON", "is a JSON
// array, not an object").
func decodeObject(raw json.RawMessage, out *map[string]json.RawMessage) string {
	k := jsonKind(raw)
	switch k {
	case "":
		return "is not valid JSON"
	case "object":
	default:
		return "is a JSON " + k + ", not an object"
	}
	if err := json.Unmarshal(raw, out); err != nil || *out == nil {
		return "is not valid JSON"
	}
	return ""
}

// jsonKind names the kind of a JSON value (object, array, string, number,
// boolean, null), or "" for invalid JSON.
func jsonKind(raw []byte) string { return jsonx.ValueKind(raw) }

// isNull reports whether raw is the JSON literal null.
func isNull(raw []byte) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// decodeJSON decodes one JSON value with numbers kept as json.Number; ok
// is false for invalid JSON or trailing data.
func decodeJSON(b []byte) (any, bool) {
	v, err := jsonx.DecodeNumbers(b)
	return v, err == nil
}

// jsonText returns the JSON value a text carries: the whole trimmed text,
// or the content of a text that is exactly one fenced code block. Only
// objects and arrays count (a bare "42" or "true" is prose).
func jsonText(s string) (any, bool) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "```") && strings.HasSuffix(t, "```") && len(t) > 6 {
		inner := t[3 : len(t)-3]
		nl := strings.IndexByte(inner, '\n')
		if nl < 0 {
			return nil, false
		}
		if info := strings.TrimSpace(inner[:nl]); info != "" && !strings.EqualFold(info, "json") {
			return nil, false
		}
		t = strings.TrimSpace(inner[nl+1:])
		if strings.Contains(t, "```") {
			return nil, false
		}
	}
	if t == "" || (t[0] != '{' && t[0] != '[') {
		return nil, false
	}
	return decodeJSON([]byte(t))
}

// jsonEqual compares two decoded JSON values semantically: member order
// does not matter, numbers compare by value (1 equals 1.0).
func jsonEqual(a, b any) bool { return jsonx.Equal(a, b) }

// capString cuts s to at most n bytes on a rune boundary, marking the cut.
func capString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("… (%d bytes in all)", len(s))
}

// quoteCap quotes s (Go syntax) after capping it to n bytes.
func quoteCap(s string, n int) string { return strconv.Quote(capString(s, n)) }

// snippet returns raw JSON (or text) capped for evidence.
func snippet(b []byte) string { return capString(string(b), snippetCap) }

// toString renders a recovered value.
func toString(v any) string {
	if e, ok := v.(error); ok {
		return e.Error()
	}
	return fmt.Sprint(v)
}

// plural returns "1 call" / "2 calls".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
