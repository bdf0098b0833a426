package check

import (
	"bytes"
	"encoding/json"
	"time"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// DefaultSlowInit is the initialize duration above which MCP4005 reports a
// slow handshake.
const DefaultSlowInit = 5 * time.Second

// Options tune a Target.
type Options struct {
	// SlowInit is MCP4005's threshold; zero means DefaultSlowInit.
	SlowInit time.Duration
	// Schemas caches the compiled protocol schemas across Targets; nil
	// gives each Target its own.
	Schemas *SchemaCache
	// Classify labels the result of call c (in); nil means
	// classify.Classify. A caller that holds the calls' labels already
	// (the report reads the stored ones) returns them, so a run
	// classifies each call once.
	Classify func(c *capture.Call, in classify.Input) classify.Label
}

// Target is what checks inspect: one captured server, the protocol version
// whose rules apply, and decoded views of its tools and results built on
// first use. A Target is not safe for concurrent use.
type Target struct {
	Server *capture.Server
	// Version is the protocol version whose rules apply: the negotiated
	// one when known, else (see NormalizeVersion) the offered or the
	// latest known version, with VersionNote saying so.
	Version     string
	VersionNote string
	// SlowInit is MCP4005's threshold.
	SlowInit time.Duration

	schemas  *SchemaCache
	classify func(c *capture.Call, in classify.Input) classify.Label
	wire     []*wireMsg
	wired    bool

	tools []*toolInfo
	calls []*callInfo
	ready bool
}

// NewTarget prepares a server for the checks.
func NewTarget(s *capture.Server, opts Options) *Target {
	t := &Target{Server: s, SlowInit: opts.SlowInit, schemas: opts.Schemas, classify: opts.Classify}
	if t.SlowInit <= 0 {
		t.SlowInit = DefaultSlowInit
	}
	if t.schemas == nil {
		t.schemas = NewSchemaCache()
	}
	if s != nil {
		t.Version, t.VersionNote = NormalizeVersion(s.ProtocolVersion, s.OfferedVersion)
	} else {
		t.Version = LatestVersion
	}
	return t
}

// toolInfo is a decoded tool definition.
type toolInfo struct {
	tool   *capture.Tool
	name   string
	def    map[string]json.RawMessage // nil when the definition is not a JSON object
	defErr string                     // why def is nil

	// output is the outputSchema member when present and not null.
	output json.RawMessage

	compiled   *schema.Compiled
	compileErr error
	compiled1  bool // compile attempted
}

// callInfo is a decoded tools/call answer.
type callInfo struct {
	call *capture.Call
	tool *toolInfo // nil when the tool was not listed

	res    map[string]json.RawMessage // nil when there is no result object
	resErr string                     // why res is nil though a result was captured

	isError        bool
	structured     json.RawMessage // structuredContent when present and not null
	structuredNull bool            // structuredContent: null
	blocks         []json.RawMessage
	contentOK      bool     // content is an array
	texts          []string // text of the text blocks, in order
}

// prepare decodes tools and calls once.
func (t *Target) prepare() {
	if t.ready {
		return
	}
	t.ready = true
	byName := map[string]*toolInfo{}
	for i := range t.Server.Tools {
		tl := &t.Server.Tools[i]
		ti := &toolInfo{tool: tl, name: tl.Name}
		if err := decodeObject(tl.Def, &ti.def); err != "" {
			ti.defErr = "the tool definition " + err
		} else if raw, ok := ti.def["outputSchema"]; ok && !isNull(raw) {
			ti.output = raw
		}
		t.tools = append(t.tools, ti)
		if _, dup := byName[ti.name]; !dup {
			byName[ti.name] = ti
		}
	}
	for i := range t.Server.Calls {
		c := &t.Server.Calls[i]
		ci := &callInfo{call: c, tool: byName[c.Tool]}
		if len(bytes.TrimSpace(c.Result)) > 0 && !isNull(c.Result) {
			if err := decodeObject(c.Result, &ci.res); err != "" {
				ci.resErr = "the result " + err
			} else {
				ci.decodeResult()
			}
		}
		if ci.structuredNull && !structuredMustBeObject(t.Version) {
			// 2026-07-28 (SEP-2106): null is a structuredContent value
			// like any other, validated against the outputSchema.
			ci.structured, ci.structuredNull = json.RawMessage("null"), false
		}
		t.calls = append(t.calls, ci)
	}
}

// decodeResult picks the members of a CallToolResult the checks use.
func (ci *callInfo) decodeResult() {
	if raw, ok := ci.res["isError"]; ok {
		ci.isError = bytes.Equal(bytes.TrimSpace(raw), []byte("true"))
	}
	if raw, ok := ci.res["structuredContent"]; ok {
		if isNull(raw) {
			ci.structuredNull = true
		} else {
			ci.structured = raw
		}
	}
	if raw, ok := ci.res["content"]; ok {
		if json.Unmarshal(raw, &ci.blocks) == nil && jsonKind(raw) == "array" {
			ci.contentOK = true
		}
	}
	for _, b := range ci.blocks {
		var blk struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if json.Unmarshal(b, &blk) == nil && blk.Type == "text" {
			ci.texts = append(ci.texts, blk.Text)
		}
	}
}

// Tools returns the decoded tool definitions in listed order.
func (t *Target) toolInfos() []*toolInfo {
	t.prepare()
	return t.tools
}

// results returns the calls that have a result object, in captured order.
func (t *Target) results() []*callInfo {
	t.prepare()
	var out []*callInfo
	for _, c := range t.calls {
		if c.res != nil {
			out = append(out, c)
		}
	}
	return out
}

// allCalls returns every decoded call, in captured order.
func (t *Target) allCalls() []*callInfo {
	t.prepare()
	return t.calls
}

// schemaDraft is the JSON Schema dialect an outputSchema without $schema
// is read in: 2020-12 from 2025-11-25 on (the spec says so); 2025-06-18
// names no dialect, and its own schema.json is draft-07.
func (t *Target) schemaDraft() string {
	if atLeast(t.Version, V20251125) {
		return "2020-12"
	}
	return "draft-07"
}

// compileOutput compiles a tool's outputSchema once.
func (t *Target) compileOutput(ti *toolInfo) (*schema.Compiled, error) {
	if !ti.compiled1 {
		ti.compiled1 = true
		ti.compiled, ti.compileErr = compileSchema(ti.output, t.schemaDraft())
	}
	return ti.compiled, ti.compileErr
}

// compileSchema compiles a schema, turning a panic of the compiler into an
// error (input from servers is untrusted).
func compileSchema(doc json.RawMessage, draft string) (c *schema.Compiled, err error) {
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, &panicError{r}
		}
	}()
	return schema.Compile(doc, draft)
}

// validate validates raw JSON against a compiled schema, recovering from a
// validator panic.
func validate(c *schema.Compiled, raw json.RawMessage) (vs []schema.Violation, err error) {
	defer func() {
		if r := recover(); r != nil {
			vs, err = nil, &panicError{r}
		}
	}()
	return c.ValidateJSON(raw)
}

// panicError is a recovered panic of the schema library.
type panicError struct{ v any }

func (p *panicError) Error() string { return "schema library failure: " + quoteCap(toString(p.v), 200) }

// label classifies one call's result with Options.Classify, else
// classify.Classify.
func (t *Target) label(c *capture.Call, in classify.Input) classify.Label {
	if t.classify != nil {
		return t.classify(c, in)
	}
	return classify.Classify(in)
}
