package textparse

import (
	"unicode"
	"unicode/utf8"
)

// RuleLine reports whether t (a line from its first non-space byte) is a
// rule of three or more '-', '=' or '_', or of the box-drawing and dash
// characters reports draw with ('─', '━', '═', '—'), blanks allowed
// between: the line a report draws under a `Name:` header or a title.
func RuleLine(t string) bool {
	if len(t) < 3 {
		return false
	}
	r0, _ := utf8.DecodeRuneInString(t)
	switch r0 {
	case '-', '=', '_', '─', '━', '═', '—':
	default:
		return false
	}
	n := 0
	for _, r := range t {
		switch r {
		case r0:
			n++
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return n >= 3
}

// ruledHeader handles a rule line right under a `Name:` header whose
// value is empty ("Description:" over "-------"): the header stays open
// (p.ruled), so the lines after the rule at the header's own indentation
// are its body: prose its value, list and tree items its items. It
// reports whether ln was such a rule.
func (p *kvParser) ruledHeader(last *KVNode, t string, col, lineNo int) bool {
	if last == nil || last.Value != "" || col != p.lastCol || !RuleLine(t) {
		return false
	}
	p.ruled = last
	p.last, p.lastLine = last, lineNo
	return true
}

// treeLead reports whether the line's text t starts with a tree drawing
// (box-drawing characters U+2500–U+257F, "└─ ", "├── ") then a blank and
// text: a tree item, one level below the line it hangs from.
func treeLead(t string) bool {
	i, drawn := 0, false
	for i < len(t) {
		r, n := utf8.DecodeRuneInString(t[i:])
		if r < 0x2500 || r > 0x257F {
			break
		}
		drawn = true
		i += n
	}
	if !drawn || i >= len(t) || t[i] != ' ' && t[i] != '\t' {
		return false
	}
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	return i < len(t)
}

// valueGlyph returns where a value at v in ln starts once a leading
// status glyph is cut ("◒ In Progress", "✔ Done", "🟢 healthy": one
// symbol, Unicode So, with its variation selector, then a blank and a
// letter); v when there is none.
func valueGlyph(ln string, v, end int) int {
	r, n := utf8.DecodeRuneInString(ln[v:end])
	if !(r >= 0x25A0 && r <= 0x25FF) {
		return v
	}
	i := v + n
	if r2, n2 := utf8.DecodeRuneInString(ln[i:end]); r2 == 0xFE0F {
		i += n2
	}
	if i >= end || ln[i] != ' ' {
		return v
	}
	for i < end && ln[i] == ' ' {
		i++
	}
	if i >= end {
		return v
	}
	if r3, _ := utf8.DecodeRuneInString(ln[i:end]); !unicode.IsLetter(r3) {
		return v
	}
	return i
}

// itemHeader reports whether a list item of the given rank at column col
// is an item of the header open on the stack: a `Name:` header indented
// less, the header line of a section (the item indented), or a ruled
// header; its value must be empty.
func (p *kvParser) itemHeader(rank, col int) bool {
	if len(p.stack) == 0 {
		return false
	}
	top := p.stack[len(p.stack)-1]
	header := top.rank >= 0 && top.rank < rank || top.rank == rankSection && col > 0 || top.node == p.ruled
	return header && top.node.Value == ""
}

// idKey reports whether a pair's key is an identifier ("m-0", "TASK-12",
// "doc_3": letters, then '-' or '_', then digits only): a record's name,
// not a label.
func idKey(k string) bool {
	i := 0
	for i < len(k) && isLetterByte(k[i]) {
		i++
	}
	if i == 0 || i > 12 || i+1 >= len(k) || k[i] != '-' && k[i] != '_' {
		return false
	}
	for j := i + 1; j < len(k); j++ {
		if k[j] < '0' || k[j] > '9' {
			return false
		}
	}
	return true
}

// IDTitleLead reads a record line's lead "ID - Title" at the start of t
// ("TASK-2 - Payments fail", "doc_3 – Notes", "#42 — Retry"): an
// identifier (letters, '-' or '_', digits; or '#' and digits), a dash
// between blanks, then text. It returns where the title starts, or 0.
func IDTitleLead(t string) int {
	e := IDTokenEnd(t, 0)
	if e == 0 {
		return 0
	}
	for _, sep := range [...]string{" - ", " – ", " — "} {
		if len(t) > e+len(sep) && t[e:e+len(sep)] == sep {
			k := e + len(sep)
			for k < len(t) && t[k] == ' ' {
				k++
			}
			if k < len(t) {
				return k
			}
		}
	}
	return 0
}

// IDTokenEnd returns the end of an identifier at s[p:] ("TASK-12",
// "doc_3", "#42") followed by a blank or the end, or p when there is none.
func IDTokenEnd(s string, p int) int {
	i := p
	if i < len(s) && s[i] == '#' {
		i++
	} else {
		for i < len(s) && i-p < 12 && isLetterByte(s[i]) {
			i++
		}
		if i == p || i >= len(s) || s[i] != '-' && s[i] != '_' {
			return p
		}
		i++
	}
	d := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == d || i < len(s) && s[i] != ' ' {
		return p
	}
	return i
}

// IDKey is idKey for the extractor: whether a pair's key is an identifier
// ("A-1001", "TASK-12", "doc_3") rather than a label.
func IDKey(k string) bool { return idKey(k) }
