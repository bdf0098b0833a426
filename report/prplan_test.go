package report

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestPlanPRReasons(t *testing.T) {
	schema := []byte(`{"type":"object","properties":{"a":{"type":"string"}}}`)
	fix := FindingView{CheckID: "MCP2004", Severity: "info", Title: "structuredContent missing but derivable from the JSON text",
		Message: "text block 0 is JSON that validates against the outputSchema: return it as structuredContent too"}
	for _, c := range []struct {
		name           string
		s              ServerView
		reason, detail string
		proposed       int
	}{
		{name: "proposal", s: ServerView{Tools: []ToolView{{Name: "a", Calls: 2, Usable: 1, ProposedSchema: schema}, {Name: "b"}}}, proposed: 1},
		{name: "not called", s: ServerView{Tools: []ToolView{{Name: "a"}, {Name: "b"}}},
			reason: ReasonNotCalled, detail: "2 tools not called"},
		// A schema a view carries without usable outputs is not proposed.
		{name: "only errors", s: ServerView{Tools: []ToolView{{Name: "a", Calls: 3, ProposedSchema: schema}, {Name: "b"}, {Name: "c"}, {Name: "d", HasOutputSchema: true}}},
			reason: ReasonOnlyErrors, detail: "1 tool only errors, 2 tools not called, 1 tool with outputSchema"},
		{name: "prose", s: ServerView{Tools: []ToolView{{Name: "a", Calls: 1, Usable: 1}, {Name: "b", Calls: 1}}},
			reason: ReasonNoSchema, detail: "1 tool no schema inferred, 1 tool only errors"},
		{name: "typed", s: ServerView{Tools: []ToolView{{Name: "a", HasOutputSchema: true, Calls: 1, Usable: 1}}},
			reason: ReasonHasSchema, detail: "1 tool"},
		{name: "failed", s: ServerView{Status: "init_failed"}, reason: ReasonNoTools, detail: "status init_failed"},
		{name: "fix only", s: ServerView{Tools: []ToolView{{Name: "a", HasOutputSchema: true, Calls: 2, Usable: 2, Findings: []FindingView{fix, fix}}}}},
	} {
		p := PlanPR(&c.s)
		if p.Reason != c.reason || p.Detail != c.detail || len(p.Proposed) != c.proposed || p.Write() != (c.reason == "") {
			t.Errorf("%s: plan = %q / %q, %d proposed, write %v; want %q / %q, %d proposed",
				c.name, p.Reason, p.Detail, len(p.Proposed), p.Write(), c.reason, c.detail, c.proposed)
		}
		err := WritePR(&bytes.Buffer{}, &c.s, nil)
		if c.reason != "" && (!errors.Is(err, ErrNothingToPropose) || !strings.Contains(err.Error(), c.reason)) {
			t.Errorf("%s: WritePR err = %v, want ErrNothingToPropose naming %q", c.name, err, c.reason)
		}
		if c.reason == "" && err != nil {
			t.Errorf("%s: WritePR: %v", c.name, err)
		}
	}
}

// TestPRFixOnly: a server declaring outputSchema everywhere gets a PR
// report only for a finding with a concrete fix, one line per check and
// tool.
func TestPRFixOnly(t *testing.T) {
	f := FindingView{CheckID: "MCP2004", Title: "structuredContent missing but derivable from the JSON text", Tool: "get",
		Message: "text block 0 is JSON that validates against the outputSchema: return it as structuredContent too"}
	s := ServerView{Name: "typed", Tools: []ToolView{{Name: "get", HasOutputSchema: true, Calls: 2, Usable: 2, Findings: []FindingView{f, f}}}}
	var buf bytes.Buffer
	if err := WritePR(&buf, &s, nil); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	for _, want := range []string{"# Fix the structured output of typed\n", "## Findings with a concrete fix\n",
		"- `get`: `MCP2004` structuredContent missing but derivable from the JSON text (2 calls): text block 0 is JSON",
		"- Already declare an `outputSchema` (1): `get`\n"} {
		if !strings.Contains(md, want) {
			t.Errorf("PR report lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "## Proposed outputSchema") {
		t.Errorf("fix-only report proposes a schema:\n%s", md)
	}
}

func TestPRIndex(t *testing.T) {
	b := sampleBundle()
	var buf bytes.Buffer
	if err := WritePRIndex(&buf, b); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	slugs := ServerSlugs(b.Servers)
	written := 0
	for i := range b.Servers {
		p := PlanPR(&b.Servers[i])
		link := fmt.Sprintf("[prs/%s.md](prs/%s.md)", slugs[i], slugs[i])
		if p.Write() {
			written++
			if !strings.Contains(md, link) {
				t.Errorf("%s: no link %s", b.Servers[i].Name, link)
			}
			continue
		}
		if strings.Contains(md, link) {
			t.Errorf("%s: linked without a PR report", b.Servers[i].Name)
		}
		if row := "| " + mdCell(b.Servers[i].Name) + " | " + p.Reason + " |"; strings.Count(md, row) != 1 {
			t.Errorf("%s: row %q not there exactly once:\n%s", b.Servers[i].Name, row, md)
		}
	}
	if want := fmt.Sprintf("Servers with a PR report in `prs/`: %d of %d.", written, len(b.Servers)); !strings.Contains(md, want) {
		t.Errorf("index lacks %q:\n%s", want, md)
	}
	if tally := TallyPRs(b); tally.Written != written || tally.SkippedText() != "already declares outputSchema on every tool (1), no tools listed (1)" {
		t.Errorf("tally = %+v (%s)", tally, tally.SkippedText())
	}
	for _, bad := range []string{"<script", "<img"} {
		if strings.Contains(md, bad) {
			t.Errorf("%q in the index:\n%s", bad, md)
		}
	}
}

func TestCodeListCap(t *testing.T) {
	var names []string
	for i := 0; i < prNamesMax+5; i++ {
		names = append(names, fmt.Sprint("t", i))
	}
	got := codeList(names)
	if strings.Count(got, "`")/2 != prNamesMax || !strings.HasSuffix(got, "`t19` … and 5 more") {
		t.Errorf("codeList = %q", got)
	}
}
