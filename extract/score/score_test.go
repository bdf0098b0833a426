package score

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

func TestScoreKeyValueToolHeldOut(t *testing.T) {
	r := Score([]suggest.Tool{makeTool("srv", "profile", 10, textGen(kvText))}, Options{})
	ts := findTool(r, "srv", "profile")
	if ts == nil {
		t.Fatal("tool missing from the report")
	}
	if ts.Status != StatusScored || ts.Samples != 10 || ts.Fitted != 7 || ts.HeldOut != 3 {
		t.Fatalf("status %s samples %d fitted %d held %d, want scored 10/7/3 (%s)", ts.Status, ts.Samples, ts.Fitted, ts.HeldOut, ts.Reason)
	}
	if ts.Pattern != "key_value" || ts.Parser == "" {
		t.Fatalf("pattern %q parser %q", ts.Pattern, ts.Parser)
	}
	if ts.Success != 1 || !ts.Extractable {
		t.Fatalf("success %v extractable %v failures %v", ts.Success, ts.Extractable, ts.Failures)
	}
	if ts.Completeness < 0.99 || ts.LineCoverage < 0.99 || ts.ByteCoverage < 0.5 {
		t.Fatalf("completeness %v line %v byte %v", ts.Completeness, ts.LineCoverage, ts.ByteCoverage)
	}
	if r.Headline.HeldOut != 3 || r.Headline.Calls != 3 || r.Headline.CallsExtractable != 3 {
		t.Fatalf("headline %+v", r.Headline)
	}
}

// The held-out samples are never the fitted ones: when exactly the samples
// the split holds out have another shape, the score shows it.
func TestScoreMeasuresOnlyHeldOut(t *testing.T) {
	const n = 12
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("srv/t/%d", i+1)
	}
	_, held := split(ids, DefaultHoldOut, "")
	isHeld := map[int]bool{}
	for _, i := range held {
		isHeld[i] = true
	}
	tool := makeTool("srv", "t", n, func(i int) []byte {
		if isHeld[i] {
			return textResult(proseText(i))
		}
		return textResult(kvText(i))
	})
	ts := findTool(Score([]suggest.Tool{tool}, Options{}), "srv", "t")
	if ts.HeldOut != len(held) || ts.Success != 0 || ts.Extractable {
		t.Fatalf("held %d success %v extractable %v: the held-out prose must fail", ts.HeldOut, ts.Success, ts.Extractable)
	}
	if len(ts.Failures) == 0 || !strings.HasPrefix(ts.Failures[0], "srv/t/") {
		t.Fatalf("failures %q", ts.Failures)
	}
	// The other way round: prose fitted, key-value held out, also fails.
	tool2 := makeTool("srv", "t", n, func(i int) []byte {
		if isHeld[i] {
			return textResult(kvText(i))
		}
		return textResult(proseText(i))
	})
	ts2 := findTool(Score([]suggest.Tool{tool2}, Options{}), "srv", "t")
	if ts2.Success >= SuccessBar && ts2.Parser == "key_value_pairs" {
		t.Fatalf("a config fitted on prose succeeded as key_value on held-out key-value: %+v", ts2)
	}
}

func TestScoreStatuses(t *testing.T) {
	errGen := func(i int) []byte {
		return []byte(`{"content":[{"type":"text","text":"boom ` + fmt.Sprint(i) + `"}],"isError":true}`)
	}
	tools := []suggest.Tool{
		makeTool("a", "few", 2, textGen(kvText)),
		makeTool("a", "kv", 8, textGen(kvText)),
		makeTool("b", "prose", 9, textGen(proseText)),
		makeTool("b", "errors", 4, errGen),
		makeTool("c", "dups", 5, func(int) []byte { return textResult(kvText(1)) }),
		makeTool("d", "errors", 3, errGen),
	}
	r := Score(tools, Options{})
	if ts := findTool(r, "a", "few"); ts.Status != StatusTooFew || ts.Extractable || !strings.Contains(ts.Reason, "too few") {
		t.Errorf("few: %+v", ts)
	}
	if ts := findTool(r, "b", "prose"); ts.Status != StatusScored || ts.Extractable || ts.Success >= SuccessBar {
		t.Errorf("prose: %+v", ts)
	}
	if ts := findTool(r, "b", "errors"); ts.Status != StatusNoOutput || ts.Samples != 0 {
		t.Errorf("errors: %+v", ts)
	}
	if ts := findTool(r, "c", "dups"); ts.Samples != 1 || ts.Duplicates != 4 || ts.Status != StatusTooFew {
		t.Errorf("duplicates are not dropped: %+v", ts)
	}
	h := r.Headline
	// Servers with output: a (few unproven + kv ok), b (prose fails), c (dups too few); d has none.
	if h.Servers != 3 || h.ServersExtractable != 0 || h.ServersUnproven != 2 || h.ServersNoOutput != 1 {
		t.Errorf("servers: %+v", h)
	}
	if h.Tools != 4 || h.ToolsExtractable != 1 || h.ToolsTooFew != 2 || h.ToolShare != 0.25 {
		t.Errorf("tools: %+v", h)
	}
	if h.Goal000 != 0.9 || h.Estimate001 != 0.6 || !strings.Contains(h.Definition, "NOT extractable") {
		t.Errorf("headline constants/definition: %+v", h)
	}
	var srvA *ServerScore
	for i := range r.Servers {
		if r.Servers[i].Server == "a" {
			srvA = &r.Servers[i]
		}
	}
	if srvA == nil || srvA.Tools != 2 || srvA.ToolsExtractable != 1 || srvA.ToolsTooFew != 1 || srvA.Extractable {
		t.Errorf("server a: %+v", srvA)
	}
}

