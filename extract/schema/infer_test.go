package schema

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// decode parses JSON texts into samples; numbers become json.Number when
// useNumber is set, float64 otherwise.
func decode(t testing.TB, useNumber bool, texts ...string) []any {
	t.Helper()
	out := make([]any, 0, len(texts))
	for _, s := range texts {
		d := json.NewDecoder(strings.NewReader(s))
		if useNumber {
			d.UseNumber()
		}
		var v any
		if err := d.Decode(&v); err != nil {
			t.Fatalf("bad test JSON %q: %v", s, err)
		}
		out = append(out, v)
	}
	return out
}

// normal round-trips v through JSON so maps built in Go compare with maps
// decoded from the expected text.
func normal(t testing.TB, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// at follows a JSON pointer into a decoded document.
func at(v any, ptr string) (any, bool) {
	if ptr == "" {
		return v, true
	}
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = strings.NewReplacer("~1", "/", "~0", "~").Replace(tok)
		switch c := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = c[tok]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			v = c[i]
		default:
			return nil, false
		}
	}
	return v, true
}

// decodeMode restricts a table case to one number decoding.
type decodeMode int

const (
	bothModes  decodeMode = iota
	floatOnly             // numbers decoded as float64
	numberOnly            // numbers decoded as json.Number
)

