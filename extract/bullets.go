package extract

import "strings"

// bulletChars are bullets some servers write instead of markdown list
// markers ("• billing-bugfix: 6 items"); parser auto reads a line starting
// with one of them and a blank as a list item. All are three bytes in
// UTF-8, starting with 0xE2.
const bulletChars = "•◦▪‣●○■▸►"

// normalizeBullets returns text with each such bullet at a line start
// (after indentation) replaced by "-" and blanks of the same byte length,
// so byte offsets stay those of the text; text itself when it has none.
func normalizeBullets(text string) string {
	if strings.IndexByte(text, 0xE2) < 0 {
		return text
	}
	var out []byte
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		i := ls
		for i < le && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if le-i > 3 && text[i] == 0xE2 && (text[i+3] == ' ' || text[i+3] == '\t') && isBullet(text[i:i+3]) {
			if out == nil {
				out = []byte(text)
			}
			out[i], out[i+1], out[i+2] = '-', ' ', ' '
		}
		ls = next
	}
	if out == nil {
		return text
	}
	return string(out)
}

// isBullet reports whether the three bytes b are one of bulletChars.
func isBullet(b string) bool {
	for k := 0; k+3 <= len(bulletChars); k += 3 {
		if bulletChars[k:k+3] == b {
			return true
		}
	}
	return false
}

// NormalizeBullets is normalizeBullets for suggest: the text the list
// parsers read, "•" and the other bulletChars at a line start turned into
// "-" markers of the same byte length.
func NormalizeBullets(text string) string { return normalizeBullets(text) }
