package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// maxHeadingProseBytes bounds the prose headingProse takes under a
// heading.
const maxHeadingProseBytes = 2000

// headingProse returns the prose under a markdown heading that key-value
// text read as a key with no value ("### Notes" over "Sent by Maria Lopez
// on 2026-11-02."): the lines after the heading's line, up to the next
// heading, pair, list item, table row, fence or rule, or two blank lines.
// ok is false when there is none.
func headingProse(text string, keyEnd int) (s, e int, ok bool) {
	if keyEnd < 0 || keyEnd > len(text) {
		return 0, 0, false
	}
	_, ls := lineBounds(text, strings.LastIndexByte(text[:keyEnd], '\n')+1)
	s, e = -1, -1
	blank := 0
	for ls < len(text) {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		if a == b {
			if blank++; blank >= 2 && s >= 0 {
				break
			}
			ls = next
			continue
		}
		t := text[a:b]
		if t[0] == '#' || t[0] == '|' || t[0] == '>' || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") ||
			listMarker(t) > 0 || kvShape(t) != 0 || strings.Trim(t, "-*_ ") == "" {
			break
		}
		if s >= 0 && blank > 0 {
			break // one paragraph
		}
		if s < 0 {
			s = a
		}
		e, blank = b, 0
		if e-s > maxHeadingProseBytes {
			return 0, 0, false
		}
		ls = next
	}
	return s, e, s >= 0
}

// sectionProse adds to child, the object of the markdown heading section
// n at pointer p, under "text", the first paragraph of prose in the
// section that no field took ("## 1. acme/limiter" over a pairs line and
// "Token bucket rate limiter for Go."): the record's own text. The hits
// from h0 on are the section's fields; a "text" child has is kept.
func (r *run) sectionProse(child map[string]any, n *textparse.KVNode, p string, h0 int, labels []span) {
	if !r.valueFields || n.KeySpan.Start < 0 || n.KeySpan.End > len(r.text) || !headingAt(r.text, n.KeySpan.Start) {
		return
	}
	if _, taken := child[DefaultTextField]; taken {
		return
	}
	text := r.text
	hs := strings.LastIndexByte(text[:n.KeySpan.Start], '\n') + 1
	level := 0
	for hs+level < len(text) && text[hs+level] == '#' {
		level++
	}
	covered := coverage(r.takenSince(h0))
	_, ls := lineBounds(text, hs)
	s, e := -1, -1
	for lines := 0; ls < len(text) && lines < maxLeadLines*4; lines++ {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		if a < b && text[a] == '#' {
			h := 0
			for a+h < b && text[a+h] == '#' {
				h++
			}
			if h <= level {
				break // the next section
			}
		}
		switch {
		case a == b || covered(a, b) || !bodyLine(text[a:b]):
			if s >= 0 {
				ls = len(text) // the paragraph ends
				continue
			}
		default:
			if s < 0 {
				s = a
			}
			e = b
		}
		ls = next
	}
	if s < 0 || e-s > maxHeadingProseBytes {
		return
	}
	child[DefaultTextField] = text[s:e]
	r.addHit(pointer(p, DefaultTextField), span{s, e}, labels...)
}
