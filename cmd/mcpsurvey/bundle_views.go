package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
	"github.com/mcpsurvey/mcpsurvey/report"
)

// Report limits: how much of the corpus one server section shows.
const (
	examplesPerTool = 2
	exampleTextMax  = 4 << 10 // bytes of an example's text in the report
)

// classifyFunc labels one call: classify.Classify in the tool. The stages
// that label calls take it as a parameter, so a test can count how often a
// run classifies (the classify package stays pure and has no hooks).
type classifyFunc func(classify.Input) classify.Label

// toolCalls groups a server's answered calls by tool, with their labels.
type toolCalls struct {
	def    json.RawMessage
	calls  []capture.Call
	labels []classify.Label
	// evidence is a stored label's evidence as stored (JSON), decoded only
	// for the calls the report shows as examples; nil for a label
	// classified here, whose Evidence is set.
	evidence []json.RawMessage
}

// groupCalls groups the answered calls of s by tool, in listed order
// (tools never listed but called come last, by name), with their labels.
// stored holds the stored labels of the current classifier version, one
// entry per call of s (see corpus.CallLabels). A survey has labelled every
// call in its classify stage already: reading those labels (with their
// evidence) instead of classifying again makes it classify each call once
// per run. Calls without a stored label (a corpus never classified, or
// labelled by an older classifier) are classified here with cl and counted
// in classified. When stored does not line up with s.Calls it is ignored
// and every call is classified. known maps each labelled call (a pointer
// into s.Calls) to its label, for the checks.
func groupCalls(s *capture.Server, stored []corpus.CallLabel, cl classifyFunc) (order []string, byTool map[string]*toolCalls, known map[*capture.Call]classify.Label, classified int) {
	if len(stored) != len(s.Calls) {
		stored = nil
	}
	for i := range stored {
		if stored[i].CallID != s.Calls[i].ID {
			stored = nil
			break
		}
	}
	byTool, known = map[string]*toolCalls{}, map[*capture.Call]classify.Label{}
	for _, t := range s.Tools {
		if _, dup := byTool[t.Name]; dup {
			continue
		}
		byTool[t.Name] = &toolCalls{def: t.Def}
		order = append(order, t.Name)
	}
	var extra []string
	for i, c := range s.Calls {
		// An input_required result (MCP 2026-07-28) asks for input: no output.
		if (len(c.Result) == 0 && len(c.Error) == 0) || c.Status == capture.CallInputRequired {
			continue
		}
		tc := byTool[c.Tool]
		if tc == nil {
			tc = &toolCalls{}
			byTool[c.Tool] = tc
			extra = append(extra, c.Tool)
		}
		tc.calls = append(tc.calls, c)
		if stored != nil && stored[i].Label != nil {
			sl := stored[i].Label
			l := classify.Label{Pattern: sl.Pattern, Hybrid: sl.Hybrid, Flags: sl.Flags, Confidence: sl.Confidence, Block: sl.Block}
			tc.labels = append(tc.labels, l)
			tc.evidence = append(tc.evidence, sl.Evidence)
			known[&s.Calls[i]] = l
			continue
		}
		l := cl(classify.Input{Result: c.Result, Error: c.Error, ToolDef: tc.def})
		tc.labels = append(tc.labels, l)
		tc.evidence = append(tc.evidence, nil)
		known[&s.Calls[i]] = l
		classified++
	}
	sort.Strings(extra)
	return append(order, extra...), byTool, known, classified
}

