package extract

import (
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
	return ls < i && text[ls] == '#'
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
	key := r.text[raw.Start:raw.End]
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
	if nameAt < 0 {
		if !hasTwin(n, siblings) {
			return
		}
		j := strings.Index(key, name)
		if j < 0 || name == "" {
			return
		}
		nameAt = raw.Start + j
	}
	if _, clash := child["name"]; clash || name == "" {
		return
	}
	child["name"] = name
	r.addHit(pointer(p, "name"), span{nameAt, nameAt + len(name)}, labels...)
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
