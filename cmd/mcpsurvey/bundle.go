package main

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/score"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
	"github.com/mcpsurvey/mcpsurvey/report"
)

// samplesPerTool bounds the outputs of one tool that suggestion and scoring
// look at in a report, so a report's memory does not grow with the corpus.
const samplesPerTool = 200

// bundleOptions choose what a report shows.
type bundleOptions struct {
	checks  []*check.Check
	score   score.Options
	corpus  string // path shown in the report
	started time.Time
	// classify labels the calls that have no stored label of the current
	// classifier version; nil means classify.Classify.
	classify classifyFunc
}

// bundleResult is a built report and what goes beside it.
type bundleResult struct {
	bundle      *report.Bundle
	gateway     *extract.Gateway
	suggestions []suggest.Suggestion
	scores      score.Report
	findings    []check.Finding
	classified  int // calls labelled while building (no stored label of the current version)
}

// buildBundle reads the latest capture of every server, one server at a
// time, and computes every stage's view of it: labels, checks,
// suggestions (fitted on all of a tool's outputs) and held-out scores.
// The report is derived from the captures alone, so it is the same whether
// or not the stage commands ran before it: labels stored by the current
// classifier version are read (a survey's classify stage stored them, so
// the survey classifies each call once), the other calls are classified
// here, and both give the same labels.
func buildBundle(ctx context.Context, db *corpus.DB, o bundleOptions) (*bundleResult, error) {
	cl := o.classify
	if cl == nil {
		cl = classify.Classify
	}
	sums, err := db.Summaries(ctx, classify.Version)
	if err != nil {
		return nil, err
	}
	b := &report.Bundle{
		Title:       "MCP server survey",
		GeneratedAt: o.started.UTC(),
		ToolVersion: version,
		CorpusPath:  o.corpus,
		Survey:      report.BuildSurvey(classify.Version, sums),
	}
	res := &bundleResult{bundle: b}
	var tools []suggest.Tool
	toolIndex := map[[2]string][2]int{} // server/tool -> server view, tool view
	schemas := check.NewSchemaCache()   // protocol schemas compiled once for all servers (MCP4009)
	err = db.EachServer(ctx, func(s *capture.Server) error {
		stored, err := db.CallLabels(ctx, s.Name, classify.Version)
		if err != nil {
			return err
		}
		order, byTool, known, n := groupCalls(s, stored, cl)
		res.classified += n
		v := serverView(s, order, byTool)
		for ti, name := range order {
			tc := byTool[name]
			st := suggest.Tool{Server: s.Name, Tool: name, Def: tc.def}
			var usable []suggest.Sample
			for i, c := range tc.calls {
				ok := usableOutput(tc.labels[i])
				if ok {
					v.Tools[ti].Usable++
				}
				if len(c.Result) == 0 || len(st.Samples) == samplesPerTool {
					continue
				}
				st.Samples = append(st.Samples, suggest.Sample{ID: c.ID, Result: c.Result, Pattern: tc.labels[i].Pattern})
				if ok {
					usable = append(usable, st.Samples[len(st.Samples)-1])
				}
			}
			if len(st.Samples) == 0 {
				continue
			}
			sug := suggest.Suggest(st)
			res.suggestions = append(res.suggestions, sug)
			applySuggestion(&v.Tools[ti], sug, proposalFor(st, sug, usable), usable)
			tools = append(tools, st)
			toolIndex[[2]string{s.Name, name}] = [2]int{len(b.Servers), ti}
		}
		// The checks label calls too (MCP JSON-in-text rule): they get the
		// labels above rather than classifying the calls a second time.
		labelOf := func(c *capture.Call, in classify.Input) classify.Label {
			if l, ok := known[c]; ok && len(c.Error) == 0 {
				return l
			}
			res.classified++
			return cl(in)
		}
		fs := check.RunTarget(o.checks, check.NewTarget(s, check.Options{Schemas: schemas, Classify: labelOf}))
		res.findings = append(res.findings, fs...)
		addFindings(&v, fs)
		b.Servers = append(b.Servers, v)
		return ctx.Err()
	})
	if err != nil {
		return nil, err
	}
	suggest.Uniquify(res.suggestions)
	res.gateway = suggest.Gateway(res.suggestions)
	// Uniquify may rename: show the final entries.
	for _, sug := range res.suggestions {
		if at, ok := toolIndex[[2]string{sug.Server, sug.Tool}]; ok && sug.VirtualTool != nil {
			b.Servers[at[0]].Tools[at[1]].Suggestion = gatewayEntry(sug)
		}
	}
	res.scores = score.Score(tools, o.score)
	applyScores(b, res.scores, toolIndex)
	b.Findings = summarizeFindings(res.findings)
	b.ROI = parserROI(res.suggestions, res.scores)
	return res, nil
}

