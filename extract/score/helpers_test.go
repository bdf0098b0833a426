package score

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// textResult is a CallToolResult with one text block.
func textResult(text string) []byte {
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	return b
}

// scResult is a CallToolResult with a text block and structuredContent.
func scResult(text string, sc any) []byte {
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}, "structuredContent": sc})
	return b
}

var cities = []string{"Paris", "Lyon", "Berlin", "Madrid", "Rome", "Oslo", "Vienna", "Prague", "Dublin", "Lisbon", "Athens", "Warsaw"}

// kvText is a key-value output.
func kvText(i int) string {
	return fmt.Sprintf("Name: user%d\nAge: %d\nCity: %s\nEmail: user%d@example.com", i, 20+i%50, cities[i%len(cities)], i)
}

// listText is a numbered list of records.
func listText(i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Found %d repositories:\n\n", 3)
	for j := 1; j <= 3; j++ {
		fmt.Fprintf(&b, "%d. **repo-%d-%d** - A project about %s\n   Stars: %d | Language: Go\n   URL: https://github.com/o/repo-%d-%d\n\n", j, i, j, cities[(i+j)%len(cities)], 100*j+i, i, j)
	}
	return b.String()
}

// tableText is a GFM table.
func tableText(i int) string {
	var b strings.Builder
	b.WriteString("| Name | Size | Owner |\n|---|---|---|\n")
	for j := 0; j < 3+i%3; j++ {
		fmt.Fprintf(&b, "| file%d_%d.txt | %d | %s |\n", i, j, 10*j+i, strings.ToLower(cities[(i+j)%len(cities)]))
	}
	return b.String()
}

// jsonText is JSON in text.
func jsonText(i int) string {
	b, _ := json.Marshal(map[string]any{"id": i, "status": "ok", "city": cities[i%len(cities)], "count": i * 3})
	return string(b)
}

// proseTexts are unrelated sentences: no shared template, no structure.
var proseTexts = []string{
	"The weather was pleasant today and nothing much happened in town.",
	"I could not find anything matching that request, sorry.",
	"Done! The page was reloaded and the banner disappeared after a while.",
	"Please try again later; the upstream service seems to be busy right now.",
	"Once upon a time a small fox lived near the river bank with her cubs.",
	"Your message has been delivered to everyone on the list.",
	"Clicking the second button opened a dialog asking for confirmation.",
	"It looks like the repository is archived, so no new issues can be filed.",
	"Everything is up to date.",
	"Navigation finished after three redirects and a short pause.",
	"We recommend reading the installation guide before continuing further.",
	"Nothing to report for this period; all systems behaved normally.",
	"The screenshot shows an empty page with a spinner in the middle.",
}

// proseText is prose with no structure.
func proseText(i int) string { return proseTexts[i%len(proseTexts)] }

// makeTool builds a tool of n samples from gen.
func makeTool(server, tool string, n int, gen func(int) []byte) suggest.Tool {
	t := suggest.Tool{Server: server, Tool: tool, Def: json.RawMessage(`{"name":"` + tool + `","inputSchema":{"type":"object"}}`)}
	for i := range n {
		t.Samples = append(t.Samples, suggest.Sample{ID: fmt.Sprintf("%s/%s/%d", server, tool, i+1), Result: gen(i)})
	}
	return t
}

func textGen(f func(int) string) func(int) []byte {
	return func(i int) []byte { return textResult(f(i)) }
}

// findTool returns the score of server:tool.
func findTool(r Report, server, tool string) *ToolScore {
	for i := range r.Tools {
		if r.Tools[i].Server == server && r.Tools[i].Tool == tool {
			return &r.Tools[i]
		}
	}
	return nil
}
