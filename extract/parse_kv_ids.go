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

// withID makes v, the value of the pair n keyed by an identifier, an
// object holding the identifier as a value too ("id"): parser auto keeps a
// record's id among its values, not only as a map key. A value that is
// not an object moves to "value" (its hits from h0 on follow it).
func (r *run) withID(v any, n *textparse.KVNode, p string, h0 int) any {
	m, isMap := v.(map[string]any)
	if isMap {
		if _, clash := m["id"]; clash {
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
	m["id"] = n.Key
	r.addHit(pointer(p, "id"), span{n.KeySpan.Start, n.KeySpan.End})
	return m
}