func TestInferRules(t *testing.T) {
	dates := func(n int, vals ...string) []string {
		var out []string
		for i := 0; i < n; i++ {
			out = append(out, `{"s":"`+vals[i%len(vals)]+`"}`)
		}
		return out
	}
	manyKeys := func(n int) []string {
		var out []string
		for i := 0; i < n; i++ {
			out = append(out, `{"m":{"k`+strconv.Itoa(i)+`":{"v":`+strconv.Itoa(i)+`}}}`)
		}
		return out
	}
	tests := []struct {
		name    string
		samples []string
		opts    Options
		ptr     string // where to look in the schema
		want    string // expected subschema at ptr; "-" means absent
		mode    decodeMode
	}{
		{"nullable string", []string{`{"a":"x"}`, `{"a":null}`}, Options{}, "/properties/a", `{"type":["null","string"]}`, bothModes},
		{"null kept required", []string{`{"a":"x"}`, `{"a":null}`}, Options{}, "/required", `["a"]`, bothModes},
		{"only null: any type", []string{`{"a":null}`, `{"a":null}`}, Options{}, "/properties/a", `{}`, bothModes},
		{"only null items: any type", []string{`{"a":[null]}`}, Options{}, "/properties/a", `{"type":"array","items":{}}`, bothModes},
		{"integer", []string{`{"n":1}`, `{"n":-20}`}, Options{}, "/properties/n", `{"type":"integer"}`, bothModes},
		{"integral float is integer", []string{`{"n":2.0}`, `{"n":3}`}, Options{}, "/properties/n", `{"type":"integer"}`, floatOnly},
		{"json.Number with dot is number", []string{`{"n":2.0}`, `{"n":3}`}, Options{}, "/properties/n", `{"type":"number"}`, numberOnly},
		{"fraction makes number", []string{`{"n":1}`, `{"n":1.5}`}, Options{}, "/properties/n", `{"type":"number"}`, bothModes},
		{"exponent makes number", []string{`{"n":1e400}`}, Options{}, "/properties/n", `{"type":"number"}`, numberOnly},
		{"required only when always present", []string{`{"a":1,"b":2}`, `{"a":3}`}, Options{}, "/required", `["a"]`, bothModes},
		{"optional still described", []string{`{"a":1,"b":2}`, `{"a":3}`}, Options{}, "/properties/b", `{"type":"integer"}`, bothModes},
		{"no required when none common", []string{`{"a":1}`, `{"b":3}`}, Options{}, "/required", `-`, bothModes},
		{"format date-time", []string{`{"t":"2025-12-23T09:46:14-05:00"}`, `{"t":"2024-01-01T00:00:00.123Z"}`}, Options{}, "/properties/t", `{"type":"string","format":"date-time"}`, bothModes},
		{"format date", []string{`{"t":"2025-12-23"}`}, Options{}, "/properties/t", `{"type":"string","format":"date"}`, bothModes},
		{"format uri", []string{`{"u":"https://github.com/a/b?x=1#y"}`, `{"u":"http://localhost:8080/p"}`}, Options{}, "/properties/u", `{"type":"string","format":"uri"}`, bothModes},
		{"format email", []string{`{"e":"a.b+c@example.co.uk"}`}, Options{}, "/properties/e", `{"type":"string","format":"email"}`, bothModes},
		{"format uuid", []string{`{"id":"123e4567-e89b-12d3-a456-426614174000"}`}, Options{}, "/properties/id", `{"type":"string","format":"uuid"}`, bothModes},
		{"format needs every sample", []string{`{"t":"2025-12-23"}`, `{"t":"yesterday"}`}, Options{}, "/properties/t", `{"type":"string"}`, bothModes},
		{"date and date-time mix: no format", []string{`{"t":"2025-12-23"}`, `{"t":"2025-12-23T00:00:00Z"}`}, Options{}, "/properties/t", `{"type":"string"}`, bothModes},
		{"relative uri is no uri", []string{`{"u":"/a/b"}`}, Options{}, "/properties/u", `{"type":"string"}`, bothModes},
		{"mailto is no uri nor email", []string{`{"u":"mailto:a@b.c"}`}, Options{}, "/properties/u", `{"type":"string"}`, bothModes},
		{"lower-case t date-time rejected", []string{`{"t":"2025-12-23t00:00:00Z"}`}, Options{}, "/properties/t", `{"type":"string"}`, bothModes},
		{"invalid calendar date", []string{`{"t":"2025-02-30"}`}, Options{}, "/properties/t", `{"type":"string"}`, bothModes},
		{"string enum", dates(12, "open", "closed"), Options{}, "/properties/s", `{"type":"string","enum":["closed","open"]}`, bothModes},
		{"enum threshold option", dates(5, "open", "closed"), Options{EnumMinSamples: 5}, "/properties/s", `{"type":"string","enum":["closed","open"]}`, bothModes},
		{"enum needs min samples", dates(9, "open", "closed"), Options{}, "/properties/s", `{"type":"string"}`, bothModes},
		{"enum needs distinct < sqrt(n)", dates(16, "a", "b", "c", "d"), Options{}, "/properties/s", `{"type":"string"}`, bothModes},
		{"enum at distinct just under sqrt(n)", dates(17, "a", "b", "c", "d"), Options{}, "/properties/s", `{"type":"string","enum":["a","b","c","d"]}`, bothModes},
		{"no enum for free text", dates(20, strings.Repeat("long text ", 7)), Options{}, "/properties/s", `{"type":"string"}`, bothModes},
		{"no enum when a format matched", dates(20, "2024-01-01"), Options{}, "/properties/s", `{"type":"string","format":"date"}`, bothModes},
		{"nullable enum", append(dates(12, "x", "y"), `{"s":null}`), Options{}, "/properties/s", `{"type":["null","string"],"enum":["x","y",null]}`, bothModes},
		{"integer enum", []string{`{"n":1}`, `{"n":2}`, `{"n":1}`, `{"n":2}`, `{"n":1}`, `{"n":2}`, `{"n":1}`, `{"n":2}`, `{"n":1}`, `{"n":2}`}, Options{}, "/properties/n", `{"type":"integer","enum":[1,2]}`, bothModes},
		{"no enum for numbers", []string{`{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`, `{"n":1.5}`}, Options{}, "/properties/n", `{"type":"number"}`, bothModes},
		{"no enum for mixed string/int", []string{`{"n":1}`, `{"n":"a"}`, `{"n":1}`, `{"n":"a"}`, `{"n":1}`, `{"n":"a"}`, `{"n":1}`, `{"n":"a"}`, `{"n":1}`, `{"n":"a"}`, `{"n":1}`}, Options{}, "/properties/n", `{"type":["integer","string"]}`, bothModes},
		{"no enum for booleans", []string{`{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":true}`, `{"b":false}`}, Options{}, "/properties/b", `{"type":"boolean"}`, bothModes},
		{"map-like rare keys", manyKeys(30), Options{}, "/properties/m", `{"type":"object","additionalProperties":{"type":"object","properties":{"v":{"type":"integer"}},"required":["v"]}}`, bothModes},
		{"map-like option", manyKeys(12), Options{MapMinKeys: 5}, "/properties/m/additionalProperties/type", `"object"`, bothModes},
		{"few keys in one sample stay properties", []string{`{"m":{` + nameKeys(12) + `}}`}, Options{}, "/properties/m/properties/k3", `{"type":"object","properties":{"v":{"type":"integer"}},"required":["v"]}`, bothModes},
		{"disjoint key sets across samples make a map", manyKeys(12), Options{}, "/properties/m", `{"type":"object","additionalProperties":{"type":"object","properties":{"v":{"type":"integer"}},"required":["v"]}}`, bothModes},
		{"id-like keys make a map in one sample", []string{`{"m":{` + idKeys(25) + `}}`}, Options{}, "/properties/m", `{"type":"object","additionalProperties":{"type":"string"}}`, bothModes},
		{"id keys with mixed value types: map of anything", []string{`{"m":{` + idKeys(25) + `,"99":1}}`}, Options{}, "/properties/m", `{"type":"object","additionalProperties":{}}`, bothModes},
		{"nested arrays of objects", []string{`{"r":[{"id":1,"tags":["a"]},{"id":2,"owner":{"login":"x"}}]}`, `{"r":[{"id":3,"tags":[]}]}`}, Options{}, "/properties/r", `{"type":"array","items":{"type":"object","properties":{"id":{"type":"integer"},"tags":{"type":"array","items":{"type":"string"}},"owner":{"type":"object","properties":{"login":{"type":"string"}},"required":["login"]}},"required":["id"]}}`, bothModes},
		{"array of arrays", []string{`{"g":[[1,2],[3]]}`, `{"g":[[],[0.5]]}`}, Options{}, "/properties/g", `{"type":"array","items":{"type":"array","items":{"type":"number"}}}`, bothModes},
		{"empty arrays only", []string{`{"a":[]}`, `{"a":[]}`}, Options{}, "/properties/a", `{"type":"array"}`, bothModes},
		{"empty arrays contribute nothing", []string{`{"a":[]}`, `{"a":["x"]}`}, Options{}, "/properties/a", `{"type":"array","items":{"type":"string"}}`, bothModes},
		{"empty object", []string{`{"o":{}}`}, Options{}, "/properties/o", `{"type":"object"}`, bothModes},
		{"mixed scalar types", []string{`{"a":1}`, `{"a":"x"}`, `{"a":true}`}, Options{}, "/properties/a", `{"type":["boolean","integer","string"]}`, bothModes},
		{"nullable object stays flat", []string{`{"o":{"x":1}}`, `{"o":null}`}, Options{}, "/properties/o", `{"type":["null","object"],"properties":{"x":{"type":"integer"}},"required":["x"]}`, bothModes},
		{"object or string stays flat", []string{`{"o":{"x":1}}`, `{"o":"x"}`}, Options{}, "/properties/o", `{"type":["object","string"],"properties":{"x":{"type":"integer"}},"required":["x"]}`, bothModes},
		{"object and array: anyOf", []string{`{"o":{"x":1}}`, `{"o":[1]}`, `{"o":null}`}, Options{}, "/properties/o", `{"anyOf":[{"type":"array","items":{"type":"integer"}},{"type":"object","properties":{"x":{"type":"integer"}},"required":["x"]},{"type":"null"}]}`, bothModes},
		{"root object type", []string{`{"a":1}`}, Options{}, "/type", `"object"`, bothModes},
		{"dialect", []string{`{"a":1}`}, Options{}, "/$schema", `"https://json-schema.org/draft/2020-12/schema"`, bothModes},
		{"title", []string{`{"a":1}`}, Options{Title: "get_weather output"}, "/title", `"get_weather output"`, bothModes},
		{"no title by default", []string{`{"a":1}`}, Options{}, "/title", `-`, bothModes},
		{"wrap arrays under items", []string{`[1,2]`, `[]`}, Options{}, "", `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"items":{"type":"array","items":{"type":"integer"}}},"required":["items"]}`, bothModes},
		{"wrap scalars under value", []string{`"a"`, `null`}, Options{}, "/properties/value", `{"type":["null","string"]}`, bothModes},
		{"wrap mixed object and array under value", []string{`{"a":1}`, `[1]`}, Options{}, "/properties/value/anyOf/0", `{"type":"array","items":{"type":"integer"}}`, bothModes},
		{"wrap with root property option", []string{`[true]`}, Options{RootProperty: "results"}, "/properties/results/items", `{"type":"boolean"}`, bothModes},
		{"key with slash", []string{`{"a/b":1}`}, Options{}, "/properties/a~1b", `{"type":"integer"}`, bothModes},
	}
	for _, tc := range tests {
		for _, useNumber := range []bool{false, true} {
			if useNumber && tc.mode == floatOnly || !useNumber && tc.mode == numberOnly {
				continue
			}
			name := tc.name
			if useNumber {
				name += "/json.Number"
			}
			t.Run(name, func(t *testing.T) {
				samples := decode(t, useNumber, tc.samples...)
				in, err := Infer(samples, tc.opts)
				if err != nil {
					t.Fatalf("Infer: %v", err)
				}
				got, ok := at(normal(t, in.Schema), tc.ptr)
				if tc.want == "-" {
					if ok {
						t.Fatalf("%s: want absent, got %v\n%s", tc.ptr, got, in.JSON())
					}
					return
				}
				if !ok {
					t.Fatalf("%s missing in\n%s", tc.ptr, in.JSON())
				}
				var want any
				if err := json.Unmarshal([]byte(tc.want), &want); err != nil {
					t.Fatalf("bad want: %v", err)
				}
				if !reflect.DeepEqual(got, want) {
					gb, _ := json.Marshal(got)
					t.Fatalf("%s:\n got %s\nwant %s", tc.ptr, gb, tc.want)
				}
				assertValidates(t, in, samples)
			})
		}
	}
}

