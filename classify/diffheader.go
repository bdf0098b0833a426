package classify

import (
	"bytes"
	"fmt"
)

// diffHeader finds the header pairs of a patch or commit shown with its
// diff: before the diff's first line ("diff --git ", "--- ", "@@ -"),
// blocks separated by blank lines, the first a header block — optionally
// one line of two words ("commit 1a2b…", "tag v1"), then `Key: value`
// lines at the margin (Author:, Date:, From:, Subject:) — and each later
// one another header block or a short message (at most maxMessageLines
// lines) after one. It returns the number of pairs and the last header
// line; pairs < 2 when the text does not start that way. The pairs are the
// record the diff belongs to: the diff is its body (key_value, DESIGN.md
// §4), as a message's headers are.
func diffHeader(li *lineIndex) (pairs, last int) {
	const maxMessageLines = 5
	last = -1
	inBlock, header, blockPairs, blockLines := false, false, 0, 0
	for i := 0; i < li.count(); i++ {
		raw := li.raw(i)
		t := li.trimmed(i)
		if len(t) == 0 {
			inBlock = false
			continue
		}
		if bytes.HasPrefix(raw, []byte("diff --git ")) || bytes.HasPrefix(raw, []byte("--- ")) || bytes.HasPrefix(raw, []byte("@@ -")) {
			if pairs < 2 {
				return 0, -1
			}
			return pairs, last
		}
		kv, isKV := parseKV(t)
		isPair := isKV && kv.value && indentOf(raw) == 0
		if !inBlock {
			// A new block: a header, or a message after a header.
			inBlock, blockPairs, blockLines = true, 0, 0
			header = isPair || (len(bytes.Fields(t)) == 2 && indentOf(raw) == 0 && i+1 < li.count() && func() bool {
				n, ok := parseKV(li.trimmed(i + 1))
				return ok && n.value
			}())
			if !header && pairs == 0 {
				return 0, -1
			}
		}
		blockLines++
		switch {
		case header && isPair:
			blockPairs++
			pairs++
			last = i
		case header && blockLines == 1:
			// the two-word line opening a header
		case header:
			return 0, -1
		case blockLines > maxMessageLines:
			return 0, -1
		}
	}
	return 0, -1
}

// diffHeaderLabel labels a diff under header pairs (see diffHeader).
func diffHeaderLabel(b *blockAnalysis, li *lineIndex, pairs, last int) {
	b.pattern, b.conf = KeyValue, 0.75
	b.lines = li.count()
	b.hybrid = append(b.hybrid, Unstructured)
	b.evidence = append(b.evidence, li.evidence(KeyValue, b.index, 0, last,
		fmt.Sprintf("header of %s over a unified diff (the diff is the record's body)", plural(pairs, "pair"))))
	if last+1 < li.count() {
		b.evidence = append(b.evidence, li.evidence(Unstructured, b.index, last+1, li.count()-1,
			"message and unified diff below the header pairs"))
	}
}
