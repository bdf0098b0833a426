package extract

import (
	"regexp"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// ParsedSQL is Account.Parser when parser auto read the text as SQL
// table definitions (parseSQLDDL).
const ParsedSQL = "sql_ddl"

// Database servers describe a table by printing its DDL:
//
//	create table "orders" (
//	    "id" integer default nextval('orders_id_seq'::regclass),
//	    "sku" text not null,
//	    primary key ("id")
//	);
//
// parseSQLDDL reads such text (bare or in a fence) as {"tables": [{"name":
// "orders", "columns": [{"name": "id", "type": "integer", "default":
// "nextval(…)"}, {"name": "sku", "type": "text", "null": "not null"}],
// "constraints": ["primary key (\"id\")"]}]}: a column's type is the words
// before its first constraint keyword, and "null", "default", "key",
// "references" and "extra" hold the constraints as written.

// createTableRE finds the head of a CREATE TABLE statement up to its name.
var createTableRE = regexp.MustCompile(`(?i)\bcreate\s+(?:(?:global\s+|local\s+)?(?:temporary|temp)\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?`)

// maxSQLTables bounds the tables parseSQLDDL reads.
const maxSQLTables = 200

// parseSQLDDL reads a text of CREATE TABLE statements (see above); ok is
// false unless the statements carry most of the text.
func (x *Extractor) parseSQLDDL(r *run) (any, bool) {
	text := r.text
	a, b := trimSpaceSpan(text, 0, len(text))
	if b-a < 20 || !strings.Contains(text, "CREATE") && !strings.Contains(text, "create") && !strings.Contains(text, "Create") {
		return nil, false
	}
	if _, body, ok := textparse.WholeFence(text); ok {
		a, b = body.Start, body.End
	}
	heads := createTableRE.FindAllStringIndex(text[a:b], maxSQLTables)
	if len(heads) == 0 {
		return nil, false
	}
	var tables []any
	covered := 0
	base := pointer("", "tables")
	for _, h := range heads {
		at := a + h[1]
		name, ne := sqlIdent(text, at, b)
		if name.start < 0 {
			continue
		}
		open := ne
		for open < b && isSpaceASCII(text[open]) {
			open++
		}
		if open >= b || text[open] != '(' {
			continue
		}
		parts, close := sqlParts(text, open, b)
		if close < 0 {
			continue
		}
		path := pointerIndex(base, len(tables))
		t := map[string]any{"name": text[name.start:name.end]}
		r.addHit(pointer(path, "name"), name)
		var cols, cons []any
		for _, part := range parts {
			pa, pb := trimSpaceSpan(text, part.start, part.end)
			if pa == pb {
				continue
			}
			if sqlTableConstraint(text[pa:pb]) {
				cp := pointerIndex(pointer(path, "constraints"), len(cons))
				cons = append(cons, text[pa:pb])
				r.addHit(cp, span{pa, pb})
				continue
			}
			cp := pointerIndex(pointer(path, "columns"), len(cols))
			if c := r.sqlColumn(text, pa, pb, cp); c != nil {
				cols = append(cols, c)
			}
		}
		if len(cols) == 0 {
			continue
		}
		t["columns"] = cols
		if len(cons) > 0 {
			t["constraints"] = cons
		}
		tables = append(tables, t)
		end := close + 1
		for end < b && (text[end] == ';' || text[end] == ' ') {
			end++
		}
		covered += end - (a + h[0])
		r.acc.Items++
		r.acc.ItemsKept++
	}
	if len(tables) == 0 || covered*5 < (b-a)*3 {
		return nil, false
	}
	r.acc.Pattern = PatternUnstructured
	r.acc.Parser = ParsedSQL
	return map[string]any{"tables": tables}, true
}

// sqlIdent reads an identifier at text[i:] (after blanks): quoted with
// "", “ or [], or bare, schema-qualified parts joined; it returns the
// last part's name (without quotes) and where the identifier ends.
func sqlIdent(text string, i, b int) (span, int) {
	for i < b && isSpaceASCII(text[i]) {
		i++
	}
	name := span{-1, -1}
	for i < b {
		switch c := text[i]; c {
		case '"', '`', '[':
			q := c
			if q == '[' {
				q = ']'
			}
			e := strings.IndexByte(text[i+1:b], q)
			if e <= 0 {
				return span{-1, -1}, i
			}
			name = span{i + 1, i + 1 + e}
			i += e + 2
		default:
			s := i
			for i < b && (isASCIILetter(text[i]) || text[i] == '_' || text[i] == '$' || text[i] >= '0' && text[i] <= '9') {
				i++
			}
			if i == s {
				return name, i
			}
			name = span{s, i}
		}
		if i < b && text[i] == '.' {
			i++
			continue
		}
		return name, i
	}
	return name, i
}

// sqlParts reads the parenthesised list opened at text[open]: it
// returns its parts, cut at the commas outside nested parentheses and
// quotes, and the index of the closing ')' (close -1 when there is none).
func sqlParts(text string, open, b int) (parts []span, close int) {
	depth, s := 0, open+1
	for i := open; i < b; i++ {
		switch c := text[i]; c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return append(parts, span{s, i}), i
			}
		case '\'', '"', '`':
			e := strings.IndexByte(text[i+1:b], c)
			if e < 0 {
				return nil, -1
			}
			i += e + 1
		case ',':
			if depth == 1 {
				parts = append(parts, span{s, i})
				s = i + 1
			}
		}
	}
	return nil, -1
}

