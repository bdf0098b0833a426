package extract

import "strings"

// Fields of a passed-through text that holds fenced code: the code of
// each block (without its fence lines) and the paragraphs of prose
// around the blocks.
const (
	CodeField  = "code"
	ProseField = "prose"
)

// maxFenceParts bounds the blocks and paragraphs fenceParts keeps.
const maxFenceParts = 100

// fenceParts adds to v, the value of a passed-through text text[a:b],
// the contents of its fenced code blocks ("code") and its prose
// paragraphs outside them ("prose") when it holds one fenced block or
// more next to prose: a docs page's example (a description over its
// code), an answer with a snippet. A text that is one fence alone, or
// has no fence, gets neither.
func (r *run) fenceParts(v map[string]any, a, b int) {
	text := r.text
	if !strings.Contains(text[a:b], "```") && !strings.Contains(text[a:b], "~~~") {
		return
	}
	var code, prose []span
	var marker string // the open fence's marker, "" outside a fence
	codeFrom := -1
	para := span{-1, -1}
	flush := func() {
		if para.start >= 0 && len(prose) < maxFenceParts {
			prose = append(prose, para)
		}
		para = span{-1, -1}
	}
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		le = min(le, b)
		t0, t1 := trimSpaceSpan(text, ls, le)
		t := text[t0:t1]
		switch {
		case marker == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")):
			flush()
			marker, codeFrom = t[:3], next
		case marker != "" && strings.HasPrefix(t, marker) && strings.Trim(t, marker[:1]) == "":
			if c0, c1 := codeFrom, ls; c0 < c1 && len(code) < maxFenceParts {
				if c1 > c0 && text[c1-1] == '\n' {
					c1--
				}
				if c0 < c1 {
					code = append(code, span{c0, c1})
				}
			}
			marker = ""
		case marker != "":
		case t0 == t1:
			flush()
		case para.start < 0:
			para = span{t0, t1}
		default:
			para.end = t1
		}
		ls = next
	}
	flush()
	if len(code) == 0 || len(prose) == 0 {
		return
	}
	for _, f := range []struct {
		name  string
		spans []span
	}{{CodeField, code}, {ProseField, prose}} {
		if _, clash := v[f.name]; clash {
			continue
		}
		v[f.name] = r.spanValues(f.name, f.spans)
	}
	if r.depth == 0 {
		// the prose's data tokens, a heading's pair too ("# Apex Class:
		// InvoicePriceSync" over the class's source)
		for _, p := range prose {
			for ls := p.start; ls < p.end; {
				le, next := lineBounds(r.text, ls)
				a, b := trimSpaceSpan(r.text, ls, min(le, p.end))
				for a < b && r.text[a] == '#' {
					a++
				}
				if a, b = trimSpaceSpan(r.text, a, b); a < b && b-a <= maxMessageBytes {
					r.lineFieldsAt(v, "", a, b)
				}
				ls = next
			}
		}
	}
}
