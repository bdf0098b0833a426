package score

import (
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// maxFailures is how many failing held-out samples a ToolScore names.
const maxFailures = 3

// Score fits and measures every tool and aggregates per server, pattern
// and overall. It never panics on any input: a tool whose scoring fails
// internally gets a Reason saying so.
func Score(tools []suggest.Tool, o Options) Report {
	o = o.withDefaults()
	scores := make([]ToolScore, len(tools))
	calls := make([]callCount, len(tools))
	workers := min(runtime.GOMAXPROCS(0), len(tools))
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				scores[i], calls[i] = safeScoreTool(tools[i], o)
			}
		}()
	}
	for i := range tools {
		next <- i
	}
	close(next)
	wg.Wait()
	order := make([]int, len(tools))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		x, y := scores[order[a]], scores[order[b]]
		if x.Server != y.Server {
			return x.Server < y.Server
		}
		return x.Tool < y.Tool
	})
	r := Report{Options: o}
	var cc []callCount
	for _, i := range order {
		r.Tools = append(r.Tools, scores[i])
		cc = append(cc, calls[i])
	}
	r.Servers, r.Patterns = aggregate(r.Tools)
	r.Headline = headline(r.Tools, r.Servers, cc, o)
	return r
}

// callCount is what a tool adds to the headline's call figures.
type callCount struct{ measured, extractable int }

// safeScoreTool is scoreTool behind a recover.
func safeScoreTool(t suggest.Tool, o Options) (ts ToolScore, cc callCount) {
	defer func() {
		if r := recover(); r != nil {
			ts = ToolScore{Server: t.Server, Tool: t.Tool, Status: StatusNoOutput, Reason: fmt.Sprintf("internal error while scoring: %v", r)}
			cc = callCount{}
		}
	}()
	return scoreTool(t, o)
}

// scoreTool scores one tool.
func scoreTool(t suggest.Tool, o Options) (ToolScore, callCount) {
	ts := ToolScore{Server: t.Server, Tool: t.Tool}
	samples, dups := readSamples(t)
	ts.Samples, ts.Duplicates = len(samples), dups
	if len(samples) == 0 {
		ts.Status = StatusNoOutput
		ts.Reason = fmt.Sprintf("no usable output in %d call(s) (only errors, isError results or non-object results)", len(t.Samples))
		return ts, callCount{}
	}
	var pats []string
	var text []sample // what text extraction is fitted and measured on
	for _, s := range samples {
		pats = append(pats, s.pattern)
		switch {
		case s.hasSC:
			ts.Structured++
			if s.hasText {
				text = append(text, s)
			}
		default:
			text = append(text, s)
		}
	}
	ts.Pattern = dominant(pats)
	allSC := ts.Structured == len(samples)
	cc := callCount{measured: ts.Structured, extractable: ts.Structured}
	if len(text) < o.MinSamples {
		if allSC {
			ts.Status, ts.Extractable = StatusStructured, true
			ts.Parser = suggest.ParserStructured
			ts.Reason = fmt.Sprintf("returns structuredContent; %d result(s) with text, too few (< %d) for a ground-truth check", len(text), o.MinSamples)
			return ts, cc
		}
		ts.Status = StatusTooFew
		ts.Reason = fmt.Sprintf("too few samples: %d distinct usable text output(s), %d needed to fit and hold out", len(text), o.MinSamples)
		return ts, cc
	}
	fitIdx, heldIdx := split(ids(text), o.HoldOut, o.Seed)
	ts.Fitted, ts.HeldOut = len(fitIdx), len(heldIdx)
	def := t.Def
	if ts.Structured > 0 {
		def = stripOutputSchema(def)
	}
	fitTool := suggest.Tool{Server: t.Server, Tool: t.Tool, Def: def}
	for _, i := range fitIdx {
		fitTool.Samples = append(fitTool.Samples, text[i].forText())
	}
	sug := suggest.Suggest(fitTool)
	ts.Parser, ts.Reason = sug.Parser, sug.Reason
	ts.Status = StatusScored
	m := measure(sug, text, heldIdx, fitTool.Samples)
	ts.Success, ts.Completeness, ts.ByteCoverage, ts.LineCoverage, ts.Valid = m.success, m.completeness, m.bytes, m.lines, m.valid
	ts.GroundTruth, ts.Failures = m.truth, m.failures
	if m.reason != "" {
		ts.Reason = m.reason
	}
	for _, i := range heldIdx {
		if !text[i].hasSC {
			cc.measured++
			if m.ok[i] {
				cc.extractable++
			}
		}
	}
	ts.Extractable = allSC || ts.Success >= SuccessBar
	if allSC {
		ts.Status = StatusStructured
	}
	return ts, cc
}

