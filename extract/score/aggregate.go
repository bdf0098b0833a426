package score

import (
	"fmt"
	"sort"
)

// aggregate groups tool scores per server and per dominant pattern.
func aggregate(tools []ToolScore) ([]ServerScore, []PatternScore) {
	servers := map[string]*ServerScore{}
	patterns := map[string]*PatternScore{}
	sums := map[*Aggregate]*sum{}
	for _, t := range tools {
		s := servers[t.Server]
		if s == nil {
			s = &ServerScore{Server: t.Server}
			servers[t.Server] = s
			sums[&s.Aggregate] = &sum{}
		}
		sums[&s.Aggregate].add(&s.Aggregate, t)
		if t.Status == StatusNoOutput {
			continue
		}
		p := patterns[t.Pattern]
		if p == nil {
			p = &PatternScore{Pattern: t.Pattern}
			patterns[t.Pattern] = p
			sums[&p.Aggregate] = &sum{}
		}
		sums[&p.Aggregate].add(&p.Aggregate, t)
	}
	for a, s := range sums {
		s.finish(a)
	}
	var ss []ServerScore
	for _, s := range servers {
		s.Extractable = s.Tools > 0 && s.ToolsExtractable == s.Tools
		ss = append(ss, *s)
	}
	sort.Slice(ss, func(i, j int) bool { return ss[i].Server < ss[j].Server })
	var ps []PatternScore
	for _, p := range patterns {
		ps = append(ps, *p)
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Pattern < ps[j].Pattern })
	return ss, ps
}

// sum accumulates held-out-weighted means.
type sum struct{ success, completeness, bytes, lines, okWeight float64 }

func (s *sum) add(a *Aggregate, t ToolScore) {
	if t.Status == StatusNoOutput {
		return
	}
	a.Tools++
	if t.Extractable {
		a.ToolsExtractable++
	}
	switch t.Status {
	case StatusTooFew:
		a.ToolsTooFew++
	}
	if t.Structured == t.Samples {
		a.ToolsStructured++
	}
	if t.HeldOut == 0 {
		return
	}
	w := float64(t.HeldOut)
	a.HeldOut += t.HeldOut
	s.success += w * t.Success
	s.bytes += w * t.ByteCoverage
	s.lines += w * t.LineCoverage
	ok := w * t.Success // completeness is a mean over the samples that yielded a value
	s.completeness += ok * t.Completeness
	s.okWeight += ok
	if t.GroundTruth != nil {
		if a.Truth == nil {
			a.Truth = &Truth{}
		}
		a.Truth.add(t.GroundTruth)
	}
}

func (s *sum) finish(a *Aggregate) {
	if a.HeldOut > 0 {
		n := float64(a.HeldOut)
		a.Success, a.ByteCoverage, a.LineCoverage = s.success/n, s.bytes/n, s.lines/n
	}
	if s.okWeight > 0 {
		a.Completeness = s.completeness / s.okWeight
	}
	if a.Truth != nil {
		a.Truth.finish()
	}
}

// add sums the counts of o into t (mismatches are kept up to the limit).
func (t *Truth) add(o *Truth) {
	t.Samples += o.Samples
	t.Fields += o.Fields
	t.TruePositive += o.TruePositive
	t.FalsePositive += o.FalsePositive
	t.FalseNegative += o.FalseNegative
	for _, m := range o.Mismatches {
		if len(t.Mismatches) >= maxMismatches {
			break
		}
		t.Mismatches = append(t.Mismatches, m)
	}
}

// headline computes the figures that answer the seeds' claims.
func headline(tools []ToolScore, servers []ServerScore, calls []callCount, o Options) Headline {
	h := Headline{Goal000: Goal000, Estimate001: Estimate001}
	for _, s := range servers {
		if s.Tools == 0 {
			h.ServersNoOutput++
			continue
		}
		h.Servers++
		if s.Extractable {
			h.ServersExtractable++
		} else if s.ToolsExtractable+s.ToolsTooFew == s.Tools {
			h.ServersUnproven++
		}
	}
	for i, t := range tools {
		h.Calls += calls[i].measured
		h.CallsExtractable += calls[i].extractable
		if t.Status == StatusNoOutput {
			continue
		}
		h.Tools++
		h.HeldOut += t.HeldOut
		if t.Extractable {
			h.ToolsExtractable++
		}
		if t.Status == StatusTooFew {
			h.ToolsTooFew++
		}
		if t.GroundTruth != nil {
			if h.Truth == nil {
				h.Truth = &Truth{}
			}
			h.Truth.add(t.GroundTruth)
		}
	}
	if h.Truth != nil {
		h.Truth.finish()
	}
	h.ServerShare = ratio(h.ServersExtractable, h.Servers)
	h.ToolShare = ratio(h.ToolsExtractable, h.Tools)
	h.CallShare = ratio(h.CallsExtractable, h.Calls)
	h.Definition = definition(o)
	return h
}

// definition says in words what "turns into structured data" means here.
func definition(o Options) string {
	return fmt.Sprintf(`A usable output is an answered call whose result is a JSON object without isError; identical results of one tool count once. `+
		`A tool turns into structured data when every usable output carries structuredContent, or when a text_extraction config suggested from %.0f%% of its distinct text outputs `+
		`yields a non-empty value (at least one non-blank scalar) on at least %.0f%% of the held-out rest (split by a hash of the call id; fitted samples are never measured). `+
		`Tools with fewer than %d distinct usable text outputs are not proven either way and count as NOT extractable (tools_too_few). `+
		`A server turns into structured data when it has usable output and every tool with usable output does; servers without usable output are left out (servers_no_output); `+
		`servers_unproven fail only for lack of samples. `+
		`Calls: the measured calls are the distinct usable calls carrying structuredContent plus the held-out text calls; a call counts when it carries structuredContent or its held-out extraction yields a non-empty value. `+
		`Ground truth: results carrying both structuredContent and text have the structuredContent hidden (and the tool's outputSchema), the config is fitted on the fitted part's text only, `+
		`and the held-out texts' extracted leaves are compared with the structuredContent's leaves (same array positions and folded key name; numbers compared numerically, strings trimmed).`,
		(1-o.HoldOut)*100, SuccessBar*100, o.MinSamples)
}
