package textparse

import (
	"fmt"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// Realistic inputs: seed-style tool outputs repeated to the wanted size.
// Each benchmark has a goldmark sub-benchmark parsing the same bytes; compare
// their MB/s (target: textparse >= 0.8x goldmark).

func repeatTo(unit func(i int) string, size int) string {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		b.WriteString(unit(i))
	}
	return b.String()
}

func listInput(size int) string {
	return "Found many repositories:\n\n" + repeatTo(func(i int) string {
		return fmt.Sprintf("%d. **owner%d/repo-%d** (★ %d,%03d)\n   A description of the repository number %d with some words\n   https://github.com/owner%d/repo-%d\n\n", i+1, i, i, i%97, i%1000, i, i, i)
	}, size)
}

func tableInput(size int) string {
	return "Query executed successfully.\n\n| id | name | email | created_at |\n|---:|------|-------|------------|\n" + repeatTo(func(i int) string {
		return fmt.Sprintf("| %d | **User %d** | user%d@example.com | 2024-01-%02d 10:23:45 |\n", i, i, i, i%28+1)
	}, size)
}

func kvInput(size int) string {
	return repeatTo(func(i int) string {
		return fmt.Sprintf("Day %d, Dec:\n  High: 61°F (16°C)\n  Low: 49°F (9°C)\n  Conditions: Partly Cloudy\n  - **Wind:** 12 mph NW\n  Updated: 2025-12-23 09:45 AM\n\n", i)
	}, size)
}

func jsonInput(size int) string {
	return "[\n" + repeatTo(func(i int) string {
		return fmt.Sprintf("  {\"name\": \"entity_%d\", \"entityType\": \"person\", \"observations\": [\"Works at Acme\", \"Lives in SF\"], \"score\": %d.5},\n", i, i)
	}, size) + "  {}\n]"
}

var benchSizes = []struct {
	name string
	n    int
}{{"64KiB", 64 << 10}, {"1MiB", 1 << 20}}

func benchPair(b *testing.B, input func(int) string, run func(string)) {
	gm := goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser()
	for _, sz := range benchSizes {
		src := input(sz.n)
		b.Run(sz.name+"/textparse", func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				run(src)
			}
		})
		b.Run(sz.name+"/goldmark", func(b *testing.B) {
			bs := []byte(src)
			b.SetBytes(int64(len(bs)))
			b.ReportAllocs()
			for b.Loop() {
				gm.Parse(text.NewReader(bs))
			}
		})
	}
}

func BenchmarkListItems(b *testing.B) {
	benchPair(b, listInput, func(s string) {
		if len(ListItems(s)) == 0 {
			b.Fatal("no items")
		}
	})
}

func BenchmarkTables(b *testing.B) {
	benchPair(b, tableInput, func(s string) {
		if len(Tables(s)) != 1 {
			b.Fatal("no table")
		}
	})
}

func BenchmarkKeyValues(b *testing.B) {
	benchPair(b, kvInput, func(s string) {
		if len(KeyValues(s, KVOptions{IndentAware: true, SectionMarker: "\n\n"})) == 0 {
			b.Fatal("no pairs")
		}
	})
}

func BenchmarkDetectJSON(b *testing.B) {
	benchPair(b, jsonInput, func(s string) {
		if _, ok := DetectJSON(s); !ok {
			b.Fatal("no json")
		}
	})
}
