package classify

import "github.com/mcpsurvey/mcpsurvey/internal/textline"

// markHints makes neutral the advice a text ends with for the model that
// reads it: a "Next Steps:" (or "Tips:", "Suggestions:") header and the
// list items and prose under it to the end of the text. Servers written
// for agents append such notes to their answers; they do not decide the
// answer's pattern (DESIGN.md §4, "main payload"). Nothing changes when
// the header is the text's first line or a table, JSON or key-value line
// (other than the header's own items) follows it.
func (a *analysis) markHints() {
	n := a.li.count()
	h := -1
	for i := n - 1; i > 0; i-- {
		if a.w[i] > 0 && textline.HintsHeader(a.li.trimmed(i)) {
			h = i
			break
		}
	}
	if h < 0 {
		return
	}
	before := false
	for i := 0; i < h; i++ {
		if a.w[i] > 0 && patternOf(a.kind[i]) != "" {
			before = true
			break
		}
	}
	if !before {
		return
	}
	for i := h + 1; i < n; i++ {
		switch a.kind[i] {
		// kKVList: the items under the header, read as the header's
		// list (a `Section:` over its items) by markHeadedLists
		case kBlank, kProse, kList, kPlainList, kKVList, kNeutral:
		default:
			return
		}
	}
	a.setKind(h, n-1, kNeutral, -1)
}