// gatewayEntry is a suggestion as it appears in gateway.json: its name
// and virtual_tools entry.
func gatewayEntry(sug suggest.Suggestion) json.RawMessage {
	raw, err := json.MarshalIndent(map[string]*extract.VirtualTool{sug.Name: sug.VirtualTool}, "", "  ")
	if err != nil {
		return nil
	}
	return raw
}

// usableOutput reports whether a labelled call is an output a schema may
// be inferred from: answered, not isError, no JSON-RPC error, and no text
// that reads as an error.
func usableOutput(l classify.Label) bool {
	for _, f := range l.Flags {
		switch f {
		case classify.FlagRPCError, classify.FlagIsError, classify.FlagErrorText:
			return false
		}
	}
	return true
}

// proposalFor is the suggestion a PR report's outputSchema comes from: the
// tool's suggestion when every sample is a usable output, else one fitted
// on the usable samples alone (none when there are none), so error answers
// never shape a proposed schema.
func proposalFor(st suggest.Tool, sug suggest.Suggestion, usable []suggest.Sample) suggest.Suggestion {
	switch {
	case len(usable) == len(st.Samples):
		return sug
	case len(usable) == 0:
		return suggest.Suggestion{Server: st.Server, Tool: st.Tool}
	}
	st.Samples = usable
	return suggest.Suggest(st)
}

// applySuggestion fills a tool view from its gateway suggestion (the
// reason there is none) and its proposal (see proposalFor): the proposed
// schema and a before/after of one real call among the usable samples.
func applySuggestion(tv *report.ToolView, sug, prop suggest.Suggestion, usable []suggest.Sample) {
	if sug.VirtualTool == nil || sug.Fallback {
		tv.SuggestionReason = sug.Reason
	}
	// parser auto as a fallback (no structure the samples showed) is no
	// schema to propose upstream
	if tv.HasOutputSchema || prop.VirtualTool == nil || prop.Fallback || len(prop.Schema) == 0 {
		return
	}
	tv.ProposedSchema = prop.Schema
	if prop.Parser == suggest.ParserStructured {
		return
	}
	for _, smp := range usable {
		r, err := extract.Apply(prop.VirtualTool, smp.Result)
		if err != nil || r.Value == nil || isErrorResult(smp.Result) {
			continue
		}
		after, ok := withStructured(smp.Result, r.Value)
		if !ok {
			continue
		}
		tv.Before, tv.After = json.RawMessage(smp.Result), after
		return
	}
}

// isErrorResult reports whether a raw result has isError: true.
func isErrorResult(raw []byte) bool {
	var r struct {
		IsError bool `json:"isError"`
	}
	return json.Unmarshal(raw, &r) == nil && r.IsError
}

// withStructured returns raw with structuredContent set to v (an object:
// the spec wants one), keeping every other member as captured.
func withStructured(raw []byte, v any) (json.RawMessage, bool) {
	if _, isObj := v.(map[string]any); !isObj {
		return nil, false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil || m == nil {
		return nil, false
	}
	sc, err := json.Marshal(v)
	if err != nil {
		return nil, false
	}
	m["structuredContent"] = sc
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, false
	}
	return out, true
}

