package suggest

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/classify"
)

// syntheticCorpus builds tools × calls realistic outputs: numbered lists
// with bold names, counts, URLs and descriptions; indented key-value text;
// GFM tables; JSON in text.
func syntheticCorpus(tools, calls int) []Tool {
	r := rand.New(rand.NewSource(42))
	words := strings.Fields("alpha beta gamma delta server client tool model context protocol gateway schema table query index cache stream")
	phrase := func(n int) string {
		w := make([]string, n)
		for i := range w {
			w[i] = words[r.Intn(len(words))]
		}
		return strings.Join(w, " ")
	}
	out := make([]Tool, tools)
	for k := range out {
		t := Tool{Server: fmt.Sprintf("server-%02d", k/4), Tool: fmt.Sprintf("tool_%d", k)}
		for j := 0; j < calls; j++ {
			var b strings.Builder
			switch k % 4 {
			case 0:
				n := 2 + r.Intn(9)
				fmt.Fprintf(&b, "Found %d repositories:\n\n", n)
				for i := 1; i <= n; i++ {
					fmt.Fprintf(&b, "%d. **%s/%s** (★ %d,%03d)\n   %s\n   https://github.com/%s/%d\n\n", i, words[r.Intn(len(words))], words[r.Intn(len(words))],
						r.Intn(50), r.Intn(1000), phrase(4+r.Intn(6)), words[r.Intn(len(words))], r.Intn(1e6))
				}
			case 1:
				fmt.Fprintf(&b, "Weather for %s:\n\nCurrent Conditions:\n  Temperature: %d°F\n  Conditions: %s\n  Humidity: %d%%\n  Wind: %d mph NW\n\nLast updated: 2025-12-%02d 09:45 AM PST",
					phrase(2), r.Intn(100), phrase(2), r.Intn(100), r.Intn(40), 1+r.Intn(28))
			case 2:
				b.WriteString("Query executed successfully.\n\n| name | email | created_at |\n|---|---|---|\n")
				for i, n := 0, 1+r.Intn(20); i < n; i++ {
					fmt.Fprintf(&b, "| %s | u%d@example.com | 2024-%02d-%02d 10:00:00 |\n", phrase(2), r.Intn(1e5), 1+r.Intn(12), 1+r.Intn(28))
				}
			case 3:
				fmt.Fprintf(&b, "{\n  \"timezone\": \"Europe/%s\",\n  \"datetime\": \"2025-12-%02dT09:46:14+01:00\",\n  \"day_of_week\": \"%s\",\n  \"is_dst\": %v\n}",
					words[r.Intn(len(words))], 1+r.Intn(28), words[r.Intn(len(words))], r.Intn(2) == 0)
			}
			t.Samples = append(t.Samples, Sample{ID: fmt.Sprintf("%s/%s/%d", t.Server, t.Tool, j+1), Result: textResult(b.String())})
		}
		out[k] = t
	}
	return out
}

// TestSuggestionSpeed times suggestion over a synthetic corpus against
// classification of the same results, in one run: 100 tools × 100 calls
// (10k calls) with MCPSURVEY_BENCH=1, 100 × 10 otherwise (CI budget).
func TestSuggestionSpeed(t *testing.T) {
	if testing.Short() {
		t.Skip("timing: skipped with -short")
	}
	calls := 10
	if os.Getenv("MCPSURVEY_BENCH") == "1" {
		calls = 100
	}
	corpus := syntheticCorpus(100, calls)
	start := time.Now()
	calls = 0
	for i := range corpus {
		for j := range corpus[i].Samples {
			l := classify.Classify(classify.Input{Result: corpus[i].Samples[j].Result})
			corpus[i].Samples[j].Pattern = l.Pattern
			calls++
		}
	}
	classifyTime := time.Since(start)
	start = time.Now()
	suggested := 0
	for _, tl := range corpus {
		if s := Suggest(tl); s.VirtualTool != nil {
			suggested++
			if !s.SchemaValidates {
				t.Errorf("%s: schema does not validate: %v", tl.Tool, s.Notes)
			}
		} else {
			t.Errorf("%s: no suggestion: %s", tl.Tool, s.Reason)
		}
	}
	suggestTime := time.Since(start)
	t.Logf("%d calls, %d tools: classify %v, suggest %v (ratio %.2f), %d suggestions",
		calls, len(corpus), classifyTime.Round(time.Millisecond), suggestTime.Round(time.Millisecond),
		float64(suggestTime)/float64(classifyTime), suggested)
	if suggestTime > 30*time.Second {
		t.Errorf("suggestion over %d calls took %v", calls, suggestTime)
	}
}

func BenchmarkSuggest10k(b *testing.B) {
	corpus := syntheticCorpus(100, 100)
	for i := range corpus {
		for j := range corpus[i].Samples {
			corpus[i].Samples[j].Pattern = classify.Classify(classify.Input{Result: corpus[i].Samples[j].Result}).Pattern
		}
	}
	b.ResetTimer()
	for range b.N {
		for _, tl := range corpus {
			Suggest(tl)
		}
	}
}
