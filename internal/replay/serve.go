package replay

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// JSON-RPC error codes replay answers with.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
)

// defaultVersion is the protocol version a synthesized initialize result
// names when the client offered none.
const defaultVersion = "2025-11-25"

// Serve runs a stdio MCP server for one server of the corpus (server "" is
// allowed only when the corpus holds exactly one server; otherwise an error
// listing the names) until stdin ends or ctx is done.
//
// Requests are answered in order, one line per message on stdout; stderr
// gets one log line per request. Serve returns nil when stdin ends,
// ctx.Err() when ctx is done first, and the error when reading stdin or
// writing stdout fails. When Serve returns because of ctx, a goroutine may
// stay blocked reading stdin until stdin is closed.
func Serve(ctx context.Context, c *Corpus, server string, stdin io.Reader, stdout io.Writer, stderr io.Writer) error {
	return ServeWith(ctx, c, server, Options{}, stdin, stdout, stderr)
}

// Options change how [ServeWith] picks the capture that answers a call.
// The zero value is [Serve]'s behaviour.
type Options struct {
	// Cycle serves a tool's captures in turn within one session: a call
	// whose arguments equal those of one or more captures gets the one of
	// them served least often so far; any other call gets the capture
	// served least often among all of the tool's answered captures, the
	// nearest by arguments first. N successive calls of a tool thus get N
	// different captures while the tool has N of them (to choose from),
	// which lets a client that synthesizes arguments see a corpus's
	// variety. Without Cycle every call gets the exact or nearest capture.
	Cycle bool
}

// ServeWith is [Serve] with options; ServeWith with the zero Options is
// Serve.
func ServeWith(ctx context.Context, c *Corpus, server string, opts Options, stdin io.Reader, stdout io.Writer, stderr io.Writer) error {
	s, err := c.pick(server)
	if err != nil {
		return err
	}
	if stdin == nil || stdout == nil {
		return errors.New("replay: Serve needs stdin and stdout")
	}
	if stderr == nil {
		stderr = io.Discard
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	ss := &session{s: s, out: bufio.NewWriterSize(stdout, 64<<10), log: stderr}
	if opts.Cycle {
		ss.served = map[*capturedCall]int{}
	}

	type input struct {
		line    []byte
		tooLong bool
		err     error
	}
	inputs := make(chan input)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		br := bufio.NewReaderSize(stdin, 64<<10)
		for {
			b, tooLong, err := readLine(br, MaxLineBytes)
			select {
			case inputs <- input{line: b, tooLong: tooLong, err: err}:
			case <-stop:
				return
			}
			if err != nil {
				return
			}
		}
	}()

	for {
		var in input
		select {
		case <-ctx.Done():
			return ctx.Err()
		case in = <-inputs:
		}
		if in.tooLong {
			if err := ss.replyError(nil, codeParseError, fmt.Sprintf("Parse error: message longer than %d bytes", MaxLineBytes)); err != nil {
				return err
			}
		} else if len(bytes.TrimSpace(in.line)) > 0 {
			if err := ss.handle(in.line); err != nil {
				return err
			}
		}
		switch {
		case in.err == io.EOF:
			return nil
		case in.err != nil:
			return fmt.Errorf("replay: reading stdin: %w", in.err)
		}
	}
}

// session is one client connection to a replayed server.
type session struct {
	s   *server
	out *bufio.Writer
	log io.Writer
	// served counts the answers each capture gave in this session; nil
	// unless captures are served in turn (Options.Cycle).
	served map[*capturedCall]int
}

// request is an inbound JSON-RPC message.
type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// logf writes one log line to stderr, ignoring errors.
func (ss *session) logf(format string, args ...any) {
	_, _ = fmt.Fprintf(ss.log, "replay: "+format+"\n", args...)
}

