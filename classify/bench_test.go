package classify

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// benchInputs is every labelled result of testdata (testdata/real and the
// 2 MB one included) and their total size in bytes.
func benchInputs(b *testing.B) ([]Input, int64) {
	corpus := loadAll(b)
	ins := make([]Input, len(corpus))
	var n int64
	for k, c := range corpus {
		ins[k] = c.Input
		n += int64(len(c.Input.Result) + len(c.Input.Error))
	}
	return ins, n
}

// BenchmarkClassifyCorpus classifies every testdata result once per
// iteration; MB/s is over the raw result bytes.
func BenchmarkClassifyCorpus(b *testing.B) {
	ins, n := benchInputs(b)
	b.SetBytes(n)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, in := range ins {
			Classify(in)
		}
	}
}

// BenchmarkJSONValidCorpus runs encoding/json.Valid over the same bytes:
// the cost of reading them once.
func BenchmarkJSONValidCorpus(b *testing.B) {
	ins, n := benchInputs(b)
	b.SetBytes(n)
	b.ResetTimer()
	for b.Loop() {
		for _, in := range ins {
			json.Valid(in.Result)
			json.Valid(in.Error)
		}
	}
}

// BenchmarkClassifyVsValid measures both in the same run and reports
// x-json.Valid = (json.Valid time) / (Classify time) over the same bytes:
// classification speed as a fraction of json.Valid's. Since Go 1.27,
// encoding/json.Valid runs on jsontext, the validator Classify itself
// reads through (internal/jsonx), and is about 5x faster than Go 1.26's;
// classification validates and then reads the texts, so the ratio stays
// below 1 (about 0.3 here). Compare MB/s of ClassifyCorpus across commits.
func BenchmarkClassifyVsValid(b *testing.B) {
	ins, n := benchInputs(b)
	ratioToValid(b, ins, n, func(in Input) { Classify(in) })
}

// BenchmarkClassifySmall is BenchmarkClassifyVsValid without the results
// over 64 KiB (the 2 MB JSON dominates the corpus bytes): the ratio on
// ordinary outputs, where goldmark's per-parse cost shows.
func BenchmarkClassifySmall(b *testing.B) {
	all, _ := benchInputs(b)
	var ins []Input
	var n int64
	for _, in := range all {
		if len(in.Result) <= 64<<10 {
			ins = append(ins, in)
			n += int64(len(in.Result) + len(in.Error))
		}
	}
	ratioToValid(b, ins, n, func(in Input) { Classify(in) })
}

// BenchmarkFloorVsValid is BenchmarkClassifyVsValid for the least work
// classification cannot skip: the result validated and its texts decoded
// (parseResult), then each text validated as JSON. The texts are JSON
// strings, so encoding/json.Valid reads them in one string scan, while
// classification must also unquote them and validate what they hold: on
// Go 1.27, where json.Valid runs on the same jsontext validator, this
// floor stays well below 1 (about 0.35 here), which bounds the ratio
// Classify itself can reach.
func BenchmarkFloorVsValid(b *testing.B) {
	ins, n := benchInputs(b)
	ratioToValid(b, ins, n, func(in Input) {
		texts := jsonx.NewTexts()
		if r, ok := parseResult(in.Result, texts); ok {
			for _, bl := range r.blocks {
				validJSON(bl.text)
			}
		}
		texts.Release()
	})
}

// ratioToValid times work and encoding/json.Valid over the same inputs,
// alternately in each iteration, and reports x-json.Valid = (json.Valid
// time) / (work time).
func ratioToValid(b *testing.B, ins []Input, n int64, work func(Input)) {
	b.SetBytes(n)
	var tw, tv time.Duration
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		for _, in := range ins {
			work(in)
		}
		t1 := time.Now()
		for _, in := range ins {
			json.Valid(in.Result)
			json.Valid(in.Error)
		}
		tw += t1.Sub(t0)
		tv += time.Since(t1)
	}
	if tw > 0 {
		b.ReportMetric(float64(tv)/float64(tw), "x-json.Valid")
	}
}
