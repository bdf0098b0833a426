package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestKVLists: list items the pairs leave out are kept under the banner
// or heading above them, else under items; items a pair took are not
// repeated.
func TestKVLists(t *testing.T) {
	cases := []struct{ text, want, not string }{
		{"Job: j-7\nState: done\n\n--- Steps ---\n1. Fetch the data.\n2. Build it.\n", `"Steps":["Fetch the data.","Build it."]`, ""},
		{"Job: j-7\nState: done\n\n- first note\n- second note\n", `"items":["first note","second note"]`, ""},
		{"Job: j-7\nState: done\nTags:\n  - red\n  - blue\n", `"Tags":["red","blue"]`, `"items"`},
		{"Job: j-7\nState: done\n- Owner: ops\n", `"Owner":"ops"`, `"items"`},
	}
	for _, c := range cases {
		b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": c.text}}})
		vt := &extract.VirtualTool{SourceTool: "s:t", TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue,
			Config: &extract.ParserConfig{Separator: ":", IndentAware: true}}}
		res, err := extract.Apply(vt, b)
		if err != nil {
			t.Fatal(err)
		}
		out, _ := json.Marshal(res.Value)
		if !strings.Contains(string(out), c.want) || c.not != "" && strings.Contains(string(out), c.not) {
			t.Errorf("%q: %s (want %s, not %q)", c.text, out, c.want, c.not)
		}
		for _, f := range res.Account.Fields {
			if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
				t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
			}
		}
	}
}
