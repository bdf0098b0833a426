package textparse

import "strings"

// FencedTables returns the GFM pipe tables written inside fenced code
// blocks (``` or ~~~ at the top level, with no info string or one naming
// markdown or plain text): servers put a table in a fence to keep its
// columns aligned, and a reader sees a table there. Spans are in text.
// Tables outside fences are Tables'.
func FencedTables(text string) []Table {
	var out []Table
	eachFence(text, func(info string, start, end int) {
		if !tableFenceInfo(info) || end <= start {
			return
		}
		for _, t := range Tables(text[start:end]) {
			out = append(out, shiftTable(t, start))
		}
	})
	return out
}

// eachFence calls fn for every top-level fenced code block of text (```
// or ~~~ opened at most three columns in), in order, with its info string
// and the span of its content: from the line after the opening fence to
// the start of the closing one, or to the end of the text when the fence
// is never closed.
func eachFence(text string, fn func(info string, start, end int)) {
	inFence := false
	var fch byte
	var flen, cstart int
	info := ""
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		ln := text[ls:le]
		p, col := skipIndent(ln, 0, 0)
		if !inFence {
			if col <= 3 {
				if c, n, ok := openingFence(ln[p:]); ok {
					inFence, fch, flen, cstart = true, c, n, next
					info = fenceInfo(ln[p:], n)
				}
			}
		} else if col <= 3 && isClosingFence(ln[p:], fch, flen) {
			inFence = false
			fn(info, cstart, ls)
		}
		ls = next
	}
	if inFence {
		fn(info, cstart, len(text))
	}
}

// tableFenceInfo reports whether a fence's info string leaves its content
// free to be a table: none, or a markdown or plain-text language.
func tableFenceInfo(info string) bool {
	if i := strings.IndexAny(info, " \t{"); i >= 0 {
		info = info[:i]
	}
	switch strings.ToLower(info) {
	case "", "markdown", "md", "gfm", "text", "txt", "plain", "plaintext", "table":
		return true
	}
	return false
}

// shiftTable moves the spans of t, found in a slice starting at off of the
// text, to offsets in the text.
func shiftTable(t Table, off int) Table {
	sh := func(s Span) Span { return Span{s.Start + off, s.End + off} }
	t.Span = sh(t.Span)
	for i := range t.Header {
		t.Header[i].Span = sh(t.Header[i].Span)
	}
	for _, r := range t.Rows {
		for i := range r {
			r[i].Span = sh(r[i].Span)
		}
	}
	return t
}

// TablesOrFenced returns Tables(text) or, when text holds no table outside
// fences, FencedTables(text): the tables a table reader reads.
func TablesOrFenced(text string) []Table {
	if ts := Tables(text); len(ts) > 0 {
		return ts
	}
	return FencedTables(text)
}
