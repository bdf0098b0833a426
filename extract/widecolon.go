package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// wideColon is the full-width colon (U+FF1A) Chinese and Japanese text
// writes between a key and its value ("版本：6.6.1"); three bytes in UTF-8.
const wideColon = "："

// maxWideLabel bounds the bytes of a label before a full-width colon.
const maxWideLabel = 60

// normalizeWideColons returns text with the full-width colon that ends the
// label of a line ("名称：Modal", "- 状态：已发布", "更新日志：") replaced
// by ':' and two blanks, the same byte length, so byte offsets stay those
// of the text and the key-value reader sees `Key: value`; text itself
// when it has none. A label is one to five words, at most 60 bytes,
// starting with a letter (after a list marker or bold markers); a line
// whose first full-width colon follows anything else ("6.6.1：…", a
// sentence) is left as written.
func normalizeWideColons(text string) string {
	if !strings.Contains(text, wideColon) {
		return text
	}
	var out []byte
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		if c := strings.Index(text[ls:le], wideColon); c > 0 && wideLabel(text[ls:ls+c]) {
			if out == nil {
				out = []byte(text)
			}
			at := ls + c
			out[at], out[at+1], out[at+2] = ':', ' ', ' '
		}
		ls = next
	}
	if out == nil {
		return text
	}
	return string(out)
}

// wideLabel reports whether s, the line before a full-width colon, is a
// label: indentation, an optional list marker and bold markers aside, one
// to five words starting with a letter, at most maxWideLabel bytes.
func wideLabel(s string) bool {
	s = strings.TrimLeft(s, " \t")
	if m := listMarker(s); m > 0 {
		s = s[m:]
	}
	s = strings.Trim(s, "*_ \t")
	if s == "" || len(s) > maxWideLabel || textparse.MoreWords(s, 5) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}
