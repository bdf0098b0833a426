package realout

import (
	"fmt"
	"slices"
	"sort"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// Evaluate measures a labelled set.
//
// Value recall: per (server, tool) the outputs are sorted by the n of their
// id; a config is suggested from the 1st, 3rd, 5th ... (structuredContent
// removed) and applied to the 2nd, 4th ... (structuredContent removed too).
// A measured output's reference values are matched against the scalar
// leaves and the object keys of the extracted value: a map keyed by data
// ({"lab": "127.0.0.1:2242"}, a column list {"email": "varchar"}) carries
// that data in its keys, and a consumer reads it there (issue 14 asks for
// such maps). LeafFound counts the matches among the scalar leaves alone. No suggestion, a config that does not
// compile, or an Apply error counts as nothing found. Tools with one output
// are unmeasured.
//
// Classification agreement: every output's original result (with
// structuredContent) is classified; see Agreed.
func Evaluate(outs []Output) Report {
	var r Report
	byTool := map[[2]string][]Output{}
	for _, o := range outs {
		k := [2]string{o.Server, o.Tool}
		byTool[k] = append(byTool[k], o)
	}
	keys := make([][2]string, 0, len(byTool))
	for k := range byTool {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	pat := map[string]*PatternRow{}
	patRow := func(p string) *PatternRow {
		if pat[p] == nil {
			pat[p] = &PatternRow{Pattern: p}
		}
		return pat[p]
	}
	for _, k := range keys {
		group := byTool[k]
		sort.SliceStable(group, func(i, j int) bool {
			a, _ := group[i].N()
			b, _ := group[j].N()
			return a < b
		})
		row, measured := evalTool(k[0], k[1], group)
		r.Tools = append(r.Tools, row)
		for _, m := range measured {
			r.Found += m.Found
			r.Exact += m.Exact
			r.LeafFound += m.LeafFound
			r.Total += m.Total
			pr := patRow(m.Pattern)
			pr.Found += m.Found
			pr.Total += m.Total
			pr.Measured++
			r.Measured = append(r.Measured, m)
		}
		for _, o := range group {
			got := ClassifierLabel(o)
			ok := Agreed(got, o.Pattern)
			pr := patRow(o.Pattern)
			pr.Outputs++
			r.Outputs++
			if ok {
				pr.Agree++
				r.Agree++
			} else {
				r.Disagreements = append(r.Disagreements, Disagreement{ID: o.ID, Got: got, Want: o.Pattern})
			}
		}
	}
	order := append(classify.Patterns(), PatternError)
	for _, p := range order {
		if pat[p] != nil {
			r.Patterns = append(r.Patterns, *pat[p])
		}
	}
	return r
}

// evalTool fits on the odd positions of group and measures the even ones.
func evalTool(server, tool string, group []Output) (ToolRow, []OutputScore) {
	row := ToolRow{Server: server, Tool: tool, Outputs: len(group)}
	if len(group) < 2 {
		row.Unmeasured = true
		row.Reason = "one output: nothing to measure on"
		return row, nil
	}
	t := suggest.Tool{Server: server, Tool: tool, Def: group[0].ToolDef}
	var test []Output
	for i, o := range group {
		if i%2 == 0 {
			t.Samples = append(t.Samples, suggest.Sample{ID: o.ID, Result: StripStructured(o.Result)})
		} else {
			test = append(test, o)
		}
	}
	row.Fitted = len(t.Samples)
	sug := suggest.Suggest(t)
	row.Parser, row.Reason = sug.Parser, sug.Reason
	var x *extract.Extractor
	if sug.VirtualTool != nil {
		var err error
		if x, err = extract.Compile(sug.VirtualTool); err != nil {
			x = nil
			row.Reason = fmt.Sprintf("suggested config does not compile: %v", err)
		}
	} else if row.Reason == "" {
		row.Reason = "no suggestion"
	}
	var scores []OutputScore
	for _, o := range test {
		if len(o.Values) == 0 {
			continue
		}
		s := OutputScore{ID: o.ID, Pattern: o.Pattern, Total: len(o.Values)}
		if x != nil {
			res, err := x.Apply(StripStructured(o.Result))
			if err != nil {
				s.Err = err.Error()
			} else {
				s.Leaves, s.Keys = parts(res.Value)
				s.Route = res.Account.Parser
				if res.Account.Pattern != "" {
					s.Route += "/" + res.Account.Pattern
				}
			}
		}
		got := append(slices.Clone(s.Leaves), s.Keys...)
		s.Found, s.Missing = Match(got, o.Values)
		s.Exact, _ = MatchExact(got, o.Values)
		s.LeafFound, _ = Match(s.Leaves, o.Values)
		row.Found += s.Found
		row.Total += s.Total
		row.Measured++
		scores = append(scores, s)
	}
	return row, scores
}

// ClassifierLabel is what classify says of o's original result: "error"
// when it marks an error answer (isError, error text, JSON-RPC error), else
// its pattern.
func ClassifierLabel(o Output) string {
	l := classify.Classify(classify.Input{Result: o.Result, ToolDef: o.ToolDef})
	for _, f := range []string{classify.FlagIsError, classify.FlagErrorText, classify.FlagRPCError} {
		if slices.Contains(l.Flags, f) {
			return PatternError
		}
	}
	return l.Pattern
}

// Agreed reports whether the classifier's label got (see ClassifierLabel)
// agrees with the hand label want: equal patterns, or both error. An
// output the classifier marks as an error answer but labelled with a
// pattern disagrees, and so does an error label the classifier gives a
// pattern.
func Agreed(got, want string) bool { return got == want }
