package extract_test

import (
	"strings"
	"testing"
)

// TestAutoStrayFences: a text parser auto reads as a list (or pairs) that
// also holds a fenced block no field took keeps the block's content under
// "code"; a list without a fence gets no "code".
func TestAutoStrayFences(t *testing.T) {
	x := tool(t, autoCfg)
	text := "- `min`: number\n- `max`: number\n- `step`: number\n\n```js\nslider({min: 0})\n```\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	if !strings.Contains(got, `"code":["slider({min: 0})"]`) || !strings.Contains(got, `"step"`) {
		t.Errorf("got %s", got)
	}
	if got := mustJSON(t, apply(t, x, textResult("- `min`: number\n- `max`: number\n")).Value); strings.Contains(got, `"code"`) {
		t.Errorf("code without a fence: %s", got)
	}
}