// addFindings files a server's findings under the server or its tools.
func addFindings(v *report.ServerView, fs []check.Finding) {
	tools := map[string]int{}
	for i, t := range v.Tools {
		tools[t.Name] = i
	}
	for _, f := range fs {
		fv := findingView(f)
		if i, ok := tools[f.Tool]; ok && f.Tool != "" {
			v.Tools[i].Findings = append(v.Tools[i].Findings, fv)
		}
		v.Findings = append(v.Findings, fv)
	}
}

func findingView(f check.Finding) report.FindingView {
	fv := report.FindingView{CheckID: f.CheckID, Severity: string(f.Severity), Tool: f.Tool, Message: f.Message}
	if c, ok := check.Lookup(f.CheckID); ok {
		fv.Title, fv.SpecRef = c.Title, c.SpecURL
	}
	if len(f.Evidence) > 0 {
		if raw, err := json.Marshal(f.Evidence); err == nil {
			fv.Evidence = capUTF8(string(raw), 2000)
		}
	}
	return fv
}

// summarizeFindings counts findings by severity and by check.
func summarizeFindings(fs []check.Finding) report.FindingsSummary {
	sum := report.FindingsSummary{Total: len(fs), BySeverity: map[string]int{}}
	type agg struct {
		n       int
		servers map[string]bool
	}
	by := map[string]*agg{}
	for _, f := range fs {
		sum.BySeverity[string(f.Severity)]++
		a := by[f.CheckID]
		if a == nil {
			a = &agg{servers: map[string]bool{}}
			by[f.CheckID] = a
		}
		a.n++
		a.servers[f.Server] = true
	}
	for id, a := range by {
		cc := report.CheckCount{ID: id, Count: a.n, Servers: len(a.servers)}
		if c, ok := check.Lookup(id); ok {
			cc.Title, cc.Severity = c.Title, string(c.Severity)
		}
		sum.ByCheck = append(sum.ByCheck, cc)
	}
	sort.Slice(sum.ByCheck, func(i, j int) bool {
		if sum.ByCheck[i].Count != sum.ByCheck[j].Count {
			return sum.ByCheck[i].Count > sum.ByCheck[j].Count
		}
		return sum.ByCheck[i].ID < sum.ByCheck[j].ID
	})
	return sum
}

// applyScores copies the held-out scores into the bundle: headline, per
// server and per tool.
func applyScores(b *report.Bundle, r score.Report, at map[[2]string][2]int) {
	h := r.Headline
	b.Coverage = report.Coverage{
		Definition:      h.Definition,
		Servers:         report.Ratio{Covered: h.ServersExtractable, Total: h.Servers},
		Tools:           report.Ratio{Covered: h.ToolsExtractable, Total: h.Tools},
		Calls:           report.Ratio{Covered: h.CallsExtractable, Total: h.Calls},
		GoalPct:         100 * h.Goal000,
		SeedEstimatePct: 100 * h.Estimate001,
	}
	heldOutCovered := 0
	for _, t := range r.Tools {
		heldOutCovered += int(t.Success*float64(t.HeldOut) + 0.5)
	}
	b.Coverage.HeldOut = report.Ratio{Covered: heldOutCovered, Total: h.HeldOut}
	if h.Truth != nil {
		b.Coverage.GroundTruth = &report.GroundTruth{Calls: h.Truth.Samples, Fields: h.Truth.Fields,
			Precision: h.Truth.Precision, Recall: h.Truth.Recall}
	}
	for _, t := range r.Tools {
		idx, ok := at[[2]string{t.Server, t.Tool}]
		if !ok {
			continue
		}
		b.Servers[idx[0]].Tools[idx[1]].Score = toolScoreView(t)
	}
	servers := map[string]int{}
	for i, s := range b.Servers {
		servers[s.Name] = i
	}
	// A server's coverage counts its measured calls the way the headline
	// does: outputs carrying structuredContent, plus held-out text outputs
	// (covered when their extraction yielded a value).
	type tally struct{ calls, covered, heldOut, heldCovered int }
	per := map[string]*tally{}
	for _, t := range r.Tools {
		ta := per[t.Server]
		if ta == nil {
			ta = &tally{}
			per[t.Server] = ta
		}
		if t.Status == score.StatusStructured {
			ta.calls += t.Structured
			ta.covered += t.Structured
			continue
		}
		hc := int(t.Success*float64(t.HeldOut) + 0.5)
		ta.calls += t.HeldOut
		ta.covered += hc
		ta.heldOut += t.HeldOut
		ta.heldCovered += hc
	}
	for _, s := range r.Servers {
		i, ok := servers[s.Server]
		ta := per[s.Server]
		if !ok || ta == nil {
			continue
		}
		sv := &report.ScoreView{Calls: ta.calls, Covered: ta.covered, HeldOut: ta.heldOut, HeldOutCovered: ta.heldCovered}
		if ta.calls > 0 {
			sv.Pct = 100 * float64(ta.covered) / float64(ta.calls)
		}
		sv.Note = fmt.Sprintf("%d of %d tools extractable", s.ToolsExtractable, s.Tools)
		if s.ToolsTooFew > 0 {
			sv.Note += fmt.Sprintf("; %d with too few samples to score", s.ToolsTooFew)
		}
		if s.Truth != nil {
			p, rc := s.Truth.Precision, s.Truth.Recall
			sv.Precision, sv.Recall = &p, &rc
		}
		b.Servers[i].Coverage = sv
	}
}

