package extract

import (
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// parseTable is the markdown_table parser: header cells become keys, each
// row an object of its cells (strings; output_schema converts them),
// wrapped as {table_field: [...]} ("rows" when table_field is unset).
//
// Several tables: tables with the same columns (names folded as in
// projection) are one table split in parts and their rows are
// concatenated. When the text holds tables with different columns, the
// group whose columns best match the output_schema's item properties is
// the main one, under table_field (then the one with more rows, then the
// first); each other group is read beside it, under the name of the
// heading, bold line or "Label:" line above its first table, else
// "<table_field>_2", … (otherTableKey), and the account says so. With no table in the text, a table alone in a fenced
// block is read (textparse.FencedTables). A cell holding a markdown link
// gives its text under the column's name and its target under
// "<column>_url"; a cell of several lines ("a<br>b") gives the list of
// them. A table whose rows hold a second header and delimiter row (text
// blocks joined line by line) is read as two tables
// (textparse.SplitJoinedTables).
func (x *Extractor) parseTable(r *run) (any, bool) {
	tables := textparse.SplitJoinedTables(textparse.TablesOrFenced(r.text))
	if len(tables) == 0 {
		r.miss("", MissNoStructure, "no markdown table found in the text")
		return nil, false
	}
	name := x.te.TableField
	if name == "" {
		name = DefaultTableField
	}
	type group struct {
		tables []int
		keys   []string
		rows   int
		score  int
	}
	want := x.itemProps(name)
	var groups []*group
	byKey := map[string]*group{}
	for i, t := range tables {
		keys := headerKeys(t.Header)
		sig := ""
		for _, k := range keys {
			sig += normalizeName(k) + "\x00"
		}
		g := byKey[sig]
		if g == nil {
			g = &group{keys: keys}
			for _, k := range keys {
				if want[normalizeName(k)] {
					g.score++
				}
			}
			byKey[sig] = g
			groups = append(groups, g)
		}
		g.tables = append(g.tables, i)
		g.rows += len(t.Rows)
	}
	best := groups[0]
	for _, g := range groups[1:] {
		if g.score > best.score || (g.score == best.score && g.rows > best.rows) {
			best = g
		}
	}
	value := map[string]any{}
	extra := x.tableRows(r, tables, best.tables, best.keys, best.rows, name, value)
	if len(groups) > 1 {
		var named []string
		for _, g := range groups {
			if g == best {
				continue
			}
			key := otherTableKey(r.text, tables[g.tables[0]].Span.Start, name, value)
			extra = x.tableRows(r, tables, g.tables, g.keys, g.rows, key, value) || extra
			named = append(named, fmt.Sprintf("line %d as %q", r.lineOf(tables[g.tables[0]].Span.Start)+1, key))
		}
		r.warn(fmt.Sprintf("%d table(s) with other columns read beside %q (%s)", len(named), name, strings.Join(named, ", ")))
	}
	if extra {
		r.warn("some rows have more cells than the header; the extra cells are ignored")
	}
	return value, true
}

// tableRows reads the rows of the tables at idx (columns keys) as objects
// under value[name] and reports whether some row had extra cells.
func (x *Extractor) tableRows(r *run, tables []textparse.Table, idx []int, keys []string, rows int, name string, value map[string]any) bool {
	base := pointer("", name)
	out := []any{}
	r.growHits(rows * len(keys))
	extra := false
	for _, ti := range idx {
		t := tables[ti]
		for _, row := range t.Rows {
			if len(out) >= maxItems {
				r.warnOnce("rows", fmt.Sprintf("more than %d table rows: the rest is ignored", maxItems))
				break
			}
			r.acc.Items++
			r.acc.ItemsKept++
			path := pointerIndex(base, len(out))
			obj := make(map[string]any, len(keys))
			for c, key := range keys {
				if c >= len(row) {
					obj[key] = ""
					continue
				}
				var label span
				if c < len(t.Header) {
					label = span{t.Header[c].Span.Start, t.Header[c].Span.End}
				}
				obj[key] = row[c].Text
				if parts := textparse.CellLines(row[c].Text); parts != nil {
					// several values in one cell, one per <br>
					vs := make([]any, len(parts))
					for i, p := range parts {
						vs[i] = p
					}
					obj[key] = vs
				}
				r.addHit(pointer(path, key), span{row[c].Span.Start, row[c].Span.End}, label)
				if u, us, ok := textparse.CellLink(r.text, row[c].Span); ok {
					// a link cell: its text above, its target beside it
					uk := key + "_url"
					obj[uk] = u
					r.addHit(pointer(path, uk), span{us.Start, us.End}, label)
				} else if r.valueFields {
					r.cellFields(obj, path, key, row[c], label)
				}
			}
			if len(row) > len(keys) {
				extra = true
			}
			out = append(out, obj)
		}
	}
	value[name] = out
	return extra
}

// otherTableKey names a table with other columns than the main one: the
// snake_cased heading, bold line or "Label:" line right above it
// ("## Volumes" -> "volumes"), else "<name>_2", "<name>_3", …; never a
// key value already holds.
func otherTableKey(text string, start int, name string, value map[string]any) string {
	if k := textparse.Snake(tableCaption(text, start)); k != "" && value[k] == nil {
		return k
	}
	for n := 2; ; n++ {
		if k := fmt.Sprintf("%s_%d", name, n); value[k] == nil {
			return k
		}
	}
}

// tableCaption is the text of the last non-blank line before offset
// start when it is a markdown heading, a line in bold alone or a short
// line ending in a colon; "" otherwise.
func tableCaption(text string, start int) string {
	start = min(max(start, 0), len(text))
	t := strings.TrimRight(text[:start], " \t\r\n")
	line := strings.TrimSpace(t[strings.LastIndexByte(t, '\n')+1:])
	switch {
	case strings.HasPrefix(line, "#"):
		return strings.TrimLeft(line, "# ")
	case len(line) > 4 && strings.HasPrefix(line, "**") && strings.HasSuffix(line, "**"):
		return line[2 : len(line)-2]
	case len(line) > 1 && len(line) <= 60 && strings.HasSuffix(line, ":"):
		return line[:len(line)-1]
	}
	return ""
}

// headerKeys names the columns: the header text, "column_N" when empty,
// with "_2", "_3" added to repeated names.
func headerKeys(h []textparse.Cell) []string {
	keys := make([]string, len(h))
	used := map[string]int{}
	for i, c := range h {
		k := strings.TrimSpace(c.Text)
		if k == "" {
			k = fmt.Sprintf("column_%d", i+1)
		}
		used[k]++
		if n := used[k]; n > 1 {
			k = fmt.Sprintf("%s_%d", k, n)
		}
		keys[i] = k
	}
	return keys
}

// itemProps returns the folded property names of the items of the
// output_schema property name (the table or list field), if declared.
func (x *Extractor) itemProps(name string) map[string]bool {
	out := map[string]bool{}
	if x.schema == nil {
		return out
	}
	for _, p := range x.schema.props {
		if p.name != name && p.norm != normalizeName(name) {
			continue
		}
		if it := p.schema.items; it != nil {
			for _, q := range it.props {
				out[q.norm] = true
			}
		}
	}
	return out
}

// cellFields adds beside a cell's text, under "<key>_fields", the fields
// parser auto reads in a pair's value (kvValueFields): "✅ Running" gives
// value and state, "node-a (10.0.1.12)" value and details, "512 MB used
// of 2 GB" its quantities. A cell of one plain token has none.
func (r *run) cellFields(obj map[string]any, path, key string, cell textparse.Cell, label span) {
	v := cell.Text
	if len(v) < 3 || strings.IndexByte(v, ' ') < 0 || cell.Span.Start < 0 || cell.Span.End > len(r.text) || r.text[cell.Span.Start:cell.Span.End] != v {
		return
	}
	fk := key + "_fields"
	if _, taken := obj[fk]; taken {
		return
	}
	p := pointer(path, fk)
	h := len(r.hits)
	m := r.kvValueFields(p, v, span{cell.Span.Start, cell.Span.End}, []span{label})
	if m == nil {
		return
	}
	// the text is the cell's own value already
	delete(m, DefaultTextField)
	tp := pointer(p, DefaultTextField)
	kept := r.hits[:h]
	for _, x := range r.hits[h:] {
		if x.path != tp {
			kept = append(kept, x)
		}
	}
	r.hits = kept
	if len(m) > 0 {
		obj[fk] = m
	}
}
