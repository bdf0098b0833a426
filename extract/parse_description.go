package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// DescriptionField holds the prose of a record written as pairs and a
// paragraph (descriptionParagraphs).
const DescriptionField = "description"

// Bounds of descriptionParagraphs: a record's description is a paragraph
// or a few; a text of many paragraphs is an article.
const (
	maxDescriptionParas = 3
	minDescriptionWords = 4
)

// descriptionParagraphs returns the prose paragraphs of text[a:b] when
// it reads as a record: one paragraph or more of pairs ("**Date:**
// 2026-02-17" over "**Link:** …", "Rating: 4.5") and one to
// maxDescriptionParas paragraphs of prose ("Pipes allows your users to
// connect their accounts."), as a changelog entry, a search hit or an
// item's card under its heading is written. A prose paragraph has no pair,
// heading, list item, table row, quote, fence or rule, and
// minDescriptionWords words or more. nil otherwise.
func descriptionParagraphs(text string, a, b int) []span {
	var prose []span
	pairs := false
	for ls := a; ls < b; {
		for ls < b {
			le, next := lineBounds(text, ls)
			if strings.TrimSpace(text[ls:min(le, b)]) != "" {
				break
			}
			ls = next
		}
		if ls >= b {
			break
		}
		start, end := ls, ls
		isPairs, isProse := true, true
		for ls < b {
			le, next := lineBounds(text, ls)
			le = min(le, b)
			t := strings.TrimSpace(text[ls:le])
			if t == "" {
				break
			}
			end = le
			ls = next
			if !textparse.LabelLine(t) {
				isPairs = false
			}
			if textparse.LabelLine(t) || !proseLine(t) {
				isProse = false
			}
		}
		s, e := trimSpaceSpan(text, start, end)
		switch {
		case isPairs:
			pairs = true
		case isProse && len(strings.Fields(text[s:e])) >= minDescriptionWords:
			prose = append(prose, span{s, e})
		case strings.HasPrefix(text[s:e], "---") || strings.HasPrefix(text[s:e], "***") || strings.HasPrefix(text[s:e], "___"):
			// a rule between records
		default:
			return nil // other structure: not a record's card
		}
		if len(prose) > maxDescriptionParas {
			return nil
		}
	}
	if !pairs || len(prose) == 0 {
		return nil
	}
	return prose
}

// proseLine reports whether the trimmed line can be a line of a prose
// paragraph: not a heading, a list item, a table row, a quote, a fence or
// a rule.
func proseLine(t string) bool {
	switch t[0] {
	case '#', '|', '>', '`', '-', '*', '+', '=', '_', '~', '<', '{', '[':
		return false
	}
	return listMarker(t) == 0
}
