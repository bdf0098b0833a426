package extract

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// resultCases are results with the shapes the scan must read exactly as
// the struct decoding does, or give up on.
var resultCases = []string{
	`{"content":[{"type":"text","text":"a\nb \"c\" caf\u00e9 \ud83d\ude00"}]}`,
	`{"content":[{"type":"text","text":"one"},{"type":"image","data":"x"},{"type":"text","text":"two"}],"isError":false}`,
	`{"content":[{"type":"text","text":null}],"isError":true}`,
	`{"content":[{"type":"text"}]}`,
	`{"content":null}`,
	`{}`,
	`{"Content":[{"Type":"text","TEXT":"case"}],"IsError":true}`,
	`{"content":[{"type":"text","text":"x"}],"content":[{"type":"text","text":"y"}]}`,
	`{"content":[{"type":"text","text":"x","text":"y"}]}`,
	`{"content":[{"type":1,"text":"x"},{"type":"text","text":"y"}]}`,
	`{"content":[{"type":"text","text":5},{"type":"text","text":"y"}]}`,
	`{"content":["text",{"type":"text","text":"y"}]}`,
	`{"content":[null,{"type":"text","text":"y"}]}`,
	`{"content":{"type":"text","text":"y"}}`,
	`{"content":[{"type":"text","text":"y"}],"structuredContent":{"n":1.50,"s":"z"}}`,
	`{"content":[{"type":"text","text":"y"}],"structuredContent":null,"isError":"yes"}`,
	`{"content":[{"type":"text","text":"y"}]} trailing`,
	`{"content":[{"type":"text","text":"bad \xff utf8"}]}`,
	`{"content":[{"type":"te\u0078t","text":"escaped type"}],"_meta":{"a":[1,2]}}`,
	`{"content":[{"type":"text","text":"y"}`,
}

// TestScanResultMatchesStruct: wherever scanResult reads a result, it
// gives what decodeResultStruct gives.
func TestScanResultMatchesStruct(t *testing.T) {
	inputs := resultCases
	// real results of the tuning sets
	files, _ := filepath.Glob(filepath.Join("..", "internal", "realout", "testdata", "tune*", "*.jsonl"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range bytes.Split(b, []byte("\n")) {
			var o struct {
				Result json.RawMessage `json:"result"`
			}
			if json.Unmarshal(line, &o) == nil && len(o.Result) > 0 {
				inputs = append(inputs, string(o.Result))
			}
		}
	}
	if len(inputs) < len(resultCases)+100 {
		t.Fatalf("only %d results to compare", len(inputs))
	}
	read := 0
	for _, in := range inputs {
		if checkScanResult(t, []byte(in)) {
			read++
		}
	}
	t.Logf("the scan read %d of %d results", read, len(inputs))
	if read < len(inputs)*9/10 {
		t.Errorf("the scan read only %d of %d results", read, len(inputs))
	}
}

func checkScanResult(t *testing.T, in []byte) bool {
	t.Helper()
	got, ok := scanResult(in)
	if !ok {
		return false
	}
	want, err := decodeResultStruct(in)
	if err != nil {
		t.Errorf("%.80q: the scan read a result the struct decoding refuses: %v", in, err)
		return true
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%.80q:\nscan   %+v\nstruct %+v", in, *got, *want)
	}
	return true
}

func FuzzScanResult(f *testing.F) {
	for _, c := range resultCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		checkScanResult(t, in)
	})
}
