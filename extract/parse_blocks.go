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
	var out []section
	headed := false
	for ls := 0; ls < len(text); {
		ls = skipBlankLines(text, ls)
		if ls >= len(text) {
			break
		}
		start, end, lines := ls, ls, 0
		indented := false
		for ls < len(text) {
			le, next := lineBounds(text, ls)
			if strings.TrimSpace(text[ls:le]) == "" {
				break
			}
			if lines > 0 && (text[ls] == ' ' || text[ls] == '\t') {
				indented = true
			}
			lines++
			end = le
			ls = next
		}
		if len(out) >= maxBlocks {
			return nil
		}
		le, next := lineBounds(text, start)
		head := strings.TrimRight(text[start:le], " \t\r")
		if lines >= 2 && indented && text[start] != ' ' && text[start] != '\t' && len(head) >= 2 && len(head) <= 80 && head[len(head)-1] == ':' && !strings.Contains(head, ": ") {
			headed = true
			out = append(out, section{head: span{start, start + len(head) - 1}, body: span{next, end}})
			continue
		}
		out = append(out, section{head: span{-1, -1}, body: span{start, end}})
	}
	if len(out) < 2 || !headed {
		return nil
	}
	return out
}
