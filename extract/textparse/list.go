package textparse

// ListItem is one top-level item of a markdown list (ordered `1.` / `1)` or
// bullet `-` `*` `+`).
type ListItem struct {
	// List is the index of the list in the document (0-based); lists are
	// separated by non-list blocks or by a change of marker kind.
	List    int
	Ordered bool
	// Number is the ordinal for ordered lists (as written), 0 for bullets.
	Number int
	// Marker is the marker as written, e.g. "1.", "2)", "-".
	Marker string
	// Span is the whole item in the text: from the marker to the end of its
	// last content line (no trailing newline or blank lines).
	Span Span
	// Text is text[Offset:Span.End]: the item content after the marker and the
	// following spaces. Continuation lines are kept raw (original
	// indentation), so (?m)^   (.+)$ style patterns work on it.
	Text string
	// Offset is the byte offset of Text in the original text (regex match
	// positions + Offset = positions in the text).
	Offset int
}

// ListItems returns the top-level items of every markdown list in text, in
// order. Item boundaries follow CommonMark/GFM list rules: continuation lines
// indented to the item's content column (and lazy continuation lines of a
// paragraph) stay with their item, nested sub-lists belong to their parent
// item, blank lines between items keep the list going, and a fenced code
// block, a thematic break, a heading or a non-indented paragraph after a
// blank line ends the list. Lines inside fenced code blocks never start
// items. An ordered list may start at any number, but only a list starting
// at 1 (or a bullet list) may interrupt a paragraph.
func ListItems(text string) []ListItem {
	s := newScanner(text, true, false)
	s.run()
	return s.items
}