// nameKeys returns n members "kI":{"v":I}.
func nameKeys(n int) string {
	var parts []string
	for i := 0; i < n; i++ {
		parts = append(parts, `"k`+strconv.Itoa(i)+`":{"v":`+strconv.Itoa(i)+`}`)
	}
	return strings.Join(parts, ",")
}

// idKeys returns n numeric-id keys with string values, as JSON members.
func idKeys(n int) string {
	var parts []string
	for i := 0; i < n; i++ {
		parts = append(parts, `"`+strconv.Itoa(1000+i)+`":"v`+strconv.Itoa(i)+`"`)
	}
	return strings.Join(parts, ",")
}

// assertValidates compiles the inferred schema through the public API and
// checks every sample against it.
func assertValidates(t testing.TB, in *Inferred, samples []any) {
	t.Helper()
	c, err := Compile(in.JSON(), "")
	if err != nil {
		t.Fatalf("Compile(inferred): %v\n%s", err, in.JSON())
	}
	for i, s := range samples {
		if vs := c.Validate(in.Wrap(s)); len(vs) > 0 {
			t.Fatalf("sample %d does not validate: %v\n%s", i, vs, in.JSON())
		}
	}
	assertNoFalseAdditional(t, normal(t, in.Schema), "")
}

// assertNoFalseAdditional fails when the schema anywhere forbids extra
// properties.
func assertNoFalseAdditional(t testing.TB, v any, ptr string) {
	t.Helper()
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			if k == "additionalProperties" && e == false {
				t.Fatalf("additionalProperties: false at %s", ptr)
			}
			assertNoFalseAdditional(t, e, ptr+"/"+k)
		}
	case []any:
		for i, e := range v {
			assertNoFalseAdditional(t, e, ptr+"/"+strconv.Itoa(i))
		}
	}
}

