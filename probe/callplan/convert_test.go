package callplan

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"
)

// canon encodes v as FileArguments does (sorted keys, no HTML escaping).
func canon(t *testing.T, v any) string {
	t.Helper()
	b, err := encodeJSON(v)
	if err != nil {
		t.Fatalf("encode %#v: %v", v, err)
	}
	return string(b)
}

// sameJSON checks that got is the JSON value written in want (whatever
// its key order and spacing), numbers compared by their text.
func sameJSON(t *testing.T, got any, want string) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(want))
	dec.UseNumber()
	var w any
	if err := dec.Decode(&w); err != nil {
		t.Fatalf("bad expectation %s: %v", want, err)
	}
	if g, e := canon(t, got), canon(t, w); g != e {
		t.Errorf("got  %s\nwant %s", g, e)
	}
}

func readTestdata(t *testing.T, name string) any {
	t.Helper()
	v, err := ReadFile("testdata/"+name, FileOptions{AllowedDirs: []string{"testdata"}})
	if err != nil {
		t.Fatalf("ReadFile(%s): %v", name, err)
	}
	return v
}

func TestDetectFormat(t *testing.T) {
	for path, want := range map[string]string{
		"a.json": "json", "A.JSON": "json", "dir.v1/a.csv": "csv", "a.tsv": "tsv",
		"a.yaml": "yaml", "a.YML": "yaml", "a.xml": "xml", "a.txt": "txt",
		"a.md": "txt", "noext": "txt", "a.csv.gz": "txt", ".csv": "csv",
	} {
		if got := DetectFormat(path); got != want {
			t.Errorf("DetectFormat(%q) = %q, want %q", path, got, want)
		}
	}
}

// The seed's CSV example, exactly.
func TestConvertCSVSeedExample(t *testing.T) {
	v := readTestdata(t, "sample-data.csv")
	sameJSON(t, v, `[{"name":"John","email":"john@example.com","age":30},{"name":"Jane","email":"jane@example.com","age":25}]`)
	// Encoded deterministically with sorted keys.
	if got, want := canon(t, v), `[{"age":30,"email":"john@example.com","name":"John"},{"age":25,"email":"jane@example.com","name":"Jane"}]`; got != want {
		t.Errorf("encoding = %s, want %s", got, want)
	}
	if age := v.([]any)[0].(map[string]any)["age"]; age != json.Number("30") {
		t.Errorf("age = %#v, want json.Number(\"30\")", age)
	}
}

func TestConvertTSV(t *testing.T) {
	sameJSON(t, readTestdata(t, "sample-data.tsv"), `[{"name":"John","email":"john@example.com","age":30},{"name":"Jane","email":"jane@example.com","age":25}]`)
}

func TestConvertCSVCellTypes(t *testing.T) {
	sameJSON(t, readTestdata(t, "types.csv"), `[{
		"id": 1, "code": "007", "phone": "+1", "big": "1234567890123456", "pi": 3.14,
		"flag": true, "off": false, "empty": "", "neg": -5, "exp": "1e5", "padded": 42}]`)
	for cell, want := range map[string]any{
		"0": json.Number("0"), "-0.5": json.Number("-0.5"), "123456789012345": json.Number("123456789012345"),
		"1234567890123456": "1234567890123456", "1.00000000000001": json.Number("1.00000000000001"),
		"1.000000000000001": "1.000000000000001", "00": "00", "1.": "1.", ".5": ".5", "--1": "--1",
		"tRuE": true, "yes": "yes", "null": "null", "NaN": "NaN", "Inf": "Inf", "0x10": "0x10",
		" x ": " x ", "1_000": "1_000", "1,5": "1,5",
	} {
		if got := typeScalar(cell); got != want {
			t.Errorf("typeScalar(%q) = %#v, want %#v", cell, got, want)
		}
	}
}

func TestConvertCSVShapes(t *testing.T) {
	sameJSON(t, readTestdata(t, "header-only.csv"), `[]`)
	v, err := Convert([]byte("\ufeffname,note\r\n\"Doe, J\",\"said \"\"hi\"\"\nthen left\"\r\n\r\n"), "csv")
	if err != nil {
		t.Fatal(err)
	}
	sameJSON(t, v, `[{"name":"Doe, J","note":"said \"hi\"\nthen left"}]`)
}

// The seed's YAML example gives exactly the seed's JSON.
func TestConvertYAMLSeedExample(t *testing.T) {
	sameJSON(t, readTestdata(t, "sample-config.yaml"), `{
  "database": {
    "host": "localhost",
    "port": 5432,
    "credentials": {
      "username": "admin",
      "password": "secret"
    }
  }
}`)
}

