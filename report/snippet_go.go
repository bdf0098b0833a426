package report

import (
	"encoding/json"
	"go/format"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// goSnippet is the Go SDK (github.com/modelcontextprotocol/go-sdk/mcp)
// change for one tool: a typed Out struct (jsonschema tags carry the
// descriptions) and mcp.AddTool with the proposed schema passed as
// OutputSchema.
func goSnippet(t *ToolView, root *schemaNode, schema json.RawMessage) string {
	g := &goGen{used: map[string]bool{}}
	out := g.structType(goIdent(t.Name, "Tool")+"Output", root)
	var b strings.Builder
	for _, d := range g.defs {
		b.WriteString(d)
		b.WriteString("\n")
	}
	schemaVar := lowerFirst(out) + "Schema"
	b.WriteString("// " + schemaVar + " is the proposed outputSchema. Leaving OutputSchema nil makes\n")
	b.WriteString("// AddTool infer it from " + out + ", but the inferred schema sets\n")
	b.WriteString("// \"additionalProperties\": false, which breaks clients when you add a field.\n")
	b.WriteString("var " + schemaVar + " = json.RawMessage(" + goRawOrQuoted(string(schema)) + ")\n\n")
	b.WriteString("func register" + goIdent(t.Name, "Tool") + "(server *mcp.Server) {\n")
	b.WriteString("\tmcp.AddTool(server, &mcp.Tool{\n")
	b.WriteString("\t\tName:         " + strconv.Quote(t.Name) + ",\n")
	if t.Description != "" {
		b.WriteString("\t\tDescription:  " + strconv.Quote(t.Description) + ",\n")
	}
	b.WriteString("\t\tOutputSchema: " + schemaVar + ",\n")
	b.WriteString("\t}, func(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, " + out + ", error) {\n")
	b.WriteString("\t\tout, err := buildResult(ctx, in) // the data you format as text today, as " + out + "\n")
	b.WriteString("\t\tif err != nil {\n")
	b.WriteString("\t\t\treturn nil, " + out + "{}, err // an error result carries no structuredContent\n")
	b.WriteString("\t\t}\n")
	b.WriteString("\t\treturn nil, out, nil // the SDK sets structuredContent and a JSON text block\n")
	b.WriteString("\t})\n}\n")
	if src, err := format.Source([]byte(b.String())); err == nil {
		return string(src)
	}
	return b.String()
}

type goGen struct {
	defs []string
	used map[string]bool
}

// structType defines a struct for an object node (nested ones first) and
// returns its name.
func (g *goGen) structType(name string, n *schemaNode) string {
	name = g.unique(name)
	var b strings.Builder
	fieldNames := map[string]bool{}
	var lines []string
	for _, f := range n.Fields {
		if !validJSONTagName(f.Name) {
			lines = append(lines, "\t// The property "+strconv.Quote(f.Name)+" cannot be named in a json tag; use a map or a custom MarshalJSON for it.")
			continue
		}
		fname := goIdent(f.Name, "Field")
		base := fname
		for i := 2; fieldNames[fname]; i++ {
			fname = base + strconv.Itoa(i)
		}
		fieldNames[fname] = true
		tag := f.Name
		if !f.Required {
			tag += ",omitempty"
		}
		tags := "json:" + strconv.Quote(tag)
		if d := goDescTag(f.Node.Description); d != "" {
			tags += " jsonschema:" + d
		}
		lines = append(lines, "\t"+fname+" "+g.goType(name+fname, f.Node)+" `"+tags+"`")
	}
	b.WriteString("type " + name + " struct {\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	b.WriteString("}\n")
	g.defs = append(g.defs, b.String())
	return name
}

func (g *goGen) goType(nameHint string, n *schemaNode) string {
	var t string
	switch n.Kind {
	case "string":
		t = "string"
	case "integer":
		t = "int64"
	case "number":
		t = "float64"
	case "boolean":
		t = "bool"
	case "array":
		if n.Items == nil {
			return "[]any"
		}
		return "[]" + g.goType(nameHint+"Item", n.Items)
	case "object":
		if len(n.Fields) == 0 {
			return "map[string]any"
		}
		t = g.structType(nameHint, n)
	default:
		return "any"
	}
	if n.Nullable {
		t = "*" + t
	}
	return t
}

func (g *goGen) unique(name string) string {
	s := name
	for i := 2; g.used[s]; i++ {
		s = name + strconv.Itoa(i)
	}
	g.used[s] = true
	return s
}

// maxIdentLen bounds identifiers made from names (tool names can be long).
const maxIdentLen = 40

// goIdent makes an exported Go identifier (CamelCase, ASCII) from s;
// empty results become fallback, a leading digit gets fallback prepended.
func goIdent(s, fallback string) string {
	var b strings.Builder
	upper := true
	for _, r := range s {
		if r <= unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if upper {
				r = unicode.ToUpper(r)
			}
			upper = false
			b.WriteRune(r)
		} else {
			upper = true
		}
	}
	out := b.String()
	if len(out) > maxIdentLen {
		out = out[:maxIdentLen]
	}
	if out == "" {
		return fallback
	}
	if out[0] >= '0' && out[0] <= '9' {
		return fallback + out
	}
	return out
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// validJSONTagName mirrors encoding/json's rule for names in a json tag.
func validJSONTagName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}

// jsonschemaTagPrefix is what github.com/google/jsonschema-go rejects at
// the start of a jsonschema tag ("WORD=").
var jsonschemaTagPrefix = regexp.MustCompile(`^[^ \t\n]*=`)

// goDescTag is a quoted jsonschema tag value for a description, or "" when
// there is none or it cannot be one.
func goDescTag(desc string) string {
	desc = strings.Join(strings.Fields(desc), " ")
	desc = strings.ReplaceAll(desc, "`", "'") // the tag is a raw string literal
	if desc == "" || jsonschemaTagPrefix.MatchString(desc) {
		return ""
	}
	return strconv.Quote(desc)
}

// goRawOrQuoted is s as a Go string literal: a raw literal when possible
// (readable JSON), else a quoted one.
func goRawOrQuoted(s string) string {
	if !strings.Contains(s, "`") && !strings.Contains(s, "\r") {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

func itoa(i int) string { return strconv.Itoa(i) }
