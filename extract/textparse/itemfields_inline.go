package textparse

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// maxInlineBytes bounds the part of an item goldmark parses for inline
// markup (goldmark's link parser is quadratic on runs of unclosed "[a]("):
// past it, lines are read without markup.
const maxInlineBytes = 4 << 10

// markupPart is the part of item goldmark parses: all of it, or its
// lines within the first maxInlineBytes bytes (at least a cut of the
// first line).
func markupPart(item string) string {
	if len(item) <= maxInlineBytes {
		return item
	}
	if i := strings.LastIndexByte(item[:maxInlineBytes], '\n'); i > 0 {
		return item[:i]
	}
	return item[:maxInlineBytes]
}

// mayHaveInlines reports whether s holds a character that can start
// inline markup ItemFields reads: '*', '`', '[', '<', or a '_' not inside
// a word (intraword underscores, as in snake_case names and URLs, never
// delimit emphasis).
func mayHaveInlines(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '`', '[', '<':
			return true
		case '_':
			if i == 0 || i+1 == len(s) || !isAlnumByte(s[i-1]) || !isAlnumByte(s[i+1]) {
				return true
			}
		}
	}
	return false
}

// inlineParser is goldmark with its paragraph block parser only and the
// default inline parsers (code spans, links, autolinks, raw HTML,
// emphasis), without link reference definitions: every line of an item is
// inline text, so "- key: v" or "[3]: x" lines stay text and every node
// keeps its byte position. goldmark parsers are safe for concurrent use
// (configuration is frozen on first Parse; parse state is per call).
var inlineParser = parser.NewParser(
	parser.WithBlockParsers(util.Prioritized(parser.NewParagraphParser(), 1000)),
	parser.WithInlineParsers(parser.DefaultInlineParsers()...),
)

// inline kinds.
const (
	inStrong byte = iota + 1
	inEmph
	inCode
	inLink
	inImage
	inAuto
)

// inlineSpan is one inline markup node of an item: its whole extent
// [start, end), its inner value [in0, in1) and, for links, the
// destination [u0, u1) (u0 < 0 when there is none).
type inlineSpan struct {
	kind            byte
	start, end, in0 int
	in1, u0, u1     int
}

// inlineSpans parses src with goldmark's inline parsers and returns its
// markup nodes (the top-level inline nodes of each paragraph, and the
// links inside them), in text order; ok is false if goldmark panicked.
func inlineSpans(src []byte) (out []inlineSpan, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	doc := inlineParser.Parse(text.NewReader(src))
	for para := doc.FirstChild(); para != nil; para = para.NextSibling() {
		lines := para.Lines()
		if lines.Len() == 0 {
			continue
		}
		paraEnd := lines.At(lines.Len() - 1).Stop
		for c := para.FirstChild(); c != nil; c = c.NextSibling() {
			next := paraEnd
			if n := c.NextSibling(); n != nil && n.Pos() >= 0 {
				next = n.Pos()
			}
			if sp, ok := nodeSpan(src, c, next); ok {
				out = append(out, sp)
			}
		}
	}
	return out, true
}

// shift moves the span's offsets by d.
func (sp *inlineSpan) shift(d int) {
	sp.start += d
	sp.end += d
	sp.in0 += d
	sp.in1 += d
	if sp.u0 >= 0 {
		sp.u0 += d
		sp.u1 += d
	}
}

