package main

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract/score"
)

// BenchmarkBuildBundleLabels builds the report of a 10k-call corpus (20
// servers × 10 tools × 50 calls) in process, twice per iteration: on a
// corpus without labels ("classify": every call classified while
// building, as every report did before issue 16) and on the same corpus
// with its labels stored ("stored": what a survey does after its classify
// stage). x-stored-time is stored's time over classify's.
func BenchmarkBuildBundleLabels(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	jsonl := benchCorpusJSONL(20, 10, 50)
	open := func(name string, label bool) *corpus.DB {
		db, err := corpus.Open(ctx, filepath.Join(dir, name))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := corpus.Import(ctx, db, bytes.NewReader(jsonl), name+".jsonl"); err != nil {
			b.Fatal(err)
		}
		if label {
			if _, _, err := classifyDB(ctx, db, classify.Classify); err != nil {
				b.Fatal(err)
			}
		}
		return db
	}
	raw, labelled := open("raw.db", false), open("labelled.db", true)
	defer raw.Close()
	defer labelled.Close()
	checks, err := check.Select("all")
	if err != nil {
		b.Fatal(err)
	}
	build := func(db *corpus.DB) time.Duration {
		t0 := time.Now()
		if _, err := buildBundle(ctx, db, bundleOptions{checks: checks, started: t0,
			score: score.Options{HoldOut: score.DefaultHoldOut, MinSamples: score.DefaultMinSamples}}); err != nil {
			b.Fatal(err)
		}
		return time.Since(t0)
	}
	var fresh, stored time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		fresh += build(raw)
		stored += build(labelled)
	}
	b.ReportMetric(fresh.Seconds()/float64(b.N), "s/classify")
	b.ReportMetric(stored.Seconds()/float64(b.N), "s/stored")
	b.ReportMetric(float64(stored)/float64(fresh), "x-stored-time")
}
