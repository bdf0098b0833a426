package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestProjectMaps: projection keeps every key an object schema allows
// (properties, patternProperties, additionalProperties), converts values
// under additionalProperties like declared properties, and drops (and
// records) only what the schema does not allow.
func TestProjectMaps(t *testing.T) {
	cases := []struct {
		name, schema, text string
		value, misses      string
	}{
		{"map of anything keeps every key",
			`{"type":"object","additionalProperties":{}}`,
			`{"HOME":"/root","n":3,"ok":true,"deep":{"x":[1]}}`,
			`{"HOME":"/root","deep":{"x":[1]},"n":3,"ok":true}`, ``},
		{"rows as maps keep the columns of a new query",
			`{"type":"object","properties":{"rows":{"type":"array","items":{"type":"object","additionalProperties":{}}}}}`,
			`{"rows":[{"c":1,"d":"x"},{"c":2,"d":null}]}`,
			`{"rows":[{"c":1,"d":"x"},{"c":2,"d":null}]}`, ``},
		{"values under additionalProperties are converted",
			`{"type":"object","additionalProperties":{"type":"integer"}}`,
			`{"a":"1,204","b":"many","c":7}`,
			`{"a":1204,"c":7}`, `/b coerce_failed`},
		{"declared properties and other keys",
			`{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"],"additionalProperties":{"type":"string"}}`,
			`{"n":"5","x":"y","z":3}`,
			`{"n":5,"x":"y","z":"3"}`, ``},
		{"additionalProperties true",
			`{"type":"object","properties":{"a":{"type":"integer"}},"additionalProperties":true}`,
			`{"a":1,"b":[2]}`,
			`{"a":1,"b":[2]}`, ``},
		{"patternProperties keep matching keys, the rest is dropped",
			`{"type":"object","properties":{"id":{"type":"integer"}},"patternProperties":{"^x-":{"type":"string"}}}`,
			`{"id":1,"x-trace":"abc","x-n":2,"other":2}`,
			`{"id":1,"x-n":"2","x-trace":"abc"}`, `/other not_in_schema`},
		{"patternProperties first, then additionalProperties",
			`{"type":"object","patternProperties":{"^[0-9]+$":{"type":"integer"}},"additionalProperties":{"type":"string"}}`,
			`{"1":"2","name":"x"}`,
			`{"1":2,"name":"x"}`, ``},
		{"additionalProperties false drops and records undeclared keys",
			`{"type":"object","properties":{"a":{}},"additionalProperties":false}`,
			`{"a":1,"b":2}`,
			`{"a":1}`, `/b not_in_schema`},
		{"absent additionalProperties next to properties: seed projection",
			`{"type":"object","properties":{"a":{}}}`,
			`{"a":1,"b":2}`,
			`{"a":1}`, `/b not_in_schema`},
		{"only additionalProperties false keeps nothing",
			`{"type":"object","additionalProperties":false}`,
			`{"a":1}`,
			`{}`, `/a not_in_schema`},
		{"a record lifts a declared key from a section",
			`{"type":"object","properties":{"a":{}}}`,
			`{"s":{"a":1}}`,
			`{"a":1}`, ``},
		{"where other keys are kept nothing is lifted",
			`{"type":"object","properties":{"a":{}},"additionalProperties":{}}`,
			`{"s":{"a":1}}`,
			`{"s":{"a":1}}`, ``},
		{"map of records: each value projected through the record",
			`{"type":"object","additionalProperties":{"type":"object","properties":{"stars":{"type":"integer"}}}}`,
			`{"x/y":{"stars":"5","extra":1},"a/b":{"stars":2}}`,
			`{"a/b":{"stars":2},"x/y":{"stars":5}}`, `/x~1y/extra not_in_schema`},
		{"nested maps",
			`{"type":"object","properties":{"repos":{"type":"object","additionalProperties":{"type":"object","properties":{"branches":{"type":"object","additionalProperties":{"type":"string"}}}}}}}`,
			`{"repos":{"o/r":{"branches":{"main":"abc","dev":"def"}}}}`,
			`{"repos":{"o/r":{"branches":{"dev":"def","main":"abc"}}}}`, ``},
		{"an array of the root's records: each projected, listed under items",
			`{"type":"object","properties":{"file":{"type":"string"},"errors":{"type":"integer"},"messages":{"type":"array"}},"additionalProperties":{}}`,
			`[{"file":"a.py","errors":"2","messages":[{"line":3}]},{"file":"b.py","errors":0,"messages":[],"extra":true}]`,
			`{"items":[{"errors":2,"file":"a.py","messages":[{"line":3}]},{"errors":0,"extra":true,"file":"b.py","messages":[]}]}`, ``},
		{"an array of an array property's items still goes under that property",
			`{"type":"object","properties":{"rows":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"}}}}}}`,
			`[{"name":"Ann"},{"name":"Bo"}]`,
			`{"rows":[{"name":"Ann"},{"name":"Bo"}]}`, ``},
		{"a declared property filled from a folded key keeps the exact key out",
			`{"type":"object","properties":{"userName":{"type":"string"}},"additionalProperties":{}}`,
			`{"user_name":"a","other":"b"}`,
			`{"other":"b","userName":"a"}`, ``},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := tool(t, `{"source_tool":"s:t","output_schema":`+c.schema+`,"text_extraction":{"enabled":true,"auto_detect_json":true}}`)
			res := apply(t, x, textResult(c.text))
			if got := mustJSON(t, res.Value); got != c.value {
				t.Errorf("value %s, want %s", got, c.value)
			}
			if got := missKinds(res.Account); got != c.misses {
				t.Errorf("misses %q, want %q", got, c.misses)
			}
		})
	}
}

