package check

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

const toolsPage = "server/tools"

// maxToolName is the longest tool name the 2025-11-25 rules allow.
const maxToolName = 128

// toolNameProblems lists what breaks the 2025-11-25 tool-name rules:
// 1-128 characters from A-Z a-z 0-9 _ - . only.
func toolNameProblems(name string) []string {
	var out []string
	if name == "" {
		return []string{"empty"}
	}
	if n := len([]rune(name)); n > maxToolName {
		out = append(out, fmt.Sprintf("%d characters, more than %d", n, maxToolName))
	}
	bad := map[rune]bool{}
	var badList []string
	for _, r := range name {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.'
		if !ok && !bad[r] {
			bad[r] = true
			badList = append(badList, fmt.Sprintf("%q", r))
		}
	}
	if len(badList) > 0 {
		out = append(out, "characters outside A-Z a-z 0-9 _ - .: "+strings.Join(badList, ", "))
	}
	return out
}

func checkToolName() *Check {
	return &Check{
		ID: "MCP1001", Title: "Tool name outside the tool-name rules", Severity: SeverityWarning,
		Category: CategoryToolDefinition, SpecSection: "Tools › Tool Names",
		SpecURL:   specURL(V20260728, toolsPage+"#tool-names"),
		SpecQuote: `2026-07-28, Tools › Tool Names: "Tool names SHOULD be between 1 and 128 characters in length (inclusive)." "The following SHOULD be the only allowed characters: uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (_), hyphen (-), and dot (.)" "Tool names SHOULD NOT contain spaces, commas, or other special characters."`,
		Explanation: `Since 2025-11-25 the spec says a tool name SHOULD be 1 to 128 characters
long and use only ASCII letters, digits, underscore, hyphen and dot (no
spaces, slashes or other punctuation); names are case-sensitive. Clients
build function names for models from tool names, and several model APIs
reject other characters.

Severity: a warning from 2025-11-25 on; only info (advice) for older
versions, which had no naming rule. A missing or non-string name is MCP1002.`,
		Before: `{"name": "search repos/github", "inputSchema": {"type": "object"}}`,
		After:  `{"name": "search_repos.github", "inputSchema": {"type": "object"}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ti := range t.toolInfos() {
				if ti.def == nil {
					continue // MCP1002 reports an unusable definition
				}
				var name string
				if raw, ok := ti.def["name"]; !ok || json.Unmarshal(raw, &name) != nil {
					continue // MCP1002 reports a definition without a string name
				}
				probs := toolNameProblems(name)
				if len(probs) == 0 {
					continue
				}
				sev := SeverityWarning
				note := ""
				rules := t.Version // the naming rules exist from 2025-11-25 on
				if !atLeast(t.Version, V20251125) {
					rules = V20251125
					sev = SeverityInfo
					note = " (advice: protocol " + t.Version + " has no naming rule; 2025-11-25 does)"
				}
				out = append(out, Finding{Tool: name, Severity: sev,
					Message:  fmt.Sprintf("tool name %s breaks the %s naming rules: %s%s", quoteCap(name, 80), rules, strings.Join(probs, "; "), note),
					Evidence: map[string]any{"name": capString(name, snippetCap), "problems": probs}})
			}
			return out
		},
	}
}

// schemaShape describes why a schema member is not an object schema with
// type "object", or "" when it is one.
func schemaShape(raw json.RawMessage, present bool) string {
	if !present {
		return "is missing"
	}
	switch k := jsonKind(raw); k {
	case "null":
		return "is null"
	case "object":
	case "":
		return "is not valid JSON"
	default:
		return "is a JSON " + k + ", not a schema object"
	}
	var s struct {
		Type json.RawMessage `json:"type"`
	}
	_ = json.Unmarshal(raw, &s)
	if len(s.Type) == 0 {
		return `has no "type" (the root must say "type": "object")`
	}
	var typ string
	if json.Unmarshal(s.Type, &typ) != nil || typ != "object" {
		return fmt.Sprintf(`has root "type" %s, not "object"`, capString(string(s.Type), 80))
	}
	return ""
}

func checkInputSchema() *Check {
	return &Check{
		ID: "MCP1002", Title: "Tool definition without a string name, or inputSchema missing, null or not an object schema", Severity: SeverityError,
		Category: CategoryToolDefinition, SpecSection: "Tools › Tool (data type): inputSchema",
		SpecURL:   specURL(V20260728, toolsPage+"#tool"),
		SpecQuote: `2026-07-28, Tools › Tool: inputSchema "MUST be a valid JSON Schema object (not null)"; schema Tool.inputSchema: "Tool arguments are always JSON objects, so type: \"object\" is required at the root."`,
		Explanation: `A tool definition must be a JSON object with a string "name" and an
"inputSchema": a JSON Schema object whose root has "type": "object" (the
spec's schema requires all of this, in every version). 2025-11-25 adds that it MUST be a valid JSON Schema object
and not null; a tool without parameters should declare
{"type": "object", "additionalProperties": false}. Clients derive the
function signature they show a model from it; SDK clients reject a tools/list
answer whose inputSchema is missing or not an object schema.`,
		Before: `{"name": "ping", "inputSchema": null}`,
		After:  `{"name": "ping", "inputSchema": {"type": "object", "additionalProperties": false}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ti := range t.toolInfos() {
				if ti.def == nil {
					out = append(out, Finding{Tool: ti.name, Message: ti.defErr + ": it needs at least name and inputSchema",
						Evidence: map[string]any{"definition": snippet(ti.tool.Def)}})
					continue
				}
				var name string
				if raw, ok := ti.def["name"]; !ok || json.Unmarshal(raw, &name) != nil {
					out = append(out, Finding{Tool: ti.name, Message: `the tool definition has no string "name" (required)`,
						Evidence: map[string]any{"name": snippet(raw), "definition": snippet(ti.tool.Def)}})
				}
				raw, ok := ti.def["inputSchema"]
				if why := schemaShape(raw, ok); why != "" {
					out = append(out, Finding{Tool: ti.name, Message: "inputSchema " + why,
						Evidence: map[string]any{"inputSchema": snippet(raw)}})
				}
			}
			return out
		},
	}
}

func checkInputSchemaValid() *Check {
	return &Check{
		ID: "MCP1007", Title: "inputSchema is not a valid JSON Schema", Severity: SeverityError,
		Category: CategoryToolDefinition, SpecSection: "Basic › JSON Schema usage",
		SpecURL:   specURL(V20260728, "basic#json-schema-usage"),
		SpecQuote: `2026-07-28, Basic › JSON Schema Usage › Schema Validation: "Schemas MUST be valid according to their declared or default dialect"; Tools › Tool: inputSchema "MUST be a valid JSON Schema object (not null)".`,
		Explanation: `An inputSchema that is an object but does not compile as a JSON Schema (a
keyword with a value of the wrong type, a broken $ref, an unknown dialect)
leaves clients unable to validate arguments or build a signature. Since
2025-11-25 schemas MUST be valid in their declared dialect ("$schema") or,
without one, in JSON Schema 2020-12. For 2025-06-18, which names no dialect,
mcpsurvey reads a schema without "$schema" as draft-07 (the dialect of that
version's own schema.json). References are resolved only inside the
document: mcpsurvey never fetches a remote $ref. A "pattern" (and a
patternProperties key) is an ECMA-262 regular expression, as JSON Schema
says, so lookahead, lookbehind and backreferences are fine; only a pattern
that is not an ECMA-262 regular expression at all (an unclosed "(") makes
the schema invalid.`,
		Before: `{"name": "find", "inputSchema": {"type": "object", "properties": {"q": {"type": "text"}}}}`,
		After:  `{"name": "find", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ti := range t.toolInfos() {
				if ti.def == nil {
					continue
				}
				raw, ok := ti.def["inputSchema"]
				if !ok || jsonKind(raw) != "object" {
					continue // MCP1002
				}
				if _, err := compileSchema(raw, t.schemaDraft()); err != nil {
					out = append(out, Finding{Tool: ti.name, Message: "inputSchema does not compile as a JSON Schema (" + t.schemaDraft() + " unless $schema says otherwise): " + capString(err.Error(), 400),
						Evidence: map[string]any{"inputSchema": snippet(raw), "error": capString(err.Error(), snippetCap)}})
				}
			}
			return out
		},
	}
}

func checkOutputSchemaValid() *Check {
	return &Check{
		ID: "MCP1003", Title: "outputSchema is not a valid JSON Schema", Severity: SeverityError,
		Category: CategoryToolDefinition, Versions: versionsFrom(V20250618),
		SpecSection: "Tools › Output Schema", SpecURL: specURL(V20260728, toolsPage+"#output-schema"),
		SpecQuote: `2026-07-28, Basic › JSON Schema Usage › Schema Validation: "Schemas MUST be valid according to their declared or default dialect"; Tools › Tool: outputSchema "Defaults to 2020-12 if no $schema field is present".`,
		Explanation: `When a tool declares an "outputSchema", clients validate every
structuredContent against it; a schema that is not a JSON object, or does not
compile, makes every result of the tool unverifiable (SDK clients fail the
call). Since 2025-11-25 a schema without "$schema" is JSON Schema 2020-12 and
MUST be valid in its dialect; 2025-06-18 names no dialect, so mcpsurvey reads
such a schema as draft-07, the dialect of that version's schema.json.
outputSchema does not exist before 2025-06-18. Remote $refs are never
fetched; a $ref that does not resolve inside the document is reported.
Patterns are ECMA-262 regular expressions, as JSON Schema says (lookahead
and backreferences compile).`,
		Before: `{"name": "stats", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "required": "count"}}`,
		After:  `{"name": "stats", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "required": ["count"]}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ti := range t.toolInfos() {
				if ti.output == nil {
					continue
				}
				if k := jsonKind(ti.output); k != "object" {
					if k == "" {
						k = "invalid JSON"
					} else {
						k = "a JSON " + k
					}
					out = append(out, Finding{Tool: ti.name, Message: "outputSchema is " + k + ", not a schema object",
						Evidence: map[string]any{"outputSchema": snippet(ti.output)}})
					continue
				}
				if _, err := t.compileOutput(ti); err != nil {
					out = append(out, Finding{Tool: ti.name, Message: "outputSchema does not compile as a JSON Schema (" + t.schemaDraft() + " unless $schema says otherwise): " + capString(err.Error(), 400),
						Evidence: map[string]any{"outputSchema": snippet(ti.output), "error": capString(err.Error(), snippetCap)}})
				}
			}
			return out
		},
	}
}

