package extract

import "strings"

// blankSections cuts text at blank lines into sections that each start
// with a header that is one token ending in ':' (a path or a name, as ls
// prints "docs:" over each folder's listing) over a body at the left
// margin whose first line is not a `Key: value` pair. It returns nil
// unless there are two sections or more and every paragraph of the text
// is one: a YAML-like text ("server:" over indented pairs) or prose is
// not cut.
func blankSections(text string) []section {
	var out []section
	for ls := 0; ls < len(text); {
		// a paragraph: lines up to a blank one
		ls = skipBlankLines(text, ls)
		if ls >= len(text) {
			break
		}
		start, end := ls, ls
		lines := 0
		for ls < len(text) {
			le, next := lineBounds(text, ls)
			if strings.TrimSpace(text[ls:le]) == "" {
				break
			}
			if lines > 0 && (text[ls] == ' ' || text[ls] == '\t') {
				return nil // an indented body: a nested record, not a listing
			}
			if lines == 1 && kvShape(strings.TrimSpace(text[ls:le])) != 0 {
				return nil
			}
			lines++
			end = le
			ls = next
		}
		le, _ := lineBounds(text, start)
		head := strings.TrimSpace(text[start:le])
		if lines < 2 || len(head) < 2 || len(head) > 300 || head[len(head)-1] != ':' ||
			strings.ContainsAny(head, " \t") || strings.Count(head, ":") != 1 {
			return nil
		}
		sec, ok := headedSection(text, start, end)
		if !ok {
			return nil
		}
		out = append(out, sec)
		if len(out) > maxSections {
			return nil
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}
