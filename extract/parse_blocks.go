package extract

import "strings"

// maxBlocks bounds the paragraphs blockSections cuts a text into.
const maxBlocks = 50

// blockSections cuts a text that no parser read whole at its blank lines
// into paragraphs, when at least one of them is a header line ending in
// ':' over an indented body ("Changes to be committed:" over "\tmodified:
// a.go", "Untracked files:" over "\tnotes.txt") — a status report made of
// a few blocks. A headed paragraph is a section with that header; any
// other is a section without one (head.start < 0). It returns nil for
// fewer than two paragraphs, more than maxBlocks, or no headed paragraph
// over an indented body.
func blockSections(text string) []section {
	out, headed := captionedParagraphs(text, func(next, end int) bool {
		// an indented line in the body
		for ls := next; ls < end; {
			_, nx := lineBounds(text, ls)
			if text[ls] == ' ' || text[ls] == '\t' {
				return true
			}
			ls = nx
		}
		return false
	})
	if len(out) < 2 || headed == 0 {
		return nil
	}
	return out
}

// captionedParagraphs cuts text at its blank lines into paragraphs, each
// a section: headed by its first line when that line is a caption (no
// blank before it, 2 to 80 bytes, ending in ':' with no ": " or tab in
// it) and body(next, end), the lines under it, holds; else a section
// without a header. It returns nil for more than maxBlocks paragraphs,
// and the number of headed ones.
func captionedParagraphs(text string, body func(next, end int) bool) ([]section, int) {
	var out []section
	headed := 0
	for ls := 0; ls < len(text); {
		ls = skipBlankLines(text, ls)
		if ls >= len(text) {
			break
		}
		start, end := ls, ls
		for ls < len(text) {
			le, next := lineBounds(text, ls)
			if strings.TrimSpace(text[ls:le]) == "" {
				break
			}
			end = le
			ls = next
		}
		if len(out) >= maxBlocks {
			return nil, 0
		}
		le, next := lineBounds(text, start)
		head := strings.TrimRight(text[start:le], " \t\r")
		if next < end && text[start] != ' ' && text[start] != '\t' && len(head) >= 2 && len(head) <= 80 && head[len(head)-1] == ':' &&
			!strings.Contains(head, ": ") && strings.IndexByte(head, '\t') < 0 && body(next, end) {
			headed++
			out = append(out, section{head: span{start, start + len(head) - 1}, body: span{next, end}})
			continue
		}
		out = append(out, section{head: span{-1, -1}, body: span{start, end}})
	}
	return out, headed
}
