package textparse

import "strings"

// CellLink returns the target of the first inline markdown link
// ("[text](url)", "[text](url "title")", "[text](<url>)") in the cell
// text[sp.Start:sp.End] and its span in text; ok is false when the cell
// holds no link with a non-empty target. Images ("![alt](src)") count as
// links.
func CellLink(text string, sp Span) (url string, at Span, ok bool) {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return "", Span{}, false
	}
	cell := text[sp.Start:sp.End]
	for from := 0; from < len(cell); {
		k := strings.Index(cell[from:], "](")
		if k < 0 {
			return "", Span{}, false
		}
		k += from
		from = k + 2
		if strings.LastIndexByte(cell[:k], '[') < 0 {
			continue
		}
		a := k + 2
		for a < len(cell) && cell[a] == ' ' {
			a++
		}
		b := a
		if a < len(cell) && cell[a] == '<' {
			e := strings.IndexByte(cell[a:], '>')
			if e < 0 {
				continue
			}
			a, b = a+1, a+e
		} else {
			depth := 0
			for b < len(cell) && cell[b] != ' ' {
				if cell[b] == '(' {
					depth++
				} else if cell[b] == ')' {
					if depth == 0 {
						break
					}
					depth--
				}
				b++
			}
			if b >= len(cell) {
				continue // no closing parenthesis
			}
		}
		if b > a {
			return cell[a:b], Span{sp.Start + a, sp.Start + b}, true
		}
	}
	return "", Span{}, false
}