func checkOutputSchemaRoot() *Check {
	return &Check{
		ID: "MCP1004", Title: `outputSchema root is not "type": "object"`, Severity: SeverityError,
		Category: CategoryToolDefinition, Versions: versionsBetween(V20250618, V20251125),
		SpecSection: "Tools › Tool (data type): outputSchema", SpecURL: specURL(V20251125, toolsPage+"#output-schema"),
		SpecQuote: `2025-11-25, schema Tool.outputSchema: "Currently restricted to type: \"object\" at the root level." Lifted in 2026-07-28 (changelog, minor change 10, SEP-2106: "Loosen inputSchema and outputSchema to allow any JSON Schema 2020-12 keywords"; schema: "This can be any valid JSON Schema 2020-12.").`,
		Explanation: `In 2025-06-18 and 2025-11-25 the outputSchema's root must have
"type": "object" ("Currently restricted to type: object at the root level"),
because structuredContent must be a JSON object. A schema for an array or a
scalar result has to wrap it: {"type": "object", "properties": {"items":
{"type": "array", ...}}}. 2026-07-28 (SEP-2106) lifts the restriction:
structuredContent can be any JSON value, so this check does not apply there.`,
		Before: `{"name": "list_users", "inputSchema": {"type": "object"}, "outputSchema": {"type": "array", "items": {"type": "object"}}}`,
		After:  `{"name": "list_users", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "properties": {"users": {"type": "array", "items": {"type": "object"}}}, "required": ["users"]}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ti := range t.toolInfos() {
				if ti.output == nil || jsonKind(ti.output) != "object" {
					continue // absent, or MCP1003
				}
				if why := schemaShape(ti.output, true); why != "" {
					out = append(out, Finding{Tool: ti.name, Message: "outputSchema " + why + "; protocol " + t.Version + " requires an object root",
						Evidence: map[string]any{"outputSchema": snippet(ti.output)}})
				}
			}
			return out
		},
	}
}

func checkDuplicateTools() *Check {
	return &Check{
		ID: "MCP1005", Title: "Duplicate tool names", Severity: SeverityWarning,
		Category: CategoryToolDefinition, SpecSection: "Tools › Tool Names",
		SpecURL:   specURL(V20260728, toolsPage+"#tool-names"),
		SpecQuote: `2026-07-28, Tools › Tool Names: "Tool names SHOULD be unique within a server."`,
		Explanation: `Each tool is identified by its name: tools/call names the tool to run, so
two tools with one name make one of them unreachable and leave the client to
guess which definition applies. 2025-11-25 states it as "tool names SHOULD be
unique within a server". This check reports a name listed more than once on
the same tools/list page; a name repeated on a later page is a pagination
problem (MCP4004).`,
		Before: `{"tools": [{"name": "search", "inputSchema": {"type": "object"}}, {"name": "search", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}]}`,
		After:  `{"tools": [{"name": "search_code", "inputSchema": {"type": "object"}}, {"name": "search_issues", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}]}`,
		Run: func(t *Target) []Finding {
			type key struct {
				name string
				page int
			}
			count := map[key]int{}
			var order []key
			for _, ti := range t.toolInfos() {
				k := key{ti.name, ti.tool.Page}
				if count[k] == 0 {
					order = append(order, k)
				}
				count[k]++
			}
			var out []Finding
			for _, k := range order {
				if n := count[k]; n > 1 {
					out = append(out, Finding{Tool: k.name,
						Message:  fmt.Sprintf("tool %s is listed %d times on tools/list page %d", quoteCap(k.name, 80), n, k.page),
						Evidence: map[string]any{"name": capString(k.name, snippetCap), "count": n, "page": k.page}})
				}
			}
			return out
		},
	}
}

// annotationHints returns the boolean hints of ToolAnnotations.
func annotationHints() []string {
	return []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
}

func checkAnnotations() *Check {
	return &Check{
		ID: "MCP1006", Title: "Malformed or contradictory tool annotations", Severity: SeverityWarning,
		Category: CategoryToolDefinition, SpecSection: "Tools › Tool (data type): annotations",
		SpecURL:   specURL(V20260728, "schema#toolannotations"),
		SpecQuote: `2026-07-28, schema ToolAnnotations: readOnlyHint "If true, the tool does not modify its environment. Default: false"; destructiveHint "(This property is meaningful only when readOnlyHint == false) Default: true"; idempotentHint "Default: false"; openWorldHint "Default: true" (all booleans).`,
		Explanation: `"annotations" is an object of hints: readOnlyHint (default false),
destructiveHint (default true), idempotentHint (default false) and
openWorldHint (default true) are booleans, "title" a string. Clients use them
to decide which tools need a confirmation, so a hint of the wrong type (the
string "true") is silently ignored and the tool falls back to the unsafe
default: warning.

destructiveHint and idempotentHint are meaningful only when readOnlyHint is
false, so a read-only tool that also says destructiveHint: true contradicts
itself; clients resolve it differently (some trust readOnlyHint, some ask for
confirmation). Reported as info. idempotentHint on a read-only tool, and
destructiveHint: false on one, are fine.`,
		Before: `{"name": "drop_table", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true, "destructiveHint": true, "idempotentHint": "yes"}}`,
		After:  `{"name": "drop_table", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true}}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ti := range t.toolInfos() {
				if ti.def == nil {
					continue
				}
				raw, ok := ti.def["annotations"]
				if !ok || isNull(raw) {
					continue
				}
				var ann map[string]json.RawMessage
				if why := decodeObject(raw, &ann); why != "" {
					out = append(out, Finding{Tool: ti.name, Message: "annotations " + why,
						Evidence: map[string]any{"annotations": snippet(raw)}})
					continue
				}
				var bad []string
				hint := map[string]bool{}
				for _, h := range annotationHints() {
					v, ok := ann[h]
					if !ok || isNull(v) {
						continue
					}
					var b bool
					if json.Unmarshal(v, &b) != nil {
						bad = append(bad, h+" is "+capString(string(v), 40)+", not a boolean")
						continue
					}
					hint[h] = b
				}
				if v, ok := ann["title"]; ok && !isNull(v) && jsonKind(v) != "string" {
					bad = append(bad, "title is not a string")
				}
				sort.Strings(bad)
				if len(bad) > 0 {
					out = append(out, Finding{Tool: ti.name, Message: "annotations: " + strings.Join(bad, "; ") + " (clients ignore such hints and assume the defaults)",
						Evidence: map[string]any{"annotations": snippet(raw), "problems": bad}})
				}
				if hint["readOnlyHint"] && hint["destructiveHint"] {
					out = append(out, Finding{Tool: ti.name, Severity: SeverityInfo,
						Message:  "annotations say readOnlyHint: true and destructiveHint: true; destructiveHint only means something for tools that are not read-only, so clients may resolve this either way",
						Evidence: map[string]any{"annotations": snippet(raw)}})
				}
			}
			return out
		},
	}
}