func toolScoreView(t score.ToolScore) *report.ScoreView {
	covered := int(t.Success*float64(t.HeldOut) + 0.5)
	sv := &report.ScoreView{Pct: 100 * t.Success, Calls: t.Samples, Covered: covered, HeldOut: t.HeldOut, HeldOutCovered: covered}
	switch t.Status {
	case score.StatusStructured:
		sv.Pct, sv.Covered, sv.Note = 100, t.Samples, "returns structuredContent"
	case score.StatusScored:
		sv.Note = fmt.Sprintf("%s; byte coverage %.0f%%, completeness %.0f%%", t.Parser, 100*t.ByteCoverage, 100*t.Completeness)
	default:
		sv.Note = strings.TrimSpace(t.Status + ": " + t.Reason)
	}
	if t.GroundTruth != nil {
		p, r := t.GroundTruth.Precision, t.GroundTruth.Recall
		sv.Precision, sv.Recall = &p, &r
	}
	return sv
}

// parserROI counts, per suggested parser, the servers, tools and calls it
// covers and the held-out calls it turned into data.
func parserROI(sugs []suggest.Suggestion, r score.Report) []report.ParserROI {
	type key = [2]string
	scored := map[key]score.ToolScore{}
	for _, t := range r.Tools {
		scored[key{t.Server, t.Tool}] = t
	}
	rows := map[string]*report.ParserROI{}
	servers := map[string]map[string]bool{}
	for _, s := range sugs {
		p := s.Parser
		if p == "" {
			p = "none"
		}
		row := rows[p]
		if row == nil {
			row = &report.ParserROI{Parser: p}
			rows[p] = row
			servers[p] = map[string]bool{}
		}
		servers[p][s.Server] = true
		row.Tools++
		t := scored[key{s.Server, s.Tool}]
		row.Calls += t.Samples
		if t.Status == score.StatusStructured {
			row.Covered += t.Samples
		} else {
			row.Covered += int(t.Success*float64(t.HeldOut) + 0.5)
		}
	}
	out := make([]report.ParserROI, 0, len(rows))
	all := map[string]bool{}
	tools, calls := 0, 0
	for p, row := range rows {
		row.Servers = len(servers[p])
		for s := range servers[p] {
			all[s] = true
		}
		tools += row.Tools
		calls += row.Calls
	}
	for _, row := range rows {
		row.OfServers, row.OfTools, row.OfCalls = len(all), tools, calls
		out = append(out, *row)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Calls != out[j].Calls {
			return out[i].Calls > out[j].Calls
		}
		return out[i].Parser < out[j].Parser
	})
	return out
}
