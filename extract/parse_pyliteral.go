package extract

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// ParsedPyLiteral is Account.Parser when parser auto read the text as a
// Python literal (textparse.PyLiteralJSON).
const ParsedPyLiteral = "python_literal"

// pyLiteral reads a text that is one Python dict or list as repr() prints
// it ({'id': 7, 'ok': True}: a Python server's str(result)) as the JSON
// value it stands for; an array is wrapped as JSON arrays are. Each scalar
// is recorded at the first place its literal appears in the text.
func (x *Extractor) pyLiteral(r *run) (any, bool) {
	js, ok := textparse.PyLiteralJSON(r.text)
	if !ok {
		return nil, false
	}
	v, err := jsonx.DecodeNumbers([]byte(js))
	if err != nil {
		return nil, false
	}
	r.acc.Pattern = PatternUnstructured
	r.acc.Parser = ParsedPyLiteral
	return x.literalValue(r, v), true
}

// literalValue is v, a value read from a literal in the text, as the
// extracted value: an array wrapped as JSON arrays are ({list_field:
// [...]}), each scalar recorded where its literal first appears.
func (x *Extractor) literalValue(r *run, v any) any {
	arr, isArr := v.([]any)
	if !isArr {
		r.literalHits(v, "")
		return v
	}
	name := x.te.ListField
	if name == "" {
		name = DefaultListField
	}
	r.literalHits(arr, pointer("", name))
	return map[string]any{name: arr}
}

// literalHits records a hit for each scalar of v under path at the first place
// its Python literal appears in the text.
func (r *run) literalHits(v any, path string) {
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			r.literalHits(t[k], pointer(path, k))
		}
	case []any:
		for i, e := range t {
			r.literalHits(e, pointerIndex(path, i))
		}
	case string:
		for _, q := range [...]string{"'", `"`} {
			if i := strings.Index(r.text, q+t+q); i >= 0 {
				r.addHit(path, span{i + 1, i + 1 + len(t)})
				return
			}
		}
	case json.Number:
		if i := strings.Index(r.text, t.String()); i >= 0 {
			r.addHit(path, span{i, i + len(t.String())})
		}
	}
}
