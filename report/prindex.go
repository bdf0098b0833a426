package report

import (
	"bufio"
	"fmt"
	"io"
	"sort"
)

// PRIndexFile is the PR index a report run writes next to prs/.
const PRIndexFile = "prs.md"

// WritePRIndex writes the PR index (prs.md): the rule, every server with a
// PR report (linked, with what it proposes) and every other server once,
// with the reason it has none. Every server-provided string is escaped.
func WritePRIndex(w io.Writer, b *Bundle) error {
	bw := bufio.NewWriter(w)
	slugs := ServerSlugs(b.Servers)
	plans := planAll(b)
	tally := tallyPlans(plans)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p("# Upstream PR reports\n\n")
	p("Servers with a PR report in `prs/`: %d of %d. A server gets one when a tool without an `outputSchema` "+
		"has a schema inferred from at least %s (answered, not `isError`, no JSON-RPC error, no text that reads as an error), "+
		"or when a finding has a concrete fix (%s).",
		tally.Written, len(b.Servers), countOf(MinProposalOutputs, "usable output"), fixCheckList())
	if n := len(b.Servers) - tally.Written; n > 0 {
		p(" No PR report for %s: %s.", countOf(n, "server"), tally.SkippedText())
	}
	p("\n\n")
	if tally.Written > 0 {
		p("| Server | PR report | Proposes |\n|---|---|---|\n")
		for i := range b.Servers {
			pl := plans[i]
			if !pl.Write() {
				continue
			}
			var what string
			if n := len(pl.Proposed); n > 0 {
				what = fmt.Sprintf("outputSchema for %d of %d tools lacking one", n, pl.Lacking)
			}
			if n := len(pl.Fixes); n > 0 {
				if what != "" {
					what += "; "
				}
				what += countOf(n, "finding") + " with a concrete fix"
			}
			p("| %s | [prs/%s.md](prs/%s.md) | %s |\n", mdCell(b.Servers[i].Name), slugs[i], slugs[i], what)
		}
		p("\n")
	}
	if tally.Written < len(b.Servers) {
		p("## No PR report\n\n")
		p("| Server | Reason | Tools |\n|---|---|---|\n")
		for _, r := range append(append([]string{}, toolReasons...), ReasonHasSchema, ReasonNoTools) {
			for i := range b.Servers {
				if pl := plans[i]; !pl.Write() && pl.Reason == r {
					p("| %s | %s | %s |\n", mdCell(b.Servers[i].Name), r, mdCell(pl.Detail))
				}
			}
		}
		p("\n")
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("report: PR index: %w", err)
	}
	return nil
}

// fixCheckList names FixChecks in ID order, as code spans.
func fixCheckList() string {
	ids := make([]string, 0, len(FixChecks))
	for id := range FixChecks {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return codeList(ids)
}
