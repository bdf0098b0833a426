package classify

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// Version identifies the rules; stored with every label. Bump when labels can change.
//
//   - 2: error_text flag (answers that read as errors without isError).
//   - 3: the main-payload rule of DESIGN.md §4 applied strictly (issue 14):
//     a list is markdown_list only with two or more multi-field records;
//     section headers are not data pairs (key_value needs two or more
//     pairs carrying data); JSON behind a short header or before a short
//     trailer is json_in_text whatever its size; fenced JSON Lines; a
//     blank line may separate a `Section:` header from its indented pairs.
//   - 4: error_text by rule, not by example (issue 14, error answers
//     without isError): small JSON envelopes whose outcome is a failure
//     (success/ok false, a status with a failure word or an HTTP 4xx/5xx,
//     with a message and only envelope members); short messages whose
//     subject is not found, refused or failed ("Key not found: k",
//     "Upload failed: …", "Confirmation required"), refusals and exception
//     names as the first word; not a validation verdict ({"valid":false,
//     "error":…}), a count of problems ({"error":2}, "3 tests failed") or
//     an answer with data besides its error.
//   - 5: blocks of two or more `key=value` lines (identifier keys, one
//     pair a line) are key-value pairs.
//   - 6: more error answers without isError: a JSON envelope with no
//     outcome whose message reads as an error ({"detail":"Not Found"}), a
//     lone failed status ({"status":"error"}), "… timed out", "… limit
//     exceeded", "Something went wrong", system error codes (ECONNREFUSED)
//     in a short message, "MCP error -32602: …".
//   - 7: the subject of a short error message may hold dots inside its
//     words ("File /srv/config.yaml not found") but no clause end ("…
//     rows; 2 ids not found" is a report).
//   - 8: list items that are single key=value pairs count as pairs, like
//     single `Key: value` items.
//   - 9: lists bulleted with glyphs ("• ", "· ", "▪ ", "– " …) are judged
//     like markdown lists (items with indented lines of their own); a list
//     of one record is markdown_list under a first line ending in ':'
//     ("Found 1 results:"); a list of records under a `Key:` line among
//     two or more pairs is that key's value (key_value).
//   - 10: a unified diff under two or more header pairs (a commit or tag
//     shown with its diff, a mailed patch: `Author:`/`Date:` lines, short
//     messages between header blocks) is key_value; the diff is the body.
//   - 11: two or more sections under headings of one level whose lines
//     are all pairs with the same keys are records of a list
//     (markdown_list), each named by its heading.
//   - 12: two or more sections under headings of one level holding only
//     lists are records (heading + items) unless most items are pairs;
//     a list item `data_name: a phrase of three or more words` (a key
//     holding '_' or a digit) is a name and description, a record.
//   - 13: headed list sections are records only when their headings
//     carry several fields or most items do ("### Added" over one-field
//     items is a document's structure).
//   - 14: an unfenced JSON value must end its line ("[1] https://…"
//     footnotes are prose), and a lone '{' or '[' line starts one at any
//     indent; one section of pairs under a heading naming a record ("### Name (ID: x)") announced by a line
//     ending in ':' is a list of one record, its heading data; two or
//     more sections each naming a file (a bold or heading line holding a
//     code span or path) over a fence with its content are a list of
//     records.
//   - 15: a YAML front matter block at the start of a text ("---", pairs,
//     "---" or the end of the text) is read as its pairs, not as a setext
//     heading.
//   - 16: a list item that is a line of two or more logfmt pairs ("id=1
//     name=Oak price=89.5") counts one field a pair (a record).
//   - 21: the items under a closing "Next Steps:" header are advice even
//     when the header and its items read as a `Section:` list.
//   - 22: one fenced block of code beside three `Key: value` lines or
//     more (and no more than a line of prose) is neutral: the pairs are
//     the payload, the code one value of the record.
//   - 24: a JSON error envelope may name the file or command that failed
//     ({"success":false,"error":…,"file":…,"timestamp":…,"errorType":…});
//     a heading that reads as an error over a document of its own (two
//     headings or two bold pairs below) is a record about an error.
const Version = "24"

// Pattern IDs (stable strings used in the DB, JSON, reports).
const (
	// Structured: the result carries structuredContent.
	Structured = "structured"
	// JSONInText: the main payload of the text is one JSON object or array.
	JSONInText = "json_in_text"
	// MarkdownTable: the main payload is a GFM table.
	MarkdownTable = "markdown_table"
	// MarkdownList: the main payload is a list of two or more records.
	MarkdownList = "markdown_list"
	// KeyValue: the main payload is two or more `Key: value` pairs.
	KeyValue = "key_value"
	// Unstructured: anything else (prose, status lines, logs, code, no text).
	Unstructured = "unstructured"
)

