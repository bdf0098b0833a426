package textparse

import (
	"strings"
	"unicode/utf8"
)

// Grid kinds: how the cells of a Grid's rows are separated.
const (
	GridComma   = "csv"     // comma-separated values (quotes honoured)
	GridTab     = "tsv"     // tab-separated values
	GridSemi    = "ssv"     // semicolon-separated values (quotes honoured)
	GridPipe    = "pipes"   // cells between '|' without a GFM delimiter row
	GridAligned = "aligned" // columns aligned with spaces (ls -l, ps, df)
)

// Grid is a block of consecutive lines read as rows of cells: a CSV, TSV
// or similar file, or the aligned columns of a command's output.
type Grid struct {
	Kind       string
	Start, End int      // bytes of the block's lines (header included)
	Header     []Span   // the header row's cells, nil when there is none
	Rows       [][]Span // data rows; a cell may be empty (Start == End)
}

// FindGrid returns the grid carrying most bytes of text: the largest run
// of consecutive non-blank lines that all split into the same number (two
// or more) of delimited cells, or whose characters line up in two or more
// columns separated by spaces (every line blank at the same columns, most
// lines padded with two spaces or more somewhere). A preamble line or two
// ("total 24") and a trailer line that fill at most half of the columns
// stay outside the block. The first row is a header when its cells are
// all labels (words of letters) and some row under it is not.
//
// Guards against prose: cells of more than eight words, a comma-separated
// block of two cells per line with a blank after a comma and no number,
// and aligned columns whose cells average more than three words are not
// grids.
func FindGrid(text string) (Grid, bool) {
	var best Grid
	bestBytes := 0
	lines := gridLines(text)
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && lines[j].b > lines[j].a {
			j++
		}
		if j-i >= 2 {
			if g, ok := gridOf(text, lines[i:j]); ok && g.End-g.Start > bestBytes {
				best, bestBytes = g, g.End-g.Start
			}
		}
		i = j + 1
	}
	return best, bestBytes > 0
}

// gridLine is one line of text: bytes [a, b), white space trimmed at the
// right end only (leading spaces matter to alignment).
type gridLine struct{ a, b int }

func gridLines(text string) []gridLine {
	var out []gridLine
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		next := len(text)
		if le < 0 {
			le = len(text)
		} else {
			le += ls
			next = le + 1
		}
		b := le
		for b > ls && (text[b-1] == ' ' || text[b-1] == '\t' || text[b-1] == '\r') {
			b--
		}
		a := ls
		for a < b && (text[a] == ' ' || text[a] == '\t') {
			a++
		}
		if a == b {
			out = append(out, gridLine{ls, ls}) // blank
		} else {
			out = append(out, gridLine{ls, b})
		}
		ls = next
	}
	return out
}

// gridOf reads a run of non-blank lines as a delimited grid, else as
// aligned columns.
//
// When several separators make a grid, the one whose grid spans the most
// bytes wins (the first on a tie): a pipe table whose cells hold commas
// ("| 21,888 |") is read at its pipes, not at its commas; aligned columns
// beat a delimited grid that covers fewer bytes of the run.
func gridOf(text string, lines []gridLine) (Grid, bool) {
	var best Grid
	found := false
	for _, d := range []byte{'\t', ',', ';', '|'} {
		if d != '|' && !anyByte(text, lines, d) {
			continue
		}
		if g, ok := delimitedGrid(text, lines, d); ok && (!found || g.End-g.Start > best.End-best.Start) {
			best, found = g, true
		}
	}
	if found && best.Start == lines[0].a && best.End == lines[len(lines)-1].b {
		return best, true
	}
	// A delimited grid over part of the run may be commas inside the
	// cells of aligned columns ("cr,crs" under SHORTNAMES): the aligned
	// reading wins when it spans more.
	if g, ok := alignedGrid(text, lines); ok && (!found || g.End-g.Start > best.End-best.Start) {
		return g, true
	}
	return best, found
}

// anyByte reports whether some line of lines holds d.
func anyByte(text string, lines []gridLine, d byte) bool {
	for _, l := range lines {
		if strings.IndexByte(text[l.a:l.b], d) >= 0 {
			return true
		}
	}
	return false
}

