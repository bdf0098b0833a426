package textparse

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark/ast"
)

// gmItem is a top-level list item as goldmark sees it.
type gmItem struct {
	list    int
	ordered bool
	marker  byte
	start   int // List.Start, for the first item of a list
	first   bool
	tokens  map[int]bool
}

func goldmarkItems(doc ast.Node, src []byte) []gmItem {
	var out []gmItem
	list := -1
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		l, ok := c.(*ast.List)
		if !ok {
			continue
		}
		list++
		first := true
		for it := l.FirstChild(); it != nil; it = it.NextSibling() {
			out = append(out, gmItem{list, l.IsOrdered(), l.Marker, l.Start, first, nodeTokens(it, src)})
			first = false
		}
	}
	return out
}

// compareLists reports the first difference between ListItems and goldmark.
func compareLists(src string) string {
	p := gmParser()
	want := goldmarkItems(gmParse(p, []byte(src)), []byte(src))
	got := ListItems(src)
	if len(got) != len(want) {
		return fmt.Sprintf("item count: got %d, goldmark %d", len(got), len(want))
	}
	for i, g := range got {
		w := want[i]
		if g.List != w.list || g.Ordered != w.ordered || g.Marker[len(g.Marker)-1] != w.marker {
			return fmt.Sprintf("item %d: got list %d ordered %v marker %q, goldmark list %d ordered %v marker %q",
				i, g.List, g.Ordered, g.Marker, w.list, w.ordered, w.marker)
		}
		if w.first && w.ordered && g.Number != w.start {
			return fmt.Sprintf("item %d: number %d, goldmark start %d", i, g.Number, w.start)
		}
		if gt := spanTokens(src, g.Span); !sameSet(gt, w.tokens) {
			return fmt.Sprintf("item %d: tokens %v, goldmark %v", i, keys(gt), keys(w.tokens))
		}
	}
	return ""
}

func keys(m map[int]bool) []int {
	var out []int
	for i := 0; i < 100; i++ {
		if m[i] {
			out = append(out, i)
		}
	}
	return out
}

// TestListItemsDifferential compares item count, list grouping, kind and
// item boundaries (the line tokens each item holds) with goldmark on
// thousands of random documents.
func TestListItemsDifferential(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 1000
	}
	seed := int64(1)
	if v := os.Getenv("TEXTPARSE_DIFF_N"); v != "" { // long runs by hand
		fmt.Sscan(v, &n)
		seed = time.Now().UnixNano()
	}
	r := rand.New(rand.NewSource(seed))
	fails, withItems := 0, 0
	for i := 0; i < n; i++ {
		src := genListDoc(r)
		if strings.Contains(src, "- ") || strings.Contains(src, ". ") {
			withItems++
		}
		if msg := compareLists(src); msg != "" {
			fails++
			if fails <= 5 {
				t.Errorf("doc %d: %s\n%s", i, msg, numbered(src))
			}
			if d := os.Getenv("TEXTPARSE_FAILDIR"); d != "" {
				_ = os.WriteFile(filepath.Join(d, fmt.Sprintf("list_%d.md", i)), []byte(src), 0o644)
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d/%d documents differ from goldmark", fails, n)
	}
	if withItems < n/2 {
		t.Errorf("only %d/%d documents hold list markers: the generator is too weak", withItems, n)
	}
}

func numbered(src string) string {
	var b strings.Builder
	for i, l := range strings.Split(src, "\n") {
		fmt.Fprintf(&b, "%3d|%s\n", i, strings.ReplaceAll(l, " ", "·"))
	}
	return b.String()
}
