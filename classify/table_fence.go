package classify

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark/ast"
)

// markFenceTable marks a fenced code block whose content is one GFM pipe
// table (a header row, a delimiter row, at least one row; every non-blank
// line holds a pipe) as a table region: servers fence a table to keep its
// columns aligned, and a reader sees a table there. Only fences with no
// info string or one naming markdown or plain text qualify. It reports
// whether it marked the block.
func (a *analysis) markFenceTable(n *ast.FencedCodeBlock, first, last int) bool {
	if n.Info != nil && !tableFenceLang(n.Language(a.li.text)) {
		return false
	}
	lines := n.Lines()
	if lines.Len() < 3 {
		return false
	}
	var rows [][]byte
	for i := 0; i < lines.Len(); i++ {
		s := lines.At(i)
		t := bytes.TrimSpace(a.li.text[s.Start:s.Stop])
		if len(t) == 0 {
			if len(rows) > 0 {
				break // the table ends at a blank line
			}
			continue
		}
		if bytes.IndexByte(t, '|') < 0 {
			return false
		}
		rows = append(rows, t)
	}
	if len(rows) < 3 {
		return false
	}
	cols := delimRowCells(rows[1])
	if cols < 1 || pipeCells(rows[0]) != cols {
		return false
	}
	note := fmt.Sprintf("GFM table in %s: %d columns, %d rows", fenceName(a.li.text, n), cols, len(rows)-2)
	r := a.addRegion(region{pattern: MarkdownTable, note: note, rows: len(rows) - 2})
	a.setKind(first, last, kTable, r)
	return true
}

// tableFenceLang reports whether a fence's language leaves its content
// free to be a table.
func tableFenceLang(lang []byte) bool {
	switch string(bytes.ToLower(lang)) {
	case "", "markdown", "md", "gfm", "text", "txt", "plain", "plaintext", "table":
		return true
	}
	return false
}

// delimRowCells counts the cells of a GFM delimiter row ("|---|:--:|",
// "--- | ---:"), 0 when t is not one. A row without pipes is not taken.
func delimRowCells(t []byte) int {
	if bytes.IndexByte(t, '|') < 0 {
		return 0
	}
	parts := bytes.Split(trimPipes(t), []byte{'|'})
	for _, p := range parts {
		p = bytes.TrimSpace(p)
		p = bytes.TrimPrefix(p, []byte{':'})
		p = bytes.TrimSuffix(p, []byte{':'})
		if len(p) == 0 || len(bytes.Trim(p, "-")) != 0 {
			return 0
		}
	}
	return len(parts)
}

// pipeCells counts the cells of a pipe row, escaped pipes ("\|") inside
// cells aside.
func pipeCells(t []byte) int {
	t = trimPipes(t)
	n := 1
	for i, c := range t {
		if c == '|' && (i == 0 || t[i-1] != '\\') {
			n++
		}
	}
	return n
}

// trimPipes drops one leading and one trailing pipe of a trimmed row.
func trimPipes(t []byte) []byte {
	t = bytes.TrimSpace(t)
	if len(t) > 0 && t[0] == '|' {
		t = t[1:]
	}
	if len(t) > 0 && t[len(t)-1] == '|' && (len(t) < 2 || t[len(t)-2] != '\\') {
		t = t[:len(t)-1]
	}
	return t
}