func TestInferWrapped(t *testing.T) {
	cases := []struct {
		samples []string
		opts    Options
		want    string
	}{
		{[]string{`{"a":1}`, `{}`}, Options{}, ""},
		{[]string{`[1]`, `[]`}, Options{}, "items"},
		{[]string{`1`, `"x"`}, Options{}, "value"},
		{[]string{`{"a":1}`, `2`}, Options{}, "value"},
		{[]string{`[1]`, `{"a":1}`}, Options{}, "value"},
		{[]string{`[1]`}, Options{RootProperty: "rows"}, "rows"},
		{[]string{`{"a":1}`}, Options{RootProperty: "rows"}, ""},
	}
	for _, tc := range cases {
		samples := decode(t, false, tc.samples...)
		in, err := Infer(samples, tc.opts)
		if err != nil {
			t.Fatalf("%v: %v", tc.samples, err)
		}
		if in.Wrapped != tc.want {
			t.Errorf("%v: Wrapped = %q, want %q", tc.samples, in.Wrapped, tc.want)
		}
		if in.Samples != len(samples) {
			t.Errorf("%v: Samples = %d", tc.samples, in.Samples)
		}
		w := in.Wrap(samples[0])
		if tc.want == "" {
			if !reflect.DeepEqual(w, samples[0]) {
				t.Errorf("%v: Wrap changed an object sample: %v", tc.samples, w)
			}
		} else if m, ok := w.(map[string]any); !ok || len(m) != 1 || !reflect.DeepEqual(m[tc.want], samples[0]) {
			t.Errorf("%v: Wrap = %v, want {%q: sample}", tc.samples, w, tc.want)
		}
	}
}

