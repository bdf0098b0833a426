package report

import (
	"fmt"
	"sort"
	"strings"
)

// This file holds the one rule that decides which servers get an upstream
// PR report (prs/<slug>.md), used by WriteAll, WritePR, the PR index
// (prs.md) and the survey's end summary.
//
// A server gets a PR report when it has something to propose:
//   - a tool without an outputSchema whose proposed schema was inferred
//     from at least MinProposalOutputs usable outputs (answered, not
//     isError, no JSON-RPC error, no text that reads as an error), or
//   - a finding with a concrete, mechanical fix (FixChecks).
//
// Every other server is listed once in the PR index with one reason.

// MinProposalOutputs is the least number of usable outputs a tool's
// proposed outputSchema must be inferred from to appear in a PR report; a
// tool with usable outputs but fewer is "too few samples". One output is
// enough by default: a default survey calls each tool with one argument
// set, and a tool without arguments never has a second distinct one.
const MinProposalOutputs = 1

// Reasons a tool lacking an outputSchema has no proposal, and a server no
// PR report, in the order the reports list them.
const (
	ReasonNotCalled     = "not called"         // no call answered
	ReasonOnlyErrors    = "only errors"        // answered, but every answer was an error
	ReasonTooFewSamples = "too few samples"    // fewer usable outputs than MinProposalOutputs
	ReasonNoSchema      = "no schema inferred" // usable outputs, but no structure a schema describes (prose)
	ReasonHasSchema     = "already declares outputSchema on every tool"
	ReasonNoTools       = "no tools listed" // the server failed or lists no tool
)

// toolReasons orders the tool reasons from least to most surveyed: a
// server without a proposal gets the last reason any of its tools has.
var toolReasons = []string{ReasonNotCalled, ReasonOnlyErrors, ReasonTooFewSamples, ReasonNoSchema}

// FixChecks are the checks whose findings come with a concrete fix a PR
// report spells out: MCP2004, a declared outputSchema whose result text is
// JSON that already validates against it (return it as structuredContent
// too).
var FixChecks = map[string]bool{"MCP2004": true}

// PRPlan is what the PR report of one server proposes, or why it has none.
type PRPlan struct {
	// Proposed are the tools lacking an outputSchema with a schema
	// proposal from usable outputs, in listed order.
	Proposed []*ToolView
	// Lacking counts the tools without an outputSchema.
	Lacking int
	// Unproposed groups the other tools lacking an outputSchema by reason
	// (in toolReasons order, empty groups left out).
	Unproposed []ToolGroup
	// Declared names the tools that already declare an outputSchema.
	Declared []string
	// Fixes are the findings with a concrete fix, one per check and tool.
	Fixes []FixView
	// Reason says why there is no PR report; "" when there is one.
	Reason string
	// Detail backs Reason with counts, e.g. "3 tools only errors, 9 not
	// called"; "" when there is a PR report.
	Detail string
}

// ToolGroup is a set of tools sharing a reason.
type ToolGroup struct {
	Reason string
	Tools  []string
}

// FixView is one check's findings on one tool (or the server, Tool ""),
// with the message of the first.
type FixView struct {
	CheckID, Title, Tool, Message string
	Count                         int
}

// Write reports whether the server gets a PR report.
func (p PRPlan) Write() bool { return p.Reason == "" }

// ProposalReason is why t gets no outputSchema proposal in a PR report, or
// "" when it gets one (or declares an outputSchema already).
func ProposalReason(t *ToolView) string {
	switch {
	case t.HasOutputSchema:
		return ""
	case t.Calls == 0:
		return ReasonNotCalled
	case t.Usable == 0:
		return ReasonOnlyErrors
	case t.Usable < MinProposalOutputs:
		return ReasonTooFewSamples
	case len(t.ProposedSchema) == 0:
		return ReasonNoSchema
	}
	return ""
}

