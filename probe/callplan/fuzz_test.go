package callplan

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var fuzzFormats = []string{FormatJSON, FormatCSV, FormatTSV, FormatYAML, FormatXML, FormatTXT}

// FuzzConvert checks that no content makes Convert panic, that what it
// returns encodes as JSON, and that its errors are parse *FileErrors.
func FuzzConvert(f *testing.F) {
	paths, _ := filepath.Glob("testdata/*.*")
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for i, fm := range fuzzFormats {
			if fm == DetectFormat(p) {
				f.Add(uint8(i), data)
			}
		}
	}
	f.Add(uint8(3), []byte("a: &a [1]\nb: {<<: *a}\n"))
	f.Add(uint8(4), []byte("<a b='1'>x<c/>y</a>"))
	f.Fuzz(func(t *testing.T, format uint8, data []byte) {
		fm := fuzzFormats[int(format)%len(fuzzFormats)]
		v, err := Convert(data, fm)
		if err != nil {
			var fe *FileError
			if !errors.As(err, &fe) || fe.Kind != KindParse || !strings.HasPrefix(fe.Msg, "Failed to parse "+strings.ToUpper(fm)+" file: ") {
				t.Fatalf("Convert(%q, %s) error %v (%T)", data, fm, err, err)
			}
			return
		}
		b, err := encodeJSON(v)
		if err != nil {
			t.Fatalf("Convert(%q, %s) = %#v, which does not encode: %v", data, fm, v, err)
		}
		if !json.Valid(b) {
			t.Fatalf("Convert(%q, %s) encodes as invalid JSON %s", data, fm, b)
		}
	})
}

// FuzzLoad checks that no plan makes Load panic.
func FuzzLoad(f *testing.F) {
	for _, p := range []string{"testdata/plan/plan.yaml", "testdata/plan/plan.json"} {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(filepath.Ext(p), data)
		}
	}
	f.Fuzz(func(t *testing.T, ext string, data []byte) {
		p, err := Load("plan"+ext, data)
		if err == nil && p == nil {
			t.Fatal("nil plan without error")
		}
	})
}
