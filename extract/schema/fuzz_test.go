package schema

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"
)

// fuzzSeeds are starting inputs for the fuzzers.
var fuzzSeeds = []string{
	`{"a":1,"b":"2024-01-01","c":[{"x":null}]}`,
	`[{"id":1,"tags":["a"]},{"id":2.5,"tags":[]},{"id":null}]`,
	`[1,"x",true,null,[],{}]`,
	`"scalar"`,
	`[[[[1]]],[["a"]]]`,
	`{"m":{"1":{"v":1},"2":{"v":2}}}`,
	`[{"s":"open"},{"s":"open"},{"s":"closed"},{"s":"open"},{"s":"open"},{"s":"open"},{"s":"open"},{"s":"open"},{"s":"open"},{"s":"open"}]`,
	`{"n":12345678901234567890,"f":1e400,"u":"https://example.com/x"}`,
}

// FuzzInferValidate: for any JSON text, Infer succeeds on its values (the
// elements when it is a non-empty array, else the value itself), every value
// validates against the result through the public Compile/Validate, and
// reversing the samples does not change the schema. Run by hand:
//
//	go test ./extract/schema -run '^$' -fuzz FuzzInferValidate -fuzztime 60s
func FuzzInferValidate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(fuzzInferOne)
}

// fuzzInferOne is one FuzzInferValidate round.
func fuzzInferOne(t *testing.T, data []byte) {
	for _, useNumber := range []bool{true, false} {
		d := json.NewDecoder(bytes.NewReader(data))
		if useNumber {
			d.UseNumber()
		}
		var v any
		if d.Decode(&v) != nil {
			continue
		}
		if _, err := d.Token(); err == nil {
			continue // trailing data
		}
		samples := []any{v}
		if a, ok := v.([]any); ok && len(a) > 0 {
			samples = a
		}
		in, err := Infer(samples, Options{EnumMinSamples: 2, MapMinKeys: 2})
		if err != nil {
			t.Fatalf("Infer(%s): %v", data, err)
		}
		c, err := Compile(in.JSON(), "")
		if err != nil {
			t.Fatalf("Compile(inferred): %v\n%s", err, in.JSON())
		}
		for i, s := range samples {
			if vs := c.Validate(in.Wrap(s)); len(vs) > 0 {
				t.Fatalf("sample %d rejected: %v\n%s", i, vs, in.JSON())
			}
		}
		rev := slices.Clone(samples)
		slices.Reverse(rev)
		in2, err := Infer(rev, Options{EnumMinSamples: 2, MapMinKeys: 2})
		if err != nil {
			t.Fatalf("Infer(reversed): %v", err)
		}
		if !bytes.Equal(in.JSON(), in2.JSON()) {
			t.Fatalf("order dependence:\n%s\nvs\n%s", in.JSON(), in2.JSON())
		}
	}
}

// FuzzCompile: Compile and Validate never panic, whatever the schema and
// instance bytes.
func FuzzCompile(f *testing.F) {
	f.Add([]byte(starsSchema), []byte(`{"name":"x","stars":1}`))
	f.Add([]byte(`{"$ref":"#/$defs/a","$defs":{"a":{"type":"string"}}}`), []byte(`1`))
	f.Add([]byte(`{"$schema":"http://json-schema.org/draft-07/schema#","items":[{"type":"integer"}]}`), []byte(`[1,"x"]`))
	f.Fuzz(func(t *testing.T, schema, inst []byte) {
		c, err := Compile(schema, "")
		if err != nil {
			return
		}
		_, _ = c.ValidateJSON(inst)
	})
}
