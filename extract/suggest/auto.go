package suggest

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract"
)

// learnAuto proposes parser auto: every output is examined by the gateway
// and read with the generic parser of its pattern (JSON anywhere, table,
// list, key-value), the text itself as {"text": …} when it has none.
func learnAuto(why string) learnt {
	return learnt{
		te:     &extract.TextExtraction{Enabled: true, AutoDetectJSON: true, Parser: extract.ParserAuto},
		parser: extract.ParserAuto,
		reason: why,
	}
}

// isContentParam reports whether an input parameter name (folded: lower
// case, no '_', '-' or spaces) names the thing whose content the output
// is: a file, code to run, a command, a SQL statement.
func isContentParam(f string) bool {
	switch f {
	case "path", "paths", "file", "files", "filepath", "filename",
		"code", "script", "snippet", "sourcecode", "source",
		"command", "cmd", "shell",
		"sql", "statement":
		return true
	}
	return false
}

// isContentTool reports whether the tool's output is the content of
// something the caller names (a file it reads, code or a command it runs,
// SQL it executes): such output is data to hand over even when it is
// opaque text. Prose meant for the model (a fetched web page, search
// messages, status lines) is not: seed 001 leaves it to the LLM. It reads
// the tool definition's input properties; a "query" counts when the
// tool's name or description says SQL.
func isContentTool(name string, def json.RawMessage) bool {
	var d struct {
		Description string `json:"description"`
		InputSchema struct {
			Properties map[string]json.RawMessage `json:"properties"`
		} `json:"inputSchema"`
	}
	if len(def) == 0 || json.Unmarshal(def, &d) != nil {
		return false
	}
	words := strings.ToLower(name + " " + d.Description)
	sql := strings.Contains(words, "sql")
	for p := range d.InputSchema.Properties {
		f := strings.NewReplacer("_", "", "-", "", " ", "").Replace(strings.ToLower(p))
		if isContentParam(f) || (sql && f == "query") {
			return true
		}
	}
	return false
}

// fetchesURL reports whether the tool's input names a URL to fetch ("url",
// "uri", "href", "link"): the page's form (a table, a list, a CSV file,
// prose) follows the address, as a file's follows its path.
func fetchesURL(def json.RawMessage) bool {
	for p := range inputEnums(def) {
		switch strings.NewReplacer("_", "", "-", "").Replace(strings.ToLower(p)) {
		case "url", "uri", "href", "link", "pageurl", "targeturl":
			return true
		}
	}
	return false
}

// isFileOrRunTool reports whether the tool's input names a file to read
// or code or a command to run (isContentParam, SQL aside: a query's
// answer is a table or JSON whatever the query).
func isFileOrRunTool(def json.RawMessage) bool {
	for p := range inputEnums(def) {
		f := strings.NewReplacer("_", "", "-", "", " ", "").Replace(strings.ToLower(p))
		if isContentParam(f) && f != "sql" && f != "statement" {
			return true
		}
	}
	return false
}

// autoSchema opens the root of a schema inferred for parser auto: the
// top-level keys depend on each output's pattern (a key-value output's
// keys are its data), so keys not seen while fitting are kept, not
// dropped by projection.
//
// A root the samples showed as a map (keys that read as data: "web.1",
// "worker.1") keeps no schema for its values either: the next output's
// pattern may give strings where the samples gave objects, and projection
// would drop them.
func autoSchema(doc json.RawMessage) json.RawMessage {
	var s map[string]any
	if json.Unmarshal(doc, &s) != nil {
		return doc
	}
	if ap, ok := s["additionalProperties"]; ok {
		if m, isMap := ap.(map[string]any); !isMap || len(m) == 0 {
			return doc
		}
	} else if _, ok := s["patternProperties"]; ok {
		return doc
	}
	s["additionalProperties"] = map[string]any{}
	b, err := json.Marshal(s)
	if err != nil {
		return doc
	}
	return b
}

// patternNote names the patterns of the samples, for a suggestion of
// parser auto.
func patternNote(ds []decoded) string {
	counts := map[string]int{}
	for _, d := range ds {
		counts[d.pattern]++
	}
	return fmt.Sprintf("patterns of the %d samples: %s", len(ds), describeCounts(counts))
}

// anyMultiLine reports whether a sample's trimmed text has several lines.
func anyMultiLine(ds []decoded) bool {
	for _, d := range ds {
		if strings.ContainsAny(strings.TrimSpace(d.text), "\n\r") {
			return true
		}
	}
	return false
}

