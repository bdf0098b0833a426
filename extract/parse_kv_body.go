package extract

import "strings"

// BodyField holds the paragraphs of key-value text no pair took (kvBodies).
const BodyField = "body"

// maxBodies bounds the paragraphs kvBodies keeps.
const maxBodies = 200

// kvBodies adds to obj, the object of key-value text, the paragraphs
// that no field took: the body under a record's header pairs (a commit's
// message under "Author:" and "Date:", a response body under its
// headers, a note under its metadata). Each paragraph (lines up to a
// blank line, none of them taken, none a list item, heading, table row,
// fence or rule, below the first pair) is one value of the array
// "body"; a paragraph above the pairs is a preamble, left to
// preambleCounts. hits from h0 on are this parse's; a "body" obj
// already has is kept.
func (r *run) kvBodies(obj map[string]any, h0 int) {
	if _, clash := obj[BodyField]; clash {
		return
	}
	if paras := r.bodyParas(h0); len(paras) > 0 {
		obj[BodyField] = r.spanValues(BodyField, paras)
	}
}

// bodyParas returns the body paragraphs kvBodies reads (see there).
func (r *run) bodyParas(h0 int) []span {
	text := r.text
	if !bodyCandidate(text) {
		return nil
	}
	taken := r.takenSince(h0)
	if len(taken) == 0 {
		return nil
	}
	covered := coverage(taken)
	var paras []span
	cur := span{-1, -1}
	ok := true
	first := taken[0].start // a paragraph above the pairs is a preamble
	flush := func() {
		if cur.start > first && ok && len(paras) < maxBodies {
			paras = append(paras, cur)
		}
		cur, ok = span{-1, -1}, true
	}
	inFence := false
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		t := text[a:b]
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			inFence = !inFence
			flush()
			ok = false
			continue
		}
		if a == b {
			flush()
			continue
		}
		if inFence || covered(a, b) || !bodyLine(t) {
			ok = false
		}
		if cur.start < 0 {
			cur = span{a, b}
		} else {
			cur.end = b
		}
	}
	flush()
	return paras
}

// bodyLine reports whether t, a trimmed line, can be a line of a body
// paragraph: not a list item, heading, quote, table row, rule or
// setext underline, and with a letter.
func bodyLine(t string) bool {
	switch t[0] {
	case '#', '>', '|', '-', '*', '+', '=', '_', '[', '{', '<':
		return false
	}
	if c := t[0]; c >= '0' && c <= '9' {
		i := 0
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i < len(t) && (t[i] == '.' || t[i] == ')') {
			return false
		}
	}
	return strings.IndexFunc(t, func(c rune) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }) >= 0
}

// bodyCandidate reports whether text has a line that can be a body line
// and is not shaped as a pair (no ": ", no ':' ending it): a cheap test
// before kvBodies reads the hits.
func bodyCandidate(text string) bool {
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		t := strings.TrimSpace(text[ls:le])
		ls = le + 1
		if t != "" && t[len(t)-1] != ':' && !strings.Contains(t, ": ") && bodyLine(t) {
			return true
		}
	}
	return false
}
