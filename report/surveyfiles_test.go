package report

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

func TestSurveyMarkdown(t *testing.T) {
	b := sampleBundle()
	var buf bytes.Buffer
	if err := WriteSurveyMarkdown(&buf, b); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	for _, want := range []string{"## Structured-data coverage", "- Servers: **75%** (3/4)", "- Calls: **73.3%** (11/15)",
		"- Held-out calls: **75%** (3/4)", "precision 95%, recall 80%", "90%+ of surveyed servers with structured output extracted: **not met**",
		"## Servers Analyzed", "## Pattern Taxonomy", "## Parser ROI", "| json | 25% (1/4) | 33.3% (2/6) | 40% (6/15) | 6/6 |",
		"## Conformance findings", "4 finding(s): 1 error, 2 warning, 1 info."} {
		if !strings.Contains(md, want) {
			t.Errorf("survey.md lacks %q", want)
		}
	}
	if prose := stripCodeSpans(md); strings.Contains(prose, "<script") || strings.Contains(prose, "<img") {
		t.Error("survey.md carries raw HTML from a server")
	}
	for _, header := range []string{"| Parser | Servers |", "| Check | Title |"} {
		rows := tableRows(md, header)
		if len(rows) == 0 {
			t.Fatalf("table %q missing", header)
		}
		for _, r := range rows {
			if len(r) != 5 {
				t.Errorf("table %q: row split into %d cells: %q", header, len(r), r)
			}
		}
	}
	// the hostile check title: escaped, one row
	if !strings.Contains(md, "&quot;") && !strings.Contains(md, `"&gt;&lt;img src=x onerror=alert(1)&gt;`) {
		t.Errorf("hostile title not escaped")
	}
}

func TestSurveyJSON(t *testing.T) {
	b := sampleBundle()
	var buf bytes.Buffer
	if err := WriteSurveyJSON(&buf, b); err != nil {
		t.Fatal(err)
	}
	var doc SurveyDoc
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Coverage.ServersPct != 75 || doc.Coverage.GoalMet || doc.ROI[0].CallPct != 40 || doc.ROI[1].ToolPct != 16.7 ||
		len(doc.Survey.Servers) != 6 || doc.Findings.BySeverity["warning"] != 2 {
		t.Errorf("survey.json content: %+v", doc)
	}
	// Stable: the same bundle gives the same bytes.
	var again bytes.Buffer
	_ = WriteSurveyJSON(&again, sampleBundle())
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("survey.json is not deterministic")
	}
	// Empty lists are [], not null.
	var empty bytes.Buffer
	if err := WriteSurveyJSON(&empty, &Bundle{}); err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	_ = json.Unmarshal(empty.Bytes(), &m)
	if string(m["roi"]) != "[]" || !strings.Contains(string(m["findings"]), `"by_check": []`) || !strings.Contains(string(m["survey"]), `"servers": []`) {
		t.Errorf("empty bundle JSON has nulls:\n%s", empty.String())
	}
	for _, k := range []string{"title", "generated_at", "tool_version", "coverage", "survey", "roi", "findings"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %q missing", k)
		}
	}
}

func TestWriteAll(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	b := sampleBundle()
	gw := []byte(`{"virtual_tools":{}}`)
	written, err := WriteAll(context.Background(), dir, b, gw)
	if err != nil {
		t.Fatal(err)
	}
	var rel []string
	for _, p := range written {
		r, _ := filepath.Rel(dir, p)
		rel = append(rel, filepath.ToSlash(r))
	}
	slugs := ServerSlugs(b.Servers)
	want := []string{"survey.md", "survey.json", "index.html", "gateway.json", "prs.md"}
	for i := range b.Servers {
		if PlanPR(&b.Servers[i]).Write() {
			want = append(want, "prs/"+slugs[i]+".md")
		}
	}
	if strings.Join(rel, ",") != strings.Join(want, ",") {
		t.Errorf("written = %q, want %q", rel, want)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "gateway.json")); !bytes.Equal(got, gw) {
		t.Errorf("gateway.json = %q", got)
	}
	var names []string
	_ = filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			names = append(names, p)
			if strings.Contains(info.Name(), ".tmp-") {
				t.Errorf("temporary file left: %s", p)
			}
		}
		return nil
	})
	sort.Strings(names)
	if len(names) != len(want) {
		t.Errorf("files on disk: %q", names)
	}

	// Without gateway JSON, no gateway.json; a second run overwrites.
	dir2 := t.TempDir()
	w2, err := WriteAll(context.Background(), dir2, b, nil)
	if err != nil || len(w2) != len(want)-1 {
		t.Errorf("no gateway: %v, %d files", err, len(w2))
	}
	if _, err := WriteAll(context.Background(), dir2, b, nil); err != nil {
		t.Errorf("rewrite: %v", err)
	}
}

func TestWriteAllErrors(t *testing.T) {
	dir := t.TempDir()
	// index.html is a non-empty directory: the rename fails, naming the file.
	if err := os.MkdirAll(filepath.Join(dir, "index.html", "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	written, err := WriteAll(context.Background(), dir, sampleBundle(), nil)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "index.html")) {
		t.Errorf("err = %v, want one naming index.html", err)
	}
	if len(written) != 2 {
		t.Errorf("written before the failure: %q", written)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := WriteAll(ctx, t.TempDir(), sampleBundle(), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled: err = %v", err)
	}
	if _, err := WriteAll(context.Background(), t.TempDir(), nil, nil); err == nil {
		t.Error("nil bundle: want an error")
	}
}

func TestCoverageUnprovenWithoutHeldOut(t *testing.T) {
	b := sampleBundle()
	b.Coverage.HeldOut = Ratio{}
	var md, page bytes.Buffer
	if err := WriteSurveyMarkdown(&md, b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "**unproven (15 samples, none held out)**") || strings.Contains(md.String(), "- Calls: **73.3%**") {
		t.Errorf("survey.md shows a percentage without held-out outputs:\n%s", md.String())
	}
	if err := WriteHTML(&page, b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), "<b>unproven</b>(15 samples, none held out of fitting)") || strings.Contains(page.String(), "of held-out calls") {
		t.Errorf("index.html shows a percentage without held-out outputs")
	}
}
