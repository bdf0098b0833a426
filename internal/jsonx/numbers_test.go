package jsonx

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// firstCases cover the grammar's corners, encoding/json's leniency and
// values followed by other text.
var firstCases = []string{
	`{}`, `[]`, ` { } `, `[ ]`, `{"a":1,"a":2}`, `{"a":{"b":[1,-0,0.5,1e5,1E-5,-2.5e+3,12345678901234567890]}}`,
	`[true,false,null,"x",{"":""}]`, `"\u00e9\n\t\"\\\/\b\f\r"`, `"\ud83d\ude00"`, `"\ud800"`, `"\udc00x"`, "\"\xff\"", "\"a\xe2\x82\"",
	`"é ★ 🙂 \u2028"`, `"\u0000"`, `{"k\u00e9y":"v"}`, `{"\ud800":1}`, "{\"k\xff\":1}",
	`01`, `1.`, `-`, `1e`, `.5`, `+1`, `0x1`, `tru`, `nul`, `falsey`, `[1,]`, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `[1 2]`,
	`"\q"`, `"\u12"`, `"\u12g4"`, "\"a\x01\"", `"abc`, `[`, `{"a":`, `{"a":1} x`, `[1] [2]`, `[1]]`, `{"a":1}}`, ``, ` `,
	`-0`, `0`, `1.5E+10`, `[[[[[[[[[[]]]]]]]]]]`, "\t[1]\n", `]`, `}`, `:`, `,`,
	strings.Repeat("[", 1200) + strings.Repeat("]", 1200),
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	strings.Repeat(`{"a":`, 1100) + "1" + strings.Repeat("}", 1100),
}

func TestFirstMatchesDecoderUseNumber(t *testing.T) {
	for _, c := range firstCases {
		checkFirst(t, c)
	}
}

// checkFirst compares First, FirstBytes and FirstEnd with a json.Decoder
// using UseNumber on s, for objects and arrays (the values callers read
// before other text).
func checkFirst(t *testing.T, s string) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var want any
	werr := dec.Decode(&want)
	got, end, err := First(s)
	body := strings.TrimLeft(s, " \t\r\n")
	if body != "" && (body[0] == '{' || body[0] == '[') {
		if (err == nil) != (werr == nil) {
			t.Fatalf("First(%.80q): error %v, encoding/json %v", s, err, werr)
		}
		if err == nil && (end != int(dec.InputOffset()) || !reflect.DeepEqual(got, want)) {
			t.Fatalf("First(%.80q) = %#v (%d bytes), encoding/json %#v (%d bytes)", s, got, end, want, dec.InputOffset())
		}
	} else if err == nil && werr == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("First(%.80q) = %#v, encoding/json %#v", s, got, want)
	}
	gotB, endB, errB := FirstBytes([]byte(s))
	if (errB == nil) != (err == nil) || endB != end || !reflect.DeepEqual(gotB, got) {
		t.Fatalf("FirstBytes(%.80q) = %#v %d %v, First %#v %d %v", s, gotB, endB, errB, got, end, err)
	}
	n, verr := FirstEnd(s)
	if (verr == nil) != (err == nil) || (err == nil && n != end) {
		t.Fatalf("FirstEnd(%.80q) = %d %v, First %d %v", s, n, verr, end, err)
	}
}

func FuzzFirst(f *testing.F) {
	for _, c := range firstCases {
		if len(c) < 1000 {
			f.Add(c)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkFirst(t, s)
		checkFirst(t, "["+s+"] trailing")
	})
}
