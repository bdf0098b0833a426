package extract_test

import (
	"encoding/json"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// textResult wraps text as a raw CallToolResult, as a server sends it.
func textResult(text string) []byte {
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	return b
}

// run loads a gateway, applies its only virtual tool to a result and
// prints the value as JSON (keys sorted).
func run(gateway, server, tool string, result []byte) {
	g, err := extract.LoadGateway([]byte(gateway), "gateway.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, vt := range g.ForSource(server, tool) {
		res, err := vt.Extractor.Apply(result)
		if err != nil {
			fmt.Println(err)
			return
		}
		b, _ := json.Marshal(res.Value)
		fmt.Printf("%s: %s\n", vt.Name, b)
	}
}

// Seed 000, Example 1: JSON in text; projection keeps the three declared
// fields and drops is_dst.
func Example_autoDetectJSON() {
	gateway := `{"virtual_tools": {"get_time": {
	  "source_tool": "server-time:get_current_time",
	  "output_schema": {"type": "object", "properties": {
	    "timezone": {"type": "string"}, "datetime": {"type": "string"}, "day_of_week": {"type": "string"}}},
	  "text_extraction": {"enabled": true, "auto_detect_json": true}}}}`
	text := "{\n  \"timezone\": \"America/New_York\",\n  \"datetime\": \"2025-12-23T09:46:14-05:00\",\n  \"day_of_week\": \"Tuesday\",\n  \"is_dst\": false\n}"
	run(gateway, "server-time", "get_current_time", textResult(text))
	// Output:
	// get_time: {"datetime":"2025-12-23T09:46:14-05:00","day_of_week":"Tuesday","timezone":"America/New_York"}
}

// Seed 000, Example 2: a markdown numbered list with field patterns.
func Example_numberedList() {
	gateway := `{"virtual_tools": {"search_repos": {
	  "source_tool": "github:search_repositories",
	  "output_schema": {"type": "object", "properties": {"repositories": {"type": "array", "items": {
	    "type": "object", "properties": {"name": {"type": "string"}, "stars": {"type": "integer"},
	    "description": {"type": "string"}, "url": {"type": "string"}}}}}},
	  "text_extraction": {"enabled": true, "parser": "markdown_numbered_list", "list_field": "repositories",
	    "item_patterns": {
	      "name": {"regex": "\\*\\*([^*]+)\\*\\*", "required": true},
	      "stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer", "transform": "remove_commas"},
	      "url": {"regex": "https://github\\.com/[^\\s]+"},
	      "description": {"regex": "^   (.+)$", "multiline": true}}}}}}`
	text := "Found 5 repositories:\n\n" +
		"1. **anthropics/mcp-python** (★ 2,341)\n   Official Python SDK for Model Context Protocol\n   https://github.com/anthropics/mcp-python\n\n" +
		"2. **modelcontextprotocol/servers** (★ 1,892)\n   Reference MCP server implementations\n   https://github.com/modelcontextprotocol/servers"
	run(gateway, "github", "search_repositories", textResult(text))
	// Output:
	// search_repos: {"repositories":[{"description":"Official Python SDK for Model Context Protocol","name":"anthropics/mcp-python","stars":2341,"url":"https://github.com/anthropics/mcp-python"},{"description":"Reference MCP server implementations","name":"modelcontextprotocol/servers","stars":1892,"url":"https://github.com/modelcontextprotocol/servers"}]}
}

// Seed 000, Example 3: key-value pairs in sections; the flat schema finds
// its keys inside the "Current Conditions" section.
func Example_keyValuePairs() {
	gateway := `{"virtual_tools": {"get_weather_simple": {
	  "source_tool": "weather:get_weather",
	  "output_schema": {"type": "object", "properties": {"temperature": {"type": "string"},
	    "conditions": {"type": "string"}, "humidity": {"type": "string"}, "wind": {"type": "string"}}},
	  "text_extraction": {"enabled": true, "parser": "key_value_pairs",
	    "config": {"separator": ":", "indent_aware": true, "section_marker": "\n\n"}}}}}`
	text := "Weather for San Francisco, CA:\n\nCurrent Conditions:\n  Temperature: 58°F (14°C)\n  Feels like: 55°F (13°C)\n" +
		"  Conditions: Partly Cloudy\n  Humidity: 72%\n  Wind: 12 mph NW\n  Pressure: 30.12 inHg\n\nLast updated: 2025-12-23 09:45 AM PST"
	run(gateway, "weather", "get_weather", textResult(text))
	// Output:
	// get_weather_simple: {"conditions":"Partly Cloudy","humidity":"72%","temperature":"58°F (14°C)","wind":"12 mph NW"}
}

// Seed 000, Example 4: a markdown table; rows keep the declared columns.
func Example_markdownTable() {
	gateway := `{"virtual_tools": {"query_users": {
	  "source_tool": "db:query",
	  "output_schema": {"type": "object", "properties": {"rows": {"type": "array", "items": {
	    "type": "object", "properties": {"name": {"type": "string"}, "email": {"type": "string"}}}}}},
	  "text_extraction": {"enabled": true, "parser": "markdown_table", "table_field": "rows"}}}}`
	text := "Query executed successfully. 3 rows returned.\n\n" +
		"| name          | email                | created_at          |\n" +
		"|---------------|----------------------|---------------------|\n" +
		"| Alice Johnson | alice@example.com    | 2024-01-15 10:23:45 |\n" +
		"| Bob Smith     | bob@example.com      | 2024-02-20 14:30:12 |\n" +
		"| Carol White   | carol@example.com    | 2024-03-05 09:15:33 |\n\nQuery time: 42ms"
	run(gateway, "db", "query", textResult(text))
	// Output:
	// query_users: {"rows":[{"email":"alice@example.com","name":"Alice Johnson"},{"email":"bob@example.com","name":"Bob Smith"},{"email":"carol@example.com","name":"Carol White"}]}
}

// Option A of the seed's Future Extensions: named regex fields over the
// whole text.
func Example_customRegex() {
	te := &extract.TextExtraction{Enabled: true, Parser: extract.ParserCustomRegex, Patterns: map[string]*extract.RegexField{
		"message_id": {Regex: `Message ID: (\S+)`, Group: 1},
		"permalink":  {Regex: `Permalink: (\S+)`},
	}}
	text := "Message posted successfully to #engineering\n\nMessage ID: 1734972345.123456\nTimestamp: 2025-12-23 09:45:45 PST\nPermalink: https://workspace.slack.com/..."
	res, err := extract.Apply(&extract.VirtualTool{TextExtraction: te}, textResult(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	b, _ := json.Marshal(res.Value)
	fmt.Println(string(b))
	fmt.Printf("lines used: %d of %d\n", res.Account.UsedLines, res.Account.NonBlankLines)
	// Output:
	// {"message_id":"1734972345.123456","permalink":"https://workspace.slack.com/..."}
	// lines used: 2 of 4
}