func TestInferErrors(t *testing.T) {
	cases := []struct {
		name    string
		samples []any
		want    string
	}{
		{"no samples", nil, "no samples"},
		{"unsupported type", []any{map[string]any{"a": []any{1, struct{}{}}}}, "at /a/1: unsupported Go type struct {}"},
		{"NaN", []any{map[string]any{"x": math.NaN()}}, "at /x: NaN is not a JSON number"},
		{"bad json.Number", []any{map[string]any{"x": json.Number("1x")}}, `invalid json.Number "1x"`},
		{"bad UTF-8 key", []any{map[string]any{"\xff": 1}}, "not valid UTF-8"},
	}
	for _, tc := range cases {
		_, err := Infer(tc.samples, Options{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want it to contain %q", tc.name, err, tc.want)
		}
	}
}

func TestInferGoValues(t *testing.T) {
	samples := []any{
		map[string]any{"i": 3, "u": uint64(math.MaxUint64), "f": float32(1.5), "s": "x"},
		map[string]any{"i": int64(-4), "u": uint8(1), "f": 2, "s": "y"},
	}
	in, err := Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := normal(t, in.Schema)
	for ptr, want := range map[string]any{
		"/properties/i/type": "integer",
		"/properties/u/type": "integer",
		"/properties/f/type": "number",
	} {
		if got, _ := at(s, ptr); got != want {
			t.Errorf("%s = %v, want %v", ptr, got, want)
		}
	}
}

func TestInferDepthCap(t *testing.T) {
	deep := strings.Repeat(`{"a":`, 200) + `1` + strings.Repeat(`}`, 200)
	samples := decode(t, false, deep, `{"a":null}`)
	in, err := Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	assertValidates(t, in, samples)
	ptr := strings.Repeat("/properties/a", maxDepth)
	got, ok := at(normal(t, in.Schema), ptr)
	if !ok || !reflect.DeepEqual(got, map[string]any{}) {
		t.Fatalf("schema at depth %d = %v (present %v), want {}", maxDepth, got, ok)
	}
	if _, ok := at(normal(t, in.Schema), ptr+"/properties"); ok {
		t.Fatal("schema continues below the depth cap")
	}
}

func TestInferLargeIntegersNoEnum(t *testing.T) {
	var texts []string
	for i := 0; i < 20; i++ {
		texts = append(texts, `{"n":12345678901234567890}`, `{"n":9007199254740993}`)
	}
	for _, useNumber := range []bool{false, true} {
		samples := decode(t, useNumber, texts...)
		in, err := Infer(samples, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := at(normal(t, in.Schema), "/properties/n")
		if !reflect.DeepEqual(got, map[string]any{"type": "integer"}) {
			t.Errorf("useNumber=%v: %v, want plain integer (unsafe integers never make enums)", useNumber, got)
		}
	}
}

func TestInferManyKeysBecomeMap(t *testing.T) {
	// One object with more keys than are tracked per position.
	m := map[string]any{}
	for i := 0; i < maxTrackedKeys+5; i++ {
		m["key"+strconv.Itoa(i)] = float64(i)
	}
	samples := []any{map[string]any{"m": m}, map[string]any{"m": map[string]any{"x": "s"}}}
	in, err := Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := at(normal(t, in.Schema), "/properties/m")
	want := map[string]any{"type": "object", "additionalProperties": map[string]any{"type": []any{"integer", "string"}}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}

func TestInferJSONDeterministic(t *testing.T) {
	samples := decode(t, false, `{"b":"<x>","a":[1,{"z":null}]}`)
	in, err := Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, b := in.JSON(), in.JSON()
	if string(a) != string(b) {
		t.Fatal("JSON not stable")
	}
	if !strings.HasPrefix(string(a), "{\n  \"$schema\"") || !strings.HasSuffix(string(a), "}\n") {
		t.Fatalf("unexpected layout:\n%s", a)
	}
	var back map[string]any
	if err := json.Unmarshal(a, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, normal(t, in.Schema)) {
		t.Fatal("JSON() differs from Schema")
	}
}

// TestInferOpenRecords: with OpenRecords every record (nested ones and the
// items of arrays too) gets "additionalProperties": {} next to its
// properties and required keys; maps keep their value schema.
func TestInferOpenRecords(t *testing.T) {
	samples := decode(t, false,
		`{"header":{"alg":"HS256","typ":"JWT"},"items":[{"id":1}],"tags":{"2026-01-01":"a"}}`,
		`{"header":{"alg":"none","typ":"JWT"},"items":[{"id":2}],"tags":{"2026-02-01":"b"}}`)
	in, err := Infer(samples, Options{OpenRecords: true})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"$schema":"https://json-schema.org/draft/2020-12/schema","additionalProperties":{},` +
		`"properties":{"header":{"additionalProperties":{},"properties":{"alg":{"type":"string"},"typ":{"type":"string"}},"required":["alg","typ"],"type":"object"},` +
		`"items":{"items":{"additionalProperties":{},"properties":{"id":{"type":"integer"}},"required":["id"],"type":"object"},"type":"array"},` +
		`"tags":{"additionalProperties":{"type":"string"},"type":"object"}},"required":["header","items","tags"],"type":"object"}`
	got, _ := json.Marshal(in.Schema)
	if string(got) != want {
		t.Errorf("open records:\ngot  %s\nwant %s", got, want)
	}
	closed, err := Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := closed.Schema["additionalProperties"]; ok {
		t.Errorf("without OpenRecords a record has no additionalProperties: %v", closed.Schema)
	}
}

// TestOptionalSuffix: properties ending with Options.OptionalSuffix are
// never required, the others as before.
func TestOptionalSuffix(t *testing.T) {
	samples := []any{
		map[string]any{"out": "a", "out_parsed": map[string]any{"k": "v"}},
		map[string]any{"out": "b", "out_parsed": map[string]any{"k": "w"}},
	}
	for _, c := range []struct {
		suffix, want string
	}{{"", `["out","out_parsed"]`}, {"_parsed", `["out"]`}} {
		inf, err := Infer(samples, Options{OptionalSuffix: c.suffix})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(inf.Schema["required"])
		if string(b) != c.want {
			t.Errorf("suffix %q: required %s, want %s", c.suffix, b, c.want)
		}
	}
}
