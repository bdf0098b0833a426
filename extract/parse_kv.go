package extract

import (
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// parseKeyValues is the key_value_pairs parser: "Key: value" lines become
// an object; a section header (a key with indented or following pairs)
// becomes a nested object; a key repeated at one level becomes an array
// of its values. Values stay strings (output_schema converts them). With
// no config, the separator is ":" and indentation makes sections.
func (x *Extractor) parseKeyValues(r *run) (any, bool) {
	return x.parseKeyValuesSep(r, ":")
}

// parseKeyValuesSep is parseKeyValues with sep as the separator when the
// config sets none.
func (x *Extractor) parseKeyValuesSep(r *run, sep string) (any, bool) {
	opts := textparse.KVOptions{Separator: sep, IndentAware: true}
	if c := x.te.Config; c != nil {
		opts = textparse.KVOptions{Separator: c.Separator, IndentAware: c.IndentAware, SectionMarker: c.SectionMarker}
		if opts.Separator == "" {
			opts.Separator = sep
		}
	}
	// parser auto: a name line over pairs indented deeper heads them
	opts.NameHeaders = r.valueFields
	// "• item" lines are list items (bullets replaced in place)
	nodes := textparse.KeyValues(normalizeBullets(r.text), opts)
	if r.valueFields {
		// parser auto: records written one a line, pairs parted by bars
		nodes = splitBarRecords(r.text, nodes)
	}
	count := 0
	h0 := len(r.hits)
	// a hit a pair and about one more for every other (a value's own
	// fields): room made once rather than by doubling
	r.growHits(r.acc.NonBlankLines + r.acc.NonBlankLines/2)
	outer := r.kvRecs // a parse nested in this one's keeps its own records
	r.kvRecs = nil
	defer func() { r.kvRecs = outer }()
	obj := r.kvObject(nodes, "", &count, 0, nil)
	if len(obj) == 0 {
		r.miss("", MissNoStructure, fmt.Sprintf("no %q key-value pairs found in the text", opts.Separator))
		return nil, false
	}
	x.kvBlocks(r, obj, nodes, h0)
	r.kvTitle(obj, opts.Separator)
	r.kvRecordTitle(obj)
	r.kvTables(obj)
	if len(obj) >= 2 || len(r.kvRecs) > 0 {
		r.kvLists(obj, h0)
		x.kvContent(r, obj, h0)
		if len(r.kvRecs) == 0 {
			r.kvBodies(obj, h0)
		}
	}
	r.recordBodies(h0) // records read by kvRecords take their own
	r.acc.Items = count
	r.acc.ItemsKept = count
	return obj, true
}

// kvObject builds the object of one level of key-value nodes.
// sections holds the key bytes of the enclosing section headers: they
// count as used when a value inside is kept.
func (r *run) kvObject(nodes []*textparse.KVNode, path string, count *int, depth int, sections []span) map[string]any {
	var seen, index map[string]int // only when a key repeats at this level
	if hasRepeatedKey(nodes) {
		if r.valueFields && depth < 64 {
			// blocks of the same pairs: records, not one array a key
			if groups, rest := recordGroups(nodes); groups != nil {
				if obj := r.kvRecords(groups, rest, path, count, depth, sections); obj != nil {
					return obj
				}
			}
		}
		seen, index = map[string]int{}, map[string]int{}
		for _, n := range nodes {
			if n != nil && n.Key != "" {
				seen[n.Key]++
			}
		}
	}
	idKeyed := r.valueFields && idKeyedLevel(nodes)
	repeatKeyed := r.valueFields && seen != nil && !idKeyed && repeatKeyedLevel(nodes)
	obj := make(map[string]any, len(nodes))
	// the keys' JSON pointers are cut from one string: one allocation per
	// level rather than one per key (pathEnds is used as a stack)
	size := 0
	for _, n := range nodes {
		if n != nil && n.Key != "" {
			size += len(path) + 1 + len(n.Key)
		}
	}
	var b strings.Builder
	b.Grow(size)
	base := len(r.pathEnds)
	for _, n := range nodes {
		if n != nil && n.Key != "" {
			b.WriteString(path)
			b.WriteByte('/')
			writePointerKey(&b, n.Key)
			r.pathEnds = append(r.pathEnds, b.Len())
		}
	}
	ends := r.pathEnds[base:len(r.pathEnds):len(r.pathEnds)]
	paths := b.String()
	k, from := 0, 0
	for _, n := range nodes {
		if n == nil || n.Key == "" {
			continue
		}
		if *count >= maxItems {
			r.warnOnce("kv", fmt.Sprintf("more than %d key-value pairs: the rest is ignored", maxItems))
			break
		}
		*count++
		p := paths[from:ends[k]]
		from = ends[k]
		k++
		if seen[n.Key] > 1 {
			p = pointerIndex(p, index[n.Key])
			index[n.Key]++
		}
		var v any
		if items := r.kvItems(n.Children, p, sections, n.KeySpan); items != nil && len(items) == len(n.Children) {
			// "tags:" over "  - red", "  - blue": a list of values
			v = items
		} else if recs := r.describedNames(n.Children, p, sections, n.KeySpan); recs != nil {
			// "Templates:" over "  Cash Cow: Mature product, high
			// margin": the names are data, a record each
			v = recs
		} else if len(n.Children) > 0 && depth < 64 {
			base := len(r.sectionStack)
			r.sectionStack = append(append(r.sectionStack, sections...), span{n.KeySpan.Start, n.KeySpan.End})
			inner := r.sectionStack[base:len(r.sectionStack):len(r.sectionStack)]
			hc := len(r.hits)
			child := r.kvObject(n.Children, p, count, depth+1, inner)
			r.sectionRecord(child, n, p, nodes, inner)
			r.sectionProse(child, n, p, hc, inner)
			r.sectionStack = r.sectionStack[:base]
			if items != nil {
				if _, clash := child["items"]; !clash {
					child["items"] = items
				}
			}
			if n.Value != "" {
				if _, clash := child["value"]; clash {
					r.warn(fmt.Sprintf("%s: the section's own value %q is dropped (it has a key named \"value\")", p, truncate(n.Value)))
				} else {
					child["value"] = n.Value
					r.addHit(pointer(p, "value"), span{n.ValueSpan.Start, n.ValueSpan.End}, inner...)
				}
			}
			v = child
		} else if ps, pe, ok := r.emptyHeadingProse(n); ok {
			// "### Notes" over a paragraph: the paragraph is its value,
			// with its data tokens
			labels := append(append([]span{}, sections...), span{n.KeySpan.Start, n.KeySpan.End})
			m := map[string]any{}
			r.paragraphFieldsAt(m, p, ps, pe)
			if len(m) == 0 {
				v = r.text[ps:pe]
				r.addHit(p, span{ps, pe}, labels...)
			} else {
				m[DefaultTextField] = r.text[ps:pe]
				r.addHit(pointer(p, DefaultTextField), span{ps, pe}, labels...)
				v = m
			}
		} else {
			labels := append(r.labelScratch[:0], sections...)
			labels = append(labels, span{n.KeySpan.Start, n.KeySpan.End})
			h0 := len(r.hits)
			v = r.kvLeaf(obj, n, nodes, p, path, labels) // addHit copies the labels
			r.labelScratch = labels
			if idKeyed && textparse.IDKey(n.Key) {
				v = r.withID(v, n, p, h0)
			} else if rec, isRec := v.(map[string]any); repeatKeyed && !(isRec && rec[n.Key] != nil) {
				// "new file: a.go" twice, "modified: c.go": the key is
				// each record's status, a value too
				v = r.withKeyAs(v, n, p, h0, "key")
			}
		}
		if seen[n.Key] > 1 {
			arr, _ := obj[n.Key].([]any)
			obj[n.Key] = append(arr, v)
		} else {
			obj[n.Key] = v
		}
	}
	r.pathEnds = r.pathEnds[:base]
	return obj
}

// hasRepeatedKey reports whether two nodes of one level share a key.
func hasRepeatedKey(nodes []*textparse.KVNode) bool {
	if len(nodes) > 16 {
		keys := make(map[string]bool, len(nodes))
		for _, n := range nodes {
			if n == nil || n.Key == "" {
				continue
			}
			if keys[n.Key] {
				return true
			}
			keys[n.Key] = true
		}
		return false
	}
	for i, a := range nodes {
		if a == nil || a.Key == "" {
			continue
		}
		for _, b := range nodes[i+1:] {
			if b != nil && b.Key == a.Key {
				return true
			}
		}
	}
	return false
}

// kvItems returns the values of the Item nodes among nodes (nil when
// there are none), each recorded as a hit under path/i. Items that are
// records ("[high] bug_502 (error)": two fields or more each, for most
// of them) become objects of the fields textparse.ItemFields finds.
func (r *run) kvItems(nodes []*textparse.KVNode, path string, sections []span, key textparse.Span) []any {
	var out []any
	var raws []string
	var offs []int
	for _, n := range nodes {
		if n == nil || !n.Item {
			continue
		}
		out = append(out, n.Value)
		raws = append(raws, r.text[n.ValueSpan.Start:n.ValueSpan.End])
		offs = append(offs, n.ValueSpan.Start)
	}
	if out == nil {
		return nil
	}
	fields := textparse.ItemFieldsList(raws)
	records := 0
	for _, fs := range fields {
		if len(fs) >= 2 {
			records++
		}
	}
	if records*2 > len(raws) {
		for i := range out {
			out[i] = r.itemObject(raws[i], offs[i], pointerIndex(path, i), fields[i])
		}
		return out
	}
	labels := append(append([]span(nil), sections...), span{key.Start, key.End})
	i := 0
	for _, n := range nodes {
		if n != nil && n.Item {
			r.addHit(pointerIndex(path, i), span{n.ValueSpan.Start, n.ValueSpan.End}, labels...)
			i++
		}
	}
	return out
}

// emptyHeadingProse returns the prose under n when parser auto reads n as
// a markdown heading with no value and no children (headingProse).
func (r *run) emptyHeadingProse(n *textparse.KVNode) (int, int, bool) {
	if !r.valueFields || n.Value != "" || len(n.Children) > 0 || n.KeySpan.Start < 0 || n.KeySpan.End > len(r.text) || !headingAt(r.text, n.KeySpan.Start) {
		return 0, 0, false
	}
	return headingProse(r.text, n.KeySpan.End)
}
