package textparse

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Shared helpers of the differential tests: random markdown generators in
// which every line that carries text carries a unique token "q<line>z", and
// goldmark AST walkers that report which tokens a node holds.

var tokenRE = regexp.MustCompile(`q(\d+)z`)

func tok(i int) string { return fmt.Sprintf("q%dz", i) }

func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.Intn(len(xs))] }

// genListDoc builds a random document of list-ish lines.
func genListDoc(r *rand.Rand) string {
	n := 1 + r.Intn(14)
	var b strings.Builder
	for i := 0; i < n; i++ {
		indent := strings.Repeat(" ", pick(r, 0, 0, 0, 0, 1, 2, 2, 3, 3, 4, 5, 6, 8))
		t := tok(i)
		var line string
		switch k := r.Intn(100); {
		case k < 25:
			line = pick(r, "-", "*", "+") + strings.Repeat(" ", 1+r.Intn(5)) + t + pick(r, "", " word", " **b** x")
		case k < 30:
			line = pick(r, "-", "*", "+")
		case k < 45:
			line = fmt.Sprint(pick(r, 1, 1, 2, 3, 10, 0, 123)) + pick(r, ".", ")") + strings.Repeat(" ", 1+r.Intn(5)) + t
		case k < 48:
			line = pick(r, "1.", "2)")
		case k < 52:
			line = pick(r, "- - ", "1. - ", "- 1. ", "* + ") + t
		case k < 70:
			line = t + pick(r, "", " text", " more words")
		case k < 80:
			line = ""
			indent = ""
		case k < 83:
			line = pick(r, "# ", "## ", "###### ") + t
		case k < 86:
			line = pick(r, "---", "***", "* * *", "___", "- - -")
		case k < 89:
			line = pick(r, "===", "-", "--")
		case k < 93:
			line = pick(r, "```", "~~~", "````") + pick(r, "", t)
		case k < 95:
			line = pick(r, "```", "~~~")
		case k < 97:
			line = "> " + t
		default:
			line = pick(r, "| "+t+" | a |", "|---|---|", t+" | b")
		}
		b.WriteString(indent + line + "\n")
	}
	return b.String()
}

// genTableDoc builds a random document with pipe tables.
func genTableDoc(r *rand.Rand) string {
	var b strings.Builder
	line := 0
	emit := func(s string) {
		b.WriteString(s + "\n")
		line++
	}
	cell := func() string {
		return pick(r, "", "a", tok(line), "**"+tok(line)+"**", "`c`", "`x \\| y`", "_e_", "x \\| y", "snake_case", "1,234", "[l](http://u)", "10:30", "~~s~~ t")
	}
	row := func(n int, lead, trail bool) string {
		cs := make([]string, n)
		for i := range cs {
			cs[i] = pick(r, "", " ", "  ") + cell() + pick(r, "", " ", "  ")
		}
		s := strings.Join(cs, "|")
		if lead || n == 1 {
			s = "|" + s
		}
		if trail {
			s += "|"
		}
		return s
	}
	blocks := 1 + r.Intn(4)
	for k := 0; k < blocks; k++ {
		switch r.Intn(6) {
		case 0:
			emit(tok(line) + " some prose")
			if r.Intn(2) == 0 {
				emit("")
			}
		case 1:
			emit(pick(r, "```", "~~~"))
			emit("| " + tok(line) + " | b |")
			emit("|---|---|")
			emit(pick(r, "```", "~~~"))
			emit("")
		default:
			cols := 1 + r.Intn(4)
			lead, trail := r.Intn(4) != 0, r.Intn(3) != 0
			hc := cols
			if r.Intn(12) == 0 {
				hc = cols + 1 // header mismatch: not a table
			}
			emit(row(hc, lead, trail))
			ds := make([]string, cols)
			for i := range ds {
				ds[i] = pick(r, "---", ":--", "--:", ":-:", " --- ", "-")
			}
			d := strings.Join(ds, "|")
			if lead || cols == 1 {
				d = "|" + d
			}
			if trail {
				d += "|"
			}
			emit(d)
			for n := r.Intn(5); n > 0; n-- {
				emit(row(cols+pick(r, 0, 0, 0, -1, 1), lead, trail))
			}
			switch r.Intn(6) {
			case 0:
				emit(tok(line) + " trailing prose line")
			case 1:
				emit("- " + tok(line))
			case 2:
				emit("# " + tok(line))
			}
			emit("")
		}
	}
	return b.String()
}

func gmParser() parser.Parser {
	return goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser()
}

func gmParse(p parser.Parser, src []byte) ast.Node {
	return p.Parse(text.NewReader(src))
}

func textReader(src []byte) text.Reader { return text.NewReader(src) }

// nodeTokens returns the tokens (line numbers) held by the blocks under n.
func nodeTokens(n ast.Node, src []byte) map[int]bool {
	out := map[int]bool{}
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || c.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		var segs []text.Segment
		lines := c.Lines()
		for i := 0; i < lines.Len(); i++ {
			segs = append(segs, lines.At(i))
		}
		if f, ok := c.(*ast.FencedCodeBlock); ok && f.Info != nil {
			segs = append(segs, f.Info.Segment)
		}
		for _, s := range segs {
			for _, m := range tokenRE.FindAllStringSubmatch(string(s.Value(src)), -1) {
				var k int
				fmt.Sscan(m[1], &k)
				out[k] = true
			}
		}
		return ast.WalkContinue, nil
	})
	return out
}

// spanTokens returns the tokens in src[sp.Start:sp.End].
func spanTokens(src string, sp Span) map[int]bool {
	out := map[int]bool{}
	for _, m := range tokenRE.FindAllStringSubmatch(src[sp.Start:sp.End], -1) {
		var k int
		fmt.Sscan(m[1], &k)
		out[k] = true
	}
	return out
}

func sameSet(a, b map[int]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}
