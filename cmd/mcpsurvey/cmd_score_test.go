package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

// writeScoreCorpus writes and imports a corpus: srv-a answers key-value
// text (10 calls); srv-b returns structuredContent with a JSON text mirror
// (10 calls) and prose (10 calls); srv-c only errors.
func writeScoreCorpus(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	line := func(server, tool string, i int, result any) {
		res, _ := json.Marshal(result)
		fmt.Fprintf(&b, `{"kind":"call","id":"%s/%s/%d","server":"%s","tool":"%s","seq":%d,"status":"ok","result":%s}`+"\n", server, tool, i, server, tool, i, res)
	}
	text := func(s string) map[string]any {
		return map[string]any{"content": []any{map[string]any{"type": "text", "text": s}}}
	}
	prose := []string{"All good, nothing to report today.", "The page loaded after a short while.", "Sorry, that did not work out as planned.",
		"Your request was queued behind two others.", "Once the build finishes you will get an email.", "Nothing changed since yesterday evening.",
		"A new version is available for download.", "It rained in the morning but cleared up later.", "Three people liked your post.", "The meeting moved to Thursday afternoon."}
	for _, s := range []string{"srv-a", "srv-b", "srv-c"} {
		fmt.Fprintf(&b, `{"kind":"server","server":%q,"status":"ok"}`+"\n", s)
		for i := 1; i <= 10; i++ {
			switch s {
			case "srv-a":
				line(s, "profile", i, text(fmt.Sprintf("Name: user%d\nAge: %d\nRole: admin", i, 20+i)))
			case "srv-b":
				sc := map[string]any{"id": i, "name": fmt.Sprintf("n%d", i), "ok": i%2 == 0}
				mirror, _ := json.Marshal(sc)
				r := text(string(mirror))
				r["structuredContent"] = sc
				line(s, "get", i, r)
				line(s, "say", i, text(prose[i-1]))
			case "srv-c":
				if i <= 3 {
					line(s, "fail", i, map[string]any{"content": []any{map[string]any{"type": "text", "text": "boom"}}, "isError": true})
				}
			}
		}
	}
	p := filepath.Join(dir, "corpus.jsonl")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "c.db")
	if _, errOut, code := cli(t, "corpus", "import", "--db", db, p); code != exitOK {
		t.Fatalf("import: %s", errOut)
	}
	return db
}

func TestScoreCommandText(t *testing.T) {
	db := writeScoreCorpus(t, t.TempDir())
	out, errOut, code := cli(t, "score", "--db", db)
	if code != exitOK {
		t.Fatalf("code %d: %s", code, errOut)
	}
	for _, want := range []string{
		"Held out: 9 text samples measured, 21 fitted", // 3 per scored tool: profile, get (text side), say
		"50.0%  seed 000 goal 90.0%+, seed 001 estimate 60.0%",
		"66.7%  0 with too few samples",
		"calls    13 / 16  81.2%",
		"ground truth (structuredContent hidden, text extracted): 3 held-out results, 9 fields: precision 1.00, recall 1.00",
		"1 server(s) without usable output left out",
		"srv-b   say      unstructured", "Definition: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	ctx := context.Background()
	d, err := corpus.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	rows, err := d.Scores(ctx, scoreVersion())
	if err != nil {
		t.Fatal(err)
	}
	find := func(server, tool, pattern, metric string) (float64, bool) {
		for _, r := range rows {
			if r.Server == server && r.Tool == tool && r.Pattern == pattern && r.Metric == metric {
				return r.Value, true
			}
		}
		return 0, false
	}
	if v, ok := find("srv-a", "profile", "key_value", "success"); !ok || v != 1 {
		t.Errorf("srv-a profile success = %v, %v", v, ok)
	}
	if v, ok := find("srv-b", "get", "structured", "recall"); !ok || v != 1 {
		t.Errorf("srv-b get recall = %v, %v", v, ok)
	}
	if v, ok := find("srv-b", "", "", "extractable"); !ok || v != 0 {
		t.Errorf("srv-b server extractable = %v, %v", v, ok)
	}
	if v, ok := find("", "", "unstructured", "success"); !ok || v != 0 {
		t.Errorf("pattern unstructured success = %v, %v", v, ok)
	}
	if v, ok := find("", "", "", "server_share"); !ok || v != 0.5 {
		t.Errorf("headline server_share = %v, %v", v, ok)
	}
	// Scoring again replaces the rows of this version.
	if _, _, code := cli(t, "score", "--db", db); code != exitOK {
		t.Fatal(code)
	}
	again, _ := d.Scores(ctx, scoreVersion())
	if len(again) != len(rows) {
		t.Fatalf("rows after a second score: %d, want %d", len(again), len(rows))
	}
}

func TestScoreCommandJSONReusesLabels(t *testing.T) {
	db := writeScoreCorpus(t, t.TempDir())
	if _, errOut, code := cli(t, "classify", "--db", db); code != exitOK {
		t.Fatal(errOut)
	}
	out, errOut, code := cli(t, "score", "--db", db, "--format", "json", "--holdout", "0.5")
	if code != exitOK {
		t.Fatalf("%d %s", code, errOut)
	}
	var got struct {
		Reused int `json:"stored_labels_reused"`
		Calls  int `json:"answered_calls"`
		Report struct {
			Headline struct {
				HeldOut int `json:"held_out"`
				Truth   *struct {
					Precision, Recall float64
				} `json:"ground_truth"`
			} `json:"headline"`
			Tools []struct {
				Tool    string `json:"tool"`
				Fitted  int    `json:"fitted"`
				HeldOut int    `json:"held_out"`
			} `json:"tools"`
		} `json:"report"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Calls != 33 || got.Reused != 33 {
		t.Errorf("answered %d reused %d, want 33 and 33", got.Calls, got.Reused)
	}
	if got.Report.Headline.HeldOut != 15 || got.Report.Headline.Truth == nil {
		t.Errorf("headline %+v", got.Report.Headline)
	}
	for _, tl := range got.Report.Tools {
		if tl.Tool == "profile" && (tl.Fitted != 5 || tl.HeldOut != 5) {
			t.Errorf("profile fitted %d held %d with --holdout 0.5", tl.Fitted, tl.HeldOut)
		}
	}
}

func TestScoreCommandErrors(t *testing.T) {
	dir := t.TempDir()
	if _, errOut, code := cli(t, "score", "--db", filepath.Join(dir, "missing.db")); code != exitFailure || !strings.Contains(errOut, "missing.db") {
		t.Fatalf("missing db: %d %s", code, errOut)
	}
	for _, args := range [][]string{{"--holdout", "1"}, {"--holdout", "0"}, {"--min-samples", "1"}, {"--format", "xml"}} {
		if _, _, code := cli(t, append([]string{"score", "--db", "x.db"}, args...)...); code != exitUsage {
			t.Errorf("%v: code %d, want %d", args, code, exitUsage)
		}
	}
}
