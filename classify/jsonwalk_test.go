package classify

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// TestDeepNesting: values nested past encoding/json's depth limit make a
// result invalid (as json.Valid says), anywhere in it, without a panic or
// deep recursion; values at the limit stay valid.
func TestDeepNesting(t *testing.T) {
	nest := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	for _, n := range []int{9998, 9999, 10000, 10001, 200000} {
		for _, raw := range []string{
			`{"structuredContent":` + nest(n) + `}`,
			`{"content":[{"type":"text","text":"x","_meta":` + nest(n) + `}]}`,
			`{"content":[` + nest(n) + `]}`,
			nest(n),
		} {
			want := json.Valid([]byte(raw)) && raw[0] == '{'
			if _, ok := parseResult([]byte(raw), jsonx.NewTexts()); ok != want {
				t.Errorf("depth %d, %.30s…: parseResult ok = %v, want %v", n, raw, ok, want)
			}
			l := Classify(Input{Result: []byte(raw), Error: []byte(raw)})
			if len(l.Flags) == 0 {
				t.Errorf("depth %d: no rpc_error flag: %+v", n, l.Flags)
			}
		}
		if l := Classify(Input{Result: textResult(nest(n))}); l.Pattern == "" {
			t.Errorf("depth %d: no label for a nested text", n)
		}
	}
}
