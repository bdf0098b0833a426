package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// kvBlocks gives, under parser auto, a header pair with no value of its
// own ("Output:", "stdout:") the lines below it up to the next pair or
// header at its margin: a command's output under "Command:" and "Exit
// Code:" pairs. Lines auto finds structure in (a listing, a table) are
// read one level down; else the block is the value as text. hits from h0
// on are this parse's; lines a field already took end a block.
func (x *Extractor) kvBlocks(r *run, obj map[string]any, nodes []*textparse.KVNode, h0 int) {
	if !r.valueFields || r.depth > 0 {
		return
	}
	var cover func(a, b int) bool
	covered := func(a, b int) bool {
		if cover == nil {
			// built on first use: most texts have no header pair
			// without a value, and sorting the spans costs
			cover = coverage(r.takenSince(h0))
		}
		return cover(a, b)
	}
	text := r.text
	for _, n := range nodes {
		if n == nil || n.Key == "" || n.Item || len(n.Children) > 0 || n.Value != "" {
			continue
		}
		if cur, ok := obj[n.Key].(string); !ok || cur != "" {
			continue
		}
		if n.KeySpan.End <= 0 || n.KeySpan.End > len(text) {
			continue
		}
		_, from := lineBounds(text, n.KeySpan.End)
		end := from
		for ls := from; ls < len(text); {
			le, next := lineBounds(text, ls)
			a, b := trimSpaceSpan(text, ls, le)
			if a < b {
				if a == ls && (kvShape(text[a:b]) != 0 || headerLine(text[a:b])) || covered(a, b) {
					break
				}
				end = b
			}
			ls = next
		}
		a, b := trimSpaceSpan(text, from, end)
		if a >= b {
			continue
		}
		p := pointer("", n.Key)
		if strings.IndexByte(text[a:b], '\n') > 0 {
			sub := &Account{}
			sr := newRun(text[a:b], sub)
			sr.depth = r.depth + 1
			if v, ok := x.extractAuto(sr); ok && v != nil && sub.Parser != ParsedText && !isEmptyObject(v) {
				obj[n.Key] = v
				for _, h := range sr.hits {
					labels := make([]span, len(h.labels))
					for k, l := range h.labels {
						labels[k] = span{l.start + a, l.end + a}
					}
					r.addHit(p+h.path, span{h.val.start + a, h.val.end + a}, labels...)
				}
				continue
			}
		}
		obj[n.Key] = text[a:b]
		r.addHit(p, span{a, b}, span{n.KeySpan.Start, n.KeySpan.End})
	}
}

// headerLine reports whether t is a header with no value: a key of one
// to four words ending in ':' ("Output:", "Exit code:").
func headerLine(t string) bool {
	if len(t) < 2 || len(t) > 41 || t[len(t)-1] != ':' {
		return false
	}
	k := t[:len(t)-1]
	if !isASCIILetter(k[0]) || strings.Count(k, " ") > 3 {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !isASCIILetter(c) && c != ' ' && c != '_' && c != '-' && !(c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
