package report

import (
	"encoding/json"
	"strings"
)

// jsString is s as a JavaScript/TypeScript (and Python) string literal:
// JSON encoding escapes quotes, backslashes, control characters, "<", ">",
// "&" and U+2028/U+2029, so the literal is valid in all three languages.
func jsString(s string) string {
	b, err := json.Marshal(s)
	if err != nil { // cannot happen for a string; keep the snippet valid anyway
		return `""`
	}
	return string(b)
}

// tsSnippet is the TypeScript SDK change for one tool: registerTool with a
// Zod outputSchema shape built from the proposed schema, and a handler
// returning the object as structuredContent plus a JSON text block.
func tsSnippet(t *ToolView, root *schemaNode) string {
	var b strings.Builder
	b.WriteString("import { z } from \"zod\";\n\n")
	b.WriteString("// Check the outputSchema your SDK version publishes in tools/list: it must not\n")
	b.WriteString("// contain \"additionalProperties\": false, or fields added later break clients.\n")
	b.WriteString("server.registerTool(\n")
	b.WriteString("  " + jsString(t.Name) + ",\n  {\n")
	if t.Description != "" {
		b.WriteString("    description: " + jsString(t.Description) + ",\n")
	}
	b.WriteString("    inputSchema: inputShape, // unchanged\n")
	b.WriteString("    outputSchema: {\n")
	for _, f := range root.Fields {
		b.WriteString("      " + jsString(f.Name) + ": " + zodOf(f.Node, "      ", f.Required) + ",\n")
	}
	b.WriteString("    },\n  },\n")
	b.WriteString("  async (args) => {\n")
	b.WriteString("    const out = buildResult(args); // the data you format as text today, as an object\n")
	b.WriteString("    return {\n")
	b.WriteString("      content: [{ type: \"text\", text: JSON.stringify(out) }], // kept for clients without structuredContent\n")
	b.WriteString("      structuredContent: out,\n")
	b.WriteString("    };\n  },\n);\n")
	return b.String()
}

// zodOf is the Zod expression for a schema node; indent is the current
// line's indentation (nested objects are laid out one field per line).
func zodOf(n *schemaNode, indent string, required bool) string {
	var e string
	switch n.Kind {
	case "string":
		e = "z.string()"
	case "integer":
		e = "z.number().int()"
	case "number":
		e = "z.number()"
	case "boolean":
		e = "z.boolean()"
	case "array":
		if n.Items == nil {
			e = "z.array(z.unknown())"
		} else {
			e = "z.array(" + zodOf(n.Items, indent, true) + ")"
		}
	case "object":
		if len(n.Fields) == 0 {
			e = "z.record(z.string(), z.unknown())"
			break
		}
		inner := indent + "  "
		var b strings.Builder
		b.WriteString("z.object({\n")
		for _, f := range n.Fields {
			b.WriteString(inner + jsString(f.Name) + ": " + zodOf(f.Node, inner, f.Required) + ",\n")
		}
		b.WriteString(indent + "}).passthrough()")
		e = b.String()
	default:
		e = "z.unknown()"
	}
	if n.Nullable && n.Kind != "any" {
		e += ".nullable()"
	}
	if n.Description != "" {
		e += ".describe(" + jsString(n.Description) + ")"
	}
	if !required {
		e += ".optional()"
	}
	return e
}
