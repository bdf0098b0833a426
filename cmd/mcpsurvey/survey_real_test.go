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

// TestSurveyRealServersPRSchemasValidate is issue 8's third "done when": a
// survey of the pinned real npm servers plus fixture servers writes PR
// reports whose proposed schemas validate every captured output of those
// tools. The proposed schema of a tool is its gateway entry's
// output_schema; every captured output is run through the entry (text
// extraction, or structuredContent projection) and the value must validate.
func TestSurveyRealServersPRSchemasValidate(t *testing.T) {
	needNPM(t)
	root := t.TempDir()
	for name, body := range map[string]string{
		"notes.txt":  "hello from the corpus\n",
		"todo.md":    "# Todo\n\n1. **write** the report\n2. **ship** it\n",
		"data.csv":   "name,stars\nalpha,12\nbeta,7\n",
		"readme.txt": "Line one.\nLine two.\n",
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	servers := realServersConfig(t, root)
	servers["fixture-good"] = fixtureServer("good", nil)
	servers["fixture-shapes"] = fixtureServer("raw-shapes", nil)
	out := t.TempDir()
	stdout, stderr, code := cli(t, "survey", "--config", writeConfig(t, servers), "--out", out,
		"--calls-per-tool", "3", "--jobs", "4", "--format", "json", "--quiet")
	if code != 0 {
		t.Fatalf("survey: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	var sum surveySummary
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatalf("survey summary: %v\n%s", err, stdout)
	}
	if sum.Survey.Denominators.ServersOK != len(servers) {
		t.Errorf("servers ok: %d of %d", sum.Survey.Denominators.ServersOK, len(servers))
	}

	gwBytes, err := os.ReadFile(filepath.Join(out, "gateway.json"))
	if err != nil {
		t.Fatal(err)
	}
	gw, err := extract.LoadGateway(gwBytes, "gateway.json")
	if err != nil {
		t.Fatalf("the survey's gateway.json does not load: %v", err)
	}
	prs, err := filepath.Glob(filepath.Join(out, "prs", "*.md"))
	if err != nil || len(prs) == 0 {
		t.Fatalf("no PR reports written (%v)", err)
	}
	prText := map[string]string{}
	for _, p := range prs {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		prText[strings.TrimSuffix(filepath.Base(p), ".md")] = string(b)
	}

	_, lines := exportAll(t, filepath.Join(out, "corpus.db"))
	checked, proposed := 0, 0
	for name, vt := range gw.VirtualTools {
		if len(vt.OutputSchema) == 0 {
			continue
		}
		server, tool, _ := strings.Cut(vt.SourceTool, ":")
		compiled, err := schema.Compile(vt.OutputSchema, "2020-12")
		if err != nil {
			t.Errorf("%s: proposed schema does not compile: %v", name, err)
			continue
		}
		// A tool without outputSchema has its schema proposed in its
		// server's PR report.
		if pr, ok := prText[server]; ok && strings.Contains(pr, "`"+tool+"`") {
			proposed++
		}
		for _, l := range lines {
			if l.Kind != "call" || l.Server != server || l.Tool != tool || len(l.Result) == 0 || isErrorResult(l.Result) {
				continue
			}
			res, err := extract.Apply(vt, l.Result)
			if err != nil {
				t.Errorf("%s %s: %v", name, l.ID, err)
				continue
			}
			if res.Value == nil {
				continue // nothing extracted: nothing to validate
			}
			checked++
			if v := compiled.Validate(res.Value); len(v) > 0 {
				t.Errorf("%s: output of %s does not validate against the proposed schema: %v", name, l.ID, v)
			}
		}
	}
	if checked < 10 || proposed == 0 {
		t.Fatalf("too little was checked: %d outputs validated, %d tools proposed in PR reports", checked, proposed)
	}
	t.Logf("%d captured outputs validated against %d proposed schemas (%d in PR reports)", checked, len(gw.VirtualTools), proposed)
}
