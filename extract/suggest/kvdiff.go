package suggest

import "strings"

// diffUnderHeader reports whether a text is a git diff under a header (a
// commit or tag shown with its changes, a mailed patch): a line starting
// with "diff --git " below the first line. Parser auto reads such a text
// whole (the header's pairs, its message, the files the diff touches); the
// key_value_pairs parser would read the pairs only.
func diffUnderHeader(text string) bool {
	t := strings.TrimSpace(text)
	return !strings.HasPrefix(t, "diff --git ") && strings.Contains(t, "\ndiff --git ")
}

// markdownHeading reports whether a trimmed line is an ATX heading ("# x"
// to "###### x").
func markdownHeading(t string) bool {
	k := 0
	for k < len(t) && k < 7 && t[k] == '#' {
		k++
	}
	return k >= 1 && k <= 6 && k < len(t) && (t[k] == ' ' || t[k] == '\t')
}
