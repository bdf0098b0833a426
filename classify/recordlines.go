package classify

import "bytes"

// Shapes of a bare record line (see recordLineShape): which parts follow
// the line's head.
const (
	rlParen = 1 << iota // a parenthetical right after the head: "name (a, b)"
	rlDash              // a separator and text: "name — text" (" - ", " – ", " — ")
)

// minRecordLines is the shortest run of bare record lines read as a list;
// a run of lines that carry a parenthetical and a description may be
// shorter by one.
const minRecordLines = 3

// recordLineShape reads a trimmed line as a list item written without a
// marker: a head (one token without white space that starts with a
// letter, or a leading code or bold span), then a parenthetical right
// after it, a separator (" — ", " – ", " - ") and text, or both:
// "core/img-alt (A, mechanical) — Images need alt text", "`parse` —
// reads the input". It returns the shape (rlParen|rlDash) and the head,
// or 0. Sentences do not match: their first word is followed by another
// word.
func recordLineShape(t []byte) (int, []byte) {
	if len(t) < 4 {
		return 0, nil
	}
	end := 0
	switch {
	case t[0] == '`' || bytes.HasPrefix(t, []byte("**")):
		w := t[:1]
		if t[0] == '*' {
			w = t[:2]
		}
		e := bytes.Index(t[len(w):], w)
		if e <= 0 {
			return 0, nil
		}
		end = len(w) + e + len(w)
	case isLetterByte(t[0]):
		for end < len(t) && t[end] != ' ' && t[end] != '\t' {
			end++
		}
		if t[end-1] == ':' || t[end-1] == ',' || t[end-1] == '.' || t[end-1] == ';' {
			return 0, nil // a key, or a word of a sentence
		}
	default:
		return 0, nil
	}
	if end > 100 || end >= len(t) || t[end] != ' ' {
		return 0, nil
	}
	head, rest := t[:end], t[end:]
	shape := 0
	if bytes.HasPrefix(rest, []byte(" (")) {
		c := bytes.IndexByte(rest, ')')
		if c < 3 || bytes.IndexByte(rest[2:c], '(') >= 0 {
			return 0, nil
		}
		shape |= rlParen
		rest = rest[c+1:]
	}
	for _, sep := range [...]string{" — ", " – ", " - "} {
		if bytes.HasPrefix(rest, []byte(sep)) {
			if hasAlnum(rest[len(sep):]) {
				shape |= rlDash
			}
			rest = nil
			break
		}
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return 0, nil // more words after the parenthetical: a sentence
	}
	if shape == 0 {
		return 0, nil
	}
	return shape, head
}

// markRecordLines finds lists written without markers among paragraph
// lines: runs of consecutive lines at one indent that all have the same
// bare record shape (recordLineShape) and distinct heads (repeated heads
// are a log's levels or a message's words, not records' names). A run of
// minRecordLines lines, or of two whose lines carry both a parenthetical
// and a description, is judged like a list (judgeItems), each line an
// item.
func (a *analysis) markRecordLines() {
	li := a.li
	n := li.count()
	for i := 0; i < n; i++ {
		if a.kind[i] != kProse {
			continue
		}
		shape, head := recordLineShape(li.trimmed(i))
		if shape == 0 {
			continue
		}
		ind := indentOf(li.raw(i))
		heads := map[string]bool{string(head): true}
		j := i + 1
		for j < n && a.kind[j] == kProse && indentOf(li.raw(j)) == ind {
			s, h := recordLineShape(li.trimmed(j))
			if s != shape || heads[string(h)] {
				break
			}
			heads[string(h)] = true
			j++
		}
		runLen := j - i
		if runLen < minRecordLines && !(runLen == 2 && shape == rlParen|rlDash) {
			continue
		}
		infos := make([]itemInfo, runLen)
		for k := range infos {
			infos[k] = a.glyphItem(i+k, i+k)
		}
		a.judgeItems("unmarked (one record a line)", infos, i, j-1)
		i = j - 1
	}
}
