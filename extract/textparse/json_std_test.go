package textparse

import (
	"encoding/json"
	"io"
	"reflect"
	"strings"
	"testing"
)

// jsonDecodeCases cover the grammar's corners and encoding/json's
// leniency (repeated names, surrogates, invalid UTF-8, deep nesting).
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

// detectJSONStd is DetectJSON done with encoding/json alone: the
// reference the tests hold DetectJSON to.
func detectJSONStd(text string) (JSONMatch, bool) {
	start, end := trimJSONSpace(text)
	body := text[start:end]
	if isJSONOpen(body) && json.Valid([]byte(body)) {
		if v, ok := decodeJSONStd(body); ok {
			return JSONMatch{Value: v, Form: JSONWhole, Span: Span{start, end}, Blocks: 1}, true
		}
	}
	if m, ok := fencedJSONWith(text, fenceJSONStd); ok {
		return m, true
	}
	if isJSONOpen(body) {
		dec := json.NewDecoder(strings.NewReader(body))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err == nil {
			n := int(dec.InputOffset())
			if n > 0 && n <= len(body) {
				return JSONMatch{Value: v, Form: JSONPrefix, Span: Span{start, start + n}, Blocks: 1}, true
			}
		}
	}
	return JSONMatch{}, false
}

// decodeJSONStd decodes exactly one JSON value with encoding/json and
// UseNumber.
func decodeJSONStd(s string) (any, bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, false
	}
	return v, true
}

// fenceJSONStd is fenceJSON done with encoding/json.
func fenceJSONStd(text string, start, end int, m *JSONMatch, set bool) bool {
	start = min(start, end)
	a, b := trimJSONSpace(text[start:end])
	body := text[start+a : start+b]
	if !isJSONOpen(body) || !json.Valid([]byte(body)) {
		return false
	}
	if set {
		v, ok := decodeJSONStd(body)
		if !ok {
			return false
		}
		*m = JSONMatch{Value: v, Form: JSONFenced, Span: Span{start + a, start + b}}
	}
	return true
}

func FuzzDetectJSONStd(f *testing.F) {
	for _, c := range jsonDecodeCases {
		if len(c) < 1000 {
			f.Add([]byte(c))
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if s := string(b); strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") {
			checkDetectJSON(t, s+" trailing")
			checkDetectJSON(t, "text\n```json\n"+s+"\n```\n```\n"+s+"\n```")
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
