package corpus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// StatusImported is the status of a server created by Import from call or
// tool lines when the file has no server line for it.
const StatusImported = "imported"

// MaxLineBytes is the longest JSONL line Import accepts.
const MaxLineBytes = 256 << 20

// ImportStats counts what one Import read and added.
type ImportStats struct {
	Lines   int `json:"lines"`   // lines read, blank lines included
	Servers int `json:"servers"` // server captures created
	Tools   int `json:"tools"`   // tool rows created
	Calls   int `json:"calls"`   // calls stored
	Events  int `json:"events"`  // events stored
}

// Import reads JSONL from r into db in one transaction: on the first bad
// line it stops and nothing of the file is stored. name is the file name
// used in errors, which read "name:line: what is wrong". Import records a
// run ("corpus import", args [name]) for the captures it creates.
//
// Lines are objects with a "kind" of "server", "tool" or "call" (the
// format [Export] writes). Without "kind", a line with id, arguments,
// arg_origins, round, result or error (or a tool and a status, seq,
// duration_ms or size) is a call, a line with only a tool and/or tool_def
// (and skip_reason, call_reason) is a tool, and anything else is a server
// line. "result_raw" and "error_raw" are accepted as aliases of "result"
// and "error"; a JSON null counts as absent, and every key but "server" is
// optional. Keys are matched exactly (they are case-sensitive); unknown keys
// are ignored. Lines may be up to [MaxLineBytes] long; CRLF line ends and
// blank lines are accepted.
//
// Integer fields (duration_ms, size, seq, round, tool_page, init_ms,
// list_ms, list_pages) take any JSON number, as other clients write
// durations like 2.6: a number that is not an integer is rounded to the
// nearest one (halves away from zero). A value that is not a number, is
// negative, or is out of range (seq, round and pages up to 2^31-1) is an
// error. started_at is an RFC 3339 time; a space for the "T" and a missing
// zone (UTC) are accepted too, and so is a number of Unix seconds (or
// milliseconds, above 1e11).
//
// Files from other tools with only id/server/tool/arguments/result lines
// are accepted: a server without a server line is created with status
// "imported"; a call's tool gets a tool row from the line's tool_def, or a
// minimal one without definition; a call without status gets one derived
// from its answer (isError true: tool_error, an error: rpc_error, another
// result: ok, nothing: invalid); a call without id gets the next seq of its
// tool (unless given) and the id capture.CallID builds.
//
// Every server line starts a new capture of that server, except that a
// server line completes a capture this file already created implicitly from
// call or tool lines. Tool and call lines belong to the current capture of
// their server in this file. In a capture that came with a server line, a
// call of a tool that was not listed gets no tool row unless it carries a
// tool_def.
func Import(ctx context.Context, db *DB, r io.Reader, name string) (ImportStats, error) {
	im := &importer{ctx: ctx, file: name, servers: map[string]*importServer{}}
	err := db.bulkWriteTx(ctx, func(t *rawTx) error {
		deferred, err := deferCallIndexes(t)
		if err != nil {
			return err
		}
		w, err := newWriter(t)
		if err != nil {
			return err
		}
		defer w.close()
		if err := w.deferBlobIndex(); err != nil {
			return err
		}
		im.w = w
		im.tx = t
		now := time.Now()
		if im.runID, err = insertRun(t, RunMeta{Tool: "corpus import", Args: []string{name}, StartedAt: now}, RunOK, now); err != nil {
			return err
		}
		if err := im.read(r); err != nil {
			return err
		}
		if err := w.flush(); err != nil {
			return err
		}
		if err := w.restoreBlobIndex(); err != nil {
			return err
		}
		if deferred {
			return restoreCallIndexes(t)
		}
		return nil
	})
	if err != nil {
		var le *lineError
		if errors.As(err, &le) {
			return ImportStats{}, err
		}
		return ImportStats{}, db.errf("import %s: %w", name, err)
	}
	return im.stats, nil
}

// lineError is an error at one line of an imported file.
type lineError struct {
	file string
	line int
	err  error
}