// Flags a Label can carry (besides "content:<type>" for each non-text
// content block: content:image, content:audio, content:resource,
// content:resource_link, content:unknown).
const (
	// FlagRPCError: the call failed with a JSON-RPC error object.
	FlagRPCError = "rpc_error"
	// FlagInvalidResult: the result is not a JSON object (or not JSON).
	FlagInvalidResult = "invalid_result"
	// FlagIsError: the result has isError: true.
	FlagIsError = "is_error"
	// FlagDualMode: non-standard top-level data/display/metadata members (seed 002).
	FlagDualMode = "dual_mode"
	// FlagJSONInFence: a fenced code block holds valid JSON inside other content.
	FlagJSONInFence = "json_in_fence"
	// FlagMultiBlock: the result has two or more text blocks.
	FlagMultiBlock = "multi_block"
	// FlagEmpty: there is no text at all.
	FlagEmpty = "empty"
	// FlagLong: the primary text exceeds 1 MiB (markdown analysis is capped).
	FlagLong = "long"
	// FlagOutputSchemaWithoutStructured: the tool declares an outputSchema
	// but the result has no structuredContent.
	FlagOutputSchemaWithoutStructured = "output_schema_without_structured"
	// FlagParserPanic: the markdown parser panicked; the line-based view was used.
	FlagParserPanic = "parser_panic"
)

// Patterns lists the six IDs in taxonomy order (structured, json_in_text,
// markdown_list, key_value, markdown_table, unstructured). Ties between
// candidates are broken in this order.
func Patterns() []string {
	return []string{Structured, JSONInText, MarkdownList, KeyValue, MarkdownTable, Unstructured}
}

// Input is one captured call: a raw CallToolResult, or a raw JSON-RPC error
// object, and optionally the raw tool definition.
type Input struct{ Result, Error, ToolDef json.RawMessage }

// Label is the classification of one call.
type Label struct {
	Pattern    string     `json:"pattern"`
	Hybrid     []string   `json:"hybrid"`     // other patterns present besides the main one, sorted, never nil (use [])
	Flags      []string   `json:"flags"`      // sorted, never nil
	Confidence float64    `json:"confidence"` // 0..1, rounded to 2 decimals
	Block      int        `json:"block"`      // index of the content block decided on; -1 when none
	Evidence   []Evidence `json:"evidence"`
}

// Evidence is one piece of text that supports the label. For Block >= 0 the
// line and byte ranges are relative to that content block's decoded text;
// for Block == -1 (result level) they are relative to the raw Input.Result
// bytes (Input.Error for rpc_error).
type Evidence struct {
	Pattern   string `json:"pattern"`    // which pattern (or flag) this piece supports
	Block     int    `json:"block"`      // content block index (-1 for result-level)
	StartLine int    `json:"start_line"` // 1-based lines in the block's text, inclusive
	EndLine   int    `json:"end_line"`
	StartByte int    `json:"start_byte"` // byte offsets in the block's text, end exclusive
	EndByte   int    `json:"end_byte"`
	Note      string `json:"note"` // e.g. "GFM table: 3 columns, 3 rows"
}

// Classify labels one call. It never panics and is deterministic.
//
//   - A JSON-RPC error (Input.Error present and not null) is unstructured
//     with flag rpc_error, confidence 1, Block -1.
//   - A result that is not a JSON object is unstructured + invalid_result.
//   - structuredContent present and not null → structured (confidence 1).
//     Text blocks are still analysed: their patterns go to Hybrid, their
//     flags are kept.
//   - Otherwise the text blocks are analysed; with several, the block whose
//     pattern is not unstructured and has the most bytes decides (else the
//     longest); the other blocks' patterns go to Hybrid.
//
// Flags: rpc_error, invalid_result, is_error, content:<type>, dual_mode,
// json_in_fence, multi_block, empty, long, output_schema_without_structured,
// parser_panic. Keys are separated from values by ':' or, in blocks of
// identifier `key=value` lines, by '='.
func Classify(in Input) (l Label) {
	defer func() {
		// Classify must never panic; this is a last resort (the markdown
		// parser has its own recover with a line-based fallback).
		if r := recover(); r != nil {
			l = finish(Label{Pattern: Unstructured, Confidence: 0, Block: -1,
				Flags: []string{FlagParserPanic},
				Evidence: []Evidence{{Pattern: FlagParserPanic, Block: -1, StartLine: 1, EndLine: 1,
					Note: fmt.Sprintf("internal error, no label: %v", r)}}})
		}
	}()
	if len(trimASCII(in.Error)) > 0 && !isJSONNull(in.Error) {
		return finish(rpcErrorLabel(in.Error))
	}
	texts := jsonx.NewTexts() // the blocks' decoded text; a Label holds none of it
	defer texts.Release()
	res, ok := parseResult(in.Result, texts)
	if !ok {
		return finish(invalidLabel(in.Result, res.reason))
	}
	return finish(classifyResult(in, res))
}

// finish normalises a label: sorted, de-duplicated, non-nil slices and a
// confidence rounded to two decimals.
func finish(l Label) Label {
	l.Hybrid = sortedSet(l.Hybrid)
	l.Hybrid = slices.DeleteFunc(l.Hybrid, func(p string) bool { return p == l.Pattern })
	l.Flags = sortedSet(l.Flags)
	if l.Evidence == nil {
		l.Evidence = []Evidence{}
	}
	l.Confidence = round2(l.Confidence)
	return l
}

func sortedSet(s []string) []string {
	out := make([]string, 0, len(s))
	out = append(out, s...)
	slices.Sort(out)
	return slices.Compact(out)
}

func round2(f float64) float64 {
	if math.IsNaN(f) || f < 0 {
		return 0
	}
	if f > 1 {
		return 1
	}
	return math.Round(f*100) / 100
}
