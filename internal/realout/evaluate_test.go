package realout

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// textResult is a CallToolResult with one text block.
func textResult(text string) json.RawMessage {
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	return b
}

func out(server, tool string, n int, result json.RawMessage, pattern string, values ...string) Output {
	return Output{ID: fmt.Sprintf("%s/%s/%d", server, tool, n), Server: server, Tool: tool,
		ToolDef: json.RawMessage(`{"name":"` + tool + `"}`), Result: result, Pattern: pattern, Values: values}
}

func TestEvaluateSplitsOddEven(t *testing.T) {
	outs := []Output{
		// Given out of order: the split follows n, not file order.
		out("s", "get", 2, textResult(`{"name":"beta","size":20}`), "json_in_text", "beta", "20"),
		out("s", "get", 1, textResult(`{"name":"alpha","size":10}`), "json_in_text", "alpha", "10"),
		out("s", "get", 4, textResult(`{"name":"delta","size":2341}`), "json_in_text", "delta", "2,341"),
		out("s", "get", 3, textResult(`{"name":"gamma","size":30}`), "json_in_text", "gamma", "30"),
		out("s", "one", 1, textResult(`{"x":"y"}`), "json_in_text", "y"),
	}
	r := Evaluate(outs)
	if r.Found != 4 || r.Total != 4 {
		t.Errorf("recall = %d/%d, want 4/4 (only outputs 2 and 4 measured)\n%s", r.Found, r.Total, r)
	}
	var ids []string
	for _, m := range r.Measured {
		ids = append(ids, m.ID)
	}
	if strings.Join(ids, ",") != "s/get/2,s/get/4" {
		t.Errorf("measured %v, want s/get/2, s/get/4", ids)
	}
	if len(r.Tools) != 2 {
		t.Fatalf("tools = %d, want 2", len(r.Tools))
	}
	get, one := r.Tools[0], r.Tools[1]
	if get.Fitted != 2 || get.Measured != 2 || get.Parser == "" || get.Unmeasured {
		t.Errorf("get row = %+v", get)
	}
	if !one.Unmeasured || one.Measured != 0 {
		t.Errorf("single-output tool not unmeasured: %+v", one)
	}
	if r.Outputs != 5 {
		t.Errorf("agreement over %d outputs, want all 5", r.Outputs)
	}
}

func TestEvaluateIgnoresStructuredContent(t *testing.T) {
	// The data is only in structuredContent; the text is prose. Text
	// extraction is what is measured, so nothing is found.
	res := func(v string) json.RawMessage {
		return json.RawMessage(`{"content":[{"type":"text","text":"Done, see the result."}],"structuredContent":{"value":"` + v + `"}}`)
	}
	r := Evaluate([]Output{
		out("s", "t", 1, res("a"), "structured", "a"),
		out("s", "t", 2, res("b"), "structured", "b"),
	})
	if r.Total != 1 || r.Found != 0 {
		t.Errorf("recall = %d/%d, want 0/1 (structuredContent removed)\n%s", r.Found, r.Total, r)
	}
	// The classifier sees the original result: structured agrees.
	if r.Agree != 2 {
		t.Errorf("agreement = %d/2, want 2 (classified with structuredContent)", r.Agree)
	}
}

