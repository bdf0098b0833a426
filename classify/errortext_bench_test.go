package classify

import (
	"encoding/json"
	"testing"
)

// BenchmarkErrorShapedSmall times ErrorShapedText alone on the text
// blocks of the inputs BenchmarkClassifySmall reads.
func BenchmarkErrorShapedSmall(b *testing.B) {
	all, _ := benchInputs(b)
	var texts [][]byte
	for _, in := range all {
		if len(in.Result) > 64<<10 {
			continue
		}
		var r struct {
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		}
		if json.Unmarshal(in.Result, &r) == nil {
			for _, c := range r.Content {
				texts = append(texts, []byte(c.Text))
			}
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, t := range texts {
			ErrorShapedText(t)
		}
	}
}
