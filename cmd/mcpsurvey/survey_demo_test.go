package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// TestSurveyBuiltInDemo runs `mcpsurvey survey` without --config: the ten
// built-in demo servers (seed 001's servers with more captured outputs per
// tool) are called often enough for the coverage score to hold outputs
// out, the report files are written, the pattern types stay seed 001's, and
// every suggested output_schema validates every value its config extracts
// from the corpus.
func TestSurveyBuiltInDemo(t *testing.T) {
	t.Setenv("MCPSURVEY_TEST_MAIN", "1") // the built-in servers are this test binary
	dir := t.TempDir()
	stdout, stderr, code := cli(t, "survey", "--out", dir, "--format", "json", "--quiet")
	if code != 0 {
		t.Fatalf("survey: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	var sum surveySummary
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatalf("survey summary: %v\n%s", err, stdout)
	}
	if sum.Configured != 10 || len(sum.Survey.Servers) != 10 || sum.Survey.Denominators.ServersOK != 10 {
		t.Fatalf("servers: %d configured, %d in the survey, %d ok; want 10", sum.Configured, len(sum.Survey.Servers), sum.Survey.Denominators.ServersOK)
	}
	cov := sum.Coverage
	if cov.HeldOut.Total == 0 || cov.HeldOut.Covered == 0 || cov.Tools.Total != 23 {
		t.Errorf("coverage: held out %d/%d, tools %d/%d; want outputs held out and scored for all 23 tools",
			cov.HeldOut.Covered, cov.HeldOut.Total, cov.Tools.Covered, cov.Tools.Total)
	}

	// Seed 001's "Pattern Type" column, as pattern IDs (as in
	// TestSeedSurveyReproduced): the extra outputs keep each server's type.
	wantType := map[string]string{
		"server-filesystem": "structured", "server-memory": "structured", "server-github": "markdown_list",
		"server-puppeteer": "unstructured", "mcp-server-fetch": "unstructured", "server-time": "json_in_text",
		"server-weather": "key_value", "server-database": "markdown_table + markdown_list",
		"server-search": "markdown_list", "server-slack": "unstructured + key_value",
	}
	for _, r := range sum.Survey.Servers {
		if r.PatternType != wantType[r.Server] {
			t.Errorf("%s: pattern type %q, want %q (seed 001)", r.Server, r.PatternType, wantType[r.Server])
		}
	}

	for _, f := range []string{"index.html", "survey.md", "survey.json", "gateway.json", "corpus.db"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("report file %s: missing or empty (%v)", f, err)
		}
	}
	// A PR report for each server with a proposed schema: not for the two
	// declaring outputSchema, nor for fetch (prose: no schema inferred),
	// which the PR index lists with its reason.
	if prs, _ := filepath.Glob(filepath.Join(dir, "prs", "*.md")); len(prs) != 7 {
		t.Errorf("PR reports: %d, want 7 (one per server with a proposed schema)", len(prs))
	}
	if index, _ := os.ReadFile(filepath.Join(dir, "prs.md")); !strings.Contains(string(index), "| mcp-server-fetch | no schema inferred |") {
		t.Errorf("prs.md does not list mcp-server-fetch with its reason:\n%s", index)
	}

	// Every tool answered at least 6 times, with at least 6 different
	// results.
	_, lines := exportAll(t, filepath.Join(dir, "corpus.db"))
	calls := map[string]int{}
	distinct := map[string]map[string]bool{}
	for _, l := range lines {
		if l.Kind == "tool" {
			calls[l.Server+":"+l.Tool] += 0
		}
		if l.Kind != "call" || len(l.Result) == 0 || isErrorResult(l.Result) {
			continue
		}
		key := l.Server + ":" + l.Tool
		calls[key]++
		if distinct[key] == nil {
			distinct[key] = map[string]bool{}
		}
		distinct[key][string(l.Result)] = true
	}
	if len(calls) != 23 {
		t.Errorf("%d tools in the corpus, want 23: %v", len(calls), calls)
	}
	for tool, n := range calls {
		if n < 6 || len(distinct[tool]) < 6 {
			t.Errorf("%s: %d answered calls, %d distinct results; want at least 6 of each", tool, n, len(distinct[tool]))
		}
	}

	// Every suggested output_schema validates every value its config
	// extracts from the corpus.
	gwBytes, err := os.ReadFile(filepath.Join(dir, "gateway.json"))
	if err != nil {
		t.Fatal(err)
	}
	gw, err := extract.LoadGateway(gwBytes, "gateway.json")
	if err != nil {
		t.Fatalf("gateway.json does not load: %v", err)
	}
	checked := 0
	for name, vt := range gw.VirtualTools {
		if len(vt.OutputSchema) == 0 {
			t.Errorf("%s: no output_schema", name)
			continue
		}
		compiled, err := schema.Compile(vt.OutputSchema, "2020-12")
		if err != nil {
			t.Errorf("%s: output_schema does not compile: %v", name, err)
			continue
		}
		server, tool, _ := strings.Cut(vt.SourceTool, ":")
		for _, l := range lines {
			if l.Kind != "call" || l.Server != server || l.Tool != tool || len(l.Result) == 0 || isErrorResult(l.Result) {
				continue
			}
			res, err := extract.Apply(vt, l.Result)
			if err != nil {
				t.Errorf("%s on %s: %v", name, l.ID, err)
				continue
			}
			if res.Value == nil {
				continue // nothing extracted: nothing to validate
			}
			checked++
			if v := compiled.Validate(res.Value); len(v) > 0 {
				t.Errorf("%s: the value extracted from %s does not validate against its output_schema: %v", name, l.ID, v)
			}
		}
	}
	if len(gw.VirtualTools) < 15 || checked < 120 {
		t.Errorf("too little checked: %d virtual tools, %d extracted values", len(gw.VirtualTools), checked)
	}
	t.Logf("coverage: tools %d/%d, held out %d/%d; %d extracted values validated against %d output schemas",
		cov.Tools.Covered, cov.Tools.Total, cov.HeldOut.Covered, cov.HeldOut.Total, checked, len(gw.VirtualTools))
}

