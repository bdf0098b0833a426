package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// describedNames reads the pairs under a section header as records
// {name, description} when they name things and describe them
// ("Templates:" over "  Cash Cow: Mature product, high margin", "Commands:"
// over "  build: Compile the project"): three pairs or more, none with
// pairs or items of its own, every value a phrase of three words or more
// without digits. A map would keep the names only as keys, which are no
// values. It returns nil otherwise, and records the hits when it reads.
func (r *run) describedNames(nodes []*textparse.KVNode, path string, sections []span, key textparse.Span) []any {
	if len(nodes) < 3 {
		return nil
	}
	for _, n := range nodes {
		if n == nil || n.Item || n.Key == "" || len(n.Children) > 0 || !descriptionValue(n.Value) {
			return nil
		}
	}
	labels := append(append([]span(nil), sections...), span{key.Start, key.End})
	out := make([]any, len(nodes))
	for i, n := range nodes {
		p := pointerIndex(path, i)
		out[i] = map[string]any{"name": n.Key, "description": n.Value}
		r.addHit(pointer(p, "name"), span{n.KeySpan.Start, n.KeySpan.End}, labels...)
		r.addHit(pointer(p, "description"), span{n.ValueSpan.Start, n.ValueSpan.End}, labels...)
	}
	return out
}

// descriptionValue reports whether v reads as a description: three words
// or more, starting with a letter, with no digit (a measure, a date, an
// id is a value of a key).
func descriptionValue(v string) bool {
	if v == "" || strings.ContainsAny(v, "0123456789") {
		return false
	}
	c := v[0]
	return (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80) && textparse.MoreWords(v, 2)
}
