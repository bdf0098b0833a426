// Package valid126 measures Go 1.26's encoding/json.Valid over the
// classify corpus: the baseline issue 16's "classification ≥ 1.0×
// json.Valid (1.14× before)" was measured against. Go 1.27 rebuilt
// encoding/json on jsontext, so the same call in the main module (Go 1.27)
// is a different, faster validator; this module pins Go 1.26 to keep the
// old baseline measurable. Run it with run.sh, which also runs the main
// module's BenchmarkClassifyCorpus and prints the ratio of each round.
package valid126

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// corpusFile is the part of a classify corpus file that is measured.
type corpusFile struct {
	Result    json.RawMessage `json:"result"`
	RawResult *string         `json:"raw_result"`
	Error     json.RawMessage `json:"error"`
}

// inputs reads every corpus file of classify/testdata and
// classify/testdata/real (one folder per pattern), as the main module's
// benchInputs does, and returns the result and error bytes.
func inputs(tb testing.TB) ([][]byte, int64) {
	var out [][]byte
	var n int64
	for _, glob := range []string{"../*/*.json", "../real/*/*.json"} {
		files, err := filepath.Glob(glob)
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			var cf corpusFile
			if err := json.Unmarshal(b, &cf); err != nil {
				tb.Fatalf("%s: %v", f, err)
			}
			res := []byte(cf.Result)
			if cf.RawResult != nil {
				res = []byte(*cf.RawResult)
			}
			out = append(out, res, cf.Error)
			n += int64(len(res) + len(cf.Error))
		}
	}
	if len(out) == 0 {
		tb.Fatal("empty corpus: run from classify/testdata/valid126")
	}
	return out, n
}

// BenchmarkJSONValidCorpus runs encoding/json.Valid over every result and
// error of the corpus; MB/s is over the same bytes as the main module's
// BenchmarkClassifyCorpus.
func BenchmarkJSONValidCorpus(b *testing.B) {
	ins, n := inputs(b)
	b.SetBytes(n)
	b.ResetTimer()
	for b.Loop() {
		for _, in := range ins {
			json.Valid(in)
		}
	}
}
