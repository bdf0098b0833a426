package textparse

import "strings"

// CellLines splits a cell's text at HTML line breaks ("<br>", "<br/>",
// "<br />", any case), the way GFM tables write several values in one
// cell; parts are trimmed and empty ones dropped. It returns nil when the
// cell holds no break or fewer than two parts.
func CellLines(s string) []string {
	if !strings.Contains(s, "<") {
		return nil
	}
	var parts []string
	rest := s
	for {
		k := brAt(rest)
		if k < 0 {
			break
		}
		if p := strings.TrimSpace(rest[:k]); p != "" {
			parts = append(parts, p)
		}
		e := strings.IndexByte(rest[k:], '>')
		rest = rest[k+e+1:]
	}
	if parts == nil {
		return nil
	}
	if p := strings.TrimSpace(rest); p != "" {
		parts = append(parts, p)
	}
	if len(parts) < 2 {
		return nil
	}
	return parts
}

// brAt is the offset of the first "<br>" tag ("<br>", "<br/>", "<br />",
// any case) in s, -1 when none.
func brAt(s string) int {
	for from := 0; from < len(s); {
		k := strings.IndexByte(s[from:], '<')
		if k < 0 {
			return -1
		}
		k += from
		from = k + 1
		t := s[k+1:]
		if len(t) < 3 || !strings.EqualFold(t[:2], "br") {
			continue
		}
		t = strings.TrimLeft(t[2:], " ")
		t = strings.TrimPrefix(t, "/")
		if strings.HasPrefix(t, ">") {
			return k
		}
	}
	return -1
}
