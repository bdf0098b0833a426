package jsonx

import (
	"encoding/json"
	"testing"
)

func TestPartial(t *testing.T) {
	for in, want := range map[string]string{
		`{"a": 1, "b": [1, 2, 3], "c": {"d": "x", "e": "tru`: `{"a":1,"b":[1,2,3],"c":{"d":"x"}}`,
		`[{"id": 1}, {"id": 2}, {"id": 3, "na`:               `[{"id":1},{"id":2},{"id":3}]`,
		"{\"a\": 1,\n \"b\": 2,\n}":                          `{"a":1,"b":2}`,
		`{"a": 1}`:                                           `{"a":1}`,
	} {
		v, end, ok := Partial(in)
		if !ok {
			t.Errorf("%s: nothing kept", in)
			continue
		}
		b, _ := json.Marshal(v)
		var g, w any
		json.Unmarshal(b, &g)
		json.Unmarshal([]byte(want), &w)
		if string(mustMarshal(g)) != string(mustMarshal(w)) {
			t.Errorf("%s: %s, want %s", in, b, want)
		}
		if end <= 0 || end > len(in) {
			t.Errorf("%s: end %d", in, end)
		}
	}
	for _, in := range []string{`"text"`, `hello`, `{`, `{"a`, `[`} {
		if _, _, ok := Partial(in); ok {
			t.Errorf("%s: kept something", in)
		}
	}
}

func mustMarshal(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func FuzzPartial(f *testing.F) {
	f.Add(`{"a": [1, {"b": "c"`)
	f.Fuzz(func(t *testing.T, s string) {
		v, end, ok := Partial(s)
		if ok && (end <= 0 || end > len(s)) {
			t.Errorf("%q: end %d", s, end)
		}
		if ok {
			if _, err := json.Marshal(v); err != nil {
				t.Errorf("%q: %v", s, err)
			}
		}
	})
}
