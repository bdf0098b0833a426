package textparse

// SplitJoinedTables splits each table at a row whose every cell is a
// delimiter cell ("---", ":--:"): such a row is no data but the delimiter
// row of a second table whose header is the row above it, as when a
// server's text blocks, each a table, are joined line by line, or pages
// are written one after another without a blank line. Tables without such
// a row are returned as they are.
func SplitJoinedTables(tables []Table) []Table {
	var out []Table
	for _, t := range tables {
		for {
			k := delimRowAt(t.Rows)
			if k < 1 {
				out = append(out, t)
				break
			}
			end := rowEnd(t.Header)
			if k >= 2 {
				end = rowEnd(t.Rows[k-2])
			}
			out = append(out, Table{Header: t.Header, Rows: t.Rows[:k-1], Align: t.Align,
				Span: Span{t.Span.Start, max(end, t.Span.Start)}})
			head := t.Rows[k-1]
			t = Table{Header: head, Rows: t.Rows[k+1:], Align: t.Align,
				Span: Span{min(rowStart(head), t.Span.End), t.Span.End}}
		}
	}
	return out
}

// delimRowAt is the index of the first row of rows, after the first,
// whose cells are all delimiter cells; -1 when none.
func delimRowAt(rows [][]Cell) int {
	for k := 1; k < len(rows); k++ {
		if len(rows[k]) == 0 {
			continue
		}
		all := true
		for _, c := range rows[k] {
			if !delimCell(c.Raw) {
				all = false
				break
			}
		}
		if all {
			return k
		}
	}
	return -1
}

// delimCell reports whether s is a GFM delimiter cell as servers write
// them: three dashes or more, or dashes with a colon at either end ("-"
// and "--" alone are taken as empty values, not delimiters).
func delimCell(s string) bool {
	colon := false
	if len(s) > 0 && s[0] == ':' {
		s, colon = s[1:], true
	}
	if len(s) > 0 && s[len(s)-1] == ':' {
		s, colon = s[:len(s)-1], true
	}
	if s == "" || (len(s) < 3 && !colon) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '-' {
			return false
		}
	}
	return true
}

// rowEnd is the end of the last non-empty cell of row (0 when none).
func rowEnd(row []Cell) int {
	end := 0
	for _, c := range row {
		if c.Span.End > c.Span.Start {
			end = max(end, c.Span.End)
		}
	}
	return end
}

// rowStart is the start of the first cell of row.
func rowStart(row []Cell) int {
	if len(row) == 0 {
		return 0
	}
	return row[0].Span.Start
}
