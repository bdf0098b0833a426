package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A tool whose samples give no better choice is never left without a
// config: only error answers, one line too few for a template, text with
// no structure the learners read all degrade to parser auto, which reads
// the next output in whatever form it comes.
func TestDegradeToAuto(t *testing.T) {
	errOnly := Tool{Server: "s", Tool: "changes", Samples: []Sample{
		{ID: "s/changes/1", Result: []byte(`{"content":[{"type":"text","text":"upstream timed out"}],"isError":true}`)},
	}}
	s := Suggest(errOnly)
	if s.Parser != extract.ParserAuto || s.VirtualTool == nil || s.Schema != nil || !s.SchemaValidates {
		t.Fatalf("only an error answer: parser %q schema %s (%s)", s.Parser, s.Schema, s.Reason)
	}
	if !strings.HasPrefix(s.Reason, "no usable sample (1 error result(s) (isError)") || !strings.HasSuffix(s.Reason, degradeWhy) {
		t.Errorf("reason %q", s.Reason)
	}
	// the next output, a key-value block, is read whole: no schema drops it
	v := apply(t, s.VirtualTool, textResult("Release: Faster builds\nDate: 2031-05-02\nLink: https://example.org/r/7"))
	got := mustJSON(t, v)
	for _, want := range []string{"Faster builds", "2031-05-02", "https://example.org/r/7"} {
		if !strings.Contains(got, want) {
			t.Errorf("next output lost %q: %s", want, got)
		}
	}

	// one line, too few for a template
	one := Suggest(toolOf("guide", "Config guide for the v9 builder"))
	if one.Parser != extract.ParserAuto || !strings.Contains(one.Reason, "too few samples") {
		t.Errorf("one line: parser %q (%s)", one.Parser, one.Reason)
	}
	// and the next output in another form (JSON) is read as JSON
	v = apply(t, one.VirtualTool, textResult(`{"theme": {"spacing": 4}, "plugins": ["forms"]}`))
	if got := mustJSON(t, v); !strings.Contains(got, `"spacing":4`) || !strings.Contains(got, `"forms"`) {
		t.Errorf("JSON after one line: %s", got)
	}

	// text the learners read nothing of, several lines each
	text := func(n string) string {
		return "### " + n + "\nscore 0.8 for " + n + "/index\nsee also " + n + "/api, " + n + "/guide"
	}
	many := Suggest(toolOf("lookup", text("billing"), text("sso")))
	if many.Parser != extract.ParserAuto || many.VirtualTool == nil {
		t.Errorf("unstructured lines: parser %q (%s)", many.Parser, many.Reason)
	}

	// nothing seen in text: no config
	if none := Suggest(Tool{Server: "s", Tool: "t"}); none.VirtualTool != nil {
		t.Errorf("no samples: %+v", none)
	}
}
