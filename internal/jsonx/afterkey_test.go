package jsonx

import "testing"

func TestAfterKey(t *testing.T) {
	cases := map[string]int{
		"Result: {":            8,
		"Components:[1]":       11,
		"组件：[1]":               9,
		"a: b: [":              -1,
		"no separator [":       -1,
		"Key:   {":             7,
		"Key:":                 -1,
		"http://x [":           -1,
		"\xe4\xbd: [":          4,
		"\xef\xbc\x9a  {\"a\"": 5,
	}
	for s, want := range cases {
		if got := AfterKey(s); got != want {
			t.Errorf("AfterKey(%q) = %d, want %d", s, got, want)
		}
		if got := AfterKey([]byte(s)); got != want {
			t.Errorf("AfterKey([]byte(%q)) = %d, want %d", s, got, want)
		}
	}
}
