package report

import (
	"regexp"
	"strings"
	"unicode"
)

// pySnippet is the Python FastMCP change for one tool: TypedDicts built
// from the proposed schema and the tool's return annotation, from which
// FastMCP derives the outputSchema and structuredContent.
func pySnippet(t *ToolView, root *schemaNode) string {
	g := &pyGen{used: map[string]bool{}}
	top := g.typedDict(goIdent(t.Name, "Tool")+"Output", root)
	var b strings.Builder
	defs := strings.Join(g.defs, "")
	imports := []string{}
	if pyUsesAny.MatchString(defs) {
		imports = append(imports, "Any")
	}
	if strings.Contains(defs, "NotRequired[") {
		imports = append(imports, "NotRequired")
	}
	imports = append(imports, "TypedDict")
	b.WriteString("from typing import " + strings.Join(imports, ", "))
	if strings.Contains(defs, "NotRequired[") {
		b.WriteString("  # Python 3.11+; else from typing_extensions")
	}
	b.WriteString("\n\n\n")
	for _, d := range g.defs {
		b.WriteString(d)
		b.WriteString("\n\n")
	}
	fn := pyIdent(t.Name)
	b.WriteString("# mcp is your server's FastMCP instance (mcp.server.fastmcp or fastmcp)\n")
	if fn == t.Name {
		b.WriteString("@mcp.tool()\n")
	} else {
		b.WriteString("@mcp.tool(name=" + jsString(t.Name) + ")\n")
	}
	b.WriteString("def " + fn + "() -> " + top + ":  # keep your parameters; only the return type changes\n")
	if t.Description != "" {
		b.WriteString("    " + pyDocstring(t.Description) + "\n")
	}
	b.WriteString("    out: " + top + " = build_result()  # the data you format as text today, as a dict\n")
	b.WriteString("    return out  # FastMCP sends it as structuredContent and as JSON text\n")
	return b.String()
}

// pyUsesAny finds Any used as a type (not inside a name).
var pyUsesAny = regexp.MustCompile(`(\[|, |: )Any\b`)

type pyGen struct {
	defs []string
	used map[string]bool
}

// typedDict defines a TypedDict for an object node (nested ones first) and
// returns its name.
func (g *pyGen) typedDict(name string, n *schemaNode) string {
	name = g.unique(name)
	type line struct{ key, typ string }
	var lines []line
	classSyntax := true
	for _, f := range n.Fields {
		typ := g.pyType(name+goIdent(f.Name, "Field"), f.Node)
		if !f.Required {
			typ = "NotRequired[" + typ + "]"
		}
		lines = append(lines, line{f.Name, typ})
		if !isPyIdent(f.Name) {
			classSyntax = false
		}
	}
	var b strings.Builder
	if classSyntax {
		b.WriteString("class " + name + "(TypedDict):\n")
		if n.Description != "" {
			b.WriteString("    " + pyDocstring(n.Description) + "\n")
		}
		for _, l := range lines {
			b.WriteString("    " + l.key + ": " + l.typ + "\n")
		}
		if len(lines) == 0 && n.Description == "" {
			b.WriteString("    pass\n")
		}
	} else {
		b.WriteString(name + " = TypedDict(\n    " + jsString(name) + ",\n    {\n")
		for _, l := range lines {
			b.WriteString("        " + jsString(l.key) + ": " + l.typ + ",\n")
		}
		b.WriteString("    },\n)\n")
	}
	g.defs = append(g.defs, strings.TrimRight(b.String(), "\n")+"\n")
	return name
}

func (g *pyGen) pyType(nameHint string, n *schemaNode) string {
	var t string
	switch n.Kind {
	case "string":
		t = "str"
	case "integer":
		t = "int"
	case "number":
		t = "float"
	case "boolean":
		t = "bool"
	case "array":
		if n.Items == nil {
			t = "list[Any]"
		} else {
			t = "list[" + g.pyType(nameHint+"Item", n.Items) + "]"
		}
	case "object":
		if len(n.Fields) == 0 {
			t = "dict[str, Any]"
		} else {
			t = g.typedDict(nameHint, n)
		}
	default:
		t = "Any"
	}
	if n.Nullable && t != "Any" {
		t += " | None"
	}
	return t
}

func (g *pyGen) unique(name string) string {
	s := name
	for i := 2; g.used[s]; i++ {
		s = name + itoa(i)
	}
	g.used[s] = true
	return s
}

var pyKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true, "await": true,
	"break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true, "else": true, "except": true,
	"finally": true, "for": true, "from": true, "global": true, "if": true, "import": true, "in": true, "is": true,
	"lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true, "raise": true, "return": true, "try": true,
	"while": true, "with": true, "yield": true,
}

// isPyIdent reports whether s is an ASCII Python identifier that is not a
// keyword (non-ASCII identifiers are legal Python but are kept quoted).
func isPyIdent(s string) bool {
	if s == "" || pyKeywords[s] {
		return false
	}
	for i, r := range s {
		if r > unicode.MaxASCII || !(r == '_' || unicode.IsLetter(r) || (i > 0 && unicode.IsDigit(r))) {
			return false
		}
	}
	return true
}

// pyIdent makes a snake_case Python function name from a tool name.
func pyIdent(s string) string {
	if isPyIdent(s) {
		return s
	}
	var b strings.Builder
	under := false
	for _, r := range s {
		if r <= unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if under && b.Len() > 0 {
				b.WriteByte('_')
			}
			under = false
			b.WriteRune(unicode.ToLower(r))
		} else {
			under = true
		}
	}
	out := b.String()
	if len(out) > maxIdentLen {
		out = out[:maxIdentLen]
	}
	if out == "" || (out[0] >= '0' && out[0] <= '9') || pyKeywords[out] {
		out = "tool_" + out
	}
	return strings.TrimRight(out, "_")
}

// pyDocstring is a one-line docstring literal for s.
func pyDocstring(s string) string {
	return jsString(strings.Join(strings.Fields(s), " "))
}