// sqlTableConstraint reports whether a part of a table's definition is a
// table constraint rather than a column.
func sqlTableConstraint(p string) bool {
	w := strings.ToLower(p)
	for _, k := range []string{"constraint ", "primary key", "foreign key", "unique ", "unique(", "key ", "index ", "check ", "check(", "exclude "} {
		if strings.HasPrefix(w, k) {
			return true
		}
	}
	return false
}

// sqlKeyword reports whether the word w (lower case) starts a column
// constraint, ending the column's type.
func sqlKeyword(w string) bool {
	switch w {
	case "not", "null", "default", "primary", "unique", "references", "check", "auto_increment",
		"autoincrement", "generated", "collate", "constraint", "comment", "on", "identity":
		return true
	}
	return false
}

// sqlColumn reads the column definition text[a:b] (its JSON pointer p)
// into {name, type, null, default, key, references, extra}.
func (r *run) sqlColumn(text string, a, b int, p string) map[string]any {
	name, i := sqlIdent(text, a, b)
	if name.start < 0 || i >= b {
		return nil
	}
	col := map[string]any{"name": text[name.start:name.end]}
	r.addHit(pointer(p, "name"), name)
	// words at depth 0, with their spans
	var words []span
	for j := i; j < b; {
		for j < b && isSpaceASCII(text[j]) {
			j++
		}
		if j >= b {
			break
		}
		s := j
		depth := 0
		for j < b && (depth > 0 || !isSpaceASCII(text[j])) {
			switch c := text[j]; c {
			case '(':
				depth++
			case ')':
				depth--
			case '\'', '"', '`':
				if e := strings.IndexByte(text[j+1:b], c); e >= 0 {
					j += e + 1
				}
			}
			j++
		}
		words = append(words, span{s, j})
	}
	k := 0
	for k < len(words) && !sqlKeyword(strings.ToLower(text[words[k].start:words[k].end])) {
		k++
	}
	if k > 0 {
		t := span{words[0].start, words[k-1].end}
		col["type"] = text[t.start:t.end]
		r.addHit(pointer(p, "type"), t)
	}
	add := func(field string, from, to int) {
		if from >= to || col[field] != nil {
			return
		}
		sp := span{words[from].start, words[to-1].end}
		col[field] = text[sp.start:sp.end]
		r.addHit(pointer(p, field), sp)
	}
	for k < len(words) {
		w := strings.ToLower(text[words[k].start:words[k].end])
		next := k + 1
		for next < len(words) && !sqlKeyword(strings.ToLower(text[words[next].start:words[next].end])) {
			next++
		}
		switch {
		case w == "not" && next == k+1 && next < len(words) && strings.EqualFold(text[words[next].start:words[next].end], "null"):
			add("null", k, next+1)
			next++
		case w == "null":
			add("null", k, k+1)
		case w == "default":
			if next == k+1 && next < len(words) {
				next++ // DEFAULT NULL: the keyword is the value
			}
			add("default", k+1, next)
		case w == "primary" || w == "unique":
			add("key", k, next)
		case w == "references":
			add("references", k+1, next)
		default:
			add("extra", k, next)
		}
		k = next
	}
	return col
}
