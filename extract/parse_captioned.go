package extract

import "strings"

// captionedGrids cuts a text made of captioned blocks of tab-separated
// rows ("Schema:" over a header row and its rows, then "Summary:" over
// others, as a database client prints several result sets) into
// sections: each caption the header of the block under it. Paragraphs
// without a caption are sections without one. nil unless two blocks or
// more are captioned grids (a caption ending in ':' with no ": " in it,
// then two lines or more with the same number of tabs, one at least).
func captionedGrids(text string) []section {
	if strings.IndexByte(text, '\t') < 0 {
		return nil
	}
	var out []section
	grids := 0
	for ls := 0; ls < len(text); {
		ls = skipBlankLines(text, ls)
		if ls >= len(text) {
			break
		}
		start, end := ls, ls
		tabs, rows := -1, 0
		for ls < len(text) {
			le, next := lineBounds(text, ls)
			if strings.TrimSpace(text[ls:le]) == "" {
				break
			}
			if ls > start {
				if n := strings.Count(text[ls:le], "\t"); tabs < 0 {
					tabs = n
				} else if n != tabs {
					tabs = 0
				}
				rows++
			}
			end = le
			ls = next
		}
		if len(out) >= maxBlocks {
			return nil
		}
		le, next := lineBounds(text, start)
		head := strings.TrimRight(text[start:le], " \t\r")
		if rows >= 2 && tabs > 0 && len(head) >= 2 && len(head) <= 80 && head[len(head)-1] == ':' && !strings.Contains(head, ": ") && strings.IndexByte(head, '\t') < 0 {
			grids++
			out = append(out, section{head: span{start, start + len(head) - 1}, body: span{next, end}})
			continue
		}
		out = append(out, section{head: span{-1, -1}, body: span{start, end}})
	}
	if grids < 2 {
		return nil
	}
	return out
}
