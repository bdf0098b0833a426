package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// idKeyedLevel reports whether two or more of the pairs of one level, and
// at least half of them, are keyed by identifiers ("A-1001: shipped",
// "A-1002: pending"): records named by their ids, whose keys are data.
func idKeyedLevel(nodes []*textparse.KVNode) bool {
	ids, keys := 0, 0
	for _, n := range nodes {
		if n == nil || n.Key == "" {
			continue
		}
		keys++
		if textparse.IDKey(n.Key) {
			ids++
		}
	}
	return ids >= 2 && ids*2 >= keys
}

// repeatKeyedLevel reports whether the keys of one level repeat so much
// that they are data: three pairs or more, at most two distinct keys for
// three pairs ("new file: a.go", "new file: b.go", "modified: c.go";
// "PASS: t1", "PASS: t2", "FAIL: t3"). Each key is then a value of its
// record, a status or kind shared by several, not a field name.
func repeatKeyedLevel(nodes []*textparse.KVNode) bool {
	pairs := 0
	distinct := make(map[string]bool, len(nodes))
	for _, n := range nodes {
		if n == nil || n.Key == "" || n.Item || len(n.Children) > 0 {
			continue
		}
		pairs++
		distinct[n.Key] = true
	}
	return pairs >= 3 && len(distinct)*3 <= pairs*2
}

// withID makes v, the value of the pair n keyed by an identifier, an
// object holding the identifier as a value too ("id"): parser auto keeps a
// record's id among its values, not only as a map key. A value that is
// not an object moves to "value" (its hits from h0 on follow it).
func (r *run) withID(v any, n *textparse.KVNode, p string, h0 int) any {
	return r.withKeyAs(v, n, p, h0, "id")
}

// withKeyAs is withID with the key kept under name.
func (r *run) withKeyAs(v any, n *textparse.KVNode, p string, h0 int, name string) any {
	m, isMap := v.(map[string]any)
	if isMap {
		if _, clash := m[name]; clash {
			return v
		}
	} else {
		for i := h0; i < len(r.hits); i++ {
			if h := &r.hits[i]; h.path == p || strings.HasPrefix(h.path, p+"/") {
				h.path = p + "/value" + h.path[len(p):]
			}
		}
		m = map[string]any{"value": v}
	}
	m[name] = n.Key
	r.addHit(pointer(p, name), span{n.KeySpan.Start, n.KeySpan.End})
	return m
}
