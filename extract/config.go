package extract

import (
	"encoding/json"
	"errors"
	"sort"
	"strings"
)

// Gateway is a gateway configuration file in the seed-000 shape. Only
// virtual_tools is read; a gateway's other top-level settings are allowed
// and ignored by LoadGateway.
type Gateway struct {
	// VirtualTools maps a virtual tool's name to its definition.
	VirtualTools map[string]*VirtualTool `json:"virtual_tools"`

	compiled map[string]*Extractor
}

// VirtualTool is one entry of virtual_tools: a view of one source tool
// whose text output is turned into structured data.
type VirtualTool struct {
	SourceTool     string          `json:"source_tool"` // "server:tool"
	Description    string          `json:"description,omitempty"`
	OutputSchema   json.RawMessage `json:"output_schema,omitempty"`
	TextExtraction *TextExtraction `json:"text_extraction,omitempty"`
}

// Parser names accepted in text_extraction.parser.
const (
	ParserNumberedList = "markdown_numbered_list"
	ParserKeyValue     = "key_value_pairs"
	ParserTable        = "markdown_table"
	ParserCustomRegex  = "custom_regex"
	// ParserAuto chooses the parser per output (an extension of seed 000,
	// the "Pattern type?" branch of its flowchart): see the package doc.
	ParserAuto = "auto"
)

// Parser values recorded in Account.Parser besides the parser names.
const (
	// ParsedJSON: the value is JSON found in the text.
	ParsedJSON = "json"
	// ParsedText: parser auto found no structure; the value is
	// {"text": the trimmed text} (the flowchart's "Pass Through Text").
	ParsedText = "text"
)

// Patterns recorded in Account.Pattern by parser auto (the IDs of the
// six-pattern taxonomy, DESIGN.md §4).
const (
	PatternJSON         = "json_in_text"
	PatternTable        = "markdown_table"
	PatternList         = "markdown_list"
	PatternKeyValue     = "key_value"
	PatternUnstructured = "unstructured"
)

// DefaultTextField is the field that holds the text when parser auto finds
// no structure.
const DefaultTextField = "text"

// Default wrapper field names used when list_field / table_field are not
// set.
const (
	DefaultListField  = "items"
	DefaultTableField = "rows"
)

// TextExtraction is the text_extraction object of seed 000 ("Configuration
// Reference"), plus the custom_regex parser of its Future Extensions
// Option A.
type TextExtraction struct {
	Enabled        bool                    `json:"enabled"`
	AutoDetectJSON bool                    `json:"auto_detect_json,omitempty"`
	Parser         string                  `json:"parser,omitempty"`
	ListField      string                  `json:"list_field,omitempty"`
	TableField     string                  `json:"table_field,omitempty"`
	ItemPatterns   map[string]*ItemPattern `json:"item_patterns,omitempty"`
	Patterns       map[string]*RegexField  `json:"patterns,omitempty"`
	Config         *ParserConfig           `json:"config,omitempty"`
	// NestedText reads structured text held in the string fields of
	// extracted JSON, and the text of a CallToolResult found as JSON
	// text (an extension of seed 000: see nested.go and
	// docs/extraction.md).
	NestedText bool `json:"nested_text,omitempty"`
	// Fallback "auto" reads an output with parser auto when the
	// configured parser (or auto_detect_json alone) finds nothing in it:
	// a tool that answers in another form for some arguments still gives
	// its data (an extension of seed 000: see docs/extraction.md).
	Fallback string `json:"fallback,omitempty"`
}

// ItemPattern extracts one field from each list item.
type ItemPattern struct {
	Regex     string     `json:"regex"`
	Required  bool       `json:"required,omitempty"`
	Multiline bool       `json:"multiline,omitempty"`
	Type      string     `json:"type,omitempty"`
	Transform Transforms `json:"transform,omitempty"`
}

// RegexField extracts one named field from the whole text (custom_regex).
type RegexField struct {
	Regex     string     `json:"regex"`
	Group     int        `json:"group,omitempty"`
	Type      string     `json:"type,omitempty"`
	Transform Transforms `json:"transform,omitempty"`
	Multiline bool       `json:"multiline,omitempty"`
	Required  bool       `json:"required,omitempty"`
}

// ParserConfig is the config object of the key_value_pairs parser.
type ParserConfig struct {
	Separator     string `json:"separator,omitempty"`
	IndentAware   bool   `json:"indent_aware,omitempty"`
	SectionMarker string `json:"section_marker,omitempty"`
}

// Transforms is a list of transform names applied in order. In JSON it is
// one name or an array of names; it marshals as a plain string when there
// is exactly one.
type Transforms []string

// MarshalJSON writes one transform as a string, several as an array.
func (t Transforms) MarshalJSON() ([]byte, error) {
	if len(t) == 1 {
		return json.Marshal(t[0])
	}
	return json.Marshal([]string(t))
}

// UnmarshalJSON accepts a string or an array of strings.
func (t *Transforms) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*t = Transforms{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return errors.New("transform: want a name or an array of names")
	}
	*t = many
	return nil
}

// valueTypes are the names accepted in item_patterns/patterns "type".
func valueTypes() []string { return []string{"boolean", "integer", "number", "string"} }

// transformNames are the names accepted in "transform".
func transformNames() []string {
	return []string{"lowercase", "remove_commas", "strip_markdown", "trim", "uppercase"}
}

// parserNames are the names accepted in "parser".
func parserNames() []string {
	return []string{ParserAuto, ParserCustomRegex, ParserKeyValue, ParserTable, ParserNumberedList}
}

// NamedTool is a virtual tool with its name and compiled extractor.
type NamedTool struct {
	Name      string
	Tool      *VirtualTool
	Extractor *Extractor // nil when Err is set
	Err       error      // the tool's configuration does not compile
}

// ForSource returns the virtual tools whose source_tool is server:tool,
// sorted by name. A virtual tool without source_tool (loaded from a single
// virtual tool or bare text_extraction object) matches every source.
func (g *Gateway) ForSource(server, tool string) []*NamedTool {
	if g == nil {
		return nil
	}
	names := make([]string, 0, len(g.VirtualTools))
	for name, vt := range g.VirtualTools {
		if vt == nil {
			continue
		}
		if vt.SourceTool == "" || vt.SourceTool == server+":"+tool {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	out := make([]*NamedTool, 0, len(names))
	for _, name := range names {
		vt := g.VirtualTools[name]
		nt := &NamedTool{Name: name, Tool: vt}
		if x := g.compiled[name]; x != nil && x.vt == vt {
			nt.Extractor = x
		} else {
			nt.Extractor, nt.Err = Compile(vt)
		}
		out = append(out, nt)
	}
	return out
}

// Names returns the virtual tools' names, sorted.
func (g *Gateway) Names() []string {
	if g == nil {
		return nil
	}
	names := make([]string, 0, len(g.VirtualTools))
	for name := range g.VirtualTools {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// splitSource splits "server:tool" at its last colon (tool names cannot
// hold one; server names might).
func splitSource(s string) (server, tool string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i <= 0 || i == len(s)-1 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}
