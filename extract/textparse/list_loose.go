package textparse

// ListItemsLoose is ListItems, then the sub-items a writer indented under
// an ordered item by less than its content column are given back to it.
// CommonMark nests a line under "10. Title" only from column 4, and under
// "1. Title" from column 3, so servers that indent every item's detail
// bullets by two or three spaces ("10. **X**" over "   - From: …") get
// a separate bullet list after each such item, and the readers, which
// keep the numbered items, lose the details. Here a list item whose marker
// is indented by at least two columns more than the ordered item before it
// and less than that item's content column, with nothing but blank lines
// between, belongs to that item: its span is added to the item's, as are
// the spans of the items that follow it so indented. Items the text itself
// nests are unchanged (they are inside their item's span already).
func ListItemsLoose(text string) []ListItem {
	items := ListItems(text)
	if len(items) < 2 {
		return items
	}
	out := items[:0:0]
	for i := 0; i < len(items); i++ {
		it := items[i]
		if !it.Ordered {
			out = append(out, it)
			continue
		}
		markCol := column(text, it.Span.Start)
		contentCol := markCol + (it.Offset - it.Span.Start)
		end := it.Span.End
		j := i + 1
		for ; j < len(items); j++ {
			next := items[j]
			col := column(text, next.Span.Start)
			if col < markCol+2 || col >= contentCol || !onlyBlank(text[end:lineStart(text, next.Span.Start)]) {
				break
			}
			end = next.Span.End
		}
		if j > i+1 {
			it.Span.End = end
			it.Text = text[it.Offset:end]
			i = j - 1
		}
		out = append(out, it)
	}
	return out
}

// column is the column of byte offset at in text: the bytes since the
// start of its line (tabs count as one).
func column(text string, at int) int {
	return at - lineStart(text, at)
}

// lineStart is the offset of the start of the line holding offset at.
func lineStart(text string, at int) int {
	for at > 0 && text[at-1] != '\n' {
		at--
	}
	return at
}

// onlyBlank reports whether s holds nothing but white space.
func onlyBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\r', '\n':
		default:
			return false
		}
	}
	return true
}