// modeSelector returns a description of the input property that selects
// the tool's operation or output format ("action" with enum [diff, add,
// weekday], "format" with enum [csv, json]), "" when there is none. Such a
// tool answers in a different form per choice, and its samples show only
// the choices that were called.
func modeSelector(def json.RawMessage) string {
	enums := inputEnums(def)
	var names []string
	for p, enum := range enums {
		if len(enum) < 2 {
			continue
		}
		switch strings.NewReplacer("_", "", "-", "", " ", "").Replace(strings.ToLower(p)) {
		case "action", "operation", "op", "mode", "method", "task",
			"format", "outputformat", "responseformat", "output", "type", "kind":
			names = append(names, p)
		}
	}
	if len(names) == 0 {
		return ""
	}
	sort.Strings(names)
	return fmt.Sprintf("%q (one of %d choices)", names[0], len(enums[names[0]]))
}

// inputEnums returns the properties of a tool definition's input schema,
// each with its enum (nil for a property without one); nil for a
// definition that does not decode.
func inputEnums(def json.RawMessage) map[string][]any {
	var d struct {
		InputSchema struct {
			Properties map[string]struct {
				Enum []any `json:"enum"`
			} `json:"properties"`
		} `json:"inputSchema"`
	}
	if len(def) == 0 || json.Unmarshal(def, &d) != nil {
		return nil
	}
	out := make(map[string][]any, len(d.InputSchema.Properties))
	for p, ps := range d.InputSchema.Properties {
		out[p] = ps.Enum
	}
	return out
}

// jsonFormatChoice returns the name of an input property that chooses the
// output format among JSON and another form ("format" with enum [json,
// markdown]), "" when there is none: whatever form the samples show, a
// call asking for the other form answers in it.
func jsonFormatChoice(def json.RawMessage) string {
	var names []string
	for p, enum := range inputEnums(def) {
		switch strings.NewReplacer("_", "", "-", "").Replace(strings.ToLower(p)) {
		case "format", "outputformat", "responseformat", "output", "as":
		default:
			continue
		}
		js, other := false, false
		for _, e := range enum {
			switch v, _ := e.(string); strings.ToLower(v) {
			case "json", "jsonl", "ndjson", "json_pretty", "raw_json":
				js = true
			case "":
			default:
				other = true
			}
		}
		if js && other {
			names = append(names, p)
		}
	}
	if len(names) == 0 {
		return ""
	}
	sort.Strings(names)
	return names[0]
}

// distinctTexts reports whether the samples' trimmed texts are not all
// the same (the same text every time is a fixed message).
func distinctTexts(ds []decoded) bool {
	for _, d := range ds[1:] {
		if strings.TrimSpace(d.text) != strings.TrimSpace(ds[0].text) {
			return true
		}
	}
	return false
}

// mostlyProse reports whether more than half of the samples read as prose
// (see isProse).
func mostlyProse(ds []decoded) bool {
	n := 0
	for _, d := range ds {
		if isProse(d.text) {
			n++
		}
	}
	return n*2 > len(ds)
}

// isProse reports whether a text reads as sentences for a reader: at
// least four words, seven in ten of its white-space separated tokens
// words of letters (punctuation around them aside; tokens of markdown
// syntax alone, such as "#", "-", ">" or "|", are not counted), not a
// markup document (starting with a tag and ending with one), and a
// sentence end or eight words or more. A converted date, an encoded
// string, an id, a number with its unit, an HTML page or a line of code
// is not prose; a page of markdown prose is.
func isProse(text string) bool {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "<") && strings.HasSuffix(t, ">") {
		return false
	}
	alnum := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	words, counted := 0, 0
	for _, tok := range strings.Fields(t) {
		w := strings.TrimFunc(tok, func(r rune) bool { return !alnum(r) })
		if w == "" {
			continue // markdown syntax or punctuation alone
		}
		counted++
		if !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' && r != '’' }) {
			words++
		}
	}
	if words < 4 || words*10 < counted*7 {
		return false
	}
	return words >= 8 || strings.ContainsAny(t, ".!?;")
}

// otherStructure reports whether at least a fifth of the samples (one at
// least) have a structured pattern (JSON, list, key-value, table) other
// than the chosen one.
func otherStructure(ds []decoded, chosen string) bool {
	n := 0
	for _, d := range ds {
		switch d.pattern {
		case chosen:
		case classify.JSONInText, classify.MarkdownList, classify.KeyValue, classify.MarkdownTable:
			n++
		}
	}
	return n > 0 && n*5 >= len(ds)
}
