package extract

import (
	"strings"
	"unicode/utf8"
)

// A tree text is a file or object hierarchy drawn with connectors, as
// the tree command and many file and project tools print it:
//
//	src/
//	├── main.go
//	├── server/
//	│   └── http.go
//	└── util/
//	    └── log.go (2.1 KB)
//
// parseTree reads it as {"root": "src/", "items": [{"name": "main.go",
// "path": "src/main.go", "depth": 1}, …]}: one item a connector line, its
// path joined from the names above it, a trailing "(…)" a "details" field
// and a comment after two spaces or " # " a "description".

// ParsedTree is Account.Parser when parser auto read the text as a
// drawn tree (parseTree).
const ParsedTree = "tree"

// minTreeLines is how many connector lines make a tree.
const minTreeLines = 3

// treeConnectors are the connector shapes, box-drawing and ASCII.
func treeConnectors() [8]string {
	return [...]string{"├── ", "└── ", "├─ ", "└─ ", "|-- ", "`-- ", "+-- ", "\\-- "}
}

// treeLine returns the name's start and the connector's column (in
// runes) of a connector line, ok false for other lines.
func treeLine(line string) (nameAt, col int, ok bool) {
	if !maybeConnector(line) {
		return 0, 0, false
	}
	for i := 0; i < len(line); {
		for _, c := range treeConnectors() {
			if strings.HasPrefix(line[i:], c) {
				j := i + len(c)
				for j < len(line) && line[j] == ' ' {
					j++
				}
				return j, col, j < len(line)
			}
		}
		r, w := utf8.DecodeRuneInString(line[i:])
		if r != ' ' && r != '│' && r != '|' && r != '\t' && r != '\u00a0' {
			break
		}
		i += w
		col++
	}
	return 0, 0, false
}

// maybeConnector reports whether line's first byte after its blanks is
// one a connector or a guide starts with ('|', '`', '+', '\\', the lead
// byte of "├", "└", "│", or of a no-break space): a cheap test before
// treeLine tries each connector at each column.
func maybeConnector(line string) bool {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	if i == len(line) {
		return false
	}
	switch line[i] {
	case '|', '`', '+', '\\', 0xE2, 0xC2:
		return true
	}
	return false
}

// parseTree reads a tree text (see above); ok is false unless at least
// minTreeLines lines and most of the text's lines are tree lines.
func (x *Extractor) parseTree(r *run) (any, bool) {
	text := r.text
	// Each tree line holds a connector ("── " holds "─ "): too few of them
	// for two thirds of the lines, and no line needs to be looked at.
	// Most texts leave here.
	if n := strings.Count(text, "─ ") + strings.Count(text, "-- "); n < minTreeLines || n*3 < r.acc.NonBlankLines*2 {
		return nil, false
	}
	type tline struct{ a, b, col int }
	var lines []tline
	nonblank, root := 0, span{-1, -1}
	prev := span{-1, -1} // the last non-blank line before the first connector
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		if a < b {
			nonblank++
			if at, col, ok := treeLine(text[ls:le]); ok {
				if len(lines) == 0 && prev.start >= 0 && prev.end-prev.start <= 200 && !strings.ContainsAny(text[prev.start:prev.end], " \t") {
					root = prev // a path just above the first connector
				}
				lines = append(lines, tline{ls + at, b, col})
			} else if len(lines) == 0 {
				prev = span{a, b}
			}
		}
		ls = next
	}
	if len(lines) < minTreeLines || len(lines)*3 < nonblank*2 {
		return nil, false
	}
	if len(lines) > maxItems {
		lines = lines[:maxItems]
	}
	// Depths from the connector columns, in the order they nest.
	var cols []int
	name := x.te.ListField
	if name == "" {
		name = DefaultListField
	}
	base := pointer("", name)
	out := make([]any, 0, len(lines))
	var stack []string
	rootName := ""
	if root.start >= 0 {
		rootName = strings.TrimSuffix(text[root.start:root.end], "/")
	}
	for i, l := range lines {
		for len(cols) > 0 && cols[len(cols)-1] > l.col {
			cols = cols[:len(cols)-1]
		}
		if len(cols) == 0 || cols[len(cols)-1] < l.col {
			cols = append(cols, l.col)
		}
		depth := len(cols)
		path := pointerIndex(base, i)
		obj := map[string]any{"depth": depth}
		na, nb := l.a, l.b
		if c := treeComment(text[na:nb]); c > 0 {
			da, db := trimSpaceSpan(text, na+c, nb)
			for da < db && (text[da] == '#' || text[da] == '-' || text[da] == ' ') {
				da++
			}
			if da < db {
				obj["description"] = text[da:db]
				r.addHit(pointer(path, "description"), span{da, db})
			}
			_, nb = trimSpaceSpan(text, na, na+c)
		}
		if p := strings.LastIndex(text[na:nb], " ("); p > 0 && text[nb-1] == ')' {
			obj["details"] = text[na+p+2 : nb-1]
			r.addHit(pointer(path, "details"), span{na + p + 2, nb - 1})
			_, nb = trimSpaceSpan(text, na, na+p)
		}
		n := text[na:nb]
		obj["name"] = n
		r.addHit(pointer(path, "name"), span{na, nb})
		for len(stack) >= depth {
			stack = stack[:len(stack)-1]
		}
		for len(stack) < depth-1 {
			stack = append(stack, "") // a line deeper than the one above
		}
		stack = append(stack, strings.TrimSuffix(n, "/"))
		parts := make([]string, 0, len(stack)+1)
		if rootName != "" && rootName != "." {
			parts = append(parts, rootName)
		}
		for _, s := range stack {
			if s != "" {
				parts = append(parts, s)
			}
		}
		obj["path"] = strings.Join(parts, "/")
		out = append(out, obj)
		r.acc.Items++
		r.acc.ItemsKept++
	}
	v := map[string]any{name: out}
	if root.start >= 0 {
		v["root"] = text[root.start:root.end]
		r.addHit(pointer("", "root"), root)
	}
	r.acc.Pattern = PatternUnstructured
	r.acc.Parser = ParsedTree
	return v, true
}

// treeComment returns where a comment starts in a tree line's text after
// the connector ("main.go  # entry point", "api/ - handlers"), 0 when
// there is none.
func treeComment(s string) int {
	for _, sep := range []string{"  #", " # ", "  - ", " — ", "  //"} {
		if i := strings.Index(s, sep); i > 0 {
			return i
		}
	}
	return 0
}
