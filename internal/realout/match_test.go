package realout

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestCanon(t *testing.T) {
	for in, want := range map[string]string{
		"  Hello\t World \n": "hello world",
		"a\n\nb":             "a b",
		"ÄBC":                "äbc",
		"":                   "",
		"x  y   z":           "x y z",
	} {
		if got := canon(in); got != want {
			t.Errorf("canon(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMatchKeyNumbers(t *testing.T) {
	same := [][2]string{
		{"2,341", "2341"},
		{"2341", "2341.0"},
		{"1e3", "1000"},
		{"-1,000.5", "-1000.5"},
		{" 42 ", "42"},
		{"0.50", ".5"},
		{"Hello  World", "hello world"},
		{"TRUE", "true"},
	}
	for _, p := range same {
		if matchKey(p[0]) != matchKey(p[1]) {
			t.Errorf("%q and %q should match: %s vs %s", p[0], p[1], matchKey(p[0]), matchKey(p[1]))
		}
	}
	differ := [][2]string{
		{"1,2", "12"},     // not a thousands group
		{"2341", "23410"}, // different numbers
		{"12,34,567", "1234567"},
		{"1/2", "0.5"},      // fractions are strings
		{"inf", "Infinity"}, // not numbers, different strings
		{"abc", "abcd"},
		{"10", "10 items"},
	}
	for _, p := range differ {
		if matchKey(p[0]) == matchKey(p[1]) {
			t.Errorf("%q and %q should not match (key %s)", p[0], p[1], matchKey(p[0]))
		}
	}
}

func TestMatchMultisetNoSubstring(t *testing.T) {
	cases := []struct {
		name        string
		leaves      []string
		want        []string
		found       int
		wantMissing []string
	}{
		{"all found", []string{"a.txt", "2,341", "true"}, []string{"A.TXT", "2341", "true"}, 3, nil},
		{"each leaf once", []string{"x"}, []string{"x", "x"}, 1, []string{"x"}},
		{"two leaves two refs", []string{"x", "X "}, []string{"x", "x"}, 2, nil},
		{"no substring credit", []string{"name: a.txt size: 10"}, []string{"a.txt", "10"}, 0, []string{"a.txt", "10"}},
		{"nothing extracted", nil, []string{"v"}, 0, []string{"v"}},
		{"no references", []string{"v"}, nil, 0, nil},
	}
	for _, c := range cases {
		found, missing := Match(c.leaves, c.want)
		if found != c.found || !reflect.DeepEqual(missing, c.wantMissing) {
			t.Errorf("%s: Match = %d %q, want %d %q", c.name, found, missing, c.found, c.wantMissing)
		}
	}
}

func TestLeaves(t *testing.T) {
	var v any
	if err := json.Unmarshal([]byte(`{"b":[1,{"c":"x","d":null}],"a":true,"e":{"f":2.5,"g":false}}`), &v); err != nil {
		t.Fatal(err)
	}
	got := Leaves(v)
	want := []string{"true", "1", "x", "2.5", "false"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Leaves = %q, want %q", got, want)
	}
	// Go values as extract produces them (int64, json.Number, nested maps).
	got = Leaves(map[string]any{"n": int64(7), "j": json.Number("2341"), "l": []any{"s"}})
	want = []string{"2341", "s", "7"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Leaves(go values) = %q, want %q", got, want)
	}
	if got := Leaves(nil); len(got) != 0 {
		t.Errorf("Leaves(nil) = %q", got)
	}
}

func TestStripStructured(t *testing.T) {
	in := json.RawMessage(`{"content":[{"type":"text","text":"hi"}],"structuredContent":{"a":1},"isError":false}`)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(StripStructured(in), &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m["structuredContent"]; ok {
		t.Error("structuredContent kept")
	}
	if string(m["content"]) != `[{"type":"text","text":"hi"}]` || string(m["isError"]) != "false" {
		t.Errorf("other members changed: %s", StripStructured(in))
	}
	plain := json.RawMessage(`{"content":[]}`)
	if string(StripStructured(plain)) != string(plain) {
		t.Error("result without structuredContent changed")
	}
	bad := json.RawMessage(`[1,2]`)
	if string(StripStructured(bad)) != string(bad) {
		t.Error("non-object changed")
	}
}

func TestMatchKeyMarkdown(t *testing.T) {
	same := [][2]string{
		{"是否带边框，请使用 `variant` 替代", "是否带边框，请使用 variant 替代"},
		{"~~bordered~~", "bordered"},
		{"Record<[SemanticDOM](#semantic-dom), string> \\| (info)", "Record<SemanticDOM, string> | (info)"},
		{"**Name**", "Name"},
		{"`42`", "42"},
	}
	for _, p := range same {
		if matchKey(p[0]) != matchKey(p[1]) {
			t.Errorf("%q and %q should match: %s vs %s", p[0], p[1], matchKey(p[0]), matchKey(p[1]))
		}
		if exactKey(p[0]) == exactKey(p[1]) {
			t.Errorf("%q and %q should differ as written", p[0], p[1])
		}
	}
	for _, p := range [][2]string{{"depends_on", "dependson"}, {"a*b", "ab"}, {"[x]", "x"}} {
		if matchKey(p[0]) == matchKey(p[1]) {
			t.Errorf("%q and %q should not match", p[0], p[1])
		}
	}
}

func TestKeys(t *testing.T) {
	var v any
	if err := json.Unmarshal([]byte(`{"hosts":{"lab":"127.0.0.1:2242","box":{"port":22}},"items":[{"name":"x"}]}`), &v); err != nil {
		t.Fatal(err)
	}
	got := Keys(v)
	want := []string{"hosts", "box", "port", "lab", "items", "name"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Keys = %q, want %q", got, want)
	}
	if got := Keys("scalar"); len(got) != 0 {
		t.Errorf("Keys(scalar) = %q", got)
	}
}
