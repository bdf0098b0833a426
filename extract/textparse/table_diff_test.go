package textparse

import (
	"bytes"
	"fmt"
	"html"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
)

var tagRE = regexp.MustCompile(`<[^>]*>`)

// gmTables returns the cell texts of every goldmark table: per table, the
// header row then the body rows. A cell's text is its rendered HTML without
// tags, unescaped.
func gmTables(src []byte) [][][]string {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	doc := md.Parser().Parse(textReader(src))
	r := md.Renderer()
	var out [][][]string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		t, ok := n.(*east.Table)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		var rows [][]string
		for row := t.FirstChild(); row != nil; row = row.NextSibling() {
			var cells []string
			for c := row.FirstChild(); c != nil; c = c.NextSibling() {
				cells = append(cells, renderText(r, src, c))
			}
			rows = append(rows, cells)
		}
		out = append(out, rows)
		return ast.WalkSkipChildren, nil
	})
	return out
}

func renderText(r renderer.Renderer, src []byte, cell ast.Node) string {
	var b bytes.Buffer
	for c := cell.FirstChild(); c != nil; c = c.NextSibling() {
		_ = r.Render(&b, src, c)
	}
	return strings.TrimSpace(html.UnescapeString(tagRE.ReplaceAllString(b.String(), "")))
}

// ourTables is Tables in the same shape as gmTables.
func ourTables(src string) [][][]string {
	var out [][][]string
	for _, t := range Tables(src) {
		rows := [][]string{texts(t.Header)}
		for _, r := range t.Rows {
			rows = append(rows, texts(r))
		}
		out = append(out, rows)
	}
	return out
}

func texts(cs []Cell) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Text
	}
	return out
}

// TestTablesDifferential compares table count, shape and cell texts with
// goldmark on thousands of random documents.
func TestTablesDifferential(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 1000
	}
	r := rand.New(rand.NewSource(2))
	fails, withTables := 0, 0
	for i := 0; i < n; i++ {
		src := genTableDoc(r)
		got, want := ourTables(src), gmTables([]byte(src))
		if len(want) > 0 {
			withTables++
		}
		if g, w := fmt.Sprintf("%q", got), fmt.Sprintf("%q", want); g != w {
			fails++
			if fails <= 5 {
				t.Errorf("doc %d:\n got      %s\n goldmark %s\n%s", i, g, w, numbered(src))
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d/%d documents differ from goldmark", fails, n)
	}
	if withTables < n/2 {
		t.Errorf("only %d/%d documents hold a table: the generator is too weak", withTables, n)
	}
}