func (e *lineError) Error() string { return fmt.Sprintf("%s:%d: %v", e.file, e.line, e.err) }
func (e *lineError) Unwrap() error { return e.err }

// importer holds the state of one Import.
type importer struct {
	ctx     context.Context
	file    string
	tx      *rawTx
	w       *writer
	runID   int64
	servers map[string]*importServer
	last    *importServer // the server of the previous line, a fast path
	stats   ImportStats
}

// importServer is the capture that lines of one server name go to.
type importServer struct {
	name     string
	id       int64
	native   bool           // described by a server line
	listed   map[string]int // tool name -> rows with that name
	ordinals int            // tool rows so far
	events   int            // event rows so far
	maxSeq   map[string]int // tool name -> highest seq seen
}

// importLine is the union of the fields of all line kinds, filled by
// lineDecoder. Raw fields are slices of the current line. The json tags name
// the keys; a test checks lineDecoder against encoding/json with them.
type importLine struct {
	Kind       string            `json:"kind"`
	ID         string            `json:"id"`
	Server     string            `json:"server"`
	Tool       string            `json:"tool"`
	Seq        jsonInt           `json:"seq"`
	Arguments  json.RawMessage   `json:"arguments"`
	Origin     string            `json:"origin"`
	ArgOrigins map[string]string `json:"arg_origins"`
	Round      jsonInt           `json:"round"`
	Status     string            `json:"status"`
	Result     json.RawMessage   `json:"result"`
	ResultRaw  json.RawMessage   `json:"result_raw"`
	Error      json.RawMessage   `json:"error"` // a string on server lines
	ErrorRaw   json.RawMessage   `json:"error_raw"`
	Detail     string            `json:"detail"`
	DurationMS jsonInt64         `json:"duration_ms"`
	Size       jsonInt64         `json:"size"`
	ToolPage   jsonInt           `json:"tool_page"`
	ToolDef    json.RawMessage   `json:"tool_def"`
	SkipReason string            `json:"skip_reason"`
	CallReason string            `json:"call_reason"`
	// MCP 2026-07-28 fields of a call.
	ResultType     string          `json:"result_type"`
	InputRequests  json.RawMessage `json:"input_requests"`
	InputResponses json.RawMessage `json:"input_responses"`
	Retries        jsonInt         `json:"retries"`

	Source           string          `json:"source"`
	Transport        string          `json:"transport"`
	Launch           json.RawMessage `json:"launch"`
	Package          string          `json:"package"`
	Repository       string          `json:"repository"`
	OfferedVersion   string          `json:"offered_version"`
	ProtocolVersion  string          `json:"protocol_version"`
	InitializeResult json.RawMessage `json:"initialize_result"`
	ServerName       string          `json:"server_name"`
	ServerVersion    string          `json:"server_version"`
	Instructions     string          `json:"instructions"`
	SessionID        string          `json:"session_id"`
	CallPolicy       string          `json:"call_policy"`
	Sandbox          string          `json:"sandbox"`
	Roots            []string        `json:"roots"`
	StderrTail       string          `json:"stderr_tail"`
	StartedAt        json.RawMessage `json:"started_at"`
	InitMS           jsonInt64       `json:"init_ms"`
	ListMS           jsonInt64       `json:"list_ms"`
	ListPages        jsonInt         `json:"list_pages"`
	Events           json.RawMessage `json:"events"`
	// MCP 2026-07-28 fields of a server.
	ProtocolPath       string          `json:"protocol_path"`
	AdvertisedVersions []string        `json:"advertised_versions"`
	DiscoverResult     json.RawMessage `json:"discover_result"`
	DiscoverError      json.RawMessage `json:"discover_error"`
	Wire               json.RawMessage `json:"wire"`
	ListResults        json.RawMessage `json:"list_results"`
}

// read processes every line of r.
func (im *importer) read(r io.Reader) error {
	lr := startLineReader(r, im.file)
	defer lr.close()
	for b := range lr.batches {
		for i := range b.lines {
			pl := &b.lines[i]
			im.stats.Lines = pl.n
			if pl.err == nil {
				pl.err = im.line(pl)
			}
			if pl.err != nil {
				return &lineError{file: im.file, line: pl.n, err: pl.err}
			}
		}
		im.stats.Lines = b.last
		if b.err != nil {
			return b.err
		}
		lr.recycle(b)
	}
	return nil
}

