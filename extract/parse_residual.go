package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// NotesField holds the data tokens of the lines beside a payload that no
// field took (residualTokens).
const NotesField = "notes"

// maxResidualLines bounds the lines residualTokens reads.
const maxResidualLines = 400

// residualTokens adds to v, the object parser auto read from a table, a
// list, pairs or record lines, under "notes", the data tokens of the lines
// no field took (textparse.TitleFields, line by line): a paragraph under
// the table, a list beside the pairs, a heading's line between sections.
// Lines inside fences (strayFences keeps them), table rows and rules are
// left alone; hits from h0 on are this parse's, and every hit counts as
// taken.
func (r *run) residualTokens(v any, h0 int) {
	m, ok := v.(map[string]any)
	if !ok || r.depth > 0 || len(r.hits) == h0 {
		return
	}
	if _, clash := m[NotesField]; clash {
		return
	}
	text0, body := pointer("", DefaultTextField), pointer("", BodyField)
	covered := r.coverBits(func(path string) bool {
		// the document kept whole, and body paragraphs kept whole: their
		// lines are still read for tokens
		return path == text0 || strings.HasPrefix(path, body+"/")
	})
	text := r.text
	notes := map[string]any{}
	path := pointer("", NotesField)
	inFence := false
	for ls, n := 0, 0; ls < len(text) && n < maxResidualLines; n++ {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		if a >= b {
			continue
		}
		t := text[a:b]
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			inFence = !inFence
			continue
		}
		if inFence || t[0] == '|' || textparse.RuleLine(t) || covered(a, b) {
			continue
		}
		if k := listMarker(t); k > 0 && k < b-a {
			a, b = trimSpaceSpan(text, a+k, b)
		}
		for a < b && text[a] == '#' {
			a++
		}
		if a, b = trimSpaceSpan(text, a, b); a < b && b-a <= maxMessageBytes {
			r.lineFieldsAt(notes, path, a, b)
		}
	}
	if len(notes) > 0 {
		m[NotesField] = notes
	}
}

// coverBits returns a test of whether any hit so far (a value or one of
// its labels) overlaps text[a:b]: a bit a byte, set once from the hits,
// so that a test costs a few word reads and no sort. A hit whose pointer
// skip accepts does not count.
func (r *run) coverBits(skip func(path string) bool) func(a, b int) bool {
	n := len(r.text)
	bits := make([]uint64, n/64+1)
	// mask returns the bits of word w that lie in [a, b)
	mask := func(w, a, b int) uint64 {
		lo, hi := max(a-w*64, 0), min(b-w*64, 64)
		if lo >= hi {
			return 0
		}
		m := ^uint64(0) << uint(lo)
		if hi < 64 {
			m &= (1 << uint(hi)) - 1
		}
		return m
	}
	set := func(sp span) {
		a, b := max(sp.start, 0), min(sp.end, n)
		for w := a / 64; a < b && w <= (b-1)/64; w++ {
			bits[w] |= mask(w, a, b)
		}
	}
	for _, h := range r.hits {
		if skip(h.path) {
			continue
		}
		set(h.val)
		for _, l := range h.labels {
			set(l)
		}
	}
	return func(a, b int) bool {
		a, b = max(a, 0), min(b, n)
		for w := a / 64; a < b && w <= (b-1)/64; w++ {
			if bits[w]&mask(w, a, b) != 0 {
				return true
			}
		}
		return false
	}
}