// handle answers one inbound line.
func (ss *session) handle(b []byte) error {
	var m request
	if err := json.Unmarshal(b, &m); err != nil {
		if !json.Valid(b) {
			ss.logf("unparsable line → parse error")
			return ss.replyError(nil, codeParseError, "Parse error: "+err.Error())
		}
		ss.logf("not a JSON-RPC request object → invalid request")
		return ss.replyError(nil, codeInvalidRequest, "Invalid request: not a JSON-RPC object (batches are not supported)")
	}
	hasID := !isNull(m.ID)
	switch {
	case m.Method == "" && hasID:
		return nil // a response; replay sends no requests
	case m.Method == "":
		ss.logf("message without method → invalid request")
		return ss.replyError(nil, codeInvalidRequest, "Invalid request: no method")
	case !hasID:
		return nil // notifications are ignored
	}
	switch m.Method {
	case "initialize":
		return ss.initialize(&m)
	case "ping":
		ss.logf("ping → {}")
		return ss.reply(m.ID, []byte(`{}`))
	case "tools/list":
		return ss.list(&m)
	case "tools/call":
		return ss.call(&m)
	}
	ss.logf("%s → method not found", m.Method)
	return ss.replyError(m.ID, codeMethodNotFound, "Method not found: "+m.Method)
}

// initialize answers with the captured initialize result, or a minimal one.
func (ss *session) initialize(m *request) error {
	if ss.s.init != nil {
		ss.logf("initialize → captured initialize_result of %s", ss.s.name)
		return ss.reply(m.ID, ss.s.init)
	}
	var p struct {
		ProtocolVersion string `json:"protocolVersion"`
	}
	_ = json.Unmarshal(m.Params, &p)
	v := p.ProtocolVersion
	if v == "" {
		v = defaultVersion
	}
	ss.logf("initialize → synthesized initialize result (protocolVersion %s)", v)
	res := `{"protocolVersion":` + jsonString(v) + `,"capabilities":{"tools":{}},"serverInfo":{"name":` +
		jsonString(ss.s.name) + `,"version":"replay"}}`
	return ss.reply(m.ID, []byte(res))
}

// pages groups the listed tools by page, in page order.
func (s *server) pages() [][]*tool {
	byPage := map[int][]*tool{}
	var nums []int
	for _, t := range s.tools {
		if _, ok := byPage[t.page]; !ok {
			nums = append(nums, t.page)
		}
		byPage[t.page] = append(byPage[t.page], t)
	}
	// Insertion sort: pages are few and mostly in order already.
	for i := 1; i < len(nums); i++ {
		for j := i; j > 0 && nums[j] < nums[j-1]; j-- {
			nums[j], nums[j-1] = nums[j-1], nums[j]
		}
	}
	out := make([][]*tool, 0, len(nums))
	for _, n := range nums {
		out = append(out, byPage[n])
	}
	return out
}

// list answers tools/list with the captured definitions, page by page.
func (ss *session) list(m *request) error {
	var p struct {
		Cursor *string `json:"cursor"`
	}
	if !isNull(m.Params) {
		if err := json.Unmarshal(m.Params, &p); err != nil {
			ss.logf("tools/list → invalid params")
			return ss.replyError(m.ID, codeInvalidParams, "Invalid params: "+err.Error())
		}
	}
	pages := ss.s.pages()
	idx := 0
	if p.Cursor != nil && *p.Cursor != "" {
		n, ok := strings.CutPrefix(*p.Cursor, "page-")
		k, err := strconv.Atoi(n)
		if !ok || err != nil || k < 2 || k > len(pages) || strconv.Itoa(k) != n {
			ss.logf("tools/list cursor %q → invalid cursor", *p.Cursor)
			return ss.replyError(m.ID, codeInvalidParams, "Invalid cursor: "+*p.Cursor)
		}
		idx = k - 1
	}
	var tools []*tool
	if idx < len(pages) {
		tools = pages[idx]
	}
	var b bytes.Buffer
	b.WriteString(`{"tools":[`)
	for i, t := range tools {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(t.def)
	}
	b.WriteByte(']')
	if idx+1 < len(pages) {
		b.WriteString(`,"nextCursor":"page-` + strconv.Itoa(idx+2) + `"`)
	}
	b.WriteByte('}')
	ss.logf("tools/list → page %d of %d (%d tools)", idx+1, max(len(pages), 1), len(tools))
	return ss.reply(m.ID, b.Bytes())
}

// known reports whether the server has a tool of that name, listed or
// only called.
func (s *server) known(name string) bool {
	return s.listed[name] > 0 || len(s.calls[name]) > 0
}

// noCapture is the isError result for a tool replay cannot answer.
func noCapture(text string) []byte {
	return []byte(`{"content":[{"type":"text","text":` + jsonString(text) + `}],"isError":true}`)
}

