package extract

import "github.com/mcpsurvey/mcpsurvey/extract/textparse"

// recordGroups splits one level of key-value nodes into records when the
// pairs repeat as blocks, as search results and listings print them:
//
//	Title: Getting started
//	URL: https://…
//	Score: 0.92
//
//	Title: Persistence
//	URL: https://…
//
// The first repeated pair's key leads each record. rest holds the nodes
// before the first record (a "Found 2 results:" line, a pair whose key
// does not repeat: "Total results: 2"); groups is nil unless
// there are two records or more, each of two pairs or more with no key
// twice and two thirds of all the keys, every node from the first record
// on a plain pair. A level of "new file: a.go" lines (one pair a record)
// is no record block.
func recordGroups(nodes []*textparse.KVNode) (groups [][]*textparse.KVNode, rest []*textparse.KVNode) {
	times := map[string]int{}
	for _, n := range nodes {
		if n != nil && n.Key != "" {
			times[n.Key]++
		}
	}
	lead := -1
	for i, n := range nodes {
		if n == nil || n.Key == "" {
			continue
		}
		if n.Item || len(n.Children) > 0 || n.Value == "" || times[n.Key] == 1 {
			// a header above the records, or a pair of the whole
			// answer ("Total results: 3", then a record a hit)
			rest = append(rest, n)
			continue
		}
		lead = i
		break
	}
	if lead < 0 {
		return nil, nil
	}
	key := nodes[lead].Key
	var cur []*textparse.KVNode
	have := map[string]bool{}
	for _, n := range nodes[lead:] {
		if n == nil || n.Key == "" {
			continue
		}
		if n.Item || len(n.Children) > 0 {
			return nil, nil
		}
		if n.Key == key {
			if cur != nil {
				groups = append(groups, cur)
			}
			cur, have = nil, map[string]bool{}
		}
		if have[n.Key] {
			return nil, nil
		}
		have[n.Key] = true
		cur = append(cur, n)
	}
	groups = append(groups, cur)
	if len(groups) < 2 {
		return nil, nil
	}
	// The records share their fields: each holds two thirds of the keys
	// seen at all. Keys that differ from block to block ("added: a.go",
	// "removed: b.go", "added: c.go") are statuses, values of their own.
	union := map[string]bool{}
	for _, g := range groups {
		for _, n := range g {
			union[n.Key] = true
		}
	}
	for _, g := range groups {
		if len(g) < 2 || len(g)*3 < len(union)*2 {
			return nil, nil
		}
	}
	return groups, rest
}

// kvRecords is kvObject for a level recordGroups splits: the records
// under "items" (or "records" when a pair before them is named so),
// the pairs before them beside it.
func (r *run) kvRecords(groups [][]*textparse.KVNode, rest []*textparse.KVNode, path string, count *int, depth int, sections []span) map[string]any {
	obj := r.kvObject(rest, path, count, depth, sections)
	name := DefaultListField
	if _, clash := obj[name]; clash {
		name = "records"
		if _, clash := obj[name]; clash {
			return nil
		}
	}
	base := pointer(path, name)
	out := make([]any, len(groups))
	for g, grp := range groups {
		rec := r.kvObject(grp, pointerIndex(base, g), count, depth+1, sections)
		out[g] = rec
		if depth == 0 {
			r.kvRecs = append(r.kvRecs, kvRecord{grp[0].KeySpan.Start, pointerIndex(base, g), rec})
		}
	}
	obj[name] = out
	return obj
}

// kvRecord is a record kvRecords read at the top level: where its first
// pair starts, its path and its object.
type kvRecord struct {
	start int
	path  string
	obj   map[string]any
}

// recordBodies gives each top-level record the body paragraphs (see
// kvBodies) between its first pair and the next record's: a commit's
// message under its "Author:" and "Date:" pairs. hits from h0 on are this
// parse's; the records come from r.kvRecs.
func (r *run) recordBodies(h0 int) {
	recs := r.kvRecs
	if len(recs) == 0 {
		return
	}
	paras := r.bodyParas(h0)
	for g, rec := range recs {
		if _, clash := rec.obj[BodyField]; clash {
			continue
		}
		end := len(r.text)
		if g+1 < len(recs) {
			end = recs[g+1].start
		}
		var own []span
		for _, p := range paras {
			if p.start > rec.start && p.end <= end {
				own = append(own, p)
			}
		}
		if len(own) == 0 {
			continue
		}
		vals := make([]any, len(own))
		bp := pointer(rec.path, BodyField)
		for i, p := range own {
			vals[i] = r.text[p.start:p.end]
			r.addHit(pointerIndex(bp, i), p)
		}
		rec.obj[BodyField] = vals
	}
}
