package check

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// maxViolations caps the schema violations a finding's evidence lists.
const maxViolations = 10

// violationEvidence turns schema violations into evidence values.
func violationEvidence(vs []schema.Violation) []map[string]any {
	var out []map[string]any
	for i, v := range vs {
		if i == maxViolations {
			break
		}
		out = append(out, map[string]any{"instance_location": v.InstanceLocation,
			"keyword_location": v.KeywordLocation, "message": capString(v.Message, 300)})
	}
	return out
}

// firstViolation renders the first violation for a message.
func firstViolation(vs []schema.Violation) string {
	if len(vs) == 0 {
		return ""
	}
	v := vs[0]
	loc := v.InstanceLocation
	if loc == "" {
		loc = "(root)"
	}
	s := fmt.Sprintf("at %s: %s", loc, capString(v.Message, 200))
	if len(vs) > 1 {
		s += fmt.Sprintf(" (and %d more)", len(vs)-1)
	}
	return s
}

// structuredMustBeObject reports whether version requires structuredContent
// to be a JSON object (until 2026-07-28, SEP-2106).
func structuredMustBeObject(version string) bool { return !atLeast(version, V20260728) }

// derivedFromText returns the index of the first text block whose JSON
// validates against the tool's compiled outputSchema, and whether some
// text block held JSON at all.
func (t *Target) derivedFromText(ci *callInfo) (block int, hadJSON bool) {
	c, err := t.compileOutput(ci.tool)
	if err != nil || c == nil {
		return -1, false
	}
	for i, text := range ci.texts {
		v, ok := jsonText(text)
		if !ok {
			continue
		}
		if _, isObj := v.(map[string]any); !isObj && structuredMustBeObject(t.Version) {
			continue
		}
		hadJSON = true
		raw, err := json.Marshal(v)
		if err != nil {
			continue
		}
		if vs, err := validate(c, raw); err == nil && len(vs) == 0 {
			return i, true
		}
	}
	return -1, hadJSON
}

