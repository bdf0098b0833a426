package extract

import (
	"regexp"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// hasTwin reports whether another of the sibling nodes (the first 64
// looked at) is a section of the same child keys, in order, as n (two at
// least).
func hasTwin(n *textparse.KVNode, siblings []*textparse.KVNode) bool {
	if len(n.Children) < 2 {
		return false
	}
	for i, m := range siblings {
		if i >= 64 {
			break
		}
		if m == nil || m == n || len(m.Children) != len(n.Children) {
			continue
		}
		same := true
		for j, c := range m.Children {
			d := n.Children[j]
			if c == nil || d == nil || c.Key != d.Key {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// headingAt reports whether the line holding offset i is a markdown
// heading ("### x").
func headingAt(text string, i int) bool {
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	for ls < i && (text[ls] == ' ' || text[ls] == '\t') {
		ls++
	}
	return ls < len(text) && ls <= i && text[ls] == '#'
}

// sectionRecord adds to child, the object of section n at pointer p, the
// markdown heading of the section as fields when it names a record
// rather than labels a group: "Write docs (ID: 4e4f)" (a trailing `(Key: value)`
// parenthetical) gives name "Write docs" and id "4e4f"; a header whose
// siblings are sections of the same keys ("### Task A", "### Task B",
// each over "ID:", "Status:" lines) gives name. Keys child already has
// are kept.
func (r *run) sectionRecord(child map[string]any, n *textparse.KVNode, p string, siblings []*textparse.KVNode, labels []span) {
	raw := n.KeySpan
	if raw.Start < 0 || raw.End > len(r.text) || raw.Start >= raw.End {
		return
	}
	if !headingAt(r.text, raw.Start) {
		return
	}
	for raw.Start < raw.End && (r.text[raw.Start] == '#' || r.text[raw.Start] == ' ') {
		raw.Start++ // a key span holding the heading's markers
	}
	r.leadParagraph(child, n, raw.End, p, labels)
	key := r.text[raw.Start:raw.End]
	if num, off := headingNumber(key, 0); num >= 0 && off > 0 && off < len(key) && key[off] == '[' {
		// "## 1. [CHECKOUT-API-3F](https://…)": the index, then the link
		if _, _, _, _, ok := headingLink(key[off:]); ok {
			if _, clash := child["index"]; !clash {
				child["index"] = num
				r.addHit(pointer(p, "index"), span{raw.Start, raw.Start + strings.IndexAny(key, ".)")}, labels...)
			}
			key, raw.Start = key[off:], raw.Start+off
		}
	}
	if t0, t1, u0, u1, ok := headingLink(key); ok {
		// "## [Triggers](https://…)": the record's name and its link
		for _, f := range [...]struct {
			name string
			a, b int
		}{{"name", t0, t1}, {"url", u0, u1}} {
			if _, clash := child[f.name]; !clash {
				child[f.name] = key[f.a:f.b]
				r.addHit(pointer(p, f.name), span{raw.Start + f.a, raw.Start + f.b}, labels...)
			}
		}
		return
	}
	name, nameAt := strings.TrimSpace(n.Key), -1
	if i := strings.LastIndex(key, " ("); i > 0 && strings.HasSuffix(strings.TrimRight(key, " *:"), ")") {
		inner := strings.TrimRight(key, " *:")
		inner = inner[i+2 : len(inner)-1]
		if k, v, ok := strings.Cut(inner, ": "); ok && k != "" && len(k) <= 32 && !strings.ContainsAny(v, "()") && strings.TrimSpace(v) != "" {
			kn := snakeKey(k)
			if _, clash := child[kn]; !clash && kn != "" && kn != "name" {
				vs := raw.Start + i + 2 + len(k) + 2
				v = strings.TrimSpace(v)
				vs += strings.Index(r.text[vs:raw.End], v)
				child[kn] = v
				r.addHit(pointer(p, kn), span{vs, vs + len(v)}, labels...)
			}
			name = strings.TrimSpace(key[:i])
			nameAt = raw.Start + strings.Index(key, name)
		}
	}
	if nameAt < 0 && r.numberedHeading(child, key, raw.Start, p, labels) {
		return
	}
	if nameAt < 0 {
		// "## Session: Bump dependencies": the heading is a pair
		if c := strings.Index(key, ": "); c > 0 && inlineKeyName(key[:c]) {
			kn := snakeKey(key[:c])
			v := strings.TrimSpace(strings.TrimRight(key[c+2:], " *#"))
			if _, clash := child[kn]; !clash && kn != "" && v != "" {
				vs := raw.Start + c + 2
				vs += strings.Index(r.text[vs:raw.End], v)
				child[kn] = v
				r.addHit(pointer(p, kn), span{vs, vs + len(v)}, labels...)
				if n, ok := textparse.CountPhrase(v); ok && child[kn+"_number"] == nil {
					// "Search Results: 7 companies found": its number too
					child[kn+"_number"] = v[:n]
					r.addHit(pointer(p, kn+"_number"), span{vs, vs + n}, labels...)
				}
			}
		}
	}
	if nameAt < 0 {
		if !hasTwin(n, siblings) && !slugName(name) && !numberedName(name) {
			return
		}
		j := strings.Index(key, name)
		if j < 0 || name == "" {
			return
		}
		nameAt = raw.Start + j
		if num, off := headingNumber(name, 0); num >= 0 && off > 0 && off < len(name) {
			// "## 1. Tom Becker": the index, then the name
			if _, clash := child["index"]; !clash {
				child["index"] = num
				r.addHit(pointer(p, "index"), span{nameAt, nameAt + strings.IndexAny(name, ".)")}, labels...)
			}
			name, nameAt = name[off:], nameAt+off
		}
	}
	if _, clash := child["name"]; clash || name == "" {
		return
	}
	child["name"] = name
	r.addHit(pointer(p, "name"), span{nameAt, nameAt + len(name)}, labels...)
}

// slugName reports whether a heading's text is one token that names a
// thing rather than labels a group: no blank, and a '/', '.', '@' or
// digit in it ("acme/bird-calls-2026", "lodash.debounce", "web-7"), as
// a repository, a package, a file or a host is written. Labels are words.
func slugName(s string) bool {
	if len(s) < 3 || len(s) > 100 || strings.ContainsAny(s, " \t") {
		return false
	}
	return strings.ContainsAny(s, "/.@0123456789")
}

// snakeKey is k lowercased with runs of other characters than letters
// and digits turned into one "_".
func snakeKey(k string) string {
	var b strings.Builder
	us := false
	for _, c := range strings.ToLower(strings.TrimSpace(k)) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			if us && b.Len() > 0 {
				b.WriteByte('_')
			}
			us = false
			b.WriteRune(c)
		} else {
			us = true
		}
	}
	return b.String()
}

// numberedHeadingRE reads "Thought 2/3 - Design", "Step 4 — Build",
// "Part 2", "Test Case 3": one or two words, a number (of a total), then a
// title after a dash or colon. A longer run of words before a number is a
// title that ends in one ("Upgrade Node to 22"), not a label.
var numberedHeadingRE = regexp.MustCompile(`^([A-Za-z]{1,20}(?: [A-Za-z]{1,20})?) #?(\d+)(?:/(\d+)| of (\d+))?(?:\s*[-–—:]\s*(\S.*?))?\s*$`)

// numberedHeading adds the fields of a numbered heading key (raw text at
// offset at) to child: the word's name holds the number, "total" the
// total, "title" the title; it reports whether the heading was one.
func (r *run) numberedHeading(child map[string]any, key string, at int, p string, labels []span) bool {
	if len(key) > 200 || strings.IndexAny(key, "0123456789") < 0 {
		return false
	}
	m := numberedHeadingRE.FindStringSubmatchIndex(key)
	if m == nil {
		return false
	}
	add := func(name string, g int) {
		if m[2*g] < 0 {
			return
		}
		if _, clash := child[name]; clash || name == "" {
			return
		}
		child[name] = key[m[2*g]:m[2*g+1]]
		r.addHit(pointer(p, name), span{at + m[2*g], at + m[2*g+1]}, labels...)
	}
	add(snakeKey(key[m[2]:m[3]]), 2)
	add("total", 3)
	add("total", 4)
	add("title", 5)
	return true
}

// maxLeadLines is the longest paragraph leadParagraph takes.
const maxLeadLines = 4

// leadParagraph adds to child, under "text", the paragraph between a
// markdown heading (its key ending at keyEnd) and the section's first
// pair: "## Thought 2/3 - Design", a blank line, "Store keys in redis",
// then `**Tags:** …` lines. It is the section's own text. A paragraph of
// more than maxLeadLines lines, or one holding markup that opens a block
// (a fence, a list, a table, a heading), is left alone.
func (r *run) leadParagraph(child map[string]any, n *textparse.KVNode, keyEnd int, p string, labels []span) {
	if _, clash := child[DefaultTextField]; clash || len(n.Children) == 0 || n.Children[0] == nil {
		return
	}
	first := n.Children[0].KeySpan.Start
	if keyEnd < 0 || first > len(r.text) || keyEnd >= first {
		return
	}
	nl := strings.IndexByte(r.text[keyEnd:first], '\n')
	if nl < 0 {
		return
	}
	a := keyEnd + nl + 1
	b := strings.LastIndexByte(r.text[:first], '\n') + 1 // the first pair's line
	if b <= a {
		return
	}
	lines := 0
	for ls := a; ls < b; {
		le, next := lineBounds(r.text, ls)
		if _, t := indentOf(r.text[ls:le]); t != "" {
			lines++
			if strings.IndexByte("#|>-*+`~<", t[0]) >= 0 || lines > maxLeadLines {
				return
			}
		} else if lines > 0 {
			// a blank line ends the paragraph: what follows must be blank
			if strings.TrimSpace(r.text[ls:b]) != "" {
				return
			}
			break
		}
		ls = next
	}
	for a < b && isSpaceASCII(r.text[a]) {
		a++
	}
	for b > a && isSpaceASCII(r.text[b-1]) {
		b--
	}
	if a == b {
		return
	}
	child[DefaultTextField] = r.text[a:b]
	r.addHit(pointer(p, DefaultTextField), span{a, b}, labels...)
}

// headingLink reports whether key (a heading's text) is one markdown link
// "[text](url)", and returns the text's and the URL's byte ranges.
func headingLink(key string) (t0, t1, u0, u1 int, ok bool) {
	k := strings.TrimRight(key, " *:")
	if len(k) < 5 || k[0] != '[' || k[len(k)-1] != ')' {
		return
	}
	m := strings.Index(k, "](")
	if m < 2 || strings.ContainsAny(k[1:m], "[]") || strings.ContainsAny(k[m+2:len(k)-1], " ()") || m+2 >= len(k)-1 {
		return
	}
	return 1, m, m + 2, len(k) - 1, true
}

// numberedName reports a heading numbered as a list's item ("1. acme/x",
// "2) Fix the cap"): one record of a numbered sequence.
func numberedName(name string) bool {
	num, off := headingNumber(name, 0)
	return num >= 0 && off > 0 && off < len(name)
}
