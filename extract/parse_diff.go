package extract

import "strings"

// ParsedDiff is Account.Parser when parser auto read the text as a
// unified diff (parseDiff).
const ParsedDiff = "diff"

// DiffFilesField is the field of the files a unified diff touches.
const DiffFilesField = "files"

// parseDiff reads a text that is a unified diff (its first line
// "diff --git a/… b/…", or "--- …" over "+++ …"), or a git diff under a
// header of two pairs or more (git show, a mailed patch: see diffHeader,
// whose fields come next to the diff's): the names of the files it
// touches, in order, under "files", and the diff itself under "text".
// A file's name is the new path ("+++ b/x"), else the old one when the
// file is deleted.
func (x *Extractor) parseDiff(r *run) (any, bool) {
	text := r.text
	a, b := trimSpaceSpan(text, 0, len(text))
	if a == b {
		return nil, false
	}
	first, _ := lineBounds(text, a)
	head := text[a:first]
	var header []diffHeaderField
	if !strings.HasPrefix(head, "diff --git ") && !strings.HasPrefix(head, "--- ") {
		// a header of pairs over the diff (git show, a mailed patch)
		d := diffStart(text, a, b)
		if d < 0 {
			return x.parseStatHeader(r, a, b)
		}
		var ok bool
		if header, ok = diffHeader(text, a, d); !ok {
			return nil, false
		}
		a = d
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
	v := map[string]any{DiffFilesField: files, DefaultTextField: text[a:b]}
	for _, f := range header {
		if _, dup := v[f.name]; dup {
			continue // a header key named files or text: the diff's fields win
		}
		if f.val != "" || f.b < 0 {
			v[f.name] = f.val
		} else {
			v[f.name] = text[f.a:f.b]
		}
		r.addHit(pointer("", f.name), span{f.a, f.b})
	}
	return v, true
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

// fencedDiff reads a unified diff that is the content r.text[s:e] of a
// fence ("```diff" around an edit tool's patch) with parseDiff; the
// fields keep their bytes in the whole text.
func (x *Extractor) fencedDiff(r *run, s, e int) (any, bool) {
	body := r.text[s:e]
	if !strings.Contains(body, "\n+++ ") && !strings.HasPrefix(body, "+++ ") {
		return nil, false
	}
	s0 := s
	if strings.HasPrefix(body, "Index: ") {
		// jsdiff's and svn's header ("Index: path", a row of '='):
		// the diff starts at its "--- " line
		k := strings.Index(body, "\n--- ")
		if k < 0 || strings.Trim(strings.TrimSpace(body[strings.IndexByte(body, '\n'):k]), "=") != "" {
			return nil, false
		}
		s += k + 1
		body = r.text[s:e]
	}
	sub := &Account{}
	sr := newRun(body, sub)
	sr.depth = r.depth + 1
	v, ok := x.parseDiff(sr)
	if !ok {
		return nil, false
	}
	textPath := pointer("", DefaultTextField)
	for _, h := range sr.hits {
		if h.path == textPath {
			continue
		}
		labels := make([]span, len(h.labels))
		for k, l := range h.labels {
			labels[k] = span{l.start + s, l.end + s}
		}
		r.addHit(h.path, span{h.val.start + s, h.val.end + s}, labels...)
	}
	if m, isMap := v.(map[string]any); isMap {
		// the text is the fence's whole content, its header included
		m[DefaultTextField] = r.text[s0:e]
		r.addHit(textPath, span{s0, e})
	}
	r.acc.Parser = sub.Parser
	return v, true
}
