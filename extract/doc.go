// Package extract is the text_extraction engine of seed 000: it turns the
// text content of an MCP CallToolResult into structured data with a
// declarative configuration, then projects it onto the virtual tool's
// output_schema.
//
// The configuration language is the seed's whole "Configuration Reference"
// in the gateway's virtual_tools shape, plus the custom_regex parser of
// its Future Extensions (Option A):
//
//	{"virtual_tools": {"search_repos": {
//	  "source_tool": "github:search_repositories",
//	  "output_schema": {"type": "object", "properties": {...}},
//	  "text_extraction": {
//	    "enabled": true,
//	    "auto_detect_json": true,             // JSON: whole text, one ```json fence, or JSON + trailing prose
//	    "parser": "markdown_numbered_list",   // or key_value_pairs, markdown_table, custom_regex
//	    "list_field": "repositories",         // list parser: wrap the array (default "items")
//	    "table_field": "rows",                // table parser: wrap the rows (default "rows")
//	    "item_patterns": {"stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer",
//	                                "transform": "remove_commas", "required": false, "multiline": false}},
//	    "patterns": {"id": {"regex": "ID: (\\d+)", "group": 1}},   // custom_regex only
//	    "config": {"separator": ":", "indent_aware": true, "section_marker": "\n\n"}  // key_value_pairs only
//	  }}}}
//
// Regexes are RE2 (Go's regexp). A pattern takes capture group 1 when the
// regex has groups, else the whole match (custom_regex: "group" picks
// another). "multiline" takes every match under (?m) and joins them with
// "\n", skipping matches inside bytes another field of the same item took.
// Types are string, integer, number, boolean; transforms (one name or a
// list, applied in order) are remove_commas, lowercase, uppercase, trim,
// strip_markdown.
//
// Flow (the seed's flowchart): isError results are not extracted;
// structuredContent, when present, skips text extraction and is projected;
// otherwise the text blocks are joined with "\n", JSON is tried first when
// auto_detect_json is set and the parser is the fallback. Projection keeps
// only declared properties (nested objects and arrays of objects too),
// matches names the way a person reads them (case, spaces, dashes,
// underscores ignored; keys inside nested sections are found breadth
// first) and converts to declared types ("2,341" -> 2341). What does not
// convert is left out and recorded.
//
// Every Result carries an Account: where the value came from, which bytes
// and lines of the text became which fields (JSON pointers), which lines
// fed nothing, and every miss (pattern did not match, required field
// missing, value did not convert, key not declared). Extraction is pure,
// deterministic, bounded (at most 100,000 items or fields) and never
// panics.
//
// Embedding in a Go gateway:
//
//	g, err := extract.LoadGateway(data, "gateway.json") // checks everything, reports every problem
//	if err != nil { ... }
//	for _, vt := range g.ForSource("github", "search_repositories") {
//		res, err := vt.Extractor.Apply(rawCallToolResult) // error only when the result is not a JSON object
//		if err == nil && res.Value != nil {
//			structured := res.Value // map[string]any
//			_ = res.Account.LineCoverage()
//		}
//	}
//
// Extractor values are safe for concurrent use.
package extract