// delimitedGrid reads lines as cells separated by d: the longest run of
// lines (two at least) with the same number of cells, two or more.
func delimitedGrid(text string, lines []gridLine, d byte) (Grid, bool) {
	rows := make([][]Span, 0, len(lines))
	var idx []int // the line of each row, when border lines are left out
	for i, l := range lines {
		if d == '|' && borderRow(text[l.a:l.b]) {
			// "+----+----+", "├────┼────┤": a table's rule, no row
			if idx == nil {
				idx = make([]int, 0, len(lines))
				for k := range rows {
					idx = append(idx, k)
				}
			}
			continue
		}
		if d == '|' && strings.Contains(text[l.a:l.b], boxBar) {
			rows = append(rows, splitBoxRow(text, l.a, l.b))
		} else {
			rows = append(rows, splitDelimited(text, l.a, l.b, d))
		}
		if idx != nil {
			idx = append(idx, i)
		}
	}
	orig := lines
	if idx != nil {
		kept := make([]gridLine, len(idx))
		for k, i := range idx {
			kept[k] = lines[i]
		}
		lines = kept
	}
	bi, bj := 0, 0
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && len(rows[j]) == len(rows[i]) {
			j++
		}
		if len(rows[i]) >= 2 && j-i > bj-bi {
			bi, bj = i, j
		}
		i = j
	}
	if bj-bi < 2 {
		return Grid{}, false
	}
	rows = rows[bi:bj]
	n := len(rows[0])
	number := false
	for _, row := range rows {
		for _, c := range row {
			v := text[c.Start:c.End]
			if wordCount(v) > 8 {
				return Grid{}, false
			}
			if (d == ',' || d == ';') && strings.Count(v, "(") != strings.Count(v, ")") {
				// "#general (1,204 members)": a cut inside a parenthesis
				// (a number's thousands, a list of notes), not cells
				return Grid{}, false
			}
			if isNumberCell(v) {
				number = true
			}
		}
	}
	if (d == ',' || d == ';') && n == 2 && !number {
		// two cells of words: a file's "name,role" rows, not a sentence
		// with a comma ("Hello, world")
		for _, l := range lines[bi:bj] {
			if strings.Contains(text[l.a:l.b], string(d)+" ") {
				return Grid{}, false
			}
		}
	}
	kind := map[byte]string{'\t': GridTab, ',': GridComma, ';': GridSemi, '|': GridPipe}[d]
	if d == '|' {
		rows = trimPipeEdges(rows)
		if len(rows[0]) < 2 {
			return Grid{}, false
		}
	}
	g := Grid{Kind: kind, Start: lines[bi].a, End: lines[bj-1].b}
	if idx != nil {
		// the rules above and below the rows are the table's too
		for f := idx[bi] - 1; f >= 0 && borderRow(text[orig[f].a:orig[f].b]); f-- {
			g.Start = orig[f].a
		}
		for l := idx[bj-1] + 1; l < len(orig) && borderRow(text[orig[l].a:orig[l].b]); l++ {
			g.End = orig[l].b
		}
	}
	setHeader(text, &g, rows)
	return g, true
}

// trimPipeEdges drops the empty first and last cells of "| a | b |" rows.
func trimPipeEdges(rows [][]Span) [][]Span {
	lead, trail := true, true
	for _, r := range rows {
		lead = lead && r[0].Start == r[0].End
		trail = trail && r[len(r)-1].Start == r[len(r)-1].End
	}
	for i, r := range rows {
		if lead {
			r = r[1:]
		}
		if trail && len(r) > 0 {
			r = r[:len(r)-1]
		}
		rows[i] = r
	}
	return rows
}

