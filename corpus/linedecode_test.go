package corpus

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

var jsonSeeds = []string{
	`{}`, ` { } `, `{"a":1}`, `[1,2,3]`, `"x"`, `1`, `-0.5e+10`, `true`, `null`, `01`, `1.`, `-`, `1e`, `.5`,
	`{"a":}`, `{"a" 1}`, `{"a":1,}`, `[1,]`, `{"a":"\u00e9\n\t\"\\\/"}`, `"\x"`, `"\u12"`, "\"a\x01\"", `"unterminated`,
	`{"kind":"call","id":"s/t/1","server":"s","tool":"t","seq":1,"arguments":{"q":"a"},"result":{"content":[]},"duration_ms":12,"size":3}`,
	`{"server":"s","tool":"t","result_raw":{"a":[1,2,{"b":null}]},"error":null,"seq":null,"x":{"y":[true,false]}}`,
	`{"server":"caf\u00e9","tool":"bad \xff utf8","detail":"line\nbreak"}`,
	`{"server":"s","server":"s2","seq":9223372036854775807,"size":-9223372036854775808}`,
	`{"seq":9223372036854775808}`, `{"seq":1.5}`, `{"seq":"1"}`, `{"server":1}`, `{"a":1} x`, `{"\u0073erver":"s"}`,
	strings.Repeat("[", 20) + strings.Repeat("]", 20),
	`{"roots":["file:///a","caf\u00e9",null],"call_policy":"explore","sandbox":null,"call_reason":"x"}`,
	`{"roots":[],"arg_origins":{}}`, `{"roots":null,"arg_origins":null}`, `{"roots":[ "a" , "b" ]}`,
	`{"roots":["a"],"roots":["b","c"]}`, `{"roots":["a"],"roots":null}`, `{"roots":"a"}`, `{"roots":[1]}`, `{"roots":[["a"]]}`,
	`{"arg_origins":{"q":"enum","l":"harvest:s/t/1","n":null}}`, `{"arg_origins":{ "\u0071" : "plan" , "x":"\"q\""}}`, "{\"arg_origins\":{\"bad \xff\":\"\xfe\"},\"roots\":[\"\xff\"]}",
	`{"arg_origins":{"a":"1"},"arg_origins":{"b":"2"}}`, `{"arg_origins":{"a":"1"},"arg_origins":null}`,
	`{"arg_origins":{"a":"1","a":"2"}}`, `{"arg_origins":{"a":1}}`, `{"arg_origins":["a"]}`, `{"arg_origins":"a"}`,
	`{"round":2}`, `{"round":-1}`, `{"round":"2"}`, `{"round":2.0}`, `{"round":null}`,
	// Numbers where integers are expected: rounded, unless negative or out
	// of range.
	`{"duration_ms":2.6}`, `{"duration_ms":2.5,"size":1e3,"seq":3.0}`, `{"seq":-0.4}`, `{"seq":-0.5}`, `{"seq":-0}`,
	`{"seq":2147483647}`, `{"seq":2147483648}`, `{"tool_page":2147483647.4}`, `{"size":9223372036854775807}`,
	`{"size":9.3e18}`, `{"duration_ms":1e400}`, `{"duration_ms":-1e400}`, `{"init_ms":12.5,"list_ms":0.49,"list_pages":1.0}`,
	`{"tool_page":"1"}`, `{"list_pages":true}`, `{"size":{}}`, `{"duration_ms":1E2}`, `{"duration_ms":0.0000001e-7}`,
	`{"started_at":"2026-01-02T03:04:05Z"}`, `{"started_at":1735787045.5}`, `{"started_at":null}`, `{"started_at":["x"]}`,
}

func TestDecodeLineAgreesWithEncodingJSON(t *testing.T) {
	for _, s := range jsonSeeds {
		checkDecodeLine(t, []byte(s))
	}
}

func FuzzDecodeLine(f *testing.F) {
	for _, s := range jsonSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecodeLine(t, b)
	})
}

// checkDecodeLine compares lineDecoder with encoding/json on one input
// (the line as readLines hands it over: without surrounding space).
func checkDecodeLine(t *testing.T, b []byte) {
	t.Helper()
	b = bytes.TrimSpace(b)
	var got importLine
	err := newLineDecoder().decode(b, &got)
	if err == nil && !json.Valid(b) {
		t.Fatalf("decode accepted invalid JSON %q", b)
	}
	var want importLine
	werr := json.Unmarshal(b, &want)
	// encoding/json matches keys case-insensitively; compare only inputs
	// without upper-case letters.
	if bytes.ContainsFunc(b, func(r rune) bool { return r >= 'A' && r <= 'Z' }) {
		return
	}
	if (err == nil) != (werr == nil) {
		if err != nil && werr == nil && !bytes.HasPrefix(bytes.TrimLeft(b, " \t\r\n"), []byte("{")) {
			return // encoding/json decodes null into a struct
		}
		t.Fatalf("decode(%q) error %v, encoding/json error %v", b, err, werr)
	}
	if err != nil {
		return
	}
	// Raw values: encoding/json keeps them as given too.
	if !reflect.DeepEqual(normalize(got), normalize(want)) {
		t.Fatalf("decode(%q):\n got %+v\nwant %+v", b, got, want)
	}
}

// normalize makes nil and empty raw values equal.
func normalize(l importLine) importLine {
	for _, r := range []*json.RawMessage{&l.Arguments, &l.Result, &l.ResultRaw, &l.Error, &l.ErrorRaw,
		&l.ToolDef, &l.Launch, &l.InitializeResult, &l.Events} {
		if len(*r) == 0 {
			*r = nil
		}
	}
	return l
}

func TestDecodeKeepsRawValuesInTheLine(t *testing.T) {
	line := []byte(`{"server":"s","tool":"t","arguments":{"q":1},"result":{"content":[]},"tool_def":null,"seq":2.5,"roots":["a",null],"arg_origins":{"q":"enum"}}`)
	var l importLine
	if err := newLineDecoder().decode(line, &l); err != nil {
		t.Fatal(err)
	}
	for name, raw := range map[string][]byte{"arguments": l.Arguments, "result": l.Result, "tool_def": l.ToolDef} {
		i := bytes.Index(line, raw)
		if len(raw) == 0 || i < 0 || &line[i] != &raw[0] {
			t.Errorf("%s = %q is not a slice of the line", name, raw)
		}
	}
	if l.Seq != 3 || len(l.Roots) != 2 || l.Roots[1] != "" || l.ArgOrigins["q"] != "enum" {
		t.Errorf("decoded %+v", l)
	}
}