// nodeSpan computes the span of inline node n, which ends before next.
func nodeSpan(src []byte, n ast.Node, next int) (inlineSpan, bool) {
	start := n.Pos()
	if start < 0 || next > len(src) || next <= start {
		return inlineSpan{}, false
	}
	end := next
	for end > start && isWSByte(src[end-1]) {
		end--
	}
	sp := inlineSpan{start: start, end: end, u0: -1, u1: -1}
	switch n := n.(type) {
	case *ast.Emphasis:
		sp.kind = inEmph
		if n.Level >= 2 {
			sp.kind = inStrong
		}
		d := src[start]
		k := n.Level
		if end-start < 2*k+1 || src[start] != d || bytes.Count(src[start:start+k], []byte{d}) != k || bytes.Count(src[end-k:end], []byte{d}) != k {
			return inlineSpan{}, false
		}
		sp.in0, sp.in1 = start+k, end-k
	case *ast.CodeSpan:
		sp.kind = inCode
		k := 0
		for start+k < end && src[start+k] == '`' {
			k++
		}
		if k == 0 || end-start < 2*k || bytes.Count(src[end-k:end], []byte{'`'}) != k {
			return inlineSpan{}, false
		}
		sp.in0, sp.in1 = start+k, end-k
	case *ast.Link, *ast.Image:
		var dest []byte
		sp.kind, sp.in0 = inLink, start+1
		if l, ok := n.(*ast.Link); ok {
			dest = l.Destination
		} else {
			sp.kind, sp.in0 = inImage, start+2
			dest = n.(*ast.Image).Destination
		}
		if src[end-1] != ')' || sp.in0 > end {
			return inlineSpan{}, false
		}
		if u := subOffset(src, dest, start, end); u >= 0 {
			sp.u0, sp.u1 = u, u+len(dest)
			close := bytes.LastIndexByte(src[sp.in0:u], ']')
			if close < 0 {
				return inlineSpan{}, false
			}
			sp.in1 = sp.in0 + close
		} else {
			close := bytes.LastIndex(src[sp.in0:end], []byte("]("))
			if close < 0 {
				return inlineSpan{}, false
			}
			sp.in1 = sp.in0 + close
		}
	case *ast.AutoLink:
		sp.kind = inAuto
		if src[start] != '<' || src[end-1] != '>' {
			return inlineSpan{}, false
		}
		sp.in0, sp.in1 = start+1, end-1
	default:
		return inlineSpan{}, false
	}
	return sp, true
}

// subOffset returns the offset of sub in src when sub is a slice of src's
// bytes within [a, b) (goldmark's link destinations are), else the offset
// of its last occurrence in [a, b) after "](", else -1.
func subOffset(src, sub []byte, a, b int) int {
	if len(sub) == 0 {
		return -1
	}
	if off := cap(src) - cap(sub); off >= a && off+len(sub) <= b && bytes.Equal(src[off:off+len(sub)], sub) {
		return off
	}
	k := bytes.LastIndex(src[a:b], []byte("]("))
	if k < 0 {
		return -1
	}
	from := a + k + 2
	if j := bytes.Index(src[from:b], sub); j >= 0 {
		return from + j
	}
	return -1
}

// simpleStrong reads a line whose only markup is one bold span written
// with asterisks ("**Depot Ops** (ID: 1) - postgres", "- **Status:**
// live") without goldmark: the span goldmark's inline parser gives for
// it. It is sure only of plain cases and reports false for any other
// (then goldmark reads the line): no '*', '_', '`', '[', ']', '<' or '\\'
// outside the two delimiters or inside the span, printable ASCII bytes
// at the inside's edges, and
// delimiters that CommonMark's flanking rules let open and close.
func simpleStrong(line string) (inlineSpan, bool) {
	// a line indented by four columns or more (a tab among its leading
	// blanks) opens no paragraph in goldmark, so it gives no span
	for i := 0; i < len(line) && (line[i] == ' ' || line[i] == '\t'); i++ {
		if line[i] == '\t' || i >= 3 {
			return inlineSpan{}, false
		}
	}
	a := strings.Index(line, "**")
	if a < 0 {
		return inlineSpan{}, false
	}
	c := strings.Index(line[a+2:], "**")
	if c <= 0 {
		return inlineSpan{}, false
	}
	in0, in1 := a+2, a+2+c
	b := in1 + 2
	for i := 0; i < len(line); i++ {
		if i == a || i == a+1 || i == in1 || i == in1+1 {
			continue
		}
		switch line[i] {
		case '*', '_', '`', '[', ']', '<', '\\':
			return inlineSpan{}, false
		}
	}
	first, last := line[in0], line[in1-1]
	if first <= ' ' || first > '~' || last <= ' ' || last > '~' {
		// white space (also \v and \f), a control byte or a byte over
		// 0x7F at an edge: goldmark decides
		return inlineSpan{}, false
	}
	// the opening run is left-flanking: after it no white space (checked)
	// and, when a punctuation mark follows, white space or punctuation
	// (or the line's start) before it; the closing run right-flanking
	// likewise
	if isASCIIPunct(first) && a > 0 && !edgeOK(line[a-1]) {
		return inlineSpan{}, false
	}
	if isASCIIPunct(last) && b < len(line) && !edgeOK(line[b]) {
		return inlineSpan{}, false
	}
	return inlineSpan{kind: inStrong, start: a, end: b, in0: in0, in1: in1, u0: -1, u1: -1}, true
}

// edgeOK reports whether c, next to a delimiter run whose other side is a
// punctuation mark, keeps the run flanking: white space or an ASCII
// punctuation mark (a byte over 0x7F is not decided here: false).
func edgeOK(c byte) bool {
	return isWSByte(c) || isASCIIPunct(c)
}