func TestEvaluateNoSuggestionFindsNothing(t *testing.T) {
	// Prose: the suggestion falls back to parser auto (the reason says
	// why), which hands a sentence over whole: a word inside it is no
	// value found.
	r := Evaluate([]Output{
		out("s", "t", 1, textResult("The weather is nice today and I like it."), "unstructured"),
		out("s", "t", 2, textResult("It rained all day long and nobody went out."), "unstructured", "rained"),
	})
	if r.Total != 1 || r.Found != 0 {
		t.Errorf("recall = %d/%d, want 0/1", r.Found, r.Total)
	}
	if r.Tools[0].Parser != "auto" || !strings.Contains(r.Tools[0].Reason, "parser auto") {
		t.Errorf("want the parser auto fallback and its reason: %+v", r.Tools[0])
	}
	// Outputs with no text at all get no config; their values count as
	// missing.
	img := json.RawMessage(`{"content":[{"type":"image","data":"AAAA","mimeType":"image/png"}]}`)
	r = Evaluate([]Output{
		out("s", "shot", 1, img, "unstructured"),
		out("s", "shot", 2, img, "unstructured", "AAAA"),
	})
	if r.Total != 1 || r.Found != 0 || r.Tools[0].Parser != "" || r.Tools[0].Reason == "" {
		t.Errorf("no text: want no parser, a reason and 0/1: %+v (recall %d/%d)", r.Tools[0], r.Found, r.Total)
	}
}

func TestAgreement(t *testing.T) {
	isErr := json.RawMessage(`{"content":[{"type":"text","text":"boom"}],"isError":true}`)
	errText := textResult(`{"error":"fetch failed"}`)
	data := textResult(`{"name":"alpha","size":10,"tags":["a","b"]}`)
	cases := []struct {
		o    Output
		want bool
		got  string
	}{
		{out("s", "a", 1, isErr, "error"), true, "error"},
		{out("s", "b", 1, errText, "error"), true, "error"},
		{out("s", "c", 1, errText, "json_in_text"), false, "error"},
		{out("s", "d", 1, data, "error"), false, "json_in_text"},
		{out("s", "e", 1, data, "json_in_text"), true, "json_in_text"},
		{out("s", "f", 1, data, "markdown_list"), false, "json_in_text"},
	}
	for _, c := range cases {
		got := ClassifierLabel(c.o)
		if got != c.got {
			t.Errorf("%s: ClassifierLabel = %q, want %q", c.o.ID, got, c.got)
		}
		if Agreed(got, c.o.Pattern) != c.want {
			t.Errorf("%s: Agreed(%q, %q) = %v, want %v", c.o.ID, got, c.o.Pattern, !c.want, c.want)
		}
	}
	var outs []Output
	for _, c := range cases {
		outs = append(outs, c.o)
	}
	r := Evaluate(outs)
	if r.Agree != 3 || r.Outputs != 6 || len(r.Disagreements) != 3 {
		t.Errorf("agreement %d/%d with %d disagreements, want 3/6 and 3", r.Agree, r.Outputs, len(r.Disagreements))
	}
	s := r.String()
	for _, want := range []string{"s/c/1", "s/d/1", "s/f/1", "classification agreement (all outputs): 3/6 0.500"} {
		if !strings.Contains(s, want) {
			t.Errorf("report does not show %q:\n%s", want, s)
		}
	}
}

// TestEvaluateCountsDataKeys checks that a reference value carried as an
// object key of the extracted value (a map keyed by host name) counts as
// found, and that LeafFound counts only the scalar leaves.
func TestEvaluateCountsDataKeys(t *testing.T) {
	outs := []Output{
		out("s", "hosts", 1, textResult(`{"lab":"10.0.0.1","box":"10.0.0.2"}`), "json_in_text", "lab", "10.0.0.1", "box", "10.0.0.2"),
		out("s", "hosts", 2, textResult(`{"web":"10.0.0.3","db":"10.0.0.4"}`), "json_in_text", "web", "10.0.0.3", "db", "10.0.0.4", "absent"),
	}
	r := Evaluate(outs)
	if r.Found != 4 || r.Total != 5 || r.LeafFound != 2 {
		t.Errorf("found %d (leaves %d) of %d, want 4 (leaves 2) of 5\n%s", r.Found, r.LeafFound, r.Total, r)
	}
	if len(r.Measured) != 1 || strings.Join(r.Measured[0].Missing, ",") != "absent" {
		t.Errorf("measured %+v, want only \"absent\" missing", r.Measured)
	}
}
