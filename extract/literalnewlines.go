package extract

import "strings"

// minLiteralNewlines is the fewest written-out line breaks ("\n" as a
// backslash and an n) that make a one-line text a text of lines.
const minLiteralNewlines = 2

// literalNewlines returns text with its written-out line breaks made real
// when the text has no line break of its own (a trailing one aside) but
// two or more `\n` sequences: a server that escaped its text twice
// ("✅ **Query successful**\n📊 3 columns…" on one line). Each `\n`
// becomes a blank and a line break, `\r` two blanks, so every byte keeps
// its offset; an escaped backslash (`\\n`) is left alone, and double
// quotes around the whole text (a JSON string) become blanks. ok is false
// when the text is not such a text.
func literalNewlines(text string) (string, bool) {
	t := strings.TrimRight(text, "\r\n")
	if strings.IndexByte(t, '\n') >= 0 || strings.Count(t, `\n`) < minLiteralNewlines {
		return text, false
	}
	b := []byte(text)
	n := 0
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		switch b[i+1] {
		case 'n':
			b[i], b[i+1] = ' ', '\n'
			n++
		case 'r':
			b[i], b[i+1] = ' ', ' '
		}
		i++ // the escaped byte (an escaped backslash too) is done
	}
	if n < minLiteralNewlines {
		return text, false
	}
	if e := len(t) - 1; e > 0 && b[0] == '"' && b[e] == '"' && b[e-1] != '\\' {
		// "\"Care sheet: Olive tree\n\nFull sun.\n\"": a JSON string
		// handed over as the text; its quotes are not the text's
		b[0], b[e] = ' ', ' '
	}
	return string(b), true
}

// relines makes text (of the same length as r.text) the run's text and
// counts its lines again: the account's line numbers are then those of
// text.
func (r *run) relines(text string) {
	r.text = text
	r.index()
}
