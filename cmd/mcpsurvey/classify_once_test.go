package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract/score"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
	"github.com/mcpsurvey/mcpsurvey/report"
)

// countingClassifier classifies with classify.Classify and counts the
// classifications per call input (result and error bytes).
type countingClassifier struct{ n map[string]int }

func (c *countingClassifier) classify(in classify.Input) classify.Label {
	c.n[string(in.Result)+"\x00"+string(in.Error)]++
	return classify.Classify(in)
}

func (c *countingClassifier) total() int {
	t := 0
	for _, n := range c.n {
		t += n
	}
	return t
}

// answeredInputs counts the answered calls of a corpus's latest captures
// (those the stages label) per call input, keyed as countingClassifier.
func answeredInputs(t *testing.T, db *corpus.DB) map[string]int {
	t.Helper()
	want := map[string]int{}
	err := db.LatestCalls(context.Background(), func(c corpus.CallRow) error {
		if len(c.Result) > 0 || len(c.Error) > 0 {
			want[string(c.Result)+"\x00"+string(c.Error)]++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return want
}

// demoCorpus runs the built-in demo survey and returns its corpus path.
func demoCorpus(t *testing.T) string {
	t.Helper()
	t.Setenv("MCPSURVEY_TEST_MAIN", "1") // the built-in servers are this test binary
	dir := t.TempDir()
	if _, stderr, code := cli(t, "survey", "--out", dir, "--quiet"); code != 0 {
		t.Fatalf("survey: exit %d\n%s", code, stderr)
	}
	return filepath.Join(dir, "corpus.db")
}

// TestSurveyClassifiesEachCallOnce runs a survey's stages after probing
// (classify, check, suggest, score, report) on the demo corpus with a
// counting classifier: every answered call is classified exactly once,
// by the classify stage; the report reads the stored labels.
func TestSurveyClassifiesEachCallOnce(t *testing.T) {
	dbPath := demoCorpus(t)
	out := t.TempDir()
	cc := &countingClassifier{n: map[string]int{}}
	o := surveyOptions{out: out, failOn: "never", classify: cc.classify}
	o.db, o.format, o.quiet = dbPath, "json", true
	o.report = reportFlags{checks: "all", holdOut: score.DefaultHoldOut, minSamples: score.DefaultMinSamples}
	checks, err := check.Select("all")
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	e := &env{stdin: bytes.NewReader(nil), stdout: &stdout, stderr: &stderr, getenv: os.LookupEnv}
	rank, _ := failRank("never")
	if code := surveyAnalyze(context.Background(), e, &o, checks, rank, nil, 10, time.Now()); code != exitOK {
		t.Fatalf("survey stages: exit %d\n%s", code, stderr.String())
	}
	db, err := corpus.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	want := answeredInputs(t, db)
	if len(want) == 0 {
		t.Fatal("demo corpus has no answered calls")
	}
	calls := 0
	for k, n := range want {
		calls += n
		if cc.n[k] != n {
			t.Errorf("a call input answered %d times was classified %d times: %.120q", n, cc.n[k], k)
		}
	}
	if got := cc.total(); got != calls {
		t.Errorf("%d classifications for %d answered calls; want one per call", got, calls)
	}
}

// TestReportFromStoredLabelsEqualsFresh builds the report of a corpus
// without labels (every call classified while building) and again after
// the classify stage stored the labels (none classified while building):
// the two reports are the same, on the demo corpus and on a corpus of five
// output shapes with varying values.
func TestReportFromStoredLabelsEqualsFresh(t *testing.T) {
	ctx := context.Background()
	demo, _ := exportAll(t, demoCorpus(t))
	corpora := map[string][]byte{"demo": []byte(demo), "shapes": benchCorpusJSONL(3, 5, 12)}
	for name, jsonl := range corpora {
		t.Run(name, func(t *testing.T) {
			db, err := corpus.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if _, err := corpus.Import(ctx, db, bytes.NewReader(jsonl), name+".jsonl"); err != nil {
				t.Fatal(err)
			}
			checks, err := check.Select("all")
			if err != nil {
				t.Fatal(err)
			}
			started := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
			build := func(cl classifyFunc) *bundleResult {
				res, err := buildBundle(ctx, db, bundleOptions{checks: checks, corpus: "c.db", started: started, classify: cl,
					score: score.Options{HoldOut: score.DefaultHoldOut, MinSamples: score.DefaultMinSamples}})
				if err != nil {
					t.Fatal(err)
				}
				return res
			}
			answered := 0
			for _, n := range answeredInputs(t, db) {
				answered += n
			}
			fresh := build(classify.Classify)
			if fresh.classified != answered || answered == 0 {
				t.Fatalf("without stored labels: %d calls classified while building, want all %d answered", fresh.classified, answered)
			}
			if _, _, err := classifyDB(ctx, db, classify.Classify); err != nil {
				t.Fatal(err)
			}
			cc := &countingClassifier{n: map[string]int{}}
			stored := build(cc.classify)
			if stored.classified != 0 || cc.total() != 0 {
				t.Fatalf("with stored labels: %d calls classified while building (%d through the classifier), want 0", stored.classified, cc.total())
			}
			// The survey table counts stored labels: it is empty before the
			// classify stage by design. Everything else must match.
			fresh.bundle.Survey, stored.bundle.Survey = report.Survey{}, report.Survey{}
			fresh.classified = 0
			if !reflect.DeepEqual(fresh.bundle, stored.bundle) {
				a, _ := json.MarshalIndent(fresh.bundle, "", " ")
				b, _ := json.MarshalIndent(stored.bundle, "", " ")
				t.Fatalf("report from stored labels differs from the fresh one:\n%s", firstDiff(string(a), string(b)))
			}
			for _, f := range []struct {
				what string
				a, b any
			}{
				{"gateway", fresh.gateway, stored.gateway},
				{"suggestions", fresh.suggestions, stored.suggestions},
				{"scores", fresh.scores, stored.scores},
				{"findings", fresh.findings, stored.findings},
			} {
				if !reflect.DeepEqual(f.a, f.b) {
					t.Errorf("%s differ between the fresh and the stored-label report", f.what)
				}
			}
			examples := 0
			for _, s := range stored.bundle.Servers {
				for _, tv := range s.Tools {
					for _, ex := range tv.Examples {
						examples++
						if ex.Pattern == "" {
							t.Errorf("%s/%s: example %s has no pattern", s.Name, tv.Name, ex.CallID)
						}
					}
				}
			}
			if examples == 0 {
				t.Error("no examples in the report: nothing compared")
			}
		})
	}
}

// TestGroupCallsIgnoresMisalignedLabels: stored labels that do not line up
// with the capture's calls are not used; every call is classified.
func TestGroupCallsIgnoresMisalignedLabels(t *testing.T) {
	res := json.RawMessage(`{"content":[{"type":"text","text":"Temperature: 4\nHumidity: 5"}]}`)
	s := &capture.Server{Name: "s", Tools: []capture.Tool{{Name: "a"}},
		Calls: []capture.Call{{ID: "1", Tool: "a", Result: res}, {ID: "2", Tool: "a", Result: res}}}
	wrong := &corpus.Label{Pattern: classify.Unstructured}
	for name, stored := range map[string][]corpus.CallLabel{
		"short":     {{CallID: "1", Label: wrong}},
		"other ids": {{CallID: "2", Label: wrong}, {CallID: "1", Label: wrong}},
	} {
		_, byTool, _, n := groupCalls(s, stored, classify.Classify)
		if n != 2 {
			t.Errorf("%s: %d calls classified, want 2", name, n)
		}
		for _, l := range byTool["a"].labels {
			if l.Pattern == classify.Unstructured {
				t.Errorf("%s: a misaligned stored label was used", name)
			}
		}
	}
	_, byTool, _, n := groupCalls(s, []corpus.CallLabel{{CallID: "1", Label: wrong}, {CallID: "2"}}, classify.Classify)
	if n != 1 || byTool["a"].labels[0].Pattern != classify.Unstructured || byTool["a"].labels[1].Pattern == classify.Unstructured {
		t.Errorf("aligned labels: %d classified, patterns %s, %s; want the stored one used and the missing one classified",
			n, byTool["a"].labels[0].Pattern, byTool["a"].labels[1].Pattern)
	}
}

// firstDiff shows where two texts first differ, with some context.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-300)
	return "fresh:  ..." + a[lo:min(len(a), i+300)] + "\nstored: ..." + b[lo:min(len(b), i+300)]
}
