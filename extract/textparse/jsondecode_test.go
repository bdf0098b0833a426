package textparse

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// jsonDecodeCases cover the grammar's corners and the inputs the decoder
// leaves to encoding/json.
var jsonDecodeCases = []string{
	`{}`, `[]`, ` { } `, `[ ]`, `{"a":1,"a":2}`, `{"a":{"b":[1,-0,0.5,1e5,1E-5,-2.5e+3,12345678901234567890]}}`,
	`[true,false,null,"x",{"":""}]`, `"\u00e9\n\t\"\\\/\b\f\r"`, `"\ud83d\ude00"`, `"\ud800"`, `"\udc00x"`, "\"\xff\"", "\"a\xe2\x82\"",
	`"é ★ 🙂 \u2028"`, `"\u0000"`, `{"k\u00e9y":"v"}`, `{"\ud800":1}`,
	`01`, `1.`, `-`, `1e`, `.5`, `+1`, `0x1`, `tru`, `nul`, `falsey`, `[1,]`, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `[1 2]`,
	`"\q"`, `"\u12"`, `"\u12g4"`, "\"a\x01\"", `"abc`, `[`, `{"a":`, `{"a":1} x`, `[1] [2]`, ``, ` `,
	`-0`, `0`, `1.5E+10`, `[[[[[[[[[[]]]]]]]]]]`,
	strings.Repeat("[", 1200) + strings.Repeat("]", 1200),
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	strings.Repeat(`{"a":`, 1100) + "1" + strings.Repeat("}", 1100),
}

func TestDecodeJSONMatchesEncodingJSON(t *testing.T) {
	for _, c := range jsonDecodeCases {
		checkDecodeJSON(t, c)
	}
}

func checkDecodeJSON(t *testing.T, s string) {
	t.Helper()
	got, ok := DecodeJSON(s)
	var want any
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	err := dec.Decode(&want)
	wantOK := json.Valid([]byte(s)) && err == nil
	if ok != wantOK {
		t.Fatalf("DecodeJSON(%.80q): ok %v, encoding/json %v", s, ok, wantOK)
	}
	if ok && !reflect.DeepEqual(got, want) {
		t.Fatalf("DecodeJSON(%.80q) = %#v, encoding/json gives %#v", s, got, want)
	}
	// the prefix form: the first value of an object or array
	body := strings.TrimLeft(s, " \t\r\n")
	if isJSONOpen(body) {
		v, n, st := decodeFirst(body, true)
		dec := json.NewDecoder(strings.NewReader(body))
		dec.UseNumber()
		var w any
		err := dec.Decode(&w)
		switch {
		case st == decodeUnsure:
		case (st == decodeOK) != (err == nil):
			t.Fatalf("decodeFirst(%.80q): status %d, encoding/json %v", body, st, err)
		case err == nil && (n != int(dec.InputOffset()) || !reflect.DeepEqual(v, w)):
			t.Fatalf("decodeFirst(%.80q) = %#v (%d bytes), encoding/json %#v (%d bytes)", body, v, n, w, dec.InputOffset())
		}
		_, n2, st2 := decodeFirst(body, false)
		if st2 != decodeUnsure && st != decodeUnsure && (st2 != st || (st == decodeOK && n2 != n)) {
			t.Fatalf("decodeFirst(%.80q): validating gives %d %d, decoding %d %d", body, st2, n2, st, n)
		}
	}
}

func FuzzDecodeJSON(f *testing.F) {
	for _, c := range jsonDecodeCases {
		if len(c) < 1000 {
			f.Add([]byte(c))
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecodeJSON(t, string(b))
		if bytes.HasPrefix(b, []byte("{")) || bytes.HasPrefix(b, []byte("[")) {
			checkDetectJSON(t, string(b)+" trailing")
			checkDetectJSON(t, "text\n```json\n"+string(b)+"\n```\n```\n"+string(b)+"\n```")
		}
		checkDetectJSON(t, string(b))
	})
}

// checkDetectJSON compares DetectJSON with its encoding/json version.
func checkDetectJSON(t *testing.T, s string) {
	t.Helper()
	got, ok := DetectJSON(s)
	want, wantOK := detectJSONStd(s)
	if ok != wantOK || !reflect.DeepEqual(got, want) {
		t.Fatalf("DetectJSON(%.80q) = %#v %v, encoding/json gives %#v %v", s, got, ok, want, wantOK)
	}
}

func TestDetectJSONMatchesEncodingJSON(t *testing.T) {
	for _, c := range jsonDecodeCases {
		checkDetectJSON(t, c)
		checkDetectJSON(t, "\uFEFF "+c+"\n")
		checkDetectJSON(t, c+" and prose")
		checkDetectJSON(t, "Result:\n```json\n"+c+"\n```\nmore\n~~~\n"+c+"\n~~~")
	}
}
