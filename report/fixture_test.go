package report

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

// Hostile strings that reach the report from servers. pwnScript and
// pwnImg would set data-pwned on <body> if they ever ran.
const (
	pwnScript = `<script>document.body.setAttribute('data-pwned','1')</script>`
	pwnImg    = `"><img src=x onerror="document.body.setAttribute('data-pwned','1')">`
	alertTag  = `<script>alert(1)</script>`
	alertImg  = `"><img src=x onerror=alert(1)>`
	jsURL     = `javascript:alert(1)`
)

var hostileName = "evil" + alertTag + " | `srv`"

// sampleBundle is a realistic report: several servers, SDKs, patterns,
// scores and findings, plus one hostile server whose every string is a
// payload.
func sampleBundle() *Bundle {
	sums := []corpus.ServerSummary{
		{Name: "server-time", ServerName: "mcp-time 1.2.0", Status: "ok", Tools: 2, ToolsCalled: 2, Calls: 6, Labelled: 6, Usable: 6, ToolsUsable: 2,
			PatternTools: map[string]int{"json_in_text": 2}, PatternCalls: map[string]int{"json_in_text": 6}},
		{Name: "server-github", ServerName: "github-mcp 0.6.2", Status: "ok", Tools: 3, ToolsCalled: 2, Calls: 5, Labelled: 5, Usable: 5, ToolsUsable: 2,
			PatternTools: map[string]int{"markdown_list": 1, "key_value": 1}, PatternCalls: map[string]int{"markdown_list": 3, "key_value": 2}},
		{Name: "server-memory", Status: "ok", Tools: 2, ToolsWithOutput: 2, ToolsCalled: 2, Calls: 2, Labelled: 2, Usable: 2, ToolsUsable: 2,
			PatternTools: map[string]int{"structured": 2}, PatternCalls: map[string]int{"structured": 2}},
		{Name: "db|prod", Status: "ok", Tools: 1, ToolsCalled: 1, Calls: 3, Labelled: 3, Usable: 3, ToolsUsable: 1,
			PatternTools: map[string]int{"markdown_table": 1}, PatternCalls: map[string]int{"markdown_table": 3}},
		{Name: "broken", Status: "init_failed", PatternTools: map[string]int{}, PatternCalls: map[string]int{}},
		{Name: hostileName, Status: "ok", Tools: 1, ToolsCalled: 1, Calls: 1, Labelled: 1, Usable: 1, ToolsUsable: 1,
			PatternTools: map[string]int{"unstructured": 1}, PatternCalls: map[string]int{"unstructured": 1}},
	}
	b := &Bundle{
		Title:       "MCP survey " + alertTag,
		GeneratedAt: time.Date(2025, 7, 1, 12, 0, 0, 0, time.UTC),
		ToolVersion: "v0.3.0",
		CorpusPath:  "corpus.db",
		Survey:      BuildSurvey("7", sums),
		Coverage: Coverage{
			Definition: "A call is covered when its suggested config extracts at least one field.",
			Servers:    Ratio{Covered: 3, Total: 4}, Tools: Ratio{Covered: 4, Total: 6}, Calls: Ratio{Covered: 11, Total: 15},
			HeldOut: Ratio{Covered: 3, Total: 4}, GoalPct: 90, SeedEstimatePct: 60,
			GroundTruth: &GroundTruth{Calls: 2, Fields: 9, Precision: 0.95, Recall: 0.8},
		},
		ROI: []ParserROI{
			{Parser: "json", Servers: 1, Tools: 2, Calls: 6, Covered: 6, OfServers: 4, OfTools: 6, OfCalls: 15},
			{Parser: "markdown_numbered_list", Servers: 1, Tools: 1, Calls: 3, Covered: 2, OfServers: 4, OfTools: 6, OfCalls: 15},
			{Parser: "markdown_table", Servers: 1, Tools: 1, Calls: 3, Covered: 3, OfServers: 4, OfTools: 6, OfCalls: 15},
		},
		Findings: FindingsSummary{Total: 4, BySeverity: map[string]int{"error": 1, "warning": 2, "info": 1},
			ByCheck: []CheckCount{
				{ID: "MCP101", Title: "structuredContent does not match outputSchema", Severity: "error", Count: 1, Servers: 1},
				{ID: "MCP205", Title: "tool without outputSchema", Severity: "warning", Count: 2, Servers: 2},
				{ID: "MCP900" + alertTag, Title: alertImg, Severity: "info", Count: 1, Servers: 1},
			}},
	}
	pushed := time.Date(2025, 6, 20, 8, 0, 0, 0, time.UTC)
	b.Servers = []ServerView{
		{Name: "server-time", Status: "ok", Transport: "stdio", ProtocolVersion: "2025-06-18", ServerInfo: "mcp-time 1.2.0",
			Package: "pypi:mcp-server-time", SDK: DetectSDK("mcp-time", "1.2.0", "pypi:mcp-server-time", nil, nil),
			Coverage: &ScoreView{Pct: 100, Calls: 6, Covered: 6, HeldOut: 2, HeldOutCovered: 2},
			Tools: []ToolView{
				{Name: "get_current_time", Description: "Get the current time in a timezone", Pattern: "json_in_text", Calls: 4, Usable: 4,
					Examples: []ExampleView{{CallID: "c1", Arguments: json.RawMessage(`{"timezone":"Europe/Paris"}`),
						Text:  `{"timezone":"Europe/Paris","datetime":"2025-07-01T14:00:00+02:00","is_dst":true}`,
						Bytes: 80, Pattern: "json_in_text", Confidence: 0.99, Evidence: []string{"text parses as a JSON object"}}},
					Suggestion:     json.RawMessage(`{"source_tool":"server-time:get_current_time","text_extraction":{"enabled":true,"auto_detect_json":true}}`),
					ProposedSchema: json.RawMessage(`{"type":"object","properties":{"timezone":{"type":"string"},"datetime":{"type":"string","description":"ISO 8601"},"is_dst":{"type":"boolean"}},"required":["timezone","datetime"],"additionalProperties":false}`),
					Before:         json.RawMessage(`{"content":[{"type":"text","text":"{\"timezone\":\"Europe/Paris\"}"}]}`),
					After:          json.RawMessage(`{"content":[{"type":"text","text":"{\"timezone\":\"Europe/Paris\"}"}],"structuredContent":{"timezone":"Europe/Paris"}}`),
					Score:          &ScoreView{Pct: 100, Calls: 4, Covered: 4}},
				{Name: "convert_time", Description: "Convert a time between timezones", Pattern: "json_in_text", Calls: 2, Usable: 2,
					Suggestion:     json.RawMessage(`{"source_tool":"server-time:convert_time","text_extraction":{"enabled":true,"auto_detect_json":true}}`),
					ProposedSchema: json.RawMessage(`{"type":"object","properties":{"source":{"type":"object","properties":{"timezone":{"type":"string"}}},"time_difference":{"type":"string"}}}`),
					Score:          &ScoreView{Pct: 100, Calls: 2, Covered: 2}},
			}},
		{Name: "server-github", Domain: "GitHub API", Status: "ok", Transport: "stdio", Package: "npm:@modelcontextprotocol/server-github@0.6.2",
			Repository: "https://github.com/modelcontextprotocol/servers",
			SDK:        DetectSDK("github-mcp", "0.6.2", "npm:@modelcontextprotocol/server-github", nil, map[string]string{"@modelcontextprotocol/sdk": "^1.12.0", "zod": "^3"}),
			Repo:       &RepoFacts{FullName: "modelcontextprotocol/servers", URL: "https://github.com/modelcontextprotocol/servers", Stars: 41234, DefaultBranch: "main", PushedAt: pushed},
			Related:    []IssueLink{{Number: 1234, Title: "Add outputSchema to github tools", URL: "https://github.com/modelcontextprotocol/servers/issues/1234", State: "open"}},
			Coverage:   &ScoreView{Pct: 66.7, Calls: 3, Covered: 2},
			Tools: []ToolView{
				{Name: "search_repositories", Description: "Search for GitHub repositories", Pattern: "markdown_list", Calls: 3, Usable: 3,
					Examples: []ExampleView{{CallID: "g1", Text: "1. **anthropics/mcp-python** (★ 2,341)\n   Python SDK\n   https://github.com/anthropics/mcp-python",
						Bytes: 4096, Pattern: "markdown_list", Confidence: 0.9, Evidence: []string{"line 1: numbered item", "line 3: URL"}}},
					Suggestion:     json.RawMessage(`{"source_tool":"github:search_repositories","text_extraction":{"enabled":true,"parser":"markdown_numbered_list","list_field":"repositories","item_patterns":{"name":{"regex":"\\*\\*([^*]+)\\*\\*"}}}}`),
					ProposedSchema: json.RawMessage(`{"type":"object","properties":{"repositories":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"stars":{"type":"integer"},"url":{"type":"string"}},"required":["name"]}}},"required":["repositories"]}`),
					Score:          &ScoreView{Pct: 66.7, Calls: 3, Covered: 2, Precision: ptr(0.95), Recall: ptr(0.9)}},
				{Name: "get_issue", Description: "Get an issue", Pattern: "key_value", Calls: 2, Usable: 2,
					SuggestionReason: "values vary between calls",
					Findings:         []FindingView{{CheckID: "MCP205", Severity: "warning", Tool: "get_issue", Message: "tool returns structured text without outputSchema"}}},
				{Name: "create_issue", Description: "Create an issue (not called: writes)", SuggestionReason: "not called"},
			}},
		{Name: "server-memory", Domain: "Knowledge Graph", Status: "ok", Transport: "stdio", SDK: DetectSDK("memory-server", "", "npm:@modelcontextprotocol/server-memory", nil, nil),
			Tools: []ToolView{
				{Name: "create_entities", HasOutputSchema: true, Pattern: "structured", Calls: 1, Usable: 1, Hybrid: true},
				{Name: "read_graph", HasOutputSchema: true, Pattern: "structured", Calls: 1, Usable: 1, Hybrid: true,
					Findings: []FindingView{{CheckID: "MCP101", Severity: "error", Message: "structuredContent misses required field \"relations\"",
						SpecRef: "https://modelcontextprotocol.io/specification/2025-06-18/server/tools#structured-content"}}},
			}},
		{Name: "db|prod", Domain: "SQL", Status: "ok", Transport: "streamable-http", Package: "github.com/example/dbmcp",
			SDK:      DetectSDK("db", "", "", nil, map[string]string{"github.com/modelcontextprotocol/go-sdk": "v1.8.0"}),
			Coverage: &ScoreView{Pct: 100, Calls: 3, Covered: 3},
			Tools: []ToolView{{Name: "query", Description: "Run a read-only SQL query", Pattern: "markdown_table", Calls: 3, Usable: 3,
				Examples:       []ExampleView{{CallID: "d1", Text: "| id | name |\n|---|---|\n| 1 | ada |", Bytes: 36, Pattern: "markdown_table", Confidence: 0.97}},
				Suggestion:     json.RawMessage(`{"source_tool":"db:query","text_extraction":{"enabled":true,"parser":"markdown_table","table_field":"rows"}}`),
				ProposedSchema: json.RawMessage(`{"type":"object","properties":{"rows":{"type":"array","items":{"type":"object"}},"row_count":{"type":["integer","null"]}}}`),
				Score:          &ScoreView{Pct: 100, Calls: 3, Covered: 3}}}},
		{Name: "broken", Status: "init_failed", Error: "initialize: EOF after 0 bytes " + alertTag, SDK: DetectSDK("", "", "", nil, nil)},
		{Name: hostileName, Domain: alertImg, Status: "ok" + alertTag, Error: pwnImg, Transport: jsURL, ServerInfo: pwnScript,
			Repository: jsURL, Package: "npm:" + alertTag,
			SDK:      SDKInfo{Name: SDKUnknown, Via: alertImg},
			Repo:     &RepoFacts{FullName: alertTag, URL: jsURL, DefaultBranch: "`main`"},
			Related:  []IssueLink{{Number: 1, Title: pwnImg, URL: "javascript:document.body.setAttribute('data-pwned','1')"}},
			Coverage: &ScoreView{Pct: 0, Calls: 1, Note: pwnScript},
			Findings: []FindingView{{CheckID: alertTag, Severity: "error" + alertImg, Message: pwnScript + "</pre>{{.}}", SpecRef: jsURL, Evidence: "</pre>" + pwnScript}},
			Tools: []ToolView{{Name: pwnImg + " | `tick` |", Description: "desc </pre>{{.Title}} " + pwnScript + " | pipe `code`\nsecond line", Pattern: "unstructured" + alertTag, Calls: 1, Usable: 1,
				Examples: []ExampleView{{CallID: alertImg, Arguments: json.RawMessage(`{"q":"</pre><script>alert(1)</script>"}`),
					Text: "</pre>" + pwnScript + pwnImg + "{{.}}", Bytes: 500, Pattern: "unstructured", Confidence: 0.5, Evidence: []string{"</pre>" + alertTag}}},
				SuggestionReason: pwnImg,
				ProposedSchema:   json.RawMessage(`{"type":"object","properties":{"msg</pre>` + "`" + `":{"type":"string","description":"<script>alert(1)</script> ` + "```" + `"},"class":{"type":"string"}, "2x":{"type":"number"}}}`),
				Before:           json.RawMessage(`{"content":[{"type":"text","text":"` + "```" + `</pre>"}]}`),
			}}},
	}
	return b
}

