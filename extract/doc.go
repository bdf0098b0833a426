// Package extract is the text_extraction engine of seed 000: it turns the
// text content of an MCP CallToolResult into structured data with a
// declarative configuration, then projects it onto the virtual tool's
// output_schema.
//
// The configuration language is the seed's whole "Configuration Reference"
// in the gateway's virtual_tools shape, plus the custom_regex parser of
// its Future Extensions (Option A) and parser "auto" (the "Pattern type?"
// branch of the seed's flowchart, decided per output; docs/extraction.md):
//
//	{"virtual_tools": {"search_repos": {
//	  "source_tool": "github:search_repositories",
//	  "output_schema": {"type": "object", "properties": {...}},
//	  "text_extraction": {
//	    "enabled": true,
//	    "auto_detect_json": true,             // JSON anywhere it carries the payload (below)
//	    "nested_text": true,                  // and the text inside it (always on under auto)
//	    "parser": "markdown_numbered_list",   // or key_value_pairs, markdown_table, custom_regex, auto
//	    "list_field": "repositories",         // list parser: wrap the array (default "items")
//	    "table_field": "rows",                // table parser: wrap the rows (default "rows")
//	    "item_patterns": {"stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer",
//	                                "transform": "remove_commas", "required": false, "multiline": false}},
//	    "patterns": {"id": {"regex": "ID: (\\d+)", "group": 1}},   // custom_regex only
//	    "config": {"separator": ":", "indent_aware": true, "section_marker": "\n\n"}, // key_value_pairs only
//	    "fallback": "auto"                    // an output the parser finds nothing in is read by auto
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
// auto_detect_json is set and the parser is the fallback.
//
// JSON is found where it carries the payload: the joined text as one
// value or a fenced block (```json or bare ```), as the seed reads it;
// else any single text item holding JSON, or several items each holding
// JSON merged into an array in content order; else JSON Lines (one object
// or array per line, read as an array), JSON starting its own line behind
// a short header (at most 3 lines, 300 bytes) or before a short trailer;
// else JSON starting the text followed by prose. A JSON value inside a
// sentence is never taken. Account.JSON says which content item(s) and
// which bytes held it.
//
// Text inside the JSON (nested_text, always on under parser "auto";
// nested.go, docs/extraction.md): a CallToolResult written as JSON text
// is read as the tool's result (isError, structuredContent, else its
// text), and a string member holding structured text (two lines or more
// that auto's readers read as structure, or one JSON object or array)
// keeps its text and gets the value read from it under key_parsed.
// Account.Nested says which strings were read; their fields name their
// bytes in the text as written (mapped through the string's escapes).
//
// Parser "auto" (docs/extraction.md) examines each output: JSON first (as above, whether or
// not auto_detect_json is set; an array is wrapped as {list_field: [...]}
// so the value is always an object), then the pattern whose structure carries
// at least half of the text's bytes: a GFM table (markdown_table), a
// list of two or more items or of one multi-line record
// (markdown_numbered_list; without item_patterns each item is split into
// named fields by textparse.ItemFields: link text and URL, bold or code
// name, index, counts, `key: value` sub-items), `Key: value` pairs
// (key_value_pairs; a list of single-pair bullets counts as pairs; one
// pair alone is a status line). Before the patterns, a text cut by "---"
// lines into "header:" sections is read section by section, and a text
// that is one fenced block gives its content. With none, text of one
// record per line
// ("[FILE] name  287 B" listings, "path:line:col: message" lines, one
// path per line, aligned columns) is
// read as a list, and any other text is handed over as {"text": …} (the
// flowchart's pass-through). item_patterns,
// list_field, table_field and config apply when their parser is chosen.
// Account.Pattern records the pattern chosen for each output. Projection keeps
// every key an object schema allows: its declared properties (nested
// objects and arrays of objects too), keys matching patternProperties, and,
// when additionalProperties is a schema or true, every other key (maps:
// rows, dictionaries keyed by IDs); an object schema that declares
// properties without additionalProperties keeps only those (seed 000), one
// that declares nothing keeps the whole object. It matches names the way a
// person reads them (case, spaces, dashes, underscores ignored; where
// undeclared keys are dropped, keys inside nested sections are found
// breadth first) and converts to declared types ("2,341" -> 2341), values
// under additionalProperties too. Three cases keep data a narrow schema
// would lose: an object or array where a string is declared is kept as its
// compact JSON text (with a warning in the account); a JSON array where an
// open root object is declared is kept under "items"; and, for key-value
// text, declared pairs are lifted out of their sections while undeclared
// ones stay in their section (a bare heading is left out; JSON nesting is
// never lifted). What does not convert or is not allowed is left out and
// recorded.
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
//
// Owns: the text_extraction config language and engine (load, apply, account) and output_schema projection.
// Imports: extract/textparse, extract/schema, internal/jsonx and the I/O-free standard library only; never classify, probe, corpus, report or I/O.
package extract
