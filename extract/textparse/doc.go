// Package textparse holds the low-level, pure structural parsers of the
// text_extraction engine: JSON embedded in text, markdown lists, key/value
// text and GFM pipe tables.
//
// Every parser is a single forward pass over the lines of its input (linear
// in the input size, no backtracking), never panics, does no I/O and keeps no
// global state. Positions are byte offsets into the text given to the parser
// (Span), so callers can account for which bytes became data.
//
// List and table boundaries follow CommonMark/GFM as implemented by
// github.com/yuin/goldmark (the reference of the differential tests), with
// these deliberate simplifications, all rare in tool outputs:
//   - block quotes are treated as opaque leaf blocks (a list inside a quote is
//     not reported, a quote line is never a list item);
//   - raw HTML blocks are treated as paragraph text;
//   - tabs count to the next multiple of 4 columns, but a tab that is only
//     partly used as indentation is not split;
//   - link reference definitions are treated as paragraph text.
package textparse