func ptr(f float64) *float64 { return &f }

// bigBundle is a synthetic bundle with n servers of k tools each, for the
// benchmark.
func bigBundle(n, k int) *Bundle {
	b := sampleBundle()
	b.Servers = b.Servers[:0]
	for i := 0; i < n; i++ {
		s := ServerView{Name: fmt.Sprintf("server-%04d", i), Status: "ok", Transport: "stdio", Package: "npm:pkg",
			SDK: SDKInfo{Name: SDKTypeScript, Via: "published on npm", Confidence: "likely"}, Coverage: &ScoreView{Pct: float64(i % 101), Calls: 20, Covered: (i % 101) / 5}}
		for j := 0; j < k; j++ {
			s.Tools = append(s.Tools, ToolView{Name: fmt.Sprintf("tool_%d", j), Description: "Does thing <b>number</b> " + fmt.Sprint(j),
				HasOutputSchema: j%3 == 0, Pattern: Taxonomy[j%len(Taxonomy)], Calls: 2, Usable: 2,
				Examples: []ExampleView{{CallID: fmt.Sprintf("c%d-%d", i, j), Text: "1. **item** (★ 1,234)\n   description & more\n", Bytes: 40,
					Pattern: "markdown_list", Confidence: 0.8, Evidence: []string{"line 1: numbered item"}}},
				Suggestion: json.RawMessage(`{"source_tool":"x:y","text_extraction":{"enabled":true,"parser":"markdown_numbered_list"}}`),
				Score:      &ScoreView{Pct: 50, Calls: 2, Covered: 1}})
		}
		b.Servers = append(b.Servers, s)
	}
	return b
}
