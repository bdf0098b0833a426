package extract

import "strings"

// Limits of parseParagraphValues.
const (
	minParagraphValues = 6  // one-line paragraphs needed
	maxParagraphValue  = 60 // longest paragraph taken as a value
)

// parseParagraphValues reads a text of short one-line paragraphs (a
// table or a list turned into one paragraph per cell, as HTML-to-markdown
// converters write them): every paragraph of one line is a value of the
// list "items"; headings (ATX, or a line over a setext underline) are
// skipped. It needs minParagraphValues values, none longer than
// maxParagraphValue bytes and none a sentence (ending in '.', '!', '?' or
// ':' after a letter): prose keeps its text.
func (x *Extractor) parseParagraphValues(r *run) (any, bool) {
	text := r.text
	var vals []span
	for ls := 0; ls < len(text); {
		// one paragraph: lines up to a blank one
		var lines []span
		for ls < len(text) {
			le, next := lineBounds(text, ls)
			a, b := trimSpaceSpan(text, ls, le)
			ls = next
			if a == b {
				break
			}
			lines = append(lines, span{a, b})
		}
		switch {
		case len(lines) == 0:
		case len(lines) == 2 && setextUnderline(text[lines[1].start:lines[1].end]):
			// a heading
		case len(lines) == 1 && strings.HasPrefix(text[lines[0].start:lines[0].end], "#"):
		case len(lines) == 1:
			v := text[lines[0].start:lines[0].end]
			if len(v) > maxParagraphValue || sentenceEnd(v) {
				return nil, false
			}
			vals = append(vals, lines[0])
		default:
			return nil, false // a paragraph of several lines
		}
	}
	if len(vals) < minParagraphValues {
		return nil, false
	}
	if len(vals) > maxItems {
		vals = vals[:maxItems]
	}
	name := x.te.ListField
	if name == "" {
		name = DefaultListField
	}
	out := r.spanValues(name, vals)
	r.acc.Items += len(vals)
	r.acc.ItemsKept += len(vals)
	r.acc.Parser = ParsedLines
	return map[string]any{name: out}, true
}

// setextUnderline reports whether t is a line of '=' or '-' only.
func setextUnderline(t string) bool {
	return len(t) > 0 && strings.Trim(t, "=") == "" || len(t) > 0 && strings.Trim(t, "-") == ""
}

// sentenceEnd reports whether v ends as a sentence or a label does: '.',
// '!', '?' or ':' after a letter, a closing quote or bracket.
func sentenceEnd(v string) bool {
	n := len(v)
	if n < 2 || strings.IndexByte(".!?:", v[n-1]) < 0 {
		return false
	}
	c := v[n-2]
	return isASCIILetter(c) || c == ')' || c == '"' || c == '\'' || c >= 0x80
}
