package extract

import "strings"

// captionedGrids cuts a text made of captioned blocks of tab-separated
// rows ("Schema:" over a header row and its rows, then "Summary:" over
// others, as a database client prints several result sets) into
// sections: each caption the header of the block under it. Paragraphs
// without a caption are sections without one. nil unless two blocks or
// more are captioned grids (captionedParagraphs, over two lines or more
// with the same number of tabs, one at least).
func captionedGrids(text string) []section {
	if strings.IndexByte(text, '\t') < 0 {
		return nil
	}
	out, grids := captionedParagraphs(text, func(next, end int) bool {
		tabs, rows := -1, 0
		for ls := next; ls < end; {
			le, nx := lineBounds(text, ls)
			n := strings.Count(text[ls:min(le, end)], "\t")
			if tabs >= 0 && n != tabs {
				return false
			}
			tabs, rows, ls = n, rows+1, nx
		}
		return rows >= 2 && tabs > 0
	})
	if grids < 2 {
		return nil
	}
	return out
}
