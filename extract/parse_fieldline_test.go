package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoFieldLines: lines of tokens and a text cut by the same colon (a
// changelog's "version: date: text", with ASCII or full-width colons) are
// records; a glyph before the text is left out. `Key: value` lines whose
// values hold colons, and clock times, are not such lines.
func TestAutoFieldLines(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"History of Slider:\n2.4.0: 2027-01-05: 🐞 Fix the drag handle\n2.3.1: 2026-12-20: Add vertical mode\n",
			`{"items":[{"column_1":"2.4.0","column_2":"2027-01-05","column_3":"Fix the drag handle"},{"column_1":"2.3.1","column_2":"2026-12-20","column_3":"Add vertical mode"}]}`},
		{"滑块的历史：\n2.4.0：2027-01-05：修复拖动手柄\n2.3.1：2026-12-20：新增垂直模式\n",
			`{"items":[{"column_1":"2.4.0","column_2":"2027-01-05","column_3":"修复拖动手柄"},{"column_1":"2.3.1","column_2":"2026-12-20","column_3":"新增垂直模式"}]}`},
	} {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.want || res.Account.Parser != extract.ParsedLines {
			t.Errorf("%q: parser %s\n got %s\nwant %s", c.text, res.Account.Parser, got, c.want)
		}
	}
	for _, text := range []string{
		"Error: timeout: retry later\nWarning: disk: almost full\n",
		"10:30:45 started the sync\n10:31:02 stopped the sync\n",
	} {
		if res := apply(t, x, textResult(text)); res.Account.Parser == extract.ParsedLines {
			t.Errorf("%q read as field lines: %s", text, mustJSON(t, res.Value))
		}
	}
}

// TestAutoWideColonPairs: a full-width colon after a label separates a
// key from its value; the values are the text's own bytes.
func TestAutoWideColonPairs(t *testing.T) {
	x := tool(t, autoCfg)
	res := apply(t, x, textResult("组件：Slider\n版本：2.4.0\n状态：已发布：稳定\n"))
	want := `{"版本":"2.4.0","状态":"已发布：稳定","组件":"Slider"}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}
