package textparse

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// itemFieldsBenchDoc is a ~64 KiB markdown document of list items in the
// shapes ItemFields reads: tab lists with links, search results with bold
// names, descriptions and star counts, file listings, issue lists and
// items with `Key: value` sub-items.
func itemFieldsBenchDoc() string {
	var b strings.Builder
	for i := 0; b.Len() < 64<<10; i++ {
		switch i % 5 {
		case 0:
			fmt.Fprintf(&b, "- %d: [Page %d – docs (draft)](https://example.com/docs/%d?q=a_b)\n", i, i, i)
		case 1:
			fmt.Fprintf(&b, "- **owner%d/repo-%d** - A `fast` parser for *markdown* lists (★ %d,%03d)\n  Second line of the description\n  https://github.com/owner%d/repo-%d\n", i, i, i, i%1000, i, i)
		case 2:
			fmt.Fprintf(&b, "- [FILE] report_%d.txt                         %d B\n", i, i*37)
		case 3:
			fmt.Fprintf(&b, "- #%d Fix the parser on item %d (open)\n", i, i)
		case 4:
			fmt.Fprintf(&b, "- **service-%d**\n  - Status: running (%d of 3)\n  - **Port:** %d\n  - Updated: 2026-11-%02d\n", i, i%3+1, 8000+i, i%28+1)
		}
	}
	return b.String()
}

// BenchmarkItemFieldsVsGoldmark measures ItemFieldsList (one goldmark
// parse per list) and ItemFields called item by item, on every item of a
// ~64 KiB list document (ListItems included), against goldmark's GFM
// parse of the same bytes, interleaved in one loop so both see the same
// machine load, and reports speed_ratio = ItemFields speed / goldmark
// speed.
func BenchmarkItemFieldsVsGoldmark(b *testing.B) {
	doc := itemFieldsBenchDoc()
	src := []byte(doc)
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	list := func() int {
		var texts []string
		for _, it := range ListItems(doc) {
			texts = append(texts, it.Text)
		}
		n := 0
		for _, fs := range ItemFieldsList(texts) {
			n += len(fs)
		}
		return n
	}
	perItem := func() int {
		n := 0
		for _, it := range ListItems(doc) {
			n += len(ItemFields(it.Text))
		}
		return n
	}
	fields := list()
	if fields == 0 || perItem() != fields {
		b.Fatalf("fields: list %d, per item %d", fields, perItem())
	}
	for _, v := range []struct {
		name string
		run  func() int
	}{{"list", list}, {"per_item", perItem}} {
		b.Run(v.name, func(b *testing.B) {
			var tItems, tGold time.Duration
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				t0 := time.Now()
				n := v.run()
				t1 := time.Now()
				md.Parser().Parse(text.NewReader(src))
				t2 := time.Now()
				if n != fields {
					b.Fatalf("%d fields, then %d", fields, n)
				}
				tItems += t1.Sub(t0)
				tGold += t2.Sub(t1)
			}
			if tItems > 0 && tGold > 0 {
				mb := float64(len(doc)) * float64(b.N) / 1e6
				b.ReportMetric(mb/tItems.Seconds(), "itemfields_MB/s")
				b.ReportMetric(mb/tGold.Seconds(), "goldmark_MB/s")
				b.ReportMetric(tGold.Seconds()/tItems.Seconds(), "speed_ratio")
			}
		})
	}
}
