package extract

import "strings"

// normalizeEmphasisPairs returns text with the emphasis markers around
// whole pairs on a line parted by bars ("*Category: apex* | *Score:
// 100.0%*") replaced by blanks, so the pairs read as pairs and byte
// offsets stay those of the text; text itself when it has none.
func normalizeEmphasisPairs(text string) string {
	if !strings.Contains(text, " | ") || !strings.ContainsAny(text, "*_") {
		return text
	}
	var out []byte
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		line := text[ls:le]
		if strings.Contains(line, " | ") {
			var marks []int
			ok := true
			for off := 0; off <= len(line); {
				e := strings.Index(line[off:], " | ")
				if e < 0 {
					e = len(line)
				} else {
					e += off
				}
				a, b := trimSpaceSpan(line, off, e)
				if b-a < 4 || !emphasisPair(line[a:b]) {
					ok = false
					break
				}
				marks = append(marks, ls+a, ls+b-1)
				off = e + 3
			}
			if ok && len(marks) >= 4 {
				if out == nil {
					out = []byte(text)
				}
				for _, m := range marks {
					out[m] = ' '
				}
			}
		}
		ls = next
	}
	if out == nil {
		return text
	}
	return string(out)
}

// emphasisPair reports whether p is "*Key: value*" or "_Key: value_":
// one marker each side (not "**"), a pair inside.
func emphasisPair(p string) bool {
	c := p[0]
	if c != '*' && c != '_' || p[len(p)-1] != c || p[1] == c || p[len(p)-2] == c {
		return false
	}
	in := p[1 : len(p)-1]
	k := strings.Index(in, ": ")
	return k > 0 && k <= 40 && !strings.ContainsRune(in, rune(c))
}
