package textparse

import "strings"

// boldPairEnd returns the end of the value [vs, ve) of a pair whose key
// starts at ks and whose separator is at at, without the closing marker
// of a bold (or underscore-bold) span that opens before the key and
// closes after the value: "**Contact: Ana Lima**" gives "Ana Lima".
func boldPairEnd(ln string, ks, at, vs, ve int) int {
	for _, d := range [...]string{"**", "__"} {
		if strings.HasPrefix(ln[ks:at], d) && !strings.Contains(ln[ks+len(d):at], d) &&
			ve-vs > len(d) && strings.HasSuffix(ln[vs:ve], d) && !strings.Contains(ln[vs:ve-len(d)], d) {
			_, e := trimSpan(ln, vs, ve-len(d))
			return e
		}
	}
	return ve
}
