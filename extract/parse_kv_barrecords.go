package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// splitBarRecords returns nodes with each pair whose value carries more
// pairs after " | " ("To: a@x | Subject: Seats | Status: opened") cut into
// one node a pair, when two or more nodes of the level do so under one
// key: lines (or bullets) that are records written on one line each.
// Read as one pair with the rest in its value, the records' later lines
// lost their pairs (their keys were taken by the first line's); cut, the
// repeated keys make records (kvRecords). nodes is returned unchanged
// otherwise, and nodes is never modified.
func splitBarRecords(text string, nodes []*textparse.KVNode) []*textparse.KVNode {
	return splitBarRecordsDepth(text, nodes, 0)
}

// maxBarRecordsDepth bounds the section levels splitBarRecords descends.
const maxBarRecordsDepth = 16

func splitBarRecordsDepth(text string, nodes []*textparse.KVNode, depth int) []*textparse.KVNode {
	if depth < maxBarRecordsDepth {
		// a section's own lines first ("Found 2 emails:" over the records)
		var copied []*textparse.KVNode
		for i, n := range nodes {
			if n == nil || len(n.Children) == 0 {
				continue
			}
			kids := splitBarRecordsDepth(text, n.Children, depth+1)
			if len(kids) == len(n.Children) {
				continue
			}
			if copied == nil {
				copied = append([]*textparse.KVNode(nil), nodes...)
			}
			c := *n
			c.Children = kids
			copied[i] = &c
		}
		if copied != nil {
			nodes = copied
		}
	}
	// the first key that two bar-records of this level share (no map:
	// most levels hold none, and this runs for every section)
	split := ""
	for i, n := range nodes {
		if n == nil || n.Key == "" || len(n.Children) > 0 || !barPairsIn(text, n) {
			continue
		}
		for _, m := range nodes[i+1:] {
			if m != nil && m.Key == n.Key && len(m.Children) == 0 && barPairsIn(text, m) {
				split = n.Key
				break
			}
		}
		if split != "" {
			break
		}
	}
	if split == "" {
		return nodes
	}
	out := make([]*textparse.KVNode, 0, 3*len(nodes))
	for _, n := range nodes {
		if n == nil || n.Key != split || len(n.Children) > 0 || !barPairsIn(text, n) {
			out = append(out, n)
			continue
		}
		pieces := splitPiecesAt(text, span{n.ValueSpan.Start, n.ValueSpan.End}, " | ")
		first := *n
		first.ValueSpan = textparse.Span{Start: pieces[0].val.start, End: pieces[0].val.end}
		first.Value = text[pieces[0].val.start:pieces[0].val.end]
		out = append(out, &first)
		for _, q := range pieces[1:] {
			out = append(out, &textparse.KVNode{
				Key:       unbolded(text[q.key.start:q.key.end]),
				Value:     text[q.val.start:q.val.end],
				KeySpan:   textparse.Span{Start: q.key.start, End: q.key.end},
				ValueSpan: textparse.Span{Start: q.val.start, End: q.val.end},
				Line:      n.Line,
			})
		}
	}
	return out
}

// barPairsIn reports whether the raw value of node n is a value followed
// by pairs parted by " | ", each with a key.
func barPairsIn(text string, n *textparse.KVNode) bool {
	s, e := n.ValueSpan.Start, n.ValueSpan.End
	if s < 0 || e > len(text) || s >= e || !strings.Contains(n.Value, "|") || !strings.Contains(text[s:e], " | ") {
		return false
	}
	pieces := splitPiecesAt(text, span{s, e}, " | ")
	if len(pieces) < 2 {
		return false
	}
	for _, q := range pieces[1:] {
		if q.key.end <= q.key.start || q.val.end <= q.val.start {
			return false
		}
	}
	return true
}
