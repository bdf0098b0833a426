package suggest

import (
	"reflect"
	"testing"
)

// TestURLIsOneTemplateValue: a URL of any scheme is one varying value of
// a template, named url, not a literal prefix and a number.
func TestURLIsOneTemplateValue(t *testing.T) {
	for s, want := range map[string]int{
		"s3://bucket/key/7 rest":   len("s3://bucket/key/7"),
		"demo://r/text/3.":         len("demo://r/text/3"),
		"https://x.example/a?b=1)": len("https://x.example/a?b=1"),
		"http://":                  0,
		"://x":                     0,
		"no url here":              0,
		"3d://x":                   0,
	} {
		if got := urlLen(s); got != want {
			t.Errorf("urlLen(%q) = %d, want %d", s, got, want)
		}
	}
	s := Suggest(toolOf("share_file",
		"Shared report.pdf at s3://team-bucket/reports/4",
		"Shared notes.txt at s3://team-bucket/notes/12",
		"Shared a.csv at s3://other/x/1"))
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	got := apply(t, s.VirtualTool, textResult("Shared deck.key at gs://slides/final/v2"))
	if m, _ := got.(map[string]any); m["url"] != "gs://slides/final/v2" {
		t.Errorf("got %v\nconfig %s", mustJSON(t, got), mustJSON(t, s.VirtualTool.TextExtraction))
	}
}

// TestTemplateOverTextBlocks: samples of several text blocks are learnt
// as the gateway reads them, the blocks joined by a newline, so the
// template matches the text it is applied to.
func TestTemplateOverTextBlocks(t *testing.T) {
	blocks := func(a, b string) []byte {
		return []byte(`{"content":[{"type":"text","text":` + mustJSON(t, a) + `},{"type":"image","data":"AA==","mimeType":"image/png"},{"type":"text","text":` + mustJSON(t, b) + `}]}`)
	}
	tl := Tool{Server: "s", Tool: "snapshot", Samples: []Sample{
		{ID: "1", Result: blocks("Snapshot 3 taken:", "Stored under the key: nightly")},
		{ID: "2", Result: blocks("Snapshot 8 taken:", "Stored under the key: weekly")},
		{ID: "3", Result: blocks("Snapshot 12 taken:", "Stored under the key: adhoc")},
	}}
	s := Suggest(tl)
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	got := apply(t, s.VirtualTool, blocks("Snapshot 40 taken:", "Stored under the key: monthly"))
	m, _ := got.(map[string]any)
	found := map[any]bool{}
	for _, v := range m {
		found[v] = true
	}
	if !reflect.DeepEqual(found, map[any]bool{40.0: true, "monthly": true}) {
		t.Errorf("got %v\nconfig %s", mustJSON(t, got), mustJSON(t, s.VirtualTool.TextExtraction))
	}
}