// line processes one decoded line.
func (im *importer) line(pl *parsedLine) error {
	if err := im.ctx.Err(); err != nil {
		return err
	}
	l := &pl.l
	if l.Server == "" {
		return errors.New(`no "server"`)
	}
	kind := l.Kind
	if kind == "" {
		switch {
		case l.ID != "" || len(l.Arguments) > 0 || len(l.Result) > 0 || len(l.ResultRaw) > 0 ||
			len(l.Error) > 0 || len(l.ErrorRaw) > 0 || len(l.ArgOrigins) > 0 || l.Round != 0 ||
			(l.Tool != "" && (l.Status != "" || l.Seq != 0 || l.DurationMS != 0 || l.Size != 0)):
			kind = "call"
		case l.Tool != "" || len(l.ToolDef) > 0:
			kind = "tool"
		default:
			kind = "server"
		}
	}
	switch kind {
	case "call":
		return im.call(pl)
	case "tool":
		return im.tool(l)
	case "server":
		return im.server(l)
	}
	return fmt.Errorf("unknown kind %q (want server, tool or call)", kind)
}

// alias returns the value of a field that has an alias, refusing both.
func alias(v, alt json.RawMessage, name string) (json.RawMessage, error) {
	v, alt = nullToEmpty(v), nullToEmpty(alt)
	if len(v) > 0 && len(alt) > 0 {
		return nil, fmt.Errorf("%s and %s_raw are both present", name, name)
	}
	if len(v) > 0 {
		return v, nil
	}
	return alt, nil
}

// nullToEmpty treats a JSON null as absent. Raw values from the decoder
// carry no surrounding whitespace.
func nullToEmpty(raw json.RawMessage) json.RawMessage {
	if string(raw) == "null" {
		return raw[:0]
	}
	return raw
}

// call stores a call line.
func (im *importer) call(pl *parsedLine) error {
	l := &pl.l
	result, err := alias(l.Result, l.ResultRaw, "result")
	if err != nil {
		return err
	}
	rpcErr, err := alias(l.Error, l.ErrorRaw, "error")
	if err != nil {
		return err
	}
	if len(result) > 0 && len(rpcErr) > 0 {
		return errors.New("result and error are both present")
	}
	s, err := im.serverFor(l.Server)
	if err != nil {
		return err
	}
	c := capture.Call{
		ID: l.ID, Tool: l.Tool, Seq: int(l.Seq), Arguments: nullToEmpty(l.Arguments), Origin: l.Origin,
		ArgOrigins: l.ArgOrigins, Round: int(l.Round), Status: l.Status, Result: result, Error: rpcErr, Detail: l.Detail,
		DurationMS: int64(l.DurationMS), Size: int64(l.Size), ResultType: l.ResultType,
		InputRequests: nullToEmpty(l.InputRequests), InputResponses: nullToEmpty(l.InputResponses), Retries: int(l.Retries),
	}
	if c.ID == "" && c.Seq == 0 {
		c.Seq = s.maxSeq[c.Tool] + 1
	}
	if c.Seq > s.maxSeq[c.Tool] {
		s.maxSeq[c.Tool] = c.Seq
	}
	if c.ID == "" {
		c.ID = capture.CallID(s.name, c.Tool, c.Seq)
	}
	if c.Status == "" {
		c.Status = deriveStatus(c.Result, c.Error)
	}
	if s.listed[c.Tool] == 0 && (len(nullToEmpty(l.ToolDef)) > 0 || !s.native) {
		if err := im.addTool(s, &capture.Tool{Name: c.Tool, Def: nullToEmpty(l.ToolDef), Page: page(l.ToolPage)}); err != nil {
			return err
		}
	}
	if err := im.w.insertCallDigests(s.id, &c, pl.argD, pl.resD); err != nil {
		return err
	}
	im.stats.Calls++
	return nil
}

