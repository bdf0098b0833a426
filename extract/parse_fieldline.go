package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// Limits of a field line (fieldLine).
const (
	maxFieldTokens   = 4  // leading tokens before the text
	maxFieldTokenLen = 40 // bytes of one leading token
)

// fieldLine reads text[a:b] as a record of leading tokens and a text,
// all cut by the same colon ("6.6.1: 2026-08-17: Fix the close button",
// "v2.1：2026-03-09：修复 …", a changelog's or a history's lines): two to
// four tokens without blanks, one of them holding a digit, each followed
// by ": " (or by a full-width colon, blanks optional), then the text. A
// glyph opening the text ("🐞 Fix …") is left out of it. It returns the
// cells (the tokens, then the text), or nil. A `Key: value` line whose
// value holds a colon has a key of letters only and one token: no field
// line.
func fieldLine(text string, a, b int) []cell {
	var cells []cell
	digit := false
	i := a
	for len(cells) < maxFieldTokens {
		j := i
		for j < b && j-i <= maxFieldTokenLen && text[j] != ' ' && text[j] != '\t' && text[j] != ':' && !strings.HasPrefix(text[j:b], wideColon) {
			if text[j] >= '0' && text[j] <= '9' {
				digit = true
			}
			j++
		}
		if j == i || j >= b || j-i > maxFieldTokenLen {
			break
		}
		var next int
		switch {
		case text[j] == ':' && j+1 < b && (text[j+1] == ' ' || text[j+1] == '\t'):
			next = j + 2
		case strings.HasPrefix(text[j:b], wideColon):
			next = j + len(wideColon)
		default:
			next = -1
		}
		if next < 0 {
			break
		}
		cells = append(cells, cell{i, j})
		for next < b && (text[next] == ' ' || text[next] == '\t') {
			next++
		}
		i = next
	}
	if len(cells) < 2 || !digit || i >= b {
		return nil
	}
	if _, v, ok := textparse.SymbolLead(text[i:b]); ok {
		i = b - len(v)
	}
	return append(cells, cell{i, b})
}
