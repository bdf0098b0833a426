package suggest

import (
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// autoReadsMore reports whether parser auto reads structure (JSON, a
// table, a list, key-value text, record lines or a grid; not the bare
// text) from a fifth of the usable samples or more (one at least) that
// the learnt config te extracts nothing from: the samples come in
// several forms and te was fitted on one of them (as otherStructure, for
// forms the classifier calls unstructured, such as a CSV file). With no learnt config (te nil), it reports whether auto reads
// structure from more than half of the samples: text of records that no
// one-line template describes (a commit per line, a listing).
func autoReadsMore(te *extract.TextExtraction, ds []decoded) (bool, string) {
	ax, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t",
		TextExtraction: &extract.TextExtraction{Enabled: true, AutoDetectJSON: true, Parser: extract.ParserAuto}})
	if err != nil {
		return false, ""
	}
	var fx *extract.Extractor
	if te != nil {
		if fx, err = extract.Compile(&extract.VirtualTool{SourceTool: "s:t", TextExtraction: te}); err != nil {
			return false, ""
		}
	}
	structured, other, example := 0, 0, ""
	autoLeaves, fitLeaves := 0, 0
	autoDistinct, missed := 0, 0
	for _, d := range ds {
		res, err := ax.Apply(d.raw)
		if err != nil || res.Value == nil || res.Account.Parser == extract.ParsedText || res.Account.Parser == extract.ParsedHeadingSections || isEmptyValue(res.Value) {
			continue
		}
		structured++
		if fx == nil {
			continue
		}
		autoLeaves += scalarLeaves(res.Value)
		if fr, err := fx.Apply(d.raw); err != nil || fr.Value == nil || isEmptyValue(fr.Value) {
			other++
			if example == "" {
				example = d.id
			}
		} else {
			fitLeaves += scalarLeaves(fr.Value)
			a, m := missedLeaves(res.Value, fr.Value)
			autoDistinct += a
			missed += m
		}
	}
	if fx != nil && structured == len(ds) && missed >= 4 && missed*3 >= autoDistinct {
		// a third of the values auto reads the learnt config does not
		// give (the names and ids of records under headings a list
		// learner reads as bullets of one pair each)
		return true, fmt.Sprintf("the %s config misses %d of the %d values parser auto reads of the samples", te.Parser, missed, autoDistinct)
	}
	if fx != nil && structured == len(ds) && autoLeaves >= 2*fitLeaves+4 {
		// the learnt config reads under half of what auto reads of the
		// same samples (a list learner taking two fields of records
		// under headings): take the generic readers'
		return true, fmt.Sprintf("the %s config reads %d values of the samples, parser auto %d", te.Parser, fitLeaves, autoLeaves)
	}
	if fx == nil && structured*2 > len(ds) {
		return true, fmt.Sprintf("parser auto reads records from %d of the %d samples", structured, len(ds))
	}
	if other > 0 && other*5 >= len(ds) {
		return true, fmt.Sprintf("%d of the %d samples (%s …) have another form: the %s config reads nothing of them, parser auto reads structure", other, len(ds), example, te.Parser)
	}
	return false, ""
}

// dumpsInJSON reports whether parser auto reads text inside some
// sample's JSON (Account.Nested): structure in a string member (a
// command's output, a file's content) or a CallToolResult wrapped as
// JSON text; auto_detect_json would hand that text over as one string.
func dumpsInJSON(ds []decoded) bool {
	ax, err := extract.Compile(&extract.VirtualTool{SourceTool: "s:t",
		TextExtraction: &extract.TextExtraction{Enabled: true, AutoDetectJSON: true, Parser: extract.ParserAuto}})
	if err != nil {
		return false
	}
	for _, d := range ds {
		if res, err := ax.Apply(d.raw); err == nil && len(res.Account.Nested) > 0 {
			return true
		}
	}
	return false
}

// scalarLeaves counts the non-blank scalar leaves of v.
func scalarLeaves(v any) int {
	switch x := v.(type) {
	case nil:
		return 0
	case string:
		if strings.TrimSpace(x) == "" {
			return 0
		}
		return 1
	case map[string]any:
		n := 0
		for _, e := range x {
			n += scalarLeaves(e)
		}
		return n
	case []any:
		n := 0
		for _, e := range x {
			n += scalarLeaves(e)
		}
		return n
	}
	return 1
}

// missedLeaves counts the distinct scalar leaves of auto (folded: trimmed,
// lower case) and how many of them fit does not give: not among fit's
// leaves, and neither inside one of them nor holding one (a value cut
// otherwise, "infra)" for "infra", is the same value).
func missedLeaves(auto, fit any) (distinct, missed int) {
	have := map[string]bool{}
	var haves []string
	eachLeaf(fit, func(s string) {
		if !have[s] {
			have[s] = true
			haves = append(haves, s)
		}
	})
	seen := map[string]bool{}
	eachLeaf(auto, func(s string) {
		if seen[s] {
			return
		}
		seen[s] = true
		distinct++
		if have[s] {
			return
		}
		for _, h := range haves {
			if strings.Contains(h, s) || strings.Contains(s, h) {
				return
			}
		}
		missed++
	})
	return distinct, missed
}

// eachLeaf calls f with every non-blank scalar leaf of v, folded.
func eachLeaf(v any, f func(string)) {
	switch x := v.(type) {
	case nil:
	case map[string]any:
		for _, e := range x {
			eachLeaf(e, f)
		}
	case []any:
		for _, e := range x {
			eachLeaf(e, f)
		}
	default:
		if s := strings.ToLower(strings.TrimSpace(fmt.Sprint(x))); s != "" {
			f(s)
		}
	}
}
