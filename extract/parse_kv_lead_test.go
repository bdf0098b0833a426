package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestKVLeadParagraph: the paragraph between a heading and its section's
// first pair is the section's text; a list or a long paragraph there is
// not taken.
func TestKVLeadParagraph(t *testing.T) {
	cfg := &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue, Config: &extract.ParserConfig{Separator: ":", IndentAware: true}}
	cases := []struct {
		text, want string
		has        bool
	}{
		{"## Note 3/4 - Plan\n\nMove the cache to disk\n\n**Owner:** ops\n\n**Due:** Friday\n", `"text":"Move the cache to disk"`, true},
		{"## Plan\n\nMove the cache\nto disk today\n\nOwner: ops\nDue: Friday\n", `"text":"Move the cache\nto disk today"`, true},
		{"## Plan\n\n- a\n- b\n\nOwner: ops\nDue: Friday\n", `"text"`, false},
		{"## Plan\n\n1\n2\n3\n4\n5\n\nOwner: ops\nDue: Friday\n", `"text"`, false},
	}
	for _, c := range cases {
		b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": c.text}}})
		res, err := extract.Apply(&extract.VirtualTool{SourceTool: "s:t", TextExtraction: cfg}, b)
		if err != nil {
			t.Fatal(err)
		}
		out, _ := json.Marshal(res.Value)
		if strings.Contains(string(out), c.want) != c.has {
			t.Errorf("%q: %s (want %s: %v)", c.text, out, c.want, c.has)
		}
		for _, f := range res.Account.Fields {
			if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
				t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
			}
		}
	}
}