// annotationDefault is the value the spec's ToolAnnotations gives a hint
// that is absent.
func annotationDefault(hint string) bool {
	return hint == "destructiveHint" || hint == "openWorldHint"
}

func checkDefaultAnnotations() *Check {
	return &Check{
		ID: "MCP1008", Title: "Tool annotations hold only the spec's default hints, which say nothing", Severity: SeverityInfo,
		Category: CategoryToolDefinition, Versions: versionsFrom(V20250326),
		SpecSection: "Tools › Tool (data type): annotations (ToolAnnotations)",
		SpecURL:     specURL(V20260728, toolsPage+"#tool"),
		SpecQuote:   `2026-07-28, schema ToolAnnotations defaults: readOnlyHint "Default: false", destructiveHint "Default: true", idempotentHint "Default: false", openWorldHint "Default: true". Advice: a hint equal to its default tells a client nothing.`,
		Explanation: `A tool's "annotations" are optional hints about its behaviour, and the
spec's ToolAnnotations gives each hint a default: readOnlyHint false
("If true, the tool does not modify its environment"), destructiveHint true
("If true, the tool may perform destructive updates to its environment. If
false, the tool performs only additive updates"), idempotentHint false and
openWorldHint true ("If false, the tool's domain of interaction is closed").
A hint set to its default tells a client nothing it would not assume
without it. Some SDKs and server templates write the defaults on every tool,
so a server can look annotated while every tool, including the ones that
only read, still presents itself as a possibly destructive, non-idempotent
write to an open world: clients ask for confirmation on every call (or
learn to ignore the hints), and cannot tell reads from deletes.

This check fires once per server when at least one tool carries at least
one hint and no tool of the server carries a hint with a value other than
its default (a title alone, or a hint that is not a boolean, which MCP1006
reports, counts as no hint). It is advice, not a violation: set
readOnlyHint: true on tools that only read, destructiveHint: false on writes
that only add, idempotentHint: true where repeating a call with the same
arguments changes nothing more, and openWorldHint: false for tools whose
domain is closed (a local store rather than the web or a third-party API).
Clients MUST treat annotations from untrusted servers as untrusted; they
are still what a client shows and gates on. Annotations exist from
2025-03-26 on.`,
		Before: `{"tools": [{"name": "list_issues", "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": true, "openWorldHint": true}}, {"name": "delete_issue", "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": true, "openWorldHint": true}}]}`,
		After:  `{"tools": [{"name": "list_issues", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true, "openWorldHint": true}}, {"name": "delete_issue", "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": true, "idempotentHint": true, "openWorldHint": true}}]}`,
		Run: func(t *Target) []Finding {
			hinted := 0              // tools with at least one boolean hint
			seen := map[string]int{} // hint -> tools carrying it
			var examples []string    // names of hinted tools
			tools := 0
			for _, ti := range t.toolInfos() {
				if ti.def == nil {
					continue
				}
				tools++
				raw, ok := ti.def["annotations"]
				if !ok || isNull(raw) {
					continue
				}
				var ann map[string]json.RawMessage
				if decodeObject(raw, &ann) != "" {
					continue // MCP1006
				}
				has := false
				for _, h := range annotationHints() {
					v, ok := ann[h]
					if !ok || isNull(v) {
						continue
					}
					var b bool
					if json.Unmarshal(v, &b) != nil {
						continue // MCP1006
					}
					if b != annotationDefault(h) {
						return nil // this hint says something
					}
					seen[h]++
					has = true
				}
				if has {
					hinted++
					if len(examples) < 5 {
						examples = append(examples, ti.name)
					}
				}
			}
			if hinted == 0 {
				return nil
			}
			var said []string
			for _, h := range annotationHints() {
				if n := seen[h]; n > 0 {
					said = append(said, fmt.Sprintf("%s: %v on %d", h, annotationDefault(h), n))
				}
			}
			which := fmt.Sprintf("%d of %d tools carry", hinted, tools)
			if hinted == tools {
				which = fmt.Sprintf("all %d tools carry", tools)
				if tools == 1 {
					which = "the only tool carries"
				}
			}
			return []Finding{{
				Message: which + " only the spec's default annotations (" + strings.Join(said, ", ") + "), and no tool says otherwise: " +
					"these hints say nothing a client would not assume without them, so clients treat every tool as a possibly destructive write to an open world. " +
					"Set readOnlyHint: true on tools that only read, destructiveHint: false on writes that only add, idempotentHint: true where a repeated call changes nothing more, and openWorldHint: false for tools with a closed domain",
				Evidence: map[string]any{"tools": tools, "tools_with_hints": hinted, "hints": seen, "examples": examples},
			}}
		},
	}
}
