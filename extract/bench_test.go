package extract_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmtext "github.com/yuin/goldmark/text"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// benchSize is the size of each benchmark text.
const benchSize = 64 << 10

// benchTexts renders about 64 KiB of realistic server output per parser.
func benchTexts() map[string]string {
	r := rand.New(rand.NewPCG(9, 9))
	var list, kv, table strings.Builder
	list.WriteString("Found many repositories:\n\n")
	for i := 1; list.Len() < benchSize; i++ {
		rp := genRepo(r, nameExtra)
		fmt.Fprintf(&list, "%d. **%s** (★ %s)\n", i, escapeMarkdown(rp.Name), thousands(rp.Stars))
		for _, d := range rp.Description {
			fmt.Fprintf(&list, "   %s\n", d)
		}
		fmt.Fprintf(&list, "   %s\n\n", rp.URL)
	}
	kv.WriteString("Report:\n\n")
	for i := 0; kv.Len() < benchSize; i++ {
		rp := genRepo(r, " -./(),")
		fmt.Fprintf(&kv, "Section %d:\n  Name: %s\n  Stars: %s\n  Description: %s\n  Homepage: %s\n\n", i, rp.Name, thousands(rp.Stars), rp.Description[0], rp.URL)
	}
	table.WriteString("Rows:\n\n| Name | Stars | URL | Description |\n|---|---:|---|---|\n")
	var repos []any
	for table.Len() < benchSize {
		rp := genRepo(r, nameExtra)
		fmt.Fprintf(&table, "| %s | %s | %s | %s |\n", escapeMarkdown(rp.Name), thousands(rp.Stars), rp.URL, escapeMarkdown(rp.Description[0]))
		repos = append(repos, map[string]any{"name": rp.Name, "stars": rp.Stars, "url": rp.URL, "description": strings.Join(rp.Description, "\n")})
	}
	j, _ := json.MarshalIndent(map[string]any{"repositories": repos}, "", "  ")
	return map[string]string{"list": list.String(), "kv": kv.String(), "table": table.String(), "json": string(j)[:0] + string(j), "regex": list.String()}
}

func benchConfigs() map[string]string {
	return map[string]string{
		"list": `{"enabled": true, "parser": "markdown_numbered_list", "list_field": "repositories", "item_patterns": {
		  "name": {"regex": "\\*\\*((?:\\\\.|[^*\\\\])+)\\*\\*", "required": true, "transform": "strip_markdown"},
		  "stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer", "transform": "remove_commas"},
		  "url": {"regex": "https://\\S+"}, "description": {"regex": "^   (.+)$", "multiline": true}}}`,
		"kv":    `{"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true, "section_marker": "\n\n"}}`,
		"table": `{"enabled": true, "parser": "markdown_table"}`,
		"json":  `{"enabled": true, "auto_detect_json": true}`,
		"regex": `{"enabled": true, "parser": "custom_regex", "patterns": {"urls": {"regex": "https://\\S+", "multiline": true}, "first": {"regex": "\\*\\*(.+?)\\*\\*"}}}`,
	}
}

// BenchmarkApply measures each parser on ~64 KiB next to goldmark's GFM
// parse of the same bytes (the reference: a real markdown parser).
func BenchmarkApply(b *testing.B) {
	texts := benchTexts()
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	for _, name := range []string{"json", "kv", "list", "regex", "table"} {
		text := texts[name]
		g, err := extract.LoadGateway([]byte(benchConfigs()[name]), name)
		if err != nil {
			b.Fatal(err)
		}
		x := g.ForSource("", "")[0].Extractor
		result := textResult(text)
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if res, err := x.Apply(result); err != nil || res.Value == nil {
					b.Fatalf("nothing extracted: %v", err)
				}
			}
		})
		b.Run(name+"-goldmark", func(b *testing.B) {
			src := []byte(text)
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				md.Parser().Parse(gmtext.NewReader(src))
			}
		})
	}
}

// BenchmarkAutoVsGoldmark measures parser auto (no item_patterns: the
// pattern is detected and list items are split by textparse.ItemFields)
// on each pattern's ~64 KiB input against goldmark's GFM parse of the same
// bytes, interleaved in one loop so both see the same machine load. It
// reports both speeds (from the median iteration of each) and speed_ratio
// = auto speed / goldmark speed (the goal is ≥ 0.8).
func BenchmarkAutoVsGoldmark(b *testing.B) {
	texts := benchTexts()
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	g, err := extract.LoadGateway([]byte(`{"enabled": true, "auto_detect_json": true, "parser": "auto"}`), "auto")
	if err != nil {
		b.Fatal(err)
	}
	x := g.ForSource("", "")[0].Extractor
	want := map[string]string{"json": extract.PatternJSON, "kv": extract.PatternKeyValue, "list": extract.PatternList, "table": extract.PatternTable}
	for _, name := range []string{"json", "kv", "list", "table"} {
		text := texts[name]
		result := textResult(text)
		src := []byte(text)
		b.Run(name, func(b *testing.B) {
			if res, err := x.Apply(result); err != nil || res.Account.Pattern != want[name] {
				b.Fatalf("auto chose %q, want %q (%v)", res.Account.Pattern, want[name], err)
			}
			var tAuto, tGold []time.Duration
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				t0 := time.Now()
				if res, err := x.Apply(result); err != nil || res.Value == nil {
					b.Fatalf("nothing extracted: %v", err)
				}
				t1 := time.Now()
				md.Parser().Parse(gmtext.NewReader(src))
				t2 := time.Now()
				tAuto = append(tAuto, t1.Sub(t0))
				tGold = append(tGold, t2.Sub(t1))
			}
			// medians: a load spike on the shared machine moves one
			// iteration, not the figure
			ma, mg := median(tAuto), median(tGold)
			if ma > 0 && mg > 0 {
				mb := float64(len(text)) / 1e6
				b.ReportMetric(mb/ma.Seconds(), "auto_MB/s")
				b.ReportMetric(mb/mg.Seconds(), "goldmark_MB/s")
				b.ReportMetric(mg.Seconds()/ma.Seconds(), "speed_ratio")
			}
		})
	}
}

// median returns the median of ds (0 for none); ds is sorted in place.
func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}
