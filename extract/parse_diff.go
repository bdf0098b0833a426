package extract

import "strings"

// ParsedDiff is Account.Parser when parser auto read the text as a
// unified diff (parseDiff).
const ParsedDiff = "diff"

// DiffFilesField is the field of the files a unified diff touches.
const DiffFilesField = "files"

// parseDiff reads a text that is a unified diff (its first line
// "diff --git a/… b/…", or "--- …" over "+++ …"): the names of the files
// it touches, in order, under "files", and the diff itself under "text".
// A file's name is the new path ("+++ b/x"), else the old one when the
// file is deleted.
func (x *Extractor) parseDiff(r *run) (any, bool) {
	text := r.text
	a, b := trimmedBounds(text)
	if a == b {
		return nil, false
	}
	first, _ := lineBounds(text, a)
	head := text[a:first]
	if !strings.HasPrefix(head, "diff --git ") && !strings.HasPrefix(head, "--- ") {
		return nil, false
	}
	var files []any
	seen := map[string]bool{}
	var spans []span
	add := func(s, e int) {
		name := text[s:e]
		if name == "" || name == "/dev/null" || seen[name] {
			return
		}
		seen[name] = true
		files = append(files, name)
		spans = append(spans, span{s, e})
	}
	oldName := [2]int{-1, -1}
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		line := text[ls:le]
		switch {
		case strings.HasPrefix(line, "--- "):
			s, e := diffPath(line, ls+4, le)
			oldName = [2]int{s, e}
		case strings.HasPrefix(line, "+++ "):
			s, e := diffPath(line, ls+4, le)
			if text[s:e] == "/dev/null" && oldName[0] >= 0 {
				s, e = oldName[0], oldName[1]
			}
			add(s, e)
		}
		ls = next
	}
	if len(files) == 0 {
		return nil, false
	}
	r.acc.Parser = ParsedDiff
	base := pointer("", DiffFilesField)
	for i, sp := range spans {
		r.addHit(pointerIndex(base, i), sp)
	}
	r.addHit(pointer("", DefaultTextField), span{a, b})
	return map[string]any{DiffFilesField: files, DefaultTextField: text[a:b]}, true
}

// diffPath returns the path of a "--- a/x" or "+++ b/x" line whose path
// starts at s (absolute offsets; line is the line's text from its start):
// the "a/" or "b/" prefix and a tab-separated timestamp left out.
func diffPath(line string, s, e int) (int, int) {
	p := line[4:]
	if i := strings.IndexByte(p, '\t'); i >= 0 {
		e -= len(p) - i
		p = p[:i]
	}
	for len(p) > 0 && p[len(p)-1] == '\r' {
		p = p[:len(p)-1]
		e--
	}
	if strings.HasPrefix(p, "a/") || strings.HasPrefix(p, "b/") {
		s += 2
	}
	return s, e
}