func TestScoreGroundTruthJSONMirror(t *testing.T) {
	gen := func(i int) []byte {
		sc := map[string]any{"id": i, "status": "ok", "city": cities[i%len(cities)], "count": i * 3}
		b, _ := json.Marshal(sc)
		return scResult(string(b), sc)
	}
	r := Score([]suggest.Tool{makeTool("s", "mirror", 10, gen)}, Options{})
	ts := findTool(r, "s", "mirror")
	if ts.Status != StatusStructured || !ts.Extractable || ts.Structured != 10 {
		t.Fatalf("%+v", ts)
	}
	g := ts.GroundTruth
	if g == nil || g.Samples != 3 || g.Fields != 12 || g.Precision != 1 || g.Recall != 1 {
		t.Fatalf("ground truth %+v", g)
	}
	if r.Headline.Truth == nil || r.Headline.Truth.Recall != 1 || r.Headline.Calls != 10 || r.Headline.CallShare != 1 {
		t.Fatalf("headline %+v", r.Headline)
	}
}

func TestScoreGroundTruthKeyValueText(t *testing.T) {
	gen := func(i int) []byte {
		sc := map[string]any{"name": fmt.Sprintf("user%d", i), "age": 20 + i%50, "city": cities[i%len(cities)], "email": fmt.Sprintf("user%d@example.com", i)}
		return scResult(kvText(i), sc)
	}
	tool := makeTool("s", "kvsc", 10, gen)
	tool.Def = json.RawMessage(`{"name":"kvsc","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"name":{"type":"string"}}}}`)
	ts := findTool(Score([]suggest.Tool{tool}, Options{}), "s", "kvsc")
	g := ts.GroundTruth
	if g == nil || g.Samples != 3 || g.Fields != 12 {
		t.Fatalf("ground truth %+v (tool %+v)", g, ts)
	}
	if g.Recall < 0.99 || g.Precision < 0.99 {
		t.Fatalf("key-value text with the same fields: precision %v recall %v, mismatches %q", g.Precision, g.Recall, g.Mismatches)
	}
}

func TestScoreDeterministicAnyOrder(t *testing.T) {
	tools := []suggest.Tool{
		makeTool("a", "kv", 9, textGen(kvText)),
		makeTool("a", "list", 8, textGen(listText)),
		makeTool("b", "table", 7, textGen(tableText)),
		makeTool("b", "json", 6, textGen(jsonText)),
		makeTool("c", "prose", 5, textGen(proseText)),
	}
	want := Score(tools, Options{})
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		shuffled := make([]suggest.Tool, len(tools))
		for i, j := range rng.Perm(len(tools)) {
			shuffled[i] = tools[j]
			s := append([]suggest.Sample(nil), tools[j].Samples...)
			rng.Shuffle(len(s), func(a, b int) { s[a], s[b] = s[b], s[a] })
			shuffled[i].Samples = s
		}
		got := Score(shuffled, Options{})
		if !reflect.DeepEqual(got, want) {
			a, _ := json.Marshal(want)
			b, _ := json.Marshal(got)
			t.Fatalf("order changed the report:\n%s\n%s", a, b)
		}
	}
	if len(want.Patterns) < 4 {
		t.Fatalf("patterns %+v", want.Patterns)
	}
	for _, name := range []string{"kv", "list", "table", "json"} {
		var ts *ToolScore
		for i := range want.Tools {
			if want.Tools[i].Tool == name {
				ts = &want.Tools[i]
			}
		}
		if ts == nil || !ts.Extractable {
			t.Errorf("%s: %+v", name, ts)
		}
	}
}

func TestScoreNeverPanics(t *testing.T) {
	odd := [][]byte{nil, []byte(`null`), []byte(`[]`), []byte(`{"content":"x"}`), []byte(`{"content":[{"type":"text"}]}`),
		[]byte(`{"content":[{"type":"image","data":"AAAA"}]}`), []byte(`{"structuredContent":5,"content":[{"type":"text","text":"5"}]}`),
		[]byte(`{"content":[{"type":"text","text":"\u0000\ufffd"}]}`), []byte(`{`)}
	tool := suggest.Tool{Server: "s", Tool: "odd", Def: json.RawMessage(`{"outputSchema":"nope"}`)}
	for i, b := range odd {
		tool.Samples = append(tool.Samples, suggest.Sample{ID: fmt.Sprint(i), Result: b})
	}
	r := Score([]suggest.Tool{tool, {Server: "s", Tool: "none"}}, Options{HoldOut: 5, MinSamples: -1})
	if len(r.Tools) != 2 {
		t.Fatalf("tools %d", len(r.Tools))
	}
	if r.Options.HoldOut != DefaultHoldOut || r.Options.MinSamples != DefaultMinSamples {
		t.Fatalf("defaults not applied: %+v", r.Options)
	}
}
