package textline

// Key limits of an aligned pair: a short label of a few words.
const (
	maxAlignedKeyBytes = 32
	maxAlignedKeyWords = 4
)

// AlignedPair reads t (a line without its indent) as `Key<gap>value`, the
// way program printouts align pairs without a separator (`uname`,
// `kubectl describe`-like reports, status panels): a key of one to four
// words (each starting with an ASCII letter; letters, digits and
// `-_./()#%` inside) with single spaces between them, a gap (a tab, two or
// more spaces, or a dot leader ` ... `), and a value holding no further
// gap (a line with several gaps is a table row). It returns the key's end,
// the value's start and, for a tab or dot gap, loose true (the value's
// column need not match its neighbours'). Trailing white space is
// ignored. One such line is prose or a table row: callers keep it as a
// pair only inside a block of them.
func AlignedPair[T ~string | ~[]byte](t T) (kEnd, vs int, loose, ok bool) {
	k, words := 0, 0
	for k < len(t) && k <= maxAlignedKeyBytes {
		if !isLetter(t[k]) {
			return 0, 0, false, false
		}
		words++
		for k < len(t) && keyByte(t[k]) {
			k++
		}
		// a single space before another word
		if k+1 < len(t) && t[k] == ' ' && isLetter(t[k+1]) && words < maxAlignedKeyWords {
			k++
			continue
		}
		break
	}
	if k == 0 || k > maxAlignedKeyBytes || k >= len(t) {
		return 0, 0, false, false
	}
	j := k
	switch {
	case t[j] == '\t':
		for j < len(t) && (t[j] == '\t' || t[j] == ' ') {
			j++
		}
		loose = true
	case j+1 < len(t) && t[j] == ' ' && t[j+1] == '.':
		d := j + 1
		for d < len(t) && t[d] == '.' {
			d++
		}
		if d-j-1 < 2 || d >= len(t) || t[d] != ' ' {
			return 0, 0, false, false
		}
		for j = d; j < len(t) && t[j] == ' '; j++ {
		}
		loose = true
	default:
		for j < len(t) && t[j] == ' ' {
			j++
		}
		if j-k < 2 {
			return 0, 0, false, false
		}
	}
	end := len(t)
	for end > j && (t[end-1] == ' ' || t[end-1] == '\t' || t[end-1] == '\r') {
		end--
	}
	if j >= end {
		return 0, 0, false, false
	}
	for i := j; i < end; i++ {
		if t[i] == '\t' || t[i] == ' ' && t[i+1] == ' ' {
			return 0, 0, false, false
		}
	}
	return k, j, loose, true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// keyByte reports whether c may appear inside a word of an aligned pair's
// key.
func keyByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '/' ||
		c == '(' || c == ')' || c == '#' || c == '%'
}
