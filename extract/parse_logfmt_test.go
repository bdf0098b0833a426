package extract

import (
	"encoding/json"
	"testing"
)

// TestAutoLogfmtTail: the key=value pairs ending a log line's message are
// fields; a pair before other words stays message text.
func TestAutoLogfmtTail(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	text := "2025-05-01T10:00:00Z INFO job queued id=7 queue=mail\n" +
		"2025-05-01T10:00:03Z WARN retry=2 of the job\n"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	res, err := x.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(res.Value)
	want := `{"items":[{"id":"7","level":"INFO","message":"job queued","queue":"mail","time":"2025-05-01T10:00:00Z"},` +
		`{"level":"WARN","message":"retry=2 of the job","time":"2025-05-01T10:00:03Z"}]}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestAutoFencedDiff: a diff in a fence (jsdiff's "Index:" header
// included) gives the files it touches.
func TestAutoFencedDiff(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	text := "```diff\nIndex: notes/todo.md\n=====\n--- notes/todo.md\toriginal\n+++ notes/todo.md\tmodified\n@@ -1 +1 @@\n-buy tea\n+buy coffee\n```\n"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	res, err := x.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := res.Value.(map[string]any)
	if files, _ := v["files"].([]any); len(files) != 1 || files[0] != "notes/todo.md" {
		t.Errorf("files: %v (%v)", v["files"], res.Value)
	}
}
