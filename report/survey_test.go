package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

func sampleSums() []corpus.ServerSummary {
	return []corpus.ServerSummary{
		{Name: "db|prod\nmain", Status: "ok", Tools: 3, ToolsCalled: 3, Calls: 3, Labelled: 3,
			PatternTools: map[string]int{"markdown_table": 1, "markdown_list": 1, "key_value": 1},
			PatternCalls: map[string]int{"markdown_table": 1, "markdown_list": 1, "key_value": 1},
			PatternBytes: map[string]int64{"markdown_table": 900, "markdown_list": 200, "key_value": 50}},
		{Name: "memory", Status: "ok", Tools: 2, ToolsWithOutput: 2, ToolsCalled: 2, Calls: 2, Labelled: 2,
			PatternTools: map[string]int{"structured": 2}, PatternCalls: map[string]int{"structured": 2}},
		{Name: "broken", Status: "init_failed", PatternTools: map[string]int{}, PatternCalls: map[string]int{}},
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
	if d.ServersConfigured != 3 || d.ServersOK != 2 || d.ServersClassified != 2 || d.CallsClassified != 5 {
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
		if strings.HasPrefix(line, "| db") && strings.Count(line, " | ")+2 != 6 {
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
	if err := json.Unmarshal(js.Bytes(), &back); err != nil || len(back.Servers) != 3 {
		t.Errorf("json: %v", err)
	}
}
