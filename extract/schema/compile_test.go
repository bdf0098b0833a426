package schema

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

const starsSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "name": {"type": "string"},
    "stars": {"type": "integer", "minimum": 0},
    "topics": {"type": "array", "items": {"$ref": "#/$defs/topic"}}
  },
  "required": ["name", "stars"],
  "$defs": {"topic": {"type": "string", "pattern": "^[a-z-]+$"}}
}`

func TestCompileValid(t *testing.T) {
	cases := []struct {
		name, doc, draft string
	}{
		{"2020-12 explicit", starsSchema, ""},
		{"draft-07 explicit", `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","definitions":{"a":{"type":"string"}},"properties":{"a":{"$ref":"#/definitions/a"}}}`, ""},
		{"2019-09 explicit", `{"$schema":"https://json-schema.org/draft/2019-09/schema","type":"object"}`, ""},
		{"no $schema, draft-07 default", `{"type":"object","properties":{"a":{"type":"string"}}}`, "draft-07"},
		{"no $schema, 2020-12 default", `{"type":"object","prefixItems":[{"type":"string"}]}`, "2020-12"},
		{"boolean schema", `true`, ""},
		{"local $id and ref", `{"$id":"https://example.com/s.json","type":"object","properties":{"a":{"$ref":"#/$defs/a"}},"$defs":{"a":{"type":"integer"}}}`, ""},
	}
	for _, tc := range cases {
		if _, err := Compile([]byte(tc.doc), tc.draft); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestCompileInvalid(t *testing.T) {
	cases := []struct {
		name, doc, draft string
		want             []string // substrings of the error
	}{
		{"type is a number", `{"type":12}`, "", []string{"invalid schema", "at /type"}},
		{"nested bad type", `{"properties":{"a":{"type":"strin"}}}`, "", []string{"at /properties/a/type"}},
		{"external http ref", `{"properties":{"a":{"$ref":"http://example.com/a.json#/x"}}}`, "", []string{`cannot resolve "http://example.com/a.json"`, "referenced at /properties/a/$ref", "not fetched"}},
		{"relative file ref", `{"$ref":"other.json"}`, "", []string{"cannot resolve", "other.json", "referenced at /$ref"}},
		{"file ref", `{"$ref":"file:///etc/passwd"}`, "", []string{"cannot resolve", "file:///etc/passwd"}},
		{"unknown metaschema", `{"$schema":"http://json-schema.org/draft-03/schema#"}`, "", []string{"draft-03", "referenced at /$schema"}},
		{"bad regex", `{"type":"string","pattern":"("}`, "", []string{"at /pattern", "not valid regex"}},
		{"bad regex in a property", `{"type":"object","properties":{"teams":{"type":"string","pattern":"a++"}}}`, "", []string{"at /properties/teams/pattern", "not valid regex"}},
		{"bad regex draft-07", `{"$schema":"http://json-schema.org/draft-07/schema#","patternProperties":{"[":{}}}`, "", []string{"at /patternProperties", "not valid regex"}},
		{"not JSON", `{"type":`, "", []string{"not valid JSON"}},
		{"trailing data", `{} {}`, "", []string{"not valid JSON"}},
		{"unknown default draft", `{}`, "draft-99", []string{`unknown default draft "draft-99"`}},
		{"missing local ref", `{"$ref":"#/$defs/nope"}`, "", []string{"#/$defs/nope"}},
	}
	for _, tc := range cases {
		_, err := Compile([]byte(tc.doc), tc.draft)
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not contain %q", tc.name, err, w)
			}
		}
		if !strings.HasPrefix(err.Error(), "schema: ") {
			t.Errorf("%s: error %q lacks the package prefix", tc.name, err)
		}
	}
}

func TestValidateLocations(t *testing.T) {
	c, err := Compile([]byte(starsSchema), "")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, inst string
		want       []Violation // Message compared by substring
	}{
		{"valid", `{"name":"x","stars":3,"topics":["go","mcp"]}`, nil},
		{"wrong type", `{"name":"x","stars":"many"}`, []Violation{{"/stars", "/properties/stars/type", "want integer"}}},
		{"fraction", `{"name":"x","stars":1.5}`, []Violation{{"/stars", "/properties/stars/type", "want integer"}}},
		{"missing", `{"stars":1}`, []Violation{{"", "/required", "name"}}},
		{"several, sorted", `{"name":1,"stars":-1,"topics":["ok","Bad"]}`, []Violation{
			{"/name", "/properties/name/type", "want string"},
			{"/stars", "/properties/stars/minimum", "minimum"},
			{"/topics/1", "/properties/topics/items/$ref/pattern", "does not match pattern"},
		}},
		{"root type", `[1]`, []Violation{{"", "/type", "want object"}}},
	}
	for _, tc := range cases {
		got, err := c.ValidateJSON([]byte(tc.inst))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: got %v, want %d violations", tc.name, got, len(tc.want))
			continue
		}
		for i, w := range tc.want {
			g := got[i]
			if g.InstanceLocation != w.InstanceLocation || g.KeywordLocation != w.KeywordLocation || !strings.Contains(g.Message, w.Message) {
				t.Errorf("%s: violation %d = %+v, want %+v", tc.name, i, g, w)
			}
		}
	}
}

