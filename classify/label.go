package classify

import (
	"fmt"
	"slices"
)

// classifyResult labels a valid result object.
func classifyResult(in Input, res parsedResult) Label {
	raw := res.raw
	var l Label
	l.Block = -1
	addFlag := func(flag string, p *rawPiece, note string) {
		l.Flags = append(l.Flags, flag)
		s, e := 0, len(raw)
		if p != nil {
			s, e = p.start, p.end
		} else {
			s, e = trimmedSpan(raw)
		}
		l.Evidence = append(l.Evidence, rawEvidence(raw, flag, s, e, note))
	}

	// Analyse every text block.
	blocks := make([]blockAnalysis, len(res.blocks))
	for k, tb := range res.blocks {
		blocks[k] = analyzeText(tb.index, tb.text)
	}
	empty := true
	for _, b := range blocks {
		if !b.empty {
			empty = false
		}
	}
	primary := choosePrimary(blocks)

	switch {
	case res.structured != nil:
		l.Pattern, l.Confidence = Structured, 1
		l.Evidence = append(l.Evidence, rawEvidence(raw, Structured, res.structured.start, res.structured.end,
			"result carries structuredContent ("+jsonKind(raw[res.structured.start])+")"))
		for _, b := range blocks {
			if b.empty {
				continue
			}
			if b.pattern != Unstructured {
				l.Hybrid = append(l.Hybrid, b.pattern)
			}
			l.Flags = append(l.Flags, b.flags...)
			if len(b.evidence) > 0 {
				ev := b.evidence[0]
				ev.Note = fmt.Sprintf("text block %d is %s: %s", b.index, b.pattern, ev.Note)
				l.Evidence = append(l.Evidence, ev)
			}
		}
		if empty {
			addFlag(FlagEmpty, res.content, "structuredContent but no text content")
		}
	case empty:
		l.Pattern, l.Confidence = Unstructured, 1
		note := "no text content"
		switch {
		case res.content == nil:
			note = "result has no content member"
		case len(res.blocks) > 0:
			note = fmt.Sprintf("%d text block(s), all empty", len(res.blocks))
		case res.contentSize > 0:
			note = fmt.Sprintf("no text block among %d content block(s)", res.contentSize)
		}
		addFlag(FlagEmpty, res.content, note)
	default:
		pb := blocks[primary]
		l.Pattern, l.Confidence, l.Block = pb.pattern, pb.conf, pb.index
		l.Hybrid = append(l.Hybrid, pb.hybrid...)
		l.Flags = append(l.Flags, pb.flags...)
		l.Evidence = append(l.Evidence, pb.evidence...)
		if len(blocks) > 1 {
			l.Evidence = append(l.Evidence, choiceEvidence(res, blocks, primary))
		}
		for k, b := range blocks {
			if k == primary || b.empty {
				continue
			}
			if b.pattern != Unstructured || b.lines > maxEdgeLines {
				l.Hybrid = append(l.Hybrid, b.pattern)
			}
			l.Flags = append(l.Flags, b.flags...)
		}
	}

	if len(res.blocks) >= 2 {
		l.Flags = append(l.Flags, FlagMultiBlock)
	}
	if !empty && blocks[primary].size > maxAnalyze {
		l.Flags = append(l.Flags, FlagLong)
	}
	if res.isError != nil {
		addFlag(FlagIsError, res.isError, "isError: true")
	} else if ev, ok := errorAnswer(res, primary, empty); ok {
		l.Flags = append(l.Flags, FlagErrorText)
		l.Evidence = append(l.Evidence, ev)
	}
	for _, p := range res.nonText {
		addFlag(p.name, &p, "non-text content block: "+p.name[len("content:"):])
	}
	for _, p := range res.dual {
		addFlag(FlagDualMode, &p, fmt.Sprintf("non-standard top-level member %q (seed 002 dual-mode shape)", p.name))
	}
	if res.badContent != "" {
		addFlag(FlagInvalidResult, res.content, res.badContent)
	}
	if res.structured == nil && len(in.ToolDef) > 0 && hasOutputSchema(in.ToolDef) {
		addFlag(FlagOutputSchemaWithoutStructured, nil, "the tool declares an outputSchema but the result has no structuredContent")
	}
	return l
}

// choosePrimary picks the block that decides: among blocks with a pattern
// other than unstructured the one with the most bytes, else the longest
// (the first on ties). Returns -1 when there are no blocks.
func choosePrimary(blocks []blockAnalysis) int {
	best := -1
	for k, b := range blocks {
		if !b.empty && b.pattern != Unstructured && (best < 0 || b.size > blocks[best].size) {
			best = k
		}
	}
	if best >= 0 {
		return best
	}
	for k, b := range blocks {
		if best < 0 || b.size > blocks[best].size {
			best = k
		}
	}
	return best
}

// choiceEvidence explains which block decided, over that block's text.
func choiceEvidence(res parsedResult, blocks []blockAnalysis, primary int) Evidence {
	pb := blocks[primary]
	var others []string
	structuredOthers := false
	for k, b := range blocks {
		if k == primary {
			continue
		}
		what := b.pattern
		if b.empty {
			what = "empty"
		} else if b.pattern != Unstructured {
			structuredOthers = true
		}
		others = append(others, fmt.Sprintf("block %d: %s, %d bytes", b.index, what, b.size))
	}
	why := "the longest text block"
	if pb.pattern != Unstructured {
		why = "the largest block with a pattern"
		if !structuredOthers {
			why = "the only block with a pattern"
		}
	}
	note := fmt.Sprintf("block %d of %d text blocks decides (%s, %d bytes): %s; others: %s",
		pb.index, len(blocks), pb.pattern, pb.size, why, joinClip(others))
	text := res.blocks[primary].text
	li := newLineIndex(text)
	s, e := li.span(0, li.count()-1)
	return byteEvidence(li, pb.pattern, pb.index, s, e, note)
}

func joinClip(parts []string) string {
	const max = 6
	out := slices.Clone(parts)
	if len(out) > max {
		out = append(out[:max], fmt.Sprintf("… %d more", len(parts)-max))
	}
	s := ""
	for k, p := range out {
		if k > 0 {
			s += "; "
		}
		s += p
	}
	return s
}
