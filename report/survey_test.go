package report

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

func sampleSums() []corpus.ServerSummary {
	return []corpus.ServerSummary{
		{Name: "db|prod\nmain", Status: "ok", Tools: 3, ToolsCalled: 3, Calls: 3, Labelled: 3, Usable: 3, ToolsUsable: 3,
			PatternTools: map[string]int{"markdown_table": 1, "markdown_list": 1, "key_value": 1},
			PatternCalls: map[string]int{"markdown_table": 1, "markdown_list": 1, "key_value": 1},
			PatternBytes: map[string]int64{"markdown_table": 900, "markdown_list": 200, "key_value": 50}},
		{Name: "memory", Status: "ok", Tools: 2, ToolsWithOutput: 2, ToolsCalled: 2, Calls: 2, Labelled: 2, Usable: 2, ToolsUsable: 2,
			PatternTools: map[string]int{"structured": 2}, PatternCalls: map[string]int{"structured": 2}},
		{Name: "broken", Status: "init_failed", PatternTools: map[string]int{}, PatternCalls: map[string]int{}},
		// A SaaS server with a fake token: every call failed.
		{Name: "saas", Status: "ok", Tools: 10, ToolsCalled: 8, Calls: 7, Labelled: 7, ErrorResultCalls: 7,
			PatternTools: map[string]int{}, PatternCalls: map[string]int{},
			Errors: map[string]int{"is_error": 5, "rpc_error": 1, "error_text": 1, "timeout": 1}},
	}
}

func TestBuildSurvey(t *testing.T) {
	s := BuildSurvey("1", sampleSums())
	if s.Servers[0].PatternType != "markdown_table + markdown_list + key_value" || s.Servers[0].Dominant != "markdown_table" {
		t.Errorf("ties should rank by bytes: %q", s.Servers[0].PatternType)
	}
	if s.Servers[1].OutputSchemaPct != 100 || s.Servers[2].Dominant != "" {
		t.Errorf("rows: %+v", s.Servers)
	}
	d := s.Denominators
	if d.ServersConfigured != 4 || d.ServersOK != 3 || d.ServersUsable != 2 || d.CallsClassified != 12 || d.CallsUsable != 5 || d.CallsMade != 13 || d.CallsErrors != 8 {
		t.Errorf("denominators: %+v", d)
	}
	got := map[string]PatternRow{}
	for _, p := range s.Patterns {
		got[p.Pattern] = p
	}
	if got["structured"].ServerShare != 50 || got["markdown_table"].Servers != 1 || got["structured"].CallShare != 40 || got["unstructured"].Servers != 0 {
		t.Errorf("patterns: %+v", s.Patterns)
	}
	if len(s.Patterns) != 6 {
		t.Errorf("%d pattern rows, want the 6 of the taxonomy", len(s.Patterns))
	}
	// Errors are not a pattern: the failing server has none, and says so.
	saas := s.Servers[3]
	if saas.Dominant != "" || saas.PatternType != NoUsableOutput || saas.ErrorCalls != 8 || got["unstructured"].Calls != 0 {
		t.Errorf("saas row %+v, unstructured %+v", saas, got["unstructured"])
	}
	errs := map[string]ErrorRow{}
	for _, e := range s.Errors {
		errs[e.Form] = e
	}
	if errs["is_error"].Calls != 5 || errs["is_error"].CallShare != Share(5, 13) || errs["timeout"].Servers != 1 || len(s.Errors) != len(ErrorForms) {
		t.Errorf("errors: %+v", s.Errors)
	}
}

func TestSurveyRendering(t *testing.T) {
	s := BuildSurvey("1", sampleSums())
	var md, txt, js bytes.Buffer
	if err := s.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), `db\|prod<br>main`) {
		t.Errorf("markdown cell not escaped:\n%s", md.String())
	}
	for _, line := range strings.Split(md.String(), "\n") {
		if strings.HasPrefix(line, "| db") && strings.Count(line, " | ")+2 != 8 {
			t.Errorf("row split by an unescaped pipe: %q", line)
		}
	}
	if err := s.WriteText(&txt); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(txt.String(), "Servers Analyzed") || !strings.Contains(txt.String(), "+--") {
		t.Errorf("text tables:\n%s", txt.String())
	}
	if err := s.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back Survey
	for _, want := range []string{"Error answers", "5 is_error, 1 rpc_error, 1 error_text, 1 timeout", "- (no usable output)", "(5/13)", "calls made"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil || len(back.Servers) != 4 || len(back.Errors) != len(ErrorForms) {
		t.Errorf("json: %v", err)
	}
}

// TestSurveySharesAreHonest: over random corpora, every share is within
// 0–100% and every numerator is at most its denominator.
func TestSurveySharesAreHonest(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for iter := 0; iter < 500; iter++ {
		var sums []corpus.ServerSummary
		for i := 0; i < rng.IntN(12); i++ {
			sum := corpus.ServerSummary{Name: "s" + strconv.Itoa(i), Status: []string{"ok", "ok", "crashed"}[rng.IntN(3)],
				PatternTools: map[string]int{}, PatternCalls: map[string]int{}, PatternBytes: map[string]int64{}, Errors: map[string]int{}}
			sum.Tools = rng.IntN(20)
			sum.ToolsWithOutput = rng.IntN(sum.Tools + 1)
			tools := rng.IntN(sum.Tools + 1)
			sum.ToolsCalled = tools
			for tl := 0; tl < tools; tl++ {
				p := Taxonomy[rng.IntN(len(Taxonomy))]
				n := rng.IntN(4)
				if n > 0 {
					sum.PatternTools[p]++
					sum.PatternCalls[p] += n
					sum.PatternBytes[p] += int64(rng.IntN(1000))
					sum.Usable += n
					sum.ToolsUsable++
				}
				if rng.IntN(2) == 0 {
					sum.Errors[ErrorForms[rng.IntN(len(ErrorForms))].Form] += 1 + rng.IntN(3)
				}
			}
			sum.Labelled = sum.Usable
			sum.Calls = sum.Usable
			sums = append(sums, sum)
		}
		s := BuildSurvey("1", sums)
		d := s.Denominators
		check := func(what string, share float64, n, of int) {
			if share < 0 || share > 100 || n > of || n < 0 {
				t.Fatalf("iteration %d: %s: %v%% (%d/%d)", iter, what, share, n, of)
			}
		}
		for _, p := range s.Patterns {
			check(p.Pattern+" servers", p.ServerShare, p.Servers, d.ServersUsable)
			check(p.Pattern+" dominant", Share(p.Dominant, d.ServersUsable), p.Dominant, d.ServersUsable)
			check(p.Pattern+" calls", p.CallShare, p.Calls, d.CallsUsable)
		}
		for _, e := range s.Errors {
			check(e.Form, e.CallShare, e.Calls, d.CallsMade)
			check(e.Form+" servers", Share(e.Servers, d.ServersConfigured), e.Servers, d.ServersConfigured)
		}
		for _, r := range s.Servers {
			check(r.Server+" outputSchema", r.OutputSchemaPct, r.ToolsWithOutput, r.Tools)
		}
		check("usable calls", Share(d.CallsUsable, d.CallsMade), d.CallsUsable, d.CallsMade)
		check("usable servers", Share(d.ServersUsable, d.ServersConfigured), d.ServersUsable, d.ServersConfigured)
	}
}