// PlanPR applies the PR-report rule to one server.
func PlanPR(s *ServerView) PRPlan {
	var p PRPlan
	byReason := map[string][]string{}
	for i := range s.Tools {
		t := &s.Tools[i]
		if t.HasOutputSchema {
			p.Declared = append(p.Declared, t.Name)
			continue
		}
		p.Lacking++
		if r := ProposalReason(t); r != "" {
			byReason[r] = append(byReason[r], t.Name)
			continue
		}
		p.Proposed = append(p.Proposed, t)
	}
	for _, r := range toolReasons {
		if len(byReason[r]) > 0 {
			p.Unproposed = append(p.Unproposed, ToolGroup{Reason: r, Tools: byReason[r]})
		}
	}
	p.Fixes = fixes(s)
	switch {
	case len(p.Proposed) > 0 || len(p.Fixes) > 0:
	case len(s.Tools) == 0:
		p.Reason = ReasonNoTools
		if s.Status != "" && s.Status != "ok" {
			p.Detail = "status " + s.Status
		}
	case p.Lacking == 0:
		p.Reason = ReasonHasSchema
		p.Detail = countOf(len(p.Declared), "tool")
	default:
		p.Reason = p.Unproposed[len(p.Unproposed)-1].Reason
		var parts []string
		for i := len(p.Unproposed) - 1; i >= 0; i-- {
			g := p.Unproposed[i]
			parts = append(parts, countOf(len(g.Tools), "tool")+" "+g.Reason)
		}
		if len(p.Declared) > 0 {
			parts = append(parts, countOf(len(p.Declared), "tool")+" with outputSchema")
		}
		p.Detail = strings.Join(parts, ", ")
	}
	return p
}

// fixes collects the server's findings of FixChecks, one per check and
// tool, in first-seen order.
func fixes(s *ServerView) []FixView {
	var out []FixView
	at := map[[2]string]int{}
	add := func(f FindingView) {
		if !FixChecks[f.CheckID] {
			return
		}
		k := [2]string{f.CheckID, f.Tool}
		if i, ok := at[k]; ok {
			out[i].Count++
			return
		}
		at[k] = len(out)
		out = append(out, FixView{CheckID: f.CheckID, Title: f.Title, Tool: f.Tool, Message: f.Message, Count: 1})
	}
	for _, f := range s.Findings {
		add(f)
	}
	for i := range s.Tools {
		for _, f := range s.Tools[i].Findings {
			add(f)
		}
	}
	return out
}

// PRTally counts a bundle's PR reports and the servers without one by
// reason.
type PRTally struct {
	Written int            `json:"written"`
	Skipped map[string]int `json:"skipped"` // reason -> servers
}

// TallyPRs applies PlanPR to every server of b.
func TallyPRs(b *Bundle) PRTally { return tallyPlans(planAll(b)) }

// planAll is PlanPR of every server of b, in order.
func planAll(b *Bundle) []PRPlan {
	plans := make([]PRPlan, len(b.Servers))
	for i := range b.Servers {
		plans[i] = PlanPR(&b.Servers[i])
	}
	return plans
}

// tallyPlans counts plans with a PR report and the others by reason.
func tallyPlans(plans []PRPlan) PRTally {
	t := PRTally{Skipped: map[string]int{}}
	for _, p := range plans {
		if p.Write() {
			t.Written++
		} else {
			t.Skipped[p.Reason]++
		}
	}
	return t
}

// SkippedText is the tally's skipped servers in one phrase, most first
// ("not called (3), only errors (1)"), or "none".
func (t PRTally) SkippedText() string {
	type kv struct {
		reason string
		n      int
	}
	var kvs []kv
	for r, n := range t.Skipped {
		kvs = append(kvs, kv{r, n})
	}
	sort.Slice(kvs, func(i, j int) bool {
		if kvs[i].n != kvs[j].n {
			return kvs[i].n > kvs[j].n
		}
		return kvs[i].reason < kvs[j].reason
	})
	var parts []string
	for _, e := range kvs {
		parts = append(parts, fmt.Sprintf("%s (%d)", e.reason, e.n))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// countOf is "1 tool" or "n tools".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