func checkMissingStructured() *Check {
	return &Check{
		ID: "MCP2001", Title: "outputSchema declared but the result has no structuredContent", Severity: SeverityError,
		Category: CategoryResult, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Output Schema", SpecURL: specURL(V20260728, toolsPage+"#output-schema"),
		SpecQuote: `2026-07-28, Tools › Output Schema: "If an output schema is provided: Servers MUST provide structured results that conform to this schema. Clients SHOULD validate structured results against this schema." From 2026-07-28 (SEP-2106) structuredContent "can be any JSON value (object, array, string, number, boolean, or null)", so null is a value there, not an absent result.`,
		Explanation: `"If an output schema is provided: Servers MUST provide structured results
that conform to this schema." A successful result (isError absent or false)
of a tool that declares an outputSchema must carry structuredContent. SDK
clients enforce it: the TypeScript client fails such a call with "Tool ...
has an output schema but did not return structured content". Results with
isError: true are exempt.

When the result's text is JSON that already validates against the
outputSchema, the fix is mechanical: parse the text and return it as
structuredContent too (seed 004's controller does it automatically); MCP2004
reports those results, and this finding's message says so.`,
		Before: `{"content": [{"type": "text", "text": "{\"name\":\"John\"}"}]}`,
		After:  `{"content": [{"type": "text", "text": "{\"name\":\"John\"}"}], "structuredContent": {"name": "John"}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.results() {
				if ci.tool == nil || ci.tool.output == nil || ci.isError || ci.structured != nil {
					continue
				}
				msg := "the tool declares an outputSchema but this successful result has no structuredContent"
				if ci.structuredNull {
					msg = "the tool declares an outputSchema but this successful result has structuredContent: null"
				}
				ev := map[string]any{"result": snippet(ci.call.Result)}
				if b, had := t.derivedFromText(ci); b >= 0 {
					msg += fmt.Sprintf("; its text block %d is JSON that validates against the outputSchema, so structuredContent can be derived automatically (MCP2004)", b)
					ev["derivable_from_block"] = b
				} else if had {
					msg += "; its text is JSON but does not validate against the outputSchema"
				}
				out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID, Message: msg, Evidence: ev})
			}
			return out
		},
	}
}

func checkStructuredValid() *Check {
	return &Check{
		ID: "MCP2002", Title: "structuredContent does not validate against outputSchema", Severity: SeverityError,
		Category: CategoryResult, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Output Schema", SpecURL: specURL(V20260728, toolsPage+"#output-schema"),
		SpecQuote: `2026-07-28, Tools › Output Schema: "Servers MUST provide structured results that conform to this schema." Tools › Structured Content: "This can be any JSON value (object, array, string, number, boolean, or null) that conforms to the tool's outputSchema if one is defined."`,
		Explanation: `Servers MUST provide structured results that conform to the declared
outputSchema, and clients SHOULD validate them: the TypeScript SDK client
fails the call with -32602 "Structured content does not match the tool's
output schema". mcpsurvey validates every successful result's
structuredContent against the tool's outputSchema (2020-12 by default from
2025-11-25 on, draft-07 for 2025-06-18, or the schema's own "$schema"; no
remote references) and reports where the instance fails (instance location)
and which keyword failed (keyword location). A "pattern" is matched as
ECMA-262 (JSON Schema's regular expressions); a match that runs past 100 ms
(catastrophic backtracking) is abandoned and the value is not failed for
it. Error results are checked by MCP3003 instead.`,
		Before: `outputSchema {"type": "object", "properties": {"count": {"type": "integer"}}, "required": ["count"]}
result       {"content": [...], "structuredContent": {"count": "12"}}`,
		After: `result       {"content": [...], "structuredContent": {"count": 12}}`,
		Run: func(t *Target) []Finding {
			return t.validateStructured(false)
		},
	}
}

func checkErrorStructured() *Check {
	return &Check{
		ID: "MCP3003", Title: "structuredContent of an error result does not match outputSchema", Severity: SeverityWarning,
		Category: CategoryError, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Output Schema", SpecURL: specURL(V20260728, toolsPage+"#output-schema"),
		SpecQuote: `2026-07-28, Tools › Output Schema: "Servers MUST provide structured results that conform to this schema." (an error result need not carry structuredContent; when it does, clients validate it like any other)`,
		Explanation: `A result with isError: true need not carry structuredContent, and clients
skip output validation for error results. But when an error result does carry
structuredContent, clients that validate it anyway (older SDKs did) reject
the whole result, hiding the error message from the model. Either omit
structuredContent on errors or make the error shape part of the outputSchema
(for example with oneOf).`,
		Before: `{"isError": true, "content": [{"type": "text", "text": "rate limited"}], "structuredContent": {"error": "rate limited"}}`,
		After:  `{"isError": true, "content": [{"type": "text", "text": "rate limited"}]}`,
		Run: func(t *Target) []Finding {
			return t.validateStructured(true)
		},
	}
}

// validateStructured validates structuredContent of successful (errors
// false) or error results against their tool's outputSchema.
func (t *Target) validateStructured(errors bool) []Finding {
	var out []Finding
	for _, ci := range t.results() {
		if ci.tool == nil || ci.tool.output == nil || ci.structured == nil || ci.isError != errors {
			continue
		}
		if structuredMustBeObject(t.Version) && jsonKind(ci.structured) != "object" {
			continue // MCP2005
		}
		c, err := t.compileOutput(ci.tool)
		if err != nil || c == nil {
			continue // MCP1003
		}
		vs, err := validate(c, ci.structured)
		if err != nil {
			out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID, Severity: SeverityInfo,
				Message:  "structuredContent could not be validated: " + capString(err.Error(), 300),
				Evidence: map[string]any{"structuredContent": snippet(ci.structured)}})
			continue
		}
		if len(vs) == 0 {
			continue
		}
		what := "structuredContent does not validate against the outputSchema "
		if errors {
			what = "the error result's structuredContent does not validate against the outputSchema "
		}
		out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID,
			Message: what + firstViolation(vs),
			Evidence: map[string]any{"violations": violationEvidence(vs), "violation_count": len(vs),
				"structuredContent": snippet(ci.structured)}})
	}
	return out
}

// jsonDiff returns the JSON Pointer of the first place where a and b
// differ ("" for the root).
func jsonDiff(a, b any, path string) string {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return path
		}
		keys := make([]string, 0, len(x)+len(y))
		for k := range x {
			keys = append(keys, k)
		}
		for k := range y {
			if _, ok := x[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			xv, ok1 := x[k]
			yv, ok2 := y[k]
			p := path + "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(k)
			if !ok1 || !ok2 {
				return p
			}
			if d := jsonDiff(xv, yv, p); d != "\x00" {
				return d
			}
		}
		return "\x00"
	case []any:
		y, ok := b.([]any)
		if !ok {
			return path
		}
		for i := 0; i < len(x) && i < len(y); i++ {
			if d := jsonDiff(x[i], y[i], fmt.Sprintf("%s/%d", path, i)); d != "\x00" {
				return d
			}
		}
		if len(x) != len(y) {
			return fmt.Sprintf("%s/%d", path, min(len(x), len(y)))
		}
		return "\x00"
	}
	if jsonEqual(a, b) {
		return "\x00"
	}
	return path
}

func checkTextMirror() *Check {
	return &Check{
		ID: "MCP2003", Title: "structuredContent without a text block carrying the same JSON", Severity: SeverityWarning,
		Category: CategoryResult, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Structured Content", SpecURL: specURL(V20260728, toolsPage+"#structured-content"),
		SpecQuote: `2026-07-28, Tools › Structured Content: "For backwards compatibility, a tool that returns structured content SHOULD also return the serialized JSON in a TextContent block."`,
		Explanation: `"For backwards compatibility, a tool that returns structured content SHOULD
also return the serialized JSON in a TextContent block" (2025-11-25 and
later). Clients that do not read structuredContent, and models that only see
content, otherwise get nothing or a different story. mcpsurvey compares
semantically: some text block (whole, or alone in a fenced code block) must
parse as JSON equal to structuredContent, whatever the member order, spacing
or number spelling.

2025-06-18 asked for "functionally equivalent unstructured content (for
example, serialized JSON)", so a prose summary may be equivalent there: for
that version a result with text that is not the same JSON is reported as
info only, and a result with no text at all as a warning.`,
		Before: `{"content": [{"type": "text", "text": "Found 2 users"}], "structuredContent": {"users": ["ann", "bob"]}}`,
		After:  `{"content": [{"type": "text", "text": "{\"users\":[\"ann\",\"bob\"]}"}], "structuredContent": {"users": ["ann", "bob"]}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.results() {
				if ci.structured == nil {
					continue
				}
				sv, ok := decodeJSON(ci.structured)
				if !ok {
					continue
				}
				mirrored := false
				diff := ""
				diffBlock := -1
				for i, text := range ci.texts {
					v, ok := jsonText(text)
					if !ok {
						continue
					}
					if jsonEqual(v, sv) {
						mirrored = true
						break
					}
					if diffBlock < 0 {
						diffBlock, diff = i, jsonDiff(v, sv, "")
					}
				}
				if mirrored {
					continue
				}
				sev := SeverityWarning
				var msg string
				switch {
				case len(ci.texts) == 0:
					msg = "the result has structuredContent but no text block: clients that read only content get nothing"
				case diffBlock >= 0:
					tv, _ := jsonText(ci.texts[diffBlock])
					if k1, k2 := valueKind(tv), valueKind(sv); diff == "" && k1 != k2 {
						msg = fmt.Sprintf("text block %d is a JSON %s but structuredContent is a JSON %s", diffBlock, k1, k2)
					} else {
						if diff == "" {
							diff = "(root)"
						}
						msg = fmt.Sprintf("text block %d is JSON but differs from structuredContent at %s", diffBlock, diff)
					}
				default:
					msg = "no text block carries the serialized JSON of structuredContent"
				}
				if len(ci.texts) > 0 && !atLeast(t.Version, V20251125) {
					sev = SeverityInfo
					msg += " (protocol " + t.Version + " accepts functionally equivalent text; check that the text says the same)"
				}
				if wrapsText(sv, ci.texts) {
					msg += " (structuredContent only wraps the text in a string member: it adds no structure)"
				}
				ev := map[string]any{"structuredContent": snippet(ci.structured)}
				if len(ci.texts) > 0 {
					ev["text"] = capString(ci.texts[0], snippetCap)
				}
				if diffBlock >= 0 {
					ev["first_difference"] = diff
				}
				out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID, Severity: sev, Message: msg, Evidence: ev})
			}
			return out
		},
	}
}

