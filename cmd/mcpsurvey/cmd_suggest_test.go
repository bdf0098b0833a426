package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// seedCorpus imports the seed-001 example corpora into a new database.
func seedCorpus(t *testing.T) string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "internal", "fixture", "seed001", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("seed corpora: %v", err)
	}
	db := filepath.Join(t.TempDir(), "c.db")
	args := append([]string{"corpus", "import", "--db", db}, files...)
	if _, errs, code := cli(t, args...); code != 0 {
		t.Fatalf("import: exit %d: %s", code, errs)
	}
	return db
}

type suggestReport struct {
	Version string          `json:"suggester_version"`
	Tools   []suggestTool   `json:"tools"`
	Gateway json.RawMessage `json:"gateway"`
}

func TestSuggestSeedCorpus(t *testing.T) {
	db := seedCorpus(t)
	out := filepath.Join(t.TempDir(), "gateway.json")
	stdout, errs, code := cli(t, "suggest", "--db", db, "--out", out)
	if code != 0 {
		t.Fatalf("suggest: exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"server-github/search_repositories", "markdown_numbered_list", "description, name, stars, url",
		"server-weather/get_weather", "key_value_pairs", "server-database/query", "markdown_table",
		"server-time/get_current_time", "auto_detect_json", "server-slack/search_messages", "unstructured",
		"gateway written to " + out,
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("summary lacks %q:\n%s", want, stdout)
		}
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	g, err := extract.LoadGateway(b, out)
	if err != nil {
		t.Fatalf("the written gateway does not load: %v", err)
	}
	vt := g.VirtualTools["search_repositories"]
	if vt == nil || vt.SourceTool != "server-github:search_repositories" || vt.TextExtraction.ListField != "repositories" {
		t.Fatalf("search_repositories entry: %+v (names %v)", vt, g.Names())
	}
	if strings.Contains(string(b), `\u003e`) {
		t.Errorf("regexes are HTML-escaped in the gateway file")
	}

	// Rows: one per tool with a text output, a reason kept for those
	// without a suggestion.
	d, err := corpus.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	rows, err := d.Suggestions(context.Background(), suggest.Version)
	if err != nil {
		t.Fatal(err)
	}
	byTool := map[string]corpus.SuggestionRow{}
	for _, r := range rows {
		byTool[r.Server+"/"+r.Tool] = r
	}
	if len(rows) != len(byTool) || len(rows) < 20 {
		t.Errorf("%d rows for %d tools", len(rows), len(byTool))
	}
	// message blocks: no better choice than the parser auto fallback, and
	// the row says why
	if r := byTool["server-slack/search_messages"]; r.Config == nil || !strings.Contains(r.Reason, "unstructured") || !strings.Contains(r.Reason, "parser auto") {
		t.Errorf("fallback row: %+v", r)
	}
	// --format json marks the fallback too.
	if out, errs, code := cli(t, "suggest", "--db", db, "--server", "server-slack", "--tool", "search_messages", "--format", "json"); code != 0 || !strings.Contains(out, `"fallback": true`) {
		t.Errorf("suggest --format json of a fallback (exit %d, %s): %s", code, errs, out)
	}
	r := byTool["server-github/search_repositories"]
	if _, err := extract.LoadGateway(r.Config, "row"); err != nil || len(r.OutputSchema) == 0 {
		t.Errorf("row config does not load (%v) or lacks a schema: %s", err, r.Config)
	}

	// A second run replaces the rows of the same version.
	if _, errs, code := cli(t, "suggest", "--db", db, "--server", "server-github", "--format", "json"); code != 0 {
		t.Fatalf("second run: %s", errs)
	}
	again, err := d.Suggestions(context.Background(), suggest.Version)
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != len(rows) {
		t.Errorf("re-run changed the row count: %d → %d", len(rows), len(again))
	}
}

func TestSuggestJSONOneTool(t *testing.T) {
	db := seedCorpus(t)
	// Classified first: the stored labels are used.
	if _, errs, code := cli(t, "classify", "--db", db); code != 0 {
		t.Fatalf("classify: %s", errs)
	}
	stdout, errs, code := cli(t, "suggest", "--db", db, "--server", "server-search", "--tool", "brave_local_search", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep suggestReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, stdout)
	}
	if len(rep.Tools) != 1 {
		t.Fatalf("tools: %+v", rep.Tools)
	}
	tl := rep.Tools[0]
	if tl.Parser != "markdown_numbered_list" || !tl.SchemaValidates || tl.Name != "brave_local_search" ||
		strings.Join(tl.Fields, ",") != "address,hours,name,phone,rating,reviews" {
		t.Errorf("tool: %+v", tl)
	}
	if _, err := extract.LoadGateway(rep.Gateway, "stdout"); err != nil {
		t.Errorf("gateway: %v", err)
	}
}

func TestSuggestUsage(t *testing.T) {
	if _, _, code := cli(t, "suggest"); code != exitUsage {
		t.Errorf("no --db: exit %d", code)
	}
	if _, _, code := cli(t, "suggest", "--db", "x.db", "--format", "yaml"); code != exitUsage {
		t.Errorf("bad format: exit %d", code)
	}
	if _, errs, code := cli(t, "suggest", "--db", filepath.Join(t.TempDir(), "missing.db")); code != exitFailure || !strings.Contains(errs, "missing.db") {
		t.Errorf("missing db: exit %d: %s", code, errs)
	}
	db := seedCorpus(t)
	if _, errs, code := cli(t, "suggest", "--db", db, "--server", "nope"); code != exitFailure || !strings.Contains(errs, `"nope"`) {
		t.Errorf("unknown server: exit %d: %s", code, errs)
	}
}

// TestSuggestRealServers is the second "done when" on the pinned
// npm servers: every tool with a text output gets a suggestion or a
// stated reason, and every inferred schema validates its samples.
func TestSuggestRealServers(t *testing.T) {
	needNPM(t)
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "notes.txt"), []byte("hello from the corpus\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := writeConfig(t, realServersConfig(t, root))
	db := filepath.Join(t.TempDir(), "c.db")
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--jobs", "4"); code != 0 {
		t.Fatalf("probe exit %d\n%s\n%s", code, out, errs)
	}
	stdout, errs, code := cli(t, "suggest", "--db", db, "--format", "json")
	if code != 0 {
		t.Fatalf("suggest exit %d: %s", code, errs)
	}
	var rep suggestReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if len(rep.Tools) < 10 {
		t.Fatalf("only %d tools with answered calls", len(rep.Tools))
	}
	for _, tl := range rep.Tools {
		switch {
		case tl.Parser == "" && tl.Reason == "":
			t.Errorf("%s/%s: neither a suggestion nor a reason", tl.Server, tl.Tool)
		case tl.Parser != "" && !tl.SchemaValidates:
			t.Errorf("%s/%s: schema does not validate its samples: %v", tl.Server, tl.Tool, tl.Notes)
		}
		t.Logf("%s/%s: %s %v %s", tl.Server, tl.Tool, tl.Parser, tl.Fields, tl.Reason)
	}
	if _, err := extract.LoadGateway(rep.Gateway, "real"); err != nil {
		t.Errorf("gateway: %v", err)
	}
}
