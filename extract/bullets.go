package extract

import "strings"

// bulletChars are bullets some servers write instead of markdown list
// markers ("• billing-bugfix: 6 items"); parser auto reads a line starting
// with one of them and a blank as a list item.
const bulletChars = "•◦▪‣●○■▸►"

// normalizeBullets returns text with each such bullet at a line start
// (after indentation) replaced by "-" and blanks of the same byte length,
// so byte offsets stay those of the text; text itself when it has none.
func normalizeBullets(text string) string {
	if !strings.ContainsAny(text, bulletChars) {
		return text
	}
	var out []byte
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		i := ls
		for i < le && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		for _, r := range bulletChars {
			b := string(r)
			n := len(b)
			if le-i > n && text[i:i+n] == b && (text[i+n] == ' ' || text[i+n] == '\t') {
				if out == nil {
					out = []byte(text)
				}
				out[i] = '-'
				for k := i + 1; k < i+n; k++ {
					out[k] = ' '
				}
				break
			}
		}
		ls = next
	}
	if out == nil {
		return text
	}
	return string(out)
}
