package suggest

import (
	"fmt"

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
	for _, d := range ds {
		res, err := ax.Apply(d.raw)
		if err != nil || res.Value == nil || res.Account.Parser == extract.ParsedText || res.Account.Parser == extract.ParsedHeadingSections || isEmptyValue(res.Value) {
			continue
		}
		structured++
		if fx == nil {
			continue
		}
		if fr, err := fx.Apply(d.raw); err != nil || fr.Value == nil || isEmptyValue(fr.Value) {
			other++
			if example == "" {
				example = d.id
			}
		}
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
