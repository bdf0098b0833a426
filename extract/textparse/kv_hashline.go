package textparse

// hashLine reads the line ln from q as a keyword and a commit hash
// alone, "commit 1a2b3c4d…", "parent 9f8e7d6…" (git log, git cat-file):
// a lower-case word of letters then blanks then 7 to 40 lower-case hex
// digits (with a digit and a letter) ending the line. It returns the
// keyword's end and the hash's span, or ok false.
func hashLine(ln string, q int) (kEnd, vs, ve int, ok bool) {
	i := q
	for i < len(ln) && ln[i] >= 'a' && ln[i] <= 'z' && i-q < 16 {
		i++
	}
	if i == q || i >= len(ln) || ln[i] != ' ' && ln[i] != '\t' {
		return 0, 0, 0, false
	}
	kEnd = i
	for i < len(ln) && (ln[i] == ' ' || ln[i] == '\t') {
		i++
	}
	vs = i
	digit, letter := false, false
	for ; i < len(ln); i++ {
		c := ln[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'f':
			letter = true
		default:
			return 0, 0, 0, false
		}
	}
	if n := i - vs; n < 7 || n > 40 || !digit || !letter {
		return 0, 0, 0, false
	}
	return kEnd, vs, i, true
}
