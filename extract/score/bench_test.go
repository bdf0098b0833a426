package score

import (
	"fmt"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// benchCorpus is 100 tools × 100 calls: list, key-value, table, JSON in
// text and prose tools in turn, on 20 servers. Samples carry their stored
// pattern, as the score command gives them.
func benchCorpus() []suggest.Tool {
	gens := []func(int) string{listText, kvText, tableText, jsonText, proseText}
	var tools []suggest.Tool
	for k := range 100 {
		gen := gens[k%len(gens)]
		t := makeTool(fmt.Sprintf("server%02d", k/5), fmt.Sprintf("tool%03d", k), 100, func(i int) []byte { return textResult(gen(i + k)) })
		for i := range t.Samples {
			t.Samples[i].Pattern = classify.Classify(classify.Input{Result: t.Samples[i].Result}).Pattern
		}
		tools = append(tools, t)
	}
	return tools
}

// BenchmarkScore10k scores the 10k-call corpus (suggestion on the fitted
// part, extraction of the held-out part, aggregation).
func BenchmarkScore10k(b *testing.B) {
	tools := benchCorpus()
	b.ResetTimer()
	for b.Loop() {
		r := Score(tools, Options{})
		if r.Headline.Tools != 100 {
			b.Fatalf("tools %d", r.Headline.Tools)
		}
	}
}

// BenchmarkClassify10k classifies the same 10k results once each, the
// yardstick for BenchmarkScore10k.
func BenchmarkClassify10k(b *testing.B) {
	tools := benchCorpus()
	b.ResetTimer()
	for b.Loop() {
		for _, t := range tools {
			for _, s := range t.Samples {
				classify.Classify(classify.Input{Result: s.Result})
			}
		}
	}
}
