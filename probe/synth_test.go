package probe

import (
	"bytes"
	"encoding/json"
	"testing"
)

func synthOne(t *testing.T, schema string) string {
	t.Helper()
	out := SynthArgs(json.RawMessage(schema), 1)
	if len(out) != 1 {
		t.Fatalf("SynthArgs(%s, 1) gave %d sets", schema, len(out))
	}
	return string(out[0])
}

func TestSynthArgsMinimal(t *testing.T) {
	cases := []struct{ name, schema, want string }{
		{"missing", ``, `{}`},
		{"null", `null`, `{}`},
		{"invalid", `{"type":`, `{}`},
		{"not object", `"string"`, `{}`},
		{"boolean schema", `true`, `{}`},
		{"no params", `{"type":"object","additionalProperties":false}`, `{}`},
		{"optional only", `{"type":"object","properties":{"a":{"type":"string"}}}`, `{}`},
		{"root type string", `{"type":"string"}`, `{}`},
		{"types", `{"type":"object","required":["s","i","n","b","a","o","z"],"properties":{
			"s":{"type":"string"},"i":{"type":"integer"},"n":{"type":"number"},"b":{"type":"boolean"},
			"a":{"type":"array","items":{"type":"string"}},"o":{"type":"object"},"z":{"type":"null"}}}`,
			`{"a":[],"b":false,"i":1,"n":1,"o":{},"s":"example","z":null}`},
		{"precedence", `{"type":"object","required":["c","d","e","f"],"properties":{
			"c":{"type":"string","const":"C","default":"D","examples":["E"],"enum":["F"]},
			"d":{"type":"string","default":"D","examples":["E"],"enum":["F"]},
			"e":{"type":"string","examples":["E"],"enum":["F"]},
			"f":{"type":"string","enum":["F","G"]},
			"g":{"type":"string","example":"openapi","enum":["F"]}}}`,
			`{"c":"C","d":"D","e":"E","f":"F"}`},
		{"openapi example", `{"type":"object","required":["g"],"properties":{"g":{"type":"string","example":"openapi","enum":["F"]}}}`, `{"g":"openapi"}`},
		{"formats", `{"type":"object","required":["dt","d","u","e","id","h"],"properties":{
			"dt":{"type":"string","format":"date-time"},"d":{"type":"string","format":"date"},
			"u":{"type":"string","format":"uri"},"e":{"type":"string","format":"email"},
			"id":{"type":"string","format":"uuid"},"h":{"type":"string","format":"made-up","minLength":9}}}`,
			`{"d":"2025-01-01","dt":"2025-01-01T00:00:00Z","e":"user@example.com","h":"examplexx","id":"00000000-0000-4000-8000-000000000000","u":"https://example.com"}`},
		{"string length", `{"type":"object","required":["a","b"],"properties":{"a":{"type":"string","minLength":10},"b":{"type":"string","maxLength":3}}}`,
			`{"a":"examplexxx","b":"exa"}`},
		{"integer bounds", `{"type":"object","required":["a","b","c","d","e","f"],"properties":{
			"a":{"type":"integer","minimum":5},"b":{"type":"integer","exclusiveMinimum":5},
			"c":{"type":"integer","minimum":-10},"d":{"type":"integer","maximum":0},
			"e":{"type":"integer","minimum":3,"multipleOf":5},"f":{"type":"integer","minimum":1,"exclusiveMaximum":1.5}}}`,
			`{"a":5,"b":6,"c":1,"d":0,"e":5,"f":1}`},
		{"number bounds", `{"type":"object","required":["a","b","c"],"properties":{
			"a":{"type":"number","minimum":0.5},"b":{"type":"number","minimum":2.5},"c":{"type":"number","maximum":-3.25}}}`,
			`{"a":1,"b":2.5,"c":-3.25}`},
		{"big integer", `{"type":"object","required":["a"],"properties":{"a":{"type":"integer","minimum":1e20}}}`,
			`{"a":100000000000000000000}`},
		{"array items", `{"type":"object","required":["a","t"],"properties":{
			"a":{"type":"array","minItems":2,"items":{"type":"integer","minimum":7}},
			"t":{"type":"array","minItems":2,"prefixItems":[{"type":"boolean"}],"items":{"type":"string"}}}}`,
			`{"a":[7,7],"t":[false,"example"]}`},
		{"type list", `{"type":"object","required":["a","b"],"properties":{"a":{"type":["null","integer"]},"b":{"type":["null"]}}}`,
			`{"a":1,"b":null}`},
		{"nested", `{"type":"object","required":["o"],"properties":{"o":{"type":"object","required":["x"],
			"properties":{"x":{"type":"string"},"y":{"type":"string"}}}}}`,
			`{"o":{"x":"example"}}`},
		{"ref defs", `{"type":"object","required":["p"],"properties":{"p":{"$ref":"#/$defs/P"}},
			"$defs":{"P":{"type":"object","required":["n"],"properties":{"n":{"$ref":"#/definitions/N"}}}},
			"definitions":{"N":{"type":"integer","minimum":3}}}`,
			`{"p":{"n":3}}`},
		{"ref sibling wins", `{"type":"object","required":["p"],"properties":{"p":{"$ref":"#/$defs/S","default":"mine"}},
			"$defs":{"S":{"type":"string","default":"theirs"}}}`,
			`{"p":"mine"}`},
		{"ref cycle", `{"type":"object","required":["n"],"properties":{"n":{"$ref":"#/$defs/Node"}},
			"$defs":{"Node":{"type":"object","required":["next"],"properties":{"next":{"$ref":"#/$defs/Node"}}}}}`,
			`{"n":{"next":{"next":{"next":{"next":{"next":{"next":{"next":{}}}}}}}}}`},
		{"ref missing", `{"type":"object","required":["a"],"properties":{"a":{"$ref":"#/$defs/Nope"}}}`, `{"a":"example"}`},
		{"ref remote ignored", `{"type":"object","required":["a"],"properties":{"a":{"$ref":"https://example.com/s.json"}}}`, `{"a":"example"}`},
		{"anyOf first", `{"type":"object","required":["a"],"properties":{"a":{"anyOf":[{"type":"integer"},{"type":"string"}]}}}`, `{"a":1}`},
		{"anyOf optional", `{"type":"object","required":["a"],"properties":{"a":{"anyOf":[{"type":"null"},{"type":"string"}]}}}`, `{"a":"example"}`},
		{"oneOf", `{"type":"object","required":["a"],"properties":{"a":{"oneOf":[{"type":"boolean"},{"type":"string"}]}}}`, `{"a":false}`},
		{"allOf merge", `{"allOf":[{"type":"object","required":["a"],"properties":{"a":{"type":"string"}}},
			{"required":["b"],"properties":{"b":{"type":"integer"}}}]}`, `{"a":"example","b":1}`},
		{"required without property", `{"type":"object","required":["x"]}`, `{"x":"example"}`},
		{"root default object", `{"type":"object","default":{"q":1}}`, `{"q":1}`},
		{"root default not object", `{"type":"object","default":3,"required":["a"],"properties":{"a":{"type":"boolean"}}}`, `{"a":false}`},
		{"html kept", `{"type":"object","required":["a"],"properties":{"a":{"const":"<b>&"}}}`, `{"a":"<b>&"}`},
		{"number kept exact", `{"type":"object","required":["a"],"properties":{"a":{"default":1.0000000000000000001}}}`, `{"a":1.0000000000000000001}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := synthOne(t, c.schema); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

func TestSynthArgsVariants(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","required":["q"],"properties":{
		"q":{"type":"string"},
		"limit":{"type":"integer","default":10},
		"sort":{"type":"string","examples":["stars"]},
		"verbose":{"type":"boolean"}}}`)
	got := SynthArgs(schema, 5)
	want := []string{
		`{"q":"example"}`,
		`{"limit":10,"q":"example","sort":"stars"}`,
		`{"limit":10,"q":"example","sort":"stars","verbose":false}`,
	}
	if len(got) != len(want) {
		t.Fatalf("got %d sets %s, want %d", len(got), got, len(want))
	}
	for i := range want {
		if string(got[i]) != want[i] {
			t.Errorf("set %d = %s, want %s", i, got[i], want[i])
		}
	}
	if n := len(SynthArgs(schema, 2)); n != 2 {
		t.Errorf("n=2 gave %d sets", n)
	}
	if SynthArgs(schema, 0) != nil {
		t.Errorf("n=0 must give nil")
	}
	// Nothing optional: one distinct set only.
	if got := SynthArgs(json.RawMessage(`{"type":"object","required":["a"],"properties":{"a":{"type":"string"}}}`), 3); len(got) != 1 {
		t.Errorf("sets = %s, want one", got)
	}
	if got := SynthArgs(nil, 3); len(got) != 1 || string(got[0]) != "{}" {
		t.Errorf("nil schema: %s", got)
	}
}

func TestSynthArgsDeterministic(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{"kz":{"type":"string"},"a":{"type":"integer"},"m":{"enum":[3,2]}}}`)
	first := SynthArgs(schema, 3)
	for i := 0; i < 20; i++ {
		again := SynthArgs(schema, 3)
		for j := range first {
			if !bytes.Equal(first[j], again[j]) {
				t.Fatalf("run %d set %d: %s != %s", i, j, again[j], first[j])
			}
		}
	}
}

func TestSynthArgsBounded(t *testing.T) {
	// A wide, deep, self-referencing schema stays small.
	schema := `{"$defs":{"N":{"type":"object","properties":{"a":{"$ref":"#/$defs/N"},"b":{"$ref":"#/$defs/N"},"c":{"$ref":"#/$defs/N"},"d":{"$ref":"#/$defs/N"}}}},
		"$ref":"#/$defs/N","minItems":1}`
	for _, set := range SynthArgs(json.RawMessage(schema), 3) {
		if len(set) > 1<<20 {
			t.Errorf("set of %d bytes", len(set))
		}
		if !json.Valid(set) {
			t.Errorf("invalid JSON %s", set)
		}
	}
	huge := `{"type":"object","required":["s","a"],"properties":{"s":{"type":"string","minLength":100000000},"a":{"type":"array","minItems":100000000}}}`
	out := SynthArgs(json.RawMessage(huge), 1)
	if len(out[0]) > 10000 {
		t.Errorf("minLength/minItems not capped: %d bytes", len(out[0]))
	}
}

func FuzzSynthArgs(f *testing.F) {
	f.Add([]byte(`{"type":"object","required":["a"],"properties":{"a":{"type":"string","format":"uri"}}}`), 3)
	f.Add([]byte(`{"$defs":{"A":{"allOf":[{"$ref":"#/$defs/A"}]}},"$ref":"#/$defs/A"}`), 2)
	f.Add([]byte(`{"required":["x"],"properties":{"x":{"anyOf":[{"type":"null"},{"$ref":"#"}]}}}`), 3)
	f.Add([]byte(`{"required":["n"],"properties":{"n":{"type":"integer","minimum":1e308,"multipleOf":1e-300}}}`), 1)
	f.Add([]byte(`{"required":["a"],"properties":{"a":{"type":"array","minItems":3,"items":[{"const":1}],"additionalItems":false}}}`), 1)
	f.Fuzz(func(t *testing.T, schema []byte, n int) {
		n = n%5 + 1
		if n <= 0 {
			n += 5
		}
		out := SynthArgs(schema, n)
		if len(out) == 0 || len(out) > n {
			t.Fatalf("%d sets for n=%d", len(out), n)
		}
		seen := map[string]bool{}
		for _, set := range out {
			if !json.Valid(set) || !bytes.HasPrefix(set, []byte("{")) {
				t.Fatalf("not a JSON object: %s", set)
			}
			if seen[string(set)] {
				t.Fatalf("duplicate set %s", set)
			}
			seen[string(set)] = true
		}
		again := SynthArgs(schema, n)
		for i := range out {
			if !bytes.Equal(out[i], again[i]) {
				t.Fatalf("not deterministic: %s vs %s", out[i], again[i])
			}
		}
	})
}