// TestSurveyFailOnAndStages: --fail-on decides the exit code from the
// findings (the demo's filesystem and memory servers break a SHOULD:
// MCP2003 warnings, no errors), the text summary names the files, and the
// stages' results are stored in the corpus as the stage commands store
// them (check, suggest and score read back).
func TestSurveyFailOnAndStages(t *testing.T) {
	t.Setenv("MCPSURVEY_TEST_MAIN", "1")
	dir := t.TempDir()
	stdout, stderr, code := cli(t, "survey", "--out", dir, "--quiet", "--fail-on", "warning")
	if code != exitFindings {
		t.Fatalf("--fail-on warning with MCP2003 warnings: exit %d, want %d\n%s", code, exitFindings, stderr)
	}
	for _, want := range []string{"Servers Analyzed", "Pattern Taxonomy", "Coverage", "Findings:", "MCP2003", filepath.Join(dir, "index.html"), "gateway.json"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("text summary lacks %q:\n%s", want, stdout)
		}
	}
	if _, _, code := cli(t, "survey", "--out", dir, "--quiet", "--fail-on", "error"); code != exitOK {
		t.Fatalf("--fail-on error without errors: exit %d", code)
	}
	db := filepath.Join(dir, "corpus.db")
	out, errs, code := cli(t, "check", "--db", db, "--format", "json", "--fail-on", "never")
	if code != exitOK || !strings.Contains(out, "MCP2003") {
		t.Fatalf("check over the survey's corpus: exit %d %s", code, errs)
	}
	out, _, code = cli(t, "suggest", "--db", db, "--format", "json")
	if code != exitOK || !strings.Contains(out, "search_repositories") {
		t.Fatalf("suggest over the survey's corpus: exit %d", code)
	}
	if _, _, code := cli(t, "survey", "--out", dir, "--quiet", "--fail-on", "sometimes"); code != exitUsage {
		t.Fatalf("a bad --fail-on must be a usage error, got %d", code)
	}
}
