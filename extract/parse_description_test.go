package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A record written as pairs and a paragraph of prose gives the paragraph
// as its description; prose alone, or pairs among other structure, does
// not.
func TestDescriptionParagraphs(t *testing.T) {
	x, err := extract.Compile(&extract.VirtualTool{TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want string // "" when no description is wanted
	}{
		{"# Changelog\n\n## Pipes\n**Date:** 2025-12-12\n**Link:** https://example.org/changelog/pipes\n\nPipes allows your users to securely connect their third-party accounts to your application.\n\n---\n\n## Trust Center\n**Date:** 2025-12-11\n**Link:** https://example.org/changelog/trust-center\n\nWe have published a Trust Center where customers may access compliance resources.\n\n---\n",
			`"description":"Pipes allows your users to securely connect their third-party accounts to your application."`},
		{"Category: workshop\nRating: 4.5\nOpen: daily\n\nA member-owned workshop on Pier 9 with tools to rent.\n", `"description":"A member-owned workshop on Pier 9 with tools to rent."`},
		{"The co-op rents tools to its members.\n\nIt runs repair evenings every week.\n", ""},
		{"Status: ok\nItems: 3\n\n- one thing here\n- two things here\n\nThe list above is all there is.\n", ""},
	} {
		res, err := x.Apply(textResult(c.text))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res.Value)
		got := string(b)
		if c.want == "" && strings.Contains(got, `"description"`) || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%q:\n got  %s\n want %s", c.text, got, c.want)
		}
	}
}