// splitDelimited splits text[a:b] at d, each cell trimmed of spaces; for
// ',' and ';' a cell in double quotes keeps separators inside and loses
// its quotes ("" stays as written).
func splitDelimited(text string, a, b int, d byte) []Span {
	var out []Span
	quotes := d == ',' || d == ';'
	start := a
	for i := a; i <= b; i++ {
		if i < b && quotes && text[i] == '"' && strings.TrimSpace(text[start:i]) == "" {
			// a quoted cell: up to the closing quote not doubled
			j := i + 1
			for j < b {
				if text[j] == '"' {
					if j+1 < b && text[j+1] == '"' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			if j >= b {
				return nil // unbalanced: not a row
			}
			k := j + 1
			for k < b && text[k] == ' ' {
				k++
			}
			if k < b && text[k] != d {
				return nil
			}
			out = append(out, Span{i + 1, j})
			if k >= b {
				return out
			}
			i, start = k, k+1
			continue
		}
		if i == b || text[i] == d {
			out = append(out, blankTrimmed(text, start, i))
			start = i + 1
		}
	}
	return out
}

// alignedGrid reads lines as columns aligned with spaces: the columns
// (in runes) where every line is blank separate the cells. Up to two
// leading lines and one trailing line that fill at most half of the
// columns are left out (a "total 24" preamble, a summary).
func alignedGrid(text string, lines []gridLine) (Grid, bool) {
	for _, l := range lines {
		if strings.IndexByte(text[l.a:l.b], '\t') >= 0 {
			return Grid{}, false
		}
	}
	// leave out up to two leading lines and one trailing line that fill
	// at most half of the columns the others make
	lead, trail := 0, 0
	for {
		block := lines[lead : len(lines)-trail]
		cols := alignedColumns(text, block)
		if len(cols) < 2 {
			return Grid{}, false
		}
		switch {
		case lead < 2 && len(block) > 2 && fills(text, block[0], cols)*2 <= len(cols):
			lead++
			continue
		case trail < 1 && len(block) > 2 && fills(text, block[len(block)-1], cols)*2 <= len(cols):
			trail++
			continue
		case lead == 0 && len(block) == 2 && countLine(text[block[0].a:block[0].b]):
			// "total 4" over one long listing line: the line alone, cut
			// at its runs of blanks when it has one of two or more
			row := block[1:]
			if !strings.Contains(strings.TrimLeft(text[row[0].a:row[0].b], " "), "  ") {
				return Grid{}, false
			}
			cols := alignedColumns(text, row)
			if len(cols) < 4 {
				return Grid{}, false
			}
			return alignedRows(text, row, cols)
		}
		return alignedRows(text, block, cols)
	}
}

// alignedColumns returns the rune column ranges [start, end) of the
// characters of lines, split where every line is blank.
func alignedColumns(text string, lines []gridLine) [][2]int {
	width := 0
	for _, l := range lines {
		if n := utf8.RuneCountInString(text[l.a:l.b]); n > width {
			width = n
		}
	}
	if width > 4096 {
		return nil
	}
	used := make([]bool, width)
	for _, l := range lines {
		col := 0
		for _, c := range text[l.a:l.b] {
			if c != ' ' {
				used[col] = true
			}
			col++
		}
	}
	var cols [][2]int
	for c := 0; c < width; {
		if !used[c] {
			c++
			continue
		}
		s := c
		for c < width && used[c] {
			c++
		}
		cols = append(cols, [2]int{s, c})
	}
	return cols
}

// mergeSparse joins each column that fewer than half of the lines fill
// (the "on" of a "Mounted on" header) to the column on its left (the
// first one to the column on its right).
func mergeSparse(text string, lines []gridLine, cols [][2]int) [][2]int {
	for len(cols) >= 2 {
		filled := make([]int, len(cols))
		for _, l := range lines {
			for k, c := range cellsAt(text, l, cols) {
				if c.End > c.Start {
					filled[k]++
				}
			}
		}
		k := -1
		for i, f := range filled {
			if f*2 < len(lines) {
				k = i
				break
			}
		}
		if k < 0 {
			return cols
		}
		j := k - 1
		if k == 0 {
			j = 1
		}
		lo, hi := min(j, k), max(j, k)
		merged := [2]int{cols[lo][0], cols[hi][1]}
		cols = append(append(append([][2]int{}, cols[:lo]...), merged), cols[hi+1:]...)
	}
	return cols
}

// mergeUnlabelled joins each column that the header line leaves blank to
// the column on its left, when the first line is a header (two or more
// labels over rows that are not all labels): docker ps, kubectl and ps
// start every column under its label, so the words of "Exited (0) 9 days
// ago" that line up on every row stay one cell.
func mergeUnlabelled(text string, lines []gridLine, cols [][2]int) [][2]int {
	if len(lines) < 2 || len(cols) < 3 {
		return cols
	}
	head := cellsAt(text, lines[0], cols)
	var labels []Span
	for _, c := range head {
		if c.End > c.Start {
			labels = append(labels, c)
		}
	}
	if len(labels) < 2 || len(labels) == len(cols) || head[0].End == head[0].Start || !allLabels(text, labels) {
		return cols
	}
	data := false
	for _, l := range lines[1:] {
		if !allLabels(text, cellsAt(text, l, cols)) {
			data = true
			break
		}
	}
	if !data {
		return cols
	}
	out := make([][2]int, 0, len(labels))
	for k, c := range cols {
		if k > 0 && head[k].End == head[k].Start {
			out[len(out)-1][1] = c[1]
			continue
		}
		out = append(out, c)
	}
	return out
}

// mergeParens joins a column to the next when a line's cell in it opens
// a parenthesis or bracket it does not close: "(0.8 s)" lined up on every
// row is one cell, not "(0.8" and "s)".
func mergeParens(text string, lines []gridLine, cols [][2]int) [][2]int {
	if len(cols) < 2 || len(lines) > maxGridParenLines {
		return cols
	}
	rows := make([][]Span, len(lines))
	for i, l := range lines {
		rows[i] = cellsAt(text, l, cols)
	}
	cur := make([]Span, len(lines)) // each line's cell of the column being built
	out := [][2]int{cols[0]}
	for i := range rows {
		cur[i] = rows[i][0]
	}
	for k := 1; k < len(cols); k++ {
		open := false
		for i := range rows {
			v := text[cur[i].Start:cur[i].End]
			if strings.Count(v, "(") > strings.Count(v, ")") || strings.Count(v, "[") > strings.Count(v, "]") {
				open = true
				break
			}
		}
		for i := range rows {
			c := rows[i][k]
			switch {
			case !open || cur[i].End == cur[i].Start:
				cur[i] = c
			case c.End > c.Start:
				cur[i].End = c.End
			}
		}
		if open {
			out[len(out)-1][1] = cols[k][1]
		} else {
			out = append(out, cols[k])
		}
	}
	return out
}

// maxGridParenLines bounds the lines mergeParens reads.
const maxGridParenLines = 5000

// fills counts the columns a line has characters in.
func fills(text string, l gridLine, cols [][2]int) int {
	n := 0
	for _, sp := range cellsAt(text, l, cols) {
		if sp.End > sp.Start {
			n++
		}
	}
	return n
}

// cellsAt cuts a line at the column ranges (runes) into byte spans.
func cellsAt(text string, l gridLine, cols [][2]int) []Span {
	out := make([]Span, len(cols))
	col, k := 0, 0
	s, e := -1, -1
	flush := func() {
		if s < 0 {
			out[k] = Span{l.a, l.a}
		} else {
			out[k] = Span{s, e}
		}
		s, e = -1, -1
	}
	for i, c := range text[l.a:l.b] {
		for k < len(cols) && col >= cols[k][1] {
			flush()
			k++
		}
		if k >= len(cols) {
			break
		}
		if c != ' ' && col >= cols[k][0] {
			if s < 0 {
				s = l.a + i
			}
			_, size := utf8.DecodeRuneInString(text[l.a+i:]) // 1 for a bad byte
			e = l.a + i + size
		}
		col++
	}
	for ; k < len(cols); k++ {
		flush()
	}
	return out
}

// alignedRows cuts the lines into cells and checks the block reads as
// columns, not prose: most lines padded with two spaces or more, short
// cells, every column filled in half of the rows.
func alignedRows(text string, lines []gridLine, cols [][2]int) (Grid, bool) {
	padded := 0
	for _, l := range lines {
		t := strings.TrimLeft(text[l.a:l.b], " ")
		if strings.Contains(t, "  ") {
			padded++
		}
	}
	if padded*2 < len(lines) {
		return Grid{}, false
	}
	cols = mergeUnlabelled(text, lines, cols)
	cols = mergeSparse(text, lines, cols)
	cols = mergeParens(text, lines, cols)
	if len(cols) < 2 {
		return Grid{}, false
	}
	rows := make([][]Span, len(lines))
	words, cells := 0, 0
	filled := make([]int, len(cols))
	for i, l := range lines {
		rows[i] = cellsAt(text, l, cols)
		for k, c := range rows[i] {
			if c.End > c.Start {
				filled[k]++
				cells++
				words += wordCount(text[c.Start:c.End])
			}
		}
	}
	if cells == 0 || words > cells*3 {
		return Grid{}, false
	}
	for _, f := range filled {
		if f*2 < len(lines) {
			return Grid{}, false
		}
	}
	g := Grid{Kind: GridAligned, Start: lines[0].a, End: lines[len(lines)-1].b}
	setHeader(text, &g, mergeDates(text, rows))
	return g, true
}

// mergeDates joins three columns that hold, on every row, a month name,
// a day and a time or a year ("Nov 24 13:49", "Mar  3  2025", as ls -l
// writes them) into one cell, and two that hold a YYYY-MM-DD date and a
// time ("2026-11-24 23:34").
func mergeDates(text string, rows [][]Span) [][]Span {
	if len(rows) == 0 {
		return rows
	}
	n := len(rows[0])
	for k := 0; k+2 < n; k++ {
		ok := true
		for _, r := range rows {
			if len(r) != n || !isMonth(text[r[k].Start:r[k].End]) || !isDay(text[r[k+1].Start:r[k+1].End]) || !isClockOrYear(text[r[k+2].Start:r[k+2].End]) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for i, r := range rows {
			m := make([]Span, 0, n-2)
			m = append(m, r[:k]...)
			m = append(m, Span{r[k].Start, r[k+2].End})
			rows[i] = append(m, r[k+3:]...)
		}
		n -= 2
	}
	for k := 0; k+1 < n; k++ {
		ok := true
		for _, r := range rows {
			if len(r) != n || !(r[k].End-r[k].Start == 10 && isISODate(text[r[k].Start:r[k].End])) || !isClock(text[r[k+1].Start:r[k+1].End]) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		// "2026-11-24 23:34" (ls -l --time-style=long-iso): one cell
		for i, r := range rows {
			m := make([]Span, 0, n-1)
			m = append(m, r[:k]...)
			m = append(m, Span{r[k].Start, r[k+1].End})
			rows[i] = append(m, r[k+2:]...)
		}
		n--
	}
	return rows
}

// isClock reports whether v is a time of day, HH:MM or HH:MM:SS with
// optional fractions of a second.
func isClock(v string) bool {
	if len(v) < 5 || v[2] != ':' || strings.Trim(v[:2]+v[3:5], "0123456789") != "" {
		return false
	}
	rest := v[5:]
	if rest == "" {
		return true
	}
	if len(rest) < 3 || rest[0] != ':' || strings.Trim(rest[1:3], "0123456789") != "" {
		return false
	}
	rest = rest[3:]
	return rest == "" || rest[0] == '.' && len(rest) > 1 && strings.Trim(rest[1:], "0123456789") == ""
}

func isMonth(v string) bool {
	switch v {
	case "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec":
		return true
	}
	return false
}

func isDay(v string) bool {
	return len(v) >= 1 && len(v) <= 2 && isNumberCell(v) && !strings.ContainsAny(v, ".,%")
}

func isClockOrYear(v string) bool {
	if len(v) == 4 && strings.Trim(v, "0123456789") == "" {
		return true
	}
	return len(v) == 5 && v[2] == ':' && strings.Trim(v[:2]+v[3:], "0123456789") == ""
}

// setHeader sets g's header and rows: rows[0] is the header when a rule
// of dashes lies under it (the rule is then left out), or when its cells
// are all labels and a row under it is not.
func setHeader(text string, g *Grid, rows [][]Span) {
	if len(rows) >= 3 && dashRow(text, rows[1]) && !dashRow(text, rows[0]) {
		// "id  name" over "--  ----" (sqlite3 .mode column): the rule
		// under the header is no row
		g.Header, g.Rows = rows[0], rows[2:]
		return
	}
	if len(rows) >= 2 && allLabels(text, rows[0]) {
		for _, r := range rows[1:] {
			if !allLabels(text, r) {
				g.Header, g.Rows = rows[0], rows[1:]
				return
			}
		}
		if g.Kind != GridAligned || len(rows) == 2 {
			// "name,color" over "bolt,red": a file's first line names
			// its columns
			g.Header, g.Rows = rows[0], rows[1:]
			return
		}
	}
	g.Rows = rows
}

// dashRow reports whether every cell of row is a run of '-' or '=' and
// two cells at least are not empty.
func dashRow(text string, row []Span) bool {
	n := 0
	for _, c := range row {
		v := text[c.Start:c.End]
		if v == "" {
			continue
		}
		if strings.Trim(v, "-") != "" && strings.Trim(v, "=") != "" {
			return false
		}
		n++
	}
	return n >= 2
}

// allLabels reports whether every cell is a non-empty label: letters,
// with '_', '-', ' ', '%', '#', '/', '.', '(', ')' and digits after the
// first letter.
func allLabels(text string, cells []Span) bool {
	for _, c := range cells {
		v := text[c.Start:c.End]
		if v == "" || len(v) > 40 {
			return false
		}
		first := true
		for _, r := range v {
			switch {
			case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x80:
			case first && r != '#' && r != '%':
				return false
			case r >= '0' && r <= '9', r == '_', r == '-', r == ' ', r == '%', r == '#', r == '/', r == '.', r == '(', r == ')':
			default:
				return false
			}
			first = false
		}
	}
	return true
}

// isNumberCell reports whether v is a number (digits with an optional
// sign, '.', ',' and a trailing '%').
func isNumberCell(v string) bool {
	v = strings.TrimSuffix(strings.TrimLeft(v, "+-"), "%")
	if v == "" {
		return false
	}
	digit := false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= '0' && c <= '9':
			digit = true
		case c == '.' || c == ',':
		default:
			return false
		}
	}
	return digit
}

// wordCount counts the white-space separated words of v.
func wordCount(v string) int {
	n, in := 0, false
	for i := 0; i < len(v); i++ {
		sp := v[i] == ' ' || v[i] == '\t'
		if !sp && !in {
			n++
		}
		in = !sp
	}
	return n
}

// countLine reports whether v is a word and a number ("total 24"), as ls
// writes above a listing.
func countLine(v string) bool {
	w, n, ok := strings.Cut(strings.TrimSpace(v), " ")
	if !ok || !isNumberCell(n) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !(w[i] >= 'a' && w[i] <= 'z' || w[i] >= 'A' && w[i] <= 'Z') {
			return false
		}
	}
	return w != ""
}

// boxBar is the vertical bar of box-drawing tables (U+2502).
const boxBar = "│"

// borderRow reports whether t is a rule line of a drawn table: only
// '+', '-', '=', ':', '|' and box-drawing characters (U+2500 to U+257F)
// and spaces, with three dashes or box lines at least.
func borderRow(t string) bool {
	n := 0
	for _, r := range t {
		switch {
		case r == '-' || r == '=' || r >= 0x2500 && r <= 0x257F && r != 0x2502:
			n++
		case r == '+' || r == ':' || r == '|' || r == ' ' || r == 0x2502:
		default:
			return false
		}
	}
	return n >= 3
}

// splitBoxRow splits text[a:b] at '|' and box-drawing bars, each cell
// trimmed of spaces.
func splitBoxRow(text string, a, b int) []Span {
	var out []Span
	start := a
	for i := a; i <= b; {
		w := 0
		switch {
		case i == b:
		case text[i] == '|':
			w = 1
		case strings.HasPrefix(text[i:b], boxBar):
			w = len(boxBar)
		default:
			i++
			continue
		}
		out = append(out, blankTrimmed(text, start, i))
		if i == b {
			break
		}
		i += w
		start = i
	}
	return out
}

// blankTrimmed is the span [s, e) of text without the spaces and tabs at
// its ends.
func blankTrimmed(text string, s, e int) Span {
	for s < e && (text[s] == ' ' || text[s] == '\t') {
		s++
	}
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t') {
		e--
	}
	return Span{s, e}
}
