package extract

import (
	"strings"
)

// ParsedERDiagram is Account.Parser when parser auto read a Mermaid
// entity-relationship diagram in a text it otherwise passes through.
const ParsedERDiagram = "er_diagram"

// maxDiagramLines bounds the lines erDiagram reads.
const maxDiagramLines = 2000

// erDiagram adds to v, the pass-through value of a text, the entities and
// relationships of a Mermaid entity-relationship diagram in it (the whole
// text, or a fenced block, as database servers draw a schema):
// "entities": [{"name", "attributes": [{"type", "name", "keys",
// "comment"}]}] and "relationships": [{"from", "cardinality", "to",
// "label"}]. Every field keeps its bytes. Nothing is added when the text
// holds no "erDiagram" line followed by an entity.
func (r *run) erDiagram(v map[string]any) {
	text := r.text
	at := strings.Index(text, "erDiagram")
	if at < 0 || r.depth > 0 {
		return
	}
	if _, clash := v["entities"]; clash {
		return
	}
	ls := strings.LastIndexByte(text[:at], '\n') + 1
	if strings.TrimSpace(text[ls:at]) != "" {
		return // "erDiagram" must open its line
	}
	var ents, rels []any
	var cur map[string]any
	var attrs []any
	curPath := ""
	flush := func() {
		if cur != nil {
			cur["attributes"] = attrs
			ents = append(ents, cur)
		}
		cur, attrs = nil, nil
	}
	_, ls = lineBounds(text, ls)
	for n := 0; ls < len(text) && n < maxDiagramLines; n++ {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		t := text[a:b]
		switch {
		case t == "" || strings.HasPrefix(t, "%%"):
			continue
		case strings.HasPrefix(t, "```"):
			ls = len(text) // the fence ends the diagram
		case t == "}":
			flush()
		case cur != nil:
			r.erAttribute(&attrs, curPath, a, b)
		case strings.HasSuffix(t, "{"):
			name := strings.TrimSpace(t[:len(t)-1])
			if name == "" || strings.ContainsAny(name, " \t") {
				ls = len(text)
				continue
			}
			curPath = pointerIndex(pointer("", "entities"), len(ents))
			cur = map[string]any{"name": name}
			r.addHit(pointer(curPath, "name"), span{a, a + len(name)})
		default:
			if rel := r.erRelationship(len(rels), a, b); rel != nil {
				rels = append(rels, rel)
				continue
			}
			ls = len(text) // not the diagram's any more
		}
	}
	flush()
	if len(ents) == 0 {
		return
	}
	v["entities"] = ents
	r.acc.Parser = ParsedERDiagram
	if len(rels) > 0 {
		v["relationships"] = rels
	}
}

// erAttribute reads the attribute line text[a:b] of an entity ("int id
// PK", "varchar name \"full name\"", "string custNumber PK, FK") into
// attrs, under the entity's pointer path.
func (r *run) erAttribute(attrs *[]any, path string, a, b int) {
	text := r.text
	p := pointerIndex(pointer(path, "attributes"), len(*attrs))
	m := map[string]any{}
	i := a
	word := func() (int, int) {
		for i < b && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		s := i
		if i < b && text[i] == '"' {
			if k := strings.IndexByte(text[i+1:b], '"'); k >= 0 {
				i += k + 2
				return s + 1, i - 1
			}
		}
		for i < b && text[i] != ' ' && text[i] != '\t' {
			i++
		}
		return s, i
	}
	for _, f := range [...]string{"type", "name"} {
		s, e := word()
		if s >= e {
			return
		}
		m[f] = text[s:e]
		r.addHit(pointer(p, f), span{s, e})
	}
	var keys []any
	for i < b {
		s, e := word()
		if s >= e {
			break
		}
		if text[s-1] == '"' {
			m["comment"] = text[s:e]
			r.addHit(pointer(p, "comment"), span{s, e})
			continue
		}
		for _, k := range strings.Split(text[s:e], ",") {
			if k != "" {
				at := s + strings.Index(text[s:e], k)
				r.addHit(pointerIndex(pointer(p, "keys"), len(keys)), span{at, at + len(k)})
				keys = append(keys, k)
			}
		}
	}
	if keys != nil {
		m["keys"] = keys
	}
	*attrs = append(*attrs, m)
}

// erRelationship reads a relationship line text[a:b] ("customers ||--o{
// orders : places"), the k-th of the diagram, or returns nil.
func (r *run) erRelationship(k, a, b int) map[string]any {
	text := r.text
	f := strings.Fields(text[a:b])
	if len(f) < 3 || !strings.Contains(f[1], "--") && !strings.Contains(f[1], "..") {
		return nil
	}
	p := pointerIndex(pointer("", "relationships"), k)
	m := map[string]any{}
	at := a
	for i, name := range [...]string{"from", "cardinality", "to"} {
		s := at + strings.Index(text[at:b], f[i])
		m[name] = f[i]
		r.addHit(pointer(p, name), span{s, s + len(f[i])})
		at = s + len(f[i])
	}
	if c := strings.IndexByte(text[at:b], ':'); c >= 0 {
		s, e := trimSpaceSpan(text, at+c+1, b)
		if s < e && text[s] == '"' && text[e-1] == '"' && e-s >= 2 {
			s, e = s+1, e-1
		}
		if s < e {
			m["label"] = text[s:e]
			r.addHit(pointer(p, "label"), span{s, e})
		}
	}
	return m
}
