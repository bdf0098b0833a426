package schema

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// repoSamples returns n GitHub-search-like result objects (ids, URLs, times,
// a nullable description, an enum-like language, topics, a nested owner).
func repoSamples(n int) []any {
	r := rand.New(rand.NewPCG(1, 2))
	langs := []any{"Go", "Python", "TypeScript", "Rust", nil}
	out := make([]any, n)
	for i := range out {
		topics := make([]any, r.IntN(4))
		for j := range topics {
			topics[j] = fmt.Sprintf("topic-%d", r.IntN(50))
		}
		var desc any
		if r.IntN(3) > 0 {
			desc = fmt.Sprintf("A tool number %d that does things", i)
		}
		repo := map[string]any{
			"id":          float64(100000 + i),
			"full_name":   fmt.Sprintf("owner%d/repo%d", r.IntN(500), i),
			"html_url":    fmt.Sprintf("https://github.com/owner%d/repo%d", r.IntN(500), i),
			"description": desc,
			"stars":       float64(r.IntN(50000)),
			"score":       r.Float64() * 100,
			"language":    langs[r.IntN(len(langs))],
			"created_at":  fmt.Sprintf("20%02d-%02d-%02dT%02d:00:00Z", 10+r.IntN(15), 1+r.IntN(12), 1+r.IntN(28), r.IntN(24)),
			"archived":    r.IntN(10) == 0,
			"topics":      topics,
			"owner": map[string]any{
				"login": fmt.Sprintf("owner%d", r.IntN(500)),
				"id":    float64(r.IntN(1 << 30)),
				"type":  []string{"User", "Organization"}[r.IntN(2)],
			},
		}
		if r.IntN(5) == 0 {
			repo["license"] = map[string]any{"spdx_id": "MIT", "url": "https://api.github.com/licenses/mit"}
		}
		out[i] = repo
	}
	return out
}

// BenchmarkInfer10k infers a schema from 10,000 realistic objects, self-check
// included, and reports the cost per sample.
func BenchmarkInfer10k(b *testing.B) {
	samples := repoSamples(10000)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Infer(samples, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(samples)), "ns/sample")
}

// TestRepoSamplesSchema checks the benchmark input produces the schema the
// rules promise (so the benchmark measures a realistic case).
func TestRepoSamplesSchema(t *testing.T) {
	n := 2000
	in, err := Infer(repoSamples(n), Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := normal(t, in.Schema)
	checks := map[string]any{
		"/properties/language/enum":              []any{"Go", "Python", "Rust", "TypeScript", nil},
		"/properties/owner/properties/type/enum": []any{"Organization", "User"},
		"/properties/created_at/format":          "date-time",
		"/properties/html_url/format":            "uri",
		"/properties/score/type":                 "number",
		"/properties/stars/type":                 "integer",
		"/properties/description/type":           []any{"null", "string"},
		"/properties/topics/items/type":          "string",
	}
	for ptr, want := range checks {
		got, ok := at(s, ptr)
		if !ok || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s = %v, want %v", ptr, got, want)
		}
	}
	req, _ := at(s, "/required")
	if fmt.Sprint(req) != "[archived created_at description full_name html_url id language owner score stars topics]" {
		t.Errorf("required = %v", req)
	}
	if _, ok := at(s, "/properties/stars/enum"); ok {
		t.Error("stars got an enum")
	}
}