func TestValidateNumberForms(t *testing.T) {
	c, err := Compile([]byte(`{"type":"object","properties":{"n":{"type":"integer","enum":[1,2]}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, inst := range []any{
		map[string]any{"n": json.Number("2")},
		map[string]any{"n": float64(2)},
		map[string]any{"n": 1},
	} {
		if vs := c.Validate(inst); len(vs) != 0 {
			t.Errorf("%v: %v", inst, vs)
		}
	}
	if vs := c.Validate(map[string]any{"n": float64(3)}); len(vs) != 1 || vs[0].KeywordLocation != "/properties/n/enum" {
		t.Errorf("enum violation not reported: %v", vs)
	}
	// Precision: 2^53+1 must not be rounded to an allowed value.
	c2, err := Compile([]byte(`{"enum":[9007199254740992]}`), "")
	if err != nil {
		t.Fatal(err)
	}
	if vs, err := c2.ValidateJSON([]byte(`9007199254740993`)); err != nil || len(vs) != 1 {
		t.Errorf("ValidateJSON lost number precision: %v %v", vs, err)
	}
}

func TestValidateFormatsFollowDraft(t *testing.T) {
	inst := map[string]any{"d": "not a date"}
	c20, err := Compile([]byte(`{"properties":{"d":{"format":"date"}}}`), "2020-12")
	if err != nil {
		t.Fatal(err)
	}
	if vs := c20.Validate(inst); len(vs) != 0 {
		t.Errorf("2020-12 format is an annotation, got %v", vs)
	}
	c07, err := Compile([]byte(`{"properties":{"d":{"format":"date"}}}`), "draft-07")
	if err != nil {
		t.Fatal(err)
	}
	if vs := c07.Validate(inst); len(vs) != 1 || vs[0].KeywordLocation != "/properties/d/format" {
		t.Errorf("draft-07 asserts format, got %v", vs)
	}
}

func TestValidateOddInputs(t *testing.T) {
	c, err := Compile([]byte(`{"type":"object"}`), "")
	if err != nil {
		t.Fatal(err)
	}
	if vs := c.Validate(struct{}{}); len(vs) == 0 {
		t.Error("a Go struct validated as a JSON object")
	}
	var nilC *Compiled
	if vs := nilC.Validate(map[string]any{}); len(vs) != 1 {
		t.Errorf("nil Compiled: %v", vs)
	}
	if _, err := c.ValidateJSON([]byte(`{"a":`)); err == nil || !strings.Contains(err.Error(), "not valid JSON") {
		t.Errorf("bad instance JSON: %v", err)
	}
}

func TestValidateDeterministic(t *testing.T) {
	c, err := Compile([]byte(`{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"},"c":{"type":"string"}},"required":["x","y"]}`), "")
	if err != nil {
		t.Fatal(err)
	}
	inst := map[string]any{"a": 1.0, "b": 2.0, "c": 3.0}
	first := c.Validate(inst)
	if len(first) != 4 {
		t.Fatalf("want 4 violations, got %v", first)
	}
	for i := 0; i < 20; i++ {
		if got := c.Validate(inst); !reflect.DeepEqual(got, first) {
			t.Fatalf("order changed: %v vs %v", got, first)
		}
	}
}

func TestViolationString(t *testing.T) {
	v := Violation{InstanceLocation: "/stars", KeywordLocation: "/properties/stars/type", Message: "got string, want integer"}
	if got, want := v.String(), "at /stars (/properties/stars/type): got string, want integer"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := (Violation{Message: "m"}).String(); got != "at root: m" {
		t.Errorf("String() = %q", got)
	}
}

// TestValidatePropertyNamesLocation guards the workaround for jsonschema/v6
// reporting propertyNames failures at a sibling's location (map order makes
// it intermittent, hence the loop).
func TestValidatePropertyNamesLocation(t *testing.T) {
	c, err := Compile([]byte(`{"properties":{"m":{"propertyNames":{"pattern":"^[a-z]+$"}}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	inst := map[string]any{"a": map[string]any{"x": 1.0}, "m": map[string]any{"BAD": 1.0, "ok": 2.0}, "z": "s", "zz": []any{map[string]any{"q": 1.0}}}
	for i := 0; i < 50; i++ {
		vs := c.Validate(inst)
		if len(vs) != 1 || vs[0].InstanceLocation != "/m" || vs[0].KeywordLocation != "/properties/m/propertyNames/pattern" {
			t.Fatalf("run %d: %v", i, vs)
		}
	}
	for i := 0; i < 50; i++ {
		_, err := Compile([]byte(`{"$schema":"http://json-schema.org/draft-07/schema#","patternProperties":{"[":{}},"title":"t","type":"object"}`), "")
		if err == nil || !strings.Contains(err.Error(), "at /patternProperties:") {
			t.Fatalf("run %d: %v", i, err)
		}
	}
}