// TestProjectMapSchemaErrors: bad additionalProperties and
// patternProperties are config errors at their paths.
func TestProjectMapSchemaErrors(t *testing.T) {
	for _, c := range []struct{ schema, want string }{
		{`{"type":"object","additionalProperties":"yes"}`, `output_schema.additionalProperties: want a schema object or a boolean`},
		{`{"type":"object","patternProperties":{"(":{}}}`, `output_schema.patternProperties`},
		{`{"type":"object","patternProperties":[]}`, `want an object mapping regular expressions to schemas`},
		{`{"type":"object","additionalProperties":{"type":"strin"}}`, `unknown JSON Schema type "strin"`},
	} {
		_, err := extract.LoadGateway([]byte(`{"source_tool":"s:t","output_schema":`+c.schema+`}`), "test.json")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.schema, err, c.want)
		}
	}
}

// FuzzProjectMap: any structuredContent under map-shaped schemas: no
// panic, and a schema that allows every key keeps every scalar leaf.
func FuzzProjectMap(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `{"rows":[{"c":1,"d":null}],"n":2}`, `{"x/y":{"stars":"5","e":[1,{"f":true}]}}`, `{"":{"":""}}`, `[]`, `null`, `{"1":"2","name":"x","x-a":"1,204"}`} {
		f.Add([]byte(s))
	}
	schemas := []string{
		`{"type":"object","additionalProperties":{}}`,
		`{"type":"object","properties":{"rows":{"type":"array","items":{"type":"object","properties":{"c":{"type":"integer"}},"additionalProperties":{}}}},"additionalProperties":true}`,
		`{"type":"object","additionalProperties":{"type":"object","properties":{"stars":{"type":"integer"}},"additionalProperties":{"type":"string"}}}`,
		`{"type":"object","properties":{"name":{"type":"string"}},"patternProperties":{"^x-":{"type":"number"},"^[0-9]+$":false},"additionalProperties":false}`,
	}
	var vts []*extract.VirtualTool
	for _, s := range schemas {
		vts = append(vts, &extract.VirtualTool{SourceTool: "s:t", OutputSchema: []byte(s)})
	}
	f.Fuzz(func(t *testing.T, sc []byte) {
		var v any
		if json.Unmarshal(sc, &v) != nil {
			return
		}
		raw, err := json.Marshal(map[string]any{"content": []any{}, "structuredContent": v})
		if err != nil {
			return
		}
		for i, vt := range vts {
			res, err := extract.Apply(vt, raw)
			if err != nil {
				t.Fatalf("schema %d: %v", i, err)
			}
			if i != 0 || res.Value == nil {
				continue
			}
			in, out := leaves(t, v), leaves(t, res.Value)
			for leaf, c := range in {
				if out[leaf] < c {
					t.Fatalf("lost %q from %s: %s", leaf, sc, mustJSON(t, res.Value))
				}
			}
		}
	})
}
