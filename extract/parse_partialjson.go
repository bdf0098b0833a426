package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// ParsedPartialJSON is Account.Parser when parser auto read the
// well-formed start of a JSON text cut short (jsonx.Partial).
const ParsedPartialJSON = "json_partial"

// partialJSON reads a text that opens with a JSON object or array cut
// short ("… (truncated)" after a size limit) or broken by a trailing
// comma: the members and elements before the break, when they are two or
// more and carry half of the text or more. An array is wrapped as JSON
// arrays are; each scalar is recorded where it first appears.
func (x *Extractor) partialJSON(r *run) (any, bool) {
	a := len(r.text) - len(strings.TrimLeft(r.text, " \t\r\n"))
	t := strings.TrimSpace(r.text)
	if len(t) < 16 || t[0] != '{' && t[0] != '[' {
		return nil, false
	}
	v, end, ok := jsonx.Partial(r.text[a:])
	if !ok || end*2 < len(t) || ScalarLeaves(v) < 2 {
		return nil, false
	}
	r.acc.Pattern = PatternJSON
	r.acc.Parser = ParsedPartialJSON
	r.warn("the JSON text is cut short or malformed: the value holds what came before the break")
	return x.literalValue(r, v), true
}

// ScalarLeaves counts the scalar leaves of v that hold something: nulls
// and blank strings do not count.
func ScalarLeaves(v any) int {
	switch x := v.(type) {
	case nil:
		return 0
	case string:
		if strings.TrimSpace(x) == "" {
			return 0
		}
		return 1
	case map[string]any:
		n := 0
		for _, e := range x {
			n += ScalarLeaves(e)
		}
		return n
	case []any:
		n := 0
		for _, e := range x {
			n += ScalarLeaves(e)
		}
		return n
	}
	return 1
}