// tool stores a tool line: one more listed tool.
func (im *importer) tool(l *importLine) error {
	s, err := im.serverFor(l.Server)
	if err != nil {
		return err
	}
	return im.addTool(s, &capture.Tool{Name: l.Tool, Def: nullToEmpty(l.ToolDef), Page: page(l.ToolPage),
		SkipReason: l.SkipReason, CallReason: l.CallReason})
}

// page reads tool_page: absent (or 0) means page 1.
func page(p jsonInt) int {
	if p < 1 {
		return 1
	}
	return int(p)
}

func (im *importer) addTool(s *importServer, t *capture.Tool) error {
	if err := im.w.insertTool(s.id, s.ordinals, t); err != nil {
		return err
	}
	s.ordinals++
	s.listed[t.Name]++
	im.stats.Tools++
	return nil
}

// serverFor returns the current capture of name in this file, creating an
// implicit one if there is none.
func (im *importer) serverFor(name string) (*importServer, error) {
	if im.last != nil && im.last.name == name {
		return im.last, nil
	}
	s := im.servers[name]
	if s == nil {
		var err error
		s, err = im.newServer(&capture.Server{Name: name, Source: "import", Status: StatusImported}, false)
		if err != nil {
			return nil, err
		}
	}
	im.last = s
	return s, nil
}

func (im *importer) newServer(cs *capture.Server, native bool) (*importServer, error) {
	id, err := im.w.insertServer(im.runID, cs)
	if err != nil {
		return nil, err
	}
	s := &importServer{name: cs.Name, id: id, native: native, listed: map[string]int{}, maxSeq: map[string]int{}}
	im.servers[cs.Name] = s
	im.stats.Servers++
	return s, nil
}

// server stores a server line.
func (im *importer) server(l *importLine) error {
	cs := &capture.Server{
		Name: l.Server, Source: l.Source, Transport: l.Transport, Package: l.Package, Repository: l.Repository,
		Status: l.Status, OfferedVersion: l.OfferedVersion, ProtocolVersion: l.ProtocolVersion,
		InitializeResult: nullToEmpty(l.InitializeResult), ServerName: l.ServerName, ServerVersion: l.ServerVersion,
		Instructions: l.Instructions, SessionID: l.SessionID, CallPolicy: l.CallPolicy, Sandbox: l.Sandbox,
		Roots: l.Roots, StderrTail: l.StderrTail,
		ProtocolPath: l.ProtocolPath, AdvertisedVersions: l.AdvertisedVersions,
		DiscoverResult: nullToEmpty(l.DiscoverResult), DiscoverError: nullToEmpty(l.DiscoverError),
		DurationMS: int64(l.DurationMS), InitMS: int64(l.InitMS), ListMS: int64(l.ListMS), ListPages: int(l.ListPages),
	}
	if cs.Status == "" {
		cs.Status = StatusImported
	}
	if e := nullToEmpty(l.Error); len(e) > 0 {
		if err := json.Unmarshal(e, &cs.Error); err != nil {
			return errors.New(`"error" of a server line must be a string`)
		}
	}
	if v := nullToEmpty(l.Launch); len(v) > 0 {
		if err := json.Unmarshal(v, &cs.Launch); err != nil {
			return fmt.Errorf("launch: %v", err)
		}
	}
	if v := nullToEmpty(l.Events); len(v) > 0 {
		if err := json.Unmarshal(v, &cs.Events); err != nil {
			return fmt.Errorf("events: %v", err)
		}
	}
	if v := nullToEmpty(l.Wire); len(v) > 0 {
		if err := json.Unmarshal(v, &cs.Wire); err != nil {
			return fmt.Errorf("wire: %v", err)
		}
	}
	if v := nullToEmpty(l.ListResults); len(v) > 0 {
		if err := json.Unmarshal(v, &cs.ListResults); err != nil {
			return fmt.Errorf("list_results: %v", err)
		}
	}
	if v := nullToEmpty(l.StartedAt); len(v) > 0 {
		t, err := parseStartedAt(v)
		if err != nil {
			return err
		}
		cs.StartedAt = t
	}
	s := im.servers[cs.Name]
	if s != nil && !s.native {
		// Complete the capture created implicitly by earlier lines.
		if err := im.updateServer(s.id, cs); err != nil {
			return err
		}
		s.native = true
	} else {
		var err error
		if s, err = im.newServer(cs, true); err != nil {
			return err
		}
	}
	im.last = s
	if err := im.w.insertWire(s.id, cs); err != nil {
		return err
	}
	for i := range cs.Events {
		if err := im.w.insertEvent(s.id, s.events, &cs.Events[i]); err != nil {
			return err
		}
		s.events++
		im.stats.Events++
	}
	return nil
}

