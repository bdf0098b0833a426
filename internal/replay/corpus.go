package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// MaxLineBytes is the longest JSONL line [Load] accepts, and the longest
// message [Serve] reads.
const MaxLineBytes = 64 << 20

// Corpus is what replay serves: per server, its initialize result, tools (raw
// defs, in listed order, with page numbers) and calls. A Corpus is not
// modified by [Serve], so one Corpus may serve several sessions at once.
type Corpus struct {
	servers map[string]*server
}

// server is one server of a corpus: the capture that Load kept for a name.
type server struct {
	name string
	// init is the raw initialize result, or nil.
	init json.RawMessage
	// native is set when a server line described the server.
	native bool
	// tools are the listed tools in listed order (duplicates kept).
	tools []*tool
	// listed counts listed tools by name.
	listed map[string]int
	// calls holds the captured calls of each tool name, in file order.
	calls map[string][]*capturedCall
}

// tool is one listed tool.
type tool struct {
	name string
	def  json.RawMessage // never empty: a minimal definition is made up when absent
	page int             // 1-based tools/list page
}

// capturedCall is one captured tools/call.
type capturedCall struct {
	id     string
	status string
	args   any             // decoded arguments (numbers as json.Number); an empty object when absent
	result json.RawMessage // raw CallToolResult, or nil
	err    json.RawMessage // raw JSON-RPC error object, or nil
}

// answered reports whether the capture holds an answer replay can send.
func (c *capturedCall) answered() bool { return len(c.result) > 0 || len(c.err) > 0 }

// line is the union of the fields replay reads from a JSONL line. Other
// fields are ignored.
type line struct {
	Kind             string          `json:"kind"`
	ID               string          `json:"id"`
	Server           string          `json:"server"`
	Tool             string          `json:"tool"`
	Seq              int             `json:"seq"`
	Arguments        json.RawMessage `json:"arguments"`
	Status           string          `json:"status"`
	Result           json.RawMessage `json:"result"`
	ResultRaw        json.RawMessage `json:"result_raw"`
	Error            json.RawMessage `json:"error"` // a string on server lines
	ErrorRaw         json.RawMessage `json:"error_raw"`
	ToolPage         int             `json:"tool_page"`
	ToolDef          json.RawMessage `json:"tool_def"`
	InitializeResult json.RawMessage `json:"initialize_result"`
}

// loader holds the state of one Load.
type loader struct {
	c *Corpus
	// seqs counts the calls seen per server and tool, to name calls
	// without id or seq.
	seqs map[string]map[string]int
}

// Load reads JSONL (the export format, also plain call lines from other
// tools; result_raw/error_raw aliases) from r; name is used in errors
// ("file.jsonl:12: ..."). Lines up to 64 MiB.
//
// Lines are objects with a "kind" of "server", "tool" or "call". Without
// "kind", a line with id, arguments, result or error (or a tool and a
// status) is a call, a line with only a tool and/or tool_def is a tool, and
// anything else is a server line. A JSON null counts as absent. Blank lines
// and CRLF line ends are accepted.
//
// A server line starts a new capture of its server, replacing an earlier
// one of the same name in the file (the latest capture wins), except that
// it completes a capture created implicitly by earlier tool or call lines.
// A tool line lists one more tool; a call line lists its tool when the tool
// is not listed yet and the line carries a tool_def, or when the server has
// no server line (plain call lines). A listed tool without a definition is
// served as {"name":NAME,"inputSchema":{"type":"object"}}.
func Load(r io.Reader, name string) (*Corpus, error) {
	ld := &loader{c: &Corpus{servers: map[string]*server{}}, seqs: map[string]map[string]int{}}
	err := jsonx.ReadLines(r, MaxLineBytes, func(_ int, b []byte) error { return ld.line(b) })
	var le *jsonx.LineError
	switch {
	case err == nil:
		return ld.c, nil
	case errors.As(err, &le) && errors.Is(err, jsonx.ErrLineTooLong):
		return nil, fmt.Errorf("%s:%d: line longer than %d bytes", name, le.Line, MaxLineBytes)
	case errors.As(err, &le):
		return nil, fmt.Errorf("%s:%d: %w", name, le.Line, le.Err)
	}
	return nil, fmt.Errorf("%s: %w", name, err)
}

// isNull reports whether a raw value is absent or a JSON null.
func isNull(raw json.RawMessage) bool { return len(raw) == 0 || string(raw) == "null" }

// nonNull returns raw, or nil when it is a JSON null.
func nonNull(raw json.RawMessage) json.RawMessage {
	if isNull(raw) {
		return nil
	}
	return raw
}

// alias returns the value of a field that has a _raw alias, refusing both.
func alias(v, alt json.RawMessage, field string) (json.RawMessage, error) {
	v, alt = nonNull(v), nonNull(alt)
	if v != nil && alt != nil {
		return nil, fmt.Errorf("%s and %s_raw are both present", field, field)
	}
	if v != nil {
		return v, nil
	}
	return alt, nil
}

