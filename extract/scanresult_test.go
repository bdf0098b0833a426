package extract

import (
	"bytes"
	"reflect"
	"testing"
)

// scanResultCases are results of every shape scanResult must either
// decode as encoding/json does or leave to it.
var scanResultCases = []string{
	`{"content":[{"type":"text","text":"a: 1"},{"type":"image","data":"x"},{"type":"text","text":"b: 2"}]}`,
	`{"content":[{"type":"text","text":"a: 1"},{"type":"text","text":5}]}`,
	`{"content":[{"type":"text","text":null}]}`,
	`{"content":[{"type":null,"text":"x"},{"text":"y"},{}]}`,
	`{"Content":[{"type":"text","text":"a: 1"}]}`,
	`{"content":[{"Type":"text","TEXT":"a: 1"}]}`,
	`{"content":[{"type":"text","text":"a: 1"}],"content":[{"type":"text"}]}`,
	`{"content":[{"type":"text","text":"a: 1","text":"b: 2"}]}`,
	`{"content":[{"type":"text","text":"a: \ud83d\ude00 \ud800 x \u00e9\u0000\n\"\\\/\b\f\r\t"}]}`,
	"{\"content\":[{\"type\":\"text\",\"text\":\"a: \xff\xfe b\"}]}",
	"{\"content\":[{\"type\":\"text\",\"text\":\"a: \\n\xff\xfe b\"}]}",
	`{"content":[{"type":"t\u0065xt","text":"a"}]}`,
	`{"content":[{"type":"text","text":"a: 1"}],"isError":"true"}`,
	`{"content":[{"type":"text","text":"a: 1"}],"isError":true}`,
	`{"isError":false,"content":[{"type":"text","text":"a: 1"}],"isError":1}`,
	`{"content":[{"type":"text","text":"a: 1"}],"structuredContent":{"a":1.50,"b":[1,2,{"c":null}],"d":-0e+5}}`,
	`{"content":[{"type":"text","text":"a: 1"}],"structuredContent":null}`,
	`{"content":null}`, `{"content":{}}`, `{}`, `{ }`, `{"content":[]}`, `{"content":[ ]}`, `{"content":[]} x`,
	`{"content":[null,{"type":"text","text":"k: v"}]}`,
	`{"content":[{"type":"text","text":"a: 1"}], "annotations": {"x": [1, 2.5e-3, "y", true, false, null, {}, []]}, "_meta": null}`,
	`{"content":[{"type":"text","text":"a: 1","annotations":{"audience":["user"]}}]}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":tru}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":"` + "\x01" + `"}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":"\q"}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":01}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":1.}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":-}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":1e}`,
	`{"content":[{"type":"text","text":"a: 1"}],"extra":"\u12"}`,
	`{"content":[{"type":"text","text":"a: 1"},]}`,
	`{"content":[{"type":"text","text":"a: 1",}]}`,
	`{"content":[{"type":"text","text":"a: 1"}],}`,
	`{"content":[{"type":5,"text":"a: 1"}]}`,
	`{"content":[{"type":"text","text":"a: 1"}],"cont\u0065nt":[]}`,
	`{"contenſ":[{"type":"text","text":"a: 1"}]}`,
	`{"content":[{"type":"text","text":"a:\t1\u2028"}]}`,
	`{"content":[{"type":"text","text":"a"}] "isError":true}`,
	`{"content":[{"type":"text" "text":"a"}]}`,
	`{"content":[{"type":"text","text":"a"}`,
	`{"content"`, `{"content":`, `{"a":[[[[[[]]]]]]}`, `{"a":{"b":{"c":{}}}}`,
	`{"content":[{"type":"text","text":"é ★ 🙂"}]}`,
	`{"content":"x"}`, `{"content":[1]}`, `{"content":[[]]}`, `{"content":[{"type":"text","text":["a"]}]}`,
	`{"content":[{"type":"image","text":5}]}`,
}

func TestScanResultMatchesEncodingJSON(t *testing.T) {
	deep := []byte(`{"a":` + string(bytes.Repeat([]byte("["), 1500)) + string(bytes.Repeat([]byte("]"), 1500)) + `,"content":[{"type":"text","text":"x"}]}`)
	cases := append([]string{string(deep)}, scanResultCases...)
	scanned := 0
	for _, c := range cases {
		if checkScanResult(t, []byte(c)) {
			scanned++
		}
	}
	if scanned < len(cases)/3 {
		t.Errorf("scanResult took only %d of %d cases", scanned, len(cases))
	}
	// the common shape must be scanned
	if _, ok := scanResult([]byte(`{"content":[{"type":"text","text":"a\n\"b\" \u003c"}],"isError":false}`)); !ok {
		t.Error("scanResult left a plain result to encoding/json")
	}
}

// checkScanResult compares scanResult with encoding/json on b; it reports
// whether scanResult decoded b.
func checkScanResult(t *testing.T, b []byte) bool {
	t.Helper()
	tb := bytes.TrimSpace(b)
	if len(tb) == 0 || tb[0] != '{' {
		return false
	}
	got, ok := scanResult(tb)
	if !ok {
		return false
	}
	want, err := decodeResultJSON(tb)
	if err != nil {
		t.Fatalf("scanResult decoded %q, encoding/json fails: %v", b, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("scanResult(%q) = %#v, encoding/json gives %#v", b, got, want)
	}
	return true
}

func FuzzScanResult(f *testing.F) {
	for _, c := range scanResultCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkScanResult(t, b)
	})
}