// startedAtLayouts are the time layouts started_at may have: RFC 3339
// (what Export writes), and the same with a space for the "T" or without a
// zone, which other clients write (no zone means UTC).
var startedAtLayouts = []string{
	time.RFC3339Nano,
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02 15:04:05.999999999",
}

// parseStartedAt reads a server line's started_at (valid JSON, not null):
// a time string in one of startedAtLayouts, or a number of Unix seconds
// (fractions allowed; a value above 1e11, which would be past the year
// 5000 in seconds, is read as Unix milliseconds).
func parseStartedAt(v []byte) (time.Time, error) {
	switch c := v[0]; {
	case c == '"':
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			return time.Time{}, fmt.Errorf("started_at: %v", err)
		}
		s = strings.TrimSpace(s)
		for _, layout := range startedAtLayouts {
			if t, err := time.Parse(layout, s); err == nil {
				return t, nil
			}
		}
		return time.Time{}, fmt.Errorf("started_at: %q is not an RFC 3339 time (such as 2026-01-02T15:04:05Z)", capRunes(s, 60))
	case c == '-' || c >= '0' && c <= '9':
		f, err := strconv.ParseFloat(string(v), 64)
		if err != nil || f < 0 || f > 1e15 {
			return time.Time{}, fmt.Errorf("started_at: %.40s is not a time in Unix seconds or milliseconds", v)
		}
		if f > 1e11 {
			f /= 1000
		}
		sec, frac := math.Modf(f)
		return time.Unix(int64(sec), int64(math.Round(frac*1e9))).UTC(), nil
	}
	return time.Time{}, fmt.Errorf(`"started_at" must be a time string or Unix seconds, not %.40s`, v)
}

// capRunes cuts s to at most n runes, marking a cut with "…".
func capRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// updateServer overwrites the fields of an implicitly created server row.
func (im *importer) updateServer(id int64, cs *capture.Server) error {
	launch, err := json.Marshal(cs.Launch)
	if err != nil {
		return err
	}
	initBlob, err := im.w.putBlob(cs.InitializeResult)
	if err != nil {
		return err
	}
	discoverBlob, err := im.w.putBlob(cs.DiscoverResult)
	if err != nil {
		return err
	}
	_, err = im.tx.exec(`UPDATE servers SET source = ?, transport = ?, launch_json = ?, package = ?,
		repository = ?, status = ?, error = ?, offered_version = ?, protocol_version = ?, initialize_blob = ?,
		server_name = ?, server_version = ?, instructions = ?, session_id = ?, call_policy = ?, sandbox = ?,
		roots_json = ?, stderr_tail = ?, started_at = ?, duration_ms = ?, init_ms = ?, list_ms = ?, list_pages = ?,
		protocol_path = ?, advertised_versions_json = ?, discover_result_blob = ?, discover_error_json = ?
		WHERE id = ?`,
		cs.Source, cs.Transport, string(launch), cs.Package, cs.Repository, cs.Status, cs.Error,
		cs.OfferedVersion, cs.ProtocolVersion, initBlob, cs.ServerName, cs.ServerVersion, cs.Instructions,
		cs.SessionID, cs.CallPolicy, cs.Sandbox, rootsJSON(cs.Roots), cs.StderrTail, formatTime(cs.StartedAt),
		cs.DurationMS, cs.InitMS, cs.ListMS, cs.ListPages, cs.ProtocolPath, rootsJSON(cs.AdvertisedVersions),
		discoverBlob, inlineJSON(cs.DiscoverError), id)
	return err
}