// line processes one non-blank line.
func (ld *loader) line(b []byte) error {
	var l line
	if err := json.Unmarshal(b, &l); err != nil {
		if !json.Valid(b) {
			return fmt.Errorf("invalid JSON: %v", err)
		}
		return fmt.Errorf("not a corpus line: %v", err)
	}
	if l.Server == "" {
		return errors.New(`no "server"`)
	}
	kind := l.Kind
	if kind == "" {
		switch {
		case l.ID != "" || !isNull(l.Arguments) || !isNull(l.Result) || !isNull(l.ResultRaw) ||
			!isNull(l.Error) || !isNull(l.ErrorRaw) || (l.Tool != "" && l.Status != ""):
			kind = "call"
		case l.Tool != "" || !isNull(l.ToolDef):
			kind = "tool"
		default:
			kind = "server"
		}
	}
	switch kind {
	case "server":
		return ld.server(&l)
	case "tool":
		return ld.tool(&l)
	case "call":
		return ld.call(&l)
	}
	return fmt.Errorf("unknown kind %q (want server, tool or call)", kind)
}

// newServer makes an empty server.
func newServer(name string, native bool) *server {
	return &server{name: name, native: native, listed: map[string]int{}, calls: map[string][]*capturedCall{}}
}

// serverFor returns the current capture of name, creating an implicit one.
func (ld *loader) serverFor(name string) *server {
	s := ld.c.servers[name]
	if s == nil {
		s = newServer(name, false)
		ld.c.servers[name] = s
	}
	return s
}

// server processes a server line.
func (ld *loader) server(l *line) error {
	init := nonNull(l.InitializeResult)
	if init != nil && !bytes.HasPrefix(init, []byte("{")) {
		return errors.New("initialize_result is not a JSON object")
	}
	s := ld.c.servers[l.Server]
	if s == nil || s.native {
		s = newServer(l.Server, true)
		ld.c.servers[l.Server] = s
		delete(ld.seqs, l.Server)
	}
	s.native = true
	s.init = init
	return nil
}

// toolName is the tool of a line: its "tool", else the definition's name.
func toolName(l *line) string {
	if l.Tool != "" {
		return l.Tool
	}
	var d struct {
		Name string `json:"name"`
	}
	if json.Unmarshal(l.ToolDef, &d) == nil {
		return d.Name
	}
	return ""
}

// tool processes a tool line.
func (ld *loader) tool(l *line) error {
	name := toolName(l)
	if name == "" {
		return errors.New(`tool line without "tool"`)
	}
	ld.serverFor(l.Server).addTool(name, nonNull(l.ToolDef), l.ToolPage)
	return nil
}

// addTool lists one more tool.
func (s *server) addTool(name string, def json.RawMessage, page int) {
	if def == nil {
		def = json.RawMessage(`{"name":` + jsonString(name) + `,"inputSchema":{"type":"object"}}`)
	}
	if page < 1 {
		page = 1
	}
	s.tools = append(s.tools, &tool{name: name, def: def, page: page})
	s.listed[name]++
}

// call processes a call line.
func (ld *loader) call(l *line) error {
	name := toolName(l)
	if name == "" {
		return errors.New(`call line without "tool"`)
	}
	result, err := alias(l.Result, l.ResultRaw, "result")
	if err != nil {
		return err
	}
	rpcErr, err := alias(l.Error, l.ErrorRaw, "error")
	if err != nil {
		return err
	}
	if result != nil && rpcErr != nil {
		return errors.New("result and error are both present")
	}
	args, err := decodeArgs(l.Arguments)
	if err != nil {
		return fmt.Errorf("arguments: %v", err)
	}
	s := ld.serverFor(l.Server)
	if s.listed[name] == 0 && (!isNull(l.ToolDef) || !s.native) {
		s.addTool(name, nonNull(l.ToolDef), l.ToolPage)
	}
	seqs := ld.seqs[s.name]
	if seqs == nil {
		seqs = map[string]int{}
		ld.seqs[s.name] = seqs
	}
	seq := l.Seq
	if seq <= 0 {
		seq = seqs[name] + 1
	}
	seqs[name] = max(seqs[name], seq)
	id := l.ID
	if id == "" {
		id = s.name + "/" + name + "/" + strconv.Itoa(seq)
	}
	status := l.Status
	if status == "" {
		status = deriveStatus(result, rpcErr)
	}
	s.calls[name] = append(s.calls[name], &capturedCall{id: id, status: status, args: args, result: result, err: rpcErr})
	return nil
}

// deriveStatus is the status of a call line that has none.
func deriveStatus(result, rpcErr json.RawMessage) string {
	switch {
	case rpcErr != nil:
		return "rpc_error"
	case result != nil:
		var r struct {
			IsError bool `json:"isError"`
		}
		if json.Unmarshal(result, &r) == nil && r.IsError {
			return "tool_error"
		}
		return "ok"
	}
	return "invalid"
}

// Servers lists the server names in the corpus, sorted.
func (c *Corpus) Servers() []string {
	if c == nil {
		return nil
	}
	out := make([]string, 0, len(c.servers))
	for n := range c.servers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// pick returns the server to serve: name, or the only one when name is "".
func (c *Corpus) pick(name string) (*server, error) {
	if c == nil || len(c.servers) == 0 {
		return nil, errors.New("replay: the corpus holds no server")
	}
	if name == "" {
		if len(c.servers) == 1 {
			for _, s := range c.servers {
				return s, nil
			}
		}
		return nil, fmt.Errorf("replay: the corpus holds %d servers; name one of: %s",
			len(c.servers), strings.Join(c.Servers(), ", "))
	}
	s, ok := c.servers[name]
	if !ok {
		return nil, fmt.Errorf("replay: no server %q in the corpus (servers: %s)", name, strings.Join(c.Servers(), ", "))
	}
	return s, nil
}

// jsonString encodes s as a JSON string without HTML escaping.
func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(s) != nil {
		return `""`
	}
	return strings.TrimSuffix(b.String(), "\n")
}
