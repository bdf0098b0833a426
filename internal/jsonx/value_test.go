package jsonx

import (
	"encoding/json"
	"reflect"
	"testing"
)

var samples = []string{
	`{}`, `[]`, `null`, `true`, `false`, `0`, `-1.5e3`, `"x"`, ` {"a":1} `,
	`{"a":1,"a":2}`, "\"\xff\"", `"\ud800"`, `"\ud83d\ude00"`, `"a\nb\u00e9"`,
	`{"a":[1,{"b":null}],"c":"d"}`, `{"a":}`, `[1,]`, `01`, `"\x"`, `{"a" 1}`,
	`[1] x`, `1 2`, ``, `  `, `{"a":"b"`, "\"tab\there\"", `1e400`, `{"\u0041":1}`,
	`[[[[[[[[[[]]]]]]]]]]`, `"\/"`, `tru`, `nul`, `{"a":1}}`,
}

func TestValidMatchesEncodingJSON(t *testing.T) {
	for _, s := range samples {
		if got, want := Valid([]byte(s)), json.Valid([]byte(s)); got != want {
			t.Errorf("Valid(%q) = %v, encoding/json %v", s, got, want)
		}
	}
}

func TestDecodeMatchesEncodingJSON(t *testing.T) {
	for _, s := range samples {
		var want any
		werr := json.Unmarshal([]byte(s), &want)
		got, gerr := Decode([]byte(s))
		if (werr == nil) != (gerr == nil) {
			t.Errorf("Decode(%q) error %v, encoding/json %v", s, gerr, werr)
			continue
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("Decode(%q) = %#v, encoding/json %#v", s, got, want)
		}
	}
}

func TestUnquoteMatchesEncodingJSON(t *testing.T) {
	for _, s := range samples {
		if len(s) == 0 || s[0] != '"' {
			continue
		}
		var want string
		werr := json.Unmarshal([]byte(s), &want)
		got, ok := Unquote(nil, []byte(s))
		if werr != nil {
			if ok && len(s) > 0 && s[0] == '"' {
				// Unquote takes a bare token: surrounding space is not its job.
				t.Errorf("Unquote(%q) ok, encoding/json refuses: %v", s, werr)
			}
			continue
		}
		if !ok || string(got) != want {
			t.Errorf("Unquote(%q) = %q, %v; encoding/json %q", s, got, ok, want)
		}
	}
	if _, ok := Unquote(nil, []byte(`"a"b"`)); ok {
		t.Error(`Unquote("a"b") accepted a token with trailing bytes`)
	}
	if got, _ := Unquote(nil, []byte(`"caf\u00e9"`)); string(got) != "café" {
		t.Errorf("Unquote = %q", got)
	}
}

func TestUnmarshalIsLenient(t *testing.T) {
	var v struct {
		A int    `json:"a"`
		B string `json:"b"`
	}
	if err := Unmarshal([]byte("{\"a\":1,\"a\":2,\"b\":\"\xff\"}"), &v); err != nil {
		t.Fatal(err)
	}
	if v.A != 2 || v.B != "\ufffd" {
		t.Errorf("got %+v, want last duplicate and U+FFFD", v)
	}
}