func TestConvertYAMLDetails(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", `null`},
		{"a: 1\n---\n", `{"a":1}`},
		{"1: a\ntrue: b\n~: c\n1.50: d\n", `{"1":"a","true":"b","null":"c","1.50":"d"}`},
		{"base: &b {x: 1, y: 2}\nd:\n  <<: *b\n  y: 3\n", `{"base":{"x":1,"y":2},"d":{"x":1,"y":3}}`},
		{"a: &a [1, 2]\nb: *a\n", `{"a":[1,2],"b":[1,2]}`},
		{"t: 2001-12-14\nbin: !!binary aGVsbG8=\nhex: 0x1F\nbig: 123456789012345678901234567890\nf: 1.5e3\ng: .5\ns: '12'\nn: null\nb: false\n",
			`{"t":"2001-12-14","bin":"aGVsbG8=","hex":31,"big":123456789012345678901234567890,"f":1.5e3,"g":0.5,"s":"12","n":null,"b":false}`},
		{"- a\n- {b: [c]}\n", `["a",{"b":["c"]}]`},
	} {
		v, err := Convert([]byte(tc.in), "yaml")
		if err != nil {
			t.Errorf("Convert(%q): %v", tc.in, err)
			continue
		}
		sameJSON(t, v, tc.want)
	}
}

