package classify

import (
	"bytes"
	"fmt"
)

// fileHeader reports whether line i heads a file's section: a bold-only
// line or an ATX heading whose name is a code span or a path ("**`src/a.js`**",
// "### lib/util.go"), optionally followed by a separator and details
// ("**`a.js`** — parse(function), load(function)").
func (a *analysis) fileHeader(i int) bool {
	t := a.li.trimmed(i)
	switch {
	case a.kind[i] == kProse && bytes.HasPrefix(t, []byte("**")):
		e := bytes.Index(t[2:], []byte("**"))
		if e <= 0 {
			return false
		}
		name, rest := t[2:2+e], bytes.TrimSpace(t[2+e+2:])
		if len(rest) > 0 && !bytes.HasPrefix(rest, []byte("— ")) && !bytes.HasPrefix(rest, []byte("- ")) && !bytes.HasPrefix(rest, []byte("– ")) {
			return false
		}
		return fileName(name)
	case headingLevel(a, i) > 0:
		return fileName(bytes.TrimLeft(t, "# \t"))
	}
	return false
}

// fileName reports whether s is a code span or one token that looks like
// a path or file name (a '/' or a '.' inside, no white space).
func fileName(s []byte) bool {
	s = bytes.TrimSpace(s)
	if len(s) > 2 && s[0] == '`' && s[len(s)-1] == '`' {
		s = s[1 : len(s)-1]
	}
	if len(s) < 3 || bytes.ContainsAny(s, " \t") {
		return false
	}
	return bytes.IndexByte(s[1:len(s)-1], '/') >= 0 || bytes.IndexByte(s[1:len(s)-1], '.') >= 0
}

// markFileSections finds two or more sections that each show one file: a
// file header (fileHeader) directly over a fenced code block, only blank
// lines between the sections. Each is a record (the file's name, the
// details on its header line, its content), the sections a list of
// records (markdown_list), as a search or exploration tool prints the
// files it found. A file's content alone is code (unstructured).
func (a *analysis) markFileSections() {
	n := a.li.count()
	type sec struct{ first, last int }
	var run []sec
	flush := func() {
		if len(run) >= 2 {
			note := fmt.Sprintf("%d sections each showing a file (a header naming it, then its content in a fence): a list of records", len(run))
			r := a.addRegion(region{pattern: MarkdownList, note: note, capConf: 0.8})
			for _, s := range run {
				a.setKind(s.first, s.last, kList, r)
			}
		}
		run = run[:0]
	}
	for i := 0; i < n; i++ {
		if a.w[i] == 0 {
			continue
		}
		if !a.fileHeader(i) {
			flush()
			continue
		}
		j := i + 1
		for j < n && a.w[j] == 0 {
			j++
		}
		if j >= n || a.kind[j] != kFence {
			flush()
			continue
		}
		k := j
		for k+1 < n && (a.kind[k+1] == kFence || a.w[k+1] == 0 && k+2 < n && a.kind[k+2] == kFence) {
			k++
		}
		if len(run) > 0 && !a.onlyBlankBetween(run[len(run)-1].last, i) {
			flush()
		}
		run = append(run, sec{i, k})
		i = k
	}
	flush()
}
