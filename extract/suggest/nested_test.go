package suggest

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// wrapResult writes a CallToolResult with one text item as JSON text.
func wrapResult(text string) string {
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}},
		"isError": false, "meta": map[string]any{"ms": 3}})
	return string(b)
}

// leavesOf returns the string and number leaves of a JSON value.
func leavesOf(v any, out map[string]bool) {
	switch t := v.(type) {
	case map[string]any:
		for _, e := range t {
			leavesOf(e, out)
		}
	case []any:
		for _, e := range t {
			leavesOf(e, out)
		}
	case string:
		out[t] = true
	case float64:
		b, _ := json.Marshal(t)
		out[string(b)] = true
	}
}

// TestNestedWrappedResults: a tool whose JSON answers are CallToolResults
// written as text gets a config that reads their inner text, whatever
// its form (records by line, pairs), also in an answer of another form
// than the samples'.
func TestNestedWrappedResults(t *testing.T) {
	s := Suggest(toolOf("history",
		wrapResult("1a2b3c4 Fix the parser\n5d6e7f8 Add the reader\n"),
		wrapResult("Branch: dev\nRemote: none\nState: clean\n"),
		wrapResult("9a8b7c6 Bump the version\n"),
	))
	if s.VirtualTool == nil {
		t.Fatalf("no config: %s", s.Reason)
	}
	for _, c := range []struct {
		text string
		want []string
	}{
		{wrapResult("0f0e0d0 Drop the cache\n1c1d1e1 Rename the flag\n"), []string{"0f0e0d0", "Drop the cache", "Rename the flag"}},
		{wrapResult("Branch: main\nRemote: origin\nState: dirty\n"), []string{"main", "origin", "dirty"}},
		{wrapResult("| path | lines |\n|---|---|\n| a.go | 12 |\n"), []string{"a.go", "12"}},
	} {
		got := map[string]bool{}
		leavesOf(apply(t, s.VirtualTool, textResult(c.text)), got)
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%q missing from %v (config %s)", w, got, mustJSON(t, s.VirtualTool))
			}
		}
	}
}

// TestNestedStdoutSchema: JSON answers whose string member carries text
// of different forms per call (pairs, CSV, aligned columns) get a config
// whose output_schema keeps what the next answer's text holds, in a form
// the samples did not show.
func TestNestedStdoutSchema(t *testing.T) {
	ans := func(out string) string {
		b, _ := json.Marshal(map[string]any{"stdout": out, "stderr": "", "code": 0})
		return string(b)
	}
	s := Suggest(toolOf("run",
		ans("MODE=fast\nLIMIT=40\n"),
		ans("user,role\nkim,admin\nraj,dev\n"),
		ans("PID  NAME   CPU\n12   init   0.1\n48   sshd   0.3\n"),
	))
	if s.VirtualTool == nil {
		t.Fatalf("no config: %s", s.Reason)
	}
	if !strings.Contains(string(s.Schema), "stdout_parsed") {
		t.Errorf("schema does not describe stdout_parsed: %s", s.Schema)
	}
	var doc struct {
		Required []string `json:"required"`
	}
	if err := json.Unmarshal(s.Schema, &doc); err != nil || slices.Contains(doc.Required, "stdout_parsed") {
		t.Errorf("stdout_parsed required (an answer of prose has none): %v %v", doc.Required, err)
	}
	for _, c := range []struct {
		out  string
		want []string
	}{
		{"host,port\nalpha,80\nbeta,8080\n", []string{"alpha", "8080", "beta"}},
		{"ZONE=eu\nTIER=gold\n", []string{"eu", "gold"}},
		{"NAME   READY\nweb-1  1/1\ndb-0   0/1\n", []string{"web-1", "0/1"}},
	} {
		got := map[string]bool{}
		leavesOf(apply(t, s.VirtualTool, textResult(ans(c.out))), got)
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%q missing from %v (schema %s)", w, got, s.Schema)
			}
		}
		if !got[c.out] {
			t.Errorf("the text itself is gone: %v", got)
		}
	}
}

// TestNestedPlainJSON: JSON without text inside keeps auto_detect_json.
func TestNestedPlainJSON(t *testing.T) {
	s := Suggest(toolOf("get", `{"id": 1, "note": "Saved.\nAll good."}`, `{"id": 2, "note": "Saved."}`))
	if s.VirtualTool == nil || s.VirtualTool.TextExtraction.Parser == extract.ParserAuto {
		t.Errorf("plain JSON: %s (%s)", mustJSON(t, s.VirtualTool), s.Reason)
	}
}

// TestNestedLinesInJSON: JSON whose string member holds text of lines
// without structure in the samples (a log) gets nested_text, so a later
// answer's CSV or pairs in it are read.
func TestNestedLinesInJSON(t *testing.T) {
	s := Suggest(toolOf("tail", `{"file": "a.log", "text": "The server started on port 80.\nIt is ready to accept connections."}`,
		`{"file": "b.log", "text": "The server is stopping now.\nGood bye from the worker."}`))
	if s.VirtualTool == nil || !s.VirtualTool.TextExtraction.NestedText {
		t.Fatalf("config %s (%s)", mustJSON(t, s.VirtualTool), s.Reason)
	}
	got := map[string]bool{}
	leavesOf(apply(t, s.VirtualTool, textResult(`{"file": "c.csv", "text": "sku,qty\nA-1,4\nB-2,9\n"}`)), got)
	for _, w := range []string{"c.csv", "A-1", "9"} {
		if !got[w] {
			t.Errorf("%q missing from %v", w, got)
		}
	}
}