func TestConvertJSON(t *testing.T) {
	v := readTestdata(t, "sample-data.json")
	got := canon(t, v)
	want := `[{"name":"Widget","price":29.99,"qty":30,"sku":12345678901234567890},{"active":true,"discount":null,"name":"Gadget <b>&</b>","price":5,"tags":["a","b"]}]`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestConvertXML(t *testing.T) {
	sameJSON(t, readTestdata(t, "sample-data.xml"), `{
		"@count": 2,
		"user": [
			{"@id": 1, "name": "John", "email": "john@example.com", "age": 30, "active": true},
			{"@id": 2, "name": "Jane", "email": "jane@example.com", "age": 25, "active": false, "nickname": ""}
		],
		"note": {"@lang": "en", "#text": "Hello again", "b": "world"},
		"zip": "007"
	}`)
	sameJSON(t, readTestdata(t, "sum.xml"), `{"a":2,"b":3.5}`)
	for _, tc := range []struct{ in, want string }{
		{"<msg>hello</msg>", `"hello"`},
		{"<msg/>", `""`},
		{"<a><![CDATA[<x>]]></a>", `"<x>"`},
		{"<x:a xmlns:x='u'><x:b>1</x:b></x:a>", `{"@xmlns:x":"u","x:b":1}`},
		{"<p cur='USD'>9.99</p>", `{"@cur":"USD","#text":9.99}`},
		{"<l><i>1</i></l>", `{"i":1}`},
		{"<l><i>1</i><i><j>x</j></i></l>", `{"i":[1,{"j":"x"}]}`},
		{"<!DOCTYPE a><a>&amp;&lt;</a>", `"&<"`},
	} {
		v, err := Convert([]byte(tc.in), "xml")
		if err != nil {
			t.Errorf("Convert(%q): %v", tc.in, err)
			continue
		}
		sameJSON(t, v, tc.want)
	}
}

func TestConvertText(t *testing.T) {
	if v := readTestdata(t, "message.txt"); v != "hello world\n" {
		t.Errorf("message.txt = %#v", v)
	}
	sameJSON(t, readTestdata(t, "json-content.txt"), `{"a":1,"b":[true,null]}`)
	for in, want := range map[string]any{
		"":             "",
		"  42 \n":      json.Number("42"),
		"true":         true,
		`"quoted"`:     "quoted",
		"{not json":    "{not json",
		"[1] trailing": "[1] trailing",
		"\ufeffhi":     "hi",
	} {
		v, err := Convert([]byte(in), "txt")
		if err != nil || v != want {
			t.Errorf("Convert(%q, txt) = %#v, %v; want %#v", in, v, err, want)
		}
	}
}

func TestConvertErrors(t *testing.T) {
	for _, tc := range []struct{ format, in, want string }{
		{"csv", "", "Failed to parse CSV file: Invalid format at line 1 (no header row)"},
		{"csv", "a,b,a\n1,2,3\n", `Failed to parse CSV file: Invalid format at line 1 (duplicate column name "a" in header)`},
		{"csv", "a,,c\n", "Failed to parse CSV file: Invalid format at line 1 (empty name for column 2 of the header)"},
		{"csv", "a,b\n1,2\n3\n", "Failed to parse CSV file: Invalid format at line 3 (wrong number of fields: expected 2, got 1)"},
		{"csv", "a\nx\"y\n", `Failed to parse CSV file: Invalid format at line 2 (bare " in non-quoted-field, column 2)`},
		{"tsv", "a\tb\n1\t2\t3\n", "Failed to parse TSV file: Invalid format at line 2 (wrong number of fields: expected 2, got 3)"},
		{"csv", "a\n\xff\n", "Failed to parse CSV file: Invalid format at line 2 (content is not valid UTF-8)"},
		{"txt", "ok\nok\n\xc3(", "Failed to parse TXT file: content is not valid UTF-8 at line 3, column 1"},
		{"json", "", "Failed to parse JSON file: no JSON value (empty content) at line 1, column 1"},
		{"json", "{", "Failed to parse JSON file: unexpected end of JSON input at line 1, column 2"},
		{"json", "[1,2]x", "Failed to parse JSON file: unexpected data after the JSON value at line 1, column 6"},
		{"json", "\n\n  [1, 2,\n  ]", "Failed to parse JSON file: invalid character ']' looking for beginning of value at line 4, column 3"},
		{"yaml", "database:\n  host: localhost\n  port: 5432\n credentials: x\n", "Failed to parse YAML file: did not find expected key at line 4"},
		{"yaml", "a: 1\nb: [1, 2\nc: 3\n", "Failed to parse YAML file: did not find expected ',' or ']' at line 2"},
		{"yaml", "a:\n  - 1\n  - 2\n  x: 3\n", "Failed to parse YAML file: did not find expected '-' indicator at line 4"},
		{"yaml", "a: 1\n\tb: 2\n", "Failed to parse YAML file: found a tab character that violates indentation at line 2"},
		{"yaml", "a: 1\na: 2\n", `Failed to parse YAML file: duplicate key "a" at line 2`},
		{"yaml", "a: 1\n---\nb: 2\n", "Failed to parse YAML file: multiple YAML documents are not supported at line 3"},
		{"yaml", "a: .inf\n", "Failed to parse YAML file: .inf cannot be represented in JSON at line 1"},
		{"yaml", "a: &x [*x]\n", `Failed to parse YAML file: anchor "x" contains itself at line 1`},
		{"yaml", "a: *nope\n", "Failed to parse YAML file: unknown anchor 'nope' referenced"},
		{"yaml", "? [1,2]\n: x\n", "Failed to parse YAML file: mapping keys must be scalars (strings, numbers, booleans) at line 1"},
		{"xml", "", "Failed to parse XML file: no root element at line 1"},
		{"xml", "<a>\n", "Failed to parse XML file: unexpected end of input: element <a> is not closed at line 2"},
		{"xml", "<a/>\n<b/>", "Failed to parse XML file: second root element <b> (a document has exactly one root) at line 2"},
		{"xml", "x<a/>", "Failed to parse XML file: text outside the root element at line 1"},
		{"xml", "<a>&foo;</a>", "Failed to parse XML file: invalid character entity &foo; at line 1"},
		{"xml", "<a x='1' x='2'/>", `Failed to parse XML file: duplicate attribute "x" on <a> at line 1`},
		{"xml", `<?xml version="1.0" encoding="latin1"?><a/>`, `Failed to parse XML file: encoding "latin1" declared: only UTF-8 is supported at line 1`},
		{"toml", "a = 1", `unsupported file format "toml" (want json, csv, tsv, yaml, xml or txt)`},
	} {
		_, err := Convert([]byte(tc.in), tc.format)
		var fe *FileError
		if !errors.As(err, &fe) || fe.Kind != KindParse {
			t.Errorf("Convert(%q, %s) = %v, want a parse *FileError", tc.in, tc.format, err)
			continue
		}
		if fe.Msg != tc.want {
			t.Errorf("Convert(%q, %s):\n got %s\nwant %s", tc.in, tc.format, fe.Msg, tc.want)
		}
	}
}

func TestConvertLimits(t *testing.T) {
	deepXML := strings.Repeat("<a>", maxDepth+1) + strings.Repeat("</a>", maxDepth+1)
	if _, err := Convert([]byte(deepXML), "xml"); err == nil || !strings.Contains(err.Error(), "nested more than") {
		t.Errorf("deep XML: %v", err)
	}
	deepJSON := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	if _, err := Convert([]byte(deepJSON), "json"); err == nil {
		t.Error("deep JSON accepted")
	}
	// A billion-laughs style document is refused, not expanded.
	var bomb bytes.Buffer
	bomb.WriteString("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 12; i++ {
		bomb.WriteString("a" + strconv.Itoa(i) + ": &a" + strconv.Itoa(i) + " [")
		for j := 0; j < 10; j++ {
			if j > 0 {
				bomb.WriteString(", ")
			}
			bomb.WriteString("*a" + strconv.Itoa(i-1))
		}
		bomb.WriteString("]\n")
	}
	if _, err := Convert(bomb.Bytes(), "yaml"); err == nil || !strings.Contains(err.Error(), "excessive aliasing") {
		t.Errorf("alias bomb: %v", err)
	}
}
