package suggest

import (
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract"
)

// looCap bounds the samples a leave-one-out check uses: each fold runs
// the learner once more, so a tool with many samples costs at most
// looCap extra fits (each on looCap-1 samples).
const looCap = 6

// looPrefersAuto checks the learnt config l out of sample: for each of
// the first looCap fitted samples, the learner of pattern is fitted on
// the others and applied to the one left out. It counts the distinct
// scalar leaves (folded) found verbatim in the left-out text that the
// refitted config gives, and those parser auto gives of it. The in-sample
// comparison (autoReadsMore) cannot see a template, item patterns or key
// lists that match their own samples exactly and fail on the next
// output's wording; this one can. Auto is preferred when, summed over the
// folds, the learnt config recovers under two thirds of auto's leaves,
// with a slack of 4 so that a few values do not flip the choice. The
// margin is narrower than the in-sample rule's half: there the config is
// measured on the very samples it was fitted to, which favours it; here
// both read text neither has seen, and a config that gives a third fewer
// of the text's values than auto does on the next output is the worse
// choice. A fold whose learner proposes nothing
// or proposes auto is left out (too few samples for it, not a failure of
// the config); with fewer than two samples there is no check.
func looPrefersAuto(l learnt, pattern string, fitted []decoded, tool string) (bool, string) {
	if l.te == nil || l.parser == extract.ParserAuto || pattern == classify.JSONInText || pattern == "" {
		return false, ""
	}
	ds := fitted
	if len(ds) > looCap {
		ds = ds[:looCap]
	}
	if len(ds) < 2 {
		return false, ""
	}
	ax, err := extract.Compile(&extract.VirtualTool{SourceTool: "loo:auto",
		TextExtraction: &extract.TextExtraction{Enabled: true, AutoDetectJSON: true, Parser: extract.ParserAuto}})
	if err != nil {
		return false, ""
	}
	folds, fitSum, autoSum := 0, 0, 0
	for i, d := range ds {
		rest := make([]decoded, 0, len(ds)-1)
		rest = append(rest, ds[:i]...)
		rest = append(rest, ds[i+1:]...)
		fl := relearn(pattern, rest, tool)
		if fl.te == nil || fl.parser == extract.ParserAuto {
			continue
		}
		if fl.parser == extract.ParserCustomRegex && templateReads(fl.te, rest) {
			addTemplateFallback(fl.te)
		}
		fx, err := extract.Compile(&extract.VirtualTool{SourceTool: "loo:fit", TextExtraction: fl.te})
		if err != nil {
			continue
		}
		text := strings.ToLower(strings.Join(d.texts, "\n"))
		var fv, av any
		if res, err := fx.Apply(d.raw); err == nil {
			fv = res.Value
		}
		if res, err := ax.Apply(d.raw); err == nil {
			av = res.Value
		}
		folds++
		fitSum += verbatimLeaves(fv, text)
		autoSum += verbatimLeaves(av, text)
	}
	if folds == 0 {
		return false, ""
	}
	if 2*autoSum >= 3*fitSum+4 {
		return true, fmt.Sprintf("fitted on the other samples, the %s config reads %d values of each left-out sample (summed over %d), parser auto %d", l.parser, fitSum, folds, autoSum)
	}
	return false, ""
}

// relearn runs the learner of pattern on ds, as Suggest does.
func relearn(pattern string, ds []decoded, tool string) learnt {
	switch pattern {
	case classify.MarkdownList:
		return learnList(ds, tool)
	case classify.KeyValue:
		return learnKV(ds)
	case classify.MarkdownTable:
		return learnTable(ds)
	}
	return learnUnstructured(ds)
}

// verbatimLeaves counts the distinct non-blank scalar leaves of v (folded)
// found in text (folded): values the text holds, not the whole text cut
// otherwise or a default a config fills in.
func verbatimLeaves(v any, text string) int {
	seen := map[string]bool{}
	n := 0
	eachLeaf(v, func(s string) {
		if seen[s] {
			return
		}
		seen[s] = true
		if strings.Contains(text, s) {
			n++
		}
	})
	return n
}