// call answers tools/call with the best matching capture.
func (ss *session) call(m *request) error {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(m.Params, &p); err != nil && !isNull(m.Params) {
		ss.logf("tools/call → invalid params")
		return ss.replyError(m.ID, codeInvalidParams, "Invalid params: "+err.Error())
	}
	if !ss.s.known(p.Name) {
		ss.logf("tools/call %s → unknown tool", p.Name)
		return ss.replyError(m.ID, codeInvalidParams, "Unknown tool: "+p.Name)
	}
	args, err := decodeArgs(p.Arguments)
	if err != nil {
		ss.logf("tools/call %s → invalid arguments", p.Name)
		return ss.replyError(m.ID, codeInvalidParams, "Invalid arguments: "+err.Error())
	}
	calls := ss.s.calls[p.Name]
	var c *capturedCall
	var exact bool
	if ss.served != nil {
		c, exact = matchCycle(calls, args, ss.served)
		if c != nil {
			ss.served[c]++
		}
	} else {
		c, exact = match(calls, args)
	}
	if c == nil {
		text := "replay: no captured call for tool " + p.Name
		if len(calls) > 0 {
			text += " (the captured call ended with status " + calls[0].status + ")"
		}
		ss.logf("tools/call %s → no captured call", p.Name)
		return ss.reply(m.ID, noCapture(text))
	}
	how := "nearest"
	switch {
	case exact:
		how = "exact"
	case ss.served != nil:
		how = "next in turn"
	}
	ss.logf("tools/call %s → captured call %s (%s)", p.Name, c.id, how)
	if c.err != nil {
		return ss.write(`{"jsonrpc":"2.0","id":`, m.ID, `,"error":`, c.err, `}`)
	}
	return ss.reply(m.ID, c.result)
}

// reply writes a result response; result is written verbatim.
func (ss *session) reply(id json.RawMessage, result []byte) error {
	return ss.write(`{"jsonrpc":"2.0","id":`, id, `,"result":`, result, `}`)
}

// replyError writes an error response; a nil id is written as null.
func (ss *session) replyError(id json.RawMessage, code int, msg string) error {
	if isNull(id) {
		id = json.RawMessage("null")
	}
	return ss.write(`{"jsonrpc":"2.0","id":`, id, `,"error":{"code":`+strconv.Itoa(code)+`,"message":`+jsonString(msg)+`}}`)
}

// write writes one message made of parts and a newline, and flushes. A CR
// or LF inside the message (in valid JSON only whitespace between tokens)
// is written as a space, so that the message stays one line.
func (ss *session) write(parts ...any) error {
	for _, p := range parts {
		var b []byte
		switch v := p.(type) {
		case string:
			b = []byte(v)
		case []byte:
			b = v
		case json.RawMessage:
			b = v
		}
		if err := writeOneLine(ss.out, b); err != nil {
			return err
		}
	}
	if err := ss.out.WriteByte('\n'); err != nil {
		return err
	}
	return ss.out.Flush()
}

// writeOneLine writes b with every CR and LF replaced by a space.
func writeOneLine(w *bufio.Writer, b []byte) error {
	for len(b) > 0 {
		i := bytes.IndexAny(b, "\r\n")
		if i < 0 {
			_, err := w.Write(b)
			return err
		}
		if _, err := w.Write(b[:i]); err != nil {
			return err
		}
		if err := w.WriteByte(' '); err != nil {
			return err
		}
		b = b[i+1:]
	}
	return nil
}

// readLine reads one line of the live input without its line end (LF or
// CRLF). A line longer than max is consumed to its end and reported as
// tooLong, and reading goes on (Serve answers it with a parse error), which
// is why Serve does not use jsonx.ReadLines. err is io.EOF at the end of
// the input (the last line may still be non-empty).
func readLine(br *bufio.Reader, max int) (b []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(buf)+len(chunk) > max+2 { // room for "\r\n"
				tooLong, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if tooLong {
			return nil, true, err
		}
		buf = bytes.TrimSuffix(buf, []byte("\n"))
		buf = bytes.TrimSuffix(buf, []byte("\r"))
		if len(buf) > max {
			return nil, true, err
		}
		return buf, false, err
	}
}
