// Package textparse holds the low-level, pure structural parsers of the
// text_extraction engine: JSON embedded in text (DetectJSON), markdown lists
// (ListItems), key/value text (KeyValues), GFM pipe tables (Tables), plus
// StripMarkdown, Lines and LineOf.
//
// Every parser is a single forward pass over the lines of its input (linear
// in the input size, no backtracking), never panics, does no I/O and keeps no
// global state. Positions are byte offsets into the text given to the parser
// (Span), so callers can account for which bytes became data.
//
// List and table boundaries follow CommonMark/GFM as implemented by
// github.com/yuin/goldmark, the parser the classifier uses and the reference
// of the differential tests, including these goldmark behaviours that differ
// from the CommonMark/GFM specs:
//   - right after an empty list item, an item of another kind (or "- - -")
//     is not nested in it, and the first non-blank line after an empty item
//     and a blank line closes every open list;
//   - a table header with fewer cells than the delimiter row is padded;
//   - a paragraph closed by a setext underline keeps its table: if the table
//     was the whole paragraph the underline is read again as another block,
//     else the lines before the table become the heading.
//
// Deliberate simplifications, all rare in tool outputs and excluded from the
// differential tests:
//   - block quotes are opaque leaf blocks (a list or table inside a quote is
//     not reported; a quote continues on lazy lines like a paragraph);
//   - raw HTML blocks and link reference definitions are paragraph text;
//   - tabs count to the next multiple of 4 columns, but a tab only partly
//     used as indentation is not split.
//
// Owns: the generic readers of text shapes (markdown blocks, tables, lists and their item fields, key-value text, grids, JSON in text).
// Imports: internal/jsonx, internal/textline and the I/O-free standard library only; no other mcpsurvey package.
package textparse