// forText is the sample as text extraction sees it: structuredContent
// hidden, pattern of what is left.
func (s sample) forText() suggest.Sample {
	if s.hasSC {
		return suggest.Sample{ID: s.id, Result: s.text, Pattern: s.textPat}
	}
	return suggest.Sample{ID: s.id, Result: s.raw, Pattern: s.pattern}
}

func ids(ss []sample) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.id
	}
	return out
}

// measured is the outcome of applying a suggestion to the held-out part.
type measured struct {
	success, completeness, bytes, lines, valid float64
	ok                                         map[int]bool // held-out index -> yielded a value
	truth                                      *Truth
	failures                                   []string
	reason                                     string // set when the suggestion could not be applied
}

// measure applies the suggestion to the held-out samples.
func measure(sug suggest.Suggestion, text []sample, held []int, fitted []suggest.Sample) measured {
	m := measured{ok: map[int]bool{}}
	for _, i := range held {
		if text[i].hasSC && m.truth == nil {
			m.truth = &Truth{}
		}
	}
	var x *extract.Extractor
	noValue := "no suggestion"
	if sug.VirtualTool != nil {
		var err error
		if x, err = extract.Compile(sug.VirtualTool); err != nil {
			m.reason = "the suggested config does not compile: " + err.Error()
			noValue = "config does not compile"
		}
	}
	var fields []string
	var validator func(any) bool
	if x != nil {
		fields = fieldSet(sug, x, fitted)
		validator = newValidator(sug.Schema)
	}
	var nOK, nValid int
	var sumComp float64
	for _, i := range held {
		s := text[i]
		if x == nil {
			m.fail(s.id, noValue)
			if s.hasSC {
				compare(m.truth, s.id, s.sc, nil)
			}
			continue
		}
		res, err := x.Apply(s.forText().Result)
		m.bytes += res.Account.ByteCoverage()
		m.lines += res.Account.LineCoverage()
		if err != nil || !nonEmpty(res.Value) || sug.Fallback && !nonEmpty(withoutText(res.Value)) || fellBackToText(res.Account) {
			m.fail(s.id, whyEmpty(res, err))
		} else {
			nOK++
			m.ok[i] = true
			sumComp += completeness(res.Value, fields)
			if validator != nil && validator(res.Value) {
				nValid++
			}
		}
		if s.hasSC {
			compare(m.truth, s.id, s.sc, res.Value)
		}
	}
	if n := float64(len(held)); n > 0 {
		m.success = float64(nOK) / n
		m.bytes /= n
		m.lines /= n
	}
	if nOK > 0 {
		m.completeness = sumComp / float64(nOK)
		m.valid = float64(nValid) / float64(nOK)
	}
	if m.truth != nil {
		m.truth.finish()
	}
	return m
}

// whyEmpty says why a held-out sample yielded no value.
func whyEmpty(res extract.Result, err error) string {
	if err != nil {
		return err.Error()
	}
	why := "empty value"
	if res.Account.Source != "" && res.Account.Source != extract.SourceText {
		why += " (source " + res.Account.Source + ")"
	}
	if len(res.Account.Misses) > 0 {
		mi := res.Account.Misses[0]
		why += ": " + mi.Kind
		if mi.Detail != "" {
			why += " (" + mi.Detail + ")"
		}
	}
	return why
}

func (m *measured) fail(id, why string) {
	if len(m.failures) < maxFailures {
		m.failures = append(m.failures, id+": "+why)
	}
}

// fellBackToText reports an output the config's parser found nothing in
// and whose fallback, parser auto, found no structure either (the text
// and its message tokens): the config did not read it.
func fellBackToText(a extract.Account) bool {
	return a.FellBack != "" && a.Pattern == extract.PatternUnstructured
}
