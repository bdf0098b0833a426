package jsonx

import (
	"encoding/json"
	"testing"
)

func TestEqual(t *testing.T) {
	n := func(s string) json.Number { return json.Number(s) }
	cases := []struct {
		a, b any
		want bool
	}{
		{n("1"), n("1.0"), true},
		{n("1"), n("1e0"), true},
		{n("1"), 1.0, true},
		{n("9007199254740993"), n("9007199254740992"), false},
		{n("1e999999999"), n("1e999999999"), true},
		{n("1e999999999"), n("2e999999999"), false},
		{n("0.1"), n("0.10"), true},
		{map[string]any{"a": n("1"), "b": []any{"x", nil, true}}, map[string]any{"b": []any{"x", nil, true}, "a": n("1.00")}, true},
		{map[string]any{"a": n("1")}, map[string]any{"a": n("2")}, false},
		{map[string]any{"a": n("1")}, map[string]any{"b": n("1")}, false},
		{[]any{"x"}, []any{"x", "y"}, false},
		{"1", n("1"), false},
		{n("1"), "1", false},
		{nil, nil, true},
	}
	for _, c := range cases {
		if got := Equal(c.a, c.b); got != c.want {
			t.Errorf("Equal(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestValueKind(t *testing.T) {
	for in, want := range map[string]string{` {"a":1}`: "object", "[1]": "array", `"s"`: "string", "true": "boolean", "null": "null", "-2": "number", "{": "", "": ""} {
		if got := ValueKind([]byte(in)); got != want {
			t.Errorf("ValueKind(%q) = %q, want %q", in, got, want)
		}
	}
}
