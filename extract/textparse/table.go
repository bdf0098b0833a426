package textparse

import "strings"

// Cell is one table cell.
type Cell struct {
	// Text is the cell content unescaped (`\|` -> `|`), trimmed, with inline
	// markdown (code backticks, bold/italic markers, link syntax) removed.
	Text string
	// Raw is the trimmed cell source.
	Raw string
	// Span holds Raw (empty, at the end of the row, for a missing cell).
	Span Span
}

// Table is one GFM table.
type Table struct {
	Header []Cell
	// Rows are normalised per GFM: missing cells are empty, extra cells dropped.
	Rows [][]Cell
	// Span runs from the header row to the end of the last row.
	Span Span
	// Align holds, per column, "", "left", "center" or "right".
	Align []string
}

// Tables returns every GFM pipe table in text: a header row followed by a
// delimiter row; leading and trailing pipes are optional; tables inside
// fenced code are ignored. As goldmark does (and unlike the GFM spec), a
// header with fewer cells than the delimiter row is padded with empty cells;
// one with more cells is not a table. As in goldmark, a
// table is found inside a paragraph (lines before the header row stay
// paragraph text) and ends with the paragraph: at a blank line or at a line
// that starts another block. A pipe preceded by a backslash does not split
// cells, also inside code spans.
func Tables(text string) []Table {
	s := newScanner(text, false, true)
	s.run()
	return s.tables
}

// paraTable finds the table in the lines of a paragraph; head is the index
// of its header line. It follows goldmark, which reads the paragraph lines
// in two ways: normally (closed by a blank line or another block) with
// their indentation and line break, so a delimiter row indented 4+ columns
// is not one; when a setext underline closes the paragraph, with every line
// left-trimmed and the last one right-trimmed.
func paraTable(text string, lines []paraLine, setext bool) (t Table, head int, ok bool) {
	for i := 1; i < len(lines); i++ {
		d := lines[i]
		if !setext && d.indent > 3 {
			continue
		}
		lineBreak := d.end < len(text)
		if setext && i == len(lines)-1 {
			lineBreak = false
		}
		align, ok := parseDelimRow(text[d.start:d.end], lineBreak)
		if !ok {
			continue
		}
		h := lines[i-1]
		header := splitRow(text, h.start, h.end, -1)
		if len(header) > len(align) {
			return Table{}, 0, false
		}
		for len(header) < len(align) { // as goldmark does
			header = append(header, Cell{Span: Span{h.end, h.end}})
		}
		t = Table{Header: header, Align: align}
		t.Span.Start, t.Span.End = trimSpan(text, h.start, h.end)
		t.Span.End = max(t.Span.End, d.end)
		for _, r := range lines[i+1:] {
			t.Rows = append(t.Rows, splitRow(text, r.start, r.end, len(align)))
			t.Span.End = r.end
		}
		return t, i - 1, true
	}
	return Table{}, 0, false
}

// parseDelimRow parses a GFM delimiter row as goldmark does: only spaces,
// '-', ':' and '|'. A row of dashes only is a delimiter row only when a line
// break follows it (goldmark sees the newline as a space); such a row can only
// be an indented paragraph continuation line (else it is a setext underline).
func parseDelimRow(s string, lineBreak bool) ([]string, bool) {
	allDash := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '-' {
			allDash = false
		}
		if c != ' ' && c != '\t' && c != '-' && c != '|' && c != ':' {
			return nil, false
		}
	}
	if allDash && !lineBreak {
		return nil, false
	}
	cols := strings.Split(s, "|")
	if isBlankStr(cols[0]) {
		cols = cols[1:]
	}
	if len(cols) > 0 && isBlankStr(cols[len(cols)-1]) {
		cols = cols[:len(cols)-1]
	}
	if len(cols) == 0 {
		return nil, false
	}
	align := make([]string, len(cols))
	for i, c := range cols {
		a, b := trimSpan(c, 0, len(c))
		c = c[a:b]
		left := strings.HasPrefix(c, ":")
		right := strings.HasSuffix(c, ":") && len(c) > 1
		core := c
		if left {
			core = core[1:]
		}
		if right {
			core = core[:len(core)-1]
		}
		if core == "" || strings.Trim(core, "-") != "" {
			return nil, false
		}
		switch {
		case left && right:
			align[i] = "center"
		case left:
			align[i] = "left"
		case right:
			align[i] = "right"
		}
	}
	return align, true
}

// splitRow splits the row text[start:end] into cells. With want >= 0 the
// result has exactly want cells (missing ones empty, extra ones dropped).
func splitRow(text string, start, end, want int) []Cell {
	start, end = trimSpan(text, start, end)
	pos, limit := start, end
	if pos < limit && text[pos] == '|' {
		pos++
	}
	if limit > pos && text[limit-1] == '|' {
		limit--
	}
	var cells []Cell
	if want >= 0 {
		cells = make([]Cell, 0, want)
	}
	for pos < limit {
		if want >= 0 && len(cells) == want {
			break
		}
		c := pos
		for c < limit && !(text[c] == '|' && (c == start || text[c-1] != '\\')) {
			c++
		}
		a, b := trimSpan(text, pos, c)
		raw := text[a:b]
		cells = append(cells, Cell{Text: cellText(raw), Raw: raw, Span: Span{a, b}})
		pos = c + 1
	}
	for want >= 0 && len(cells) < want {
		cells = append(cells, Cell{Span: Span{end, end}})
	}
	return cells
}

// cellText turns raw cell source into its text.
func cellText(raw string) string {
	if strings.Contains(raw, `\|`) {
		raw = strings.ReplaceAll(raw, `\|`, "|")
	}
	return strings.TrimSpace(StripMarkdown(raw))
}