// valueKind names the kind of a decoded JSON value.
func valueKind(v any) string {
	switch v.(type) {
	case map[string]any:
		return "object"
	case []any:
		return "array"
	case string:
		return "string"
	case json.Number:
		return "number"
	case bool:
		return "boolean"
	}
	return "null"
}

// wrapsText reports whether structuredContent is an object with one
// string member whose value is one of the text blocks: the text, wrapped.
func wrapsText(sv any, texts []string) bool {
	m, ok := sv.(map[string]any)
	if !ok || len(m) != 1 {
		return false
	}
	for _, v := range m {
		s, ok := v.(string)
		if !ok {
			return false
		}
		for _, t := range texts {
			if t == s {
				return true
			}
		}
	}
	return false
}

func checkDerivable() *Check {
	return &Check{
		ID: "MCP2004", Title: "structuredContent missing but derivable from the JSON text", Severity: SeverityInfo,
		Category: CategoryResult, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Output Schema", SpecURL: specURL(V20260728, toolsPage+"#output-schema"),
		Explanation: `The tool declares an outputSchema, the result has no structuredContent
(MCP2001 reports that as an error), and a text block is JSON that validates
against the outputSchema. The data is all there: parse the text and return
it as structuredContent as well. Seed 004's controller does exactly this
automatically for every tool with an outputSchema; a gateway can do it too.
This finding marks the cheap fix.`,
		Before: `{"content": [{"type": "text", "text": "{\"id\":\"123\",\"price\":9.5}"}]}`,
		After:  `{"content": [{"type": "text", "text": "{\"id\":\"123\",\"price\":9.5}"}], "structuredContent": {"id": "123", "price": 9.5}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.results() {
				if ci.tool == nil || ci.tool.output == nil || ci.isError || ci.structured != nil {
					continue
				}
				if b, _ := t.derivedFromText(ci); b >= 0 {
					out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID,
						Message:  fmt.Sprintf("text block %d is JSON that validates against the outputSchema: return it as structuredContent too", b),
						Evidence: map[string]any{"text": capString(ci.texts[b], snippetCap), "block": b}})
				}
			}
			return out
		},
	}
}

func checkStructuredObject() *Check {
	return &Check{
		ID: "MCP2005", Title: "structuredContent is not a JSON object", Severity: SeverityError,
		Category: CategoryResult, Versions: versionsBetween(V20250618, V20251125),
		SpecSection: "Tools › Tool Result (CallToolResult.structuredContent)", SpecURL: specURL(V20251125, toolsPage+"#structured-content"),
		SpecQuote: `2025-11-25, schema CallToolResult.structuredContent: "An optional JSON object that represents the structured result of the tool call." Lifted in 2026-07-28, Tools › Structured Content (SEP-2106): "This can be any JSON value (object, array, string, number, boolean, or null) that conforms to the tool's outputSchema if one is defined."`,
		Explanation: `In 2025-06-18 and 2025-11-25 structuredContent is "a JSON object"
({[key: string]: unknown}); SDK clients reject an array, a scalar or null
there. Wrap a list in an object ({"items": [...]}) and omit the member rather
than sending null. 2026-07-28 (SEP-2106) allows any JSON value, so this check
does not apply there.`,
		Before: `{"content": [{"type": "text", "text": "[1,2]"}], "structuredContent": [1, 2]}`,
		After:  `{"content": [{"type": "text", "text": "{\"items\":[1,2]}"}], "structuredContent": {"items": [1, 2]}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.results() {
				raw := ci.structured
				kind := jsonKind(raw)
				if ci.structuredNull {
					raw, kind = json.RawMessage("null"), "null"
				} else if raw == nil || kind == "object" {
					continue
				}
				if kind == "" {
					kind = "invalid JSON"
				} else {
					kind = "a JSON " + kind
				}
				msg := "structuredContent is " + kind + "; protocol " + t.Version + " requires an object"
				if ci.structuredNull {
					msg += " (omit the member instead of sending null)"
				}
				out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID, Message: msg,
					Evidence: map[string]any{"structuredContent": snippet(raw)}})
			}
			return out
		},
	}
}