// serverView maps a capture to its report section, without the stages'
// results (suggestions, scores, findings, GitHub facts), which the caller
// adds.
func serverView(s *capture.Server, order []string, byTool map[string]*toolCalls) report.ServerView {
	v := report.ServerView{
		Name: s.Name, Status: s.Status, Error: s.Error, Transport: s.Transport,
		ProtocolVersion: s.ProtocolVersion, Repository: s.Repository, Package: s.Package,
		ServerInfo: strings.TrimSpace(s.ServerName + " " + s.ServerVersion),
		CallPolicy: s.CallPolicy, Sandbox: s.Sandbox,
	}
	var deps map[string]string
	if s.Transport == capture.TransportStdio {
		if p, ok := findLocalPackage(s.Launch); ok {
			deps = p.Deps
			if v.Package == "" {
				v.Package = "npm:" + p.Name + "@" + p.Version
			}
			if v.Repository == "" {
				v.Repository = p.Repository
			}
		}
	}
	v.SDK = report.DetectSDK(s.ServerName, s.ServerVersion, v.Package, s.InitializeResult, deps)
	for _, name := range order {
		v.Tools = append(v.Tools, toolView(name, byTool[name]))
	}
	return v
}

// toolView maps one tool and its calls.
func toolView(name string, tc *toolCalls) report.ToolView {
	tv := report.ToolView{Name: name, Calls: len(tc.calls)}
	var def struct {
		Description  string          `json:"description"`
		OutputSchema json.RawMessage `json:"outputSchema"`
	}
	if len(tc.def) > 0 && json.Unmarshal(tc.def, &def) == nil {
		tv.Description = def.Description
		tv.HasOutputSchema = len(def.OutputSchema) > 0 && string(def.OutputSchema) != "null"
	}
	counts := map[string]int{}
	for i, l := range tc.labels {
		counts[l.Pattern]++
		if l.Pattern == classify.Structured && hasTextBlock(tc.calls[i].Result) {
			tv.Hybrid = true
		}
	}
	tv.Pattern = dominant(counts)
	for i := range tc.calls {
		if len(tv.Examples) == examplesPerTool {
			break
		}
		tv.Examples = append(tv.Examples, exampleView(tc.calls[i], tc.labels[i], tc.evidence[i]))
	}
	return tv
}

// dominant is the pattern with the most calls; ties go to taxonomy order.
func dominant(counts map[string]int) string {
	best, n := "", 0
	for _, p := range classify.Patterns() {
		if counts[p] > n {
			best, n = p, counts[p]
		}
	}
	return best
}

// exampleView shows one call: its text (capped), label and evidence
// (stored, when not nil, is the label's evidence as stored).
func exampleView(c capture.Call, l classify.Label, stored json.RawMessage) report.ExampleView {
	if len(stored) > 0 && json.Unmarshal(stored, &l.Evidence) != nil {
		l.Evidence = nil // unreadable stored evidence: the example shows none
	}
	text, isErr := callText(c)
	ex := report.ExampleView{CallID: c.ID, Arguments: c.Arguments, Bytes: len(text), Pattern: l.Pattern,
		Confidence: l.Confidence, IsError: isErr}
	ex.Text = capUTF8(text, exampleTextMax)
	for _, ev := range l.Evidence {
		line := fmt.Sprintf("%s: lines %d-%d", ev.Pattern, ev.StartLine, ev.EndLine)
		if ev.Note != "" {
			line += " (" + ev.Note + ")"
		}
		ex.Evidence = append(ex.Evidence, line)
	}
	return ex
}

// callText is what a person reads of a call: its result's text (see
// resultText) or the JSON-RPC error; isError reports either failure.
func callText(c capture.Call) (text string, isError bool) {
	if len(c.Result) == 0 {
		return string(c.Error), len(c.Error) > 0
	}
	var r struct {
		IsError bool `json:"isError"`
	}
	_ = json.Unmarshal(c.Result, &r)
	return resultText(c.Result), r.IsError
}

// hasTextBlock reports whether a raw result has a non-empty text block.
func hasTextBlock(raw json.RawMessage) bool {
	var r struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
	}
	if json.Unmarshal(raw, &r) != nil {
		return false
	}
	for _, b := range r.Content {
		if b.Type == "text" && strings.TrimSpace(b.Text) != "" {
			return true
		}
	}
	return false
}

// capUTF8 cuts s to at most n bytes without splitting a UTF-8 sequence.
func capUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