// standardResultMember reports whether a version's spec defines a
// top-level member of a tools/call result: CallToolResult's content,
// structuredContent, isError and _meta; from 2026-07-28 also resultType,
// and InputRequiredResult's inputRequests and requestState.
func standardResultMember(name, version string) bool {
	switch name {
	case "content", "structuredContent", "isError", "_meta":
		return true
	case "resultType", "inputRequests", "requestState":
		return atLeast(version, V20260728)
	}
	return false
}

func checkDualMode() *Check {
	return &Check{
		ID: "MCP2006", Title: "Non-standard top-level fields in the result (dual-mode data/display/metadata)", Severity: SeverityInfo,
		Category:    CategoryResult,
		SpecSection: "Tools › Tool Result", SpecURL: specURL(V20260728, toolsPage+"#tool-result"),
		Explanation: `A CallToolResult has content, structuredContent, isError and _meta (and
from 2026-07-28 resultType, plus inputRequests and requestState on an
input_required result). Other top-level members, such as seed 002's "dual-mode" proposal (data for code,
display for humans, metadata), are allowed by the schema's open Result type
but no client reads them: SDK clients drop unknown members, so the data never
reaches a model or a program. Put the machine-readable part in
structuredContent (with an outputSchema), the human part in content, and
metadata in _meta.`,
		Before: `{"data": {"entities": 25}, "display": {"type": "markdown", "content": "**25** proteins"}, "metadata": {"status": "staged"}}`,
		After:  `{"content": [{"type": "text", "text": "{\"entities\":25}"}], "structuredContent": {"entities": 25}, "_meta": {"example.com/status": "staged"}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.results() {
				var extra []string
				for k := range ci.res {
					if !standardResultMember(k, t.Version) {
						extra = append(extra, k)
					}
				}
				if len(extra) == 0 {
					continue
				}
				sort.Strings(extra)
				dual := 0
				for _, k := range extra {
					if k == "data" || k == "display" || k == "metadata" {
						dual++
					}
				}
				quoted := make([]string, len(extra))
				for i, k := range extra {
					quoted[i] = quoteCap(k, 60)
				}
				msg := "the result has non-standard top-level members " + strings.Join(quoted, ", ") + ": clients drop them"
				if dual > 0 {
					msg += " (seed-002 dual-mode shape: move data to structuredContent, display text to content, metadata to _meta)"
				}
				ev := map[string]any{"members": extra}
				for _, k := range extra {
					if len(ev) > 4 {
						break
					}
					ev["member:"+k] = snippet(ci.res[k])
				}
				out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID, Message: msg, Evidence: ev})
			}
			return out
		},
	}
}

func checkJSONWithoutSchema() *Check {
	return &Check{
		ID: "MCP2007", Title: "JSON in text with no outputSchema", Severity: SeverityInfo,
		Category: CategoryResult, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Output Schema", SpecURL: specURL(V20260728, toolsPage+"#output-schema"),
		Explanation: `The tool answers with JSON in a text block but declares no outputSchema, so
clients and models get a string to parse instead of typed data. Since
2025-06-18 a tool can declare an outputSchema and return the same value as
structuredContent (keeping the JSON text for older clients). mcpsurvey
proposes a schema inferred from the captured outputs: run "mcpsurvey suggest"
or see the suggested schema in the report. Reported once per tool, counting
its results whose main payload is JSON (classifier pattern json_in_text).`,
		Before: `tool   {"name": "get_user", "inputSchema": {"type": "object"}}
result {"content": [{"type": "text", "text": "{\"name\":\"John\"}"}]}`,
		After: `tool   {"name": "get_user", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "properties": {"name": {"type": "string"}}}}
result {"content": [{"type": "text", "text": "{\"name\":\"John\"}"}], "structuredContent": {"name": "John"}}`,
		Run: func(t *Target) []Finding {
			type agg struct {
				json, total int
				first       *callInfo
			}
			per := map[string]*agg{}
			var order []string
			for _, ci := range t.results() {
				if ci.isError || ci.structured != nil || (ci.tool != nil && ci.tool.output != nil) {
					continue
				}
				a := per[ci.call.Tool]
				if a == nil {
					a = &agg{}
					per[ci.call.Tool] = a
					order = append(order, ci.call.Tool)
				}
				a.total++
				var def json.RawMessage
				if ci.tool != nil {
					def = ci.tool.tool.Def
				}
				if t.label(ci.call, classify.Input{Result: ci.call.Result, ToolDef: def}).Pattern == classify.JSONInText {
					a.json++
					if a.first == nil {
						a.first = ci
					}
				}
			}
			var out []Finding
			for _, name := range order {
				a := per[name]
				if a.json == 0 {
					continue
				}
				text := ""
				if len(a.first.texts) > 0 {
					text = capString(a.first.texts[0], snippetCap)
				}
				out = append(out, Finding{Tool: name, CallID: a.first.call.ID,
					Message: fmt.Sprintf("the tool answers with JSON in text (%d of %s) but declares no outputSchema: declare one and return structuredContent (`mcpsurvey suggest` and the report propose a schema)",
						a.json, plural(a.total, "successful result")),
					Evidence: map[string]any{"json_results": a.json, "results": a.total, "text": text}})
			}
			return out
		},
	}
}
